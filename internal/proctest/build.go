package proctest

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
)

// BinDirEnv names the directory where `make test` builds troupe and
// troupe-sandbox once, before the packages' tests start: every package that
// drives the binary copies them from there instead of building its own,
// so a cold run compiles the graph once rather than once per package at
// the same time (internal/cli, internal/redteam and worker did).
const BinDirEnv = "TROUPE_TEST_BIN_DIR"

// Build puts the executable of the main package pkg (an import path such
// as troupe/cmd/troupe) at out: a copy of the one in $TROUPE_TEST_BIN_DIR
// when that holds it, else built now with go build and args (flags such as
// -ldflags) in an environment with env added, without cgo as make build
// builds it.
func Build(out, pkg string, env []string, args ...string) error {
	if dir := os.Getenv(BinDirEnv); dir != "" {
		if err := copyExec(filepath.Join(dir, path.Base(pkg)), out); err == nil {
			return nil
		} else if !os.IsNotExist(err) {
			return fmt.Errorf("copy prebuilt %s: %w", path.Base(pkg), err)
		}
	}
	cmd := exec.Command("go", append(append([]string{"build"}, args...), "-o", out, pkg)...)
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0"), env...) // as make build ships it
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %w\n%s", pkg, err, b)
	}
	return nil
}

func copyExec(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
