package acp

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	acpsdk "github.com/coder/acp-go-sdk"
	"go.uber.org/goleak"

	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/internal/tool/shell"
	"troupe/messages"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// The outbox writes in queue order, flush waits for what came before it,
// and close writes what is left and stops its goroutine.
func TestOutboxOrderFlushClose(t *testing.T) {
	var mu sync.Mutex
	var got []int
	release := make(chan struct{})
	o := newOutbox(func(item any) {
		if item.(int) == 0 {
			<-release // a slow client
		}
		mu.Lock()
		got = append(got, item.(int))
		mu.Unlock()
	})
	for i := range 100 {
		o.put(i)
	}
	flushed := make(chan struct{})
	go func() {
		o.flush(context.Background())
		close(flushed)
	}()
	select {
	case <-flushed:
		t.Fatal("flush returned before the queued items were written")
	default:
	}
	close(release)
	<-flushed
	mu.Lock()
	n := len(got)
	for i, v := range got {
		if v != i {
			t.Fatalf("item %d written as %d: out of order", i, v)
		}
	}
	mu.Unlock()
	if n != 100 {
		t.Fatalf("flush returned after %d of 100 items", n)
	}
	o.put(100)
	o.close()
	o.close()  // idempotent
	o.put(101) // after close: dropped, not blocking
	o.flush(context.Background())
	if len(got) != 101 {
		t.Fatalf("close wrote %d items, want 101", len(got))
	}
}

// registryBackend answers ToolKind from a registry of troupe's real tools,
// as a session's backend does.
type registryBackend struct {
	*fakeBackend
	reg *tool.Registry
}

func (b *registryBackend) ToolKind(name string) string {
	k, _ := b.reg.Kind(name)
	return string(k)
}

func TestToolCallShape(t *testing.T) {
	cwd := t.TempDir()
	os.WriteFile(filepath.Join(cwd, "old.txt"), []byte("before\n"), 0o644)
	// A write's diff shows no old text for what lies outside the workspace,
	// through a link or not, nor for a FIFO (reading one would block).
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret"), []byte("SECRET"), 0o600)
	os.Symlink(filepath.Join(outside, "secret"), filepath.Join(cwd, "lnk"))
	if err := syscall.Mkfifo(filepath.Join(cwd, "fifo"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, args string
		kind       acpsdk.ToolKind
		title      string
		locs       []string
		diffs      int
		oldText    *string
	}{
		{"read_file", `{"file_path":"a.go","offset":3}`, acpsdk.ToolKindRead, "read_file a.go", []string{filepath.Join(cwd, "a.go")}, 0, nil},
		{"bash", `{"command":"go test ./...\nmore"}`, acpsdk.ToolKindExecute, "bash go test ./... …", nil, 0, nil},
		{"grep", `{"pattern":"TODO","path":"src"}`, acpsdk.ToolKindSearch, "grep TODO in src", []string{filepath.Join(cwd, "src")}, 0, nil},
		{"edit_file", `{"file_path":"/abs/x.go","old_string":"a","new_string":"b"}`, acpsdk.ToolKindEdit, "edit_file /abs/x.go", []string{"/abs/x.go"}, 1, acpsdk.Ptr("a")},
		{"write_file", `{"file_path":"old.txt","content":"after\n"}`, acpsdk.ToolKindEdit, "write_file old.txt", []string{filepath.Join(cwd, "old.txt")}, 1, acpsdk.Ptr("before\n")},
		{"write_file", `{"file_path":"new.txt","content":"x"}`, acpsdk.ToolKindEdit, "write_file new.txt", []string{filepath.Join(cwd, "new.txt")}, 1, nil},
		{"write_file", `{"file_path":"lnk","content":"x"}`, acpsdk.ToolKindEdit, "write_file lnk", []string{filepath.Join(cwd, "lnk")}, 1, nil},
		{"write_file", `{"file_path":"fifo","content":"x"}`, acpsdk.ToolKindEdit, "write_file fifo", []string{filepath.Join(cwd, "fifo")}, 1, nil},
		{"write_file", `{"file_path":"` + filepath.Join(outside, "secret") + `","content":"x"}`, acpsdk.ToolKindEdit, "write_file " + filepath.Join(outside, "secret"), []string{filepath.Join(outside, "secret")}, 1, nil},
		{"multi_edit", `{"file_path":"m.go","edits":[{"old_string":"1","new_string":"2"},{"old_string":"3","new_string":"4"}]}`, acpsdk.ToolKindEdit, "multi_edit m.go", []string{filepath.Join(cwd, "m.go")}, 2, acpsdk.Ptr("1")},
		{"mcp__gh__create_issue", `{"title":"x"}`, acpsdk.ToolKindOther, "mcp__gh__create_issue", nil, 0, nil},
		{"ls", `not json`, acpsdk.ToolKindRead, "ls", nil, 0, nil},
	}
	reg, err := tool.NewRegistry(slices.Concat(toolfs.Tools(), shell.Tools(shell.DefaultOptions()))...)
	if err != nil {
		t.Fatal(err)
	}
	s := &session{b: &registryBackend{fakeBackend: &fakeBackend{}, reg: reg}}
	for _, tt := range tests {
		t.Run(tt.name+" "+tt.args, func(t *testing.T) {
			c := messages.ToolCall{ID: "c1", Name: tt.name, Arguments: messages.Args(tt.args)}
			a := parseArgs(c.Arguments)
			if k := s.toolKind(c.Name); k != tt.kind {
				t.Errorf("kind %s, want %s", k, tt.kind)
			}
			if got := title(cwd, c, a); got != tt.title {
				t.Errorf("title %q, want %q", got, tt.title)
			}
			var locs []string
			for _, l := range locations(cwd, a) {
				locs = append(locs, l.Path)
			}
			if len(locs) != len(tt.locs) || (len(locs) > 0 && locs[0] != tt.locs[0]) {
				t.Errorf("locations %v, want %v", locs, tt.locs)
			}
			d := diffs(cwd, c, a)
			if len(d) != tt.diffs {
				t.Fatalf("%d diffs, want %d", len(d), tt.diffs)
			}
			if len(d) > 0 {
				got := d[0].Diff.OldText
				if (got == nil) != (tt.oldText == nil) || (got != nil && *got != *tt.oldText) {
					t.Errorf("old text %v, want %v", got, tt.oldText)
				}
			}
		})
	}
}

func TestPromptText(t *testing.T) {
	blocks := []acpsdk.ContentBlock{
		acpsdk.TextBlock("fix it"),
		acpsdk.ResourceLinkBlock("main.go", "file:///repo/main.go"),
		acpsdk.ResourceBlock(acpsdk.EmbeddedResourceResource{TextResourceContents: &acpsdk.TextResourceContents{Uri: "file:///repo/a.go", Text: "package a"}}),
		acpsdk.ImageBlock("AAAA", "image/png"),
	}
	got := promptText(blocks)
	for _, want := range []string{"fix it", "@/repo/main.go", "<context ref=\"file:///repo/a.go\">\npackage a\n</context>"} {
		if !strings.Contains(got, want) {
			t.Errorf("prompt %q lacks %q", got, want)
		}
	}
	// Image blocks are decoded into images (the text does not name them);
	// bad ones are refused with the reason.
	imgs, err := promptImages(blocks)
	if err != nil || len(imgs) != 1 || len(imgs[0].Data) != 3 || imgs[0].MimeType != "image/png" {
		t.Errorf("promptImages = %+v, %v; want the one 3-byte PNG", imgs, err)
	}
	for _, bad := range []acpsdk.ContentBlock{acpsdk.ImageBlock("not base64!", "image/png"), acpsdk.ImageBlock("", "image/png")} {
		if _, err := promptImages([]acpsdk.ContentBlock{bad}); err == nil {
			t.Errorf("image block %+v accepted", bad.Image)
		}
	}
	if isSlash("/path/to/file please") || !isSlash("/compact now") || isSlash("/") {
		t.Error("isSlash: a path is not a command, /compact is")
	}
}
