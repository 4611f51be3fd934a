package cli

import "os"

// hideBusSecrets removes the bus credentials from this process's
// environment once read, so no command a task runs inherits them.
func hideBusSecrets() {
	for _, k := range []string{"NATS_NKEY", "NATS_CREDS", "NATS_TOKEN", "NATS_PASSWORD", "NATS_USER", "NATS_KEY"} {
		_ = os.Unsetenv(k)
	}
}
