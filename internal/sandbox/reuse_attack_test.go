package sandbox

import (
	"io"
	"strings"
	"testing"
)

// TestReuseAttackHelperState is redteam's attack on a warm helper that
// runs one command after another: the first command cannot touch the
// helper's memory (non-dumpable, Landlock ptrace scope) nor signal it,
// but it is the helper's child, knows its pid ($PPID), runs as the same
// user, and the scheduling and resource attributes of another process
// of the same user are set with system calls neither Landlock nor the
// seccomp filter refuse (setpriority, prlimit, sched_setaffinity,
// ioprio_set). The helper then forks the next command, which inherits
// them. Each row: what the first command does to its helper, and the
// check the next command (same helper) runs; "found:" is an escape.
//
// The seccomp filter now refuses prlimit64 that sets another process's
// limits (EPERM); before it, the rlimit rows escaped (s6, 963f805c).
//
//	row               result (s6, with the prlimit rule)
//	rlimit-nproc-hard held (was ESCAPED: hard NPROC 3 and AS 100 MB; the next command failed)
//	nice              held: setpriority on the helper is EPERM
//	rlimit-nofile     held (was ESCAPED: the helper's soft NOFILE 77; the next command had 77)
//	rlimit-hard       held (was ESCAPED: hard NOFILE lowered to 20 for good)
//	rlimit-stack      held (was ESCAPED: soft STACK 1234 KiB; the next bash died of SIGSEGV)
//	rlimit-cpu        held (was ESCAPED: soft CPU 1 s; the next command had ulimit -t 1)
//	affinity          held: sched_setaffinity on the helper is EPERM
//	ioprio            held: ioprio_set on the helper is EPERM
//	oom-score-adj     held: /proc/PID of a non-dumpable helper is not writable
func TestReuseAttackHelperState(t *testing.T) {
	rows := []struct{ name, first, next string }{
		{"rlimit-nproc-hard", `prlimit --pid $PPID --nproc=3:3 --as=100000000:100000000`,
			`echo ok`},
		{"nice", `renice -n 15 -p $PPID`,
			`n=$(nice); [ "$n" = 0 ] || echo "found: nice $n"`},
		{"rlimit-nofile", `prlimit --pid $PPID --nofile=77:`,
			`[ "$(ulimit -Sn)" != 77 ] || echo "found: nofile 77"`},
		{"rlimit-hard", `prlimit --pid $PPID --nofile=20:20`,
			`[ "$(ulimit -Hn)" != 20 ] || echo "found: hard nofile 20"`},
		{"rlimit-stack", `prlimit --pid $PPID --stack=1234:`,
			`[ "$(ulimit -Ss)" != 1234 ] || echo "found: stack 1234"`},
		{"rlimit-cpu", `prlimit --pid $PPID --cpu=1:`,
			`[ "$(ulimit -St)" != 1 ] || echo "found: cpu 1"`},
		{"affinity", `taskset -p 1 $PPID`,
			`m=$(taskset -p $$ | sed 's/.*: //'); [ "$m" != 1 ] || echo "found: affinity $m"`},
		{"ioprio", `ionice -c3 -p $PPID`,
			`c=$(ionice -p $$); case "$c" in idle*) echo "found: ioprio $c";; esac`},
		{"oom-score-adj", `echo 1000 > /proc/$PPID/oom_score_adj`,
			`a=$(cat /proc/self/oom_score_adj); [ "$a" != 1000 ] || echo "found: oom_score_adj $a"`},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			f, pool, p := warmPool(t)
			p.Reap = true // as the shell tool's
			first, out := startIn(t, pool, p, f.ws, row.first)
			b1, _ := io.ReadAll(out)
			_ = out.Close()
			err1 := first.Wait()
			pool.wg.Wait()
			next, out2 := startIn(t, pool, p, f.ws, row.next)
			b2, _ := io.ReadAll(out2)
			_ = out2.Close()
			if err := next.Wait(); err != nil {
				t.Errorf("next command: %v\n%s", err, b2)
			}
			if next.Cmd != first.Cmd {
				t.Skipf("the next command ran in another helper (first: %v %q)", err1, b1)
			}
			t.Logf("first (%v): %q; next: %q", err1, b1, b2)
			if strings.Contains(string(b2), "found:") {
				t.Errorf("ESCAPED: the first command (%v, %q) changed its helper; the next command:\n%s", err1, b1, b2)
			}
		})
	}
}

// TestReuseAttackSiblingHelper: a command finds the other idle helpers
// of the same troupe (its helper's parent's children; same user, same
// pid namespace) and lowers their NOFILE; a command that runs in one of
// them meanwhile — another agent's next command — inherits it.
//
//	held since the prlimit rule (was ESCAPED at s6 963f805c, and before
//	helper reuse too: the concurrent command saw ulimit -n 33)
func TestReuseAttackSiblingHelper(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true
	first, out := startIn(t, pool, p, f.ws, `tp=$(ps -o ppid= -p $PPID | tr -d ' ')
for h in $(pgrep -P "$tp" -f troupe-sandbox-wait | grep -vx "$PPID"); do prlimit --pid "$h" --nofile=33: && echo "set $h" >&2; done
echo done; sleep 3`)
	defer out.Close()
	buf := make([]byte, 5)
	if _, err := io.ReadFull(out, buf); err != nil {
		t.Fatal(err)
	}
	var b1 []byte
	for !strings.Contains(string(b1)+string(buf), "done\n") {
		b1 = append(b1, buf...)
		n, err := out.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		buf = buf[:n]
	}
	b1 = append(b1, buf...)
	next, out2 := startIn(t, pool, p, f.ws, `echo "nofile $(ulimit -Sn)"`)
	b2, _ := io.ReadAll(out2)
	_ = out2.Close()
	_ = next.Wait()
	_ = first.KillAll()
	_ = first.Wait()
	t.Logf("first: %q; next (helper %d, first's %d): %q", b1, next.Cmd.Process.Pid, first.Cmd.Process.Pid, b2)
	if next.Cmd == first.Cmd {
		t.Fatal("the next command ran in the busy helper")
	}
	if strings.Contains(string(b2), "nofile 33") {
		t.Errorf("ESCAPED: another helper's command set this command's limits: %q", b2)
	}
}

// TestCommandSetsItsOwnLimits: the filter that keeps a command from
// setting another process's limits leaves its own to it (ulimit, a
// program's setrlimit), and reading another's.
func TestCommandSetsItsOwnLimits(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true
	cmd, out := startIn(t, pool, p, f.ws, `ulimit -Sn 100 && echo "own $(ulimit -Sn)"; prlimit --pid $PPID --nofile --output SOFT --noheadings >/dev/null && echo read`)
	b, _ := io.ReadAll(out)
	_ = out.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if got := string(b); !strings.Contains(got, "own 100") || !strings.Contains(got, "read") {
		t.Errorf("the command could not set its own limit or read its helper's:\n%s", got)
	}
}
