package skill

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/tool"
	"troupe/messages"
)

// Skills written as Claude Code's documentation shows them: only names and
// descriptions are in the tool's description; the body is read on use.
func TestSkillsLoadAndInvoke(t *testing.T) {
	skills, err := Load("testdata/missing", "testdata/skills")
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
	skills, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(p, []byte("---\nname: s\ndescription: d\n---\nsecond\n"), 0o644)
	res, _ := Tool(skills).Run(context.Background(), toolEnv(), json.RawMessage(`{"name":"s"}`))
	if !strings.HasSuffix(res.Content, "second") {
		t.Errorf("content = %q, want the body as it is now", res.Content)
	}
}

func TestMalformedSkill(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "bad", "SKILL.md")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("---\nname: bad\ndescription: [x\n---\n"), 0o644)
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "line ") {
		t.Errorf("Load = %v, want an error naming %s and a line", err, p)
	}
}

func toolEnv() tool.Env { return tool.Env{} }
