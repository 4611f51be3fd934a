package tool

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestTouches(t *testing.T) {
	edit := Spec{Facts: Facts{Paths: []PathArg{{Name: "file_path", Write: true}}}}
	bash := Spec{Facts: Facts{Command: "command", Network: "network"}}
	foreign := Spec{Facts: Facts{GuessPaths: true, Paths: []PathArg{{Name: "paths", Write: true}}}}
	tests := []struct {
		name string
		spec Spec
		args string
		want Touch
	}{
		{"path", edit, `{"file_path":"a.go","old_string":"x"}`, Touch{Paths: []PathUse{{Arg: "file_path", Path: "a.go", Write: true}}}},
		{"empty path", edit, `{"file_path":""}`, Touch{}},
		{"command", bash, `{"command":"ls","network":true}`, Touch{Command: "ls", Network: true}},
		{"malformed", bash, `{"command":`, Touch{}},
		{"guessed and listed", foreign, `{"paths":["a","b"],"source":"c","n":3}`, Touch{
			Paths:   []PathUse{{Arg: "paths", Path: "a", Write: true}, {Arg: "paths", Path: "b", Write: true}},
			Strings: []PathUse{{Arg: "source", Path: "c", Write: true}}}},
	}
	for _, tt := range tests {
		got := tt.spec.Touches(json.RawMessage(tt.args))
		if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestWrites(t *testing.T) {
	for _, tt := range []struct {
		spec Spec
		want bool
	}{{Spec{ReadOnly: true}, false}, {Spec{Facts: Facts{Jobs: true}}, false}, {Spec{}, true}} {
		if got := tt.spec.Writes(); got != tt.want {
			t.Errorf("%+v.Writes() = %v, want %v", tt.spec, got, tt.want)
		}
	}
}
