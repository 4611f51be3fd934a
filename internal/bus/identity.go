package bus

import (
	"errors"
	"fmt"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/messages"
)

// Role is what a client of a listening bus may do. The NATS server enforces
// it: each role is an NKey user with per-subject publish and subscribe
// permissions (see Permissions).
type Role string

// Roles. Internal is the in-process components' identity: its seed lives only
// in memory and is never written anywhere.
const (
	Internal   Role = "internal"
	Observer   Role = "observer"   // subscribe to one session and replay it
	Controller Role = "controller" // an observer that may also prompt, answer approvals, cancel
	// Worker is the enrolment key of remote workers: all it may do is ask
	// the coordinator to enrol a worker's own key (EnrolSubject). Each
	// enrolled worker then connects with its own identity (WorkerPermissions).
	Worker Role = "worker"
	// Admin is the person at the coordinator's machine managing its
	// workers (troupe workers revoke): all it may do is send requests on
	// AdminFilter, which the coordinator answers. One serves the process.
	Admin Role = "admin"
)

// AdminRevokeSubject is where an admin asks the coordinator to revoke a
// worker (payload: the worker's name).
const AdminRevokeSubject = "troupe.admin.workers.revoke"

// AdminFilter matches every admin request.
const AdminFilter = "troupe.admin.>"

// adminInbox is the reply-subject prefix of the admin's connections.
const adminInbox = "_TROUPE_ADMIN"

// EnrolSubject is where a worker holding the enrolment key asks for its
// own identity: troupe.enrol.<worker name>, the payload its NKey public
// key (it keeps the seed; nothing secret travels).
func EnrolSubject(name string) string { return messages.Root + ".enrol." + name }

// EnrolFilter matches every enrolment request.
const EnrolFilter = "troupe.enrol.*"

// Inbox prefixes: every external identity has its own, and may subscribe
// to nothing else of the reply space (no grant includes _INBOX.>).
const (
	enrolInbox = "_TROUPE_ENROL"
)

// InboxPrefix is the reply-subject prefix a client of role must use
// (nats.CustomInboxPrefix): observers and controllers per session, the
// enrolment key its own, and each worker its own (WorkerInbox).
func InboxPrefix(role Role, session string) string {
	switch role {
	case Observer:
		return "_TROUPE_OBS." + session
	case Controller:
		return "_TROUPE_CTL." + session
	case Worker:
		return enrolInbox
	case Operator:
		return operatorInbox
	case Admin:
		return adminInbox
	}
	return internalInbox
}

// WorkerInbox is the reply-subject prefix of worker name's connections;
// its task fetches use WorkerInbox(name)+".t" (their deliveries are what
// the coordinator watches to know which worker holds which attempt), the
// rest WorkerInbox(name)+".o".
func WorkerInbox(name string) string { return "_TROUPE_W." + name }

// ParseRole parses an external role name (internal is not one).
func ParseRole(s string) (Role, error) {
	switch r := Role(s); r {
	case Observer, Controller, Worker, Operator, Admin:
		return r, nil
	}
	return "", fmt.Errorf("bus: unknown role %q (want observer, controller, worker, operator or admin)", s)
}

// Stream and bucket names. A session's replay stream is ReplayStream(S);
// large bodies of a session go to the object store bucket BodyBucket(S).
const (
	TaskStream   = "TROUPE_TASKS" // the work queue of remote subagents (worker feature)
	TaskConsumer = "workers"
	// SnapshotBucket is the object store of workspace snapshots.
	SnapshotBucket = "TROUPE_SNAPSHOTS"
	SnapshotStream = "OBJ_" + SnapshotBucket
)

// DeadStream keeps dead-lettered tasks (troupe.dead.<session>.<agent>).
const DeadStream = "TROUPE_DEAD"

// TrafficStream is the one stream that keeps the traffic of every session
// (traffic.go): sessions are subjects of it, not streams of their own, so
// a deployment holds thousands of them within one set of limits.
const TrafficStream = "TROUPE_TRAFFIC"

// ReplayStream names the JetStream stream that keeps a session's traffic:
// the shared TrafficStream, read with a filter on the session's subjects.
func ReplayStream(session string) string { return TrafficStream }

// BodyBucket names the object store bucket holding a session's large bodies.
func BodyBucket(session string) string { return "troupe_" + session }

// Identity is one generated NKey user.
type Identity struct {
	Role    Role
	Session string // "" for process-wide identities (internal, worker)
	Name    string // an enrolled worker's name; "" otherwise
	Public  string // the NKey the server knows
	Seed    []byte // the secret; for external roles written to a 0600 file
}

// ErrRole is returned for a role the bus cannot grant.
var ErrRole = errors.New("bus: role not granted")

// newIdentity generates an NKey user for role.
func newIdentity(role Role, session string) (Identity, error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return Identity{}, fmt.Errorf("bus: identity: %w", err)
	}
	pub, err := kp.PublicKey()
	if err != nil {
		return Identity{}, fmt.Errorf("bus: identity: %w", err)
	}
	seed, err := kp.Seed()
	if err != nil {
		return Identity{}, fmt.Errorf("bus: identity: %w", err)
	}
	return Identity{Role: role, Session: session, Public: pub, Seed: seed}, nil
}

// NKeyOption returns the nats.go option that authenticates as id.
func (id Identity) NKeyOption() (nats.Option, error) {
	kp, err := nkeys.FromSeed(id.Seed)
	if err != nil {
		return nil, fmt.Errorf("bus: identity: %w", err)
	}
	return nats.Nkey(id.Public, kp.Sign), nil
}

// SeedOption authenticates with an NKey seed (the content of a seed file or
// of bus.json's seed field).
func SeedOption(seed string) (nats.Option, error) {
	kp, err := nkeys.FromSeed([]byte(seed))
	if err != nil {
		return nil, fmt.Errorf("bus: seed: %w", err)
	}
	pub, err := kp.PublicKey()
	if err != nil {
		return nil, fmt.Errorf("bus: seed: %w", err)
	}
	return nats.Nkey(pub, kp.Sign), nil
}

// streamReadAPI is what reading (never writing) stream st takes: info, an
// ephemeral or ordered consumer, its pulls and flow control, direct gets.
func streamReadAPI(st string) []string {
	return []string{
		"$JS.API.INFO",
		"$JS.API.STREAM.INFO." + st,
		"$JS.API.STREAM.MSG.GET." + st,
		"$JS.API.DIRECT.GET." + st,
		"$JS.API.DIRECT.GET." + st + ".>",
		"$JS.API.CONSUMER.CREATE." + st,
		"$JS.API.CONSUMER.CREATE." + st + ".>",
		"$JS.API.CONSUMER.INFO." + st + ".*",
		"$JS.API.CONSUMER.DELETE." + st + ".*",
		"$JS.API.CONSUMER.MSG.NEXT." + st + ".*",
		"$JS.FC." + st + ".>",
		"$JS.ACK." + st + ".>",
	}
}

// Permissions returns what the server lets role do. Observer and controller
// are scoped to one session; a worker serves every session of the process.
//
//   - observer: subscribe to troupe.*.S.> and to reply inboxes; read (never
//     write) the session's replay stream and its body bucket. It publishes
//     nothing else: every forged command, result or approval is refused.
//   - controller: an observer that may also publish prompts and input to the
//     session (cmd.S.session.prompt|input), answers to approval requests
//     (cmd.S.*.approval) and a cancel of the running turn (ctl.S.session.cancel),
//     and trace them (nats trace: the server reports to its own inbox).
//   - worker: pull and acknowledge tasks of the work queue (TaskStream,
//     its model's consumer), read and add workspace snapshot objects
//     (SnapshotBucket), hear coordinators' heartbeats, publish events (evt.*.*.>, approval requests excepted),
//     task results (res.*.*.task), approval requests to be asked at the
//     coordinator (res.*.*.ask) and its heartbeats (hb.*.*.worker); it
//     receives cancels and the coordinator's answers (ctl.*.*.approval).
//     It never publishes commands, tool results, answers or approval
//     events. Which tasks it holds, and which asks are its, the receiver
//     checks (attempt fencing).
//   - admin: send requests on AdminFilter (revoke a worker) and receive
//     the answers on its own inbox; nothing else.
//   - internal: everything (in-process only).
func Permissions(role Role, session string) (*server.Permissions, error) {
	if role != Internal && role != Worker && role != Operator && role != Admin && !messages.ValidID(session) {
		return nil, fmt.Errorf("%w: %s needs a session", ErrRole, role)
	}
	sess := func(class messages.Class, rest string) string {
		return messages.Root + "." + string(class) + "." + session + "." + rest
	}
	switch role {
	case Internal:
		return nil, nil // nil permissions: allowed everything
	case Observer, Controller:
		pub := append(sessionReadAPI(session), streamReadAPI("OBJ_"+BodyBucket(session))...)
		if role == Controller {
			pub = append(pub,
				sess(messages.ClassCmd, "session.prompt"),
				sess(messages.ClassCmd, "session.input"),
				sess(messages.ClassCmd, "*.approval"),
				sess(messages.ClassCtl, "session.cancel"),
				// nats trace: the server reports the hops of a traced
				// message (Nats-Trace-Dest) to the tracer's own inbox
				// in its name, under its publish permissions. Only the
				// controller subscribes there.
				InboxPrefix(role, session)+".>")
		}
		return &server.Permissions{
			Publish: &server.SubjectPermission{Allow: pub},
			Subscribe: &server.SubjectPermission{Allow: []string{messages.Root + ".*." + session + ".>", InboxPrefix(role, session) + ".>",
				messages.Root + ".hb.workers.*.worker"}}, // troupe workers
		}, nil
	case Operator:
		return OperatorPermissions(), nil
	case Admin:
		return &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: []string{AdminFilter}},
			Subscribe: &server.SubjectPermission{Allow: []string{adminInbox + ".>"}},
		}, nil
	case Worker:
		return &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: []string{EnrolFilter}},
			Subscribe: &server.SubjectPermission{Allow: []string{enrolInbox + ".>"}},
		}, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrRole, role)
}

// WorkerPermissions is what enrolled worker name may do:
//
//   - pull and acknowledge tasks of the work queue (TaskStream, its
//     model's consumer) and read the workspace snapshots (SnapshotBucket)
//     and add blobs and changesets to them; never purge or delete them;
//   - publish its task statuses (res.*.*.task) and approval asks
//     (res.*.*.ask), both signed with its key and checked by the
//     coordinator against the attempt JetStream delivered to it; its
//     agent's events on its own subjects (WorkerEvents), which the
//     coordinator relays, signed, when the worker holds the task; and its
//     heartbeats, on its own name only;
//   - receive cancels, the coordinator's answers and heartbeats, and
//     replies on its own inbox prefix (WorkerInbox) only.
//
// It never publishes commands, events of a session, tool results, answers
// or tasks.
func WorkerPermissions(name string) (*server.Permissions, error) {
	if !messages.ValidID(name) {
		return nil, fmt.Errorf("%w: worker name %q", ErrRole, name)
	}
	pub := []string{
		"$JS.API.INFO",
		"$JS.API.STREAM.INFO." + TaskStream,
		// One consumer per model (workers-<model key>): a worker
		// never fetches a task whose model it lacks.
		"$JS.API.CONSUMER.INFO." + TaskStream + ".*",
		"$JS.API.CONSUMER.MSG.NEXT." + TaskStream + ".*",
		"$JS.ACK." + TaskStream + ".*.>",
		// The workspace snapshots: read blobs, write new ones. No purge:
		// what is stored is verified against its hash on every read.
		"$JS.API.STREAM.INFO." + SnapshotStream,
		"$JS.API.CONSUMER.CREATE." + SnapshotStream + ".>",
		"$JS.API.CONSUMER.DELETE." + SnapshotStream + ".>",
		"$JS.API.STREAM.MSG.GET." + SnapshotStream,
		"$JS.API.DIRECT.GET." + SnapshotStream + ".>",
		"$O." + SnapshotBucket + ".>",
		WorkerEvents(name) + ".>",
		// Whether a task's result is already stored (a redelivery after a
		// lost ack is acked, never run again): the last status of a task
		// subject, nothing else of the traffic stream.
		"$JS.API.DIRECT.GET." + TrafficStream + "." + messages.Root + ".res.*.*.task",
		messages.Root + ".res.*.*.task",
		messages.Root + ".res.*.*.ask",
		messages.Subject(messages.ClassHb, "workers", name, "worker"),
	}
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: pub},
		Subscribe: &server.SubjectPermission{Allow: []string{WorkerInbox(name) + ".>",
			messages.Root + ".ctl.*.*.cancel",
			messages.Root + ".ctl.*.*.approval",
			messages.Root + ".hb.coordinators.*.coordinator"}},
	}, nil
}

// WorkerEvents prefixes the subjects worker name publishes its task
// agents' events on: troupew.evt.<name>.<session>.<agent>.<detail>.
// Outside troupe.>, they reach no session subject (no screen, no replay,
// no tap) until the coordinator relays them.
func WorkerEvents(name string) string { return "troupew.evt." + name }
