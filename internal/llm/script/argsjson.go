package script

import (
	"bytes"
	"encoding/json"
	"math"

	"gopkg.in/yaml.v3"
)

// json turns the YAML mapping n into compact JSON, keeping key order.
func (p *parser) json(n *yaml.Node) ([]byte, error) {
	var buf bytes.Buffer
	if err := p.writeJSON(&buf, n); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (p *parser) writeJSON(buf *bytes.Buffer, n *yaml.Node) error {
	n = resolve(n)
	switch n.Kind {
	case yaml.MappingNode:
		buf.WriteByte('{')
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := resolve(n.Content[i])
			if k.Kind != yaml.ScalarNode || k.ShortTag() == "!!merge" {
				return p.errf(k, "args keys must be plain scalars, got %s", describe(k))
			}
			if first, dup := seen[k.Value]; dup {
				return p.errf(k, "duplicate key %q in args (first at line %d)", k.Value, first)
			}
			seen[k.Value] = k.Line
			if i > 0 {
				buf.WriteByte(',')
			}
			writeString(buf, k.Value)
			buf.WriteByte(':')
			if err := p.writeJSON(buf, n.Content[i+1]); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	case yaml.SequenceNode:
		buf.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := p.writeJSON(buf, c); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	case yaml.ScalarNode:
		return p.writeScalar(buf, n)
	default:
		return p.errf(n, "args holds an unexpected YAML node")
	}
	return nil
}

func (p *parser) writeScalar(buf *bytes.Buffer, n *yaml.Node) error {
	var v any
	switch n.ShortTag() {
	case "!!null":
		buf.WriteString("null")
		return nil
	case "!!bool", "!!int":
		if err := n.Decode(&v); err != nil {
			return p.errf(n, "args value %s: %v", describe(n), err)
		}
	case "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return p.errf(n, "args value %s: %v", describe(n), err)
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return p.errf(n, "args value %s has no JSON form", describe(n))
		}
		v = f
	default: // strings, and timestamps or binary kept as written
		writeString(buf, n.Value)
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return p.errf(n, "args value %s: %v", describe(n), err)
	}
	buf.Write(b)
	return nil
}

// writeString writes s as a JSON string without HTML escaping, so args such
// as "a && b" stay readable.
func writeString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)           // a string always encodes
	buf.Truncate(buf.Len() - 1) // Encode appends a newline
}
