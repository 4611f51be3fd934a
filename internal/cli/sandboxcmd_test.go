package cli_test

import (
	"encoding/json"
	"strings"
	"testing"

	"troupe/internal/sandbox"
)

// TestSafetyCheckSandboxed: --json says whether the command would run in
// the sandbox; a denied command runs nowhere; a repository's sandbox.mode
// off is ignored (only the user's own config may turn it off).
func TestSafetyCheckSandboxed(t *testing.T) {
	on := sandbox.Probe().Filesystem()
	off := t.TempDir()
	writeFile(t, off, ".troupe/config.yaml", "sandbox:\n  mode: off\n")
	tests := []struct {
		name string
		args []string
		want bool
	}{
		{"allowed command", []string{"--", "python3 -c 'print(1)'"}, on},
		{"denied command", []string{"--", "rm -rf ~"}, false},
		{"sandbox off by the repository", []string{"-C", off, "--", "python3 -c 'print(1)'"}, on},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stdout, stderr := execCLI(t, "", append([]string{"safety", "check", "--json"}, tt.args...)...)
			var got struct {
				Sandboxed *bool `json:"sandboxed"`
			}
			if err := json.Unmarshal([]byte(stdout), &got); err != nil || got.Sandboxed == nil {
				t.Fatalf("stdout %q (stderr %q): no sandboxed field (%v)", stdout, stderr, err)
			}
			if *got.Sandboxed != tt.want {
				t.Errorf("sandboxed = %v, want %v", *got.Sandboxed, tt.want)
			}
		})
	}
}

func TestSandboxCheck(t *testing.T) {
	if !sandbox.Probe().Signals() {
		t.Skip("needs Landlock ABI 6")
	}
	code, stdout, stderr := execCLI(t, "", "sandbox", "check")
	if code != 0 {
		t.Errorf("exit %d; stdout:\n%s\nstderr: %s", code, stdout, stderr)
	}
	for _, want := range []string{"Landlock ABI:", "ok     write outside the workspace (denied)",
		"ok     signal a process outside (kill -0 1) (denied)", "ok     effective capabilities (none)",
		"ok     connect to a loopback listener (denied)", "commands run sandboxed"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	code, stdout, _ = execCLI(t, "", "sandbox", "check", "--json")
	var rep struct {
		ABI    int  `json:"landlock_abi"`
		Active bool `json:"active"`
		Checks []struct {
			OK bool `json:"ok"`
		} `json:"checks"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || code != 0 || !rep.Active || rep.ABI < 6 || len(rep.Checks) < 5 {
		t.Errorf("--json: exit %d, %+v, %v; stdout %s", code, rep, err, stdout)
	}
}
