package store

import (
	"crypto/rand"
	"encoding/hex"
	"path/filepath"
	"time"
)

// NewID returns a new session id: the UTC time now to the second and 8 random
// hex digits, like 20261202-161955-a1b2c3d4. Ids sort by creation time.
func NewID(now time.Time) string {
	var b [4]byte
	rand.Read(b[:]) // never fails
	return now.UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// DataDir returns the data directory: flag if set, else $TROUPE_HOME, else
// $XDG_DATA_HOME/troupe (if absolute, as the XDG spec requires), else
// $HOME/.local/share/troupe. getenv is usually os.Getenv.
func DataDir(getenv func(string) string, flag string) (string, error) {
	if flag != "" {
		return filepath.Clean(flag), nil
	}
	if v := getenv("TROUPE_HOME"); v != "" {
		return filepath.Clean(v), nil
	}
	if v := getenv("XDG_DATA_HOME"); v != "" && filepath.IsAbs(v) {
		return filepath.Join(v, "troupe"), nil
	}
	if v := getenv("HOME"); v != "" {
		return filepath.Join(v, ".local", "share", "troupe"), nil
	}
	return "", ErrNoDataDir
}
