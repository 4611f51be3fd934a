package config

import (
	"fmt"

	"gopkg.in/yaml.v3"

	"troupe/messages"
)

// nameRule says what a name that becomes part of NATS subjects may hold.
const nameRule = "use only letters, digits, '_' and '-': it becomes part of agent ids and NATS subjects"

// checkNames reports, with its line, the first name in a config file that
// would become a NATS subject token and is not a valid one: the keys of
// subagents.types (subagent ids are "<type>-<hex>-<n>"). A file that does
// not parse is left to the decoder, which says where.
func checkNames(data []byte) error {
	var root yaml.Node
	if yaml.Unmarshal(data, &root) != nil {
		return nil
	}
	types := lookup(&root, "subagents", "types")
	if types == nil || types.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(types.Content); i += 2 {
		if k := types.Content[i]; !messages.ValidID(k.Value) {
			return fmt.Errorf("line %d: subagents.types: invalid subagent type name %q (%s)", k.Line, k.Value, nameRule)
		}
	}
	return nil
}

// lookup follows keys down nested mappings from a document node.
func lookup(n *yaml.Node, keys ...string) *yaml.Node {
	if n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		n = n.Content[0]
	}
	for _, key := range keys {
		if n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				next = n.Content[i+1]
			}
		}
		if next == nil {
			return nil
		}
		n = next
	}
	return n
}
