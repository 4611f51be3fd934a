package safety

import "testing"

func TestLendRevokesOnlyWhatItLent(t *testing.T) {
	var g SessionGrants
	g.AllowTool("read_file")
	g.AllowPrefix([]string{"go", "test"})
	revoke := g.Lend([]string{"read_file", "write_file"}, [][]string{{"go", "test"}, {"git", "add"}})
	if !g.CoversTool("write_file") || len(g.Prefixes()) != 2 {
		t.Fatalf("lent grants missing: tools write_file=%v, prefixes %v", g.CoversTool("write_file"), g.Prefixes())
	}
	revoke()
	revoke() // twice is harmless
	if !g.CoversTool("read_file") || g.CoversTool("write_file") {
		t.Errorf("after revoke: read_file=%v (want true), write_file=%v (want false)", g.CoversTool("read_file"), g.CoversTool("write_file"))
	}
	if p := g.Prefixes(); len(p) != 1 || p[0][0] != "go" {
		t.Errorf("after revoke prefixes = %v, want only go test", p)
	}
}
