package lexers

import (
	"github.com/alecthomas/chroma/v2"

	"regexp"
)

// TODO(moorereason): can this be factored away?
var zoneAnalyserRe = regexp.MustCompile(`(?m)^@\s+IN\s+SOA\s+`)

var _ = afterLoad(func(reg *chroma.LexerRegistry) { // troupe: run once the registry is loaded, not at init
	reg.Get("dns").SetAnalyser(func(text string) float32 {
		if zoneAnalyserRe.FindString(text) != "" {
			return 1.0
		}
		return 0.0
	})
})
