//go:build cluster

package clustertest_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"troupe/internal/store"
)

// fullDisk runs `troupe run` with its data dir on a 4 MiB tmpfs (in a
// mount namespace of its own) filled to leave free bytes, then copies the
// session out of it.
const fullDisk = `set -e
mount -t tmpfs -o size=4m tmpfs "$MNT"
avail=$(df -B1 --output=avail "$MNT" | tail -1)
if [ "$avail" -gt "$FREE" ]; then head -c $((avail - FREE)) /dev/zero > "$MNT/filler" || true; fi
df -k "$MNT" | tail -1
mkdir -p "$MNT/data"
cd "$WS"
set +e
"$TROUPE" run --model "script:$MODEL" go
rc=$?
cp -r "$MNT/data/sessions" "$OUT/" 2>/dev/null
exit $rc
`

var summaryRE = regexp.MustCompile(`· session (\d{8}-\d{6}-[0-9a-f]+)`)

// A data dir that fills up during a turn (issue 22 item 7: with 8–64 KB
// free, `troupe run` hung for ever after "the running turn was stopped"):
// the full disk is said, the turn ends with an error, and what the log
// held before stays readable. The model writes a 200 KB file, so the log
// line of that call cannot fit.
func TestNearlyFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Fatal("needs root: the data dir is a tmpfs mounted in a mount namespace of its own")
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Fatalf("needs unshare (util-linux): %v", err)
	}
	big := strings.Repeat("x", 200_000)
	script := fmt.Sprintf(`turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: write_file
        args: {file_path: out.txt, content: %q}
  - agent: ^main$
    expect_tool: write_file
    text: "done"
`, big)
	for _, free := range []int{0, 8 << 10, 16 << 10, 32 << 10, 64 << 10} {
		t.Run(fmt.Sprintf("%dKB free", free>>10), func(t *testing.T) {
			dir := t.TempDir()
			for _, d := range []string{"mnt", "ws", "out"} {
				if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			model := filepath.Join(dir, "demo.yaml")
			if err := os.WriteFile(model, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second) // a hang's bound
			defer cancel()
			cmd := exec.CommandContext(ctx, "unshare", "-m", "sh", "-c", fullDisk)
			cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
				"TROUPE_HOME=" + filepath.Join(dir, "mnt", "data"), "MNT=" + filepath.Join(dir, "mnt"), "WS=" + filepath.Join(dir, "ws"),
				"OUT=" + filepath.Join(dir, "out"), "FREE=" + fmt.Sprint(free), "TROUPE=" + troupeBin, "MODEL=" + model}
			out, err := cmd.CombinedOutput()
			if ctx.Err() != nil {
				t.Fatalf("troupe run hung with %d bytes free:\n%s", free, out)
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("troupe run: %v, want exit 1:\n%s", err, out)
			}
			if !strings.Contains(string(out), "no space left on device") {
				t.Fatalf("the full disk is not said:\n%s", out)
			}
			m := summaryRE.FindSubmatch(out)
			if m == nil {
				return // refused before the session was made (nothing written)
			}
			if !strings.Contains(string(out), "the turn was stopped") {
				t.Fatalf("the turn did not end with the log's error:\n%s", out)
			}
			st, err := store.Open(filepath.Join(dir, "out"))
			if err != nil {
				t.Fatal(err)
			}
			l, loaded, err := st.Open(string(m[1]))
			if err != nil {
				t.Fatalf("the session written before the disk filled cannot be opened: %v", err)
			}
			l.Close()
			prompt := false
			for _, e := range loaded.Events {
				prompt = prompt || strings.Contains(string(e.Data), `"go"`)
			}
			if !prompt {
				t.Fatalf("the session log lost the prompt written before the disk filled: %d events", len(loaded.Events))
			}
			t.Logf("%d KB free: exit 1, %d events kept, torn tail: %v", free>>10, len(loaded.Events), loaded.Truncated != nil)
		})
	}
}
