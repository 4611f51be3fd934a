package supervisor_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
	"troupe/internal/tokens"
	"troupe/messages"
	"troupe/supervisor"
)

// schemaShare opens a session whose workspace configures one MCP server
// with 50 tools, sends one prompt, and measures the first action request:
// the share of its tokens taken by MCP tool schemas as troupe sends them
// (lazy: search_tools only), and as an eager client would (the same
// request with the schemas of all 50 tools, as the server lists them,
// in place of search_tools).
func schemaShare(tb testing.TB) (lazy, eager float64, total, mcpTokens int) {
	tb.Helper()
	root := tb.TempDir()
	ws := filepath.Join(root, "ws")
	exe, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	// 45 generated tools and the 5 standard ones: 50.
	srv := config.MCPServer{Command: exe, Env: map[string]string{mcptest.EnvStdio: "45"}}
	data, _ := json.Marshal(map[string]any{"mcpServers": map[string]config.MCPServer{"tracker": srv}})
	script := filepath.Join(root, "s.yaml")
	for p, c := range map[string]string{filepath.Join(ws, ".mcp.json"): string(data), script: "turns:\n  - text: done\n"} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	cfg := config.Default()
	cfg.ProjectTrusted = true
	cfg.Model = "script:" + script
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: filepath.Join(root, "data")})
	if err != nil {
		tb.Fatal(err)
	}
	defer sup.Close()
	first := make(chan *messages.ModelRequest, 1)
	sess, err := sup.OpenSession(context.Background(), "", func(subject string, m messages.Meta, b messages.Body) {
		if r, ok := b.(*messages.ModelRequest); ok && strings.HasSuffix(subject, ".act") {
			select {
			case first <- r:
			default:
			}
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := sess.Submit(ctx, "Find the open records assigned to me in the tracker and summarise them.", 0); err != nil {
		tb.Fatal(err)
	}
	req := <-first

	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{"tracker": srv}})
	defer m.Close()
	listed, failed := m.Catalog(ctx)
	if len(failed) > 0 || len(listed) != 50 {
		tb.Fatalf("listed %d tools (failed: %v), want 50", len(listed), failed)
	}
	var mcpSpecs []messages.ToolSpec
	for _, l := range listed {
		sp, _ := m.Spec(l.Name)
		mcpSpecs = append(mcpSpecs, sp.Wire())
	}
	var builtin, search []messages.ToolSpec
	for _, s := range req.Tools {
		if s.Name == mcp.SearchName {
			search = append(search, s)
		} else {
			builtin = append(builtin, s)
		}
	}
	if len(search) != 1 {
		tb.Fatalf("first request tools = %d, with %d search_tools; want one", len(req.Tools), len(search))
	}
	k := tokens.NewCounter().For(tokens.O200KBase)
	msgs := append([]messages.Message{{Role: messages.RoleSystem, Content: req.System}}, req.Messages...)
	base := k.Conversation(msgs) + k.Tools(builtin)
	lazyMCP := k.Tools(req.Tools) - k.Tools(builtin)
	eagerMCP := k.Tools(append(append([]messages.ToolSpec(nil), builtin...), mcpSpecs...)) - k.Tools(builtin)
	return float64(lazyMCP) / float64(base+lazyMCP), float64(eagerMCP) / float64(base+eagerMCP), base + lazyMCP, eagerMCP
}

// Lazy discovery keeps the MCP tool schemas under 5% of the first request
// (OpenDev's goal); attaching all 50 eagerly takes several times more.
func TestLazySchemaShare(t *testing.T) {
	lazy, eager, total, eagerTokens := schemaShare(t)
	t.Logf("first request %d tokens; MCP schema share lazy %.2f%%, eager %.1f%% (%d tokens of schemas)", total, 100*lazy, 100*eager, eagerTokens)
	if lazy >= 0.05 {
		t.Errorf("lazy share %.2f%%, want under 5%%", 100*lazy)
	}
	if eager < 5*lazy {
		t.Errorf("eager share %.1f%% is not far above lazy %.2f%%: the measurement is off", 100*eager, 100*lazy)
	}
}

// BenchmarkMCPSchemaShare reports the share of the first request taken by
// the schemas of 50 MCP tools, lazy (troupe) and eager.
func BenchmarkMCPSchemaShare(b *testing.B) {
	var lazy, eager float64
	for i := 0; i < b.N; i++ {
		lazy, eager, _, _ = schemaShare(b)
	}
	b.ReportMetric(100*lazy, "lazy-%")
	b.ReportMetric(100*eager, "eager-%")
}

// BenchmarkFirstRequestMCPServers measures the time from Start to the first model
// request of a session, with no MCP server and with three configured: they
// start lazily, so the two should be the same.
func BenchmarkFirstRequestMCPServers(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{0, 3} {
		b.Run(fmt.Sprintf("servers=%d", n), func(b *testing.B) {
			root := b.TempDir()
			ws := filepath.Join(root, "ws")
			servers := map[string]config.MCPServer{}
			for i := range n {
				servers[fmt.Sprintf("s%d", i)] = config.MCPServer{Command: exe, Env: map[string]string{mcptest.EnvStdio: "20"}}
			}
			data, _ := json.Marshal(map[string]any{"mcpServers": servers})
			script := filepath.Join(root, "s.yaml")
			os.MkdirAll(ws, 0o755)
			os.WriteFile(filepath.Join(ws, ".mcp.json"), data, 0o644)
			os.WriteFile(script, []byte("turns:\n  - text: done\n"), 0o644)
			cfg := config.Default()
			cfg.ProjectTrusted = true
			cfg.Model = "script:" + script
			for i := 0; i < b.N; i++ {
				first := make(chan struct{}, 1)
				b.StartTimer()
				sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: filepath.Join(root, "data")})
				if err != nil {
					b.Fatal(err)
				}
				sess, err := sup.OpenSession(context.Background(), "", func(subject string, m messages.Meta, body messages.Body) {
					if _, ok := body.(*messages.ModelRequest); ok {
						select {
						case first <- struct{}{}:
						default:
						}
					}
				})
				if err != nil {
					b.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { _, err := sess.Submit(context.Background(), "hello", 0); done <- err }()
				<-first
				b.StopTimer()
				if err := <-done; err != nil {
					b.Fatal(err)
				}
				if err := sup.Close(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
