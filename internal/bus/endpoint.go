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

// Endpoint tells a client process how to reach a listening bus. It holds the
// token, so its file is private to the user.
type Endpoint struct {
	URL     string    `json:"url"`
	Token   string    `json:"token,omitempty"`
	Session string    `json:"session,omitempty"`
	PID     int       `json:"pid"`
	Started time.Time `json:"started"`
}

// WriteEndpoint writes e as JSON to path, mode 0600, atomically: readers see
// the old file or the new one, never a partial write.
func WriteEndpoint(path string, e Endpoint) (err error) {
	data, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return fmt.Errorf("bus: endpoint: %w", err)
	}
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
	if _, err := f.Write(append(data, '\n')); err != nil {
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
