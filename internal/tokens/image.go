package tokens

import (
	"math"
	"strings"

	"troupe/messages"
)

// ImageRule is how a provider counts an image's input tokens.
type ImageRule int

// The image rules.
const (
	// ImageOpenAI is OpenAI's published rule for high detail (GPT-4o,
	// GPT-4.1, GPT-5): the image is scaled to fit 2048x2048, then so its
	// short side is at most 768; it costs 85 tokens plus 170 per 512-pixel
	// tile.
	ImageOpenAI ImageRule = iota
	// ImageAnthropic is Anthropic's: the image is scaled to fit 1568
	// pixels on its long side and about 1.15 megapixels (1600 tokens);
	// it costs width*height/750 tokens.
	ImageAnthropic
	// ImageText is for a model that does not see images: each counts as
	// the text standing in for it (messages.Image.StandIn).
	ImageText
)

// ImageRuleFor returns the rule of a model ("anthropic/claude-…",
// "claude-…", "openai/gpt-4o"); sees says whether it takes images at all.
// Models of other providers are counted with OpenAI's rule, which their
// OpenAI-compatible servers mostly imitate; calibration against reported
// usage corrects the rest.
func ImageRuleFor(model string, sees bool) ImageRule {
	switch {
	case !sees:
		return ImageText
	case strings.Contains(strings.ToLower(model), "claude"):
		return ImageAnthropic
	}
	return ImageOpenAI
}

// Tokens returns what one w x h image costs under the rule (0 for
// ImageText, whose cost is the stand-in's text).
func (r ImageRule) Tokens(w, h int) int {
	if w <= 0 || h <= 0 {
		return 0
	}
	switch r {
	case ImageAnthropic:
		fw, fh := float64(w), float64(h)
		if long := math.Max(fw, fh); long > 1568 {
			fw, fh = fw*1568/long, fh*1568/long
		}
		const maxTokens = 1600
		if fw*fh/750 > maxTokens {
			s := math.Sqrt(maxTokens * 750 / (fw * fh))
			fw, fh = fw*s, fh*s
		}
		return int(math.Ceil(math.Floor(fw) * math.Floor(fh) / 750))
	case ImageOpenAI:
		fw, fh := float64(w), float64(h)
		if long := math.Max(fw, fh); long > 2048 {
			fw, fh = fw*2048/long, fh*2048/long
		}
		if short := math.Min(fw, fh); short > 768 {
			fw, fh = fw*768/short, fh*768/short
		}
		tiles := math.Ceil(fw/512) * math.Ceil(fh/512)
		return 85 + 170*int(tiles)
	}
	return 0
}

// Images returns what a message's images add to a request under the rule:
// a dropped image, or any under ImageText, counts as its stand-in text.
func (c *Counter) Images(enc Encoding, r ImageRule, imgs []messages.Image) int {
	n := 0
	for _, img := range imgs {
		if r == ImageText || img.Dropped {
			n += c.Count(enc, img.StandIn())
			continue
		}
		n += r.Tokens(img.Width, img.Height)
	}
	return n
}
