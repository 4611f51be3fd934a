package anthropic

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
)

// Defaults of a Config.
const (
	DefaultBaseURL   = "https://api.anthropic.com"
	DefaultMaxTokens = 8192
)

// Thinking modes.
const (
	ThinkingOff      = "off"
	ThinkingBudget   = "budget"   // extended thinking with BudgetTokens
	ThinkingAdaptive = "adaptive" // the model decides how much to think (models that support it)
)

// minBudget is the API's smallest thinking budget.
const minBudget = 1024

// Thinking sets extended thinking.
type Thinking struct {
	Mode         string // ThinkingOff (or empty), ThinkingBudget, ThinkingAdaptive
	BudgetTokens int    // for ThinkingBudget: at least 1024
}

// Config sets up a Client.
type Config struct {
	// BaseURL is the API root; default DefaultBaseURL.
	BaseURL string
	// APIKey authenticates the calls. Empty sends no credential, for
	// keyless proxies.
	APIKey string
	// KeyEnv names where the key comes from, for the hint of a 401;
	// default ANTHROPIC_API_KEY.
	KeyEnv string
	// Model is the default model; a Request.Model overrides it.
	Model string
	// MaxTokens caps the answer; default DefaultMaxTokens. A
	// Request.MaxTokens overrides it. With a thinking budget it is raised
	// above the budget when needed.
	MaxTokens int
	Thinking  Thinking
	// HTTPClient makes the requests; nil means
	// fault.NewHTTPClient(HeaderTimeout).
	HTTPClient *http.Client
	// HeaderTimeout bounds the wait for response headers when HTTPClient
	// is nil; 0 means fault.DefaultHeaderTimeout. The silence of a stream
	// after that is bounded by Retry.IdleTimeout.
	HeaderTimeout time.Duration
	// Retry bounds retries and sets the circuit breaker.
	Retry fault.Policy
}

// Client is a model provider speaking the Messages API.
type Client struct {
	cfg    Config
	svc    anthropic.MessageService
	caller *fault.Caller
}

// ErrConfig marks an invalid Config.
var ErrConfig = errors.New("anthropic: invalid config")

// New returns a client for cfg. It fails when the model is missing, the
// base URL is not an absolute http(s) URL, or the thinking settings are
// unknown or below the API's minimum budget.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	if cfg.KeyEnv == "" {
		cfg.KeyEnv = "ANTHROPIC_API_KEY"
	}
	if cfg.MaxTokens <= 0 {
		cfg.MaxTokens = DefaultMaxTokens
	}
	if cfg.Model == "" {
		return nil, fmt.Errorf("model is required: %w", ErrConfig)
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("base URL %q is not an absolute http(s) URL such as %s: %w", cfg.BaseURL, DefaultBaseURL, ErrConfig)
	}
	switch cfg.Thinking.Mode {
	case "", ThinkingOff, ThinkingAdaptive:
	case ThinkingBudget:
		if cfg.Thinking.BudgetTokens < minBudget {
			return nil, fmt.Errorf("thinking budget %d is below the minimum of %d tokens: %w", cfg.Thinking.BudgetTokens, minBudget, ErrConfig)
		}
	default:
		return nil, fmt.Errorf("thinking mode %q is not %q, %q or %q: %w", cfg.Thinking.Mode, ThinkingOff, ThinkingBudget, ThinkingAdaptive, ErrConfig)
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = fault.NewHTTPClient(cfg.HeaderTimeout)
	}
	opts := []option.RequestOption{
		option.WithBaseURL(cfg.BaseURL),
		option.WithHTTPClient(cfg.HTTPClient),
		option.WithMaxRetries(0),
		option.WithMiddleware(fault.CaptureErrors),
	}
	if cfg.APIKey != "" {
		opts = append(opts, option.WithAPIKey(cfg.APIKey))
	}
	return &Client{
		cfg:    cfg,
		svc:    anthropic.NewMessageService(opts...),
		caller: fault.NewCaller(cfg.Retry),
	}, nil
}

// Name returns "anthropic/model", e.g. "anthropic/claude-sonnet-4-5".
func (c *Client) Name() string { return "anthropic/" + c.cfg.Model }

// Stream sends req and returns the answer as it arrives. Transient faults
// (429, 5xx, 529 overloaded, connection resets, streams cut before any
// event) are retried under the Retry policy; errors name the provider and
// model and wrap the llm sentinels (ErrRejected, ErrRateLimited,
// ErrContextWindowExceeded, ErrUnavailable, ErrCircuitOpen, ErrIncomplete),
// or ctx.Err() when ctx ends.
func (c *Client) Stream(ctx context.Context, req llm.Request) (*llm.Stream, error) {
	model := req.Model
	if model == "" {
		model = c.cfg.Model
	}
	params := c.params(req, model)
	j := judge{model: model, keyEnv: c.cfg.KeyEnv, keyless: c.cfg.APIKey == "",
		baseURL: strings.TrimSuffix(c.cfg.BaseURL, "/")}
	return c.caller.Stream(ctx, fault.Call{
		Name:   "anthropic/" + model,
		Secret: c.cfg.APIKey,
		Open: func(ctx context.Context) (fault.Source, error) {
			s := c.svc.NewStreaming(ctx, params)
			if err := s.Err(); err != nil {
				_ = s.Close()
				return nil, err
			}
			return newSource(s, model), nil
		},
		Judge: j.failure,
	})
}
