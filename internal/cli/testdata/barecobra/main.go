// Command barecobra is the baseline of troupe's startup benchmark: a cobra
// root command with a version and nothing else, built in the same tree.
package main

import (
	"os"

	"github.com/spf13/cobra"
)

func main() {
	root := &cobra.Command{Use: "bare", Version: "dev", RunE: func(*cobra.Command, []string) error { return nil }}
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
