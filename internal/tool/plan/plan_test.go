package plan

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/tool"
)

func TestPresent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s1", "plan.md")
	p := Present(path)
	for _, tt := range []struct {
		args, want string
		isErr      bool
	}{
		{`{"plan":"# Goal\n- fix it"}`, "Plan written to", false},
		{`{"plan":"  "}`, "must not be empty", true},
		{`{"plan":`, "not valid JSON", true},
		{`{}`, `missing required argument "plan"`, true},
	} {
		res, err := p.Run(context.Background(), tool.Env{}, json.RawMessage(tt.args))
		if err != nil || res.IsError != tt.isErr || !strings.Contains(res.Content, tt.want) {
			t.Errorf("Run(%s) = %+v, %v; want error=%v containing %q", tt.args, res, err, tt.isErr, tt.want)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil || string(data) != "# Goal\n- fix it" {
		t.Errorf("plan file = %q, %v", data, err)
	}
}
