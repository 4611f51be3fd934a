// Package reminder is the harness around the ReAct loop: event detectors
// that inject short <system-reminder> messages in the user role right before
// the next model call, the guards that decide what happens when the model
// stops without calling a tool, and the wind-down message for iteration
// caps.
//
// An agent owns one State for its session. It feeds the State events as
// they happen (Observe: the user's prompt, each assistant message, each
// batch of tool results, denials, todo changes, plan approvals, returning
// subagents), takes the reminders due before each model call (Pending),
// and asks Stop what to do when the model answered without tool calls.
// The completion check runs only on evidence that the task is unfinished;
// it is a review the agent asks of the critique slot (Action.Check), and
// Checked turns the review into the decision.
// Every detector has its own cap over the State's life (Limits), so a model
// that ignores a reminder is not flooded with it.
//
// The State keeps counters and the last batch only, never the transcript,
// so each event and each Pending costs the same at turn 500 as at turn 10.
// It does no I/O and is not safe for concurrent use: one actor owns it.
//
// Reminder texts are Markdown templates (text/template) in configs/reminders,
// loaded once with Load. Templates are read-only after Load and safe to
// share between agents.
package reminder
