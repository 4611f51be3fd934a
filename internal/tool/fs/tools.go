package fs

import "troupe/internal/tool"

// Tools returns every file tool: read_file, write_file, edit_file, glob and
// grep.
func Tools() []tool.Tool {
	return []tool.Tool{ReadFile(), WriteFile(), EditFile(), Glob(), Grep()}
}
