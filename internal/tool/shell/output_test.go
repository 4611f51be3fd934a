package shell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCapBuffer(t *testing.T) {
	digits := strings.Repeat("0123456789", 10) // 100 bytes
	tests := []struct {
		name   string
		max    int
		data   string
		chunks []int // sizes of the successive writes; the rest goes in one
		want   string
	}{
		{"fits", 100, digits, nil, digits},
		{"fits in small writes", 100, digits, []int{1, 7, 30, 2}, digits},
		{"cut in one write", 20, digits, nil, "0123456789\n[... 80 bytes omitted ...]\n0123456789"},
		{"cut across many writes", 20, digits, []int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}, "0123456789\n[... 80 bytes omitted ...]\n0123456789"},
		{"tail wraps the ring", 20, digits, []int{10, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, "0123456789\n[... 80 bytes omitted ...]\n0123456789"},
		{"odd limit", 5, "abcdefghij", nil, "ab\n[... 5 bytes omitted ...]\nhij"},
		// "é" is two bytes; neither cut may split one.
		{"no split runes", 8, "aaaé" + strings.Repeat("x", 20) + "éb", nil, "aaa\n[... 21 bytes omitted ...]\nxéb"},
		{"whole runes kept", 8, "aaéé" + strings.Repeat("x", 20) + "ééb", nil, "aaé\n[... 24 bytes omitted ...]\néb"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newCapBuffer(tt.max)
			rest := tt.data
			for _, n := range tt.chunks {
				n = min(n, len(rest))
				write(t, b, rest[:n])
				rest = rest[n:]
			}
			write(t, b, rest)
			if diff := cmp.Diff(tt.want, b.String()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func write(t *testing.T, b *capBuffer, s string) {
	t.Helper()
	if n, err := b.Write([]byte(s)); n != len(s) || err != nil {
		t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(s))
	}
}

// The environment is an allowlist: what a denylist would miss
// (AWS_SECRET_ACCESS_KEY, GITHUB_PAT, DATABASE_URL, SSH_AUTH_SOCK,
// NATS_NKEY) is gone as much as what it would catch.
func TestEnvironAllowlist(t *testing.T) {
	in := []string{
		"PATH=/bin", "HOME=/root", "LANG=C.UTF-8", "LC_ALL=C", "TERM=xterm", "OPENAI_API_KEY=x", "GH_TOKEN=x",
		"AWS_SECRET_ACCESS_KEY=x", "GITHUB_PAT=x", "STRIPE_SECRET_KEY=x", "DATABASE_URL=postgres://u:p@h/db",
		"SSH_AUTH_SOCK=/tmp/agent", "NATS_NKEY=/seed", "TOKENIZER=x", "EMPTY=", "A=b=c", "MYCORP_HOST=h", "BAD",
	}
	want := []string{"PATH=/bin", "HOME=/root", "LANG=C.UTF-8", "LC_ALL=C", "TERM=xterm", "MYCORP_HOST=h"}
	if diff := cmp.Diff(want, ScrubEnv(in, []string{"mycorp_*", "[bad"}, nil)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// deny wins over allow, in any case
	if diff := cmp.Diff([]string{"PATH=/bin"}, ScrubEnv([]string{"PATH=/bin", "MYCORP_KEY=x"}, []string{"MYCORP_*"}, []string{"mycorp_key"})); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
