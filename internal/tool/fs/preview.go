package fs

import (
	"encoding/json"

	"troupe/internal/tool"
)

// The previews of the editing tools: what a call would change, for the
// TUI's diff (tool.Facts.Preview).

func previewWrite(raw json.RawMessage) (tool.Change, bool) {
	var a writeFileArgs
	if json.Unmarshal(raw, &a) != nil {
		return tool.Change{}, false
	}
	return tool.Change{Path: a.FilePath, Hunks: []tool.Hunk{{New: a.Content}}}, true
}

func previewEdit(raw json.RawMessage) (tool.Change, bool) {
	var a struct {
		FilePath string `json:"file_path"`
		Old      string `json:"old_string"`
		New      string `json:"new_string"`
	}
	if json.Unmarshal(raw, &a) != nil {
		return tool.Change{}, false
	}
	return tool.Change{Path: a.FilePath, Hunks: []tool.Hunk{{Old: a.Old, New: a.New}}}, true
}

func previewMultiEdit(raw json.RawMessage) (tool.Change, bool) {
	var a struct {
		FilePath string `json:"file_path"`
		Edits    []struct {
			Old string `json:"old_string"`
			New string `json:"new_string"`
		} `json:"edits"`
	}
	if json.Unmarshal(raw, &a) != nil {
		return tool.Change{}, false
	}
	c := tool.Change{Path: a.FilePath}
	for _, e := range a.Edits {
		c.Hunks = append(c.Hunks, tool.Hunk{Old: e.Old, New: e.New})
	}
	return c, true
}
