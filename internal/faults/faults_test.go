package faults

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		spec    string
		wantErr string
		hits    map[string]int // point → the arrival that must fail
	}{
		{spec: "", hits: nil},
		{spec: "llm.receive", hits: map[string]int{LLMReceive: 1}},
		{spec: "llm.receive:3, bus.publish", hits: map[string]int{LLMReceive: 3, BusPublish: 1}},
		{spec: "workflow.act.receive:2", hits: map[string]int{"workflow.act.receive": 2}},
		{spec: "nosuch", wantErr: `unknown fault point "nosuch"`},
		{spec: "llm.receive:0", wantErr: "positive integer"},
		{spec: "llm.receive:x", wantErr: "positive integer"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			s, err := Parse(tt.spec)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Parse(%q) error = %v, want %q", tt.spec, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.hits == nil && s != nil {
				t.Fatalf("Parse(%q) = %v, want nil", tt.spec, s)
			}
			for point, nth := range tt.hits {
				for i := 1; i <= nth+2; i++ {
					if got := s.Hit(point); got != (i == nth) {
						t.Errorf("%s arrival %d: Hit = %v", point, i, got)
					}
				}
			}
			if s.Hit(SessionReceive) && tt.hits[SessionReceive] == 0 {
				t.Error("a point not in the spec failed")
			}
		})
	}
}

func TestNilSet(t *testing.T) {
	var s *Set
	if s.Hit(LLMReceive) || s.Err(BusPublish) != nil {
		t.Fatal("a nil Set injected a fault")
	}
	s.Panic(LLMReceive) // must not panic
}

func TestPanicAndErr(t *testing.T) {
	s, err := Parse("llm.receive,bus.publish")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Err(BusPublish); !errors.Is(err, ErrInjected) {
		t.Fatalf("Err = %v, want ErrInjected", err)
	}
	defer func() {
		v := recover()
		if inj, ok := v.(Injected); !ok || inj.Point != LLMReceive {
			t.Fatalf("recovered %v, want Injected{llm.receive}", v)
		}
	}()
	s.Panic(LLMReceive)
	t.Fatal("Panic did not panic")
}

func TestPointsUniqueAndDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Points() {
		if seen[p.Name] || p.Doc == "" || strings.ContainsAny(p.Name, " \t,:") {
			t.Errorf("bad point %+v", p)
		}
		seen[p.Name] = true
	}
}

func BenchmarkHitUnset(b *testing.B) {
	var s *Set
	for b.Loop() {
		s.Hit(LLMReceive)
	}
}
