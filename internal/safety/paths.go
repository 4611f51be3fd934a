package safety

import (
	"path"
	"strings"
)

// place is where a path lies, for deciding about destructive operations.
type place int

const (
	placeInside    place = iota // inside the workspace (not its root) or a temp dir
	placeOutside                // elsewhere on the machine
	placeUnknown                // not known until run time
	placeWorkspace              // the workspace root itself
	placeCritical               // /, home, their parents, system directories, ~/.ssh
)

// where is a classified path with a description for reasons.
type where struct {
	place place
	desc  string // "the home directory"; "" for placeInside
}

// systemDirs are trees whose contents no agent should delete or rewrite.
var systemDirs = []string{"/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64",
	"/libx32", "/proc", "/sbin", "/sys", "/usr", "/System", "/Library", "/Applications"}

// defaultTempDirs are directories whose children may be deleted freely.
var defaultTempDirs = []string{"/tmp", "/var/tmp", "/private/tmp"}

// within reports whether p is dir or below it.
func within(p, dir string) bool {
	if dir == "/" {
		return strings.HasPrefix(p, "/")
	}
	return p == dir || strings.HasPrefix(p, dir+"/")
}

// below reports whether p is strictly below dir.
func below(p, dir string) bool { return p != dir && within(p, dir) }

// classifyAbs places an absolute, clean path.
func (a *analyzer) classifyAbs(p string) where {
	switch {
	case p == "/":
		return where{placeCritical, "the root directory"}
	case p == a.home:
		return where{placeCritical, "the home directory"}
	case p == a.workspace:
		return where{placeWorkspace, "the workspace root"}
	case below(a.workspace, p):
		return where{placeCritical, "a parent of the workspace"}
	case below(a.home, p):
		return where{placeCritical, "a parent of the home directory"}
	case within(p, path.Join(a.home, ".ssh")):
		return where{placeCritical, "the SSH directory"}
	case below(p, a.workspace):
		return where{placeInside, ""}
	}
	for _, t := range a.tempDirs {
		if below(p, t) {
			return where{placeInside, ""}
		}
	}
	if strings.Count(p, "/") == 1 {
		return where{placeCritical, "a top-level system directory"}
	}
	for _, s := range systemDirs {
		if within(p, s) {
			return where{placeCritical, "a path in the system directory " + s}
		}
	}
	return where{placeOutside, "a path outside the workspace"}
}

// classify places a path word in every directory the command may be
// running in and returns the worst. A glob such as * or .* that names
// everything in a directory counts as that directory.
func (a *analyzer) classify(w word) where {
	if !w.known {
		return where{placeUnknown, "a path not known until run time"}
	}
	t := w.text
	everything := false
	if w.glob {
		t, everything = globDir(t)
	}
	worst := where{place: -1}
	for _, abs := range a.resolve(t) {
		var c where
		switch {
		case abs == "":
			c = where{placeUnknown, "a path in a directory not known until run time"}
		case w.glob && !everything:
			// a pattern inside dir: its matches are below dir
			c = a.classifyAbs(abs)
			if c.place == placeWorkspace || c.place == placeInside {
				c = where{placeInside, ""}
			} else if c.place == placeCritical {
				c = where{placeOutside, "files matching a pattern in " + c.desc}
			}
		case everything:
			c = a.classifyAbs(abs)
			if c.place == placeCritical || c.place == placeWorkspace {
				c.desc = "every file in " + c.desc
			}
		default:
			c = a.classifyAbs(abs)
		}
		if c.place > worst.place {
			worst = c
		}
	}
	return worst
}

// globDir returns the directory part of a glob path before its first
// pattern component, and whether that component matches everything
// (*, .*, *.*).
func globDir(p string) (string, bool) {
	parts := strings.Split(p, "/")
	for i, part := range parts {
		if !strings.ContainsAny(part, "*?[") {
			continue
		}
		dir := strings.Join(parts[:i], "/")
		if dir == "" && strings.HasPrefix(p, "/") {
			dir = "/"
		}
		if dir == "" {
			dir = "."
		}
		return dir, strings.Trim(part, "*.") == ""
	}
	return p, false
}

// resolve returns p as an absolute, clean path for each directory the
// command may be running in ("" where that directory is unknown).
func (a *analyzer) resolve(p string) []string {
	if p == "" {
		return []string{""}
	}
	if path.IsAbs(p) {
		return []string{path.Clean(p)}
	}
	out := make([]string, 0, len(a.cwds))
	for _, d := range a.cwds {
		if d == "" {
			out = append(out, "")
			continue
		}
		out = append(out, path.Join(d, p))
	}
	return out
}

// startupFiles are run by shells and sessions at start-up, relative to home.
var startupFiles = []string{".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile",
	".zshrc", ".zshenv", ".zprofile", ".zlogin", ".zlogout", ".kshrc", ".mkshrc", ".cshrc",
	".tcshrc", ".login", ".xinitrc", ".xprofile", ".xsession", ".pam_environment", ".inputrc",
	".config/fish/config.fish"}

// startupDirs hold files run at start-up, relative to home.
var startupDirs = []string{".config/fish/conf.d", ".config/fish/functions", ".config/autostart",
	".config/environment.d", ".config/systemd/user", ".oh-my-zsh/custom", "Library/LaunchAgents"}

// startupFile reports whether abs is a shell or session start-up file.
func startupFile(abs, home string) bool {
	if rel, ok := strings.CutPrefix(abs, home+"/"); ok {
		for _, f := range startupFiles {
			if rel == f {
				return true
			}
		}
		for _, d := range startupDirs {
			if below(rel, d) {
				return true
			}
		}
	}
	switch abs {
	case "/etc/profile", "/etc/bashrc", "/etc/bash.bashrc", "/etc/zshrc", "/etc/zshenv",
		"/etc/zprofile", "/etc/environment", "/etc/csh.cshrc", "/etc/csh.login":
		return true
	}
	return below(abs, "/etc/profile.d") || below(abs, "/etc/zsh")
}

// blockDevice reports whether abs is a disk or memory device.
func blockDevice(abs string) bool {
	if below(abs, "/dev/disk") || below(abs, "/dev/mapper") {
		return true
	}
	dir, base := path.Split(abs)
	if dir != "/dev/" {
		return false
	}
	for _, p := range []string{"sd", "hd", "vd", "xvd", "nvme", "mmcblk", "disk", "rdisk", "md", "dm-", "loop", "sr"} {
		if strings.HasPrefix(base, p) {
			return true
		}
	}
	return base == "mem" || base == "kmem" || base == "port"
}

// harmlessDevice reports whether abs is a device writes to which are fine.
func harmlessDevice(abs string) bool {
	switch abs {
	case "/dev/null", "/dev/zero", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "/dev/full":
		return true
	}
	return below(abs, "/dev/fd") || below(abs, "/dev/pts")
}
