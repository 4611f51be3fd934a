package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRing(t *testing.T) {
	tests := []struct {
		name   string
		size   int
		writes []string
		from   int64
		want   string
		lost   int64
	}{
		{"empty", 4, nil, 0, "", 0},
		{"fits", 8, []string{"abc", "de"}, 0, "abcde", 0},
		{"read from an offset", 8, []string{"abc", "de"}, 3, "de", 0},
		{"read at the end", 8, []string{"abc"}, 3, "", 0},
		{"wraps", 4, []string{"abc", "def"}, 0, "cdef", 2},
		{"wraps, reader ahead of the loss", 4, []string{"abc", "def"}, 3, "def", 0},
		{"one write larger than the ring", 4, []string{"ab", "0123456789"}, 0, "6789", 8},
		{"many small writes", 3, []string{"a", "b", "c", "d", "e", "f", "g"}, 2, "efg", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRing(tt.size)
			for _, w := range tt.writes {
				if n, err := r.Write([]byte(w)); n != len(w) || err != nil {
					t.Fatalf("Write = %d, %v", n, err)
				}
			}
			data, lost := r.since(tt.from)
			if diff := cmp.Diff(tt.want, string(data)); diff != "" {
				t.Errorf("data (-want +got):\n%s", diff)
			}
			if lost != tt.lost {
				t.Errorf("lost = %d, want %d", lost, tt.lost)
			}
		})
	}
}
