package bustest

import "testing"

// A route port from the ephemeral range can be taken, between the pick and
// the node's bind, by any outgoing connection's source port: the last node
// then never becomes ready. freePort picks below the range.
func TestFreePortIsBelowTheEphemeralRange(t *testing.T) {
	low := ephemeralLow()
	seen := map[int]bool{}
	for range 50 {
		p := freePort(t)
		if p < nonEphemeralFloor || p >= low {
			t.Fatalf("freePort = %d, want within [%d, %d)", p, nonEphemeralFloor, low)
		}
		seen[p] = true
	}
	if len(seen) < 40 { // random picks: two clusters in parallel packages rarely meet
		t.Fatalf("50 picks gave %d distinct ports", len(seen))
	}
}
