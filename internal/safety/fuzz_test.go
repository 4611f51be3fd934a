package safety_test

import (
	"testing"

	"mvdan.cc/sh/v3/syntax"
	"strings"

	"troupe/internal/safety"
)

// FuzzAnalyzeCommand checks that analysis never panics and never allows a
// command the shell parser rejects.
func FuzzAnalyzeCommand(f *testing.F) {
	for _, tc := range commandCases {
		f.Add(tc.cmd)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		d := safety.AnalyzeCommand(cmd, testCtx)
		if _, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(cmd), ""); err != nil && d.Verdict == safety.Allow {
			t.Fatalf("unparsable %q allowed", cmd)
		}
		if d.Verdict != safety.Allow && d.Reason == "" {
			t.Fatalf("%q: %s without a reason", cmd, d.Verdict)
		}
	})
}
