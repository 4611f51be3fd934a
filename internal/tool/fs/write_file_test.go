package fs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func TestWriteFile(t *testing.T) {
	tests := []struct {
		name     string
		existing map[string]string
		args     string
		want     string // content of the result
		path     string // file to check afterwards
		content  string
	}{
		{
			name:    "create with parent directories",
			args:    `{"file_path": "a/b/c.txt", "content": "hello\n"}`,
			want:    "wrote 6 bytes to a/b/c.txt (new file)",
			path:    "a/b/c.txt",
			content: "hello\n",
		},
		{
			name:     "overwrite",
			existing: map[string]string{"x.txt": "old content"},
			args:     `{"file_path": "x.txt", "content": "new"}`,
			want:     "wrote 3 bytes to x.txt (overwrote the existing file)",
			path:     "x.txt",
			content:  "new",
		},
		{
			name:     "empty content",
			existing: map[string]string{"x.txt": "old"},
			args:     `{"file_path": "x.txt", "content": ""}`,
			want:     "wrote 0 bytes to x.txt (overwrote the existing file)",
			path:     "x.txt",
			content:  "",
		},
		{
			name:    "path with dot segments inside the workspace",
			args:    `{"file_path": "a/../b.txt", "content": "b"}`,
			want:    "wrote 1 byte to b.txt (new file)",
			path:    "b.txt",
			content: "b",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t, tt.existing)
			res := call(t, WriteFile(), ws, tt.args)
			if diff := cmp.Diff(tt.want, res.Content); diff != "" || res.IsError {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.content, readTestFile(t, filepath.Join(ws.Root(), tt.path))); diff != "" {
				t.Errorf("file content (-want +got):\n%s", diff)
			}
			assertNoTempFiles(t, ws.Root())
		})
	}
}

func TestWriteFileKeepsMode(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"run.sh": "#!/bin/sh\n"})
	path := filepath.Join(ws.Root(), "run.sh")
	if err := os.Chmod(path, 0o750); err != nil {
		t.Fatal(err)
	}
	call(t, WriteFile(), ws, `{"file_path": "run.sh", "content": "#!/bin/sh\necho hi\n"}`)
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := info.Mode().Perm(); got != 0o750 {
		t.Errorf("mode = %v, want 0750", got)
	}
	call(t, WriteFile(), ws, `{"file_path": "fresh.txt", "content": "x"}`)
	if info, err := os.Stat(filepath.Join(ws.Root(), "fresh.txt")); err != nil || info.Mode().Perm() != newFileMode {
		t.Errorf("new file mode = %v (err %v), want %v", info.Mode().Perm(), err, newFileMode)
	}
}

func TestWriteFileThroughSymlinkInside(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"real.txt": "old"})
	if err := os.Symlink("real.txt", filepath.Join(ws.Root(), "link.txt")); err != nil {
		t.Fatal(err)
	}
	res := call(t, WriteFile(), ws, `{"file_path": "link.txt", "content": "new"}`)
	if res.IsError {
		t.Fatal(res.Content)
	}
	if got := readTestFile(t, filepath.Join(ws.Root(), "real.txt")); got != "new" {
		t.Errorf("target content = %q, want %q", got, "new")
	}
	if info, err := os.Lstat(filepath.Join(ws.Root(), "link.txt")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link.txt is no longer a symlink (err %v)", err)
	}
}

func TestWriteFileErrors(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"dir/x.txt": "x", "file": "f"})
	tests := []struct {
		name     string
		args     string
		want     errResult
		contains string
	}{
		{"missing content", `{"file_path": "a.txt"}`, errResult{true, messages.KindInvalidInput}, `missing required argument "content"`},
		{"missing both", `{}`, errResult{true, messages.KindInvalidInput}, `missing required arguments "file_path", "content"`},
		{"content not a string", `{"file_path": "a.txt", "content": 5}`, errResult{true, messages.KindInvalidInput}, `argument "content" must be a string, got number`},
		{"directory", `{"file_path": "dir", "content": "x"}`, errResult{true, messages.KindInvalidInput}, "dir is a directory"},
		{"parent is a file", `{"file_path": "file/x.txt", "content": "x"}`, errResult{true, messages.KindInvalidInput}, "not a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, WriteFile(), ws, tt.args)
			if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
				t.Errorf("(-want +got):\n%s\ncontent: %s", diff, res.Content)
			}
			if !strings.Contains(res.Content, tt.contains) {
				t.Errorf("content %q does not contain %q", res.Content, tt.contains)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(ws.Root(), "a.txt")); err == nil {
		t.Error("a failed call created a.txt")
	}
}

// assertNoTempFiles fails if writeAtomic left a temporary file under dir.
func assertNoTempFiles(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(d.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
