package slash

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/diag"
)

func TestExpand(t *testing.T) {
	for _, tc := range []struct{ body, args, want string }{
		{"Fix issue $ARGUMENTS now", "#123 high", "Fix issue #123 high now"},
		{"Review PR #$1 with priority $2 and assign to $3", `456 "very high" alice`, "Review PR #456 with priority very high and assign to alice"},
		{"Only $1 here, not $2", "one", "Only one here, not "},
		{"Plain body", "extra words", "Plain body\n\nextra words"},
		{"Plain body", "", "Plain body"},
	} {
		if got := (Custom{Body: tc.body}).Expand(tc.args); got != tc.want {
			t.Errorf("%q with %q = %q, want %q", tc.body, tc.args, got, tc.want)
		}
	}
}

func TestLoadCustom(t *testing.T) {
	user, proj := t.TempDir(), t.TempDir()
	for p, c := range map[string]string{
		filepath.Join(user, "same.md"):          "user version",
		filepath.Join(proj, "same.md"):          "project version",
		filepath.Join(proj, "git", "commit.md"): "---\ndescription: commit it\nmodel: haiku\nunknown-key: x\n---\nCommit.",
		filepath.Join(proj, "bad.md"):           "---\ndescription: never closed\n",
		filepath.Join(proj, "colon.md"):         "---\ndescription: Review: the code\n---\nbody",
		filepath.Join(proj, "notes.txt"):        "not a command",
	} {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(c), 0o644)
	}
	var r diag.Report
	cmds := LoadCustom(&r, CommandDir{user, "user"}, CommandDir{proj, "project"})
	var names []string
	for _, c := range cmds {
		names = append(names, c.Name+"="+c.Scope)
	}
	if got := strings.Join(names, " "); got != "colon=project git:commit=project same=project" {
		t.Errorf("commands = %s", got)
	}
	if cmds[1].Description != "commit it" || cmds[1].Model != "haiku" || cmds[1].Body != "Commit." || cmds[0].Description != "Review: the code" {
		t.Errorf("front matter: %+v", cmds)
	}
	lines := strings.Join(r.Lines(), "\n")
	for _, want := range []string{"bad.md", "front matter", `"unknown-key" is not used`, "replaced by " + filepath.Join(proj, "same.md")} {
		if !strings.Contains(lines, want) {
			t.Errorf("report lacks %q:\n%s", want, lines)
		}
	}
	reg := WithCustom(Builtin(), append(cmds, Custom{Name: "help", File: "x.md"}), &r)
	c, _, err := reg.Lookup("/git:commit now")
	if err != nil || !strings.Contains(c.Help, "(project:git)") {
		t.Fatalf("lookup: %+v, %v", c, err)
	}
	if c, _, _ := reg.Lookup("/help"); c.Run != nil {
		t.Error("a custom /help replaced the built-in")
	}
}

type promptHost struct {
	fakeHost
	got string
}

func (h *promptHost) MCPPrompt(_ context.Context, name, args string) (string, error) {
	h.got = name + " " + args
	return "rendered " + args, nil
}

// /mcp__server__prompt ARGS is looked up even though no such command is
// registered, and sends what the host's MCP server rendered.
func TestMCPPromptCommand(t *testing.T) {
	h := &promptHost{}
	res, err := Builtin().Run(context.Background(), h, "/mcp__github__Review_PR 42 now")
	if err != nil || res.Prompt != "rendered 42 now" || h.got != "mcp__github__Review_PR 42 now" {
		t.Fatalf("res = %+v, %v; host saw %q", res, err, h.got)
	}
	if _, err := Builtin().Run(context.Background(), &fakeHost{}, "/mcp__x__y"); err == nil {
		t.Error("a host without MCP servers rendered a prompt")
	}
}

// turnHost checks models and runs expansion hooks as a session does.
type turnHost struct {
	fakeHost
	seen []string // kind name args source prompt, per expansion
}

func (h *turnHost) CheckModel(name string) error {
	if name != "haiku" {
		return fmt.Errorf("model %q is not known", name)
	}
	return nil
}

func (h *turnHost) Expand(_ context.Context, kind, name, args, source, prompt string) (string, error) {
	h.seen = append(h.seen, strings.Join([]string{kind, name, args, source, prompt}, "|"))
	if strings.Contains(prompt, "forbidden") {
		return "", fmt.Errorf("/%s was blocked", name)
	}
	return prompt + " +ctx", nil
}

// A custom command's model goes to its turn, checked first: an unknown
// model fails the command before anything is sent. Its expansion goes
// through the host's UserPromptExpansion hooks, which may add to it or
// block it; so does an MCP prompt's.
func TestCustomCommandModelAndExpansion(t *testing.T) {
	cmds := []Custom{
		{Name: "fast", Scope: "project", File: "fast.md", Model: "haiku", Body: "Do $ARGUMENTS"},
		{Name: "odd", Scope: "project", File: "odd.md", Model: "fable", Body: "x"},
		{Name: "nope", Scope: "user", File: "nope.md", Body: "forbidden"},
	}
	var rep diag.Report
	reg := WithCustom(Builtin(), cmds, &rep)
	h := &turnHost{}
	ctx := context.Background()
	res, err := reg.Run(ctx, h, "/fast it now")
	if err != nil || res.Prompt != "Do it now +ctx" || res.Turn.Model != "haiku" || res.Turn.IsZero() {
		t.Fatalf("/fast: %+v, %v", res, err)
	}
	if got := h.seen[0]; got != "slash_command|fast|it now|project|Do it now" {
		t.Errorf("expansion hook saw %q", got)
	}
	if _, err := reg.Run(ctx, h, "/odd"); err == nil || !strings.Contains(err.Error(), "fable") || len(h.seen) != 1 {
		t.Errorf("/odd with an unknown model: %v (expansions %d)", err, len(h.seen))
	}
	if res, err := reg.Run(ctx, h, "/nope"); err == nil || res.Prompt != "" {
		t.Errorf("a blocked expansion was sent: %+v, %v", res, err)
	}
	if c, _, _ := reg.Lookup("/fast"); !strings.Contains(c.Help, "[model haiku]") {
		t.Errorf("help: %q", c.Help)
	}
	mh := &mcpTurnHost{}
	res, err = Builtin().Run(ctx, mh, "/mcp__gh__review 42")
	if err != nil || res.Prompt != "rendered 42 +ctx" || mh.seen[0] != "mcp_prompt|mcp__gh__review|42|mcp|rendered 42" {
		t.Errorf("MCP prompt: %+v, %v, hook saw %v", res, err, mh.seen)
	}
}

type mcpTurnHost struct{ turnHost }

func (h *mcpTurnHost) MCPPrompt(_ context.Context, name, args string) (string, error) {
	return "rendered " + args, nil
}
