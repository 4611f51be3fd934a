// Package imagefile checks images for the conversation and keeps their
// bytes: Inspect reads and verifies a PNG, JPEG, GIF or WebP, Fit scales one
// down to what providers accept and use, and a Store keeps each image of a
// session once, content-addressed by its SHA-256, in a directory beside the
// session log. Messages carry only the reference (messages.Image).
//
// Concurrency: the functions are pure; a Store may be used by many
// goroutines at once (files are written through a temporary file and a
// rename, and an image's name is its content's hash, so two writers of the
// same image write the same bytes).
package imagefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strings"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"
)

// Limits of what is accepted and what is sent.
const (
	// MaxInputBytes is the largest file taken in at all.
	MaxInputBytes = 30 << 20
	// MaxPixels bounds width*height before an image is decoded whole, so a
	// small file that claims a huge canvas cannot exhaust memory.
	MaxPixels = 50_000_000
	// MaxSendBytes is the largest image sent to a provider: Anthropic
	// refuses images over 5 MB of base64, which is 3.75 MB of bytes.
	MaxSendBytes = 3_750_000
	// MaxEdge is the longest side worth sending: OpenAI scales anything
	// larger to fit 2048x2048 and Anthropic to 1568, so more pixels buy
	// nothing. A larger image is scaled down when that makes it smaller.
	MaxEdge = 2048
	// HardEdge is the longest side a provider takes at all (Anthropic
	// refuses images over 8000 pixels): a larger image is always scaled.
	HardEdge = 8000
)

// Media types accepted.
const (
	PNG  = "image/png"
	JPEG = "image/jpeg"
	GIF  = "image/gif"
	WebP = "image/webp"
)

// Errors callers branch on.
var (
	ErrNotImage    = errors.New("not a PNG, JPEG, GIF or WebP image")
	ErrCorrupt     = errors.New("image is corrupt")
	ErrTooLarge    = errors.New("image is too large")
	ErrUnsupported = errors.New("image format not supported")
)

// Info is what Inspect found.
type Info struct {
	MediaType string
	Width     int
	Height    int
}

// Sniff returns the media type the bytes start with, or "".
func Sniff(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return PNG
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return JPEG
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		return GIF
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return WebP
	}
	return ""
}

// IsImagePath reports whether a file name has an image extension troupe
// takes (.png, .jpg, .jpeg, .gif, .webp).
func IsImagePath(name string) bool {
	n := len(name)
	for _, ext := range []string{".png", ".jpg", ".jpeg", ".gif", ".webp"} {
		if n > len(ext) && strings.EqualFold(name[n-len(ext):], ext) {
			return true
		}
	}
	return false
}

// Inspect verifies data is a whole, readable image of a supported format
// and returns its type and size. The header is read first and the canvas
// bounded by MaxPixels; then the image is decoded whole, so a truncated or
// damaged file is refused here rather than by the provider mid-session.
func Inspect(data []byte) (Info, error) {
	_, info, _, err := decode(data)
	return info, err
}

// decode reads data whole. A PNG whose only fault is a wrong chunk
// checksum (hand-made images often have one; the MCP reference server's
// sample does) is repaired rather than refused: the bytes returned are
// then the repaired file.
func decode(data []byte) (image.Image, Info, []byte, error) {
	img, info, err := decodeOnce(data)
	if err != nil && Sniff(data) == PNG && strings.Contains(err.Error(), "invalid checksum") {
		if fixed, ok := repairPNGChecksums(data); ok {
			if img, info, err2 := decodeOnce(fixed); err2 == nil {
				return img, info, fixed, nil
			}
		}
	}
	return img, info, data, err
}

// repairPNGChecksums returns data with every chunk's CRC recomputed, or
// false when the chunks do not parse.
func repairPNGChecksums(data []byte) ([]byte, bool) {
	out := bytes.Clone(data)
	for i := 8; i < len(out); {
		if i+8 > len(out) {
			return nil, false
		}
		n := int(binary.BigEndian.Uint32(out[i : i+4]))
		end := i + 8 + n
		if n < 0 || end+4 > len(out) {
			return nil, false
		}
		binary.BigEndian.PutUint32(out[end:end+4], crc32.ChecksumIEEE(out[i+4:end]))
		i = end + 4
	}
	return out, true
}

func decodeOnce(data []byte) (image.Image, Info, error) {
	if len(data) > MaxInputBytes {
		return nil, Info{}, fmt.Errorf("%w: %d bytes, at most %d taken", ErrTooLarge, len(data), MaxInputBytes)
	}
	typ := Sniff(data)
	if typ == "" {
		return nil, Info{}, ErrNotImage
	}
	dec, cfg := decoders(typ)
	c, err := cfg(bytes.NewReader(data))
	if err != nil {
		return nil, Info{}, fmt.Errorf("%w: %s header: %v", ErrCorrupt, typ, err)
	}
	info := Info{MediaType: typ, Width: c.Width, Height: c.Height}
	if c.Width <= 0 || c.Height <= 0 {
		return nil, info, fmt.Errorf("%w: %s of %dx%d pixels", ErrCorrupt, typ, c.Width, c.Height)
	}
	if c.Width*c.Height > MaxPixels {
		return nil, info, fmt.Errorf("%w: %dx%d pixels, at most %d million taken", ErrTooLarge, c.Width, c.Height, MaxPixels/1_000_000)
	}
	img, err := dec(bytes.NewReader(data))
	if err != nil {
		return nil, info, fmt.Errorf("%w: %s: %v", ErrCorrupt, typ, err)
	}
	return img, info, nil
}

func decoders(typ string) (func(r *bytes.Reader) (image.Image, error), func(r *bytes.Reader) (image.Config, error)) {
	switch typ {
	case PNG:
		return func(r *bytes.Reader) (image.Image, error) { return png.Decode(r) },
			func(r *bytes.Reader) (image.Config, error) { return png.DecodeConfig(r) }
	case JPEG:
		return func(r *bytes.Reader) (image.Image, error) { return jpeg.Decode(r) },
			func(r *bytes.Reader) (image.Config, error) { return jpeg.DecodeConfig(r) }
	case GIF:
		return func(r *bytes.Reader) (image.Image, error) { return gif.Decode(r) },
			func(r *bytes.Reader) (image.Config, error) { return gif.DecodeConfig(r) }
	}
	return func(r *bytes.Reader) (image.Image, error) { return webp.Decode(r) },
		func(r *bytes.Reader) (image.Config, error) { return webp.DecodeConfig(r) }
}

// Fit returns the image to send for data: data itself when it is at most
// MaxEdge on its long side and MaxSendBytes long; otherwise the image
// scaled to fit MaxEdge (CatmullRom) and encoded again — as PNG when the
// source was PNG or GIF and that fits MaxSendBytes, else as JPEG — unless
// the original is smaller and within what providers take (MaxSendBytes,
// HardEdge): scaling a screenshot's sharp text can make its PNG larger.
func Fit(data []byte) ([]byte, Info, error) { return fit(data, MaxEdge, MaxSendBytes) }

func fit(data []byte, maxEdge, maxBytes int) ([]byte, Info, error) {
	img, info, data, err := decode(data)
	if err != nil {
		return nil, info, err
	}
	long := max(info.Width, info.Height)
	if long <= maxEdge && len(data) <= maxBytes {
		return data, info, nil
	}
	w, h := info.Width, info.Height
	if long > maxEdge {
		w, h = max(1, w*maxEdge/long), max(1, h*maxEdge/long)
	}
	out, outInfo, err := scale(img, info, w, h, maxBytes)
	if len(data) <= maxBytes && long <= HardEdge && (err != nil || len(data) <= len(out)) {
		return data, info, nil
	}
	return out, outInfo, err
}

// scale draws img at w x h and encodes it within maxBytes.
func scale(img image.Image, info Info, w, h, maxBytes int) ([]byte, Info, error) {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	var buf bytes.Buffer
	if info.MediaType == PNG || info.MediaType == GIF {
		if err := png.Encode(&buf, dst); err != nil {
			return nil, info, fmt.Errorf("imagefile: encode PNG: %w", err)
		}
		if buf.Len() <= maxBytes {
			return buf.Bytes(), Info{MediaType: PNG, Width: w, Height: h}, nil
		}
	}
	for _, q := range []int{85, 70, 50} {
		buf.Reset()
		if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: q}); err != nil {
			return nil, info, fmt.Errorf("imagefile: encode JPEG: %w", err)
		}
		if buf.Len() <= maxBytes {
			return buf.Bytes(), Info{MediaType: JPEG, Width: w, Height: h}, nil
		}
	}
	return nil, info, fmt.Errorf("%w: %d bytes even scaled to %dx%d", ErrTooLarge, buf.Len(), w, h)
}
