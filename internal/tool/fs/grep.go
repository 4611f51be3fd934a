package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"troupe/internal/tool"
)

//go:embed grep.md
var grepDoc string

// Output modes of grep.
const (
	modeFiles   = "files_with_matches"
	modeContent = "content"
	modeCount   = "count"
)

const (
	// maxGrepLines and maxGrepBytes cap grep's output.
	maxGrepLines = 500
	maxGrepBytes = 50_000
	// maxGrepFileSize is the largest file grep searches while walking.
	maxGrepFileSize = 20 << 20
	// maxContextLines bounds -A, -B and -C.
	maxContextLines = 100
)

type grepArgs struct {
	Pattern    string `json:"pattern" jsonschema:"required" jsonschema_description:"Regular expression (Go RE2 syntax) to search for in file contents, matched line by line."`
	Path       string `json:"path" jsonschema_description:"File or directory to search, relative to the workspace root or absolute. Defaults to the workspace root."`
	Glob       string `json:"glob" jsonschema_description:"Only search files whose name matches this glob, e.g. \"*.go\" or \"*.{ts,tsx}\"; with a slash it is matched against the path below the searched directory."`
	OutputMode string `json:"output_mode" jsonschema:"enum=files_with_matches,enum=content,enum=count" jsonschema_description:"files_with_matches (default) lists matching files; content shows matching lines as path:line:text; count shows matches per file as path:count."`
	IgnoreCase bool   `json:"-i" jsonschema_description:"Case-insensitive search."`
	Numbers    *bool  `json:"-n" jsonschema:"default=true" jsonschema_description:"Show line numbers in content mode (default true)."`
	After      *int   `json:"-A" jsonschema:"minimum=0,maximum=100" jsonschema_description:"Lines of context to show after each match (content mode)."`
	Before     *int   `json:"-B" jsonschema:"minimum=0,maximum=100" jsonschema_description:"Lines of context to show before each match (content mode)."`
	Context    *int   `json:"-C" jsonschema:"minimum=0,maximum=100" jsonschema_description:"Lines of context to show before and after each match (content mode)."`
	Multiline  bool   `json:"multiline" jsonschema_description:"Match across lines: . also matches a line break and a match may span lines."`
	HeadLimit  int    `json:"head_limit" jsonschema:"minimum=0" jsonschema_description:"Return only the first N lines of output (0: no limit beyond the built-in cap)."`
}

// Grep returns the grep tool: a regular-expression search of file contents
// that honours .gitignore files.
func Grep() tool.Func {
	return newTool(tool.Spec{
		Name:        "grep",
		Description: grepDoc,
		Parameters:  tool.Schema[grepArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Paths: []tool.PathArg{{Name: "path"}}, Subject: []string{"pattern", "path"}, Kind: tool.KindSearch},
	}, grep)
}

func grep(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	ws := env.Workspace
	var a grepArgs
	if err := decodeArgs(raw, &a, "pattern"); err != nil {
		return "", err
	}
	s, err := newSearcher(a)
	if err != nil {
		return "", err
	}
	target := a.Path
	if target == "" {
		target = "."
	}
	abs, shown, err := resolve(ws, target)
	if err != nil {
		return "", err
	}
	info, err := ws.Stat(abs)
	if err != nil {
		return "", fileError(shown, err)
	}
	if !info.IsDir() {
		data, err := ws.ReadFile(abs)
		if err != nil {
			return "", fileError(shown, err)
		}
		if isBinary(data) {
			return "", invalid("%s is a binary file; grep searches text files only", shown)
		}
		s.search(shown, data)
		return s.report(), nil
	}
	err = walk(ctx, ws, abs, func(p, rel string, d fs.DirEntry) error {
		if !d.Type().IsRegular() || !s.wants(abs, p, d.Name()) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil // vanished since the directory was read
		}
		if info.Size() > maxGrepFileSize {
			s.skipped++
			return nil
		}
		data, err := ws.ReadFile(p)
		if err != nil || isBinary(data) {
			return nil
		}
		s.search(rel, data)
		return nil
	})
	if err != nil {
		return "", err
	}
	return s.report(), nil
}

// wants reports whether the file at p, found under the searched directory
// dir, passes the glob filter.
func (s *searcher) wants(dir, p, name string) bool {
	if s.glob == "" {
		return true
	}
	if !strings.Contains(s.glob, "/") {
		return doublestar.MatchUnvalidated(s.glob, name)
	}
	sub, err := filepath.Rel(dir, p)
	return err == nil && doublestar.MatchUnvalidated(s.glob, filepath.ToSlash(sub))
}

// report renders the collected output with notes on what was left out.
func (s *searcher) report() string {
	if len(s.out.lines) == 0 && s.out.omitted == 0 {
		text := "No matches found"
		if s.skipped > 0 {
			text += fmt.Sprintf(" (%d files over %d MiB were not searched)", s.skipped, maxGrepFileSize>>20)
		}
		return text
	}
	var b strings.Builder
	for _, l := range s.out.lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	if n := s.out.omitted; n > 0 {
		if s.headLimit > 0 && len(s.out.lines) == s.headLimit {
			fmt.Fprintf(&b, "[%d more results not shown (head_limit %d)]\n", n, s.headLimit)
		} else {
			fmt.Fprintf(&b, "[output capped at %d lines or %d bytes; %d more results not shown; "+
				"narrow the search with a more specific pattern, path or glob, or use head_limit]\n",
				maxGrepLines, maxGrepBytes, n)
		}
	}
	if s.skipped > 0 {
		fmt.Fprintf(&b, "[%d files over %d MiB were not searched]\n", s.skipped, maxGrepFileSize>>20)
	}
	return b.String()
}
