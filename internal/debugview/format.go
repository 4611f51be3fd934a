package debugview

import (
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"
	"time"
)

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// WriteStats prints r as two tables: agents, then hops.
func WriteStats(w io.Writer, r Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "%d messages, %s, over %s\n\n", r.Messages, size(r.Bytes), round(time.Duration(r.Span)))
	fmt.Fprintln(tw, "agent\tmessages\tbytes\tmodel calls\ttokens in\tcached\ttokens out\tcost\ttool calls\ttool errors\tcompactions\t")
	for _, a := range r.Agents {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t$%.4f\t%d\t%d\t%d\t\n", a.Agent, a.Messages, size(a.Bytes), a.ModelCalls,
			a.PromptTokens, a.CachedTokens, a.CompletionTokens, a.CostUSD, a.ToolCalls, a.ToolErrors, a.Compactions)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "hop\tcount\tp50\tp90\tp99\tmax\tunanswered\t")
	for _, h := range r.Hops {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t\n", h.Hop, h.Count, round(time.Duration(h.P50)), round(time.Duration(h.P90)),
			round(time.Duration(h.P99)), round(time.Duration(h.Max)), h.Open)
	}
	return tw.Flush()
}

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// round keeps durations readable: µs below a millisecond, else 0.1 ms.
func round(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(time.Microsecond)
	}
	return d.Round(100 * time.Microsecond)
}
