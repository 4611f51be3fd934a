package messages

import (
	"slices"
	"testing"
)

func TestTypeNamesAreKnown(t *testing.T) {
	names := TypeNames()
	if !slices.IsSorted(names) {
		t.Errorf("TypeNames not sorted: %v", names)
	}
	for _, n := range names {
		if !KnownType(n) {
			t.Errorf("%q is listed but Decode does not know it", n)
		}
	}
	for _, n := range []string{"", "tool_results", "Tool_Result", "explore"} {
		if KnownType(n) {
			t.Errorf("KnownType(%q) = true", n)
		}
	}
}
