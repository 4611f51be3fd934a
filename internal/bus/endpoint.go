package bus

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// EndpointFile is the name of the file, in a session's directory, where a
// listening instance writes its Endpoint.
const EndpointFile = "bus.json"

// Endpoint tells a client process how to reach a listening bus and how to
// authenticate as an observer of one session. Its file is private to the
// user (0600) and names, never holds, the other roles' secrets.
type Endpoint struct {
	URL     string `json:"url"`
	Session string `json:"session,omitempty"`
	// Seed is the observer's NKey seed: subscribe and replay only.
	Seed string `json:"observer_seed,omitempty"`
	// NKeyFiles maps a role to a file holding its seed (for NATS_NKEY);
	// controller appears only with --listen-control.
	NKeyFiles map[Role]string `json:"nkey_files,omitempty"`
	// CAFile holds the listener's certificate when it uses TLS (NATS_CA);
	// Fingerprint is its SHA-256.
	CAFile      string `json:"ca_file,omitempty"`
	Fingerprint string `json:"tls_fingerprint,omitempty"`
	Insecure    bool   `json:"insecure,omitempty"` // no authentication
	// Monitor is the NATS monitoring endpoint (--monitor), "" if none.
	Monitor string `json:"monitor,omitempty"`
	// Stream keeps the session's traffic for replay; "" when not recorded.
	Stream    string        `json:"stream,omitempty"`
	Heartbeat time.Duration `json:"heartbeat_ns,omitempty"`
	PID       int           `json:"pid"`
	Started   time.Time     `json:"started"`
}

// WriteEndpoint writes e as JSON to path, mode 0600, atomically: readers see
// the old file or the new one, never a partial write.
func WriteEndpoint(path string, e Endpoint) (err error) {
	data, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	return writePrivate(path, append(data, '\n'))
}

// writePrivate writes data to path, mode 0600, atomically.
func writePrivate(path string, data []byte) (err error) {
	// CreateTemp makes the file with mode 0600.
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	defer func() {
		if err != nil {
			err = errors.Join(err, os.Remove(f.Name()))
		}
	}()
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("bus: endpoint: %w", err)
	}
	return nil
}

// ReadEndpoint reads a file written by WriteEndpoint.
func ReadEndpoint(path string) (Endpoint, error) {
	var e Endpoint
	data, err := os.ReadFile(path)
	if err != nil {
		return e, fmt.Errorf("bus: endpoint: %w", err)
	}
	if err := json.Unmarshal(data, &e); err != nil {
		return e, fmt.Errorf("bus: endpoint %s: %w", path, err)
	}
	return e, nil
}
