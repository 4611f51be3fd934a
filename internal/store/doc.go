// Package store persists troupe sessions in a data directory. A session is
// the directory <root>/sessions/<id>; its history is the append-only JSON
// Lines file log.jsonl in it, one Event a line, and the session's scratch and
// other files live beside that file.
//
// Durability: events are group committed. Log.Commit queues an event; the
// Log's writer goroutine writes everything that queued meanwhile
// ('\n'-terminated lines, one write) and calls each event's done function
// in order; a second goroutine then fsyncs what was written, once per batch.
// So what a caller publishes from done is in the file and survives the
// process being killed (kill -9, a crash); only a crash of the machine
// itself can lose the last fsync's worth of published events. Log.Append,
// Flush and Close wait for the fsync as well, and a failed fsync fails every
// later event.
// A crash can still leave a torn last line; Load and Store.Open report it in
// Loaded.Truncated and return every earlier event, and Store.Open cuts the
// file back to its last good line (saving the discarded bytes beside it in
// log.jsonl.corrupt-<unix>) before anything new is appended. Anything else
// malformed is an error wrapping ErrCorrupt that names the file and line and
// says to run `troupe sessions repair ID`: Store.Repair keeps every line that
// still decodes as an event, renumbered, drops (and reports) the rest, and
// keeps the original beside the log as log.jsonl.orig-<unix>.
//
// Concurrency: a Store holds no mutable state and may be shared. A Log is
// safe for concurrent use. It owns one goroutine, started by Store.Create or
// Store.Open and waited for by Log.Close; that goroutine assigns sequence
// numbers, so they are contiguous in file order, and it calls the done
// functions one at a time, in Commit order (a done must not call Append or
// Close on its own Log). One writer per session: Store.Create and Store.Open
// take an exclusive flock on <dir>/lock, which records the holder's pid, host
// and start time, and Log.Close releases it; opening a session that is open
// elsewhere, in this process or another, fails with a *LockedError naming the
// holder. The kernel drops the flock of a process that dies, even by
// SIGKILL, so its lock is taken over. Load and List take no lock. Directories are created 0700 and logs 0600, since they can contain
// source code. The package logs nothing.
package store
