package remote

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"troupe/internal/taskq"
)

// knownKeys are the public keys of every worker enrolled by a coordinator
// of this data directory, by worker name (a worker makes a new key each
// run). They outlive the process in Config.KeysFile, so that a resumed
// coordinator can check the signatures of results stored while none ran.
// Public halves only: nothing secret is written. Guarded by keyMu.
type knownKeys map[string][]string

// maxKeysPerWorker bounds what is remembered of one worker name.
const maxKeysPerWorker = 64

func loadKeys(path string) knownKeys {
	k := knownKeys{}
	if path == "" {
		return k
	}
	if data, err := os.ReadFile(path); err == nil {
		_ = json.Unmarshal(data, &k) // a damaged file remembers nothing
	}
	return k
}

// remember adds worker name's key and writes the file; keyMu is held.
func (d *Dispatcher) remember(name, pub string) error {
	if slices.Contains(d.known[name], pub) {
		return nil
	}
	d.known[name] = append(d.known[name], pub)
	if n := len(d.known[name]); n > maxKeysPerWorker {
		d.known[name] = d.known[name][n-maxKeysPerWorker:]
	}
	return d.saveKeys()
}

// saveKeys writes the known keys to Config.KeysFile; keyMu is held.
func (d *Dispatcher) saveKeys() error {
	if d.cfg.KeysFile == "" {
		return nil
	}
	data, err := json.Marshal(d.known)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(d.cfg.KeysFile), 0o700); err != nil {
		return fmt.Errorf("remote: worker keys: %w", err)
	}
	tmp := d.cfg.KeysFile + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		return fmt.Errorf("remote: worker keys: %w", err)
	}
	return errors.Join(os.Rename(tmp, d.cfg.KeysFile))
}

// recoveredSigned reports whether a stored status is signed by a key
// worker had when a coordinator of this data directory enrolled it.
func (d *Dispatcher) recoveredSigned(worker string, st taskq.Stored) bool {
	if !d.fence.strict {
		return true
	}
	d.keyMu.Lock()
	keys := slices.Clone(d.known[worker])
	if k := d.keys[worker]; k != "" {
		keys = append(keys, k)
	}
	d.keyMu.Unlock()
	for _, k := range keys {
		if taskq.Verify(k, worker, st.Subject, st.Header, st.Data) {
			return true
		}
	}
	return false
}
