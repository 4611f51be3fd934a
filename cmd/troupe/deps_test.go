package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoPrometheusLinked: troupe links protoactor-go's actor package but
// not the Prometheus exporter its upstream config.go imports (see
// third_party/protoactor/README.troupe.md): those packages' init ran in
// every process, `troupe --version` included.
func TestNoPrometheusLinked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	actor := false
	for _, p := range deps {
		if p == "github.com/asynkron/protoactor-go/actor" {
			actor = true
		}
		if strings.HasPrefix(p, "github.com/prometheus/") || p == "go.opentelemetry.io/otel/exporters/prometheus" {
			t.Errorf("troupe links %s", p)
		}
	}
	if !actor {
		t.Fatal("troupe does not link protoactor-go's actor package: this test checks nothing")
	}
}

// patched are the files of third_party/protoactor that differ from
// upstream, by deletions only (imports aside).
var patched = map[string]bool{"actor/config.go": true, "actor/config_opts.go": true, "README.troupe.md": true}

// TestProtoactorCopyIsUpstream holds third_party/protoactor to the upstream
// module troupe's go.mod requires, as the module cache holds it: every file
// byte for byte, and the two patched files upstream's lines with some
// removed (import lines may differ). It skips when the cache lacks the
// upstream module.
func TestProtoactorCopyIsUpstream(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", "github.com/asynkron/protoactor-go").Output()
	if err != nil {
		t.Fatalf("go list -m: %v", err)
	}
	cache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	upstream := filepath.Join(strings.TrimSpace(string(cache)), "github.com/asynkron/protoactor-go@"+strings.TrimSpace(string(out)))
	if _, err := os.Stat(upstream); err != nil {
		t.Skipf("upstream module not in the module cache: %v", err)
	}
	copyDir := filepath.Join("..", "..", "third_party", "protoactor")
	n := 0
	err = filepath.WalkDir(copyDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(copyDir, path)
		got, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		if rel == "README.troupe.md" {
			return nil
		}
		want, err := os.ReadFile(filepath.Join(upstream, rel))
		if err != nil {
			t.Errorf("%s: not upstream's: %v", rel, err)
			return nil
		}
		if patched[rel] {
			if bad := notDeletionOf(string(want), string(got)); bad != "" {
				t.Errorf("%s: line %q is not upstream's (the patch only deletes)", rel, bad)
			}
			return nil
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from upstream", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Fatalf("only %d files compared", n)
	}
}

// notDeletionOf returns the first line of got, import lines aside, that is
// not found, in order, among want's lines; "" when got is want with lines
// deleted.
func notDeletionOf(want, got string) string {
	w := strings.Split(want, "\n")
	i := 0
	inImports := false
	for _, line := range strings.Split(got, "\n") {
		switch {
		case line == "import (":
			inImports = true
		case inImports && line == ")":
			inImports = false
		}
		if inImports {
			continue
		}
		for i < len(w) && w[i] != line {
			i++
		}
		if i == len(w) {
			return line
		}
		i++
	}
	return ""
}
