package tokens

import (
	"math"
	"strings"

	"troupe/messages"
)

// ImageRule is how a provider counts an image's input tokens.
type ImageRule int

// The image rules. OpenAI's differ by model family (its vision guide,
// "Calculating costs"): most families cut the image into 512-pixel tiles
// and charge a base plus a price per tile; the small recent ones count
// 32-pixel patches and multiply by a per-model factor.
const (
	// ImageOpenAI is the tile rule of GPT-4o, GPT-4.1 and GPT-4.5: the
	// image is scaled to fit 2048x2048, then so its short side is at most
	// 768; it costs 85 tokens plus 170 per 512-pixel tile.
	ImageOpenAI ImageRule = iota
	// ImageAnthropic is Anthropic's: the image is scaled to fit 1568
	// pixels on its long side and about 1.15 megapixels (1600 tokens);
	// it costs width*height/750 tokens.
	ImageAnthropic
	// ImageText is for a model that does not see images: each counts as
	// the text standing in for it (messages.Image.StandIn).
	ImageText
	// ImageOpenAI4oMini is GPT-4o mini's tile rule: 2833 + 5667 per tile.
	ImageOpenAI4oMini
	// ImageOpenAIReasoning is o1's, o1-pro's and o3's: 75 + 150 per tile.
	ImageOpenAIReasoning
	// ImageOpenAIGPT5 is GPT-5's (and gpt-5-chat's): 70 + 140 per tile.
	ImageOpenAIGPT5
	// ImageOpenAIComputerUse is computer-use-preview's: 65 + 129 per tile.
	ImageOpenAIComputerUse
	// ImageOpenAIPatchMini is the patch rule of GPT-4.1 mini and GPT-5
	// mini: the 32-pixel patches that cover the image (at most 1536,
	// scaled down to fit) times 1.62.
	ImageOpenAIPatchMini
	// ImageOpenAIPatchNano is GPT-4.1 nano's and GPT-5 nano's: patches
	// times 2.46.
	ImageOpenAIPatchNano
	// ImageOpenAIPatchO4Mini is o4-mini's: patches times 1.72.
	ImageOpenAIPatchO4Mini
)

// ImageRuleFor returns the rule of a model ("anthropic/claude-…",
// "claude-…", "openai/gpt-4o"); sees says whether it takes images at all.
// Models of other providers are counted with OpenAI's GPT-4o rule, which
// their OpenAI-compatible servers mostly imitate; calibration against
// reported usage corrects the rest.
func ImageRuleFor(model string, sees bool) ImageRule {
	m := strings.ToLower(model)
	if i := strings.LastIndexByte(m, '/'); i >= 0 {
		m = m[i+1:]
	}
	switch {
	case !sees:
		return ImageText
	case strings.Contains(m, "claude"):
		return ImageAnthropic
	case strings.HasPrefix(m, "gpt-4o-mini"):
		return ImageOpenAI4oMini
	case strings.HasPrefix(m, "gpt-4.1-mini"), strings.HasPrefix(m, "gpt-5-mini"):
		return ImageOpenAIPatchMini
	case strings.HasPrefix(m, "gpt-4.1-nano"), strings.HasPrefix(m, "gpt-5-nano"):
		return ImageOpenAIPatchNano
	case strings.HasPrefix(m, "o4-mini"):
		return ImageOpenAIPatchO4Mini
	case strings.HasPrefix(m, "o1"), strings.HasPrefix(m, "o3"):
		return ImageOpenAIReasoning
	case strings.HasPrefix(m, "computer-use"):
		return ImageOpenAIComputerUse
	case strings.HasPrefix(m, "gpt-5"):
		return ImageOpenAIGPT5
	}
	return ImageOpenAI
}

// tiles returns a tile rule's base and per-tile price (ok false for the
// other rules).
func (r ImageRule) tiles() (base, tile int, ok bool) {
	switch r {
	case ImageOpenAI:
		return 85, 170, true
	case ImageOpenAI4oMini:
		return 2833, 5667, true
	case ImageOpenAIReasoning:
		return 75, 150, true
	case ImageOpenAIGPT5:
		return 70, 140, true
	case ImageOpenAIComputerUse:
		return 65, 129, true
	}
	return 0, 0, false
}

// factor returns a patch rule's multiplier (ok false for the other rules).
func (r ImageRule) factor() (float64, bool) {
	switch r {
	case ImageOpenAIPatchMini:
		return 1.62, true
	case ImageOpenAIPatchNano:
		return 2.46, true
	case ImageOpenAIPatchO4Mini:
		return 1.72, true
	}
	return 0, false
}

// Tokens returns what one w x h image costs under the rule (0 for
// ImageText, whose cost is the stand-in's text).
func (r ImageRule) Tokens(w, h int) int {
	if w <= 0 || h <= 0 {
		return 0
	}
	if r == ImageAnthropic {
		return anthropicTokens(float64(w), float64(h))
	}
	if base, tile, ok := r.tiles(); ok {
		return base + tile*openAITiles(float64(w), float64(h))
	}
	if f, ok := r.factor(); ok {
		return int(math.Ceil(float64(openAIPatches(float64(w), float64(h))) * f))
	}
	return 0
}

func anthropicTokens(fw, fh float64) int {
	if long := math.Max(fw, fh); long > 1568 {
		fw, fh = fw*1568/long, fh*1568/long
	}
	const maxTokens = 1600
	if fw*fh/750 > maxTokens {
		s := math.Sqrt(maxTokens * 750 / (fw * fh))
		fw, fh = fw*s, fh*s
	}
	return int(math.Ceil(math.Floor(fw) * math.Floor(fh) / 750))
}

// openAITiles is the number of 512-pixel tiles of the tile rules, after
// the image is fitted into 2048x2048 and its short side to 768.
func openAITiles(fw, fh float64) int {
	if long := math.Max(fw, fh); long > 2048 {
		fw, fh = fw*2048/long, fh*2048/long
	}
	if short := math.Min(fw, fh); short > 768 {
		fw, fh = fw*768/short, fh*768/short
	}
	return int(math.Ceil(fw/512) * math.Ceil(fh/512))
}

// openAIPatches is the number of 32-pixel patches of the patch rules: an
// image needing more than 1536 is scaled down so that whole patches cover
// it, and the count is capped at 1536.
func openAIPatches(fw, fh float64) int {
	const patch, most = 32.0, 1536.0
	if math.Ceil(fw/patch)*math.Ceil(fh/patch) > most {
		r := math.Sqrt(patch * patch * most / (fw * fh))
		r *= math.Min(math.Floor(fw*r/patch)/(fw*r/patch), math.Floor(fh*r/patch)/(fh*r/patch))
		fw, fh = fw*r, fh*r
	}
	return int(math.Min(math.Ceil(fw/patch)*math.Ceil(fh/patch), most))
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
