package tool

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeEditor is an editor with buffers: a path it holds a buffer for reads
// as the buffer; writes go to disk by name (as Zed's fs/write_text_file
// does) unless bufferOnly. It records every path it was given.
type fakeEditor struct {
	buffers    map[string]string
	paths      []string
	bufferOnly bool
	noRead     bool
	onRead     func(path string)
}

func (e *fakeEditor) ReadTextFile(_ context.Context, abs string) (string, error) {
	e.paths = append(e.paths, abs)
	if e.noRead {
		return "", ErrNoEditor
	}
	if e.onRead != nil {
		e.onRead(abs)
	}
	if b, ok := e.buffers[abs]; ok {
		return b, nil
	}
	data, err := os.ReadFile(abs)
	return string(data), err
}

func (e *fakeEditor) WriteTextFile(_ context.Context, abs, content string) error {
	e.paths = append(e.paths, abs)
	if e.buffers == nil {
		e.buffers = map[string]string{}
	}
	e.buffers[abs] = content
	if e.bufferOnly {
		return nil
	}
	return os.WriteFile(abs, []byte(content), 0o644)
}

func editorWorkspace(t *testing.T, ed Editor) (*Workspace, string) {
	t.Helper()
	dir := t.TempDir()
	ws, err := NewWorkspace(dir, WithEditor(ed))
	if err != nil {
		t.Fatal(err)
	}
	return ws, ws.Root()
}

func TestReadTextThroughTheEditor(t *testing.T) {
	ed := &fakeEditor{buffers: map[string]string{}}
	ws, root := editorWorkspace(t, ed)
	if err := os.MkdirAll(filepath.Join(root, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(root, "src", "a.go")
	if err := os.WriteFile(file, []byte("on disk\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ed.buffers[file] = "unsaved in the editor\n"
	// A link inside the workspace: the editor is given the real name.
	if err := os.Symlink("src", filepath.Join(root, "alias")); err != nil {
		t.Fatal(err)
	}
	got, err := ws.ReadText(context.Background(), filepath.Join(root, "alias", "a.go"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "unsaved in the editor\n" {
		t.Errorf("read %q, want the editor's buffer", got)
	}
	if len(ed.paths) != 1 || ed.paths[0] != file {
		t.Errorf("the editor was asked for %q, want only %q", ed.paths, file)
	}

	// While a command runs, the editor is not used: the disk is read.
	done := ws.CommandRunning()
	ws.Reader().CommandRunning()() // another copy's command, already ended
	got, err = ws.ReadText(context.Background(), file)
	done()
	if err != nil || string(got) != "on disk\n" {
		t.Errorf("with a command running: %q, %v; want the disk's content", got, err)
	}
	if len(ed.paths) != 1 {
		t.Errorf("the editor was asked while a command ran: %q", ed.paths)
	}
	done() // a second call does nothing
	if got, _ := ws.ReadText(context.Background(), file); string(got) != "unsaved in the editor\n" {
		t.Errorf("after the command: %q, want the editor's buffer again", got)
	}

	// An editor without reads: the disk.
	ed.noRead = true
	if got, err := ws.ReadText(context.Background(), file); err != nil || string(got) != "on disk\n" {
		t.Errorf("editor without reads: %q, %v", got, err)
	}
}

func TestEditorNeverGetsANameOutside(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "credentials")
	if err := os.WriteFile(secret, []byte("SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	ed := &fakeEditor{}
	ws, root := editorWorkspace(t, ed)
	if err := os.Symlink(outside, filepath.Join(root, "escape")); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(root, "escape", "credentials")
	if _, err := ws.ReadText(context.Background(), target); err == nil {
		t.Error("read through a link leading outside succeeded")
	}
	if err := ws.WriteText(context.Background(), target, []byte("pwned"), 0o644); err == nil {
		t.Error("write through a link leading outside succeeded")
	}
	for _, p := range ed.paths {
		if !strings.HasPrefix(p, root+string(filepath.Separator)) {
			t.Errorf("the editor was given %q, outside %s", p, root)
		}
	}
	if data, _ := os.ReadFile(secret); string(data) != "SECRET" {
		t.Errorf("the outside file now holds %q", data)
	}
}

// A directory swapped for a link while the editor reads (what a command
// running at that moment could do) is noticed: the file is not the one
// troupe opened, and what the editor returned is thrown away.
func TestEditorReadOfASwappedFileIsRefused(t *testing.T) {
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "a.txt"), []byte("SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	ed := &fakeEditor{}
	ws, root := editorWorkspace(t, ed)
	dir := filepath.Join(root, "d")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	ed.onRead = func(string) {
		if err := os.Rename(dir, dir+".old"); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, dir); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ws.ReadText(context.Background(), filepath.Join(dir, "a.txt"))
	if err == nil {
		t.Fatalf("read %q after the swap, want an error", got)
	}
	if strings.Contains(string(got), "SECRET") {
		t.Errorf("the secret came back: %q", got)
	}
}

func TestWriteTextThroughTheEditor(t *testing.T) {
	ed := &fakeEditor{}
	ws, root := editorWorkspace(t, ed)
	file := filepath.Join(root, "new.txt")
	if err := ws.WriteText(context.Background(), file, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if ed.buffers[file] != "hello\n" {
		t.Errorf("the editor's buffer is %q", ed.buffers[file])
	}
	if data, _ := os.ReadFile(file); string(data) != "hello\n" {
		t.Errorf("disk holds %q", data)
	}

	// An editor that changes only its buffer: the disk is written too, so
	// what troupe reports as written is on disk.
	ed.bufferOnly = true
	if err := ws.WriteText(context.Background(), file, []byte("second\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(file); string(data) != "second\n" {
		t.Errorf("disk holds %q after a buffer-only editor", data)
	}

	// A name that is a link is never given to the editor.
	if err := os.Symlink("new.txt", filepath.Join(root, "link.txt")); err != nil {
		t.Fatal(err)
	}
	n := len(ed.paths)
	if err := ws.WriteText(context.Background(), filepath.Join(root, "link.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if len(ed.paths) != n {
		t.Errorf("the editor was given a link's name: %q", ed.paths[n:])
	}
}

func TestWorkspaceWithoutEditorUsesTheDisk(t *testing.T) {
	dir := t.TempDir()
	ws, err := NewWorkspace(dir)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(ws.Root(), "a")
	if err := ws.WriteText(context.Background(), file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := ws.ReadText(context.Background(), file)
	if err != nil || string(got) != "x" {
		t.Fatalf("%q, %v", got, err)
	}
	var zero Workspace
	zero.CommandRunning()() // a zero workspace counts nothing and does not panic
	if !errors.Is(func() error { _, err := zero.ReadText(context.Background(), "/x"); return err }(), ErrOutsideWorkspace) {
		t.Error("a zero workspace read outside")
	}
}
