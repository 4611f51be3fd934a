package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/sandbox"
	"troupe/supervisor"
)

// sandboxVariant is one way `troupe bench sandbox` starts `bash -c true`.
type sandboxVariant struct {
	Name  string  `json:"variant"`
	Ms    float64 `json:"mean_ms"`
	Ratio float64 `json:"ratio_to_plain"`
	start func() error
	ready func() error // untimed, before each start
	total time.Duration
}

func newBenchSandboxCmd(stdio *IO, g *globals) *cobra.Command {
	var runs int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "sandbox [--runs N] [--json]",
		Short: "Time the start of a sandboxed command against a plain one",
		Long: `Start "bash -c true" N times each way, interleaved so a machine whose load
drifts weighs on all alike, in a temporary git workspace under this
project's sandbox policy, and print each way's mean time and its ratio to
the plain start:

  plain      exec of bash, no sandbox, no reaper (the baseline)
  reaped     the bash tool with sandbox.mode off: bash under the reaper
  cold       sandboxed through a helper started for the command
  warm       sandboxed through a warm helper (how troupe runs commands:
             the helper started and confined itself before the command)

Needs Landlock and namespaces for the sandboxed ways (troupe sandbox check).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runs < 1 {
				return usageError("--runs must be at least 1")
			}
			return benchSandbox(stdio, g, runs, asJSON)
		},
	}
	cmd.Flags().IntVar(&runs, "runs", 200, "starts of each `N`")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per way")
	return cmd
}

func benchSandbox(stdio *IO, g *globals, runs int, asJSON bool) error {
	dir, err := g.workspaceDir()
	if err != nil {
		return err
	}
	cfg, err := g.config(stdio, dir)
	if err != nil {
		return err
	}
	ws, err := os.MkdirTemp("", "troupe-bench-sandbox-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(ws)
	if out, err := exec.Command("git", "init", "-q", ws).CombinedOutput(); err != nil {
		return fmt.Errorf("git init: %v: %s", err, out)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		return fmt.Errorf("bench sandbox: %w", err)
	}
	home, _ := os.UserHomeDir()
	pol := supervisor.SandboxPolicy(cfg).Within(ws, home)
	pol.Reap = true
	if pol.Mode == sandbox.Off {
		pol.Mode = sandbox.WorkspaceWrite
	}
	off := pol
	off.Mode = sandbox.Off
	pool := sandbox.NewPool()
	defer pool.Close()
	through := func(p *sandbox.Pool, pol sandbox.Policy) func() error {
		return func() error {
			proc, err := p.Start(pol, sandbox.Spec{Name: bash, Args: []string{"-c", "true"}, Dir: ws})
			if err != nil {
				return err
			}
			return proc.Wait()
		}
	}
	vs := []*sandboxVariant{
		{Name: "plain", start: func() error { c := exec.Command(bash, "-c", "true"); c.Dir = ws; return c.Run() }},
		{Name: "reaped", start: through(nil, off)},
		{Name: "cold", start: through(nil, pol)},
		{Name: "warm", start: through(pool, pol), ready: func() error { return pool.Warm(pol) }},
	}
	for range runs {
		for _, v := range vs {
			if v.ready != nil {
				if err := v.ready(); err != nil {
					return fmt.Errorf("bench sandbox: %s: %w", v.Name, err)
				}
			}
			t := time.Now()
			if err := v.start(); err != nil {
				return fmt.Errorf("bench sandbox: %s: %w", v.Name, err)
			}
			v.total += time.Since(t)
		}
	}
	for _, v := range vs {
		v.Ms = float64(v.total.Microseconds()) / float64(runs) / 1000
		v.Ratio = float64(v.total) / float64(vs[0].total)
	}
	if asJSON {
		enc := json.NewEncoder(stdio.Out)
		for _, v := range vs {
			if err := enc.Encode(v); err != nil {
				return err
			}
		}
		return nil
	}
	helper, _ := pol.HelperPath()
	fmt.Fprintf(stdio.Out, "bash -c true, %d starts each, helper %s\n", runs, filepath.Base(helper))
	for _, v := range vs {
		fmt.Fprintf(stdio.Out, "  %-7s %7.3f ms  %5.2fx plain\n", v.Name, v.Ms, v.Ratio)
	}
	return nil
}
