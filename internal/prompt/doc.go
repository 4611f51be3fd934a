// Package prompt assembles what a model is told: an agent's system prompt
// from ordered, conditional sections (templates in configs/prompts/sections,
// ordered by its manifest.yaml), the project instructions (AGENTS.md, or
// CLAUDE.md where there is none), and the prompts of the thinking and
// critique workflows (configs/prompts/thinking).
//
// A system prompt holds nothing volatile — no dates, no counters — and
// Build sorts what it is given, so the same Context always assembles to the
// same bytes; together with tool schemas in a stable order (Prefix) the
// request prefix stays byte-identical across calls and provider prompt
// caches hit.
//
// A Builder is read-only after Load and safe for concurrent use. An
// Instructions tracker belongs to one agent and is not safe for concurrent
// use; its Touch reads small files (a directory's AGENTS.md or CLAUDE.md),
// once per directory.
package prompt
