package tokens

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"troupe/messages"
)

// The chat format's framing, in tokens, as OpenAI's cookbook counts it
// ("How to count tokens with tiktoken", num_tokens_from_messages, checked
// there against the API for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini).
// Each message is rendered as <|start|>{role}\n{content}<|end|>\n.
const (
	PerMessage  = 3 // <|start|>, the newline after the role, <|end|>
	PerName     = 1 // a message's optional name field
	ReplyPrimer = 3 // once per request: the reply starts <|start|>assistant<|message|>
	// PerToolCall is the framing of one tool call in an assistant message,
	// besides its name and arguments. OpenAI does not document how calls
	// are rendered; this is an estimate that calibration against the
	// provider's reported usage corrects.
	PerToolCall = 3
)

// Message returns the tokens m adds to a request: the framing, the role,
// the content, the name if any, and each tool call's name and arguments.
// Tool call ids are not counted. Add ReplyPrimer once per request. Message
// is pure: callers count a message once, when it is appended, and keep the
// number.
func (c *Counter) Message(enc Encoding, m messages.Message) int {
	n := PerMessage + c.Count(enc, string(m.Role)) + c.Count(enc, m.Content)
	if m.Name != "" {
		n += c.Count(enc, m.Name) + PerName
	}
	for _, tc := range m.ToolCalls {
		n += PerToolCall + c.Count(enc, tc.Name) + c.Count(enc, string(tc.Arguments))
	}
	return n
}

// MessageBound returns an upper bound of Message without counting: the
// same framing, with each text counted as Bound counts it.
func MessageBound(m messages.Message) int {
	n := PerMessage + Bound(string(m.Role)) + Bound(m.Content)
	if m.Name != "" {
		n += Bound(m.Name) + PerName
	}
	for _, tc := range m.ToolCalls {
		n += PerToolCall + Bound(tc.Name) + Bound(string(tc.Arguments))
	}
	return n
}

// Conversation returns the tokens of a whole request's messages: each
// message plus the reply primer. It recounts everything; a context window
// should add up the numbers Message returned as messages were appended.
func (c *Counter) Conversation(enc Encoding, ms []messages.Message) int {
	n := ReplyPrimer
	for _, m := range ms {
		n += c.Message(enc, m)
	}
	return n
}

// toolFraming holds the constants of the cookbook's num_tokens_for_tools,
// which it checked against the API (105 and 101 prompt tokens for its
// weather example with gpt-4 and gpt-4o).
type toolFraming struct {
	funcInit, propInit, propKey, enumInit, enumItem, funcEnd int
}

func framingFor(enc Encoding) toolFraming {
	if enc == CL100KBase {
		return toolFraming{funcInit: 10, propInit: 3, propKey: 3, enumInit: -3, enumItem: 3, funcEnd: 12}
	}
	return toolFraming{funcInit: 7, propInit: 3, propKey: 3, enumInit: -3, enumItem: 3, funcEnd: 12}
}

// schema is the part of a JSON schema the tool count looks at.
type schema struct {
	Type        json.RawMessage            `json:"type"`
	Description string                     `json:"description"`
	Enum        []json.RawMessage          `json:"enum"`
	Properties  map[string]json.RawMessage `json:"properties"`
	Items       json.RawMessage            `json:"items"`
}

// Tools returns the tokens a request's tool definitions add. It follows the
// cookbook's num_tokens_for_tools: per function its framing plus
// "name:description"; per top-level property "name:type:description" and its
// enum values. That is exact for flat schemas like the cookbook's example.
// Nested schemas (a property's own properties or items) are counted as
// their compact JSON, which overestimates somewhat; a schema that is not
// valid JSON is counted as its text. Calibration against the provider's
// usage corrects the rest, and for other providers (whose tool prompts
// differ) all of it.
func (c *Counter) Tools(enc Encoding, specs []messages.ToolSpec) int {
	return tools(enc, specs, func(s string) int { return c.Count(enc, s) })
}

// ToolsBound returns an upper bound of Tools without counting: the same
// framing, with each text counted as Bound counts it. It loads no
// vocabulary and takes microseconds where Tools takes about a millisecond
// for troupe's own tools.
func ToolsBound(enc Encoding, specs []messages.ToolSpec) int {
	return tools(enc, specs, Bound)
}

// Bound returns an upper bound of the tokens text encodes to in any
// encoding, without counting: every token is at least one byte of the text
// as encoded, where each byte that is not valid UTF-8 becomes U+FFFD (3
// bytes; see Count).
func Bound(text string) int {
	if utf8.ValidString(text) {
		return len(text)
	}
	return 3 * len(text)
}

// tools is Tools with count counting each text.
func tools(enc Encoding, specs []messages.ToolSpec, count func(string) int) int {
	if len(specs) == 0 {
		return 0
	}
	f := framingFor(enc)
	n := f.funcEnd
	for _, s := range specs {
		n += f.funcInit + count(s.Name+":"+strings.TrimSuffix(s.Description, "."))
		n += parameters(f, s.Parameters, count)
	}
	return n
}

// parameters counts a function's parameter schema.
func parameters(f toolFraming, raw json.RawMessage, count func(string) int) int {
	if len(bytes.TrimSpace(raw)) == 0 {
		return 0
	}
	var top schema
	if err := json.Unmarshal(raw, &top); err != nil {
		return count(string(raw))
	}
	if len(top.Properties) == 0 {
		return 0
	}
	n := f.propInit
	for name, rawProp := range top.Properties {
		n += f.propKey
		var p schema
		if err := json.Unmarshal(rawProp, &p); err != nil {
			n += count(name + ":" + string(rawProp))
			continue
		}
		if len(p.Enum) > 0 {
			n += f.enumInit
			for _, item := range p.Enum {
				n += f.enumItem + count(jsonText(item))
			}
		}
		n += count(name + ":" + jsonText(p.Type) + ":" + strings.TrimSuffix(p.Description, "."))
		if len(p.Properties) > 0 {
			props, _ := json.Marshal(p.Properties)
			n += count(string(props))
		}
		if len(p.Items) > 0 {
			n += count(compactJSON(p.Items))
		}
	}
	return n
}

// jsonText returns a JSON string's value, or any other JSON value's compact
// text ("" for none).
func jsonText(raw json.RawMessage) string {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s
	}
	return compactJSON(raw)
}

func compactJSON(raw json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}
