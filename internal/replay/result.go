package replay

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"troupe/internal/compact"
)

// Result is what one replay measured, or (Trace "TOTAL") the sum of several.
type Result struct {
	Trace      string `json:"trace"`
	Policy     Policy `json:"policy"`
	Window     int    `json:"window"` // 0 in a total over different windows
	Budget     int    `json:"budget"` // window − output reserve; 0 in a total over different windows
	ModelCalls int    `json:"model_calls"`
	// PeakTokens is the largest request the policy sent: the provider's
	// recorded count adjusted by what the policy removed where the trace
	// has usage, the window's estimate elsewhere. PeakTokensNone is the
	// same for the trace as recorded.
	PeakTokens     int     `json:"peak_tokens"`
	PeakTokensNone int     `json:"peak_tokens_none"`
	ReductionPct   float64 `json:"reduction_pct"` // how far PeakTokens is below PeakTokensNone
	// LimitTokens is the largest request of pure observation masking:
	// system, every user and assistant message, the last MaskKeep tool
	// results (offloaded as the staged policy offloads them) and pointers
	// for the rest. LimitRatio is PeakTokens / LimitTokens.
	LimitTokens  int                   `json:"limit_tokens"`
	LimitRatio   float64               `json:"limit_ratio"`
	Overflows    int                   `json:"overflows"` // calls whose request (overhead included) exceeded the budget
	StageFirings map[compact.Stage]int `json:"stage_firings"`
	Summaries    int                   `json:"summaries"` // summarizer calls
	// SummariesPer100 is Summaries per 100 model calls.
	SummariesPer100 float64 `json:"summaries_per_100_calls"`
	// Offloaded counts messages offloaded as they were appended: large
	// tool outputs, and any message over the share of the budget one
	// message may take.
	Offloaded int `json:"offloaded"`
	// ReReads counts model calls whose recorded answer relies on a fact
	// (a file path, an error line) the recorded context showed and the
	// policy's view did not: a read the model would have had to make again.
	ReReads int `json:"re_reads"`
	// SummaryFacts counts facts of summarized messages that a later
	// recorded answer relies on; SummaryDropped those the view after the
	// summary (the summary included) no longer shows: summary fidelity.
	SummaryFacts   int `json:"summary_facts"`
	SummaryDropped int `json:"summary_dropped"`
	// Calibration error against the trace's recorded prompt tokens, mean
	// absolute %, of the uncounted estimate (before) and of the calibrated
	// one (after: last report plus what was appended since); null when the
	// trace records no usage.
	CalibErrBeforePct  *float64 `json:"calib_err_before_pct"`
	CalibErrAfterPct   *float64 `json:"calib_err_after_pct"`
	CalibSamples       int      `json:"calib_samples"` // calibrated calls measured
	RecentIntegrityPct float64  `json:"recent_integrity_pct"`
	RetrievablePct     float64  `json:"retrievable_pct"`
	Hidden             int      `json:"hidden"` // messages the final view no longer shows verbatim

	intact, hidden, retrieved int
	beforeSum, afterSum       float64
	beforeN, afterN           int
}

func (r *run) result() Result {
	res := r.res
	cal := r.base.Calibration()
	res.beforeSum, res.beforeN = cal.RawMeanAbs*float64(cal.Calls), cal.Calls
	res.afterSum, res.afterN = cal.MeanAbsPct*float64(cal.Calibrated), cal.Calibrated
	return res.finish()
}

// finish derives the percentages from the counts.
func (res Result) finish() Result {
	res.ReductionPct = pctBelow(res.PeakTokens, res.PeakTokensNone)
	res.LimitRatio = ratio(res.PeakTokens, res.LimitTokens)
	res.RecentIntegrityPct = share(res.intact, res.ModelCalls)
	res.Hidden = res.hidden
	res.RetrievablePct = share(res.retrieved, res.hidden)
	res.CalibErrBeforePct, res.CalibErrAfterPct = mean(res.beforeSum, res.beforeN), mean(res.afterSum, res.afterN)
	res.CalibSamples = res.afterN
	if res.ModelCalls > 0 {
		res.SummariesPer100 = round(100 * float64(res.Summaries) / float64(res.ModelCalls))
	}
	return res
}

// Total adds results up: calls, peaks, limits, overflows, firings and
// summaries are sums; reduction and ratio are those of the sums; the
// percentages are over all calls, hidden messages and calibration samples.
func Total(results []Result) Result {
	t := Result{Trace: "TOTAL", StageFirings: map[compact.Stage]int{}}
	for i, r := range results {
		if i == 0 {
			t.Policy, t.Window, t.Budget = r.Policy, r.Window, r.Budget
		}
		if r.Window != t.Window {
			t.Window = 0
		}
		if r.Budget != t.Budget {
			t.Budget = 0
		}
		t.Offloaded += r.Offloaded
		t.ReReads += r.ReReads
		t.SummaryFacts += r.SummaryFacts
		t.SummaryDropped += r.SummaryDropped
		t.ModelCalls += r.ModelCalls
		t.PeakTokens += r.PeakTokens
		t.PeakTokensNone += r.PeakTokensNone
		t.LimitTokens += r.LimitTokens
		t.Overflows += r.Overflows
		t.Summaries += r.Summaries
		for s, n := range r.StageFirings {
			t.StageFirings[s] += n
		}
		t.intact += r.intact
		t.hidden += r.hidden
		t.retrieved += r.retrieved
		t.beforeSum += r.beforeSum
		t.beforeN += r.beforeN
		t.afterSum += r.afterSum
		t.afterN += r.afterN
	}
	return t.finish()
}

func pctBelow(x, base int) float64 {
	if base == 0 {
		return 0
	}
	return round(100 * float64(base-x) / float64(base))
}

func ratio(x, base int) float64 {
	if base == 0 {
		return 0
	}
	return round(float64(x) / float64(base))
}

func share(n, of int) float64 {
	if of == 0 {
		return 100
	}
	return round(100 * float64(n) / float64(of))
}

func mean(sum float64, n int) *float64 {
	if n == 0 {
		return nil
	}
	m := round(sum / float64(n))
	return &m
}

func round(x float64) float64 { return math.Round(x*100) / 100 }

// WriteJSON writes one JSON object per result, one per line.
func WriteJSON(w io.Writer, results []Result) error {
	enc := json.NewEncoder(w)
	for _, r := range results {
		if err := enc.Encode(r); err != nil {
			return fmt.Errorf("replay: %w", err)
		}
	}
	return nil
}

// WriteTable writes the results as an aligned table.
func WriteTable(w io.Writer, results []Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "trace\tpolicy\twindow\tbudget\tcalls\tpeak\tnone\tbelow%\tlimit\tratio\toverflows\tmask/prune/aggr/sum\tsummaries\tper100\toffloaded\tre-reads\tsum facts lost\tcalib before/after%\trecent%\tretrievable%")
	for _, r := range results {
		f := r.StageFirings
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%.1f\t%d\t%.2f\t%d\t%d/%d/%d/%d\t%d\t%.1f\t%d\t%d\t%d/%d\t%s/%s\t%.0f\t%.0f\n",
			r.Trace, r.Policy, r.Window, r.Budget, r.ModelCalls, r.PeakTokens, r.PeakTokensNone, r.ReductionPct,
			r.LimitTokens, r.LimitRatio, r.Overflows,
			f[compact.StageMask], f[compact.StagePrune], f[compact.StageAggressive], f[compact.StageSummarize],
			r.Summaries, r.SummariesPer100, r.Offloaded, r.ReReads, r.SummaryDropped, r.SummaryFacts,
			opt(r.CalibErrBeforePct), opt(r.CalibErrAfterPct), r.RecentIntegrityPct, r.RetrievablePct)
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	return nil
}

func opt(p *float64) string {
	if p == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f", *p)
}
