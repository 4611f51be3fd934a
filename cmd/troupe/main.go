// Command troupe is a terminal coding agent whose runtime is a tree of
// supervised actors talking over NATS.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"troupe/internal/cli"
)

func main() {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	os.Exit(cli.Execute(context.Background(), os.Args[1:], cli.IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Signals: sigs}))
}
