// Package imagetest makes real images for tests: a screenshot-like PNG of
// a given size, deterministic for a seed. Pure functions.
package imagetest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
)

// Screenshot returns a PNG of w x h pixels that compresses like a screen
// capture: flat panels and bars, lines of "text" (short runs of dark
// pixels on light), and a photo-like region of noise whose share of the
// width (0..1) sets how large the file is.
func Screenshot(w, h int, noise float64, seed uint64) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	noiseW := int(noise * float64(w))
	for y := range h {
		for x := range w {
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+4 : i+4]
			c := color.RGBA{245, 246, 248, 255} // page
			switch {
			case y < 48:
				c = color.RGBA{32, 33, 36, 255} // title bar
			case x < 240:
				c = color.RGBA{230, 232, 236, 255} // side panel
			case x >= w-noiseW:
				c = color.RGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 255} // a photo
			case (y/20)%2 == 0 && (y%20) > 6 && (y%20) < 16 && r.IntN(3) == 0:
				c = color.RGBA{40, 40, 40, 255} // text
			}
			p[0], p[1], p[2], p[3] = c.R, c.G, c.B, c.A
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err) // encoding an in-memory RGBA image does not fail
	}
	return b.Bytes()
}
