package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"

	"troupe/internal/tool"
)

//go:embed glob.md
var globDoc string

// maxGlobResults bounds the paths glob returns.
const maxGlobResults = 200

type globArgs struct {
	Pattern string `json:"pattern" jsonschema:"required" jsonschema_description:"Glob pattern, e.g. \"**/*.go\" or \"src/**/*.{ts,tsx}\"."`
	Path    string `json:"path" jsonschema_description:"Directory to search in, relative to the workspace root or absolute. Defaults to the workspace root."`
}

// Glob returns the glob tool: files matching a doublestar pattern, newest
// first.
func Glob() tool.Func {
	return newTool(tool.Spec{
		Name:        "glob",
		Description: globDoc,
		Parameters:  tool.Schema[globArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Paths: []tool.PathArg{{Name: "path"}}, Subject: []string{"pattern", "path"}, Kind: tool.KindSearch},
	}, glob)
}

type globMatch struct {
	rel     string
	modTime time.Time
}

func glob(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	ws := env.Workspace
	var a globArgs
	if err := decodeArgs(raw, &a, "pattern"); err != nil {
		return "", err
	}
	pattern := filepath.ToSlash(a.Pattern)
	if pattern == "" || !doublestar.ValidatePattern(pattern) {
		return "", invalid("invalid glob pattern %q", a.Pattern)
	}
	dir := a.Path
	if dir == "" {
		dir = "."
	}
	dirAbs, dirShown, err := resolve(ws, dir)
	if err != nil {
		return "", err
	}
	if err := requireDir(dirAbs, dirShown); err != nil {
		return "", err
	}
	// Walk from the literal leading directories of the pattern only.
	base, rest := doublestar.SplitPattern(pattern)
	if !filepath.IsAbs(base) {
		base = filepath.Join(dirAbs, filepath.FromSlash(base))
	}
	start, _, err := resolve(ws, base)
	if err != nil {
		return "", err
	}
	var found []globMatch
	err = walk(ctx, ws, start, func(abs, _ string, d fs.DirEntry) error {
		sub, err := filepath.Rel(start, abs)
		if err != nil || !doublestar.MatchUnvalidated(rest, filepath.ToSlash(sub)) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil // vanished since the directory was read
		}
		found = append(found, globMatch{rel: ws.Rel(abs), modTime: info.ModTime()})
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return "No files found", nil
	}
	if err != nil {
		return "", err
	}
	if len(found) == 0 {
		return "No files found", nil
	}
	sort.Slice(found, func(i, j int) bool {
		if !found[i].modTime.Equal(found[j].modTime) {
			return found[i].modTime.After(found[j].modTime)
		}
		return found[i].rel < found[j].rel
	})
	var b strings.Builder
	for _, m := range found[:min(len(found), maxGlobResults)] {
		b.WriteString(m.rel)
		b.WriteByte('\n')
	}
	if omitted := len(found) - maxGlobResults; omitted > 0 {
		fmt.Fprintf(&b, "[%d more files not shown; use a more specific pattern or path]\n", omitted)
	}
	return b.String(), nil
}

// requireDir checks that abs, shown to the model as shown, is a directory.
func requireDir(abs, shown string) error {
	info, err := os.Stat(abs)
	if err != nil {
		return fileError(shown, err)
	}
	if !info.IsDir() {
		return invalid("path %s is a file, not a directory", shown)
	}
	return nil
}
