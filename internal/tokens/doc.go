// Package tokens counts tokens the way OpenAI's byte-pair encodings
// cl100k_base and o200k_base do, chooses an encoding per model, and adds the
// chat format's per-message framing.
//
// The vocabularies are the files github.com/pkoukk/tiktoken-go-loader
// embeds, so nothing is ever downloaded. Splitting and merging are this
// package's own, and the tests hold them to github.com/pkoukk/tiktoken-go
// count for count: on a golden corpus, on random and exhaustive short text,
// and in fuzzing. tiktoken-go itself is not used at run time because it
// rebuilds its encoder on every GetEncoding call, downloads unless a global
// loader is set, allocates for every piece, and merges byte pairs in time
// quadratic in the piece length (256 KiB of spaces take a minute). Here the
// split is hand-written code equivalent to the encodings' regular
// expressions, short pieces merge by tiktoken's own scan on a stack array,
// and pieces longer than 64 bytes merge with a heap in O(n log n), exactly.
// Only a run of one character longer than a megabyte is merged in
// megabyte parts, which can move its count by a token per part. Counting
// ordinary text allocates nothing.
//
// Message and Tools add the framing of OpenAI's chat format as OpenAI's
// cookbook counts it; for the cookbook's examples they give the prompt
// tokens the API billed. Tool calls and non-OpenAI models are estimates that
// the provider's reported usage calibrates.
//
// Concurrency: a Counter is safe for concurrent use by any number of
// goroutines. It loads each encoding lazily, once, on first use (about
// 25 ms and 8 MB for cl100k_base, 35 ms and 16 MB for o200k_base);
// concurrent first users wait for that one load. Warm performs the load in
// the caller's goroutine, so an owner can do it in a goroutine of its own,
// off the startup path. Once loaded, an encoding is read-only; the only
// shared mutable thing is a sync.Pool of scratch buffers for long pieces.
// Everything else in the package is pure.
package tokens
