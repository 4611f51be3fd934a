// Package fileread reads files that something untrusted may have put in
// place: a model's commands in the workspace, a repository's build, another
// user of the machine. Opening a named pipe to read blocks until something
// writes to it, so one put where a file was (mkfifo AGENTS.md) hung troupe
// at start, deaf to its signals. The functions here open without blocking
// and read only a regular file; a pipe, socket or device is ErrNotRegular.
//
// Concurrency: the functions keep no state and are safe for concurrent use.
package fileread

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular: the path is a named pipe, a socket or a device.
var ErrNotRegular = errors.New("not a regular file")

// Open opens name for reading. It refuses anything that is neither a
// regular file nor a directory (ErrNotRegular, in an *fs.PathError).
func Open(name string) (*os.File, error) { return open(nil, name, 0) }

// OpenIn is Open beneath root (os.Root's rules: no path out of it).
func OpenIn(root *os.Root, name string) (*os.File, error) { return open(root, name, 0) }

// ReadFile reads the regular file name (Open's rules).
func ReadFile(name string) ([]byte, error) { return read(open(nil, name, 0)) }

// ReadFileIn reads the regular file name beneath root.
func ReadFileIn(root *os.Root, name string) ([]byte, error) { return read(open(root, name, 0)) }

// ReadFileNoFollow reads the regular file name and fails when its last
// component is a symlink (one swapped in after the caller's Lstat).
func ReadFileNoFollow(name string) ([]byte, error) {
	return read(open(nil, name, syscall.O_NOFOLLOW))
}

func open(root *os.Root, name string, flag int) (*os.File, error) {
	flag |= os.O_RDONLY | syscall.O_NONBLOCK
	var (
		f   *os.File
		err error
	)
	if root != nil {
		f, err = root.OpenFile(name, flag, 0)
	} else {
		f, err = os.OpenFile(name, flag, 0)
	}
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if t := info.Mode().Type(); t&^fs.ModeDir != 0 {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: fmt.Errorf("%w: it is %s", ErrNotRegular, kind(t))}
	}
	return f, nil
}

func read(f *os.File, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

func kind(t fs.FileMode) string {
	switch {
	case t&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case t&fs.ModeSocket != 0:
		return "a socket"
	case t&fs.ModeDevice != 0:
		return "a device"
	}
	return "a " + t.String() + " file"
}
