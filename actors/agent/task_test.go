package agent

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTaskSpec(t *testing.T) {
	s := TaskSpec(map[string]Subagent{
		"explore": {Description: "Read-only exploration.", Tools: []string{"read_file", "grep"}},
		"review":  {Description: "Reviews a diff.", Tools: []string{"read_file"}},
	})
	want := "Start a subagent with a fresh context to carry out a self-contained task, and get its final answer back. " +
		"Several task calls in one answer run in parallel. The subagent sees only the prompt you give it: " +
		"say exactly what to find or do and what to report.\n\nSubagent types:\n" +
		"- explore: Read-only exploration. (tools: read_file, grep)\n- review: Reviews a diff. (tools: read_file)\n"
	if diff := cmp.Diff(want, s.Description); diff != "" {
		t.Errorf("description (-want +got):\n%s", diff)
	}
	var schema struct {
		Properties struct {
			SubagentType struct {
				Enum []string `json:"enum"`
			} `json:"subagent_type"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(s.Parameters, &schema); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"explore", "review"}, schema.Properties.SubagentType.Enum); diff != "" {
		t.Errorf("enum (-want +got):\n%s", diff)
	}
}
