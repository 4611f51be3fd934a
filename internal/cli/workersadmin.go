package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
)

// adminRequest asks the coordinator of the newest listening troupe (or of
// session) to do what, on subject with data, as its admin identity (the key
// it wrote beside bus.json, readable only by its user), and decodes the
// answer into reply. what names the action in errors ("revoke w1").
func adminRequest(stdio *IO, g *globals, session, what, subject string, data []byte, reply any) error {
	ep, err := findEndpoint(stdio, g, session, "")
	if err != nil {
		return err
	}
	file := ep.NKeyFiles[bus.Admin]
	if file == "" {
		return errors.New("this coordinator wrote no admin key (an older troupe, or its bus authenticates nobody): cannot " + what)
	}
	seed, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("admin key: %w", err)
	}
	ep.Seed, ep.Session = strings.TrimSpace(string(seed)), ""
	nc, err := dial(ep, "troupe-workers-admin", nats.CustomInboxPrefix(bus.InboxPrefix(bus.Admin, "")))
	if err != nil {
		return err
	}
	defer nc.Close()
	msg, err := nc.Request(subject, data, 10*time.Second)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := json.Unmarshal(msg.Data, reply); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}
