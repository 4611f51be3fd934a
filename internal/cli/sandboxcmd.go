package cli

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/sandbox"
	"troupe/supervisor"
)

func newSandboxCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sandbox",
		Short: "Inspect the kernel sandbox commands run in",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newSandboxCheckCmd(stdio, g))
	return cmd
}

// probeResult is one live check of the sandbox.
type probeResult struct {
	Check string `json:"check"`
	Want  string `json:"want"`
	OK    bool   `json:"ok"`
}

// sandboxReport is what `troupe sandbox check --json` prints.
type sandboxReport struct {
	sandbox.Support
	Mode    sandbox.Mode `json:"mode"`
	Network bool         `json:"network"`
	Active  bool         `json:"active"` // commands run confined
	Helper  string       `json:"helper,omitempty"`
	// HiddenSockets are the host control sockets present here that
	// commands cannot connect to (covered in their mount namespace).
	HiddenSockets []string      `json:"hidden_sockets"`
	Limits        *limitsReport `json:"limits,omitempty"`
	Checks        []probeResult `json:"checks,omitempty"`
}

func newSandboxCheckCmd(stdio *IO, g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check [--json]",
		Short: "Say what this kernel's sandbox supports, and prove it holds",
		Long: `Print what this kernel and process can enforce (Landlock ABI, TCP rules,
signal scoping, mount namespaces for protected paths and secrets, seccomp
for sockets other than TCP), the configured policy (sandbox.mode,
sandbox.network), the host control sockets present here that commands
cannot reach (docker, systemd, D-Bus, ... and sandbox.hidden_sockets), and
the result of live checks: a sandboxed command in a scratch workspace
writes inside it but not outside, cannot connect to a loopback listener
nor send UDP to one (network off), cannot reach a hidden socket, cannot
signal a process outside the sandbox and has no capabilities.

Exit status: 0 when commands run sandboxed and every check holds; 1 when
a check fails or the kernel cannot sandbox (troupe then asks before each
command that is not read-only); 0 with the mode off.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			cfg, err := g.config(stdio, ws)
			if err != nil {
				return err
			}
			pol := supervisor.SandboxPolicy(cfg)
			rep := sandboxReport{Support: sandbox.Probe(), Mode: pol.Mode, Network: pol.Network}
			rep.Active = pol.Enabled() && rep.Filesystem()
			rep.Helper, _ = pol.HelperPath()
			rep.HiddenSockets = presentSockets(pol.Within(ws, "").Hidden)
			if rep.Active {
				rep.Limits = limitsOf(pol.Limits)
			}
			if rep.Active {
				if rep.Checks, err = liveChecks(pol); err != nil {
					return err
				}
			}
			if err := writeSandboxReport(stdio, rep, asJSON); err != nil {
				return err
			}
			for _, c := range rep.Checks {
				if !c.OK {
					return &exitError{code: ExitError}
				}
			}
			if pol.Enabled() && !rep.Active {
				return &exitError{code: ExitError}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}

func writeSandboxReport(stdio *IO, rep sandboxReport, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(stdio.Out).Encode(rep)
	}
	for _, l := range rep.Lines() {
		fmt.Fprintln(stdio.Out, l)
	}
	net := "off"
	if rep.Network {
		net = "on"
	}
	state := "commands run sandboxed"
	switch {
	case rep.Mode == sandbox.Off:
		state = "commands run unconfined (sandbox.mode: off)"
	case !rep.Active:
		state = "commands cannot be sandboxed here: troupe asks before each command that is not read-only"
	}
	fmt.Fprintf(stdio.Out, "\npolicy: %s, network %s — %s\n", rep.Mode, net, state)
	if rep.Active {
		fmt.Fprintf(stdio.Out, "helper: %s\n", rep.Helper)
		hidden := "none present"
		if len(rep.HiddenSockets) > 0 {
			hidden = strings.Join(rep.HiddenSockets, ", ")
		}
		fmt.Fprintf(stdio.Out, "host sockets hidden: %s\n", hidden)
	}
	if rep.Limits != nil {
		for _, l := range rep.Limits.lines() {
			fmt.Fprintln(stdio.Out, l)
		}
	}
	for _, c := range rep.Checks {
		mark := "ok    "
		if !c.OK {
			mark = "FAILED"
		}
		fmt.Fprintf(stdio.Out, "  %s %s (%s)\n", mark, c.Check, c.Want)
	}
	return nil
}

// presentSockets returns the paths of list that exist.
func presentSockets(list []string) []string {
	out := []string{} // [] rather than null in JSON
	for _, p := range list {
		if _, err := os.Stat(p); err == nil && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// liveChecks runs sandboxed commands under pol in a scratch workspace.
func liveChecks(pol sandbox.Policy) ([]probeResult, error) {
	root, err := os.MkdirTemp("", "troupe-sandbox-check-")
	if err != nil {
		return nil, fmt.Errorf("sandbox check: %w", err)
	}
	defer os.RemoveAll(root)
	ws, outside := filepath.Join(root, "ws"), filepath.Join(root, "outside")
	for _, d := range []string{ws + "/.git/hooks", outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, fmt.Errorf("sandbox check: %w", err)
		}
	}
	// The scratch dir sits in the temp dir, which pol may make writable:
	// check "outside" against a policy without extra writable roots.
	strict := pol
	strict.Writable = nil
	p := strict.Within(ws, "")
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("sandbox check: %w", err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	udp, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("sandbox check: %w", err)
	}
	defer udp.Close()
	udpPort := strconv.Itoa(udp.LocalAddr().(*net.UDPAddr).Port)
	sock := filepath.Join(outside, "ctl.sock") // stands in for docker's socket
	uln, err := net.Listen("unix", sock)
	if err != nil {
		return nil, fmt.Errorf("sandbox check: %w", err)
	}
	defer uln.Close()
	p.Hidden = append(p.Hidden, sock)
	attacks, cleanup, err := attackChecks(outside, p.HelperPath, p.Limits)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	netChecks, netCleanup, err := networkChecks()
	if err != nil {
		return nil, fmt.Errorf("sandbox check: %w", err)
	}
	defer netCleanup()
	attacks = append(attacks, netChecks...)
	checks := []sandboxCheck{
		{check: "write in the workspace", want: "allowed", script: "echo x > f && rm f", succeed: true},
		{check: "write outside the workspace", want: "denied", script: "echo x > " + outside + "/f"},
		{check: "add a git hook", want: "denied", script: "echo x > .git/hooks/pre-commit"},
		{check: "signal a process outside (kill -0 1)", want: "denied", script: "kill -0 1"},
		{check: "effective capabilities", want: "none", script: "grep -q '^CapEff:[[:space:]]*0*$' /proc/self/status", succeed: true},
		{check: "see a hidden host socket", want: "covered", script: "test -S " + sock},
	}
	checks = append(checks, attacks...)
	if !pol.Network {
		checks = append(checks,
			sandboxCheck{check: "connect to a loopback listener", want: "denied", script: "exec 3<>/dev/tcp/127.0.0.1/" + port},
			sandboxCheck{check: "send UDP to a loopback listener", want: "denied", script: "echo x > /dev/udp/127.0.0.1/" + udpPort})
	}
	var out []probeResult
	for _, c := range checks {
		q := p
		q.Reap = true // $PPID is the command's reaper, as for the bash tool
		if c.tweak != nil {
			c.tweak(&q)
		}
		ok, err := runCheck(q, ws, c.script)
		if err != nil {
			return nil, err
		}
		out = append(out, probeResult{Check: c.check, Want: c.want, OK: ok == c.succeed})
	}
	return out, nil
}

// commandsSandboxed reports whether commands in ws would run in the kernel
// sandbox (the configured mode is not off and the kernel has Landlock),
// whether the sandbox is on but missing (auto mode then asks), and whether
// commands have the network without asking.
func commandsSandboxed(stdio *IO, g *globals, ws string) (sandboxed, missing, network bool, err error) {
	cfg, err := g.config(stdio, ws)
	if err != nil {
		return false, false, false, err
	}
	missing = supervisor.SandboxMissing(cfg)
	return supervisor.SandboxPolicy(cfg).Enabled() && !missing, missing, supervisor.NetworkOpen(cfg), nil
}
