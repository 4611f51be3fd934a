package worker_test

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// A user's view: an interactive coordinator process (line mode) and a
// worker process; the remote subagent's command is asked at the
// coordinator's terminal like a local one's, and the answer typed there
// decides whether it runs.
func TestRemoteApprovalAtTheTerminal(t *testing.T) {
	tests := []struct {
		typed string
		made  bool
	}{
		{"n not on that machine", false},
		{"y", true},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			root := t.TempDir()
			ws := filepath.Join(root, "ws")
			write(t, filepath.Join(ws, "README.md"), "a repository\n")
			cfgDir := filepath.Join(root, "config")
			write(t, filepath.Join(cfgDir, "troupe", "config.yaml"), typesYAML)
			script := write(t, filepath.Join(root, "coord", "demo.yaml"), coordScript)
			data := filepath.Join(root, "data")
			coord := exec.Command(troupeBin, "--no-tui", "--listen", "127.0.0.1:0", "--placement", "remote", "-C", ws, "--model", "script:"+script)
			coord.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + cfgDir, "TROUPE_HOME=" + data}
			stdin, err := coord.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out := &syncBuffer{}
			coord.Stdout, coord.Stderr = out, out
			if err := coord.Start(); err != nil {
				t.Fatal(err)
			}
			coordDone := make(chan error, 1)
			go func() { coordDone <- coord.Wait() }()
			t.Cleanup(func() {
				_ = coord.Process.Kill()
				<-coordDone
				if t.Failed() {
					t.Logf("coordinator output:\n%s", out.String())
				}
			})
			ep := waitEndpoint(t, data)
			startWorker(t, "wa", workerOpts{url: ep.URL, nkey: ep.NKeyFiles[bus.Worker], script: touchScript})
			typeLine := func(line string) {
				if _, err := io.WriteString(stdin, line+"\n"); err != nil {
					t.Fatal(err)
				}
			}
			waitOut := func(s string) {
				deadline := time.Now().Add(60 * time.Second) // a hung test's safety net
				for !strings.Contains(out.String(), s) {
					if time.Now().After(deadline) {
						t.Fatalf("the terminal never showed %q", s)
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
			typeLine("go")
			waitOut("running on worker wa")
			waitOut("wants to run bash: touch made.txt")
			waitOut("(on worker wa)")
			typeLine(tt.typed)
			waitOut("result of attempt 1 from worker wa taken")
			waitOut("done\n") // the main agent's answer, after the changes were applied
			_, err = os.Stat(filepath.Join(ws, "made.txt"))
			if made := err == nil; made != tt.made {
				t.Fatalf("made.txt exists = %v, want %v", made, tt.made)
			}
			if !tt.made && !strings.Contains(out.String(), "not on that machine") {
				t.Fatalf("the model was not told why")
			}
			stdin.Close()
		})
	}
}
