//go:build cluster

package clustertest_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/internal/clustertest"
	"troupe/internal/taskq"
)

// row is one fault of the table. fault runs once the first attempt of a
// task is running (line: that notice); it returns once the fault is in.
type row struct {
	name  string
	fault func(e *env, run *clustertest.Proc, line string)
	// resume: the fault killed the coordinator; `troupe resume` goes on.
	resume bool
	// cutOff: a worker may be cut off while it runs (from its NATS node,
	// or its keepalives from the queue's leader), its task given to
	// another, and its late result fenced: a retry, not a re-run.
	cutOff bool
	// slow: the workers reach the cluster over slow, lossy links.
	slow bool
	// gap: a known failure of troupe this row finds (not yet fixed); the
	// row runs only with TROUPE_CLUSTER_GAPS=1, so CI stays green while
	// the gap is named here and in the issue.
	gap string
}

var workerRE = regexp.MustCompile(`running on worker (w\d)`)

// The fault table (issue 22 item 8): in every row each task's result is
// applied exactly once, no finished task runs again, and the session ends
// with its answer; every wait is bounded by the row's context, so a hang
// fails the row instead of the suite timing out.
func TestFaults(t *testing.T) {
	rows := []row{
		{name: "kill -9 the worker running a task", fault: func(e *env, _ *clustertest.Proc, line string) {
			e.workers[workerRE.FindStringSubmatch(line)[1]].Kill()
		}},
		{name: "kill -9 the NATS node leading the task queue", cutOff: true, fault: func(e *env, _ *clustertest.Proc, _ string) {
			e.killLeader(taskq.TaskStream)
		}},
		{name: "kill -9 the NATS node leading the results stream", cutOff: true, fault: func(e *env, _ *clustertest.Proc, _ string) {
			e.killLeader(bus.TrafficStream)
		}},
		{name: "kill -9 the coordinator, then resume", resume: true,
			fault: func(_ *env, run *clustertest.Proc, _ string) {
				run.Kill()
			}},
		{name: "partition the worker running a task, then heal", cutOff: true, fault: func(e *env, run *clustertest.Proc, line string) {
			node := e.workers[workerRE.FindStringSubmatch(line)[1]].Node
			if err := e.net.Partition(e.ctx, node, append(e.cl.Nodes, e.coord)...); err != nil {
				e.t.Fatal(err)
			}
			// Healed once the task runs elsewhere: the cut-off worker's
			// late result must then be fenced.
			if _, err := run.WaitOutput(e.ctx, "(attempt 2)"); err != nil {
				e.t.Fatal(err)
			}
			if err := e.net.Heal(e.ctx, node); err != nil {
				e.t.Fatal(err)
			}
		}},
		{name: "partition the NATS node leading the task queue, then heal", cutOff: true,
			fault: func(e *env, _ *clustertest.Proc, _ string) {
				i := e.leader(taskq.TaskStream)
				var others []*clustertest.Node
				for j, n := range e.cl.Nodes {
					if j != i {
						others = append(others, n)
					}
				}
				others = append(others, e.coord)
				others = append(others, e.wnodes...)
				if err := e.net.Partition(e.ctx, e.cl.Nodes[i], others...); err != nil {
					e.t.Fatal(err)
				}
				select {
				case <-time.After(10 * time.Second): // the partition lasts 10 s
				case <-e.ctx.Done():
				}
				if err := e.net.Heal(e.ctx, e.cl.Nodes[i]); err != nil {
					e.t.Fatal(err)
				}
			}},
		// A keepalive held up on the lossy link can outlast the ack wait:
		// the task is given to the other worker and the late result fenced.
		{name: "slow lossy links to the workers", slow: true, cutOff: true},
	}
	var failed []string
	for _, r := range rows {
		rt := &rowT{}
		if !t.Run(r.name, func(t *testing.T) { rt.T = t; runRow(rt, r) }) {
			failed = append(failed, fmt.Sprintf("%s:\n    %s", r.name, rt.failures()))
		}
	}
	if len(failed) > 0 {
		t.Logf("the rows that failed, and why (their logs are above):\n%s", strings.Join(failed, "\n"))
	}
}

func runRow(t *rowT, r row) {
	if r.gap != "" && os.Getenv("TROUPE_CLUSTER_GAPS") == "" {
		t.Skipf("known gap (TROUPE_CLUSTER_GAPS=1 runs it): %s", r.gap)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // a hang fails the row
	defer cancel()
	e := newEnv(t, ctx)
	url := ""
	if r.slow {
		url = e.slowLinks(200*time.Millisecond, 20)
	}
	run := e.coordinator("run", "go") // first: it enrols the workers
	session := e.session(run)
	// The workers start together. A row with a fault waits until each is
	// connected before the fault goes in. A row without one does not: on
	// slow, lossy links one worker's enrolment can outlast the whole
	// session, which the other served, and a coordinator that has answered
	// and exited enrols nobody (seen in CI: w2 started after w1 connected
	// and ran the three tasks, then waited for a coordinator until the
	// row's deadline). That a worker served is checked by the run itself.
	var workers []*clustertest.Proc
	for i := range e.wnodes {
		workers = append(workers, e.startWorker(i, url))
	}
	if r.fault != nil {
		for _, w := range workers {
			e.connected(w)
		}
	}
	// A fault is put in while a first attempt runs. With no fault, the row
	// starts counting at the first attempt that runs: on slow, lossy links
	// a worker that has not yet heard the coordinator parks attempt 1, or
	// its delivery is lost with the link, and attempt 2 is the first to
	// run (seen in CI: the session then ended well, all three tasks taken
	// once, and the row failed waiting for "(attempt 1)").
	want := "(attempt 1)"
	if r.fault == nil {
		want = "(attempt "
	}
	first, err := run.WaitOutput(ctx, "running on worker", want)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{taskq.TaskStream, bus.TrafficStream} {
		if rep, err := e.cl.Replicas(ctx, s); err != nil || rep != 3 {
			t.Fatalf("%s has %d replicas (%v), want 3 on a 3-node cluster", s, rep, err)
		}
	}
	at := time.Now()
	t.Logf("the fault goes in %s after the row began", at.Sub(e.began).Round(time.Millisecond))
	if r.fault != nil {
		r.fault(e, run, first.Text)
	}
	outputs := []*clustertest.Proc{run}
	if r.resume {
		_ = run.Wait(ctx)
		resumed := e.coordinator("resume", session, "go on")
		outputs = append(outputs, resumed)
		if err := resumed.Wait(ctx); err != nil {
			t.Fatalf("troupe resume: %v", err)
		}
		if len(resumed.Lines("resumed")) == 0 {
			t.Fatalf("the resumed session did not answer")
		}
	} else {
		if err := run.Wait(ctx); err != nil {
			t.Fatalf("troupe run: %v", err)
		}
		if len(run.Lines("done")) == 0 {
			t.Fatalf("the session did not answer")
		}
	}
	e.check(ctx, session, r, at, outputs)
}

// check asserts exactly-once from three sides: the coordinator's notices
// (results taken), the cluster's stored statuses (attempts finished) and
// the workspace (the changes applied).
func (e *env) check(ctx context.Context, session string, r row, at time.Time, outs []*clustertest.Proc) {
	t := e.t
	// A result the coordinator took may still be on its way into the
	// stream: subscribers hear a JetStream publish before the stream stores
	// it, and a worker whose stream lost quorum tries again for up to
	// bus.Failover. Seen in CI: the partition row read the statuses while
	// the healed worker's result was not stored yet. Stored eventually is
	// the promise: the row waits for it, bounded.
	var ledger clustertest.Ledger
	for deadline := time.Now().Add(bus.Failover + 15*time.Second); ; time.Sleep(time.Second) {
		var err error
		if ledger, err = e.cl.ReadLedger(ctx, session); err != nil {
			t.Fatalf("read the stored statuses: %v", err)
		}
		if allFinished(ledger) || time.Now().After(deadline) {
			break
		}
	}
	t.Logf("stored statuses:\n%s", ledger)
	if len(ledger.Tasks) != tasks {
		t.Fatalf("%d tasks stored statuses, want %d", len(ledger.Tasks), tasks)
	}
	var taken, fenced, retries []clustertest.Line
	for _, p := range outs {
		for _, l := range p.Lines("result of", "taken") {
			if !strings.Contains(l.Text, "fenced") {
				taken = append(taken, l)
			}
		}
		fenced = append(fenced, p.Lines("fenced")...)
		for _, l := range p.Lines("running on worker", "(attempt") {
			if !strings.Contains(l.Text, "(attempt 1)") {
				retries = append(retries, l)
			}
		}
	}
	// The last coordinator's last word: a late result stored after it had
	// nobody to fence it (nor to take it: checked below). Not the process's
	// end: after the answer and its summary line the session shuts down and
	// prints nothing more, so a result stored then (a healed worker that
	// reconnects as the run ends) is heard by nobody. Seen in CI: the row
	// failed on one such result, stored after the answer, before the exit.
	var gone time.Time
	for _, p := range outs {
		for _, l := range p.Lines() {
			if l.At.After(gone) {
				gone = l.At
			}
		}
	}
	extra, unheard := 0, 0
	for id, agent := range ledger.Agent {
		done, rerun := ledger.Finished(id)
		if len(rerun) > 0 {
			t.Errorf("task %s ran again after it finished: attempts %v", id, rerun)
		}
		if done < 1 {
			t.Errorf("task %s never finished", id)
		}
		if done > 1 && !r.cutOff {
			t.Errorf("task %s finished %d times with no worker cut off", id, done)
		}
		extra += done - 1
		if !gone.IsZero() {
			unheard += min(done-1, ledger.FinishedAfter(id, gone))
		}
		n := 0
		for _, l := range taken {
			if strings.Contains(l.Text, agent) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("subagent %s: %d results taken, want 1", agent, n)
		}
	}
	if extra-unheard != len(fenced) {
		var when []string
		for id := range ledger.Agent {
			for i, st := range ledger.Tasks[id] {
				if st.Done && i < len(ledger.Stored[id]) {
					when = append(when, fmt.Sprintf("%s attempt %d: %s", ledger.Agent[id], st.Attempt, ledger.Stored[id][i].Sub(gone).Round(time.Millisecond)))
				}
			}
		}
		t.Errorf("%d attempts finished twice (%d of them stored after the coordinator's last line), %d fenced: a late result was neither taken nor refused; results stored, relative to that line: %s",
			extra, unheard, len(fenced), strings.Join(when, ", "))
	}
	for i := 1; i <= tasks; i++ {
		b, err := os.ReadFile(filepath.Join(e.ws, fmt.Sprintf("part%d.txt", i)))
		if want := fmt.Sprintf("part %d\n", i); err != nil || string(b) != want {
			t.Errorf("part%d.txt = %q, %v; want %q", i, b, err, want)
		}
	}
	last := at
	for _, l := range taken {
		if l.At.After(last) {
			last = l.At
		}
	}
	retry := "none"
	if len(retries) > 0 {
		retry = retries[0].At.Sub(at).Round(100 * time.Millisecond).String()
	}
	t.Logf("MEASURED %s: %d retries (first %s after the fault), all results taken %s after the fault, %d late results fenced",
		t.Name(), len(retries), retry, last.Sub(at).Round(100*time.Millisecond), len(fenced))
}

// leader is the index of the node leading stream.
func (e *env) leader(stream string) int {
	e.t.Helper()
	i, err := e.cl.Leader(e.ctx, stream)
	if err != nil {
		e.t.Fatalf("leader of %s: %v", stream, err)
	}
	e.t.Logf("%s is led by %s", stream, e.cl.Nodes[i].Name)
	return i
}

func (e *env) killLeader(stream string) {
	if err := e.cl.Kill(e.ctx, e.leader(stream)); err != nil {
		e.t.Fatal(err)
	}
}

// slowLinks puts every worker behind a slow, lossy link and returns the
// URL the workers connect to: tc netem where the kernel has it; else
// nftables drops pct percent of each worker's packets and a relay in its
// namespace holds every chunk for half of rtt each way.
func (e *env) slowLinks(rtt time.Duration, pct int) string {
	e.t.Helper()
	if e.net.HasNetem(e.ctx, e.wnodes[0]) {
		for _, n := range e.wnodes {
			if err := e.net.Netem(e.ctx, n, rtt, pct); err != nil {
				e.t.Fatal(err)
			}
		}
		e.t.Logf("slow links: netem delay %s, loss %d%%", rtt, pct)
		return ""
	}
	var pairs, urls []string
	for i, n := range e.cl.Nodes {
		port := 14222 + i
		pairs = append(pairs, fmt.Sprintf("127.0.0.1:%d=%s:%d", port, n.IP, clustertest.ClientPort))
		urls = append(urls, fmt.Sprintf("nats://127.0.0.1:%d", port))
	}
	for _, n := range e.wnodes {
		p, err := e.net.Start(n, clustertest.Spec{Name: "relay " + n.Name, Dir: e.dir,
			Env:  []string{clustertest.RelayEnv + "=" + (rtt / 2).String() + " " + strings.Join(pairs, ",")},
			Argv: []string{selfBin}})
		if err != nil {
			e.t.Fatal(err)
		}
		if _, err := p.WaitOutput(e.ctx, "relaying"); err != nil {
			e.t.Fatal(err)
		}
		if err := e.net.Lose(e.ctx, n, pct); err != nil {
			e.t.Fatal(err)
		}
	}
	e.t.Logf("slow links: no netem in this kernel; nftables drops %d%% of packets, a relay adds %s per round trip", pct, rtt)
	return strings.Join(urls, ",")
}

// allFinished says whether every task of the row has a stored result.
func allFinished(l clustertest.Ledger) bool {
	if len(l.Tasks) != tasks {
		return false
	}
	for id := range l.Tasks {
		if done, _ := l.Finished(id); done < 1 {
			return false
		}
	}
	return true
}
