// Package mcptest is a real MCP server built on the official Go SDK, for
// tests and benchmarks: in process over the SDK's in-memory transport, or as
// a child process speaking stdio (a test binary re-executing itself). Its
// tools are echo, picture (an image and a resource link), fail (an error
// result), crash (the server dies) and any number of generated tools with
// realistic schemas; and one prompt, review-file (file, focus). It holds
// no global state.
package mcptest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// EnvStdio, set to a number of generated tools, makes ServeIfChild serve
// a server on stdio and exit.
const EnvStdio = "TROUPE_TEST_MCP_SERVER"

// Options shapes a server.
type Options struct {
	Generated int    // extra tools named op_00, op_01, …
	OnCrash   func() // what the crash tool does; nil: the process exits
	// Stubborn makes the hang tool ignore cancellation (a hung server);
	// otherwise it returns when its call is cancelled.
	Stubborn bool
}

// More switches of the stdio child (ServeIfChild), beside EnvStdio.
const (
	EnvBanner   = "TROUPE_TEST_MCP_BANNER"   // lines printed on stdout before serving (a banner)
	EnvStderr   = "TROUPE_TEST_MCP_STDERR"   // a line written on stderr at start
	EnvExit     = "TROUPE_TEST_MCP_EXIT"     // exit with this status right after the stderr line
	EnvStubborn = "TROUPE_TEST_MCP_STUBBORN" // the hang tool never returns
)

// New returns a server with the standard tools and o.Generated more.
func New(o Options) *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "troupe-test", Version: "1"}, nil)
	obj := func(props string, req ...string) json.RawMessage {
		r, _ := json.Marshal(req)
		return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":` + string(r) + `}`)
	}
	s.AddTool(&sdk.Tool{Name: "echo", Description: "Echo the given text back, prefixed with \"echo: \".",
		InputSchema: obj(`"text":{"type":"string","description":"Text to echo"}`, "text")},
		func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			var a struct{ Text string }
			if err := json.Unmarshal(r.Params.Arguments, &a); err != nil {
				return nil, err
			}
			return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "echo: " + a.Text}}}, nil
		})
	s.AddTool(&sdk.Tool{Name: "picture", Description: "Return a tiny PNG picture and a link to its source.", InputSchema: obj(``)},
		func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{
				&sdk.TextContent{Text: "here it is"},
				&sdk.ImageContent{MIMEType: "image/png", Data: []byte("\x89PNG\r\n\x1a\nfake")},
				&sdk.ResourceLink{URI: "file:///pics/dot.png", Name: "dot.png", MIMEType: "image/png", Description: "the original"},
				&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{URI: "file:///pics/README", MIMEType: "text/plain", Text: "a one-pixel dot"}},
			}}, nil
		})
	s.AddTool(&sdk.Tool{Name: "fail", Description: "Always fails with an error result.", InputSchema: obj(``)},
		func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "it failed on purpose"}}}, nil
		})
	s.AddTool(&sdk.Tool{Name: "crash", Description: "Make the server die mid-call.", InputSchema: obj(``)},
		func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			if o.OnCrash == nil {
				os.Exit(3)
			}
			o.OnCrash()
			return nil, errors.New("crashed")
		})
	s.AddTool(&sdk.Tool{Name: "hang", Description: "Never answers (until cancelled, unless the server is stubborn).", InputSchema: obj(``)},
		func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			if o.Stubborn {
				select {} // the process is killed from outside
			}
			<-ctx.Done()
			return nil, ctx.Err()
		})
	s.AddPrompt(&sdk.Prompt{Name: "review-file", Description: "Review a file",
		Arguments: []*sdk.PromptArgument{{Name: "file", Required: true}, {Name: "focus"}}},
		func(ctx context.Context, r *sdk.GetPromptRequest) (*sdk.GetPromptResult, error) {
			return &sdk.GetPromptResult{Messages: []*sdk.PromptMessage{{Role: "user",
				Content: &sdk.TextContent{Text: "Review " + r.Params.Arguments["file"] + ", focusing on " + r.Params.Arguments["focus"] + "."}}}}, nil
		})
	for i := range o.Generated {
		name := fmt.Sprintf("op_%02d", i)
		s.AddTool(&sdk.Tool{Name: name,
			Description: fmt.Sprintf("Operation %d of the test service: looks up records of kind %d in the project tracker, "+
				"filters them by state, assignee and labels, and returns a page of matching records with their ids, titles and timestamps.", i, i),
			InputSchema: obj(`"query":{"type":"string","description":"Free-text search over titles and bodies"},`+
				`"state":{"type":"string","enum":["open","closed","all"],"description":"Which records to include"},`+
				`"assignee":{"type":"string","description":"Login of the assignee, or none"},`+
				`"labels":{"type":"array","items":{"type":"string"},"description":"Labels every record must carry"},`+
				`"page":{"type":"integer","minimum":1,"description":"Page number, from 1"},`+
				`"per_page":{"type":"integer","minimum":1,"maximum":100,"description":"Records per page"}`, "query")},
			func(ctx context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
				return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: name + " ok"}}}, nil
			})
	}
	return s
}

// ServeIfChild serves a server on stdio and exits when the process was
// started with EnvStdio set (call it first thing in TestMain or init);
// otherwise it returns.
func ServeIfChild() {
	v := os.Getenv(EnvStdio)
	if v == "" {
		return
	}
	var n int
	fmt.Sscan(v, &n)
	if b := os.Getenv(EnvBanner); b != "" {
		fmt.Println(b)
	}
	if e := os.Getenv(EnvStderr); e != "" {
		fmt.Fprintln(os.Stderr, e)
	}
	if c := os.Getenv(EnvExit); c != "" {
		var code int
		fmt.Sscan(c, &code)
		os.Exit(code)
	}
	err := New(Options{Generated: n, Stubborn: os.Getenv(EnvStubborn) != ""}).Run(context.Background(), &sdk.StdioTransport{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "mcptest:", err)
		os.Exit(1)
	}
	os.Exit(0)
}
