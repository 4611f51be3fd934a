package proctest

import (
	"os"
	"os/exec"
	"testing"
)

// freshEnv names the test a re-run test process runs alone.
const freshEnv = "TROUPE_TEST_FRESH"

// InFresh runs the calling test alone in a new test process, so that what it
// does is the first thing that process does (a value built on first use is
// built then). It reports whether the caller is that process; the caller
// returns at once when it is not, the new process's failure failing t.
func InFresh(t *testing.T) bool {
	t.Helper()
	if os.Getenv(freshEnv) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), freshEnv+"="+t.Name())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fresh process: %v\n%s", err, out)
	}
	return false
}
