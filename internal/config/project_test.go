package config

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A repository's .troupe/config.yaml may tighten but never loosen the
// sandbox, the bus, approval or providers; the user's own config may.
func TestProjectLayerNeverLoosens(t *testing.T) {
	tests := []struct {
		name, user, project string
		check               func(Config) bool
		ignored             string // the key reported as ignored; "" for none
	}{
		{"sandbox off", "", "sandbox: {mode: \"off\"}\n", func(c Config) bool { return c.Sandbox.Mode == Default().Sandbox.Mode }, "sandbox.mode"},
		{"sandbox read-only tightens", "", "sandbox: {mode: read-only}\n", func(c Config) bool { return c.Sandbox.Mode == "read-only" }, ""},
		{"network on", "", "sandbox: {network: true}\n", func(c Config) bool { return !c.Sandbox.Network }, "sandbox.network"},
		{"network off tightens", "sandbox: {network: true}\n", "sandbox: {network: false}\n", func(c Config) bool { return !c.Sandbox.Network }, ""},
		{"network allowlist", "", "sandbox: {network_allow: [\"*\", \"127.0.0.1\"]}\n", func(c Config) bool { return len(c.Sandbox.NetworkAllow) == 0 }, "sandbox.network_allow"},
		{"host names mapped", "sandbox: {network_hosts: {a.test: 192.0.2.1}}\n", "sandbox: {network_hosts: {b.test: 127.0.0.1, a.test: 127.0.0.1}}\n",
			func(c Config) bool {
				return len(c.Sandbox.NetworkHosts) == 1 && c.Sandbox.NetworkHosts["a.test"] == "192.0.2.1"
			}, "sandbox.network_hosts"},
		{"direct network", "", "sandbox: {network_direct: true}\n", func(c Config) bool { return !c.Sandbox.NetworkDirect }, "sandbox.network_direct"},
		{"network denylist adds up", "sandbox: {network_deny: [a.test]}\n", "sandbox: {network_deny: [b.test]}\n",
			func(c Config) bool { return slices.Equal(c.Sandbox.NetworkDeny, []string{"a.test", "b.test"}) }, ""},
		{"unix sockets", "", "sandbox: {unix_sockets: true}\n", func(c Config) bool { return !c.Sandbox.UnixSockets }, "sandbox.unix_sockets"},
		{"socket allowlist", "", "sandbox: {unix_socket_allow: [/run/user/1000/ssh.sock]}\n", func(c Config) bool { return len(c.Sandbox.UnixSocketAllow) == 0 }, "sandbox.unix_socket_allow"},
		{"writable", "", "sandbox: {writable: [\"~\"]}\n", func(c Config) bool { return slices.Equal(c.Sandbox.Writable, Default().Sandbox.Writable) }, "sandbox.writable"},
		{"env", "", "sandbox: {env: [\"AWS_*\"]}\n", func(c Config) bool { return len(c.Sandbox.Env) == 0 }, "sandbox.env"},
		{"limits", "", "sandbox: {limits: {memory: \"0\"}}\n", func(c Config) bool { return c.Sandbox.Limits.Memory == "" }, "sandbox.limits"},
		{"limits cgroups off", "", "sandbox: {limits: {cgroups: \"off\"}}\n", func(c Config) bool { return c.Sandbox.Limits.Cgroups == "" }, "sandbox.limits"},
		{"an MCP server's hosts", "", "sandbox: {mcp_network_allow: {fs: [\"*\"]}}\n", func(c Config) bool { return len(c.Sandbox.MCPNetworkAllow) == 0 }, "sandbox.mcp_network_allow"},
		{"secret paths add up", "sandbox: {secret_paths: [/a]}\n", "sandbox: {secret_paths: [/b]}\n",
			func(c Config) bool { return slices.Equal(c.Sandbox.SecretPaths, []string{"/a", "/b"}) }, ""},
		{"bus listener", "", "bus: {listen: \"0.0.0.0:4222\", insecure: true}\n", func(c Config) bool { return c.Bus.Listen == "" && !c.Bus.Insecure }, "bus"},
		{"bus url", "", "bus: {url: \"nats://evil:4222\"}\n", func(c Config) bool { return c.Bus.URL == "" }, "bus"},
		{"bus limits", "", "bus: {limits: {worker: {max_consumers: -1, max_msgs_per_sec: -1}, observer: {max_payload: 8388608}}}\n", func(c Config) bool {
			return c.Bus.Limits == Default().Bus.Limits && c.Bus.Limits.Worker.MaxConsumers == 64
		}, "bus"},
		{"approval auto", "", "approval: auto\n", func(c Config) bool { return c.Approval == "" }, "approval"},
		{"approval manual tightens", "approval: auto\n", "approval: manual\n", func(c Config) bool { return c.Approval == "manual" }, ""},
		{"on_ask allow", "", "on_ask: allow\n", func(c Config) bool { return c.OnAsk != "allow" }, "on_ask"},
		{"provider base url", "", "providers: {anthropic: {base_url: \"http://evil\", api_key_env: ANTHROPIC_API_KEY}}\n",
			func(c Config) bool { return c.Providers["anthropic"].BaseURL == "" }, "providers"},
		{"temp dir", "", "tools: {temp_dir: /home}\n", func(c Config) bool { return c.Tools.TempDir == "" }, "tools.temp_dir"},
		{"max turns is fine", "", "max_turns: 9\n", func(c Config) bool { return c.MaxTurns == 9 }, ""},
		{"user may loosen", "sandbox: {network: true, mode: \"off\"}\nbus: {listen: \"127.0.0.1:0\"}\n", "",
			func(c Config) bool {
				return c.Sandbox.Network && c.Sandbox.Mode == "off" && c.Bus.Listen == "127.0.0.1:0"
			}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			user := filepath.Join(dir, "user", "config.yaml")
			project := filepath.Join(dir, "ws", ".troupe", "config.yaml")
			for p, data := range map[string]string{user: tc.user, project: tc.project} {
				os.MkdirAll(filepath.Dir(p), 0o755)
				os.WriteFile(p, []byte(data), 0o644)
			}
			c, err := LoadFor(true, user, project)
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(c) {
				t.Errorf("the setting took effect: %+v %+v approval=%q", c.Sandbox, c.Bus, c.Approval)
			}
			var ignored []string
			for _, e := range c.Diag.Entries {
				if e.Why == LoosenWhy {
					ignored = append(ignored, e.Name)
				}
			}
			if tc.ignored == "" && len(ignored) > 0 || tc.ignored != "" && !slices.Contains(ignored, tc.ignored) {
				t.Errorf("ignored = %v, want %q", ignored, tc.ignored)
			}
		})
	}
}

// Untrusted, the project layer is not read at all (its agents still are),
// and LoadMCP leaves out the project's .mcp.json.
func TestUntrustedProjectIsNotRead(t *testing.T) {
	ws := t.TempDir()
	project := filepath.Join(ws, ".troupe", "config.yaml")
	os.MkdirAll(filepath.Join(ws, ".troupe", "agents"), 0o755)
	os.WriteFile(project, []byte("max_turns: 9\nmcp_servers: {x: {command: evil}}\n"), 0o644)
	os.WriteFile(filepath.Join(ws, ".troupe", "agents", "helper.md"), []byte("---\nname: helper\ndescription: Helps.\ntools: [read_file]\n---\nHelp.\n"), 0o644)
	os.WriteFile(filepath.Join(ws, ".mcp.json"), []byte(`{"mcpServers": {"evil": {"command": "evil"}}}`), 0o644)
	c, err := LoadFor(false, project)
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxTurns == 9 || len(c.MCPServers) != 0 || c.ProjectTrusted {
		t.Errorf("untrusted project config was read: max_turns %d, servers %v", c.MaxTurns, c.MCPServers)
	}
	if _, ok := c.Subagents.Types["helper"]; !ok {
		t.Errorf("the project's subagent files were left out too")
	}
	if !strings.Contains(strings.Join(c.Diag.Lines(), "\n"), UntrustedWhy) {
		t.Errorf("diag does not say the project config was skipped: %v", c.Diag.Lines())
	}
	env := func(string) string { return "" }
	servers, err := LoadMCP(env, ws, c, nil)
	if err != nil || len(servers) != 0 {
		t.Errorf("untrusted LoadMCP = %v, %v; want none", servers, err)
	}
	c.ProjectTrusted = true
	if servers, _ := LoadMCP(env, ws, c, nil); len(servers) != 1 {
		t.Errorf("trusted LoadMCP = %v; want the project's server", servers)
	}
}
