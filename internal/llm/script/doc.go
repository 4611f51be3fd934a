// Package script provides a scripted model: a YAML file of turns that stands
// in for a real provider in troupe's tests and offline demo (selected with
// --model script:PATH). It is strict on purpose: a request no turn expects,
// or one more request than the script holds, fails the call with an error
// wrapping llm.ErrScript that says who asked, what they sent and which turns
// were left, so a test fails loudly instead of drifting.
//
// A script looks like this:
//
//	vision: true                     # optional: the model is given images (default: it cannot see)
//	turns:
//	  - agent: main                  # regexp on Request.Agent or Request.AgentType
//	    expect: "fix the failing"    # regexp the last message's content must match
//	    expect_tool: read_file       # the last message must be this tool's result
//	    expect_reminder: "original"  # regexp the trailing <system-reminder> messages must match
//	    expect_images: 1             # the last message carries this many images, with their bytes
//	    thinking: "Read it first."   # streamed before the text; the answer's thinking
//	    text: "Let me look."
//	    tool_calls:
//	      - name: read_file
//	        id: call_1               # default "<script stem>-t<turn>-c<call>"
//	        args: {file_path: calc.go}   # or raw_args: '{"file_path": ' (sent as-is)
//	    usage: {prompt_tokens: 100, completion_tokens: 20}
//	    stop_reason: end_turn        # default tool_use with tool calls, else end_turn
//	    delay: 50ms                  # wait, honouring ctx, before answering
//	    error: "boom"                # fail the call instead of answering
//
// The harness injects <system-reminder> user messages before some calls;
// expect and expect_tool look at the last message before them, and only a
// turn with expect_reminder requires (and matches) them.
//
// Each request takes the first unused turn, in file order, whose agent and
// expectations match it; every turn is used once. Regexps are unanchored:
// agent "main" also matches a subagent id such as "main/explore-1", so write
// "^main$" where that matters. The error values
// "rate_limited" and "context_window_exceeded" fail with the matching llm
// sentinel errors so callers' errors.Is branches can be exercised.
//
// Concurrency: a Model is safe for concurrent use by many goroutines (parallel
// subagents call one model at once). Turns are immutable after parsing; which
// turns are used, and the call count, are guarded by a mutex, and a turn is
// taken atomically when Stream is called, before any delay. Each returned
// llm.Stream belongs to the goroutine that called Stream, as llm requires.
package script
