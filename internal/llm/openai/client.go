package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
)

// DefaultBaseURL is OpenAI's API.
const DefaultBaseURL = "https://api.openai.com/v1"

// Config sets up a Client.
type Config struct {
	// Provider names the service in Name and in errors; default "openai".
	// Set it for other servers ("ollama", "openrouter", "groq", ...).
	Provider string
	// BaseURL is the API root, up to and including /v1; default
	// DefaultBaseURL. Ollama: http://localhost:11434/v1.
	BaseURL string
	// APIKey is sent as a bearer token. Empty for keyless local servers:
	// then no Authorization header is sent at all.
	APIKey string
	// KeyEnv names where the key comes from, for the hint of a 401;
	// default OPENAI_API_KEY.
	KeyEnv string
	// Model is the default model; a Request.Model overrides it.
	Model string
	// MaxTokens caps the answer; 0 leaves it to the server. A
	// Request.MaxTokens overrides it. Sent as max_completion_tokens to
	// OpenAI and with ReasoningEffort, as max_tokens to other servers.
	MaxTokens int
	// ReasoningEffort is sent as reasoning_effort for reasoning models:
	// "minimal", "low", "medium", "high" (what the model accepts). Empty:
	// not sent.
	ReasoningEffort string
	// Temperature, when not nil, is sent as temperature.
	Temperature *float64
	// HTTPClient makes the requests; nil means one with a response-header
	// timeout (fault.NewHTTPClient(HeaderTimeout)).
	HTTPClient *http.Client
	// HeaderTimeout bounds the wait for response headers when HTTPClient
	// is nil; 0 means fault.DefaultHeaderTimeout. The silence of a stream
	// after that is bounded by Retry.IdleTimeout.
	HeaderTimeout time.Duration
	// Retry bounds retries and sets the circuit breaker.
	Retry fault.Policy
}

// Client is a model provider speaking Chat Completions.
type Client struct {
	cfg            Config
	svc            openai.ChatCompletionService
	caller         *fault.Caller
	completionsCap bool // send max_completion_tokens rather than max_tokens
}

// ErrConfig marks an invalid Config.
var ErrConfig = errors.New("openai: invalid config")

// New returns a client for cfg. It fails when the model is missing or the
// base URL is not an absolute http(s) URL.
func New(cfg Config) (*Client, error) {
	if cfg.Provider == "" {
		cfg.Provider = "openai"
	}
	if cfg.KeyEnv == "" {
		cfg.KeyEnv = "OPENAI_API_KEY"
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	if cfg.Model == "" {
		return nil, fmt.Errorf("model is required: %w", ErrConfig)
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("base URL %q is not an absolute http(s) URL such as %s: %w", cfg.BaseURL, DefaultBaseURL, ErrConfig)
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
		cfg:            cfg,
		svc:            openai.NewChatCompletionService(opts...),
		caller:         fault.NewCaller(cfg.Retry),
		completionsCap: u.Hostname() == "api.openai.com" || cfg.ReasoningEffort != "",
	}, nil
}

// Name returns "provider/model", e.g. "openai/gpt-4.1".
func (c *Client) Name() string { return c.cfg.Provider + "/" + c.cfg.Model }

// Stream sends req and returns the answer as it arrives. Transient faults
// are retried under the Retry policy before anything is yielded; errors name
// the provider and model and wrap the llm sentinels (ErrRejected,
// ErrRateLimited, ErrContextWindowExceeded, ErrUnavailable, ErrCircuitOpen,
// ErrIncomplete), or ctx.Err() when ctx ends.
func (c *Client) Stream(ctx context.Context, req llm.Request) (*llm.Stream, error) {
	model := req.Model
	if model == "" {
		model = c.cfg.Model
	}
	params := c.params(req, model)
	j := judge{provider: c.cfg.Provider, model: model, keyEnv: c.cfg.KeyEnv, keyless: c.cfg.APIKey == "",
		baseURL: strings.TrimSuffix(c.cfg.BaseURL, "/")}
	return c.caller.Stream(ctx, fault.Call{
		Name:   c.cfg.Provider + "/" + model,
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
