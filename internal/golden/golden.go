// Package golden compares test output with golden files and rewrites them
// on request. It is for tests only; its functions are safe for concurrent
// use by tests that write different files.
package golden

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Check compares got with the file at path. With update it first writes
// got there (creating directories), so the comparison passes and the
// changed file shows in the diff under review. Each test package keeps its
// own -update flag and passes its value.
func Check(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got; -update to accept):\n%s", path, diff)
	}
}
