package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"troupe/internal/mcp"
)

func newMCPLogsCmd(stdio *IO, g *globals) *cobra.Command {
	var path bool
	var tail int64
	cmd := &cobra.Command{
		Use:   "logs NAME",
		Short: "Show what an MCP server wrote on its stderr",
		Long: `Show the stderr log of the stdio MCP server NAME in this workspace: every
start is marked with a line, and a log past 1 MiB is started afresh. A
server that fails to start quotes its last lines in the error too.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			p := mcp.LogPath(mcp.LogDir(data, ws), args[0])
			if path {
				fmt.Fprintln(stdio.Out, p)
				return nil
			}
			f, err := os.Open(p)
			if errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("no log for MCP server %s in this workspace yet (%s): it has not been started here, or it is not a stdio server", args[0], p)
			}
			if err != nil {
				return err
			}
			defer f.Close()
			if tail > 0 {
				if fi, err := f.Stat(); err == nil && fi.Size() > tail {
					if _, err := f.Seek(-tail, io.SeekEnd); err != nil {
						return err
					}
				}
			}
			_, err = io.Copy(stdio.Out, f)
			return err
		},
	}
	cmd.Flags().BoolVar(&path, "path", false, "print the log file's path only")
	cmd.Flags().Int64Var(&tail, "bytes", 0, "show only the last N bytes")
	return cmd
}
