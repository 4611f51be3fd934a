package confine

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// privateOpts are the options of the tmpfs covering a private directory:
// tiny, and the user's alone; once read-only it holds only the way to the
// kept directories.
const privateOpts = "size=16k,mode=0700"

// hidePrivate covers pr.Dir with an empty tmpfs and binds each directory
// of pr.Keep back in at its path, then makes the tmpfs read-only. The kept
// directories are opened before the cover hides them.
func hidePrivate(pr Private) error {
	if fi, err := os.Stat(pr.Dir); err != nil || !fi.IsDir() {
		return nil
	}
	type kept struct {
		fd  int
		rel string
	}
	var keep []kept
	defer func() {
		for _, k := range keep {
			unix.Close(k.fd)
		}
	}()
	for _, k := range pr.Keep {
		rel, err := filepath.Rel(pr.Dir, k)
		if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
			continue
		}
		fd, err := unix.Open(k, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			continue // gone: nothing to keep
		}
		keep = append(keep, kept{fd, rel})
	}
	flags := uintptr(unix.MS_NOSUID | unix.MS_NODEV | unix.MS_NOEXEC)
	if err := unix.Mount("tmpfs", pr.Dir, "tmpfs", flags, privateOpts); err != nil {
		return fmt.Errorf("hide %s: %w", pr.Dir, err)
	}
	for _, k := range keep {
		target := filepath.Join(pr.Dir, k.rel)
		if err := mkdirAll(pr.Dir, k.rel); err != nil {
			return fmt.Errorf("hide %s: %w", pr.Dir, err)
		}
		if err := unix.Mount(fmt.Sprintf("/proc/self/fd/%d", k.fd), target, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("keep %s in %s: %w", target, pr.Dir, err)
		}
	}
	if err := unix.Mount("", pr.Dir, "", unix.MS_REMOUNT|unix.MS_RDONLY|flags, privateOpts); err != nil {
		return fmt.Errorf("make the cover of %s read-only: %w", pr.Dir, err)
	}
	return nil
}

// mkdirAll makes rel's directories inside the fresh tmpfs at root.
func mkdirAll(root, rel string) error {
	d := root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		d = filepath.Join(d, part)
		if err := unix.Mkdir(d, 0o700); err != nil && err != unix.EEXIST {
			return err
		}
	}
	return nil
}
