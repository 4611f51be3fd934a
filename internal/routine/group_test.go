package routine_test

import (
	"bytes"
	"errors"
	"runtime/pprof"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"

	"troupe/internal/routine"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestGroup(t *testing.T) {
	tests := []struct {
		name    string
		run     func(g *routine.Group, release chan struct{})
		wantErr string // "" means Close returns nil
	}{
		{"all end", func(g *routine.Group, _ chan struct{}) {
			for range 3 {
				_ = g.Go("quick", func() {})
			}
		}, ""},
		{"stuck ones are named", func(g *routine.Group, release chan struct{}) {
			_ = g.Go("llm call", func() { <-release })
			_ = g.Go("llm call", func() { <-release })
			_ = g.Go("tool run", func() { <-release })
			_ = g.Go("quick", func() {})
		}, "3 goroutine(s) still running after 50ms: llm call ×2, tool run"},
		{"started from inside", func(g *routine.Group, _ chan struct{}) {
			_ = g.Go("outer", func() { _ = g.Go("inner", func() {}) })
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, release := routine.New("test"), make(chan struct{})
			tt.run(g, release)
			err := g.Close(50 * time.Millisecond)
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("Close = %v, want %q", err, tt.wantErr)
			}
			close(release)
			if err := g.Close(10 * time.Second); err != nil {
				t.Errorf("after release: %v", err)
			}
		})
	}
}

func TestGoAfterCloseIsRefused(t *testing.T) {
	g := routine.New("test")
	if err := g.Close(time.Second); err != nil {
		t.Fatal(err)
	}
	ran := false
	if err := g.Go("late", func() { ran = true }); !errors.Is(err, routine.ErrClosed) {
		t.Errorf("Go after Close = %v, want ErrClosed", err)
	}
	if ran {
		t.Error("a refused goroutine ran")
	}
}

// Profiles name the group and the goroutine.
func TestGoroutinesAreLabelled(t *testing.T) {
	g, release, started := routine.New("labels"), make(chan struct{}), make(chan struct{})
	_ = g.Go("model call", func() { close(started); <-release })
	<-started
	var b bytes.Buffer
	if err := pprof.Lookup("goroutine").WriteTo(&b, 1); err != nil {
		t.Fatal(err)
	}
	close(release)
	if err := g.Close(10 * time.Second); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"troupe.group":"labels"`, `"troupe.goroutine":"model call"`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("goroutine profile lacks %s", want)
		}
	}
}
