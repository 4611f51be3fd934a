// Command troupe is a terminal coding agent whose runtime is a tree of
// supervised actors talking over NATS.
package main

import (
	"context"
	"os"

	cmap "github.com/orcaman/concurrent-map"

	"troupe/internal/cli"
	_ "troupe/internal/startstack" // grows the main goroutine's stack before the package inits do
)

func main() {
	// protoactor's process registry makes 1024 concurrent maps of
	// cmap.SHARD_COUNT shards each when an actor system starts: with the
	// default 32, 32,768 Go maps and 15–20 ms of CPU in every process that
	// opens a session (a third of `troupe run`'s CPU before its first model
	// request). 1024 buckets stripe the registry's locks far beyond the
	// actors a process runs; one shard each is enough. Set before anything
	// else runs and never changed.
	cmap.SHARD_COUNT = 1
	sigs := relaySignals(os.Stderr)
	os.Exit(cli.Execute(context.Background(), os.Args[1:], cli.IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Signals: sigs}))
}
