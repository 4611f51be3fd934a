package safety

import "testing"

// An untrusted repository's permissions file keeps only what tightens.
func TestUntrustedPermissionsOnlyTighten(t *testing.T) {
	p, err := ParsePermissions("p.yaml", []byte("protected_branches: [main]\nrules:\n  - {tool: bash, action: allow}\n  - {tool: bash, prefix: rm, action: deny}\n  - {tool: write_file, action: ask}\n"))
	if err != nil {
		t.Fatal(err)
	}
	u := p.Untrusted()
	if len(u.Rules) != 2 || u.Rules[0].Action != Deny || u.Rules[1].Action != Ask || len(u.ProtectedBranches) != 1 {
		t.Errorf("Untrusted() = %+v; want the deny and ask rules and the protected branch", u)
	}
}
