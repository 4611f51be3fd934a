package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"troupe/messages"
)

// An assistant reply larger than its share of the budget cannot be shrunk
// by any stage: it is offloaded as it is appended. The user sees it whole;
// the next request carries a preview and the path of the file that holds
// it byte for byte.
func TestOversizedReplyOffloaded(t *testing.T) {
	var reply strings.Builder
	for i := 0; reply.Len() < 40000; i++ {
		fmt.Fprintf(&reply, "line %d: the value of field_%d is %d\n", i, i%97, i*7919%10007)
	}
	long := strings.TrimSpace(reply.String())
	script := fmt.Sprintf("turns:\n  - {agent: main, expect: \"write it all\", text: %q}\n  - {agent: main, expect: \"and now\", text: \"short\"}\n", long)
	w := newWorld(t, script, nil)
	w.setWindow(20000) // a fifth of it is 4,000 tokens; the reply is about 15,000
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "write it all"); res.Err != nil || res.Final != long {
		t.Fatalf("first turn: the user must get the whole reply; err %v, %d of %d characters", res.Err, len(res.Final), len(long))
	}
	if res := submit(t, sess, "and now"); res.Err != nil || res.Final != "short" {
		t.Fatalf("second turn = %+v", res)
	}
	var last *messages.ModelRequest
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ModelRequest); ok && m.Meta.Agent == "main" {
			last = r
		}
	}
	if last == nil {
		t.Fatal("no model request seen")
	}
	var preview string
	for _, m := range last.Messages {
		if m.Role == messages.RoleAssistant {
			preview = m.Content
		}
		if strings.Contains(m.Content, long) {
			t.Fatal("the second request still carries the whole reply")
		}
	}
	path := regexp.MustCompile(`→ (\S+)\]`).FindStringSubmatch(preview)
	if !strings.HasPrefix(preview, long[:500]) || path == nil {
		t.Fatalf("the reply is not a preview with a path:\n%.800s", preview)
	}
	data, err := os.ReadFile(path[1])
	if err != nil || string(data) != long {
		t.Errorf("%s holds %d bytes (%v), want the %d of the reply", path[1], len(data), err, len(long))
	}
}
