package fault

import (
	"errors"
	"strings"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
)

func TestBreaker(t *testing.T) {
	clock := providertest.NewClock()
	b := NewBreaker(Policy{BreakAfter: 3, BreakFor: 30 * time.Second, Clock: clock})
	boom := errors.New("503 from p")
	step := func(what string, wantOpen bool) {
		t.Helper()
		err := b.Allow()
		if open := errors.Is(err, llm.ErrCircuitOpen); open != wantOpen {
			t.Fatalf("%s: Allow() = %v, want open %v", what, err, wantOpen)
		}
	}
	for range 2 {
		step("below the threshold", false)
		b.Failure(boom)
	}
	step("still below", false)
	b.Release() // a rejected request says nothing about health
	b.Failure(boom)
	step("after 3 failures", true)
	if err := b.Allow(); !strings.Contains(err.Error(), "3 consecutive failures") || !strings.Contains(err.Error(), "503 from p") ||
		!strings.Contains(err.Error(), "resume in 30s") {
		t.Errorf("open error does not say why and when: %v", err)
	}
	clock.Advance(30 * time.Second)
	step("probe after the cool-down", false)
	step("second caller while probing", true)
	b.Failure(boom)
	step("probe failed: open again", true)
	clock.Advance(30 * time.Second)
	step("next probe", false)
	b.Release()
	step("probe slot freed by a neutral outcome", false)
	b.Success()
	step("closed after success", false)
	step("closed stays closed", false)
}
