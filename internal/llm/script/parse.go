package script

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"troupe/internal/lazy"
	"troupe/internal/llm"
	"troupe/messages"
)

// ParseError is a problem in a script, located by file and line.
type ParseError struct {
	Path string
	Line int // 0 when the YAML parser did not say
	Msg  string
}

// Error formats the problem as PATH:LINE: message.
func (e *ParseError) Error() string {
	if e.Line <= 0 {
		return e.Path + ": " + e.Msg
	}
	return e.Path + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// turn is one scripted answer. It is immutable once parsed.
type turn struct {
	line       int
	agent      *regexp.Regexp // nil: any agent
	expect     *regexp.Regexp // nil: any last message
	expectTool string         // "": any last message
	reminder   *regexp.Regexp // nil: trailing reminders are skipped unseen
	images     int            // expect_images: the last message carries this many images with their bytes; 0 any
	text       string
	hasText    bool
	thinking   string // streamed before the text, and in the answer's Thinking
	calls      []messages.ToolCall
	usage      messages.Usage
	hasPrompt  bool   // usage.PromptTokens was given
	hasOutput  bool   // usage.CompletionTokens was given
	stopReason string // "": the default
	delay      time.Duration
	errMsg     string
	hasErr     bool
}

// Read-only tables of the keys and values a script may use.
var (
	topKeys   = []string{"turns", "vision"}
	turnKeys  = []string{"agent", "expect", "expect_tool", "expect_reminder", "text", "tool_calls", "usage", "stop_reason", "delay", "error", "expect_images", "thinking"}
	callKeys  = []string{"name", "id", "args", "raw_args"}
	usageKeys = []string{"prompt_tokens", "completion_tokens", "cached_tokens"}
	stops     = []string{llm.StopEnd, llm.StopToolUse, llm.StopMaxTokens}
)

// Patterns of yaml.v3 syntax errors, the "yaml: " prefix removed.
var (
	syntaxLine    = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(?s)^line (\d+): (.*)$`) }}
	unknownAnchor = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^unknown anchor '(.*)' referenced$`) }}
	// parserProblems are the problems yaml.v3's parser (not its scanner)
	// reports; their lines come 0-based.
	parserProblems = []string{
		"did not find expected ',' or ']'",
		"did not find expected ',' or '}'",
		"did not find expected '-' indicator",
		"did not find expected <document start>",
		"did not find expected <stream-start>",
		"did not find expected key",
		"did not find expected node content",
		"found duplicate %TAG directive",
		"found duplicate %YAML directive",
		"found incompatible YAML document",
		"found undefined tag handle",
	}
)

// Load reads and parses the script at path. Errors in the script are
// *ParseError values naming path and line.
func Load(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	return Parse(path, data)
}

// Parse parses a script held in data; name is the file name used in errors,
// in the model's name and in generated tool call ids.
func Parse(name string, data []byte) (*Model, error) {
	base := filepath.Base(name)
	p := &parser{
		path: name,
		stem: strings.TrimSuffix(base, filepath.Ext(base)),
		ids:  map[string]int{},
	}
	turns, err := p.parse(data)
	if err != nil {
		return nil, err
	}
	return &Model{name: base, turns: turns, used: make([]bool, len(turns)), vision: p.vision}, nil
}

// parser holds the state of one Parse call.
type parser struct {
	path   string
	stem   string
	ids    map[string]int // tool call id → line of its call
	vision bool           // the script's "vision: true"
}

func (p *parser) errf(n *yaml.Node, format string, args ...any) error {
	return &ParseError{Path: p.path, Line: n.Line, Msg: fmt.Sprintf(format, args...)}
}

// syntaxErr turns a yaml.v3 syntax error into a ParseError. yaml.v3 reports
// scanner errors with 1-based lines but parser errors with 0-based ones, and
// drops the line altogether when it is 0; this puts both right.
func (p *parser) syntaxErr(data []byte, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 1
	if m := syntaxLine.Get().FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
		if slices.Contains(parserProblems, msg) {
			line++
		}
	} else if m := unknownAnchor.Get().FindStringSubmatch(msg); m != nil {
		line = lineOf(data, "*"+m[1])
	} else if strings.HasPrefix(msg, "attempted to go past") {
		line = 0
	}
	return &ParseError{Path: p.path, Line: line, Msg: msg}
}

// lineOf returns the 1-based line where sub first occurs in data, or 0.
func lineOf(data []byte, sub string) int {
	i := bytes.Index(data, []byte(sub))
	if i < 0 {
		return 0
	}
	return 1 + bytes.Count(data[:i], []byte("\n"))
}

func (p *parser) parse(data []byte) ([]turn, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, &ParseError{Path: p.path, Line: 1, Msg: `script is empty; want a mapping with key "turns"`}
		}
		return nil, p.syntaxErr(data, err)
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == nil:
		at := &extra
		if len(extra.Content) > 0 {
			at = extra.Content[0]
		}
		return nil, p.errf(at, "a script holds one YAML document; found another")
	case !errors.Is(err, io.EOF):
		return nil, p.syntaxErr(data, err)
	}
	root := resolve(doc.Content[0])
	if root.Kind == yaml.ScalarNode && root.ShortTag() == "!!null" {
		return nil, p.errf(root, `script is empty; want a mapping with key "turns"`)
	}
	if root.Kind != yaml.MappingNode {
		return nil, p.errf(root, `script must be a mapping with key "turns", got %s`, describe(root))
	}
	var seq *yaml.Node
	err := p.fields(root, "script", topKeys, func(key string, _, v *yaml.Node) error {
		if key == "vision" {
			if v.Kind != yaml.ScalarNode || (v.Value != "true" && v.Value != "false") {
				return p.errf(v, "vision must be true or false, got %s", describe(v))
			}
			p.vision = v.Value == "true"
			return nil
		}
		if v.Kind != yaml.SequenceNode {
			return p.errf(v, "turns must be a sequence, got %s", describe(v))
		}
		seq = v
		return nil
	})
	if err != nil {
		return nil, err
	}
	if seq == nil {
		return nil, p.errf(root, `missing key "turns"`)
	}
	turns := make([]turn, 0, len(seq.Content))
	for i, n := range seq.Content {
		t, err := p.turn(i, resolve(n))
		if err != nil {
			return nil, err
		}
		turns = append(turns, t)
	}
	return turns, nil
}

// fields walks the key/value pairs of mapping n, rejecting unknown and
// duplicate keys; what names the mapping in errors.
func (p *parser) fields(n *yaml.Node, what string, known []string, fn func(key string, k, v *yaml.Node) error) error {
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), resolve(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return p.errf(k, "%s keys must be strings, got %s", what, describe(k))
		}
		if !slices.Contains(known, k.Value) {
			return p.errf(k, "unknown key %q in %s (known: %s)", k.Value, what, strings.Join(known, ", "))
		}
		if first, dup := seen[k.Value]; dup {
			return p.errf(k, "duplicate key %q in %s (first at line %d)", k.Value, what, first)
		}
		seen[k.Value] = k.Line
		if err := fn(k.Value, k, v); err != nil {
			return err
		}
	}
	return nil
}

func (p *parser) turn(index int, n *yaml.Node) (turn, error) {
	t := turn{line: n.Line}
	if n.Kind != yaml.MappingNode {
		return t, p.errf(n, "turn must be a mapping, got %s", describe(n))
	}
	var errKey *yaml.Node
	var excluded []string // keys that cannot go with error
	err := p.fields(n, "turn", turnKeys, func(key string, k, v *yaml.Node) error {
		var err error
		switch key {
		case "agent":
			t.agent, err = p.regexp(v, key)
		case "expect":
			t.expect, err = p.regexp(v, key)
		case "expect_tool":
			t.expectTool, err = p.nonEmpty(v, key)
		case "expect_reminder":
			t.reminder, err = p.regexp(v, key)
		case "expect_images":
			var s string
			if s, err = p.str(v, key); err == nil {
				t.images, err = strconv.Atoi(s)
				if err != nil || t.images < 0 {
					err = p.errf(v, "expect_images must be a count, got %q", s)
				}
			}
		case "text":
			t.text, err = p.str(v, key)
			t.hasText = true
			excluded = append(excluded, key)
		case "thinking":
			t.thinking, err = p.str(v, key)
			excluded = append(excluded, key)
		case "tool_calls":
			t.calls, err = p.toolCalls(index, v)
			excluded = append(excluded, key)
		case "usage":
			err = p.usage(&t, v)
			excluded = append(excluded, key)
		case "stop_reason":
			t.stopReason, err = p.str(v, key)
			if err == nil && !slices.Contains(stops, t.stopReason) {
				err = p.errf(v, "stop_reason must be one of %s, got %q", strings.Join(stops, ", "), t.stopReason)
			}
			excluded = append(excluded, key)
		case "delay":
			t.delay, err = p.duration(v)
		case "error":
			t.errMsg, err = p.nonEmpty(v, key)
			t.hasErr = true
			errKey = k
		}
		return err
	})
	if err != nil {
		return t, err
	}
	if t.hasErr && len(excluded) > 0 {
		return t, p.errf(errKey, "a turn with error cannot also have %s", strings.Join(excluded, ", "))
	}
	if !t.hasText && len(t.calls) == 0 && !t.hasErr {
		return t, p.errf(n, "turn has none of text, tool_calls, error")
	}
	return t, nil
}

func (p *parser) toolCalls(turnIndex int, n *yaml.Node) ([]messages.ToolCall, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, p.errf(n, "tool_calls must be a sequence, got %s", describe(n))
	}
	if len(n.Content) == 0 {
		return nil, p.errf(n, "tool_calls must not be empty")
	}
	calls := make([]messages.ToolCall, 0, len(n.Content))
	for i, c := range n.Content {
		call, err := p.toolCall(turnIndex, i, resolve(c))
		if err != nil {
			return nil, err
		}
		calls = append(calls, call)
	}
	return calls, nil
}

func (p *parser) toolCall(turnIndex, i int, n *yaml.Node) (messages.ToolCall, error) {
	var c messages.ToolCall
	if n.Kind != yaml.MappingNode {
		return c, p.errf(n, "tool call must be a mapping, got %s", describe(n))
	}
	hasName, hasArgs, hasRaw := false, false, false
	err := p.fields(n, "tool call", callKeys, func(key string, _, v *yaml.Node) error {
		var err error
		switch key {
		case "name":
			c.Name, err = p.nonEmpty(v, key)
			hasName = true
		case "id":
			c.ID, err = p.nonEmpty(v, key)
		case "args":
			hasArgs = true
			if v.Kind != yaml.MappingNode {
				return p.errf(v, "args must be a mapping, got %s", describe(v))
			}
			c.Arguments, err = p.json(v)
		case "raw_args":
			hasRaw = true
			var s string
			s, err = p.str(v, key)
			c.Arguments = []byte(s)
		}
		return err
	})
	switch {
	case err != nil:
		return c, err
	case !hasName:
		return c, p.errf(n, "tool call has no name")
	case hasArgs && hasRaw:
		return c, p.errf(n, "tool call has both args and raw_args; keep one")
	case !hasArgs && !hasRaw:
		c.Arguments = []byte("{}")
	}
	if c.ID == "" {
		c.ID = fmt.Sprintf("%s-t%d-c%d", p.stem, turnIndex, i)
	}
	if first, dup := p.ids[c.ID]; dup {
		return c, p.errf(n, "duplicate tool call id %q (first at line %d)", c.ID, first)
	}
	p.ids[c.ID] = n.Line
	return c, nil
}

func (p *parser) usage(t *turn, n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return p.errf(n, "usage must be a mapping, got %s", describe(n))
	}
	return p.fields(n, "usage", usageKeys, func(key string, _, v *yaml.Node) error {
		var x int
		if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!int" || v.Decode(&x) != nil || x < 0 {
			return p.errf(v, "usage.%s must be a non-negative integer, got %s", key, describe(v))
		}
		switch key {
		case "prompt_tokens":
			t.usage.PromptTokens, t.hasPrompt = x, true
		case "completion_tokens":
			t.usage.CompletionTokens, t.hasOutput = x, true
		case "cached_tokens":
			t.usage.CachedTokens = x
		}
		return nil
	})
}

func (p *parser) str(n *yaml.Node, field string) (string, error) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		return "", p.errf(n, "%s must be a string, got %s", field, describe(n))
	}
	return n.Value, nil
}

func (p *parser) nonEmpty(n *yaml.Node, field string) (string, error) {
	s, err := p.str(n, field)
	if err == nil && s == "" {
		err = p.errf(n, "%s must not be empty", field)
	}
	return s, err
}

func (p *parser) regexp(n *yaml.Node, field string) (*regexp.Regexp, error) {
	s, err := p.nonEmpty(n, field)
	if err != nil {
		return nil, err
	}
	re, err := regexp.Compile(s)
	if err != nil {
		return nil, p.errf(n, "invalid %s regexp: %v", field, err)
	}
	return re, nil
}

func (p *parser) duration(n *yaml.Node) (time.Duration, error) {
	s, err := p.str(n, "delay")
	if err != nil {
		return 0, err
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, p.errf(n, "invalid delay %q: %v", s, err)
	}
	if d < 0 {
		return 0, p.errf(n, "delay must not be negative, got %s", s)
	}
	return d, nil
}

// resolve follows aliases to the node they name.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// describe names what a node holds, for "got ..." in errors.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "sequence"
	case yaml.ScalarNode:
		if n.ShortTag() == "!!null" {
			return "null"
		}
		return strconv.Quote(truncate(n.Value, 40))
	}
	return "unexpected YAML node"
}
