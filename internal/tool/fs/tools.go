package fs

import "troupe/internal/tool"

// Tools returns every file tool: read_file, write_file, edit_file,
// multi_edit, glob, grep and ls.
func Tools() []tool.Tool {
	return []tool.Tool{ReadFile(), WriteFile(), EditFile(), MultiEdit(), Glob(), Grep(), Ls()}
}
