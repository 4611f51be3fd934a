package imagefile

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"troupe/messages"
)

// ErrNoImage is returned for a reference the store does not hold.
var ErrNoImage = errors.New("image not in the session's store")

// Store keeps a session's images in one directory, each in a file named
// by the SHA-256 of its bytes.
type Store struct {
	dir string
}

// NewStore returns the store kept in dir (created on first Put).
func NewStore(dir string) *Store { return &Store{dir: dir} }

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Put checks data (Inspect), scales it to what is sent (Fit), keeps the
// result and returns its reference. name says where it came from.
func (s *Store) Put(data []byte, name string) (messages.Image, error) {
	out, info, err := Fit(data)
	if err != nil {
		return messages.Image{}, err
	}
	sum := sha256.Sum256(out)
	ref := hex.EncodeToString(sum[:])
	img := messages.Image{Ref: ref, MediaType: info.MediaType, Width: info.Width, Height: info.Height, Bytes: len(out), Name: name}
	path := filepath.Join(s.dir, ref)
	if st, err := os.Stat(path); err == nil && st.Size() == int64(len(out)) {
		return img, nil // stored already: same hash, same bytes
	}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return messages.Image{}, fmt.Errorf("imagefile: store: %w", err)
	}
	tmp, err := os.CreateTemp(s.dir, ".tmp-*")
	if err != nil {
		return messages.Image{}, fmt.Errorf("imagefile: store: %w", err)
	}
	_, werr := tmp.Write(out)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		_ = os.Remove(tmp.Name())
		return messages.Image{}, fmt.Errorf("imagefile: store: %w", werr)
	}
	return img, nil
}

// ValidRef reports whether ref has the shape of a reference (64 lowercase
// hex digits): nothing else names a file of the store.
func ValidRef(ref string) bool {
	if len(ref) != 64 {
		return false
	}
	for i := range len(ref) {
		c := ref[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// Load returns the bytes of ref, checked against their hash. The file is
// opened beneath the store's directory (os.Root), so no reference reaches
// outside it.
func (s *Store) Load(ref string) ([]byte, error) {
	if !ValidRef(ref) {
		return nil, fmt.Errorf("imagefile: reference %q: %w", ref, ErrNoImage)
	}
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return nil, fmt.Errorf("imagefile: %s: %w (%v)", ref, ErrNoImage, err)
	}
	defer root.Close()
	f, err := root.Open(ref)
	if err != nil {
		return nil, fmt.Errorf("imagefile: %s: %w (%v)", ref, ErrNoImage, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxInputBytes+1))
	if err != nil {
		return nil, fmt.Errorf("imagefile: read %s: %w", ref, err)
	}
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != ref {
		return nil, fmt.Errorf("imagefile: %s: %w: its bytes changed since it was stored", ref, ErrCorrupt)
	}
	return data, nil
}

// ForModel returns ms as a model is given them. For a model that sees
// (sees), every image not dropped carries its bytes (Data); an image whose
// bytes cannot be loaded becomes a note saying so, so one lost file does not
// fail every later call. For a model that does not see, or without a store,
// each image's stand-in text (its description, when the vision workflow
// made one) goes before the message's text and the images are left out.
// ms itself is not changed: messages with images are copied.
func (s *Store) ForModel(ms []messages.Message, sees bool) []messages.Message {
	var out []messages.Message
	for i, m := range ms {
		if len(m.Images) == 0 {
			continue
		}
		if out == nil {
			out = append([]messages.Message(nil), ms...)
		}
		var kept []messages.Image
		var notes []string
		for _, img := range m.Images {
			if !sees || s == nil || img.Dropped {
				notes = append(notes, img.StandIn())
				continue
			}
			if img.Data == nil {
				data, err := s.Load(img.Ref)
				if err != nil {
					notes = append(notes, "[image "+img.Label()+" could not be loaded: "+err.Error()+"]")
					continue
				}
				img.Data = data
			}
			kept = append(kept, img)
		}
		out[i].Images = kept
		if len(notes) > 0 {
			text := strings.Join(notes, "\n")
			if m.Content != "" {
				text += "\n" + m.Content
			}
			out[i].Content = text
		}
	}
	if out == nil {
		return ms
	}
	return out
}
