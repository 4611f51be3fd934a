package imagefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// picture draws a w x h image with some structure (and, with noise, texture
// that does not compress, as in a photo or a busy screenshot).
func picture(w, h int, noise bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+4 : i+4]
			p[0], p[1], p[2], p[3] = uint8(x), uint8(y), uint8(x^y), 255
			if noise {
				p[0], p[2] = uint8(r.Uint32()), uint8(r.Uint32())
			}
		}
	}
	return img
}

func encode(t testing.TB, typ string, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	var err error
	switch typ {
	case PNG:
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img)
	case JPEG:
		err = jpeg.Encode(&b, img, nil)
	case GIF:
		err = gif.Encode(&b, img, nil)
	case WebP:
		data, rerr := os.ReadFile(filepath.Join("testdata", "blue-purple-pink.lossy.webp"))
		if rerr != nil {
			t.Fatal(rerr)
		}
		return data
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestInspect(t *testing.T) {
	pic := picture(64, 40, false)
	for _, tc := range []struct {
		typ  string
		w, h int
	}{{PNG, 64, 40}, {JPEG, 64, 40}, {GIF, 64, 40}, {WebP, 0, 0}} {
		t.Run(tc.typ, func(t *testing.T) {
			data := encode(t, tc.typ, pic)
			info, err := Inspect(data)
			if err != nil {
				t.Fatalf("Inspect: %v", err)
			}
			if info.MediaType != tc.typ {
				t.Errorf("type %q, want %q", info.MediaType, tc.typ)
			}
			if tc.w != 0 && (info.Width != tc.w || info.Height != tc.h) {
				t.Errorf("size %dx%d, want %dx%d", info.Width, info.Height, tc.w, tc.h)
			}
			if info.Width <= 0 || info.Height <= 0 {
				t.Errorf("size %dx%d", info.Width, info.Height)
			}
		})
	}
}

func TestInspectRefuses(t *testing.T) {
	good := encode(t, PNG, picture(64, 40, true))
	jpg := encode(t, JPEG, picture(64, 40, true))
	// A PNG header claiming a 100000x100000 canvas: refused before decoding.
	huge := bytes.Clone(good)
	copy(huge[16:24], []byte{0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0})
	binary.BigEndian.PutUint32(huge[29:33], crc32.ChecksumIEEE(huge[12:29]))
	for _, tc := range []struct {
		name string
		data []byte
		want error
	}{
		{"text", []byte("hello, this is not a picture"), ErrNotImage},
		{"empty", nil, ErrNotImage},
		{"truncated png", good[:len(good)/2], ErrCorrupt},
		{"truncated jpeg", jpg[:len(jpg)/2], ErrCorrupt},
		{"png header only", good[:8], ErrCorrupt},
		{"huge canvas", huge, ErrTooLarge},
		{"over the input limit", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, MaxInputBytes)...), ErrTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Inspect(tc.data)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Inspect = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestFitScalesDown(t *testing.T) {
	big := encode(t, PNG, picture(300, 100, true))
	out, info, err := fit(big, 128, MaxSendBytes)
	if err != nil {
		t.Fatal(err)
	}
	if info.Width != 128 || info.Height != 42 || info.MediaType != PNG {
		t.Errorf("fit to %dx%d %s, want 128x42 PNG", info.Width, info.Height, info.MediaType)
	}
	got, err := Inspect(out)
	if err != nil || got != info {
		t.Errorf("Inspect(fitted) = %+v, %v; want %+v", got, err, info)
	}
	// Sharp patterns can grow when scaled: the original is kept then.
	sharp := encode(t, PNG, picture(300, 100, false))
	if kept, _, err := fit(sharp, 128, MaxSendBytes); err != nil || !bytes.Equal(kept, sharp) {
		t.Errorf("a sharp image whose scaled copy is larger was not kept (%v)", err)
	}
	small := encode(t, PNG, picture(100, 100, false))
	same, _, err := Fit(small)
	if err != nil || !bytes.Equal(same, small) {
		t.Errorf("a small image changed (%v)", err)
	}
	// Too many bytes for the limit (Anthropic's 5 MB of base64 in use),
	// even scaled: re-encoded as JPEG under it.
	noisy := encode(t, PNG, picture(200, 200, true))
	const limit = 30_000
	if len(noisy) <= limit {
		t.Fatalf("fixture is %d bytes, want over %d", len(noisy), limit)
	}
	out, info, err = fit(noisy, 128, limit)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) > limit || info.MediaType != JPEG {
		t.Errorf("fitted to %d bytes of %s", len(out), info.MediaType)
	}
}

func TestStore(t *testing.T) {
	s := NewStore(filepath.Join(t.TempDir(), "images"))
	data := encode(t, PNG, picture(50, 30, false))
	img, err := s.Put(data, "a.png")
	if err != nil {
		t.Fatal(err)
	}
	if !ValidRef(img.Ref) || img.Width != 50 || img.Height != 30 || img.MediaType != PNG || img.Bytes != len(data) || img.Name != "a.png" {
		t.Errorf("Put = %+v", img)
	}
	again, err := s.Put(data, "b.png")
	if err != nil || again.Ref != img.Ref {
		t.Errorf("same bytes stored under %q, want %q (%v)", again.Ref, img.Ref, err)
	}
	got, err := s.Load(img.Ref)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("Load: %v", err)
	}
	for _, ref := range []string{"../../etc/passwd", "", img.Ref[:63], "A" + img.Ref[1:]} {
		if _, err := s.Load(ref); !errors.Is(err, ErrNoImage) {
			t.Errorf("Load(%q) = %v, want ErrNoImage", ref, err)
		}
	}
	// A stored file changed on disk is refused, not sent.
	if err := os.WriteFile(filepath.Join(s.Dir(), img.Ref), []byte("changed"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(img.Ref); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Load of a changed file = %v, want ErrCorrupt", err)
	}
	if _, err := s.Put([]byte("not an image"), "x.png"); !errors.Is(err, ErrNotImage) {
		t.Errorf("Put(text) = %v", err)
	}
}

// A PNG whose only fault is a wrong chunk checksum is repaired, not
// refused (the MCP reference server's sample image has one); the stored
// bytes are the repaired, valid file.
func TestFitRepairsPNGChecksum(t *testing.T) {
	good := encode(t, PNG, picture(20, 10, false))
	bad := bytes.Clone(good)
	bad[29] ^= 0xff // the IHDR chunk's CRC
	if _, err := png.Decode(bytes.NewReader(bad)); err == nil {
		t.Fatal("the damaged fixture decodes")
	}
	out, info, err := Fit(bad)
	if err != nil || info.Width != 20 || !bytes.Equal(out, good) {
		t.Fatalf("Fit = %d bytes, %+v, %v; want the repaired file", len(out), info, err)
	}
}
