package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"troupe/internal/tool"
)

//go:embed ls.md
var lsDoc string

const (
	// maxLsEntries bounds the entries ls lists; maxLsDepth how many levels
	// below the listed directory it descends.
	maxLsEntries = 500
	maxLsDepth   = 4
)

type lsArgs struct {
	Path   string   `json:"path" jsonschema_description:"Directory to list, relative to the workspace root or absolute. Defaults to the workspace root."`
	Ignore []string `json:"ignore" jsonschema_description:"Glob patterns of entries to leave out, matched against names and against paths below the listed directory, e.g. [\"*_test.go\", \"testdata\"]."`
}

// Ls returns the ls tool: a directory tree, directories first, honouring
// .gitignore files, limited in depth and size.
func Ls() tool.Func {
	return newTool(tool.Spec{
		Name:        "ls",
		Description: lsDoc,
		Parameters:  tool.Schema[lsArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Paths: []tool.PathArg{{Name: "path"}}, Subject: []string{"path"}},
	}, ls)
}

// lsNode is one entry of the tree.
type lsNode struct {
	name     string
	isDir    bool
	link     string // symlink target, not followed
	children []*lsNode
	unlisted bool // a directory whose entries were not read: too deep or over the cap
	more     int  // entries of a directory left out by the cap
}

// lsDir is a directory waiting to be read, breadth first so that a capped
// listing shows the upper levels.
type lsDir struct {
	node  *lsNode
	abs   string
	rel   string // slash-separated, relative to the workspace root
	depth int
	set   *ignoreSet
}

func ls(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	var a lsArgs
	if err := decodeArgs(raw, &a); err != nil {
		return "", err
	}
	for _, g := range a.Ignore {
		if g == "" || !doublestar.ValidatePattern(filepath.ToSlash(g)) {
			return "", invalid("invalid ignore glob %q", g)
		}
	}
	ws := env.Workspace
	dir := a.Path
	if dir == "" {
		dir = "."
	}
	abs, shown, err := resolve(ws, dir)
	if err != nil {
		return "", err
	}
	if err := requireDir(abs, shown); err != nil {
		return "", err
	}
	l := lister{ws: ws, base: abs, ignore: a.Ignore}
	root := &lsNode{name: shown, isDir: true}
	rel := relSlash(ws.Root(), abs)
	queue := []lsDir{{node: root, abs: abs, rel: rel, set: ancestorIgnores(ws, abs).withDir(abs, rel)}}
	for len(queue) > 0 {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		d := queue[0]
		queue = queue[1:]
		queue = append(queue, l.read(d)...)
	}
	var b strings.Builder
	name := strings.TrimSuffix(root.name, "/")
	if name == "." || name == "" {
		name = "."
	}
	fmt.Fprintf(&b, "%s/\n", name)
	writeTree(&b, root, 1)
	if l.total == 0 {
		b.WriteString("(empty directory)\n")
	}
	if l.capped {
		fmt.Fprintf(&b, "[listing capped at %d entries; list a subdirectory with path, or leave entries out with ignore]\n", maxLsEntries)
	}
	if l.deep {
		fmt.Fprintf(&b, "[directories %d levels down are not expanded (marked …); list them with path]\n", maxLsDepth)
	}
	return b.String(), nil
}

// lister reads directories for ls and keeps count.
type lister struct {
	ws     *tool.Workspace
	base   string // the listed directory
	ignore []string
	total  int
	capped bool // some entries were left out
	deep   bool // some directories were too deep to expand
}

// read lists d's entries into its node and returns the subdirectories to
// read next.
func (l *lister) read(d lsDir) []lsDir {
	entries, err := l.ws.ReadDir(d.abs)
	if err != nil {
		d.node.unlisted = true
		return nil
	}
	var dirs, files []fs.DirEntry
	for _, e := range entries {
		rel := path.Join(d.rel, e.Name())
		if e.Name() == ".git" || d.set.ignored(rel, e.IsDir()) || l.ignored(filepath.Join(d.abs, e.Name())) {
			continue
		}
		if e.IsDir() {
			dirs = append(dirs, e)
		} else {
			files = append(files, e)
		}
	}
	sort.Slice(dirs, func(i, j int) bool { return dirs[i].Name() < dirs[j].Name() })
	sort.Slice(files, func(i, j int) bool { return files[i].Name() < files[j].Name() })
	var next []lsDir
	for i, e := range append(dirs, files...) {
		if l.total >= maxLsEntries {
			d.node.more = len(dirs) + len(files) - i
			l.capped = true
			break
		}
		l.total++
		n := &lsNode{name: e.Name(), isDir: e.IsDir()}
		if e.Type()&fs.ModeSymlink != 0 {
			n.link, _ = l.ws.Readlink(filepath.Join(d.abs, e.Name()))
		}
		d.node.children = append(d.node.children, n)
		if !n.isDir {
			continue
		}
		if d.depth+1 >= maxLsDepth {
			n.unlisted, l.deep = true, true
			continue
		}
		abs := filepath.Join(d.abs, e.Name())
		rel := path.Join(d.rel, e.Name())
		next = append(next, lsDir{node: n, abs: abs, rel: rel, depth: d.depth + 1, set: d.set.withDir(abs, rel)})
	}
	return next
}

// ignored reports whether the entry at abs matches an ignore glob, by name
// or by its path below the listed directory.
func (l *lister) ignored(abs string) bool {
	sub, err := filepath.Rel(l.base, abs)
	if err != nil {
		return false
	}
	sub = filepath.ToSlash(sub)
	for _, g := range l.ignore {
		g = filepath.ToSlash(g)
		if doublestar.MatchUnvalidated(g, path.Base(sub)) || doublestar.MatchUnvalidated(strings.TrimSuffix(g, "/"), sub) {
			return true
		}
	}
	return false
}

// writeTree writes n's children indented by depth.
func writeTree(b *strings.Builder, n *lsNode, depth int) {
	indent := strings.Repeat("  ", depth-1)
	for _, c := range n.children {
		b.WriteString(indent)
		b.WriteString("- ")
		b.WriteString(c.name)
		switch {
		case c.link != "":
			b.WriteString(" -> " + c.link)
		case c.isDir && c.unlisted:
			b.WriteString("/ …")
		case c.isDir:
			b.WriteString("/")
		}
		b.WriteByte('\n')
		if c.isDir {
			writeTree(b, c, depth+1)
		}
	}
	switch {
	case n.more == 1:
		fmt.Fprintf(b, "%s- … 1 more entry not shown\n", indent)
	case n.more > 1:
		fmt.Fprintf(b, "%s- … %d more entries not shown\n", indent, n.more)
	}
}
