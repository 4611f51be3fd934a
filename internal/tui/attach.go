package tui

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"troupe/internal/lazy"
)

// maxAttach bounds the bytes of one attached file.
const maxAttach = 256 << 10

// atRef is "@path" or "@path:FROM-TO" (lines, 1-based, inclusive) or
// "@path:LINE", as a word of its own.
var atRef = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(?:^|\s)@([^\s:@]+)(?::(\d+)(?:-(\d+))?)?`) }}

// imageExts are left to the session, which attaches images itself.
var imageExts = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true}
}}

// attachFiles appends the content of every workspace file the prompt
// names with @path (or a line range of it) to the prompt, and says what it
// attached. Paths are read beneath the workspace (os.Root): "@../x" or a
// symbolic link out of it attaches nothing and says why. Words that name no
// file stay prose.
func attachFiles(root, text string) (string, []string) {
	if root == "" || !strings.Contains(text, "@") {
		return text, nil
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		return text, []string{"attach: " + err.Error()}
	}
	defer r.Close()
	var blocks, notes []string
	seen := map[string]bool{}
	for _, sm := range atRef.Get().FindAllStringSubmatch(text, -1) {
		name := strings.TrimRight(sm[1], ".,;!?)")
		ref := strings.TrimSpace(sm[0])
		if seen[ref] || name == "clipboard" || imageExts.Get()[strings.ToLower(path.Ext(name))] {
			continue
		}
		seen[ref] = true
		data, err := readLimited(r, name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			continue // prose, or a file that is not there: the model sees the word
		case err != nil:
			notes = append(notes, fmt.Sprintf("@%s not attached: %v", name, rootErr(err)))
			continue
		}
		from, to, body, err := lineRange(string(data), sm[2], sm[3])
		if err != nil {
			notes = append(notes, fmt.Sprintf("%s not attached: %v", ref, err))
			continue
		}
		attr := fmt.Sprintf("path=%q", name)
		if sm[2] != "" {
			attr += fmt.Sprintf(" lines=\"%d-%d\"", from, to)
		}
		blocks = append(blocks, fmt.Sprintf("<file %s>\n%s</file>", attr, body))
		notes = append(notes, fmt.Sprintf("attached %s (%d lines)", ref, strings.Count(body, "\n")))
	}
	if len(blocks) == 0 {
		return text, notes
	}
	return text + "\n\n" + strings.Join(blocks, "\n"), notes
}

func readLimited(r *os.Root, name string) ([]byte, error) {
	f, err := r.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, errors.New("a folder")
	}
	if st.Size() > maxAttach {
		return nil, fmt.Errorf("%d KiB, more than %d KiB (name a line range, @file:10-20)", st.Size()>>10, maxAttach>>10)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxAttach))
	if err != nil {
		return nil, err
	}
	if !utf8.Valid(data) {
		return nil, errors.New("not text")
	}
	return data, nil
}

// rootErr says why os.Root refused a path, without Go's wording.
func rootErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.Contains(pe.Err.Error(), "escapes") {
		return errors.New("outside the workspace")
	}
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// lineRange cuts the lines from-to (1-based, inclusive) out of s; empty
// from means the whole text. Each line ends with a newline.
func lineRange(s, from, to string) (int, int, string, error) {
	lines := strings.SplitAfter(s, "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	if from == "" {
		if s != "" && !strings.HasSuffix(s, "\n") {
			s += "\n"
		}
		return 1, len(lines), s, nil
	}
	a, _ := strconv.Atoi(from)
	b := a
	if to != "" {
		b, _ = strconv.Atoi(to)
	}
	if a < 1 || b < a || a > len(lines) {
		return 0, 0, "", fmt.Errorf("the file has %d lines", len(lines))
	}
	b = min(b, len(lines))
	body := strings.Join(lines[a-1:b], "")
	if !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	return a, b, body, nil
}
