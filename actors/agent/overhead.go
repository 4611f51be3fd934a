package agent

import "troupe/messages"

// overheadCount is a new agent's first system prompt and tool schemas,
// whose tokens (Counter.Overhead, about 1.5 ms for troupe's own prompt and
// tools) are counted after its first request went out, not before it.
type overheadCount struct {
	system string
	specs  []messages.ToolSpec
}

// exactOverhead counts the pending system prompt and tools, puts the count
// into the window in place of their upper bounds, and logs the window
// record with it. Until it runs, the window's estimate is an upper bound,
// so a check that the bounds keep below every compaction stage is the
// check the count would give; whatever could judge differently calls it
// first: a check the bounds would fire (compactThen), a forced compaction,
// another mode's system prompt, and the first answer, before it is
// calibrated against the provider's count.
func (a *Actor) exactOverhead() {
	cw := a.cw
	if cw == nil || cw.pending == nil {
		return
	}
	p := cw.pending
	cw.pending = nil
	sys, tools := cw.count.Overhead(p.system, p.specs)
	cw.modes[p.system] = [2]int{sys, tools}
	cw.rec.System, cw.rec.Tools = sys, tools
	cw.w.SetOverhead(sys, tools)
	a.log(TypeWindow, "", cw.rec)
}
