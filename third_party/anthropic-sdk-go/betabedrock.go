package anthropic

import (
	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

// BetaBedrockService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockService] method instead.
type BetaBedrockService struct {
	Options      []option.RequestOption
	Agents       BetaBedrockAgentService
	Sessions     BetaBedrockSessionService
	MemoryStores BetaBedrockMemoryStoreService
}

// NewBetaBedrockService generates a new service that applies the given options to
// each request. These options are applied after the parent client's options (if
// there is one), and before any request-specific options.
func NewBetaBedrockService(opts ...option.RequestOption) (r BetaBedrockService) {
	r = BetaBedrockService{}
	r.Options = opts
	r.Agents = NewBetaBedrockAgentService(opts...)
	r.Sessions = NewBetaBedrockSessionService(opts...)
	r.MemoryStores = NewBetaBedrockMemoryStoreService(opts...)
	return
}
