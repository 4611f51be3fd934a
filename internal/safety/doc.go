// Package safety decides whether a tool call may run: allow, ask the user,
// or deny. It holds three of troupe's five safety layers as pure functions
// over parsed input; the tool runner and the CLI wire them in.
//
//   - Layer 2, approval ([Policy.Decide]): the session's [Mode] (manual,
//     auto-edit, auto), rules from config and .troupe/permissions.yaml
//     ([Rule], [LoadPermissions]) and the "allow for this session" grants
//     ([SessionGrants]). [NonInteractive] turns "ask" into an answer when
//     nobody can be asked.
//   - Layer 3, command analysis ([AnalyzeCommand]): a bash command is parsed
//     with mvdan.cc/sh/v3/syntax, never matched by prefix. The analysis walks
//     every simple command, looks through wrappers (env, nice, timeout,
//     nohup, xargs, sudo, command, exec, time, ...), shell strings (sh -c,
//     bash -c, eval, su -c; parsed recursively to a bounded depth), command
//     and process substitutions, pipelines, chains, subshells, functions and
//     redirections, and denies the destructive patterns or asks for the
//     risky ones. A command it cannot parse, or whose command name is only
//     known at run time, is asked, never allowed.
//   - Layer 4's secret-file check ([SensitivePath]): reading a secret is
//     asked in every mode unless a rule allows that path.
//
// Precedence: a layer-3 deny cannot be overridden. A rule "deny" beats
// "ask" beats "allow". A layer-3 "ask" is overridden only by an allow rule
// that names the command (a prefix or pattern covering the command as
// written, wrappers included), a sensitive-path "ask" only by an allow rule
// whose path pattern matches that path, and the mode's "ask" by any matching
// allow rule or session grant.
//
// Protected paths ([ProtectedPath]: .git/config, .git/hooks, .troupe,
// .claude, .mcp.json, CI definitions) are asked in every mode, whether a
// file tool or a command writes them, unless an allow rule names the path.
//
// Limits: programs run by interpreters (python -c, node -e, awk) and
// commands run elsewhere (ssh host cmd, docker run) are not analyzed; such
// commands are never read-only, so auto-edit asks, and auto relies on the
// kernel sandbox (internal/sandbox) to hold what analysis misses. When the
// sandbox is missing ([Policy.Unsandboxed]) auto asks for them too.
// [DiscardsWork] names git commands that throw away uncommitted work, for
// the checkpoint taken before them.
//
// Concurrency: everything here is a pure function of its arguments except
// [SessionGrants], which is guarded by a mutex and safe for concurrent use.
// A [Policy] is not mutated by Decide; share it read-only once built (its
// Grants pointer may be shared and written concurrently). The package's
// lookup tables (wrappers, start-up files, ...) are never written.
package safety
