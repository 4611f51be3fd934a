package fs

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"troupe/internal/imagefile"
	"troupe/internal/tool"
	"troupe/messages"
)

//go:embed read_file.md
var readFileDoc string

const (
	// defaultReadLimit is how many lines read_file returns when not told.
	defaultReadLimit = 2000
	// maxReadBytes caps read_file's output; lines past it are left for a
	// call with a larger offset.
	maxReadBytes = 100_000
)

type readFileArgs struct {
	FilePath string `json:"file_path" jsonschema:"required" jsonschema_description:"Path of the file to read, relative to the workspace root or absolute."`
	Offset   int    `json:"offset" jsonschema:"minimum=1" jsonschema_description:"1-based line number to start reading at. Only give it for files too long to read at once."`
	Limit    *int   `json:"limit" jsonschema:"minimum=1" jsonschema_description:"Number of lines to read (default 2000)."`
}

// ReadFile returns the read_file tool: a file's lines numbered like cat -n.
func ReadFile() tool.Func {
	return newResultTool(tool.Spec{
		Name:        "read_file",
		Description: readFileDoc,
		Parameters:  tool.Schema[readFileArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Paths: []tool.PathArg{{Name: "file_path"}}, Subject: []string{"file_path"}},
	}, func(ctx context.Context, env tool.Env, raw json.RawMessage) (tool.Result, error) {
		var img *messages.Image
		text, err := readFile(ctx, env, raw, &img)
		res := tool.Result{Content: text}
		if img != nil {
			res.Images = []messages.Image{*img}
		}
		return res, err
	})
}

// readFile reads a text file, or an image file into *img.
func readFile(ctx context.Context, env tool.Env, raw json.RawMessage, img **messages.Image) (string, error) {
	ws := env.Workspace
	var a readFileArgs
	if err := decodeArgs(raw, &a, "file_path"); err != nil {
		return "", err
	}
	if a.Offset < 0 {
		return "", invalid("offset must be a line number of 1 or more, got %d", a.Offset)
	}
	offset, limit := max(a.Offset, 1), defaultReadLimit
	if a.Limit != nil {
		if *a.Limit < 1 {
			return "", invalid("limit must be 1 or more, got %d", *a.Limit)
		}
		limit = *a.Limit
	}
	abs, shown, err := resolve(ws, a.FilePath)
	if err != nil {
		return "", err
	}
	f, err := ws.Open(abs)
	if err != nil {
		return "", fileError(shown, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", fileError(shown, err)
	}
	if info.IsDir() {
		return "", invalid("%s is a directory, not a file; use glob (e.g. pattern \"%s/*\") or ls to list it",
			shown, strings.TrimSuffix(shown, "/"))
	}
	// Everything read passes through the hash, and numberLines reads the
	// file to its end, so the hash is of the whole content.
	h := sha256.New()
	br := bufio.NewReaderSize(io.TeeReader(f, h), 64<<10)
	head, err := br.Peek(binarySniff)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return "", fileError(shown, err)
	}
	if typ := imagefile.Sniff(head); typ != "" {
		return readImage(br, env, shown, img)
	}
	if isBinary(head) {
		return "", invalid("%s is a binary file (it contains NUL bytes); read_file only shows text", shown)
	}
	v := tool.FileVersion{ModTime: info.ModTime(), Size: info.Size()}
	text := fmt.Sprintf("(%s is empty)", shown)
	buf, inEditor, err := ws.EditorText(ctx, abs, f, info)
	switch {
	case err != nil:
		return "", fileError(shown, err)
	case inEditor: // the editor's buffer, unsaved changes included
		if len(buf) > 0 {
			if text, err = numberLines(ctx, bufio.NewReader(bytes.NewReader(buf)), shown, offset, limit); err != nil {
				return "", err
			}
		}
		v.Size, v.Hash = int64(len(buf)), sha256.Sum256(buf)
	default:
		if len(head) > 0 {
			if text, err = numberLines(ctx, br, shown, offset, limit); err != nil {
				return "", err
			}
		}
		h.Sum(v.Hash[:0])
	}
	if env.Files != nil {
		env.Files.Record(abs, v)
	}
	return text, nil
}

// numberLines formats limit lines of r starting at line offset like cat -n
// and notes how many lines follow.
func numberLines(ctx context.Context, r *bufio.Reader, shown string, offset, limit int) (string, error) {
	var b strings.Builder
	n, capped := 0, false
	for n < offset+limit-1 {
		if n%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return "", err
			}
		}
		keep := 0
		if n+1 >= offset {
			keep = maxLineBytes
		}
		line, total, err := scanLine(r, keep)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", fileError(shown, err)
		}
		if n+1 >= offset {
			entry := fmt.Sprintf("%6d\t%s\n", n+1, displayLine(line, total))
			if b.Len() > 0 && b.Len()+len(entry) > maxReadBytes {
				capped = true // the line just read is left for the next call
				break
			}
			b.WriteString(entry)
		}
		n++
	}
	if n < offset {
		return "", invalid("%s has only %d lines; offset %d is past the end", shown, n, offset)
	}
	rest, err := countLines(r)
	if err != nil {
		return "", fileError(shown, err)
	}
	switch {
	case capped:
		fmt.Fprintf(&b, "... output capped at %d bytes; %s; use offset=%d to read more\n",
			maxReadBytes, plural(rest+1, "more line"), n+1)
	case rest > 0:
		fmt.Fprintf(&b, "... %s; use offset=%d to read more\n", plural(rest, "more line"), n+1)
	}
	return b.String(), nil
}

// scanLine reads one line from r, keeping at most keep bytes of it. It
// returns the kept bytes and the line's full length, both without the line
// ending, and io.EOF when no line is left.
func scanLine(r *bufio.Reader, keep int) (line []byte, total int, err error) {
	var last []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if room := keep - len(line); room > 0 {
			line = append(line, chunk[:min(room, len(chunk))]...)
		}
		total += len(chunk)
		last = chunk
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) {
			if total == 0 {
				return nil, 0, io.EOF
			}
			err = nil
		}
		if err != nil {
			return nil, 0, err
		}
		break
	}
	// The ending is in the last chunk, or "\r" ends the one before; a line
	// long enough to split there is shown truncated anyway.
	eol := len(last) - len(trimEOL(last))
	total -= eol
	if len(line) > total {
		line = line[:total]
	}
	return line, total, nil
}

// countLines counts the lines left in r; a last line without "\n" counts.
func countLines(r io.Reader) (int, error) {
	buf := make([]byte, 64<<10)
	n := 0
	var last byte = '\n'
	for {
		m, err := r.Read(buf)
		if m > 0 {
			n += bytes.Count(buf[:m], []byte{'\n'})
			last = buf[m-1]
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return 0, err
		}
	}
	if last != '\n' {
		n++
	}
	return n, nil
}

// readImage reads the rest of an image file and keeps it in the session's
// image store; the result shows the model the picture itself.
func readImage(r io.Reader, env tool.Env, shown string, img **messages.Image) (string, error) {
	if env.Images == nil {
		return "", invalid("%s is an image; this agent cannot take images here", shown)
	}
	data, err := io.ReadAll(io.LimitReader(r, imagefile.MaxInputBytes+1))
	if err != nil {
		return "", fileError(shown, err)
	}
	got, err := env.Images.Put(data, shown)
	if err != nil {
		return "", invalid("%s: %v", shown, err)
	}
	*img = &got
	return fmt.Sprintf("Image %s (%dx%d %s, %d bytes as sent) is attached below.", shown, got.Width, got.Height,
		strings.TrimPrefix(got.MediaType, "image/"), got.Bytes), nil
}
