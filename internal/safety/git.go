package safety

import (
	"fmt"
	"path"
	"strings"
)

// defaultProtected are the branches a push to is asked when the context
// names none.
var defaultProtected = []string{"main", "master"}

// gitGlobal lists git's options before the subcommand that take a value.
var gitGlobal = optSpec{short: "Cc", long: []string{"git-dir", "work-tree", "namespace", "super-prefix",
	"config-env", "exec-path"}, posix: true}

// checkGit asks before git commands that lose work or rewrite shared
// history.
func (a *analyzer) checkGit(args []word) {
	_, _, rest := parseOpts(args[1:], gitGlobal)
	rest++
	if rest >= len(args) || !args[rest].known {
		return
	}
	sub, subArgs := args[rest].text, args[rest+1:]
	switch sub {
	case "push":
		a.gitPush(subArgs)
	case "reset":
		if opts, _, _ := parseOpts(subArgs, optSpec{}); has(opts, "hard") {
			a.flag(Ask, "git-reset-hard", "git reset --hard discards uncommitted changes")
		}
	case "clean":
		opts, _, _ := parseOpts(subArgs, optSpec{short: "e", long: []string{"exclude"}})
		if has(opts, "f", "force") && !has(opts, "n", "dry-run") {
			a.flag(Ask, "git-clean-force", "git clean -f deletes untracked files")
		}
	case "checkout":
		a.gitCheckout(subArgs)
	case "restore":
		opts, paths, _ := parseOpts(subArgs, optSpec{short: "s", long: []string{"source", "pathspec-from-file"}})
		if has(opts, "S", "staged") && !has(opts, "W", "worktree") {
			return // only unstages
		}
		if p, ok := a.broadPathspec(paths); ok {
			a.flag(Ask, "git-discard", fmt.Sprintf("git restore %s discards every uncommitted change", p))
		}
	case "branch":
		opts, _, _ := parseOpts(subArgs, optSpec{short: "u", long: []string{"set-upstream-to", "contains",
			"no-contains", "merged", "no-merged", "points-at", "sort", "format"}})
		if has(opts, "D") || has(opts, "d", "delete") && has(opts, "f", "force") {
			a.flag(Ask, "git-branch-force-delete", "git branch -D deletes a branch even if it is not merged")
		}
	case "config":
		a.gitConfig(subArgs)
	case "stash":
		if len(subArgs) > 0 && subArgs[0].text == "clear" {
			a.flag(Ask, "git-stash-clear", "git stash clear deletes every stash")
		}
	}
}

// gitConfig asks before git config changes a configuration: the
// repository's .git/config is a protected path (core.fsmonitor, aliases,
// pagers and hooksPath run code), and ~/.gitconfig is the user's.
func (a *analyzer) gitConfig(args []word) {
	operands := 0
	for _, w := range args {
		switch t := w.text; {
		case t == "--unset" || t == "--unset-all" || t == "--add" || t == "--replace-all" || t == "-e" ||
			t == "--edit" || t == "--rename-section" || t == "--remove-section" || !w.known:
			operands = 2
		case operands == 0 && (t == "set" || t == "unset" || t == "edit" || t == "rename-section" || t == "remove-section"):
			operands = 2
		case !strings.HasPrefix(t, "-"):
			operands++
		}
	}
	if operands >= 2 {
		a.flag(Ask, "protected-path", "git config changes git's configuration (a protected path: settings such as core.fsmonitor run code)")
	}
}

// gitCheckout asks before git checkout discards changes: a broad pathspec
// ("git checkout -- .", "git checkout .") or --force.
func (a *analyzer) gitCheckout(args []word) {
	opts, ops, _ := parseOpts(args, optSpec{short: "bB", long: []string{"orphan", "conflict", "pathspec-from-file"}})
	if has(opts, "f", "force") {
		a.flag(Ask, "git-discard", "git checkout --force discards local changes")
		return
	}
	if p, ok := a.broadPathspec(ops); ok {
		a.flag(Ask, "git-discard", fmt.Sprintf("git checkout %s discards every uncommitted change", p))
	}
}

// broadPathspec reports a pathspec that covers the whole tree or the
// current directory.
func (a *analyzer) broadPathspec(ps []word) (string, bool) {
	for _, p := range ps {
		if !p.known {
			continue
		}
		switch t := p.text; t {
		case ".", "./", "*", ":/", ":(top)", ":/*", "-A":
			return a.display(p), true
		default:
			for _, abs := range a.resolve(t) {
				if abs == a.workspace {
					return a.display(p), true
				}
			}
		}
	}
	return "", false
}

// gitPush asks before force pushes (but not --force-with-lease), mirror
// pushes and pushes to (or deletes of) protected branches.
func (a *analyzer) gitPush(args []word) {
	opts, ops, _ := parseOpts(args, optSpec{short: "o", long: []string{"repo", "receive-pack", "exec", "push-option"}})
	switch {
	case has(opts, "f", "force"):
		a.flag(Ask, "git-force-push", "git push --force rewrites the remote branch's history")
	case has(opts, "mirror"):
		a.flag(Ask, "git-force-push", "git push --mirror overwrites every ref on the remote")
	}
	del := has(opts, "d", "delete")
	var refspecs []word
	if len(ops) > 1 {
		refspecs = ops[1:]
	}
	if has(opts, "all", "branches") {
		if len(a.protected()) > 0 {
			a.flag(Ask, "git-protected-push", "git push --all pushes every branch, protected ones included")
		}
		return
	}
	if len(refspecs) == 0 && a.ctx.Branch != "" && a.isProtected(a.ctx.Branch) {
		a.flag(Ask, "git-protected-push", fmt.Sprintf("git push to the protected branch %s (the current branch)", a.ctx.Branch))
	}
	for _, r := range refspecs {
		if !r.known {
			a.flag(Ask, "git-protected-push", fmt.Sprintf("git push of a ref not known until run time (%s)", a.display(r)))
			continue
		}
		spec := r.text
		if strings.HasPrefix(spec, "+") {
			a.flag(Ask, "git-force-push", fmt.Sprintf("git push %s forces the push (the + rewrites the remote branch's history)", spec))
			spec = spec[1:]
		}
		src, dst, colon := strings.Cut(spec, ":")
		if !colon {
			dst = src
		}
		if dst == "HEAD" || dst == "@" {
			dst = a.ctx.Branch
		}
		dst = strings.TrimPrefix(dst, "refs/heads/")
		if dst == "" || !a.isProtected(dst) {
			continue
		}
		if del || colon && src == "" {
			a.flag(Ask, "git-protected-push", fmt.Sprintf("git push deletes the protected branch %s", dst))
		} else {
			a.flag(Ask, "git-protected-push", fmt.Sprintf("git push to the protected branch %s", dst))
		}
	}
}

func (a *analyzer) protected() []string {
	if a.ctx.ProtectedBranches == nil {
		return defaultProtected
	}
	return a.ctx.ProtectedBranches
}

func (a *analyzer) isProtected(branch string) bool {
	for _, p := range a.protected() {
		if ok, _ := path.Match(p, branch); ok || p == branch {
			return true
		}
	}
	return false
}
