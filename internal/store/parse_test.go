package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func readGolden(tb testing.TB) []byte {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "session.golden.jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func TestParseLog(t *testing.T) {
	golden := readGolden(t)
	full, err := ParseLog(bytes.NewReader(golden))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(full.Events), 4; got != want {
		t.Fatalf("golden log has %d events, want %d", got, want)
	}
	wantMeta := Meta{ID: "20261202-161955-a1b2c3d4", Workspace: "/ws", Model: "m1", Created: t0}
	if diff := cmp.Diff(wantMeta, full.Meta); diff != "" {
		t.Errorf("Meta (-want +got):\n%s", diff)
	}
	lines := strings.SplitAfter(string(golden), "\n")
	tests := []struct {
		name    string
		in      string
		want    Loaded
		wantErr string
	}{
		{"empty", "", Loaded{}, ""},
		{"session only", lines[0], Loaded{Meta: wantMeta, Events: full.Events[:1]}, ""},
		{"torn", lines[0] + lines[1][:10], Loaded{Meta: wantMeta, Events: full.Events[:1],
			Truncated: &Truncation{Line: 2, Offset: int64(len(lines[0])), Bytes: 10, Reason: "no trailing newline"}}, ""},
		{"bad middle", lines[0] + "x\n" + lines[1], Loaded{}, "line 2: invalid event: invalid character 'x' looking for beginning of value"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseLog(strings.NewReader(tc.in))
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr || !errors.Is(err, ErrCorrupt) {
					t.Fatalf("ParseLog error = %v, want %q wrapping ErrCorrupt", err, tc.wantErr)
				}
				var ce *CorruptError
				if !errors.As(err, &ce) || ce.Line != 2 {
					t.Errorf("error %#v is not a *CorruptError for line 2", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ParseLog (-want +got):\n%s", diff)
			}
		})
	}
}

func FuzzParseLog(f *testing.F) {
	golden := readGolden(f)
	full, err := ParseLog(bytes.NewReader(golden))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(golden, uint16(len(golden)))
	f.Add(append(golden[:len(golden):len(golden)], `{"seq":5,"ti`...), uint16(100))
	f.Add([]byte("{\"seq\":1}\n\x00\x00"), uint16(0))
	f.Add([]byte("\n\n"), uint16(7))
	f.Add([]byte(`{"seq":1,"type":"session","data":{"id":"x"}}`+"\n"+`{"seq":2,"type":"user","data":{"text":"hi"}}`), uint16(len(golden)/2))

	f.Fuzz(func(t *testing.T, data []byte, cut uint16) {
		// Any input: no panic, and a successful parse is self-consistent.
		ld, err := ParseLog(bytes.NewReader(data))
		if err == nil {
			for i, e := range ld.Events {
				if e.Seq != uint64(i+1) || e.Type == "" {
					t.Fatalf("event %d has seq %d type %q", i, e.Seq, e.Type)
				}
			}
			if tr := ld.Truncated; tr != nil {
				if tr.Offset+int64(tr.Bytes) != int64(len(data)) || tr.Line != len(ld.Events)+1 {
					t.Fatalf("Truncated %+v does not describe the end of %d bytes after %d events", tr, len(data), len(ld.Events))
				}
				again, err := ParseLog(bytes.NewReader(data[:tr.Offset]))
				if err != nil || again.Truncated != nil || len(again.Events) != len(ld.Events) {
					t.Fatalf("the part before the torn line does not load cleanly: %d events, %+v, %v", len(again.Events), again.Truncated, err)
				}
			} else if len(data) > 0 && data[len(data)-1] != '\n' {
				t.Fatal("input without a final newline loaded with no truncation")
			}
		}

		// A prefix of a valid log followed by any torn line loads every
		// complete event of the prefix.
		p := int(cut) % (len(golden) + 1)
		in := append(golden[:p:p], bytes.ReplaceAll(data, []byte("\n"), nil)...)
		good := bytes.LastIndexByte(golden[:p], '\n') + 1
		n := bytes.Count(golden[:good], []byte("\n"))
		ld, err = ParseLog(bytes.NewReader(in))
		if err != nil {
			t.Fatalf("valid prefix of %d bytes + %q: %v", p, data, err)
		}
		if diff := cmp.Diff(full.Events[:n], ld.Events, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("events of a valid prefix of %d bytes (-want +got):\n%s", p, diff)
		}
		if torn := len(in) > good; (ld.Truncated != nil) != torn {
			t.Fatalf("Truncated = %+v, want torn=%v", ld.Truncated, torn)
		}
		if n > 0 && ld.Meta != full.Meta {
			t.Fatalf("Meta = %+v, want %+v", ld.Meta, full.Meta)
		}
	})
}
