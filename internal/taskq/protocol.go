// Package taskq is the protocol and the JetStream plumbing of distributed
// subagents: the work-queue stream a coordinator publishes tasks to, the
// durable pull consumers workers share (one per model, so a worker never
// fetches a task whose model it lacks), the results stream, the snapshot
// object store and the worker heartbeats.
//
// Concurrency: the functions are safe for concurrent use; a Registry is
// guarded by its own mutex. Nothing here starts a goroutine except
// WatchWorkers, whose subscription the caller owns (Close stops it).
package taskq

import (
	"path/filepath"
	"strings"
	"time"

	"troupe/messages"
)

// Names of the JetStream assets.
const (
	TaskStream    = "TROUPE_TASKS"
	SnapshotStore = "TROUPE_SNAPSHOTS"
)

// Header names a task message carries besides its JSON body.
const (
	HeaderTaskID = "Troupe-Task"
	HeaderWorker = "Troupe-Worker"
)

// Task is one subagent's work, published by the coordinator's proxy actor.
// Subject: troupe.task.<session>.<agent>.<model key>.
type Task struct {
	ID       string    `json:"id"` // unique per dispatch; the Nats-Msg-Id
	Session  string    `json:"session"`
	Parent   string    `json:"parent"` // the parent agent
	Agent    string    `json:"agent"`  // the subagent's id on the coordinator
	CallID   string    `json:"call_id"`
	Kind     string    `json:"kind"` // subagent type
	Prompt   string    `json:"prompt"`
	Snapshot string    `json:"snapshot"` // manifest name in the snapshot store
	Model    string    `json:"model"`    // model key the task needs (ModelKey)
	Writes   bool      `json:"writes"`   // the type may write: return a changeset
	Deadline time.Time `json:"deadline"` // abandon after this
	// Coordinator is the id whose heartbeats the worker watches
	// (troupe.hb.coordinators.<id>); it abandons the task when they stop.
	Coordinator string `json:"coordinator"`
	// Approval is the coordinator's approval policy; nil (an older
	// coordinator): the worker's own non-interactive policy.
	Approval *Approval `json:"approval,omitempty"`
	// Type is the coordinator's definition of Kind; nil (an older
	// coordinator): the worker's own.
	Type *Type `json:"type,omitempty"`
	// Priority is High for the main agent's own task calls, else Normal
	// ("" is Normal); Labels are what a worker must have to take the task
	// (its type's labels:). Both choose its Route.
	Priority string   `json:"priority,omitempty"`
	Labels   []string `json:"labels,omitempty"`
	// Traceparent is the W3C trace context of the subagent task's span; it
	// travels in the message's traceparent header, not the body.
	Traceparent string `json:"-"`
}

// Subject is where the task is queued: its route's subject.
func (t Task) Subject() string { return t.Route().Subject(t.Session, t.Agent) }

// Route is the queue the task is on.
func (t Task) Route() Route { return Route{Model: t.Model, Priority: t.Priority, Labels: t.Labels} }

// Status is what a worker says about a task: started (with its attempt),
// or a result. Subject: troupe.res.<session>.<agent>.task.
type Status struct {
	Task    string `json:"task"`
	Worker  string `json:"worker"`
	Attempt int    `json:"attempt"` // JetStream delivery count of the message
	Done    bool   `json:"done"`    // false: started
	// CallID is the task's tool call (Task.CallID): what a resumed
	// coordinator matches a stored result to.
	CallID string `json:"call_id,omitempty"`
	// RetryIn, on a status that is not Done but carries Err: the attempt
	// failed on this worker for the infrastructure's reasons and the task
	// is handed back, to be delivered again after this long.
	RetryIn Duration `json:"retry_in,omitempty"`

	Final      string             `json:"final,omitempty"`
	Err        *messages.Error    `json:"error,omitempty"`
	Iterations int                `json:"iterations,omitempty"`
	Calls      int                `json:"calls,omitempty"`
	Usage      messages.Usage     `json:"usage"`
	CostUSD    float64            `json:"cost_usd,omitempty"`
	Changes    string             `json:"changes,omitempty"` // changeset name in the snapshot store; "" none
	Transcript []messages.Message `json:"transcript,omitempty"`
	// Body names the final text and transcript in the snapshot store when
	// they were too large to travel inline (Queue.LoadBody reads them).
	Body string `json:"body,omitempty"`
}

// StatusSubject is where workers report on a task.
func StatusSubject(session, agent string) string {
	return messages.Subject(messages.ClassRes, session, agent, "task")
}

// Heartbeat is a worker's periodic advertisement.
// Subject: troupe.hb.workers.<worker id>.worker.
type Heartbeat struct {
	ID          string    `json:"id"`
	Host        string    `json:"host"`
	OS          string    `json:"os"`
	Concurrency int       `json:"concurrency"`
	Running     []string  `json:"running"`          // task ids
	Models      []string  `json:"models"`           // model keys
	Labels      []string  `json:"labels,omitempty"` // troupe worker --label
	Time        time.Time `json:"time"`
	Draining    bool      `json:"draining,omitempty"`
	Interval    Duration  `json:"interval"`
	// Quarantined: the worker failed too many tasks in a row and takes
	// none until then. Failures counts its failed tasks in a row.
	Quarantined time.Time `json:"quarantined,omitzero"`
	Failures    int       `json:"failures,omitempty"`
	// Parked are the tasks the worker holds for a coordinator it does not
	// hear (worker/park.go): run or handed back once it is heard again.
	Parked []string `json:"parked,omitempty"`
}

// Free is the number of task slots not in use.
func (h Heartbeat) Free() int {
	if h.Draining || time.Now().Before(h.Quarantined) {
		return 0
	}
	return max(0, h.Concurrency-len(h.Running))
}

// Has reports whether the worker has the model.
func (h Heartbeat) Has(model string) bool {
	for _, m := range h.Models {
		if m == model {
			return true
		}
	}
	return false
}

// HeartbeatSubject is where worker id sends its heartbeats.
func HeartbeatSubject(id string) string {
	return messages.Subject(messages.ClassHb, "workers", id, "worker")
}

// HeartbeatFilter matches every worker's heartbeats.
const HeartbeatFilter = "troupe.hb.workers.*.worker"

// CoordinatorSubject is where a coordinator's heartbeats go; workers
// abandon the tasks of a coordinator they stop hearing.
func CoordinatorSubject(id string) string {
	return messages.Subject(messages.ClassHb, "coordinators", id, "coordinator")
}

// CoordinatorFilter matches every coordinator's heartbeats.
const CoordinatorFilter = "troupe.hb.coordinators.*.coordinator"

// Duration is a time.Duration that travels as nanoseconds.
type Duration = time.Duration

// ModelKey names a model as a subject token: "openai/gpt-4o" becomes
// "openai_gpt-4o"; a scripted model "script:/x/demo.yaml" becomes
// "script_demo" (its path differs between machines, its name does not).
func ModelKey(spec string) string {
	if p, ok := strings.CutPrefix(spec, "script:"); ok {
		spec = "script_" + strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	}
	var b strings.Builder
	for _, r := range spec {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}
