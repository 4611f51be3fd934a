package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const skillsScript = `
turns:
  - agent: ^main$
    expect: "use the skills"
    tool_calls:
      - {name: read_file, args: {file_path: "%[1]s/.claude/skills/pdf-forms/reference.md"}}
  - agent: ^main$
    expect_tool: read_file
    expect: "FIELD MAP"
    tool_calls:
      - {name: write_file, args: {file_path: "%[1]s/.claude/skills/pdf-forms/reference.md", content: "overwritten"}}
  - agent: ^main$
    expect_tool: write_file
    tool_calls:
      - {name: task, args: {description: "fill", subagent_type: helper, prompt: "fill the form"}}
  - agent: helper
    expect: "fill the form"
    tool_calls:
      - {name: skill, args: {name: pdf-forms}}
  - agent: helper
    expect_tool: skill
    expect: "Fill PDF forms field by field"
    tool_calls:
      - {name: search_skills, args: {query: "k8s deploy"}}
  - agent: helper
    expect_tool: search_skills
    expect: "k8s-deploy-04: A long description"
    text: "helper done"
  - agent: ^main$
    expect_tool: task
    tool_calls:
      - {name: task, args: {description: "plan", subagent_type: planner, prompt: "plan the change"}}
  - agent: planner
    expect: "plan the change"
    tool_calls:
      - {name: write_file, args: {file_path: plan.txt, content: "x"}}
  - agent: planner
    expect_tool: write_file
    expect: "not available to this agent"
    text: "planner done"
  - agent: ^main$
    expect_tool: task
    text: "Skills honoured."
`

// Skills at scale from outside: 198 user skills (beyond the listing's
// budget) and a project one; the main agent reads a user skill's own file
// (outside the workspace) but cannot write it; a subagent type without
// tools inherits the skill tools and finds an unlisted skill with
// search_skills; a plan-mode type cannot write.
func TestSkillsFromOutside(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	skills := filepath.Join(home, ".claude", "skills")
	writeFile(t, skills, "pdf-forms/SKILL.md", "---\nname: pdf-forms\ndescription: Fill PDF forms. Use when a PDF has form fields.\n---\nFill PDF forms field by field; see reference.md.\n")
	writeFile(t, skills, "pdf-forms/reference.md", "FIELD MAP: name -> Text1\n")
	for i := range 197 {
		kind := []string{"k8s-deploy", "sql-tune", "ui-review", "doc-write"}[i%4]
		writeFile(t, skills, fmt.Sprintf("%s-%02d/SKILL.md", kind, i), fmt.Sprintf("---\nname: %s-%02d\ndescription: %s\n---\nBody %d.\n",
			kind, i, strings.Repeat("A long description of what this skill does for "+kind+" work, when to use it and when not. ", 3), i))
	}
	writeFile(t, ws, ".claude/skills/form-rules/SKILL.md", "---\nname: form-rules\ndescription: House rules for forms.\n---\nRULE: dates are ISO 8601.\n")
	writeFile(t, ws, ".claude/agents/helper.md", "---\nname: helper\ndescription: Helps with forms\n---\nYou help.\n")
	writeFile(t, ws, ".claude/agents/planner.md", "---\nname: planner\ndescription: Plans\npermissionMode: plan\nskills: [form-rules]\n---\nYou plan.\n")
	script := writeFile(t, t.TempDir(), "s.yaml", fmt.Sprintf(skillsScript, home))
	p := startProcEnv(t, filepath.Join(home, "data"), ws, []string{"HOME=" + home}, "run", "--trust", "--approval", "auto", "--model", "script:"+script, "use the skills")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "Skills honoured.") {
		t.Fatalf("exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	if b, _ := os.ReadFile(filepath.Join(skills, "pdf-forms", "reference.md")); string(b) != "FIELD MAP: name -> Text1\n" {
		t.Errorf("the skill's file was changed: %q", b)
	}
	if _, err := os.Stat(filepath.Join(ws, "plan.txt")); err == nil {
		t.Error("the plan-mode subagent wrote a file")
	}
}
