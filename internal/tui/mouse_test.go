package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

func wheel(b tea.MouseButton) tea.MouseWheelMsg { return tea.MouseWheelMsg{Button: b} }

// The wheel scrolls a long approval's diff inside the dialog, the answers
// staying on the screen; with no dialog it scrolls the transcript.
func TestMouseWheelScrolls(t *testing.T) {
	for _, sz := range sizes {
		h := newHarness(t, sz.w, sz.h)
		longWrite(t, h, 200)
		h.do(wheel(tea.MouseWheelDown))
		h.do(wheel(tea.MouseWheelDown))
		fits(t, h.m, sz.w, sz.h, "lines 7–", "[y] allow once")
		h.do(wheel(tea.MouseWheelUp))
		fits(t, h.m, sz.w, sz.h, "lines 4–", "[y] allow once")
		h.do(tea.KeyPressMsg{Code: 'y', Text: "y"})

		h.m.tr.add(blockInfo, "", numbered(3*sz.h))
		h.do(wheel(tea.MouseWheelUp))
		s := fits(t, h.m, sz.w, sz.h, "↓ 3 more lines below")
		h.do(wheel(tea.MouseWheelDown))
		h.do(wheel(tea.MouseWheelDown))
		if h.m.scroll != 0 || strings.Contains(fits(t, h.m, sz.w, sz.h), "more lines below") {
			t.Errorf("%dx%d: the wheel does not scroll back to the bottom (scroll %d):\n%s", sz.w, sz.h, h.m.scroll, s)
		}
		for range 100 * sz.h {
			h.do(wheel(tea.MouseWheelUp))
		}
		if top := h.m.tr.height() - h.m.bodyHeight(); h.m.scroll != top {
			t.Errorf("%dx%d: scrolled %d, past the first line (%d)", sz.w, sz.h, h.m.scroll, top)
		}
	}
}
