package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// acpDir is where .ci/run installs the ACP TypeScript SDK (TROUPE_ACP_NPM);
// the test skips, saying so, when it is not set.
func acpDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("TROUPE_ACP_NPM")
	if dir == "" {
		t.Skip("TROUPE_ACP_NPM is not set: the ACP SDK from npm is not installed (.ci/run installs it; needs npm)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	return dir
}

type acpUpdate struct {
	Type       string   `json:"type"`
	Text       string   `json:"text"`
	ToolCallID string   `json:"toolCallId"`
	Kind       string   `json:"kind"`
	Status     string   `json:"status"`
	Title      string   `json:"title"`
	Locations  []string `json:"locations"`
	Content    []struct {
		Type    string  `json:"type"`
		Path    string  `json:"path"`
		OldText *string `json:"oldText"`
		NewText string  `json:"newText"`
	} `json:"content"`
	Entries  []string `json:"entries"`
	Commands []string `json:"commands"`
	Mode     string   `json:"mode"`
}

type acpPrompt struct {
	StopReason string      `json:"stopReason"`
	Updates    []acpUpdate `json:"updates"`
}

type acpReport struct {
	Errors     []string       `json:"errors"`
	Initialize map[string]any `json:"initialize"`
	Session    struct {
		ID      string   `json:"id"`
		Modes   []string `json:"modes"`
		Current string   `json:"current"`
	} `json:"session"`
	Prompts     map[string]acpPrompt `json:"prompts"`
	Permissions []struct {
		ToolCallID string   `json:"toolCallId"`
		Kind       string   `json:"kind"`
		Options    []string `json:"options"`
		Content    []string `json:"content"`
		Choice     string   `json:"choice"`
	} `json:"permissions"`
	ModeUpdates []acpUpdate `json:"modeUpdates"`
	Loaded      []acpUpdate `json:"loaded"`
	BadLoad     string      `json:"badLoad"`
	FirstExit   *int        `json:"firstExit"`
	SecondExit  *int        `json:"secondExit"`
	ThirdExit   *int        `json:"thirdExit"`
	FourthExit  *int        `json:"fourthExit"`
	FS          struct {
		Reads  []string `json:"reads"`
		Writes []struct {
			Path, Content string
		} `json:"writes"`
	} `json:"fs"`
	Caps struct {
		Image, List, Resume bool
	} `json:"caps"`
	List struct {
		IDs    []string `json:"ids"`
		Titled bool     `json:"titled"`
		Other  int      `json:"other"`
	} `json:"list"`
	ResumedUpdates int `json:"resumedUpdates"`
}

func (p acpPrompt) text() string {
	var b strings.Builder
	for _, u := range p.Updates {
		if u.Type == "agent_message_chunk" {
			b.WriteString(u.Text)
		}
	}
	return b.String()
}

func (p acpPrompt) find(typ, call string) []acpUpdate {
	var out []acpUpdate
	for _, u := range p.Updates {
		if u.Type == typ && (call == "" || u.ToolCallID == call) {
			out = append(out, u)
		}
	}
	return out
}

// A real ACP client — the official TypeScript SDK from npm, in node —
// drives `troupe acp` through a session as an editor would: streamed
// answer chunks, tool calls with kinds, locations and diffs, the todo list
// as the plan, permission requests answered allow once / reject / always
// allow, a cancel in the middle of a turn, a switch to manual mode, a slash
// command, a cancel while a permission request is open, then session/load of the same session in a second process
// (testdata/acp/client.mjs; the scripted model is testdata/acp/model.yaml).
func TestACPClientDrivesTroupe(t *testing.T) {
	dir := acpDir(t)
	home, ws := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello from a.txt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	model, _ := filepath.Abs("testdata/acp/model.yaml")
	modelFS, _ := filepath.Abs("testdata/acp/model-fs.yaml")
	src, _ := filepath.Abs("testdata/acp/client.mjs")
	// The fourth process's model reads escape/secret.txt: a link leading
	// outside the workspace, whose name must never reach the client.
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("OUTSIDE SECRET\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(ws, "escape")); err != nil {
		t.Fatal(err)
	}
	// Node resolves the SDK from the script's directory: run a copy beside
	// the installed package.
	run := filepath.Join(dir, "client-"+filepath.Base(t.TempDir())+".mjs")
	data, _ := os.ReadFile(src)
	if err := os.WriteFile(run, data, 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(run)
	cmd := exec.Command("node", run)
	cmd.Env = append(os.Environ(), "TROUPE_BIN="+binary, "WS="+ws, "TROUPE_HOME="+home, "HOME="+home, "MODEL_SCRIPT="+model,
		"MODEL_FS_SCRIPT="+modelFS, "OPENAI_API_KEY=", "ANTHROPIC_API_KEY=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr.String())
	}
	var rep acpReport
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("report: %v\n%s", err, out)
	}
	if len(rep.Errors) > 0 {
		t.Fatalf("the client failed: %v\nstderr:\n%s", rep.Errors, stderr.String())
	}
	t.Logf("ACP report: %s", out)

	if rep.Initialize["protocolVersion"] != float64(1) || rep.Initialize["loadSession"] != true {
		t.Errorf("initialize = %v, want protocol 1 with loadSession", rep.Initialize)
	}
	if strings.Join(rep.Session.Modes, ",") != "manual,auto-edit,auto,plan" || rep.Session.Current != "auto-edit" {
		t.Errorf("modes = %v (current %s)", rep.Session.Modes, rep.Session.Current)
	}

	tools := rep.Prompts["tools"]
	if tools.StopReason != "end_turn" {
		t.Errorf("tools: stop %q", tools.StopReason)
	}
	if got := tools.text(); got != "Let me look at a.txt.b.txt is there and a.txt stays." {
		t.Errorf("tools: streamed text %q", got)
	}
	if n := len(tools.find("agent_message_chunk", "")); n < 4 {
		t.Errorf("tools: %d message chunks, want the answer streamed in several", n)
	}
	read := tools.find("tool_call", "call_read")
	if len(read) != 1 || read[0].Kind != "read" || len(read[0].Locations) != 1 || read[0].Locations[0] != filepath.Join(ws, "a.txt") {
		t.Errorf("read_file call = %+v, want kind read at %s", read, filepath.Join(ws, "a.txt"))
	}
	if c := tools.find("tool_call", "call_touch"); len(c) != 1 || c[0].Kind != "execute" {
		t.Errorf("bash call = %+v, want kind execute", c)
	}
	// The agent's own tools declare their kinds too.
	if c := tools.find("tool_call", "call_todo"); len(c) != 1 || c[0].Kind != "think" {
		t.Errorf("todo_write call = %+v, want kind think", c)
	}
	status := func(p acpPrompt, call string) string {
		s := ""
		for _, u := range p.find("tool_call_update", call) {
			s = u.Status
		}
		return s
	}
	if s := status(tools, "call_touch"); s != "completed" {
		t.Errorf("allowed command ended %q", s)
	}
	if s := status(tools, "call_rm"); s != "failed" {
		t.Errorf("rejected command ended %q", s)
	}
	plans := tools.find("plan", "")
	if len(plans) != 2 || strings.Join(plans[0].Entries, "|") != "completed:Read a.txt|in_progress:Create b.txt" ||
		strings.Join(plans[1].Entries, "|") != "completed:Read a.txt|completed:Create b.txt" {
		t.Errorf("plans = %+v", plans)
	}
	if cmds := tools.find("available_commands_update", ""); len(cmds) != 1 || !strings.Contains(strings.Join(cmds[0].Commands, ","), "compact") {
		t.Errorf("available commands = %+v", cmds)
	}

	// Permissions: the gate asked for both commands (auto-edit) and, in
	// manual mode, for the first write only — the second was allowed always.
	var asked []string
	for _, p := range rep.Permissions {
		asked = append(asked, p.ToolCallID+"="+p.Choice)
		if strings.Join(p.Options, ",") != "allow_once,allow_always,reject_once" {
			t.Errorf("%s: options %v", p.ToolCallID, p.Options)
		}
	}
	if strings.Join(asked, " ") != "call_touch=allow_once call_rm=reject_once call_w1=allow_always call_d=cancel" {
		t.Errorf("permission requests: %v", asked)
	}
	if _, err := os.Stat(filepath.Join(ws, "b.txt")); err != nil {
		t.Errorf("the allowed command did not run: %v", err)
	}
	if _, err := os.Stat(filepath.Join(ws, "a.txt")); err != nil {
		t.Errorf("the rejected command ran: %v", err)
	}

	if c := rep.Prompts["cancel"]; c.StopReason != "cancelled" || status(c, "call_ls") != "completed" {
		t.Errorf("cancel: stop %q, ls %q", c.StopReason, status(c, "call_ls"))
	}
	if len(rep.ModeUpdates) != 1 || rep.ModeUpdates[0].Mode != "manual" {
		t.Errorf("set_mode updates = %+v", rep.ModeUpdates)
	}
	manual := rep.Prompts["manual"]
	w1 := manual.find("tool_call", "call_w1")
	if len(w1) != 1 || w1[0].Kind != "edit" || len(w1[0].Content) != 1 || w1[0].Content[0].Type != "diff" ||
		w1[0].Content[0].NewText != "one\n" || w1[0].Content[0].OldText != nil || w1[0].Content[0].Path != filepath.Join(ws, "c.txt") {
		t.Errorf("write_file call = %+v, want an edit with a diff creating c.txt", w1)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, "c.txt")); string(data) != "two\n" || manual.StopReason != "end_turn" {
		t.Errorf("c.txt = %q, stop %q", data, manual.StopReason)
	}
	// Cancelled while the permission request was open: nothing written.
	if c := rep.Prompts["cancelAsk"]; c.StopReason != "cancelled" {
		t.Errorf("cancel during a permission request: stop %q", c.StopReason)
	}
	if _, err := os.Stat(filepath.Join(ws, "d.txt")); err == nil {
		t.Error("d.txt was written although the turn was cancelled at its permission request")
	}
	if s := rep.Prompts["slash"]; s.StopReason != "end_turn" || !strings.Contains(s.text(), "tokens in") {
		t.Errorf("/cost: %+v", s)
	}

	// session/load in a new process replays the conversation.
	var sawPrompt, sawRead bool
	for _, u := range rep.Loaded {
		sawPrompt = sawPrompt || u.Type == "user_message_chunk" && strings.Contains(u.Text, "inspect a.txt")
		sawRead = sawRead || u.Type == "tool_call" && u.ToolCallID == "call_read" && u.Kind == "read"
	}
	if !sawPrompt || !sawRead {
		t.Errorf("loaded session replayed %+v", rep.Loaded)
	}
	if a := rep.Prompts["afterLoad"]; a.StopReason != "end_turn" || a.text() != "I read a.txt." {
		t.Errorf("after load: %+v", a)
	}
	if rep.BadLoad == "accepted" {
		t.Error("session/load accepted a path as a session id")
	}
	if rep.FirstExit == nil || *rep.FirstExit != 0 || rep.SecondExit == nil || *rep.SecondExit != 0 || rep.ThirdExit == nil || *rep.ThirdExit != 0 {
		t.Errorf("exit codes %v %v %v, want 0 when the client closes stdin", rep.FirstExit, rep.SecondExit, rep.ThirdExit)
	}
	checkACPEditor(t, rep, ws, out)
	// The model's thinking streams as thought chunks, before the text, once.
	var thought strings.Builder
	firstText, lastThought, pieces := -1, -1, 0
	for i, u := range rep.Prompts["tools"].Updates {
		switch u.Type {
		case "agent_thought_chunk":
			thought.WriteString(u.Text)
			lastThought = i
			pieces++
		case "agent_message_chunk":
			if firstText < 0 {
				firstText = i
			}
		}
	}
	if thought.String() != "The person wants a.txt read first." || pieces < 2 || lastThought < 0 || lastThought > firstText {
		t.Errorf("thought chunks = %q in %d pieces (last at %d, first text at %d), want the thinking once, streamed in pieces before the text", thought.String(), pieces, lastThought, firstText)
	}
	// The third process: list, resume without a replay, an image prompt.
	if !rep.Caps.Image || !rep.Caps.List || !rep.Caps.Resume {
		t.Errorf("capabilities = %+v, want image prompts, session/list and session/resume", rep.Caps)
	}
	if len(rep.List.IDs) != 1 || rep.List.IDs[0] != rep.Session.ID || !rep.List.Titled || rep.List.Other != 0 {
		t.Errorf("session/list = %+v, want the one session of this directory (%s) with its title and time, none elsewhere", rep.List, rep.Session.ID)
	}
	if rep.ResumedUpdates != 0 {
		t.Errorf("session/resume replayed %d updates, want none", rep.ResumedUpdates)
	}
	if p := rep.Prompts["image"]; p.StopReason != "end_turn" || p.text() != "A single pixel." {
		t.Errorf("image prompt: %+v (the scripted model expects one image)", p)
	}
}

// checkACPEditor checks the fourth process of TestACPClientDrivesTroupe,
// whose client offered fs: the file tools read its unsaved buffer (the
// scripted model only goes on when the read's result holds it), edited from
// it and wrote through the client, and never gave it a name outside the
// workspace.
func checkACPEditor(t *testing.T, rep acpReport, ws string, raw []byte) {
	t.Helper()
	if rep.FourthExit == nil || *rep.FourthExit != 0 {
		t.Errorf("fourth process exit %v", rep.FourthExit)
	}
	p := rep.Prompts["fs"]
	if p.StopReason != "end_turn" || p.text() != "a.txt is edited." {
		t.Errorf("fs prompt: %+v", p)
	}
	a := filepath.Join(ws, "a.txt")
	if len(rep.FS.Reads) == 0 || rep.FS.Reads[0] != a {
		t.Errorf("client reads %q, want %s first", rep.FS.Reads, a)
	}
	var wrote []string
	for _, w := range rep.FS.Writes {
		wrote = append(wrote, w.Path+"="+w.Content)
	}
	want := a + "=EDITED BUFFER of a.txt\n " + filepath.Join(ws, "sub", "e.txt") + "=made through the editor\n"
	if strings.Join(wrote, " ") != want {
		t.Errorf("client writes %q, want %q", wrote, want)
	}
	if data, _ := os.ReadFile(a); string(data) != "EDITED BUFFER of a.txt\n" {
		t.Errorf("a.txt on disk: %q", data)
	}
	for _, path := range append(rep.FS.Reads, wrote...) {
		if !strings.HasPrefix(path, ws+string(filepath.Separator)) || strings.Contains(path, "escape") {
			t.Errorf("the client was given %q, outside the workspace or through the link", path)
		}
	}
	if st := p.find("tool_call_update", "call_fsout"); len(st) == 0 || st[len(st)-1].Status != "failed" {
		t.Errorf("the read through the outside link: %+v, want failed", st)
	}
	if strings.Contains(string(raw), "OUTSIDE SECRET") {
		t.Error("the outside secret reached the client")
	}
}
