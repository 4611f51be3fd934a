package trust

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func write(t *testing.T, p, data string) {
	t.Helper()
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDecisionsFollowContent(t *testing.T) {
	data, ws := t.TempDir(), t.TempDir()
	st, err := Check(data, ws)
	if err != nil || !st.Trusted() || st.Undecided() {
		t.Fatalf("an empty workspace: %+v %v; want trusted (nothing to load), nothing to ask", st, err)
	}
	write(t, filepath.Join(ws, ".mcp.json"), "{}")
	write(t, filepath.Join(ws, ".claude", "settings.json"), "{}")
	st, _ = Check(data, ws)
	if st.Trusted() || !st.Undecided() || len(st.Files) != 2 {
		t.Fatalf("new files: %+v; want undecided, not trusted", st)
	}
	if err := Record(data, st, Trusted); err != nil {
		t.Fatal(err)
	}
	if st, _ = Check(data, ws); !st.Trusted() || st.Undecided() {
		t.Fatalf("after trusting: %+v", st)
	}
	// Through a symbolic link to the directory: the same decision.
	link := filepath.Join(t.TempDir(), "link")
	os.Symlink(ws, link)
	if st, _ := Check(data, link); !st.Trusted() {
		t.Errorf("through a link: %+v", st)
	}
	write(t, filepath.Join(ws, ".troupe", "permissions.yaml"), "rules: []\n")
	st, _ = Check(data, ws)
	if st.Trusted() || !slices.Equal(st.Changed, []string{".troupe/permissions.yaml"}) {
		t.Errorf("a new file: %+v; want it named as changed", st)
	}
	Record(data, st, Trusted)
	write(t, filepath.Join(ws, ".mcp.json"), `{"mcpServers": {}}`)
	st, _ = Check(data, ws)
	if st.Trusted() || !slices.Equal(st.Changed, []string{".mcp.json"}) {
		t.Errorf("a changed file: %+v", st)
	}
	Record(data, st, Refused)
	if st, _ = Check(data, ws); st.Trusted() || st.Undecided() {
		t.Errorf("refused: %+v; want not trusted and not asked again", st)
	}
	es, err := List(data)
	if err != nil || len(es) != 1 || es[0].Decision != Refused || len(es[0].Files) != 3 {
		t.Errorf("List = %+v, %v", es, err)
	}
	if had, err := Revoke(data, ws); !had || err != nil {
		t.Errorf("Revoke = %v, %v", had, err)
	}
	if st, _ = Check(data, ws); !st.Undecided() {
		t.Errorf("after revoke: %+v; want undecided", st)
	}
	if st, _ := Check(data, ""); st.Trusted() {
		t.Errorf("no workspace must not be trusted")
	}
}

func TestCorruptStoreIsAnError(t *testing.T) {
	data, ws := t.TempDir(), t.TempDir()
	write(t, filepath.Join(data, "trust.json"), "{not json")
	if _, err := Check(data, ws); err == nil {
		t.Error("a corrupt trust.json was taken as no decisions")
	}
}
