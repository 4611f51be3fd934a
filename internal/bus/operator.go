package bus

import (
	"github.com/nats-io/nats-server/v2/server"
)

// Operator is the identity of a person running the stock nats CLI's server
// views against a listening bus (nats server info, list, ping, report
// connections, nats event): a user of the server's system account that may
// ask for the monitoring data of the server and its accounts and hear its
// events, never reload, kick, profile or change anything, and never read a
// message of the application's account (no troupe.> subject exists there).
// One operator identity serves every session of the process.
const Operator Role = "operator"

// operatorInbox is the reply-subject prefix of the operator's connections.
const operatorInbox = "_TROUPE_OP"

// monitorViews are the server's read-only monitoring endpoints, as named on
// the system account's request subjects.
var monitorViews = []string{"VARZ", "CONNZ", "ROUTEZ", "GATEWAYZ", "LEAFZ", "SUBSZ", "JSZ",
	"ACCOUNTZ", "HEALTHZ", "STATSZ", "IDZ", "EXPVARZ", "IPQUEUESZ", "RAFTZ"}

// accountViews are the read-only per-account requests.
var accountViews = []string{"CONNZ", "STATZ", "SUBSZ", "JSZ", "INFO", "LEAFZ", "CONNS"}

// OperatorPermissions is what the operator may do in the system account:
// ping the servers and ask each for its monitoring views, ask for account
// views, hear server and account events, and receive replies on its own
// prefix.
func OperatorPermissions() *server.Permissions {
	pub := []string{"$SYS.REQ.SERVER.PING", "$SYS.REQ.USER.INFO"}
	for _, v := range monitorViews {
		pub = append(pub, "$SYS.REQ.SERVER.PING."+v, "$SYS.REQ.SERVER.*."+v)
	}
	for _, v := range accountViews {
		pub = append(pub, "$SYS.REQ.ACCOUNT.*."+v)
	}
	pub = append(pub, "$SYS.REQ.ACCOUNT.PING.STATZ", "$SYS.REQ.ACCOUNT.PING.CONNZ")
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: pub},
		Subscribe: &server.SubjectPermission{Allow: []string{operatorInbox + ".>",
			"$SYS.SERVER.*.STATSZ", "$SYS.SERVER.*.SHUTDOWN", "$SYS.SERVER.*.LAMEDUCK",
			"$SYS.ACCOUNT.*.CONNECT", "$SYS.ACCOUNT.*.DISCONNECT"}},
	}
}
