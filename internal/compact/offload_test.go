package compact

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/configs"
	"troupe/internal/llm"
	"troupe/messages"
)

func TestOffload(t *testing.T) {
	cfg := testConfig()
	result := func(name string, n int) messages.Message {
		return messages.Message{Role: messages.RoleTool, ToolCallID: "c7", Name: name, Content: output(7, n)}
	}
	for _, tc := range []struct {
		name string
		m    messages.Message
		hint Hint
	}{
		{"at_threshold_stays", result("bash", 8000), Hint{ReadFile: true}},
		{"over_threshold_read_file", result("bash", 8001), Hint{ReadFile: true}},
		{"over_threshold_read_file_and_task", result("grep", 20000), Hint{ReadFile: true, Task: true}},
		{"over_threshold_task_only", result("bash", 9000), Hint{Task: true}},
		{"over_threshold_no_tools", result("bash", 9000), Hint{}},
		{"subagent_result_never", result("task", 50000), Hint{ReadFile: true}},
		{"not_a_tool_result", messages.Message{Role: messages.RoleUser, Content: output(1, 9000)}, Hint{ReadFile: true}},
		{"multibyte_preview", messages.Message{Role: messages.RoleTool, ToolCallID: "c1", Name: "read_file", Content: strings.Repeat("héllo wörld ", 1000)}, Hint{ReadFile: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, p := Offload(tc.m, 7, cfg, tc.hint)
			var b strings.Builder
			if p == nil {
				if d := cmp.Diff(tc.m, got); d != "" {
					t.Errorf("message changed without offloading (-want +got):\n%s", d)
				}
				b.WriteString("not offloaded\n")
			} else {
				if p.Data != tc.m.Content {
					t.Errorf("persisted data differs from the output")
				}
				if !offloaded(got.Content, p.Path) {
					t.Errorf("offloaded content not recognized as offloaded to %s", p.Path)
				}
				b.WriteString("file: " + p.Path + "\n--- context:\n" + got.Content + "\n")
			}
			golden(t, b.String())
		})
	}
}

func TestOffloadThresholdDisabled(t *testing.T) {
	cfg := testConfig()
	cfg.OffloadThreshold = 0
	m := messages.Message{Role: messages.RoleTool, Name: "bash", Content: output(1, 50000)}
	if _, p := Offload(m, 1, cfg, Hint{}); p != nil {
		t.Errorf("offloaded with threshold 0")
	}
}

func TestWriteAll(t *testing.T) {
	dir := t.TempDir()
	files := []Persist{
		{Path: filepath.Join(dir, "scratch", "m3-bash.txt"), Data: "full\noutput\n"},
		{Path: filepath.Join(dir, "scratch", "archive-9.md"), Data: "# archive\n"},
	}
	if err := WriteAll(files); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, err := os.ReadFile(f.Path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != f.Data {
			t.Errorf("%s = %q, want %q", f.Path, got, f.Data)
		}
	}
	entries, err := os.ReadDir(filepath.Join(dir, "scratch"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("scratch holds %d files, want 2 (no temporary files left)", len(entries))
	}
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteAll([]Persist{{Path: filepath.Join(blocker, "x.txt"), Data: "x"}}); err == nil {
		t.Errorf("WriteAll under a regular file succeeded")
	}
}

func TestArchive(t *testing.T) {
	ms := session(400, 400, 400, 400, 400, 400, 400, 400)
	r := MaskStage(viewOf(t, ms), testConfig(), quarter{})
	golden(t, Archive(r.View))
}

func TestFallback(t *testing.T) {
	ms := session(400, 400, 400)
	ms = append(ms, messages.Message{Role: messages.RoleUser, Content: "Also update the README."})
	golden(t, Fallback(ms[1:], 4000))
}

// streamer answers every request with text, and keeps the request.
type streamer struct {
	text string
	err  error
	req  llm.Request
}

func (s *streamer) Stream(ctx context.Context, req llm.Request) (*llm.Stream, error) {
	s.req = req
	if s.err != nil {
		return nil, s.err
	}
	done := false
	return llm.NewStream(func() (llm.Event, error) {
		if done {
			return llm.Event{}, errors.New("read past the end")
		}
		done = true
		resp := &llm.Response{Message: messages.Message{Role: messages.RoleAssistant, Content: s.text}}
		return llm.Event{Kind: llm.EventDone, Response: resp}, nil
	}, nil), nil
}

func TestModelSummarizer(t *testing.T) {
	prompt, err := configs.FS.ReadFile("prompts/compact.md")
	if err != nil {
		t.Fatal(err)
	}
	ms := session(3000, 400)
	for _, tc := range []struct {
		name    string
		answer  string
		err     error
		want    string
		wantErr error
	}{
		{"strips_analysis", "<analysis>\nthe user wants…\n</analysis>\n\n## Objective\nFix it.\n", nil, "## Objective\nFix it.", nil},
		{"empty", "<analysis>only thinking</analysis>", nil, "", ErrEmptySummary},
		{"provider_error", "", llm.ErrRateLimited, "", llm.ErrRateLimited},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &streamer{text: tc.answer, err: tc.err}
			sum := ModelSummarizer{Model: s, ModelName: "small", Prompt: string(prompt), MaxMessageChars: 100}
			got, err := sum.Summarize(context.Background(), ms)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err = %v, want %v", err, tc.wantErr)
			}
			if got != tc.want {
				t.Errorf("summary = %q, want %q", got, tc.want)
			}
			if s.req.Workflow != "compact" || s.req.Model != "small" || s.req.System != string(prompt) || s.req.MaxTokens != 2048 {
				t.Errorf("request = %+v", s.req)
			}
		})
	}
	golden(t, Transcript(ms, 100))
	for _, section := range []string{"## Objective", "## Key Decisions", "## Files Touched", "## Commands & Results", "## User Messages", "## Progress", "## Open Issues", "## Next Step"} {
		if !strings.Contains(string(prompt), section) {
			t.Errorf("compact.md lacks section %q", section)
		}
	}
}
