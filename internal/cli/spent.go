package cli

import (
	"encoding/json"
	"fmt"

	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/messages"
)

// spent returns the tokens and cost a stored session has used so far, every
// agent's model calls summed from its log's usage events, so that /cost
// after a resume counts the whole session, as the view and /context do.
func spent(st *store.Store, id string) (messages.Usage, float64, error) {
	l, err := st.Load(id)
	if err != nil {
		return messages.Usage{}, 0, err
	}
	var total messages.Usage
	var cost float64
	for _, e := range l.Events {
		if e.Type != transcript.TypeUsage {
			continue
		}
		var u struct {
			Usage   messages.Usage `json:"usage"`
			CostUSD float64        `json:"cost_usd"`
		}
		if err := json.Unmarshal(e.Data, &u); err != nil {
			return messages.Usage{}, 0, fmt.Errorf("session %s: usage event %d: %w", id, e.Seq, err)
		}
		total, cost = total.Add(u.Usage), cost+u.CostUSD
	}
	return total, cost, nil
}
