package skill

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/diag"
	"troupe/internal/tool"
	"troupe/messages"
)

// Skills written as Claude Code's documentation shows them: only names and
// descriptions are in the tool's description; the body is read on use.
func TestSkillsLoadAndInvoke(t *testing.T) {
	skills, err := Load(nil, "testdata/missing", "testdata/skills")
	if err != nil {
		t.Fatal(err)
	}
	if len(skills) != 2 || skills[0].Name != "generating-commit-messages" || skills[1].Name != "pdf-processing" {
		t.Fatalf("skills = %+v", skills)
	}
	tl := Tool(skills)
	desc := tl.Spec().Description
	for _, want := range []string{"- pdf-processing: Extract text and tables from PDF files", "- generating-commit-messages: Generates clear"} {
		if !strings.Contains(desc, want) {
			t.Errorf("description lacks %q:\n%s", want, desc)
		}
	}
	if strings.Contains(desc, "pdfplumber") {
		t.Errorf("a skill's body leaked into the description:\n%s", desc)
	}
	tests := []struct {
		args    string
		want    string
		isError bool
	}{
		{`{"name":"pdf-processing"}`, "with pdfplumber.open", false},
		{`{"name":"nope"}`, `no skill named "nope"; available: generating-commit-messages, pdf-processing`, true},
		{`{}`, "give the skill's name", true},
	}
	for _, tt := range tests {
		res, err := tl.Run(context.Background(), toolEnv(), json.RawMessage(tt.args))
		if err != nil || res.IsError != tt.isError || !strings.Contains(res.Content, tt.want) {
			t.Errorf("Run(%s) = %+v, %v; want error=%v containing %q", tt.args, res, err, tt.isError, tt.want)
		}
		if tt.isError && res.Kind != messages.KindInvalidInput {
			t.Errorf("Run(%s) kind = %v, want invalid input", tt.args, res.Kind)
		}
	}
}

// The body is read when invoked, so an edit shows without a restart.
func TestBodyReadOnUse(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "s", "SKILL.md")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("---\nname: s\ndescription: d\n---\nfirst\n"), 0o644)
	skills, err := Load(nil, dir)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(p, []byte("---\nname: s\ndescription: d\n---\nsecond\n"), 0o644)
	res, _ := Tool(skills).Run(context.Background(), toolEnv(), json.RawMessage(`{"name":"s"}`))
	if !strings.HasSuffix(res.Content, "second") {
		t.Errorf("content = %q, want the body as it is now", res.Content)
	}
}

// A SKILL.md that cannot be used is skipped with its file and line; one
// whose YAML is invalid (an unquoted ": ") is read line by line; the others
// load.
func TestMalformedSkillsSkipped(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name, "SKILL.md")
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(content), 0o644)
		return p
	}
	unclosed := write("unclosed", "---\nname: unclosed\ndescription: x\n")
	nodesc := write("nodesc", "---\nname: nodesc\n---\nbody\n")
	write("colon", "---\nname: colon\ndescription: Use when: the user asks for PDFs\n---\nbody\n")
	write("good", "---\nname: good\ndescription: fine\n---\nbody\n")
	var r diag.Report
	skills, err := Load(&r, dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range skills {
		names = append(names, s.Name+"="+s.Description)
	}
	if got := strings.Join(names, ","); got != "colon=Use when: the user asks for PDFs,good=fine" {
		t.Errorf("skills = %s", got)
	}
	p := r.Problems()
	if len(p) != 2 || p[0].File != nodesc || p[0].Line != 2 || p[1].File != unclosed || p[1].Line != 4 {
		t.Errorf("problems = %v, want %s:2 and %s:4 skipped", p, nodesc, unclosed)
	}
}

func toolEnv() tool.Env { return tool.Env{} }

// Every SKILL.md shape found in the public skill collections
// (anthropics/skills, wshobson/agents' plugins): folded descriptions,
// license, version and metadata maps, no name, an unquoted colon, a
// ~960-byte description, and a references folder that is not a skill.
func TestPublicSkillShapes(t *testing.T) {
	var r diag.Report
	skills, err := Load(&r, "testdata/shapes")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range skills {
		got[s.Name] = s.Description
	}
	want := map[string]string{
		"folded":    "Use this skill for folded descriptions that span several lines.",
		"with-meta": "A skill with version and metadata, as wshobson's plugins write them.",
		"noname":    "No name field; the folder names it.",
		"colon":     "Use when: the description has an unquoted colon: like this",
	}
	for n, d := range want {
		if got[n] != d {
			t.Errorf("%s: description %q, want %q", n, got[n], d)
		}
	}
	if len(skills) != 5 || len(got["long"]) < 900 {
		t.Errorf("%d skills loaded (want 5), long = %d bytes", len(skills), len(got["long"]))
	}
	for _, e := range r.Entries {
		if e.Status != "loaded" {
			t.Errorf("not loaded cleanly: %+v", e)
		}
	}
}
