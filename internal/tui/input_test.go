package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func key(code rune) tea.KeyPressMsg { return tea.KeyPressMsg{Code: code} }

// The editor grows with wrapped text up to a third of the screen, then
// scrolls; the answers below it (status line) stay on the screen.
func TestEditorGrowsThenScrolls(t *testing.T) {
	words := strings.Repeat("word ", 69) + "END" // 348 characters, no newline
	for _, sz := range sizes {
		h := newHarness(t, sz.w, sz.h)
		h.typeText(words)
		rows := (len(words) + sz.w - 5) / (sz.w - 4)
		want := min(rows, sz.h/3)
		if got := h.m.input.Height(); got < want || got > sz.h/3 {
			t.Errorf("%dx%d: editor height %d, want %d to %d (wrapped rows ≥ %d)", sz.w, sz.h, got, want, sz.h/3, rows)
		}
		s := fits(t, h.m, sz.w, sz.h, "END", "script:test")
		if rows < sz.h/3 && strings.Count(s, "word") < 69 {
			t.Errorf("%dx%d: not every word of the input is shown:\n%s", sz.w, sz.h, s)
		}
		if strings.Contains(s, "more") {
			t.Errorf("%dx%d: the editor shows a cut line:\n%s", sz.w, sz.h, s)
		}
	}
	// Many lines: the editor stops at a third of the screen and scrolls.
	h := newHarness(t, 60, 20)
	for i := range 12 {
		h.typeText("line " + string(rune('a'+i)))
		h.send(tea.KeyPressMsg{Code: 'j', Mod: tea.ModCtrl})
	}
	h.typeText("LAST")
	if got := h.m.input.Height(); got != 6 {
		t.Errorf("editor height %d with 13 lines at 60x20, want 6", got)
	}
	fits(t, h.m, 60, 20, "LAST", "script:test")
}

// Up on an empty line takes the last queued prompt back; Esc interrupts
// the turn and withdraws the queue, which then never runs.
func TestQueueEditAndWithdraw(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("FIRST")
	first := h.send(key(tea.KeyEnter))
	for _, p := range []string{"SECOND", "THIRD"} {
		h.typeText(p)
		h.do(key(tea.KeyEnter))
	}
	if s := screen(h.m); !strings.Contains(s, "queued: THIRD") || !strings.Contains(s, "Esc withdraws all") {
		t.Errorf("the queue is not shown with its keys:\n%s", s)
	}
	h.do(key(tea.KeyUp))
	if got := h.m.input.Value(); got != "THIRD" {
		t.Errorf("Up on an empty line: editor %q, want THIRD", got)
	}
	if !cmp.Equal(h.m.queue, []string{"SECOND"}) {
		t.Errorf("queue %q after Up, want [SECOND]", h.m.queue)
	}
	h.typeText(" EDITED")
	h.do(key(tea.KeyEnter))
	if !cmp.Equal(h.m.queue, []string{"SECOND", "THIRD EDITED"}) {
		t.Errorf("queue %q, want the edited prompt back at the end", h.m.queue)
	}
	h.do(key(tea.KeyEscape))
	if len(h.m.queue) != 0 || !strings.Contains(h.m.notice, "2 queued prompts withdrawn") {
		t.Errorf("after Esc: queue %q, notice %q", h.m.queue, h.m.notice)
	}
	h.be.result = func(string) messages.TurnResult {
		return messages.TurnResult{Err: &messages.Error{Kind: messages.KindCanceled, Msg: "interrupted"}}
	}
	h.run(first) // the cancelled turn ends
	if diff := cmp.Diff([]string{"FIRST"}, h.be.submitted); diff != "" {
		t.Errorf("withdrawn prompts ran (-want +got):\n%s", diff)
	}
}

// Ctrl-C during a turn withdraws the queue too.
func TestCtrlCWithdrawsTheQueue(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("FIRST")
	first := h.send(key(tea.KeyEnter))
	h.typeText("SECOND")
	h.do(key(tea.KeyEnter))
	h.do(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	h.run(first)
	if diff := cmp.Diff([]string{"FIRST"}, h.be.submitted); diff != "" {
		t.Errorf("a queued prompt ran after Ctrl-C (-want +got):\n%s", diff)
	}
}

// !command output is shown and goes to the model with the next prompt,
// once.
func TestShellOutputGoesToTheModel(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("!git status")
	h.do(key(tea.KeyEnter))
	if !strings.Contains(h.m.notice, "next prompt") {
		t.Errorf("notice %q does not say where the output goes", h.m.notice)
	}
	h.typeText("why?")
	h.do(key(tea.KeyEnter))
	h.typeText("and then?")
	h.do(key(tea.KeyEnter))
	if len(h.be.submitted) != 2 {
		t.Fatalf("submitted %q", h.be.submitted)
	}
	got := h.be.submitted[0]
	for _, want := range []string{"<bash-input>git status</bash-input>", "out of git status", "why?"} {
		if !strings.Contains(got, want) {
			t.Errorf("the prompt lacks %q:\n%s", want, got)
		}
	}
	if !strings.HasSuffix(got, "\nwhy?") {
		t.Errorf("the prompt does not end with what was typed:\n%s", got)
	}
	if h.be.submitted[1] != "and then?" {
		t.Errorf("the output was sent twice: %q", h.be.submitted[1])
	}
}

// "/" opens a menu of every command with its description, filtered as
// typed; Enter runs the chosen one.
func TestSlashMenu(t *testing.T) {
	for _, sz := range sizes {
		h := newHarness(t, sz.w, sz.h)
		h.typeText("/")
		s := fits(t, h.m, sz.w, sz.h, "/help", "Esc closes", "script:test")
		if sz.w >= 120 && !strings.Contains(s, "plan mode") {
			t.Errorf("%dx%d: descriptions are missing:\n%s", sz.w, sz.h, s)
		}
		h.typeText("pla")
		s = fits(t, h.m, sz.w, sz.h, "> /plan")
		if strings.Contains(s, "/help") {
			t.Errorf("the menu is not filtered:\n%s", s)
		}
		h.do(key(tea.KeyEnter))
		if !h.host.plan {
			t.Errorf("%dx%d: Enter on the menu did not run /plan", sz.w, sz.h)
		}
		if len(h.be.submitted) != 0 {
			t.Errorf("a command reached the model: %q", h.be.submitted)
		}
	}
	// Esc closes the menu and leaves the text; Down moves the choice.
	h := newHarness(t, 100, 30)
	h.typeText("/c")
	h.do(key(tea.KeyDown))
	chosen := h.m.sug.items[1].insert
	h.do(key(tea.KeyTab))
	if got := h.m.input.Value(); got != chosen+" " {
		t.Errorf("Tab completed %q, want %q", got, chosen+" ")
	}
	h.m.input.SetValue("")
	h.typeText("/c")
	h.do(key(tea.KeyEscape))
	if h.m.sug != nil || h.m.input.Value() != "/c" {
		t.Errorf("Esc: menu %v, input %q", h.m.sug, h.m.input.Value())
	}
}

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for f, c := range files {
		p := filepath.Join(root, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// "@" opens a fuzzy picker of the workspace's files; the chosen file's
// content (or a line range) goes to the model with the prompt.
func TestAtFilePicker(t *testing.T) {
	h := newHarness(t, 100, 30)
	ws := h.m.o.Workspace
	writeFiles(t, ws, map[string]string{
		"internal/server/main.go": "package main\n\nfunc main() {\n\tserve()\n}\n",
		"docs/readme.md":          "# readme\n",
		".git/config":             "[core]\n",
		"node_modules/x/index.js": "x\n",
	})
	h.typeText("explain @")
	s := screen(h.m)
	for _, want := range []string{"docs/readme.md", "internal/server/main.go"} {
		if !strings.Contains(s, want) {
			t.Errorf("the picker does not list %s:\n%s", want, s)
		}
	}
	if strings.Contains(s, ".git/config") || strings.Contains(s, "node_modules") {
		t.Errorf("the picker lists .git or node_modules:\n%s", s)
	}
	h.typeText("srvmain") // fuzzy: s…r…v…main
	if h.m.sug == nil || h.m.sug.items[0].label != "internal/server/main.go" {
		t.Fatalf("fuzzy match: %+v", h.m.sug)
	}
	h.do(key(tea.KeyEnter))
	if got := h.m.input.Value(); got != "explain @internal/server/main.go " {
		t.Fatalf("Enter put %q in the editor", got)
	}
	h.typeText("and @docs/readme.md:1")
	h.do(key(tea.KeyEnter))
	if len(h.be.submitted) != 1 {
		t.Fatalf("submitted %q", h.be.submitted)
	}
	got := h.be.submitted[0]
	for _, want := range []string{
		"explain @internal/server/main.go and @docs/readme.md:1\n",
		"<file path=\"internal/server/main.go\">\npackage main\n\nfunc main() {\n\tserve()\n}\n</file>",
		"<file path=\"docs/readme.md\" lines=\"1-1\">\n# readme\n</file>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the prompt lacks %q:\n%s", want, got)
		}
	}
	if s := screen(h.m); !strings.Contains(s, "attached @internal/server/main.go (5 lines)") {
		t.Errorf("the transcript does not say what was attached:\n%s", s)
	}
}

func TestAttachFiles(t *testing.T) {
	outside := t.TempDir()
	writeFiles(t, outside, map[string]string{"secret.txt": "TOP SECRET\n"})
	ws := t.TempDir()
	writeFiles(t, ws, map[string]string{"a.txt": "one\ntwo\nthree\nfour\n", "bin.dat": "\xff\xfe\x00"})
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(ws, "link.txt")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		text, want, note string
	}{
		{"see @a.txt:2-3", "<file path=\"a.txt\" lines=\"2-3\">\ntwo\nthree\n</file>", "attached @a.txt:2-3 (2 lines)"},
		{"see @a.txt:4", "lines=\"4-4\">\nfour\n</file>", ""},
		{"see @a.txt:3-99", "lines=\"3-4\">\nthree\nfour\n</file>", ""},
		{"see @a.txt:9-10", "", "@a.txt:9-10 not attached: the file has 4 lines"},
		{"see @../" + filepath.Base(outside) + "/secret.txt", "", "not attached: outside the workspace"},
		{"see @link.txt", "", "not attached: outside the workspace"},
		{"see @bin.dat", "", "not attached: not text"},
		{"mail me@example.com about @nosuch.go", "", ""},
		{"see @clipboard and @shot.png", "", ""},
	}
	for _, tc := range tests {
		got, notes := attachFiles(ws, tc.text)
		if strings.Contains(got, "TOP SECRET") {
			t.Errorf("%q: a file outside the workspace was attached", tc.text)
		}
		if tc.want == "" && got != tc.text {
			t.Errorf("%q: text changed to %q", tc.text, got)
		}
		if tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%q: got %q, want it to hold %q", tc.text, got, tc.want)
		}
		if tc.note != "" && !strings.Contains(strings.Join(notes, "|"), tc.note) {
			t.Errorf("%q: notes %q, want %q", tc.text, notes, tc.note)
		}
	}
}
