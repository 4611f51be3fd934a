package fs

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// An edit case under testdata/edit is a text file in txtar style: a header
// line "pass: NAME" naming the matcher that must decide (with " (error)"
// when it decides on an error), free comment lines, then sections
// "-- file --" (the file before), "-- args.json --" (old_string,
// new_string, replace_all), "-- result --" (the tool's result) and
// "-- want --" (the file after, absent when the edit fails). The result and
// want sections are rewritten by go test -update.

type editCase struct {
	header   string // the lines before the first section
	sections []caseSection
}

type caseSection struct {
	name, data string
}

func parseEditCase(t *testing.T, text string) editCase {
	t.Helper()
	var c editCase
	cur := -1
	for _, line := range strings.SplitAfter(text, "\n") {
		if name, ok := sectionName(line); ok {
			c.sections = append(c.sections, caseSection{name: name})
			cur++
			continue
		}
		if cur < 0 {
			c.header += line
		} else {
			c.sections[cur].data += line
		}
	}
	return c
}

func sectionName(line string) (string, bool) {
	line = strings.TrimSuffix(line, "\n")
	if !strings.HasPrefix(line, "-- ") || !strings.HasSuffix(line, " --") || len(line) < 7 {
		return "", false
	}
	return line[3 : len(line)-3], true
}

func (c editCase) get(name string) (string, bool) {
	for _, s := range c.sections {
		if s.name == name {
			return s.data, true
		}
	}
	return "", false
}

// set replaces or adds section name; data "" with remove drops it.
func (c *editCase) set(name, data string, remove bool) {
	for i, s := range c.sections {
		if s.name == name {
			if remove {
				c.sections = append(c.sections[:i], c.sections[i+1:]...)
			} else {
				c.sections[i].data = data
			}
			return
		}
	}
	if !remove {
		c.sections = append(c.sections, caseSection{name: name, data: data})
	}
}

func (c editCase) format() string {
	var b strings.Builder
	b.WriteString(c.header)
	for _, s := range c.sections {
		b.WriteString("-- " + s.name + " --\n")
		b.WriteString(s.data)
	}
	return b.String()
}

// withNL returns s ending in a line break, as a section holds it.
func withNL(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

func TestEditGolden(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "edit", "*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no edit cases: %v", err)
	}
	passes := map[string]bool{}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".txt")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			c := parseEditCase(t, string(data))
			wantPass, wantErr := casePass(t, c.header)
			file, ok := c.get("file")
			if !ok {
				t.Fatal("no file section")
			}
			args, ok := c.get("args.json")
			if !ok {
				t.Fatal("no args.json section")
			}
			var a editFileArgs
			if err := json.Unmarshal([]byte(args), &a); err != nil {
				t.Fatalf("args.json: %v", err)
			}

			gotPass, gotErr := decidingPass(t, file, a)
			if gotPass != wantPass || gotErr != wantErr {
				t.Errorf("decided by %q (error %v), want %q (error %v)", gotPass, gotErr, wantPass, wantErr)
			}
			if !gotErr {
				passes[gotPass] = true
			}

			ws := newWorkspace(t, map[string]string{"f.txt": file})
			a.FilePath = "f.txt"
			res := call(t, EditFile(), ws, jsonArgs(t, a))
			if res.IsError != wantErr {
				t.Errorf("IsError = %v, want %v; result:\n%s", res.IsError, wantErr, res.Content)
			}
			after := readTestFile(t, filepath.Join(ws.Root(), "f.txt"))
			if res.IsError && after != file {
				t.Errorf("a failed edit changed the file to:\n%s", after)
			}
			if *update {
				c.set("result", withNL(res.Content), false)
				c.set("want", after, res.IsError)
				if err := os.WriteFile(p, []byte(c.format()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			result, _ := c.get("result")
			if diff := cmp.Diff(result, withNL(res.Content)); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			want, ok := c.get("want")
			if !ok {
				want = file
			}
			if diff := cmp.Diff(want, after); diff != "" {
				t.Errorf("file after the edit (-want +got):\n%s", diff)
			}
		})
	}
	if t.Failed() {
		return
	}
	for _, p := range matchPasses() {
		if !passes[p.name] {
			t.Errorf("no case is decided by the %s pass", p.name)
		}
	}
}

// casePass reads "pass: NAME" or "pass: NAME (error)" from a case header.
func casePass(t *testing.T, header string) (string, bool) {
	t.Helper()
	first, _, _ := strings.Cut(header, "\n")
	name, ok := strings.CutPrefix(first, "pass: ")
	if !ok {
		t.Fatalf("header %q does not start with a pass: line", first)
	}
	name, isErr := strings.CutSuffix(name, " (error)")
	return name, isErr
}

// decidingPass runs the matcher on content and returns the pass that
// decided and whether it decided on an error (old_string found in several
// places); "none" when nothing matched.
func decidingPass(t *testing.T, content string, a editFileArgs) (string, bool) {
	t.Helper()
	q := newQuery(normalizeEOL(a.OldString), a.ReplaceAll)
	p, r, _, err := locate(context.Background(), newLineIndex(normalizeEOL(content)), q)
	switch {
	case err != nil:
		t.Fatalf("matcher: %v", err)
	case len(r.spans) == 0:
		return "none", true
	}
	return p.name, len(r.spans) > 1 && !a.ReplaceAll
}
