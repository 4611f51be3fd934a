package cli

import (
	"crypto/ed25519"
	"strings"
	"sync"

	"troupe/internal/llm/openai"
	"troupe/internal/models"
)

// warmer runs, on another core, the one-time table builds that the path to
// a process's first model request would otherwise pay for in line (issue
// 23: time to first request). Each build is a process-wide cache its user
// fills on first use anyway, so warming changes what is computed by no
// byte; it only moves when. The caller waits for it before returning.
type warmer struct{ wg sync.WaitGroup }

// run runs f in a goroutine that wait waits for.
func (w *warmer) run(f func()) {
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		f()
	}()
}

// wait returns when every f given to run has returned.
func (w *warmer) wait() { w.wg.Wait() }

// warmStart parses the embedded model catalog (about 1 ms of YAML, which
// supervisor.Start needs first, to resolve the models) and then builds
// edwards25519's base-point tables (warmKeys, which the bus start needs
// after it), one after the other on one goroutine.
func warmStart() {
	_, _ = models.Load() // an error is Start's to report
	warmKeys()
}

// warmKeys builds edwards25519's base-point tables (about 1.3 ms of CPU),
// which the bus's start reaches first through nkeys: it creates the callout
// issuer's and the process's own keys and signs and verifies a nonce.
func warmKeys() {
	priv := ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))
	ed25519.Verify(priv.Public().(ed25519.PublicKey), nil, ed25519.Sign(priv, nil))
}

// warmModel warms the encoder of the API the model named by spec (a
// binding's "provider/model" or "script:PATH") speaks: Chat Completions for
// every provider but Anthropic and scripts.
func warmModel(spec string) func() {
	if strings.HasPrefix(spec, "anthropic/") || strings.HasPrefix(spec, "script:") {
		return func() {}
	}
	return openai.Warm
}
