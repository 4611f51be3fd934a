package store

import (
	"errors"
	"regexp"
	"sort"
	"testing"
	"time"

	"troupe/messages"
)

func TestDataDir(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		flag string
		want string
		err  error
	}{
		{"flag wins", map[string]string{"TROUPE_HOME": "/th", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"}, "/flag/", "/flag", nil},
		{"TROUPE_HOME", map[string]string{"TROUPE_HOME": "/th", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"}, "", "/th", nil},
		{"XDG_DATA_HOME", map[string]string{"XDG_DATA_HOME": "/xdg", "HOME": "/home/u"}, "", "/xdg/troupe", nil},
		{"relative XDG_DATA_HOME ignored", map[string]string{"XDG_DATA_HOME": "xdg", "HOME": "/home/u"}, "", "/home/u/.local/share/troupe", nil},
		{"HOME", map[string]string{"HOME": "/home/u"}, "", "/home/u/.local/share/troupe", nil},
		{"relative flag kept", map[string]string{"HOME": "/home/u"}, "./data", "data", nil},
		{"nothing", map[string]string{}, "", "", ErrNoDataDir},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DataDir(func(k string) string { return tc.env[k] }, tc.flag)
			if got != tc.want || !errors.Is(err, tc.err) {
				t.Errorf("DataDir = %q, %v; want %q, %v", got, err, tc.want, tc.err)
			}
		})
	}
}

func TestNewID(t *testing.T) {
	now := time.Date(2026, 12, 2, 16, 19, 55, 0, time.FixedZone("X", 3600))
	format := regexp.MustCompile(`^20261202-151955-[0-9a-f]{8}$`)
	seen := map[string]bool{}
	for range 100 {
		id := NewID(now)
		if !format.MatchString(id) || !messages.ValidID(id) {
			t.Fatalf("NewID = %q, want a valid id matching %v", id, format)
		}
		if seen[id] {
			t.Fatalf("NewID returned %q twice", id)
		}
		seen[id] = true
	}
	ids := []string{NewID(now.Add(time.Hour)), NewID(now.Add(time.Second)), NewID(now.Add(48 * time.Hour)), NewID(now)}
	sort.Strings(ids)
	for i, d := range []time.Duration{0, time.Second, time.Hour, 48 * time.Hour} {
		if want := now.Add(d).UTC().Format("20060102-150405"); ids[i][:15] != want {
			t.Errorf("sorted ids[%d] = %s, want time %s", i, ids[i], want)
		}
	}
}
