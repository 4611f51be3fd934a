package lexers

import (
	"github.com/alecthomas/chroma/v2"

	"regexp"
)

// setDNSAnalyser runs once the registry is built (troupe: upstream did it
// and compiled the regexp at init).
func setDNSAnalyser(reg *chroma.LexerRegistry) {
	// TODO(moorereason): can this be factored away?
	zoneAnalyserRe := regexp.MustCompile(`(?m)^@\s+IN\s+SOA\s+`)

	reg.Get("dns").SetAnalyser(func(text string) float32 {
		if zoneAnalyserRe.FindString(text) != "" {
			return 1.0
		}
		return 0.0
	})

}
