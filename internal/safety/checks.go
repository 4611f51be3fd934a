package safety

import (
	"fmt"
	"path"
	"strings"

	"troupe/internal/lazy"
)

// check applies the rules for one program (after wrappers are removed).
func (a *analyzer) check(base string, args []word) {
	switch {
	case base == "rm":
		a.checkRm(args)
	case base == "find":
		a.checkFind(args)
	case base == "git":
		a.checkGit(args)
	case base == "dd":
		a.checkDd(args)
	case strings.HasPrefix(base, "mkfs") || base == "mke2fs" || base == "newfs" || base == "wipefs":
		a.flag(Deny, "mkfs", base+" formats or wipes a filesystem")
	case base == "diskutil" && len(args) > 1 && args[1].known &&
		(strings.HasPrefix(strings.ToLower(args[1].text), "erase") || strings.HasPrefix(strings.ToLower(args[1].text), "partition")):
		a.flag(Deny, "mkfs", "diskutil "+args[1].text+" erases a disk")
	case base == "mkswap" || base == "fdisk" || base == "sfdisk" || base == "cfdisk" || base == "gdisk" ||
		base == "sgdisk" || base == "parted":
		a.flag(Ask, "partition", base+" changes disk partitions")
	case base == "shred":
		a.checkShred(args)
	case base == "chmod" || base == "chown" || base == "chgrp":
		a.checkOwner(base, args)
	case base == "mv":
		a.checkMv(args)
	case base == "cp" || base == "ln" || base == "install" || base == "rsync" || base == "scp":
		a.checkCopy(base, args)
	case base == "tee":
		_, files, _ := parseOpts(args[1:], optSpec{long: []string{"output-error"}})
		for _, f := range files {
			a.checkWrite(f, "tee")
		}
	case base == "sed" || base == "perl":
		a.checkInPlace(base, args)
	case base == "truncate":
		_, files, _ := parseOpts(args[1:], optSpec{short: "rs", long: []string{"reference", "size"}})
		for _, f := range files {
			a.checkWrite(f, "truncate")
		}
	case base == "curl" || base == "wget":
		a.checkDownload(base, args)
	case base == "kill" || base == "pkill" || base == "killall":
		a.checkKill(base, args)
	case base == "shutdown" || base == "reboot" || base == "halt" || base == "poweroff" ||
		base == "init" && len(args) > 1 && (args[1].text == "0" || args[1].text == "6"):
		a.flag(Ask, "shutdown", base+" shuts down or restarts the machine")
	case base == "crontab":
		if len(args) > 1 && !has(mustOpts(args), "l") {
			a.flag(Ask, "crontab", "crontab changes scheduled jobs")
		}
	case base == "alias":
		for _, w := range args[1:] {
			if _, v, ok := strings.Cut(w.text, "="); ok && w.known {
				a.nested("alias", v, false)
			}
		}
	case base == "trap":
		if len(args) > 2 && args[1].known {
			a.nested("trap", args[1].text, false)
		}
	}
}

func mustOpts(args []word) []opt {
	opts, _, _ := parseOpts(args[1:], optSpec{})
	return opts
}

// checkRm denies recursive deletes of /, ~, the workspace, their parents
// and system directories, and asks for those outside the workspace.
func (a *analyzer) checkRm(args []word) {
	opts, targets, _ := parseOpts(args[1:], optSpec{})
	recursive := has(opts, "r", "R", "recursive", "?")
	force := has(opts, "f", "force", "?")
	if !recursive {
		ssh := path.Join(a.home, ".ssh")
		for _, t := range targets {
			for _, abs := range a.resolve(t.text) {
				if t.known && within(abs, ssh) {
					a.flag(Deny, "ssh-write", fmt.Sprintf("rm of a file in ~/.ssh (%s)", a.display(t)))
				}
			}
		}
		return
	}
	op := "rm -r"
	if force {
		op = "rm -rf"
	}
	a.deleteTargets(op, "rm-recursive", targets, true)
}

// deleteTargets judges a recursive delete (or move) of each target.
// workspaceRoot says whether the workspace root itself counts as critical.
func (a *analyzer) deleteTargets(op, rule string, targets []word, workspaceRoot bool) {
	for _, t := range targets {
		c := a.classify(t)
		switch c.place {
		case placeCritical:
			a.flag(Deny, rule+"-critical", fmt.Sprintf("%s of %s (%s)", op, c.desc, a.display(t)))
		case placeWorkspace:
			if workspaceRoot {
				a.flag(Deny, rule+"-critical", fmt.Sprintf("%s of %s (%s)", op, c.desc, a.display(t)))
			}
		case placeOutside:
			a.flag(Ask, rule+"-outside", fmt.Sprintf("%s of %s (%s)", op, c.desc, a.display(t)))
		case placeUnknown:
			a.flag(Ask, rule+"-unknown", fmt.Sprintf("%s of %s (%s)", op, c.desc, a.display(t)))
		}
	}
}

// display returns a word as the user wrote it.
func (a *analyzer) display(w word) string {
	if w.node != nil {
		if s := a.source(w.node); s != "" {
			return s
		}
	}
	return w.text
}

// findFilters are find primaries that do not narrow what is matched.
var findNonFilters = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-delete": true, "-print": true, "-print0": true, "-printf": true,
		"-fprint": true, "-fprint0": true, "-fprintf": true, "-ls": true, "-fls": true, "-exec": true,
		"-execdir": true, "-ok": true, "-okdir": true, "-depth": true, "-d": true, "-maxdepth": true,
		"-mindepth": true, "-xdev": true, "-mount": true, "-follow": true, "-noleaf": true, "-daystart": true,
		"-ignore_readdir_race": true, "-noignore_readdir_race": true, "-warn": true, "-nowarn": true,
		"-regextype": true, "-true": true, "-prune": true, "(": true, ")": true, "!": true, "-not": true,
		"-a": true, "-and": true, "-o": true, "-or": true, ",": true, "-quit": true}
}}

// checkFind handles find -delete and the commands of -exec.
func (a *analyzer) checkFind(args []word) {
	i := 1
	for i < len(args) && args[i].known && (args[i].text == "-H" || args[i].text == "-L" ||
		args[i].text == "-P" || strings.HasPrefix(args[i].text, "-O")) {
		i++
	}
	var starts []word
	for ; i < len(args); i++ {
		t := args[i].text
		if args[i].known && (strings.HasPrefix(t, "-") || t == "(" || t == "!" || t == ",") {
			break
		}
		starts = append(starts, args[i])
	}
	if len(starts) == 0 {
		starts = []word{{text: ".", known: true}}
	}
	expr := args[i:]
	filtered, del := false, false
	for j := 0; j < len(expr); j++ {
		t := expr[j].text
		switch {
		case !expr[j].known:
		case t == "-delete":
			del = true
		case t == "-exec" || t == "-execdir" || t == "-ok" || t == "-okdir":
			end := j + 1
			for end < len(expr) && !(expr[end].known && (expr[end].text == ";" || expr[end].text == "+")) {
				end++
			}
			a.findExec(t, expr[j+1:end], starts, filtered)
			j = end
		case t == "-fprint" || t == "-fprint0" || t == "-fls" || t == "-fprintf":
			if j+1 < len(expr) {
				a.checkWrite(expr[j+1], "find "+t)
			}
		case strings.HasPrefix(t, "-") && !findNonFilters.Get()[t]:
			filtered = true
		}
	}
	if !del {
		return
	}
	for _, s := range starts {
		c := a.classify(s)
		switch {
		case c.place == placeInside, c.place == placeWorkspace && filtered:
		case c.place >= placeWorkspace && !filtered:
			a.flag(Deny, "find-delete-critical", fmt.Sprintf("find -delete of %s (%s)", c.desc, a.display(s)))
		default:
			a.flag(Ask, "find-delete", fmt.Sprintf("find -delete of %s (%s)", c.desc, a.display(s)))
		}
	}
}

// findExec analyzes the command of find -exec with {} standing for the
// start directories (unfiltered) or for files below them (filtered).
func (a *analyzer) findExec(label string, cmd, starts []word, filtered bool) {
	if len(cmd) == 0 {
		return
	}
	defer a.enter("find " + label)()
	for _, s := range starts {
		sub := s
		if filtered {
			sub = word{text: "(a file found by find)"}
			if c := a.classify(s); c.place == placeInside || c.place == placeWorkspace {
				sub = word{text: path.Join(s.text, "found"), known: true}
			}
		}
		argv := make([]word, len(cmd))
		for i, w := range cmd {
			argv[i] = w
			if w.known && strings.Contains(w.text, "{}") {
				argv[i] = sub
			}
		}
		a.run(argv, nil, stdin{}, -1)
	}
}

// checkDd denies dd writing to a device.
func (a *analyzer) checkDd(args []word) {
	for _, w := range args[1:] {
		target, ok := strings.CutPrefix(w.text, "of=")
		if !ok || !w.known {
			continue
		}
		tw := word{text: target, known: true}
		for _, abs := range a.resolve(target) {
			if strings.HasPrefix(abs, "/dev/") && !harmlessDevice(abs) {
				a.flag(Deny, "dd-device", fmt.Sprintf("dd writes to the device %s", abs))
			}
		}
		a.checkWrite(tw, "dd")
	}
}

// checkShred denies shredding a device.
func (a *analyzer) checkShred(args []word) {
	_, files, _ := parseOpts(args[1:], optSpec{short: "nsr", long: []string{"iterations", "size", "random-source", "remove"}})
	for _, f := range files {
		for _, abs := range a.resolve(f.text) {
			if f.known && strings.HasPrefix(abs, "/dev/") && !harmlessDevice(abs) {
				a.flag(Deny, "shred-device", fmt.Sprintf("shred of the device %s", abs))
			}
		}
		a.checkWrite(f, "shred")
	}
}

// checkOwner denies recursive chmod/chown/chgrp of /, ~, their parents and
// system directories.
func (a *analyzer) checkOwner(base string, args []word) {
	opts, ops, _ := parseOpts(args[1:], optSpec{long: []string{"reference", "from"}})
	if len(ops) == 0 {
		return
	}
	mode := ops[0].text
	targets := ops[1:]
	if has(opts, "reference") {
		mode, targets = "", ops
	}
	if !has(opts, "R", "recursive") {
		return
	}
	op := base + " -R " + mode
	if mode == "" {
		op = base + " -R"
	}
	for _, t := range targets {
		if c := a.classify(t); c.place == placeCritical {
			a.flag(Deny, base+"-recursive-critical", fmt.Sprintf("%s of %s (%s)", op, c.desc, a.display(t)))
		}
	}
}

// checkMv denies moving /, ~ or system directories away and checks the
// destination like a copy's.
func (a *analyzer) checkMv(args []word) {
	opts, ops, _ := parseOpts(args[1:], optSpec{short: "tS", long: []string{"target-directory", "suffix", "backup"}})
	sources := ops
	if !has(opts, "t", "target-directory") && len(ops) > 1 {
		sources = ops[:len(ops)-1]
	}
	for _, s := range sources {
		if c := a.classify(s); c.place == placeCritical {
			a.flag(Deny, "mv-critical", fmt.Sprintf("mv of %s (%s)", c.desc, a.display(s)))
		}
	}
	a.checkCopy("mv", args)
}

// checkCopy checks the destination of cp, mv, ln, install, rsync and scp.
func (a *analyzer) checkCopy(base string, args []word) {
	opts, ops, _ := parseOpts(args[1:], optSpec{short: "tSmogeB", long: []string{"target-directory", "suffix",
		"mode", "owner", "group", "rsh", "exclude", "include", "filter", "rsync-path", "backup-dir"}})
	var dest word
	sources := ops
	for _, o := range opts {
		if (o.name == "t" || o.name == "target-directory") && o.hasVal {
			dest = o.val
		}
	}
	if dest.text == "" {
		if len(ops) < 2 {
			return
		}
		dest, sources = ops[len(ops)-1], ops[:len(ops)-1]
	}
	if strings.Contains(dest.text, ":") && (base == "scp" || base == "rsync") {
		return // a remote destination
	}
	a.checkWrite(dest, base)
	if base == "rsync" && (has(opts, "delete", "del", "delete-before", "delete-during", "delete-delay",
		"delete-after", "delete-excluded")) {
		a.deleteTargets("rsync --delete", "rsync-delete", []word{dest}, true)
	}
	if !dest.known {
		return
	}
	// copying .bashrc into ~ writes ~/.bashrc
	for _, s := range sources {
		if !s.known {
			continue
		}
		a.checkWrite(word{text: path.Join(dest.text, path.Base(s.text)), known: true, node: dest.node}, base)
	}
}

// checkInPlace checks the files sed -i and perl -i rewrite.
func (a *analyzer) checkInPlace(base string, args []word) {
	spec := optSpec{short: "efl", long: []string{"expression", "file", "line-length"}}
	if base == "perl" {
		spec = optSpec{short: "eEIMmx"}
	}
	opts, ops, _ := parseOpts(args[1:], spec)
	if !has(opts, "i", "in-place") {
		return
	}
	if !has(opts, "e", "E", "f", "expression", "file") && len(ops) > 0 {
		ops = ops[1:] // the script
	}
	for _, f := range ops {
		a.checkWrite(f, base+" -i")
	}
}

// checkDownload checks where curl and wget save what they download.
func (a *analyzer) checkDownload(base string, args []word) {
	spec := optSpec{short: "AbcCdDeEFHKmoPQrtTuUwxXyYz", long: []string{"output", "cookie-jar",
		"dump-header", "data", "header", "request", "user", "url", "config", "upload-file"}}
	writes := map[string]bool{"o": true, "output": true, "c": true, "cookie-jar": true, "D": true, "dump-header": true}
	if base == "wget" {
		spec = optSpec{short: "eoaiBtOTwQPUlARDIX", long: []string{"output-document", "output-file",
			"append-output", "directory-prefix"}}
		writes = map[string]bool{"O": true, "output-document": true, "o": true, "output-file": true,
			"a": true, "append-output": true}
	}
	opts, _, _ := parseOpts(args[1:], spec)
	for _, o := range opts {
		switch {
		case !o.hasVal:
		case writes[o.name] && o.val.text != "-":
			a.checkWrite(o.val, base+" -"+o.name)
		case base == "wget" && (o.name == "P" || o.name == "directory-prefix"):
			a.checkWrite(word{text: path.Join(o.val.text, "downloaded"), known: o.val.known, node: o.val.node}, "wget -P")
		}
	}
}

// checkKill denies signalling every process the user owns.
func (a *analyzer) checkKill(base string, args []word) {
	if base != "kill" {
		return
	}
	for _, w := range args[1:] {
		if w.known && w.text == "-1" && len(args) > 2 {
			a.flag(Deny, "kill-all", "kill -1 signals every process you own")
		}
	}
}

// checkWrite judges a file a command writes: shell start-up files, ~/.ssh,
// /etc and disk devices are denied, git hooks asked.
func (a *analyzer) checkWrite(w word, how string) {
	if !w.known {
		a.res.writes = append(a.res.writes, "")
		if w.subst {
			a.flag(Ask, "dynamic-write", fmt.Sprintf("%s writes to a file not known until run time (%s)", how, a.display(w)))
		}
		return
	}
	for _, abs := range a.resolve(w.text) {
		a.res.writes = append(a.res.writes, abs)
		switch {
		case abs == "":
		case startupFile(abs, a.home):
			a.flag(Deny, "startup-file-write", fmt.Sprintf("%s writes to the shell start-up file %s", how, a.pretty(abs)))
		case within(abs, path.Join(a.home, ".ssh")):
			a.flag(Deny, "ssh-write", fmt.Sprintf("%s writes into ~/.ssh (%s)", how, a.pretty(abs)))
		case blockDevice(abs):
			a.flag(Deny, "device-write", fmt.Sprintf("%s writes to the disk device %s", how, abs))
		case below(abs, "/etc"):
			a.flag(Deny, "etc-write", fmt.Sprintf("%s writes to the system file %s", how, abs))
		case strings.Contains(abs+"/", "/.git/hooks/"):
			a.flag(Ask, "git-hook-write", fmt.Sprintf("%s writes a git hook (%s), which runs on later git commands", how, a.pretty(abs)))
		default:
			if ok, what := ProtectedPath(abs, a.workspace); ok {
				a.flag(Ask, "protected-path", fmt.Sprintf("%s writes the protected path %s (%s)", how, a.pretty(abs), what))
			}
		}
	}
}

// checkReads asks before a command reads a secret file named in its
// arguments.
func (a *analyzer) checkReads(args []word) {
	for _, w := range args {
		a.checkRead(w)
	}
}

func (a *analyzer) checkRead(w word) {
	t := w.text
	if _, v, ok := strings.Cut(t, "="); ok && strings.HasPrefix(t, "-") {
		t = v // --env-file=.env
	}
	t = strings.TrimPrefix(t, "@") // curl -d @file
	if !w.known || strings.HasPrefix(t, "-") || t == "" {
		return
	}
	if w.glob {
		// a pattern reads secrets when its directory holds only secrets
		t = path.Join(path.Dir(t), "x")
		if !within(path.Dir(t), path.Join(a.home, ".ssh")) {
			return
		}
	}
	for _, abs := range a.resolve(t) {
		if abs == "" {
			abs = path.Join(a.workspace, t)
		}
		if ok, what := SensitivePath(abs, a.home); ok {
			a.flag(Ask, "secret-read", fmt.Sprintf("reads the secret file %s (%s)", a.display(w), what))
			return
		}
	}
}

// pretty shows a path with the home directory as ~.
func (a *analyzer) pretty(abs string) string {
	if rel, ok := strings.CutPrefix(abs, a.home+"/"); ok {
		return "~/" + rel
	}
	return abs
}
