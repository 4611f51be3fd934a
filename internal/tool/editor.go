package tool

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"

	"troupe/internal/fileread"
)

// Editor is the user's editor when it offers to read and write the files it
// has open (an ACP client's fs capability): a read returns the buffer, unsaved
// changes included; a write goes through the buffer, so the editor shows it
// and can undo it. Either method may return ErrNoEditor for an operation the
// editor does not offer; the workspace then uses the disk.
type Editor interface {
	ReadTextFile(ctx context.Context, abs string) (string, error)
	WriteTextFile(ctx context.Context, abs, content string) error
}

// ErrNoEditor says the editor does not offer an operation.
var ErrNoEditor = errors.New("tool: the editor does not offer this")

// WithEditor makes the file tools read and write the workspace's files
// through e (see ReadText and WriteText).
func WithEditor(e Editor) Option {
	return func(w *Workspace) error {
		w.editor = e
		return nil
	}
}

// commands counts the commands running on the workspace's behalf (bash, a
// background job). It is shared by every copy of a Workspace (With, Reader).
type commands struct{ n atomic.Int64 }

// CommandRunning records that a command which can change the workspace is
// running, until the returned func is called (more calls do nothing). While
// one runs, the file tools do not go through the editor: the editor resolves
// a path by name, so a directory the command swapped for a symlink between
// troupe's check and the editor's open could lead it outside the workspace.
// With nothing running, nothing in the session can make that swap.
func (w *Workspace) CommandRunning() (done func()) {
	if w.cmds == nil {
		return func() {}
	}
	w.cmds.n.Add(1)
	var once sync.Once
	return func() { once.Do(func() { w.cmds.n.Add(-1) }) }
}

// editorFor returns the editor when the file tools may use it for abs now:
// there is one, abs lies beneath the workspace root, and no command runs.
func (w *Workspace) editorFor(abs string) Editor {
	if w.editor == nil || w.cmds == nil || w.cmds.n.Load() > 0 || !within(filepath.Clean(abs), w.root) {
		return nil
	}
	return w.editor
}

// ReadText reads the text file abs. With an editor (see WithEditor) it asks
// the editor for its buffer, which may hold unsaved changes; otherwise, or
// when the editor does not offer reads, it reads the disk beneath the root.
//
// The editor opens the file by name, so the name must be one the kernel
// resolved beneath the root: troupe opens abs beneath the root first (every
// component, no symlink leading out), asks the editor for the path that
// descriptor has, and after the editor's read checks that the same file is
// still there. A file that is not regular is read from disk.
func (w *Workspace) ReadText(ctx context.Context, abs string) ([]byte, error) {
	if w.editorFor(abs) == nil {
		return w.ReadFile(abs)
	}
	f, err := w.Open(abs)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	text, ok, err := w.EditorText(ctx, abs, f, info)
	if err != nil || ok {
		return text, err
	}
	return w.ReadFile(abs)
}

// EditorText asks the editor for the buffer of abs, which the caller opened
// beneath the root as f (info is its Stat). ok is false when the disk must
// be read instead: no editor may be used now, f is not a regular file, or
// the editor does not offer reads.
func (w *Workspace) EditorText(ctx context.Context, abs string, f *os.File, info fs.FileInfo) (text []byte, ok bool, err error) {
	ed := w.editorFor(abs)
	if ed == nil || !info.Mode().IsRegular() {
		return nil, false, nil
	}
	name, err := w.descriptorPath(f)
	if err != nil {
		return nil, false, err
	}
	buf, err := ed.ReadTextFile(ctx, name)
	if errors.Is(err, ErrNoEditor) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("the editor could not read %s: %w", w.Rel(abs), err)
	}
	if err := w.sameFile(abs, info); err != nil {
		return nil, false, err
	}
	return []byte(buf), true, nil
}

// WriteText writes data to the text file abs: through the editor when there
// is one (see ReadText for how the name it gets is made safe; the file's
// directory must exist), else with WriteAtomic and perm. After an editor's
// write the file beneath the root must hold data; an editor that only
// changed its buffer or wrote elsewhere is corrected by writing the disk.
func (w *Workspace) WriteText(ctx context.Context, abs string, data []byte, perm fs.FileMode) error {
	ed := w.editorFor(abs)
	if ed == nil {
		return w.WriteAtomic(abs, data, perm)
	}
	dir, err := w.Open(filepath.Dir(abs))
	if err != nil {
		return err
	}
	defer dir.Close()
	dirName, err := w.descriptorPath(dir)
	if err != nil {
		return err
	}
	root, rel, err := w.openRoot(abs, false)
	if err != nil {
		return err
	}
	defer root.Close()
	if info, err := root.Lstat(rel); err == nil && !info.Mode().IsRegular() {
		// A symlink or a special file: never hand its name to the editor.
		return w.WriteAtomic(abs, data, perm)
	}
	err = ed.WriteTextFile(ctx, filepath.Join(dirName, filepath.Base(abs)), string(data))
	if errors.Is(err, ErrNoEditor) {
		return w.WriteAtomic(abs, data, perm)
	}
	if err != nil {
		return fmt.Errorf("the editor could not write %s: %w", w.Rel(abs), err)
	}
	if got, err := fileread.ReadFileIn(root, rel); err != nil || !bytes.Equal(got, data) {
		return w.WriteAtomic(abs, data, perm)
	}
	return nil
}

// descriptorPath returns the path the kernel gives an open descriptor, which
// must lie beneath the root.
func (w *Workspace) descriptorPath(f *os.File) (string, error) {
	name, err := os.Readlink("/proc/self/fd/" + strconv.Itoa(int(f.Fd())))
	if err != nil {
		return "", fmt.Errorf("locate %s: %w", f.Name(), err)
	}
	if !within(name, w.root) {
		return "", fmt.Errorf("%s: %w (%s)", name, ErrOutsideWorkspace, w.root)
	}
	return name, nil
}

// sameFile checks that abs, opened beneath the root again, is the file
// described by was.
func (w *Workspace) sameFile(abs string, was fs.FileInfo) error {
	now, err := w.Stat(abs)
	if err != nil {
		return err
	}
	a, aok := was.Sys().(*syscall.Stat_t)
	b, bok := now.Sys().(*syscall.Stat_t)
	if !aok || !bok || a.Dev != b.Dev || a.Ino != b.Ino {
		return fmt.Errorf("%s was replaced while the editor read it; read it again", w.Rel(abs))
	}
	return nil
}
