package requestconfig

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand"
	"mime"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2/internal"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/apierror"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/apiform"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/apiquery"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/tracing"
)

func getDefaultHeaders() map[string]string {
	return map[string]string{
		"User-Agent": fmt.Sprintf("Anthropic/Go %s", internal.PackageVersion),
	}
}

func getNormalizedOS() string {
	switch runtime.GOOS {
	case "ios":
		return "iOS"
	case "android":
		return "Android"
	case "darwin":
		return "MacOS"
	case "windows":
		return "Windows"
	case "freebsd":
		return "FreeBSD"
	case "openbsd":
		return "OpenBSD"
	case "linux":
		return "Linux"
	default:
		return fmt.Sprintf("Other:%s", runtime.GOOS)
	}
}

func getNormalizedArchitecture() string {
	switch runtime.GOARCH {
	case "386":
		return "x32"
	case "amd64":
		return "x64"
	case "arm":
		return "arm"
	case "arm64":
		return "arm64"
	default:
		return fmt.Sprintf("other:%s", runtime.GOARCH)
	}
}

func getPlatformProperties() map[string]string {
	return map[string]string{
		"X-Stainless-Lang":            "go",
		"X-Stainless-Package-Version": internal.PackageVersion,
		"X-Stainless-OS":              getNormalizedOS(),
		"X-Stainless-Arch":            getNormalizedArchitecture(),
		"X-Stainless-Runtime":         "go",
		"X-Stainless-Runtime-Version": runtime.Version(),
	}
}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error
type PreRequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error    { return s(r) }
func (s PreRequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }

func NewRequestConfig(ctx context.Context, method string, u string, body any, dst any, opts ...RequestOption) (*RequestConfig, error) {
	if err := ValidateRequestPath(u); err != nil {
		return nil, err
	}
	var reader io.Reader

	contentType := "application/json"
	hasSerializationFunc := false

	if body, ok := body.(json.Marshaler); ok {
		content, err := body.MarshalJSON()
		if err != nil {
			return nil, err
		}
		reader = bytes.NewBuffer(content)
		hasSerializationFunc = true
	}
	if body, ok := body.(apiform.Marshaler); ok {
		var (
			content []byte
			err     error
		)
		content, contentType, err = body.MarshalMultipart()
		if err != nil {
			return nil, err
		}
		reader = bytes.NewBuffer(content)
		hasSerializationFunc = true
	}
	if body, ok := body.(apiquery.Queryer); ok {
		hasSerializationFunc = true
		q, err := body.URLQuery()
		if err != nil {
			return nil, err
		}
		params := q.Encode()
		if params != "" {
			parsed, _ := url.Parse(u)
			if parsed.RawQuery != "" {
				parsed.RawQuery = parsed.RawQuery + "&" + params
				u = parsed.String()
			} else {
				u = u + "?" + params
			}
		}
	}
	if body, ok := body.([]byte); ok {
		reader = bytes.NewBuffer(body)
		hasSerializationFunc = true
	}
	if body, ok := body.(io.Reader); ok {
		reader = body
		hasSerializationFunc = true
	}

	// Fallback to json serialization if none of the serialization functions that we expect
	// to see is present.
	if body != nil && !hasSerializationFunc {
		buf := new(bytes.Buffer)
		enc := json.NewEncoder(buf)
		enc.SetEscapeHTML(true)
		if err := enc.Encode(body); err != nil {
			return nil, err
		}
		reader = buf
	}

	req, err := http.NewRequestWithContext(ctx, method, u, nil)
	if err != nil {
		return nil, err
	}
	if reader != nil {
		req.Header.Set("Content-Type", contentType)
	}

	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Stainless-Retry-Count", "0")
	req.Header.Set("X-Stainless-Timeout", "0")
	for k, v := range getDefaultHeaders() {
		req.Header.Add(k, v)
	}
	req.Header.Set("anthropic-version", "2026-10-21")
	for k, v := range getPlatformProperties() {
		req.Header.Add(k, v)
	}
	cfg := RequestConfig{
		MaxRetries: 2,
		Context:    ctx,
		Request:    req,
		HTTPClient: http.DefaultClient,
		Body:       reader,
	}
	cfg.ResponseBodyInto = dst
	cfg.OpenTelemetry.responseBodyInto = dst
	opts, err = resolveCredential(opts)
	if err != nil {
		return nil, err
	}
	err = cfg.Apply(opts...)
	if err != nil {
		return nil, err
	}

	// This must run after `cfg.Apply(...)` above in case the request timeout gets modified. We also only
	// apply our own logic for it if it's still "0" from above. If it's not, then it was deleted or modified
	// by the user and we should respect that.
	if req.Header.Get("X-Stainless-Timeout") == "0" {
		if cfg.RequestTimeout == time.Duration(0) {
			req.Header.Del("X-Stainless-Timeout")
		} else {
			req.Header.Set("X-Stainless-Timeout", strconv.Itoa(int(cfg.RequestTimeout.Seconds())))
		}
	}

	return &cfg, nil
}

// This interface is primarily used to describe an [*http.Client], but also
// supports custom HTTP implementations.
type HTTPDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// RequestConfig represents all the state related to one request.
//
// Editing the variables inside RequestConfig directly is unstable api. Prefer
// composing the RequestOption instead if possible.
type RequestConfig struct {
	MaxRetries     int
	RequestTimeout time.Duration
	Context        context.Context
	Request        *http.Request
	BaseURL        *url.URL
	// DefaultBaseURL will be used if BaseURL is not explicitly overridden using
	// WithBaseURL.
	DefaultBaseURL *url.URL
	// ClientBaseURL is what a method's WithBaseURL overrides. It is set only when
	// the request's credential came from the client: see [resolveCredential].
	ClientBaseURL  *url.URL
	CustomHTTPDoer HTTPDoer
	HTTPClient     *http.Client
	Middlewares    []middleware
	// Qualifiers is what the SDK method that makes the API call sets with
	// WithQualifiers.
	Qualifiers          map[string]string
	ConservativeRetries bool
	APIKey              string
	AuthToken           string
	WebhookKey          string
	OpenTelemetry       OpenTelemetryConfig
	// If ResponseBodyInto not nil, then we will attempt to deserialize into
	// ResponseBodyInto. If Destination is a []byte, then it will return the body as
	// is.
	ResponseBodyInto any
	// ResponseInto copies the *http.Response of the corresponding request into the
	// given address
	ResponseInto **http.Response
	Body         io.Reader
}

// middleware is exactly the same type as the Middleware type found in the [option] package,
// but it is redeclared here for circular dependency issues.
type middleware = func(*http.Request, middlewareNext) (*http.Response, error)

// middlewareNext is exactly the same type as the MiddlewareNext type found in the [option] package,
// but it is redeclared here for circular dependency issues.
type middlewareNext = func(*http.Request) (*http.Response, error)

func applyMiddleware(middleware middleware, next middlewareNext) middlewareNext {
	return func(req *http.Request) (res *http.Response, err error) {
		return middleware(req, next)
	}
}

func shouldRetry(req *http.Request, res *http.Response) bool {
	// If there is no way to recover the Body, then we shouldn't retry.
	if req.Body != nil && req.GetBody == nil {
		return false
	}

	// If there is no response, that indicates that there is a connection error
	// so we retry the request.
	if res == nil {
		return true
	}

	// If the header explicitly wants a retry behavior, respect that over the
	// http status code.
	if retry, ok := retryHeader(res); ok {
		return retry
	}

	return res.StatusCode == http.StatusRequestTimeout ||
		res.StatusCode == http.StatusConflict ||
		res.StatusCode == http.StatusTooManyRequests ||
		res.StatusCode >= http.StatusInternalServerError
}

// retryHeader reports what the x-should-retry header of res asks for, if it is set.
func retryHeader(res *http.Response) (retry bool, ok bool) {
	switch res.Header.Get("x-should-retry") {
	case "true":
		return true, true
	case "false":
		return false, true
	default:
		return false, false
	}
}

// shouldRetryDroppedBody reports whether to retry after the body of res could not be read.
// A dropped body is a connection error, so the status of res does not count, but its
// x-should-retry header still applies.
func shouldRetryDroppedBody(req *http.Request, res *http.Response) bool {
	if retry, ok := retryHeader(res); ok && !retry {
		return false
	}
	return shouldRetry(req, nil)
}

func parseRetryAfterHeader(resp *http.Response) (time.Duration, bool) {
	if resp == nil {
		return 0, false
	}

	type retryData struct {
		header string
		units  time.Duration

		// custom is used when the regular algorithm failed and is optional.
		// the returned duration is used verbatim (units is not applied).
		custom func(string) (time.Duration, bool)
	}

	nop := func(string) (time.Duration, bool) { return 0, false }

	// the headers are listed in order of preference
	retries := []retryData{
		{
			header: "Retry-After-Ms",
			units:  time.Millisecond,
			custom: nop,
		},
		{
			header: "Retry-After",
			units:  time.Second,

			// retry-after values are expressed in either number of
			// seconds or an HTTP-date indicating when to try again
			custom: func(ra string) (time.Duration, bool) {
				t, err := time.Parse(time.RFC1123, ra)
				if err != nil {
					return 0, false
				}
				return time.Until(t), true
			},
		},
	}

	for _, retry := range retries {
		v := resp.Header.Get(retry.header)
		if v == "" {
			continue
		}
		if retryAfter, err := strconv.ParseFloat(v, 64); err == nil {
			return time.Duration(retryAfter * float64(retry.units)), true
		}
		if d, ok := retry.custom(v); ok {
			return d, true
		}
	}

	return 0, false
}

// isBeforeContextDeadline reports whether the non-zero Time t is
// before ctx's deadline. If ctx does not have a deadline, it
// always reports true (the deadline is considered infinite).
func isBeforeContextDeadline(t time.Time, ctx context.Context) bool {
	d, ok := ctx.Deadline()
	if !ok {
		return true
	}
	return t.Before(d)
}

// bodyWithTimeout is an io.ReadCloser which can observe a context's cancel func
// to handle timeouts etc. It wraps an existing io.ReadCloser.
type bodyWithTimeout struct {
	stop func() // stops the time.Timer waiting to cancel the request
	rc   io.ReadCloser
}

func (b *bodyWithTimeout) Read(p []byte) (n int, err error) {
	n, err = b.rc.Read(p)
	if err == nil {
		return n, nil
	}
	if err == io.EOF {
		return n, err
	}
	return n, err
}

func (b *bodyWithTimeout) Close() error {
	err := b.rc.Close()
	b.stop()
	return err
}

func retryDelay(res *http.Response, retryCount int) time.Duration {
	// If the backend tells us to wait a certain amount of time, use that value
	if retryAfterDelay, ok := parseRetryAfterHeader(res); ok {
		return max(0, retryAfterDelay)
	}

	maxDelay := 8 * time.Second
	delay := time.Duration(0.5 * float64(time.Second) * math.Pow(2, float64(retryCount)))
	if delay > maxDelay {
		delay = maxDelay
	}

	jitter := rand.Int63n(int64(delay / 4))
	delay -= time.Duration(jitter)
	return delay
}

// closeBody closes the body of res, if there is one.
func closeBody(res *http.Response) {
	if res != nil && res.Body != nil {
		_ = res.Body.Close()
	}
}

// bufferedBody is a response body that Execute has read into memory. readBody returns its
// bytes without copying them.
type bufferedBody struct {
	contents []byte
	offset   int
	closed   bool
}

func (b *bufferedBody) Read(p []byte) (int, error) {
	if b.closed {
		return 0, http.ErrBodyReadAfterClose
	}
	if b.offset >= len(b.contents) {
		return 0, io.EOF
	}
	n := copy(p, b.contents[b.offset:])
	b.offset += n
	return n, nil
}

func (b *bufferedBody) Close() error {
	b.closed = true
	return nil
}

// bufferBody reads the whole body of res into memory and leaves it on res.
func bufferBody(res *http.Response) error {
	contents, err := readBody(res)
	if err != nil {
		return err
	}
	res.Body = &bufferedBody{contents: contents}
	return nil
}

// readBody reads the whole body of res and closes it.
func readBody(res *http.Response) ([]byte, error) {
	if res.Body == nil {
		return nil, nil
	}
	if body, ok := res.Body.(*bufferedBody); ok && !body.closed && body.offset == 0 {
		body.closed = true
		return body.contents, nil
	}
	contents, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("error reading response body: %w", err)
	}
	return contents, nil
}

// prepare fills in the URL, the body and the credentials of the request.
func (cfg *RequestConfig) prepare() (err error) {
	if cfg.BaseURL == nil {
		if cfg.DefaultBaseURL != nil {
			cfg.BaseURL = cfg.DefaultBaseURL
		} else {
			return fmt.Errorf("requestconfig: base url is not set")
		}
	}

	err = resolveRequestURL(cfg.BaseURL, cfg.Request)
	if err != nil {
		return err
	}

	if cfg.Body != nil && cfg.Request.Body == nil {
		switch body := cfg.Body.(type) {
		case *bytes.Buffer:
			b := body.Bytes()
			cfg.Request.ContentLength = int64(body.Len())
			cfg.Request.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(b)), nil }
			cfg.Request.Body, _ = cfg.Request.GetBody()
		case *bytes.Reader:
			cfg.Request.ContentLength = int64(body.Len())
			cfg.Request.GetBody = func() (io.ReadCloser, error) {
				_, err := body.Seek(0, 0)
				return io.NopCloser(body), err
			}
			cfg.Request.Body, _ = cfg.Request.GetBody()
		default:
			if rc, ok := body.(io.ReadCloser); ok {
				cfg.Request.Body = rc
			} else {
				cfg.Request.Body = io.NopCloser(body)
			}
		}
	}

	return nil
}

// handler returns what sends one attempt: the HTTP client, wrapped in the middlewares.
// The span of call, unless call is nil, records the request that reaches the client.
func (cfg *RequestConfig) handler(call *tracing.APICall) middlewareNext {
	handler := cfg.HTTPClient.Do
	if cfg.CustomHTTPDoer != nil {
		handler = cfg.CustomHTTPDoer.Do
	}
	if call != nil {
		handler = tracedDoer(call, cfg.OpenTelemetry.SpanQueryParams, cfg.OpenTelemetry.SpanContentQueryParams, handler)
	}
	for i := len(cfg.Middlewares) - 1; i >= 0; i -= 1 {
		handler = applyMiddleware(cfg.Middlewares[i], handler)
	}
	return handler
}

// readsBody reports whether Execute reads the body of res itself. It does so to build an
// APIError from an error status, and to decode into any destination but a raw response.
// Every other body goes to the caller unread.
func (cfg *RequestConfig) readsBody(res *http.Response) bool {
	if res.StatusCode >= 400 {
		return true
	}
	_, raw := cfg.ResponseBodyInto.(**http.Response)
	return cfg.ResponseBodyInto != nil && !raw
}

// Execute sends the request until an attempt ends the call, which is one of:
//
//   - an attempt without a response (a connection error, a timeout of the attempt, or a body
//     that could not be read), once no retry is left: the error is returned;
//   - a response that is not retried, with an error status: an APIError is returned;
//   - a response that is not retried, for a raw or absent destination: the caller gets the
//     response with its body unread, or the body is closed if nothing takes the response;
//   - a response that is not retried, for any other destination: the body is decoded into it.
//
// A response that is retried is closed unread. The body of a response that ends the call is
// read as part of the attempt, so that a connection that drops part-way through it is retried.
func (cfg *RequestConfig) Execute() (err error) {
	if err := cfg.prepare(); err != nil {
		return err
	}

	return cfg.sendInSpan()
}

// send sends the request in ctx, with retries, and decodes the response into
// cfg.ResponseBodyInto. It records each attempt on call, unless call is nil.
func (cfg *RequestConfig) send(ctx context.Context, call *tracing.APICall) (err error) {
	handler := cfg.handler(call)
	if call != nil {
		handler = tracedHandler(call, handler)
	}

	// Don't send the current retry count in the headers if the caller modified the header defaults.
	shouldSendRetryCount := cfg.Request.Header.Get("X-Stainless-Retry-Count") == "0"

	var res *http.Response
	var cancel context.CancelFunc
	for retryCount := 0; ; retryCount += 1 {
		// callerCtx spans every attempt; ctx additionally carries this attempt's RequestTimeout, if any.
		callerCtx := ctx
		ctx := callerCtx
		// Release the previous attempt's timer before starting a new attempt.
		if cancel != nil {
			cancel()
			cancel = nil
		}
		if cfg.RequestTimeout != time.Duration(0) && isBeforeContextDeadline(time.Now().Add(cfg.RequestTimeout), callerCtx) {
			ctx, cancel = context.WithTimeout(callerCtx, cfg.RequestTimeout)
			defer func() {
				// The cancel function is nil if it was handed off to be handled in a different scope.
				if cancel != nil {
					cancel()
				}
			}()
		}

		var attempt *attemptTrace
		if cfg.ConservativeRetries {
			attempt = &attemptTrace{}
			ctx = httptrace.WithClientTrace(ctx, attempt.clientTrace())
		}
		// Set even when nil, so that a request made with the context of another has only its own.
		req := cfg.Request.Clone(context.WithValue(ctx, qualifiersKey{}, cfg.Qualifiers))
		if shouldSendRetryCount {
			req.Header.Set("X-Stainless-Retry-Count", strconv.Itoa(retryCount))
		}

		lastAttempt := retryCount >= cfg.MaxRetries
		res, err = handler(req)
		retry := shouldRetry(cfg.Request, res) && attempt.safeToResend(res)
		// The status and the headers say whether the response is retried, so only the body of
		// a response that ends the call is read.
		endsCall := lastAttempt || !retry
		var readErr error
		if err == nil && res != nil && endsCall && cfg.readsBody(res) {
			readErr = bufferBody(res)
		}
		// Once the caller's context is done there is nothing left to retry.
		if callerErr := callerCtx.Err(); callerErr != nil {
			return callerErr
		}
		// Only the per-attempt timeout expired: treat it like a connection error so it is retried,
		// and surface the context error if this was the last attempt.
		if ctxErr := ctx.Err(); ctxErr != nil {
			closeBody(res)
			res, err, readErr = nil, ctxErr, nil
			retry = shouldRetry(cfg.Request, nil) && attempt.safeToResend(nil)
			// The attempt has no response any more, so its span has no status code.
			if call != nil {
				call.Response = nil
			}
		}
		if readErr != nil {
			// The response stays, for its status and headers.
			err = readErr
			retry = shouldRetryDroppedBody(cfg.Request, res) && attempt.safeToResend(nil)
		}
		if lastAttempt || !retry {
			break
		}

		if cfg.Request.GetBody != nil {
			cfg.Request.Body, err = cfg.Request.GetBody()
			if err != nil {
				return err
			}
		}
		// Close the response body before retrying to prevent connection leaks
		closeBody(res)

		select {
		case <-callerCtx.Done():
			return callerCtx.Err()
		case <-time.After(retryDelay(res, retryCount)):
		}
	}

	// Save *http.Response if it is requested to, even if there was an error making the request. This is
	// useful in cases where you might want to debug by inspecting the response. Note that if err != nil,
	// the response should be generally be empty, but there are edge cases.
	if cfg.ResponseInto != nil {
		*cfg.ResponseInto = res
	}
	if responseBodyInto, ok := cfg.ResponseBodyInto.(**http.Response); ok {
		*responseBodyInto = res
	}

	switch {
	case err != nil:
		// A connection error is returned as it is, without trying to coerce it into an APIError.
		return err
	case res.StatusCode >= 400:
		return cfg.apiError(res)
	case cfg.ResponseBodyInto == nil && cfg.ResponseInto == nil:
		// Nothing takes the response, so nothing else could close its body and free the connection.
		closeBody(res)
		return nil
	case !cfg.readsBody(res):
		// Whoever reads the body needs the cancel func from the context to observe request
		// timeouts, so it goes into the body.
		if cancel != nil {
			res.Body = &bodyWithTimeout{rc: res.Body, stop: cancel}
			cancel = nil
		}
		return nil
	default:
		return cfg.decode(res)
	}
}

// apiError reads the body of an error response and returns the APIError for it.
func (cfg *RequestConfig) apiError(res *http.Response) error {
	contents, err := readBody(res)
	if err != nil {
		return err
	}

	// Re-populate the response body so that debugging utilities can conveniently dump the
	// response without issue.
	res.Body = io.NopCloser(bytes.NewReader(contents))

	// The error names the method, the host and the path that were sent, which a middleware may have
	// changed. The rest stays as it was built, because a middleware may have added credentials to it.
	req := *cfg.Request
	if sent := res.Request; sent != nil {
		u := *req.URL
		u.Scheme, u.Host, u.Path, u.RawPath = sent.URL.Scheme, sent.URL.Host, sent.URL.Path, sent.URL.RawPath
		req.Method, req.URL = sent.Method, &u
	}

	aerr := apierror.Error{Request: &req, Response: res, StatusCode: res.StatusCode, RequestID: res.Header.Get("request-id"), WorkspaceID: res.Header.Get("anthropic-workspace-id")}
	if err := aerr.UnmarshalJSON(contents); err != nil {
		return err
	}
	return &aerr
}

// decode reads the body of res and writes it into the destination.
func (cfg *RequestConfig) decode(res *http.Response) error {
	contents, err := readBody(res)
	if err != nil {
		return err
	}

	// If we are not json, return plaintext
	contentType := res.Header.Get("content-type")
	mediaType, _, _ := mime.ParseMediaType(contentType)
	isJSON := strings.Contains(mediaType, "application/json") || strings.HasSuffix(mediaType, "+json")
	if !isJSON {
		switch dst := cfg.ResponseBodyInto.(type) {
		case *string:
			*dst = string(contents)
		case **string:
			tmp := string(contents)
			*dst = &tmp
		case *[]byte:
			*dst = contents
		default:
			return fmt.Errorf("expected destination type of 'string' or '[]byte' for responses with content-type '%s' that is not 'application/json'", contentType)
		}
		return nil
	}

	switch dst := cfg.ResponseBodyInto.(type) {
	// If the response happens to be a byte array, deserialize the body as-is.
	case *[]byte:
		*dst = contents
	default:
		if err := json.NewDecoder(bytes.NewReader(contents)).Decode(cfg.ResponseBodyInto); err != nil {
			return fmt.Errorf("error parsing response json: %w", err)
		}
	}

	return nil
}

type attemptTrace struct {
	gettingConn atomic.Bool
	gotConn     atomic.Bool
}

func (t *attemptTrace) clientTrace() *httptrace.ClientTrace {
	return &httptrace.ClientTrace{
		GetConn: func(string) { t.gettingConn.Store(true) },
		GotConn: func(httptrace.GotConnInfo) { t.gotConn.Store(true) },
	}
}

// safeToResend reports whether sending the request again cannot apply it twice. It is always
// so for a nil t, which is a request that is safe to retry. A nil res is an attempt without a
// whole response.
func (t *attemptTrace) safeToResend(res *http.Response) bool {
	if t == nil {
		return true
	}
	if res == nil {
		// net/http went for a connection, through any DNS lookup, dial, proxy and TLS handshake,
		// and got none, so it wrote nothing. Another transport calls neither hook, which proves nothing.
		return t.gettingConn.Load() && !t.gotConn.Load()
	}
	return res.StatusCode == http.StatusTooManyRequests
}

// WithConservativeRetries retries a request only when the API can't have processed it, meaning
// a 429 response or a connection that never opened. Methods that aren't safe to repeat use it.
func WithConservativeRetries() RequestOption {
	return RequestOptionFunc(func(r *RequestConfig) error {
		r.ConservativeRetries = true
		return nil
	})
}

func ExecuteNewRequest(ctx context.Context, method string, u string, body any, dst any, opts ...RequestOption) error {
	cfg, err := NewRequestConfig(ctx, method, u, body, dst, opts...)
	if err != nil {
		return err
	}
	return cfg.Execute()
}

func (cfg *RequestConfig) Clone(ctx context.Context) *RequestConfig {
	if cfg == nil {
		return nil
	}
	req := cfg.Request.Clone(ctx)
	var err error
	if req.Body != nil {
		req.Body, err = req.GetBody()
	}
	if err != nil {
		return nil
	}
	new := &RequestConfig{
		MaxRetries:          cfg.MaxRetries,
		RequestTimeout:      cfg.RequestTimeout,
		Context:             ctx,
		Request:             req,
		BaseURL:             cfg.BaseURL,
		DefaultBaseURL:      cfg.DefaultBaseURL,
		CustomHTTPDoer:      cfg.CustomHTTPDoer,
		HTTPClient:          cfg.HTTPClient,
		Middlewares:         cfg.Middlewares,
		Qualifiers:          cfg.Qualifiers,
		APIKey:              cfg.APIKey,
		AuthToken:           cfg.AuthToken,
		WebhookKey:          cfg.WebhookKey,
		ConservativeRetries: cfg.ConservativeRetries,
		OpenTelemetry:       cfg.OpenTelemetry.clone(),
	}

	return new
}

func (cfg *RequestConfig) Apply(opts ...RequestOption) error {
	for _, opt := range opts {
		err := opt.Apply(cfg)
		if err != nil {
			return err
		}
	}
	return nil
}

// PreRequestOptions is used to collect all the options which need to be known before
// a call to [RequestConfig.ExecuteNewRequest], such as path parameters
// or global defaults.
// PreRequestOptions will return a [RequestConfig] with the options applied.
//
// Only request option functions of type [PreRequestOptionFunc] are applied.
func PreRequestOptions(opts ...RequestOption) (RequestConfig, error) {
	cfg := RequestConfig{}
	for _, opt := range opts {
		if opt, ok := opt.(PreRequestOptionFunc); ok {
			err := opt.Apply(&cfg)
			if err != nil {
				return cfg, err
			}
		}
	}
	return cfg, nil
}

type qualifiersKey struct{}

// WithQualifiers returns a RequestOption that sets the query pairs that tell the operation apart
// from the others with its path in the OpenAPI document. The SDK method that makes the API call
// passes it.
func WithQualifiers(qualifiers map[string]string) RequestOption {
	return RequestOptionFunc(func(r *RequestConfig) error {
		r.Qualifiers = qualifiers
		return nil
	})
}

// Qualifiers returns what the SDK method that sends req set with WithQualifiers, which every
// attempt of its API call has. It is nil for any other request.
func Qualifiers(req *http.Request) map[string]string {
	qualifiers, _ := req.Context().Value(qualifiersKey{}).(map[string]string)
	return qualifiers
}

// WithDefaultBaseURL returns a RequestOption that sets the client's default Base URL.
// This is always overridden by setting a base URL with WithBaseURL.
// WithBaseURL should be used instead of WithDefaultBaseURL except in internal code.
func WithDefaultBaseURL(baseURL string) RequestOption {
	u, err := url.Parse(baseURL)
	return RequestOptionFunc(func(r *RequestConfig) error {
		if err != nil {
			return err
		}
		r.DefaultBaseURL = u
		return nil
	})
}
