// Package checkpoint records the workspace's state before each turn's
// first change in a shadow git repository inside the session directory
// (never the user's .git), and restores the files a turn changed (undo).
//
// The shadow repository is driven with the git command line, isolated from
// the user's and the system's git configuration (no hooks, no fsmonitor,
// no aliases), with the workspace as its work tree; the workspace's
// .gitignore files are honoured, so ignored build output is not copied.
// Each snapshot is a commit on refs/troupe/head; the first snapshot of a
// turn is also refs/troupe/turns/<turn id>.
//
// Concurrency: a Store is safe for concurrent use; snapshots and restores
// are serialised by a mutex, so tool calls running in parallel in one turn
// all wait for the turn's snapshot before they change anything. Two
// processes on one session (a running session and `troupe undo`) are not
// coordinated beyond git's own index lock.
package checkpoint
