// Package compact keeps an agent's context inside its budget: it offloads
// large tool outputs to scratch files when they are appended — and any
// message, whatever its role, larger than its share of the budget — and
// before every model call it runs OpenDev's staged compaction over the
// agent's view of the transcript — warn at 70%, mask old tool results at
// 80%, prune old outputs beyond a protected recent budget at 85%, keep only
// the last three results at 90%, and at 95% archive the history and
// summarize its middle. What scales with the budget does so per check
// (Config.ForBudget): the prune stage's protection and the recent window
// are shares of the budget, so every stage can fire at any window.
//
// The transcript (what the session log holds) is never changed. What a model
// sees is a View derived from it, and every stage that fires returns a
// Record of what it replaced; Apply rebuilds the same View from the
// transcript and the records, so a resumed session sees exactly what the
// interrupted one saw. Nothing masked, pruned or summarized is lost: each
// stage yields the files (Persist) the caller must write before it uses the
// new view — the full output of each masked result, the archive of the
// history — and every pointer names its file.
//
// Concurrency: the stage functions, Offload and Apply are pure and safe for
// concurrent use; they never modify their inputs. A Compactor holds only its
// configuration and summarizer and is safe for concurrent use if its
// Summarizer is. A check can also run in steps — Start, then Continue with
// each summary it asks for — so an actor can make the summarizer call
// without blocking; a Pending belongs to the caller that got it and is not
// safe for concurrent use. WriteAll does file I/O and nothing else.
package compact
