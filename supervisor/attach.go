package supervisor

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"troupe/internal/imagefile"
	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/messages"
)

// ErrAttach is wrapped by every failure to attach an image named in a prompt.
var ErrAttach = errors.New("image not attached")

// imageStore is the session's image store, beside its log.
func (x *Session) imageStore() *imagefile.Store {
	return imagefile.NewStore(filepath.Join(x.s.store.Dir(x.id), "images"))
}

// PutImage keeps an image given as bytes (pasted, or in stream-json input)
// in the session's image store and returns its reference; bytes that are
// not a whole PNG, JPEG, GIF or WebP are refused with the reason.
func (x *Session) PutImage(data []byte, name string) (messages.Image, error) {
	img, err := x.imageStore().Put(data, name)
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, name, err)
	}
	return img, nil
}

// Attach finds the images a prompt names and keeps them in the session's
// image store: "@path" with an image extension (relative to the workspace or
// absolute), and a dropped or pasted file path — absolute, "~/…" or
// "file://…", quoted or with backslash-escaped spaces as terminals write
// them — of an existing image file. Each is replaced in the text by
// "[image N: name]". "@clipboard" attaches the clipboard's image
// (ClipboardWord). Files in the workspace are read under its rule (the one
// read_file follows, os.Root beneath the workspace). A file outside it is
// the person's own choice — a screenshot dropped from the desktop — and is
// attached, its full path shown in the text, unless it is on the list of
// secret files or in troupe's data directory. One that is not a readable
// image is refused, with an error wrapping ErrAttach that says why. Text
// without image paths comes back unchanged.
func (x *Session) Attach(text string) (string, []messages.Image, error) {
	return attach(text, x.s.ws, x.imageStore(), x.s.store.Root())
}

func attach(text string, ws *tool.Workspace, st *imagefile.Store, dataDir string) (string, []messages.Image, error) {
	var imgs []messages.Image
	var b strings.Builder
	for _, tok := range splitTokens(text) {
		if tok.word == ClipboardWord {
			data, err := readClipboardImage(context.Background())
			if err != nil {
				return text, nil, fmt.Errorf("%w: %s: %w", ErrAttach, ClipboardWord, err)
			}
			img, err := st.Put(data, "pasted image")
			if err != nil {
				return text, nil, fmt.Errorf("%w: the clipboard's image: %w", ErrAttach, err)
			}
			imgs = append(imgs, img)
			b.WriteString(tok.lead + "[image " + strconv.Itoa(len(imgs)) + ": pasted image]" + tok.tail)
			continue
		}
		path, explicit := imagePath(tok.word)
		if path == "" {
			b.WriteString(tok.raw)
			continue
		}
		if !explicit {
			if _, err := os.Stat(path); err != nil {
				b.WriteString(tok.raw) // prose that happens to look like a path
				continue
			}
		}
		img, err := readImage(ws, st, path, dataDir)
		if err != nil {
			return text, nil, err
		}
		imgs = append(imgs, img)
		b.WriteString(tok.lead + "[image " + strconv.Itoa(len(imgs)) + ": " + img.Name + "]")
		b.WriteString(tok.tail)
	}
	if len(imgs) == 0 {
		return text, nil, nil
	}
	return b.String(), imgs, nil
}

func readImage(ws *tool.Workspace, st *imagefile.Store, path, dataDir string) (messages.Image, error) {
	if ws == nil {
		return messages.Image{}, fmt.Errorf("%w: %s: no workspace", ErrAttach, path)
	}
	abs, err := ws.ResolveRead(path)
	if errors.Is(err, tool.ErrOutsideWorkspace) {
		return readOutside(st, path, dataDir)
	}
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	data, err := ws.ReadFile(abs)
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	img, err := st.Put(data, ws.Rel(abs))
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	return img, nil
}

// imagePath returns the file a prompt word names as an image, and whether
// it was named explicitly (with @); "" when the word names none.
func imagePath(w string) (path string, explicit bool) {
	if rest, ok := strings.CutPrefix(w, "@"); ok {
		if imagefile.IsImagePath(rest) {
			return expandHome(rest), true
		}
		return "", false
	}
	if !imagefile.IsImagePath(w) {
		return "", false
	}
	if u, ok := strings.CutPrefix(w, "file://"); ok {
		if p, err := url.PathUnescape(u); err == nil {
			return p, false
		}
		return "", false
	}
	if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "~/") {
		return expandHome(w), false
	}
	return "", false
}

func expandHome(p string) string {
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	return p
}

// token is one word of a prompt: raw is its text as typed (quotes and
// escapes included) with the space before it, lead that space, word its
// value, tail the punctuation that followed it (kept in the text).
type token struct {
	raw, lead, word, tail string
}

// splitTokens cuts text into words as a shell would for the quoting
// terminals use on a dropped path: 'single quotes', "double quotes" and
// backslash-escaped spaces. Concatenating the raws gives back the text.
func splitTokens(text string) []token {
	var out []token
	i := 0
	for i < len(text) {
		start := i
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		wordStart := i
		var word strings.Builder
		for i < len(text) && !isSpace(text[i]) {
			switch c := text[i]; {
			case c == '\'' || c == '"':
				end := strings.IndexByte(text[i+1:], c)
				if end < 0 {
					word.WriteString(text[i:])
					i = len(text)
					continue
				}
				word.WriteString(text[i+1 : i+1+end])
				i += end + 2
			case c == '\\' && i+1 < len(text):
				word.WriteByte(text[i+1])
				i += 2
			default:
				word.WriteByte(c)
				i++
			}
		}
		w := word.String()
		// Sentence punctuation after a path ("see @a.png.") is not part of it.
		trimmed := strings.TrimRightFunc(w, func(r rune) bool { return strings.ContainsRune(".,;:!?)", r) })
		out = append(out, token{raw: text[start:i], lead: text[start:wordStart], word: trimmed, tail: w[len(trimmed):]})
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// maxOutsideImage bounds what is read of an image outside the workspace
// before imagefile judges it (its own limits then apply).
const maxOutsideImage = 64 << 20

// readOutside attaches an image file the person named outside the
// workspace. Its real path (symbolic links followed) must not be a secret
// file (safety.SensitivePath, the one list) nor lie in troupe's data
// directory; it must be a regular file.
func readOutside(st *imagefile.Store, path, dataDir string) (messages.Image, error) {
	abs, err := filepath.Abs(path)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	home, _ := os.UserHomeDir()
	if secret, what := safety.SensitivePath(abs, home); secret {
		return messages.Image{}, fmt.Errorf("%w: %s is on the list of secret files (%s); troupe never sends those to a model", ErrAttach, path, what)
	}
	if dataDir != "" {
		if d, err := filepath.EvalSymlinks(dataDir); err == nil && (abs == d || strings.HasPrefix(abs, d+string(filepath.Separator))) {
			return messages.Image{}, fmt.Errorf("%w: %s is in troupe's data directory %s", ErrAttach, path, d)
		}
	}
	// O_NOFOLLOW: a link swapped in after the check is not followed;
	// O_NONBLOCK: a named pipe is refused below, not waited on.
	f, err := os.OpenFile(abs, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return messages.Image{}, fmt.Errorf("%w: %s is not a regular file", ErrAttach, path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxOutsideImage+1))
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	if len(data) > maxOutsideImage {
		return messages.Image{}, fmt.Errorf("%w: %s is larger than %d MiB", ErrAttach, path, maxOutsideImage>>20)
	}
	img, err := st.Put(data, abs)
	if err != nil {
		return messages.Image{}, fmt.Errorf("%w: %s: %w", ErrAttach, path, err)
	}
	return img, nil
}
