// Package store persists troupe sessions in a data directory. A session is
// the directory <root>/sessions/<id>; its history is the append-only JSON
// Lines file log.jsonl in it, one Event a line, and the session's scratch and
// other files live beside that file.
//
// Durability: Log.Append writes exactly one '\n'-terminated line with a single
// write and fsyncs the file before it returns, so a caller that publishes an
// event only after Append returned never shows anything that is not on disk.
// A crash can still leave a torn last line; Load and Store.Open report it in
// Loaded.Truncated and return every earlier event, and Store.Open cuts the
// file back to its last good line (saving the discarded bytes beside it in
// log.jsonl.corrupt-<unix>) before anything new is appended. Anything else
// malformed is an error wrapping ErrCorrupt that names the file and line.
//
// Concurrency: a Store holds no mutable state and may be shared. A Log is
// safe for concurrent use: a mutex serialises Append and Close, so sequence
// numbers are contiguous in file order. Nothing coordinates two Logs opened
// on the same session, in one process or in several; callers must not do
// that. Directories are created 0700 and logs 0600, since they can contain
// source code. The package logs nothing.
package store
