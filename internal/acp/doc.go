// Package acp serves troupe as an Agent Client Protocol agent over stdio
// (`troupe acp`), on github.com/coder/acp-go-sdk: editors such as Zed,
// JetBrains IDEs and Neovim plugins start it and talk JSON-RPC on its stdin
// and stdout.
//
// Each ACP session is one troupe session behind a Backend that the caller
// opens (internal/cli opens one supervisor per session, in the session's
// working directory). The package turns the session's bus events into
// session/update notifications — message chunks streamed from the model,
// thought chunks, tool calls with kinds, locations and diffs, their
// progress and results, plan entries from the todo list — and troupe's
// approval gate's asks into session/request_permission requests (allow
// once, allow always, reject). session/cancel cancels the running turn;
// session/set_mode switches between the modes manual, auto-edit, auto and
// plan; available slash commands are announced and run. A client that
// offers fs becomes the file tools' editor (editor.go, tool.WithEditor).
//
// Concurrency: the SDK calls the Agent's methods from its own goroutines
// (requests concurrently, notifications in order). Each session owns an
// outbox goroutine that writes its notifications in the order the bus
// delivered them, so the observer (on the bus's delivery goroutine) never
// blocks on the client; Close stops it and waits. A session's fields are
// guarded by its mutex; the Agent's session table by the Agent's.
package acp
