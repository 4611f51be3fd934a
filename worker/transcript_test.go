package worker_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/internal/transcript"
	"troupe/messages"
)

// TestRemoteTranscriptRecorded runs one writing task on a worker process
// and reads the coordinator's session log: the subagent's transcript
// (prompt, the tool call, its result, the answer) is there once, in order,
// under the subagent's id.
func TestRemoteTranscriptRecorded(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	startWorker(t, "wt", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript})
	c.waitWorkers(t, 1)
	if r := <-submit(c, "go"); r.Err != nil || r.Final != "done" {
		t.Fatalf("turn = %+v", r)
	}
	loaded, err := c.sup.Store().Load(c.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	var got []string // role:name:content of the subagent's messages, in log order
	for _, e := range loaded.Events {
		if e.Type != transcript.TypeMessage || !strings.HasPrefix(e.Agent, "general-") {
			continue
		}
		var m messages.Message
		if err := json.Unmarshal(e.Data, &m); err != nil {
			t.Fatal(err)
		}
		s := string(m.Role) + ":" + m.Name + ":" + m.Content
		for _, tc := range m.ToolCalls {
			s += tc.Name
		}
		got = append(got, s)
	}
	want := []string{"user::write the greeting", "assistant::write_file", "tool:write_file:", "assistant::wrote greeting.txt"}
	if len(got) != len(want) {
		t.Fatalf("the subagent's messages in the coordinator's log:\n%s\nwant %d: %v", strings.Join(got, "\n"), len(want), want)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("message %d = %q, want it to begin %q", i, got[i], want[i])
		}
	}
}
