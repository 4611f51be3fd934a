package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestUnusedExportersNotLinked: packages whose init ran in every troupe
// process, `troupe --version` included, for features troupe never uses are
// not linked (issue 23; see third_party/*/README.troupe.md): the Prometheus
// exporter upstream protoactor's config.go imports; gRPC, which the
// exporters' shared config code and the OTLP protos' service stubs import
// (~100 packages); encoding/gob (nats.go's deprecated encoded connections,
// the MCP SDK's pagination cursor); expvar and net/http/pprof (nats-server's
// monitoring and profiling ports); golang.org/x/text (glamour's case
// mapping).
func TestUnusedExportersNotLinked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	linked := map[string]bool{}
	for _, p := range deps {
		linked[p] = true
		for _, prefix := range []string{"github.com/prometheus/", "google.golang.org/grpc", "github.com/grpc-ecosystem/", "golang.org/x/text/"} {
			if strings.HasPrefix(p, prefix) {
				t.Errorf("troupe links %s", p)
			}
		}
		switch p {
		case "go.opentelemetry.io/otel/exporters/prometheus", "encoding/gob", "github.com/nats-io/nats.go/encoders/builtin",
			"expvar", "net/http/pprof":
			t.Errorf("troupe links %s", p)
		}
	}
	for _, p := range []string{"github.com/asynkron/protoactor-go/actor", "go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp",
		"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp", "go.opentelemetry.io/proto/otlp/collector/trace/v1",
		"github.com/nats-io/nats.go", "github.com/modelcontextprotocol/go-sdk/mcp", "github.com/nats-io/nats-server/v2/server",
		"charm.land/glamour/v2/ansi"} {
		if !linked[p] {
			t.Errorf("troupe does not link %s: this test checks nothing of it", p)
		}
	}
}

// copies are troupe's patched copies of upstream modules: the directory,
// the module, the files that differ from upstream by deletions only
// (imports aside), and the files with other edits (each named in the copy's
// README.troupe.md: values built on first use instead of at package init,
// issue 23), which are not compared: the packages' own golden tests hold
// their output. Every other file is upstream's byte for byte. Files upstream has and a copy
// lacks were deleted.
var copies = []struct {
	dir, module string
	patched     []string
	edited      []string
}{
	{"protoactor", "github.com/asynkron/protoactor-go", []string{"actor/config.go", "actor/config_opts.go"}, nil},
	{"regexp2", "github.com/dlclark/regexp2", nil, []string{"syntax/charclass.go"}},
	{"xnet", "golang.org/x/net", nil, []string{"html/const.go", "html/entity.go", "html/escape.go", "html/foreign.go",
		"html/parse.go", "html/render.go"}},
	{"clipboard", "github.com/atotto/clipboard", nil, []string{"clipboard_unix.go"}},
	{"udiff", "github.com/aymanbagabas/go-udiff", nil, []string{"unified.go"}},
	{"termios", "github.com/charmbracelet/x/termios", nil, []string{"termios.go", "syscalls_linux.go", "syscalls_darwin.go",
		"syscalls_other.go"}},
	{"cancelreader", "github.com/muesli/cancelreader", nil, []string{"cancelreader.go"}},
	{"ultraviolet", "github.com/charmbracelet/ultraviolet", nil, []string{"decoder.go", "key.go", "poll.go", "terminal_reader.go", "uv.go"}},
	{"goldmark", "github.com/yuin/goldmark", nil, []string{"markdown.go", "ast/ast.go", "ast/block.go", "ast/inline.go",
		"extension/cjk.go", "extension/definition_list.go", "extension/strikethrough.go", "extension/table.go", "extension/tasklist.go",
		"renderer/html/html.go", "extension/linkify.go", "parser/html_block.go", "parser/raw_html.go",
		"util/unicode_case_folding.go", "util/util.go"}},
	{"otlpproto", "go.opentelemetry.io/proto/otlp", nil, []string{"common/v1/common.pb.go", "resource/v1/resource.pb.go",
		"trace/v1/trace.pb.go", "metrics/v1/metrics.pb.go", "logs/v1/logs.pb.go", "collector/trace/v1/trace_service.pb.go",
		"collector/metrics/v1/metrics_service.pb.go", "collector/logs/v1/logs_service.pb.go"}},
	{"otlptracehttp", "go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp", []string{"internal/otlpconfig/options.go"}, []string{"client.go"}},
	{"otlpmetrichttp", "go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp", []string{"internal/oconf/options.go"}, []string{"client.go"}},
	{"otlploghttp", "go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp", nil, []string{"client.go", "config.go"}},
	{"invopopjsonschema", "github.com/invopop/jsonschema", []string{"reflect_comments.go"}, []string{"reflect.go", "utils.go", "schema.go"}},
	{"jsonschemago", "github.com/google/jsonschema-go", nil, []string{"jsonschema/infer.go", "jsonschema/json_pointer.go",
		"jsonschema/schema.go", "jsonschema/resolve.go"}},
	{"mcpsdk", "github.com/modelcontextprotocol/go-sdk", nil, []string{"internal/gobstring/gobstring.go", "mcp/troupe_lazy.go", "mcp/client.go", "mcp/server.go",
		"mcp/logging.go", "mcp/protocol.go", "mcp/shared.go", "mcp/sse.go", "mcp/streamable.go", "mcp/transport.go", "mcp/resource.go",
		"oauthex/oauth2.go", "internal/util/net.go"}},
	{"yamlv3", "gopkg.in/yaml.v3", nil, []string{"resolve.go", "decode.go", "yaml.go", "encode.go"}},
	{"yamlv4", "go.yaml.in/yaml/v4", nil, []string{"resolve.go", "decode.go", "yaml.go", "encode.go"}},
	{"glamour", "charm.land/glamour/v2", nil, []string{"go.mod", "glamour.go", "ansi/baseelement.go", "ansi/context.go", "ansi/strip.go", "ansi/templatehelper.go",
		"internal/autolink/autolink.go", "internal/generate-style-json/main.go", "styles/styles.go", "styles/dracula.go", "styles/tokyo-night.go"}},
	{"protobuf", "google.golang.org/protobuf", nil, []string{"internal/descfmt/stringer.go"}},
	{"chroma", "github.com/alecthomas/chroma/v2", nil, []string{"colour.go", "serialise.go", "tokentype_enumer.go", "types.go",
		"styles/api.go", "formatters/api.go", "formatters/json.go", "formatters/tokens.go", "formatters/tty_truecolour.go",
		"formatters/html/html.go", "formatters/svg/svg.go", "formatters/tty_indexed.go", "lexers/lexers.go", "lexers/lazy.go",
		"lexers/caddyfile.go", "lexers/cl.go", "lexers/dns.go", "lexers/emacs.go", "lexers/genshi.go", "lexers/go.go", "lexers/haxe.go",
		"lexers/html.go", "lexers/http.go", "lexers/markdown.go", "lexers/mysql.go", "lexers/php.go", "lexers/raku.go", "lexers/rst.go",
		"lexers/svelte.go", "lexers/typoscript.go", "lexers/zed.go"}},
	{"natsgo", "github.com/nats-io/nats.go", []string{"context.go"}, nil},
	{"natsserver", "github.com/nats-io/nats-server/v2", []string{"server/server.go", "server/monitor.go"}, []string{"internal/expvar/expvar.go", "server/pse/pse_linux.go"}},
	{"nuid", "github.com/nats-io/nuid", nil, []string{"go.mod", "nuid.go"}},
	{"natsjwt", "github.com/nats-io/jwt/v2", nil, []string{"creds_utils.go"}},
	{"openai-go", "github.com/openai/openai-go/v3", nil, []string{
		"TROUPE-lazy.py", "adminorganizationexternalkey.go", "adminorganizationexternalstorage.go",
		"adminorganizationinvite.go", "adminorganizationworkloadidentityprovider.go",
		"adminorganizationworkloadidentityproviderfederationrule.go", "audiotranscription.go", "audiovoice.go",
		"betaagent.go", "betaagentautomation.go", "betaagentenvironment.go", "betaagentenvironmenttemplate.go",
		"betaagentsession.go", "betaagentvaultcredential.go", "betaassistant.go", "betaresponse.go",
		"betaresponseinputtoken.go", "betathread.go", "betathreadmessage.go", "betathreadrun.go", "chatcompletion.go",
		"container.go", "decision.go", "finetuningalphagrader.go", "finetuningjob.go", "gradergradermodel.go",
		"image.go", "internal/apiform/encoder.go", "internal/apijson/decoder.go", "internal/apijson/registry.go",
		"internal/apijson/union.go", "internal/apiquery/encoder.go", "internal/encoding/json/decode.go",
		"internal/encoding/json/encode.go", "internal/encoding/json/time.go", "live/fork.go", "live/live.go",
		"live/session.go", "live/sideband.go", "live/troupe_lazy.go", "moderation.go", "packages/param/encoder.go",
		"packages/ssestream/ssestream.go", "realtime/clientsecret.go", "realtime/realtime.go",
		"realtime/troupe_lazy.go", "responses/inputtoken.go", "responses/response.go", "responses/troupe_lazy.go",
		"shared/shared.go", "shared/troupe_lazy.go", "troupe_lazy.go", "vectorstore.go"}},
	{"anthropic-sdk-go", "github.com/anthropics/anthropic-sdk-go/v2", nil, []string{
		"TROUPE-lazy.py", "betaagent.go", "betabedrockagent.go", "betabedrockmemorystore.go", "betabedrocksession.go",
		"betabedrocksessionevent.go", "betadeployment.go", "betadream.go", "betaenvironment.go", "betamessage.go",
		"betamessagebatch.go", "betaorganizationclaudecodemanagedsettingconfiguration.go",
		"betaorganizationclaudetag.go", "betaorganizationclaudetagbundletarget.go",
		"betaorganizationcompliancesetting.go", "betaorganizationexternalkey.go",
		"betaorganizationexternalstorage.go", "betaorganizationfederationissuer.go",
		"betaorganizationprovidergoogleprojectdatacontrol.go", "betaorganizationspendlimit.go",
		"betaorganizationtelemetrydestination.go", "betaorganizationworkspace.go", "betasession.go",
		"betasessionevent.go", "betauserprofileactionurl.go", "betauserprofileprovidergoogledatacontrol.go",
		"betavaultcredential.go", "client.go", "config/config.go", "internal/apiform/encoder.go",
		"internal/apijson/decoder.go", "internal/apijson/registry.go", "internal/apijson/union.go",
		"internal/apiquery/encoder.go", "internal/encoding/json/decode.go", "internal/encoding/json/encode.go",
		"internal/encoding/json/opt.go", "internal/encoding/json/time.go", "internal/paramutil/union.go",
		"internal/requestconfig/url.go", "internal/tracing/attributes.go", "message.go", "messagebatch.go",
		"organizationcompliancesetting.go", "organizationexternalkey.go", "organizationfederationissuer.go",
		"packages/param/encoder.go", "packages/ssestream/ssestream.go", "shared/constant/constants.go",
		"troupe_lazy.go", "unmarshalcompat.go", "userprofileactionurl.go"}},
}

// TestThirdPartyCopiesAreUpstream holds each copy under third_party (protoactor
// and the OTLP ones) to the upstream module troupe's go.mod requires, as the
// module cache holds it: every file byte for byte, and the patched files
// upstream's lines with some removed (import lines may differ). A copy
// whose upstream cannot be fetched is skipped.
func TestThirdPartyCopiesAreUpstream(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	for _, c := range copies {
		t.Run(c.dir, func(t *testing.T) {
			out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", c.module).Output()
			if err != nil {
				t.Fatalf("go list -m: %v", err)
			}
			// go.mod's replace keeps the build from fetching upstream; fetch
			// it here (a clean CI clone has only the copy).
			mv := c.module + "@" + strings.TrimSpace(string(out))
			dl, err := exec.Command("go", "mod", "download", "-json", mv).Output()
			var mod struct{ Dir, Error string }
			if err == nil {
				err = json.Unmarshal(dl, &mod)
			}
			if err != nil || mod.Dir == "" {
				t.Skipf("upstream %s could not be fetched (%v %s): the copy is not compared", mv, err, mod.Error)
			}
			compareCopy(t, filepath.Join("..", "..", "third_party", c.dir), mod.Dir, c.patched, c.edited)
		})
	}
}

// compareCopy compares every file of dir with upstream's.
func compareCopy(t *testing.T, dir, upstream string, patched, edited []string) {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		rel = filepath.ToSlash(rel)
		if rel == "README.troupe.md" {
			return nil
		}
		if slices.Contains(edited, rel) {
			return nil
		}
		got, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		want, err := os.ReadFile(filepath.Join(upstream, rel))
		if err != nil {
			t.Errorf("%s: not upstream's: %v", rel, err)
			return nil
		}
		if slices.Contains(patched, rel) {
			if bad := notDeletionOf(string(want), string(got)); bad != "" {
				t.Errorf("%s: line %q is not upstream's (the patch only deletes)", rel, bad)
			}
			return nil
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from upstream", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatalf("no file compared")
	}
}

// notDeletionOf returns the first line of got, import lines aside, that is
// not found, in order, among want's lines; "" when got is want with lines
// deleted.
func notDeletionOf(want, got string) string {
	w := strings.Split(want, "\n")
	i := 0
	inImports := false
	for _, line := range strings.Split(got, "\n") {
		switch {
		case line == "import (":
			inImports = true
		case inImports && line == ")":
			inImports = false
		}
		if inImports {
			continue
		}
		for i < len(w) && w[i] != line {
			i++
		}
		if i == len(w) {
			return line
		}
		i++
	}
	return ""
}

// TestTemplateIsTextTemplate holds internal/template to the toolchain's
// text/template: each file is upstream's with lines deleted (the method
// calls; imports aside), and its fmtsort is upstream's byte for byte. The
// copy was taken from go1.26.8; on a toolchain whose text/template differs
// the test says so and skips.
func TestTemplateIsTextTemplate(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(out))
	const from = "go1.26.8"
	mismatch := func(format string, args ...any) {
		t.Helper()
		if runtime.Version() != from {
			t.Skipf("internal/template is a copy of %s's text/template; this toolchain is %s: "+format, append([]any{from, runtime.Version()}, args...)...)
		}
		t.Errorf(format, args...)
	}
	for _, f := range []string{"exec.go", "funcs.go", "helper.go", "option.go", "template.go"} {
		want, err := os.ReadFile(filepath.Join(goroot, "src", "text", "template", f))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("..", "..", "internal", "template", f))
		if err != nil {
			t.Fatal(err)
		}
		if bad := notDeletionOf(string(want), string(got)); bad != "" {
			mismatch("internal/template/%s: line %q is not text/template's", f, bad)
		}
	}
	want, err := os.ReadFile(filepath.Join(goroot, "src", "internal", "fmtsort", "sort.go"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", "internal", "template", "internal", "fmtsort", "sort.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		mismatch("internal/template/internal/fmtsort/sort.go differs from internal/fmtsort's")
	}
}
