package debugview

import (
	"encoding/json"
	"fmt"
	"strings"

	"troupe/internal/view"
	"troupe/messages"
)

// Op says what happened to one message between two requests.
type Op string

// Diff operations.
const (
	Same    Op = " "
	Added   Op = "+"
	Removed Op = "-"
)

// DiffLine is one message of a diff between two windows.
type DiffLine struct {
	Op      Op     `json:"op"`
	Index   int    `json:"index"` // position in its window (the new one for Same and Added)
	Role    string `json:"role"`
	Summary string `json:"summary"`
}

// WindowDiff is what changed from one request's window to the next.
type WindowDiff struct {
	SystemChanged bool       `json:"system_changed"`
	ToolsChanged  bool       `json:"tools_changed"`
	ToolsBefore   int        `json:"tools_before"`
	ToolsAfter    int        `json:"tools_after"`
	Lines         []DiffLine `json:"lines"`
	Kept, Gone    int        `json:"-"`
}

// Diff compares two windows message by message (a longest common
// subsequence): messages a compaction masked or summarised show as removed
// and their replacements as added; the rest as kept.
func Diff(a, b view.View) WindowDiff {
	d := WindowDiff{SystemChanged: a.System != b.System, ToolsChanged: !sameTools(a.Tools, b.Tools),
		ToolsBefore: len(a.Tools), ToolsAfter: len(b.Tools)}
	ka, kb := keys(a.Messages), keys(b.Messages)
	n, m := len(ka), len(kb)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if ka[i] == kb[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && ka[i] == kb[j]:
			d.Lines = append(d.Lines, DiffLine{Op: Same, Index: j, Role: string(b.Messages[j].Role), Summary: MessageSummary(b.Messages[j])})
			d.Kept++
			i, j = i+1, j+1
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]): // removals first
			d.Lines = append(d.Lines, DiffLine{Op: Removed, Index: i, Role: string(a.Messages[i].Role), Summary: MessageSummary(a.Messages[i])})
			d.Gone++
			i++
		default:
			d.Lines = append(d.Lines, DiffLine{Op: Added, Index: j, Role: string(b.Messages[j].Role), Summary: MessageSummary(b.Messages[j])})
			j++
		}
	}
	return d
}

func keys(ms []messages.Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		b, _ := json.Marshal(m)
		out[i] = string(b)
	}
	return out
}

func sameTools(a, b []messages.ToolSpec) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// MessageSummary is one line about a conversation message.
func MessageSummary(m messages.Message) string {
	var parts []string
	if m.Content != "" {
		parts = append(parts, clip(oneLine(m.Content), 100))
	}
	for _, c := range m.ToolCalls {
		parts = append(parts, fmt.Sprintf("→ %s %s", c.Name, clip(oneLine(string(c.Arguments)), 60)))
	}
	s := strings.Join(parts, " ")
	if m.Role == messages.RoleTool {
		s = m.Name + ": " + s
		if m.IsError {
			s = "error: " + s
		}
	}
	return s
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
