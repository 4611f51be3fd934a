package models

import (
	"sync"
	"testing"
)

// TestLoadParsesOnceAndShares: Load parses the embedded catalog once and
// hands every caller, concurrent ones too (-race), the same read-only
// catalog; what a caller changes in the copies it is given does not reach
// the next caller.
func TestLoadParsesOnceAndShares(t *testing.T) {
	var wg sync.WaitGroup
	cats := make([]*Catalog, 4)
	for i := range cats {
		wg.Go(func() {
			c, err := Load()
			if err != nil {
				t.Error(err)
			}
			cats[i] = c
		})
	}
	wg.Wait()
	for _, c := range cats[1:] {
		if c != cats[0] {
			t.Fatal("Load returned different catalogs")
		}
	}
	ms := cats[0].Models()
	if len(ms) == 0 {
		t.Fatal("empty catalog")
	}
	first := ms[0]
	ms[0].ID = "changed"
	ps := cats[0].Providers(nil)
	for k := range ps {
		delete(ps, k)
	}
	again, _ := Load()
	if got := again.Models()[0]; got.ID != first.ID {
		t.Errorf("a caller's change to Models() reached the shared catalog: %q", got.ID)
	}
	if len(again.Providers(nil)) == 0 {
		t.Error("a caller's change to Providers() reached the shared catalog")
	}
}
