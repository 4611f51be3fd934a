package sandbox

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// nonRootEnv marks the copy of this test binary TestNonRoot runs as
// nobody when the test itself runs as root.
const nonRootEnv = "TROUPE_SANDBOX_TEST_NONROOT"

// nobody is the uid and gid the root run re-runs the test as.
const nobody = 65534

// TestNonRoot checks the sandbox as a user without privileges, the way
// most people run troupe: the helper's mount namespace then comes from an
// unprivileged user namespace. Run as root, it copies this test binary
// where uid 65534 can run it and runs this test in it as 65534 (a real
// unprivileged process, Credential in SysProcAttr); run as anyone else it
// checks as itself.
func TestNonRoot(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", Probe().ABI)
	}
	if os.Geteuid() != 0 {
		checkUnprivileged(t)
		return
	}
	if os.Getenv(nonRootEnv) != "" {
		t.Fatal("the re-run as nobody still has euid 0")
	}
	dir, err := os.MkdirTemp("", "troupe-nonroot-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "sandbox.test")
	if err := copyExecutable(bin); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run", "^TestNonRoot$", "-test.v", "-test.count=1")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), nonRootEnv+"=1", "HOME="+dir, "TMPDIR=/tmp")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the test as uid %d failed: %v\n%s", nobody, err, out)
	}
	if !strings.Contains(string(out), "--- PASS: TestNonRoot") {
		t.Fatalf("the test as uid %d did not pass (skipped?):\n%s", nobody, out)
	}
	t.Logf("as uid %d:\n%s", nobody, out)
}

// copyExecutable copies the running test binary to dst, mode 0755.
func copyExecutable(dst string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	in, err := os.Open(self)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// checkUnprivileged runs the sandbox's main promises as the current,
// unprivileged user.
func checkUnprivileged(t *testing.T) {
	t.Logf("uid %d, euid %d, mount namespace possible: %v", os.Getuid(), os.Geteuid(), Probe().MountNS)
	f := newFixture(t)
	p := f.policy(t, WorkspaceWrite, false)
	udp, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer udp.Close()
	tests := []struct {
		name   string
		script string
		wantOK bool
	}{
		{"write in the workspace", "echo x > new.txt && cat new.txt", true},
		{"write outside the workspace", "echo x > " + f.outside + "/f", false},
		{"connect to a loopback listener", fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d", f.port), false},
		{"send UDP to a loopback listener", fmt.Sprintf("echo x > /dev/udp/127.0.0.1/%d", udp.LocalAddr().(*net.UDPAddr).Port), false},
		{"signal pid 1", "kill -0 1", false},
		// the same user's process outside the sandbox: only Landlock's
		// signal scoping stops this one
		{"signal the test process", fmt.Sprintf("kill -0 %d", os.Getpid()), false},
		{"no capabilities", "grep -q '^CapEff:[[:space:]]*0000000000000000$' /proc/self/status", true},
	}
	if Probe().MountNS {
		tests = append(tests, []struct {
			name   string
			script string
			wantOK bool
		}{
			{"append to the git config", "echo '[core] fsmonitor = x' >> .git/config", false},
			{"read a secret", "cat " + f.home + "/.ssh/id_ed25519", false},
		}...)
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				out, ok := runVia(t, pool, p, f.ws, tt.script)
				if ok != tt.wantOK {
					t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
				}
			})
		}
	}
	if err := syscall.Kill(os.Getpid(), 0); err != nil {
		t.Errorf("kill -0 of itself outside the sandbox failed: %v (the check above proves nothing)", err)
	}
}
