package confine

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// privateTmpfs are directories a command may write whatever the policy
// (Landlock lets it too), each a fresh tmpfs of the helper's own mount
// namespace, never the host's: POSIX shared memory. The host's /dev/shm
// holds other programs' shared memory (a database's, a browser's) and
// outlives the session.
var privateTmpfs = []string{"/dev/shm"}

// readOnlyOutside makes every mount of the namespace read-only but the
// writable roots (as bubblewrap's read-only bind of / with writable binds
// does): Landlock has no right for chmod, chown, utimes or setxattr, but
// on a read-only mount they fail with EROFS. Each writable root is bound
// onto itself first, so it is a mount of its own; then every mount is
// made read-only, and the ones at or under a writable root that were
// writable before are made writable again (one read-only before stays so).
func readOnlyOutside(p Request) error {
	var roots []string
	if !p.ReadOnly {
		roots = append(roots, p.Writable...)
	}
	var bound []string
	for _, r := range privateTmpfs {
		if fi, err := os.Stat(r); err != nil || !fi.IsDir() {
			continue
		}
		if err := unix.Mount("tmpfs", r, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=1777"); err != nil {
			return fmt.Errorf("mount a private tmpfs on %s: %w", r, err)
		}
		bound = append(bound, r)
	}
	for _, r := range roots {
		r = filepath.Clean(r)
		if fi, err := os.Stat(r); err != nil || !fi.IsDir() {
			continue
		}
		if err := unix.Mount(r, r, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("bind %s: %w", r, err)
		}
		if real, err := filepath.EvalSymlinks(r); err == nil {
			bound = append(bound, real)
		}
	}
	writable, err := writableMounts(bound)
	if err != nil {
		return err
	}
	ro := &unix.MountAttr{Attr_set: unix.MOUNT_ATTR_RDONLY}
	if err := unix.MountSetattr(-1, "/", unix.AT_RECURSIVE, ro); err != nil {
		return fmt.Errorf("make / read-only: %w", err)
	}
	rw := &unix.MountAttr{Attr_clr: unix.MOUNT_ATTR_RDONLY}
	for _, m := range writable {
		if err := unix.MountSetattr(-1, m, 0, rw); err != nil {
			return fmt.Errorf("make %s writable: %w", m, err)
		}
	}
	return nil
}

// writableMounts lists, from /proc/self/mountinfo, the mount points at or
// under one of roots that are mounted read-write, outer ones first.
func writableMounts(roots []string) ([]string, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil, fmt.Errorf("read mounts: %w", err)
	}
	defer f.Close()
	var out []string
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		// ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS ...
		fields := strings.Fields(sc.Text())
		if len(fields) < 6 {
			continue
		}
		point := unescapeMount(fields[4])
		if seen[point] || !hasOption(fields[5], "rw") || !under(roots, point) {
			continue
		}
		seen[point] = true
		out = append(out, point)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read mounts: %w", err)
	}
	return out, nil
}

// under reports whether path is one of roots or inside one.
func under(roots []string, path string) bool {
	for _, r := range roots {
		if path == r || strings.HasPrefix(path, r+"/") || r == "/" {
			return true
		}
	}
	return false
}

// hasOption reports whether the comma-separated opts hold opt.
func hasOption(opts, opt string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		if o == opt {
			return true
		}
	}
	return false
}

// unescapeMount undoes mountinfo's octal escapes (\040 for a space, ...).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			var v byte
			ok := true
			for _, c := range []byte(s[i+1 : i+4]) {
				if c < '0' || c > '7' {
					ok = false
					break
				}
				v = v*8 + (c - '0')
			}
			if ok {
				b.WriteByte(v)
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// privateDevpts mounts a devpts instance of the command's own on
// /dev/pts (and its ptmx on /dev/ptmx): the terminals of the user's other
// sessions are not there to read or write, while a command can still
// open terminals of its own. Where a new instance cannot be mounted,
// /dev/pts is covered with an empty directory.
func privateDevpts() error {
	if fi, err := os.Stat("/dev/pts"); err != nil || !fi.IsDir() {
		return nil
	}
	err := unix.Mount("devpts", "/dev/pts", "devpts", unix.MS_NOSUID|unix.MS_NOEXEC, "newinstance,ptmxmode=0666,mode=0620")
	if err == nil {
		if _, serr := os.Stat("/dev/ptmx"); serr == nil {
			err = unix.Mount("/dev/pts/ptmx", "/dev/ptmx", "", unix.MS_BIND, "")
		}
		if err != nil {
			return fmt.Errorf("bind the new ptmx: %w", err)
		}
		return nil
	}
	if err := unix.Mount("tmpfs", "/dev/pts", "tmpfs", unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "size=4k,mode=755"); err != nil {
		return fmt.Errorf("cover /dev/pts: %w", err)
	}
	return nil
}
