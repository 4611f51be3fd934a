package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"troupe/configs"
	"troupe/internal/config"
	"troupe/supervisor"
)

const demoPrompt = "The test suite has a failing test. Find out why, fix the bug, and run the tests."

func newDemoCmd(stdio *IO, g *globals) *cobra.Command {
	var keep bool
	var workers int
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Run an offline demo: a scripted model fixes a failing test with two parallel subagents",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return demo(cmd.Context(), stdio, g, keep, workers)
		},
	}
	cmd.Flags().BoolVar(&keep, "keep", false, "keep the demo's temporary directory")
	cmd.Flags().IntVar(&workers, "workers", 0, "run the subagents on N troupe worker processes on loopback, killing one mid-task")
	return cmd
}

func demo(ctx context.Context, stdio *IO, g *globals, keep bool, workers int) (err error) {
	tmp, err := os.MkdirTemp("", "troupe-demo-")
	if err != nil {
		return err
	}
	defer func() {
		if keep {
			fmt.Fprintf(stdio.Out, "demo files kept in %s\n", tmp)
			return
		}
		err = errors.Join(err, os.RemoveAll(tmp))
	}()
	repo := filepath.Join(tmp, "repo")
	if err := copyDemoRepo(repo); err != nil {
		return err
	}
	script := filepath.Join(tmp, "script.yaml")
	data, err := fs.ReadFile(configs.FS, "demo/script.yaml")
	if err != nil {
		return err
	}
	if err := os.WriteFile(script, data, 0o600); err != nil {
		return err
	}
	dataDir := g.dataDir
	if dataDir == "" {
		dataDir = filepath.Join(tmp, "data")
	}
	if workers > 0 {
		return demoWorkers(ctx, stdio, g, tmp, repo, script, dataDir, workers)
	}
	cfg := config.Default()
	cfg.Model = "script:" + script
	sup, err := supervisor.Start(ctx, supervisor.Options{Config: cfg, Workspace: repo, DataDir: dataDir, Logger: g.logger(stdio.Err)})
	if err != nil {
		return err
	}
	r := newRenderer(stdio.Out, "text")
	sess, err := sup.OpenSession(ctx, "", r.observe)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	fmt.Fprintf(stdio.Out, "troupe demo — offline, scripted model, real actors, bus and tools\nrepository: %s\n\n> %s\n\n", repo, demoPrompt)
	res, err := turn(ctx, stdio, sess, demoPrompt)
	closeErr := sup.Close()
	if err != nil {
		return &exitError{code: ExitCancelled, err: err}
	}
	fmt.Fprintln(stdio.Out)
	if err := printSummary(stdio.Out, sess.ID(), res, r); err != nil {
		return err
	}
	fmt.Fprint(stdio.Out, r.summary())
	if err := errors.Join(turnError(res), closeErr); err != nil {
		return err
	}
	return nil
}

// copyDemoRepo writes the bundled example repository to dir; go.mod is
// stored as go.mod.txt so the example is not part of troupe's module.
func copyDemoRepo(dir string) error {
	const src = "demo/testdata/repo"
	return fs.WalkDir(configs.FS, src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, src), "/")
		target := filepath.Join(dir, strings.TrimSuffix(rel, ".txt"))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := fs.ReadFile(configs.FS, p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}
