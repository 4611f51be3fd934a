package anthropic

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/apijson"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/apiquery"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/paramutil"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/pagination"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/respjson"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"
	"github.com/anthropics/anthropic-sdk-go/v2/shared/constant"
)

// BetaBedrockSessionEventService contains methods and other services that help
// with interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockSessionEventService] method instead.
type BetaBedrockSessionEventService struct {
	Options []option.RequestOption
}

// NewBetaBedrockSessionEventService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaBedrockSessionEventService(opts ...option.RequestOption) (r BetaBedrockSessionEventService) {
	r = BetaBedrockSessionEventService{}
	r.Options = opts
	return
}

// List Events
func (r *BetaBedrockSessionEventService) List(ctx context.Context, sessionID string, params BetaBedrockSessionEventListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockSessionEventUnion], err error) {
	var raw *http.Response
	if len(params.Betas) > 0 {
		headerValues := make([]string, len(params.Betas))
		for i, v := range params.Betas {
			headerValues[i] = fmt.Sprintf("%v", v)
		}
		opts = append(opts, requestconfig.RequestOptionFunc(func(cfg *requestconfig.RequestConfig) error {
			cfg.Request.Header.Set("anthropic-beta", strings.Join(append(headerValues, cfg.Request.Header.Values("anthropic-beta")...), ","))
			return nil
		}))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01"), option.WithResponseInto(&raw)}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/events", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.events.list", "/v1/sessions/{session_id}/events", "created_at[gt]", "created_at[gte]", "created_at[lt]", "created_at[lte]", "limit", "order", "page", "types"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	cfg, err := requestconfig.NewRequestConfig(ctx, http.MethodGet, path, params, &res, opts...)
	if err != nil {
		return nil, err
	}
	err = cfg.Execute()
	if err != nil {
		return nil, err
	}
	res.SetPageConfig(cfg, raw)
	return res, nil
}

// List Events
func (r *BetaBedrockSessionEventService) ListAutoPaging(ctx context.Context, sessionID string, params BetaBedrockSessionEventListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockSessionEventUnion] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, sessionID, params, opts...))
}

// Sends events to the session. Unless it holds only `user.interrupt` events, the
// request starts the session's sandbox if none is running. In a session that has
// an `s3_mount` or `s3_object` resource, the request does not wait for the
// sandbox: if the sandbox does not start, the request still succeeds. In such a
// session, `session.error` events report a failed mount or copy, or a
// `working_directory` that cannot be created, and can report other causes.
// Messages the session accepted are kept if the sandbox does not start, so do not
// send them again. In a session with no S3 resource and no S3 skills folder, the
// request can wait for the sandbox and fail if it does not start.
func (r *BetaBedrockSessionEventService) Send(ctx context.Context, sessionID string, params BetaBedrockSessionEventSendParams, opts ...option.RequestOption) (res *BetaManagedAgentsSendBedrockSessionEvents, err error) {
	if len(params.Betas) > 0 {
		headerValues := make([]string, len(params.Betas))
		for i, v := range params.Betas {
			headerValues[i] = fmt.Sprintf("%v", v)
		}
		opts = append(opts, requestconfig.RequestOptionFunc(func(cfg *requestconfig.RequestConfig) error {
			cfg.Request.Header.Set("anthropic-beta", strings.Join(append(headerValues, cfg.Request.Header.Values("anthropic-beta")...), ","))
			return nil
		}))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/events", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.events.send", "/v1/sessions/{session_id}/events"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Stream Events
func (r *BetaBedrockSessionEventService) StreamEvents(ctx context.Context, sessionID string, params BetaBedrockSessionEventStreamParams, opts ...option.RequestOption) (stream *ssestream.Stream[BetaManagedAgentsStreamBedrockSessionEventsUnion]) {
	var (
		raw *http.Response
		err error
	)
	if len(params.Betas) > 0 {
		headerValues := make([]string, len(params.Betas))
		for i, v := range params.Betas {
			headerValues[i] = fmt.Sprintf("%v", v)
		}
		opts = append(opts, requestconfig.RequestOptionFunc(func(cfg *requestconfig.RequestConfig) error {
			cfg.Request.Header.Set("anthropic-beta", strings.Join(append(headerValues, cfg.Request.Header.Values("anthropic-beta")...), ","))
			return nil
		}))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return ssestream.NewStream[BetaManagedAgentsStreamBedrockSessionEventsUnion](nil, err)
	}
	path := fmt.Sprintf("v1/sessions/%s/events/stream", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.events.stream", "/v1/sessions/{session_id}/events/stream", "event_deltas"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, params, &raw, opts...)
	return ssestream.NewStream[BetaManagedAgentsStreamBedrockSessionEventsUnion](ssestream.NewDecoder(raw), err)
}

// An MCP server needs a person to act before it can finish a tool call, for
// example to sign in or give consent at a link. MCP calls this an elicitation. The
// person is the one who signed in through an identity provider and created the
// session: the `person_actor` in the session's `created_by`. The service sends
// this event only on a session that a person created and whose agent names a
// gateway that takes the person's token. On any other session, for example one
// whose `created_by` is a `role_actor`, a tool call whose MCP server asks ends
// with an error result.
//
// Show the request to the person, then send a `user.mcp_elicitation_response`
// event. Until then, or until a `user.interrupt` reaches the thread, the call
// waits. Such an interrupt ends the tool call with an error result, and the
// service applies no answer after it. The wait has no default answer and no time
// limit, but you can answer only while the session accepts events: a terminated or
// archived session accepts none. If the person needs a new link, send `accept`. A
// new link comes only if the MCP server asks again.
//
// Act on this event when it arrives. Do not wait for `session.status_idle`, which
// comes only when every thread is idle. The `session.thread_status_idle` event of
// the waiting thread has `stop_reason.type` `requires_action`, and its
// `stop_reason.event_ids` holds this event's id.
type BetaManagedAgentsBedrockAgentMCPElicitationEvent struct {
	// Identifier for this event. A child thread's event has two copies, one in each
	// stream, with the same id. A `user.mcp_elicitation_response` names it in
	// `mcp_elicitation_id`.
	ID string `json:"id" api:"required"`
	// Name of the MCP server that asks. It is the same name as on the
	// `agent.mcp_tool_use` event of the waiting call, and it names an entry of
	// `mcp_servers` on the agent whose thread made the call.
	MCPServerName string `json:"mcp_server_name" api:"required"`
	// The id of the `agent.mcp_tool_use` event of the waiting call. That event has the
	// tool's name. If a child thread made the call, that event may be in the child
	// thread's stream and not in the primary thread's stream. On the primary thread's
	// copy of this event, `session_thread_id` names that thread.
	MCPToolUseID string `json:"mcp_tool_use_id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// What the MCP server asks the person to do.
	Request BetaManagedAgentsBedrockMCPElicitationRequestUnion `json:"request" api:"required"`
	// The id of the child thread that made the call. It has a value only on the copy
	// of this event in the primary thread's stream. Null on the child thread's own
	// stream, and when the primary thread made the call. Both copies have the same
	// `id`, so answer once.
	SessionThreadID string                       `json:"session_thread_id" api:"required"`
	Type            constant.AgentMCPElicitation `json:"type" default:"agent.mcp_elicitation"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		MCPServerName   respjson.Field
		MCPToolUseID    respjson.Field
		ProcessedAt     respjson.Field
		Request         respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgentMCPElicitationEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgentMCPElicitationEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event representing the result of an MCP tool execution.
type BetaManagedAgentsBedrockAgentMCPToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion `json:"content" api:"required"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error" api:"required"`
	// The id of the `agent.mcp_tool_use` event this result corresponds to.
	MCPToolUseID string `json:"mcp_tool_use_id" api:"required"`
	// Timestamp when this event was processed. Null while the result is queued.
	ProcessedAt time.Time                   `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentMCPToolResult `json:"type" default:"agent.mcp_tool_result"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID           respjson.Field
		Content      respjson.Field
		IsError      respjson.Field
		MCPToolUseID respjson.Field
		ProcessedAt  respjson.Field
		Type         respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgentMCPToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgentMCPToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion contains all
// possible properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnionSource `json:"source"`
	// This field is from variant [BetaManagedAgentsDocumentBlock].
	Context string `json:"context"`
	Title   string `json:"title"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Citations BetaManagedAgentsSearchResultCitations `json:"citations"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Content []BetaManagedAgentsSearchResultContent `json:"content"`
	JSON    struct {
		Text      respjson.Field
		Type      respjson.Field
		Source    respjson.Field
		Context   respjson.Field
		Title     respjson.Field
		Citations respjson.Field
		Content   respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockAgentMCPToolResultEventContent is implemented by each
// variant of [BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion] to add
// type safety for the return type of
// [BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsBedrockAgentMCPToolResultEventContent interface {
	implBetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion() {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion() {
}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion() {
}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) AsAny() anyBetaManagedAgentsBedrockAgentMCPToolResultEventContent {
	switch u.Type {
	case "text":
		return u.AsText()
	case "image":
		return u.AsImage()
	case "document":
		return u.AsDocument()
	case "search_result":
		return u.AsSearchResult()
	}
	return nil
}

func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion].
// BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnionSource struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString  string `json:",inline"`
	Data      string `json:"data"`
	MediaType string `json:"media_type"`
	Type      string `json:"type"`
	URL       string `json:"url"`
	FileID    string `json:"file_id"`
	JSON      struct {
		OfString  respjson.Field
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event representing the result of an agent tool execution.
type BetaManagedAgentsBedrockAgentToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsBedrockAgentToolResultEventContentUnion `json:"content" api:"required"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error" api:"required"`
	// Timestamp when this event was processed. Null while the result is queued.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// The id of the `agent.tool_use` event this result corresponds to.
	ToolUseID string                   `json:"tool_use_id" api:"required"`
	Type      constant.AgentToolResult `json:"type" default:"agent.tool_result"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Content     respjson.Field
		IsError     respjson.Field
		ProcessedAt respjson.Field
		ToolUseID   respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgentToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgentToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolResultEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsBedrockAgentToolResultEventContentUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockAgentToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsBedrockAgentToolResultEventContentUnionSource `json:"source"`
	// This field is from variant [BetaManagedAgentsDocumentBlock].
	Context string `json:"context"`
	Title   string `json:"title"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Citations BetaManagedAgentsSearchResultCitations `json:"citations"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Content []BetaManagedAgentsSearchResultContent `json:"content"`
	JSON    struct {
		Text      respjson.Field
		Type      respjson.Field
		Source    respjson.Field
		Context   respjson.Field
		Title     respjson.Field
		Citations respjson.Field
		Content   respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockAgentToolResultEventContent is implemented by each
// variant of [BetaManagedAgentsBedrockAgentToolResultEventContentUnion] to add
// type safety for the return type of
// [BetaManagedAgentsBedrockAgentToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsBedrockAgentToolResultEventContent interface {
	implBetaManagedAgentsBedrockAgentToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsBedrockAgentToolResultEventContentUnion()  {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsBedrockAgentToolResultEventContentUnion() {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsBedrockAgentToolResultEventContentUnion() {
}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsBedrockAgentToolResultEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockAgentToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) AsAny() anyBetaManagedAgentsBedrockAgentToolResultEventContent {
	switch u.Type {
	case "text":
		return u.AsText()
	case "image":
		return u.AsImage()
	case "document":
		return u.AsDocument()
	case "search_result":
		return u.AsSearchResult()
	}
	return nil
}

func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockAgentToolResultEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockAgentToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolResultEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsBedrockAgentToolResultEventContentUnion].
// BetaManagedAgentsBedrockAgentToolResultEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockAgentToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsBedrockAgentToolResultEventContentUnionSource struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString  string `json:",inline"`
	Data      string `json:"data"`
	MediaType string `json:"media_type"`
	Type      string `json:"type"`
	URL       string `json:"url"`
	FileID    string `json:"file_id"`
	JSON      struct {
		OfString  respjson.Field
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockAgentToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Document content, specified directly as base64 data or as text. Amazon Bedrock
// does not take a document by URL or by file ID. A base64 document must be a PDF.
//
// The properties Source, Type are required.
type BetaManagedAgentsBedrockDocumentBlockParam struct {
	// The source of the document data.
	Source BetaManagedAgentsBedrockDocumentSourceUnionParam `json:"source,omitzero" api:"required"`
	// Additional context about the document for the model.
	Context param.Opt[string] `json:"context,omitzero"`
	// The title of the document.
	Title param.Opt[string] `json:"title,omitzero"`
	// This field can be elided, and will marshal its zero value as "document".
	Type constant.Document `json:"type" default:"document"`
	paramObj
}

func (r BetaManagedAgentsBedrockDocumentBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockDocumentBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockDocumentBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockDocumentSourceParamOfBase64(data string, mediaType string) BetaManagedAgentsBedrockDocumentSourceUnionParam {
	var base64 BetaManagedAgentsBase64DocumentSourceParam
	base64.Data = data
	base64.MediaType = mediaType
	return BetaManagedAgentsBedrockDocumentSourceUnionParam{OfBase64: &base64}
}

func BetaManagedAgentsBedrockDocumentSourceParamOfText(data string) BetaManagedAgentsBedrockDocumentSourceUnionParam {
	var text BetaManagedAgentsPlainTextDocumentSourceParam
	text.Data = data
	return BetaManagedAgentsBedrockDocumentSourceUnionParam{OfText: &text}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockDocumentSourceUnionParam struct {
	OfBase64 *BetaManagedAgentsBase64DocumentSourceParam    `json:",omitzero,inline"`
	OfText   *BetaManagedAgentsPlainTextDocumentSourceParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockDocumentSourceUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBase64, u.OfText)
}
func (u *BetaManagedAgentsBedrockDocumentSourceUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockDocumentSourceUnionParam) asAny() any {
	if !param.IsOmitted(u.OfBase64) {
		return u.OfBase64
	} else if !param.IsOmitted(u.OfText) {
		return u.OfText
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockDocumentSourceUnionParam) GetData() *string {
	if vt := u.OfBase64; vt != nil {
		return (*string)(&vt.Data)
	} else if vt := u.OfText; vt != nil {
		return (*string)(&vt.Data)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockDocumentSourceUnionParam) GetMediaType() *string {
	if vt := u.OfBase64; vt != nil {
		return (*string)(&vt.MediaType)
	} else if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.MediaType)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockDocumentSourceUnionParam) GetType() *string {
	if vt := u.OfBase64; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrocksessionevent_0() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockDocumentSourceUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsBase64DocumentSourceParam]("base64"),
		apijson.Discriminator[BetaManagedAgentsPlainTextDocumentSourceParam]("text"),
	)
}

func BetaManagedAgentsBedrockEventParamsOfUserMessage(content []BetaManagedAgentsBedrockUserContentBlockUnionParam) BetaManagedAgentsBedrockEventParamsUnion {
	var userMessage BetaManagedAgentsBedrockUserMessageEventParams
	userMessage.Content = content
	return BetaManagedAgentsBedrockEventParamsUnion{OfUserMessage: &userMessage}
}

func BetaManagedAgentsBedrockEventParamsOfUserToolConfirmation(result BetaManagedAgentsUserToolConfirmationEventParamsResult, toolUseID string) BetaManagedAgentsBedrockEventParamsUnion {
	var userToolConfirmation BetaManagedAgentsUserToolConfirmationEventParams
	userToolConfirmation.Result = result
	userToolConfirmation.ToolUseID = toolUseID
	return BetaManagedAgentsBedrockEventParamsUnion{OfUserToolConfirmation: &userToolConfirmation}
}

func BetaManagedAgentsBedrockEventParamsOfUserCustomToolResult(customToolUseID string) BetaManagedAgentsBedrockEventParamsUnion {
	var userCustomToolResult BetaManagedAgentsUserCustomToolResultEventParams
	userCustomToolResult.CustomToolUseID = customToolUseID
	return BetaManagedAgentsBedrockEventParamsUnion{OfUserCustomToolResult: &userCustomToolResult}
}

func BetaManagedAgentsBedrockEventParamsOfSystemMessage(content []BetaManagedAgentsSystemContentBlockParam) BetaManagedAgentsBedrockEventParamsUnion {
	var systemMessage BetaManagedAgentsSystemMessageEventParams
	systemMessage.Content = content
	return BetaManagedAgentsBedrockEventParamsUnion{OfSystemMessage: &systemMessage}
}

func BetaManagedAgentsBedrockEventParamsOfUserMCPElicitationResponse[
	T BetaManagedAgentsBedrockMCPElicitationAcceptParam | BetaManagedAgentsBedrockMCPElicitationDeclineParam | BetaManagedAgentsBedrockMCPElicitationCancelParam,
](mcpElicitationID string, response T) BetaManagedAgentsBedrockEventParamsUnion {
	var userMCPElicitationResponse BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams
	userMCPElicitationResponse.MCPElicitationID = mcpElicitationID
	switch v := any(response).(type) {
	case BetaManagedAgentsBedrockMCPElicitationAcceptParam:
		userMCPElicitationResponse.Response.OfAccept = &v
	case BetaManagedAgentsBedrockMCPElicitationDeclineParam:
		userMCPElicitationResponse.Response.OfDecline = &v
	case BetaManagedAgentsBedrockMCPElicitationCancelParam:
		userMCPElicitationResponse.Response.OfCancel = &v
	}
	return BetaManagedAgentsBedrockEventParamsUnion{OfUserMCPElicitationResponse: &userMCPElicitationResponse}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockEventParamsUnion struct {
	OfUserMessage                *BetaManagedAgentsBedrockUserMessageEventParams                `json:",omitzero,inline"`
	OfUserInterrupt              *BetaManagedAgentsUserInterruptEventParams                     `json:",omitzero,inline"`
	OfUserToolConfirmation       *BetaManagedAgentsUserToolConfirmationEventParams              `json:",omitzero,inline"`
	OfUserCustomToolResult       *BetaManagedAgentsUserCustomToolResultEventParams              `json:",omitzero,inline"`
	OfSystemMessage              *BetaManagedAgentsSystemMessageEventParams                     `json:",omitzero,inline"`
	OfUserMCPElicitationResponse *BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockEventParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUserMessage,
		u.OfUserInterrupt,
		u.OfUserToolConfirmation,
		u.OfUserCustomToolResult,
		u.OfSystemMessage,
		u.OfUserMCPElicitationResponse)
}
func (u *BetaManagedAgentsBedrockEventParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockEventParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfUserMessage) {
		return u.OfUserMessage
	} else if !param.IsOmitted(u.OfUserInterrupt) {
		return u.OfUserInterrupt
	} else if !param.IsOmitted(u.OfUserToolConfirmation) {
		return u.OfUserToolConfirmation
	} else if !param.IsOmitted(u.OfUserCustomToolResult) {
		return u.OfUserCustomToolResult
	} else if !param.IsOmitted(u.OfSystemMessage) {
		return u.OfSystemMessage
	} else if !param.IsOmitted(u.OfUserMCPElicitationResponse) {
		return u.OfUserMCPElicitationResponse
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetSessionThreadID() *string {
	if vt := u.OfUserInterrupt; vt != nil && vt.SessionThreadID.Valid() {
		return &vt.SessionThreadID.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetResult() *string {
	if vt := u.OfUserToolConfirmation; vt != nil {
		return (*string)(&vt.Result)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetToolUseID() *string {
	if vt := u.OfUserToolConfirmation; vt != nil {
		return &vt.ToolUseID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetDenyMessage() *string {
	if vt := u.OfUserToolConfirmation; vt != nil && vt.DenyMessage.Valid() {
		return &vt.DenyMessage.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetCustomToolUseID() *string {
	if vt := u.OfUserCustomToolResult; vt != nil {
		return &vt.CustomToolUseID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetIsError() *bool {
	if vt := u.OfUserCustomToolResult; vt != nil && vt.IsError.Valid() {
		return &vt.IsError.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetMCPElicitationID() *string {
	if vt := u.OfUserMCPElicitationResponse; vt != nil {
		return &vt.MCPElicitationID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetResponse() *BetaManagedAgentsBedrockMCPElicitationResponseUnionParam {
	if vt := u.OfUserMCPElicitationResponse; vt != nil {
		return &vt.Response
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockEventParamsUnion) GetType() *string {
	if vt := u.OfUserMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserInterrupt; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserToolConfirmation; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserCustomToolResult; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSystemMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserMCPElicitationResponse; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsBedrockEventParamsUnion) GetContent() (res betaManagedAgentsBedrockEventParamsUnionContent) {
	if vt := u.OfUserMessage; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfUserCustomToolResult; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfSystemMessage; vt != nil {
		res.any = &vt.Content
	}
	return
}

// Can have the runtime types
// [*[]BetaManagedAgentsBedrockUserContentBlockUnionParam],
// [*[]BetaManagedAgentsUserCustomToolResultEventParamsContentUnion],
// [*[]BetaManagedAgentsSystemContentBlockParam]
type betaManagedAgentsBedrockEventParamsUnionContent struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsBedrockUserContentBlockUnionParam:
//	case *[]anthropic.BetaManagedAgentsUserCustomToolResultEventParamsContentUnion:
//	case *[]anthropic.BetaManagedAgentsSystemContentBlockParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsBedrockEventParamsUnionContent) AsAny() any { return u.any }

func troupeInit_betabedrocksessionevent_1() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockEventParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsBedrockUserMessageEventParams]("user.message"),
		apijson.Discriminator[BetaManagedAgentsUserInterruptEventParams]("user.interrupt"),
		apijson.Discriminator[BetaManagedAgentsUserToolConfirmationEventParams]("user.tool_confirmation"),
		apijson.Discriminator[BetaManagedAgentsUserCustomToolResultEventParams]("user.custom_tool_result"),
		apijson.Discriminator[BetaManagedAgentsSystemMessageEventParams]("system.message"),
		apijson.Discriminator[BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams]("user.mcp_elicitation_response"),
	)
}

// Image content, specified directly as base64 data. Amazon Bedrock does not take
// an image by URL or by file ID.
//
// The properties Source, Type are required.
type BetaManagedAgentsBedrockImageBlockParam struct {
	// The source of the image data.
	Source BetaManagedAgentsBedrockImageSourceUnionParam `json:"source,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "image".
	Type constant.Image `json:"type" default:"image"`
	paramObj
}

func (r BetaManagedAgentsBedrockImageBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockImageBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockImageBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockImageSourceParamOfBase64(data string, mediaType string) BetaManagedAgentsBedrockImageSourceUnionParam {
	var base64 BetaManagedAgentsBase64ImageSourceParam
	base64.Data = data
	base64.MediaType = mediaType
	return BetaManagedAgentsBedrockImageSourceUnionParam{OfBase64: &base64}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockImageSourceUnionParam struct {
	OfBase64 *BetaManagedAgentsBase64ImageSourceParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockImageSourceUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBase64)
}
func (u *BetaManagedAgentsBedrockImageSourceUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockImageSourceUnionParam) asAny() any {
	if !param.IsOmitted(u.OfBase64) {
		return u.OfBase64
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockImageSourceUnionParam) GetData() *string {
	if vt := u.OfBase64; vt != nil {
		return &vt.Data
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockImageSourceUnionParam) GetMediaType() *string {
	if vt := u.OfBase64; vt != nil {
		return &vt.MediaType
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockImageSourceUnionParam) GetType() *string {
	if vt := u.OfBase64; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrocksessionevent_2() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockImageSourceUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsBase64ImageSourceParam]("base64"),
	)
}

// BetaManagedAgentsBedrockInputEventUnion contains all possible properties and
// values from [BetaManagedAgentsBedrockUserMessageEvent],
// [BetaManagedAgentsBedrockUserInterruptEvent],
// [BetaManagedAgentsBedrockUserToolConfirmationEvent],
// [BetaManagedAgentsBedrockUserCustomToolResultEvent],
// [BetaManagedAgentsBedrockSystemMessageEvent],
// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
//
// Use the [BetaManagedAgentsBedrockInputEventUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockInputEventUnion struct {
	ID string `json:"id"`
	// This field is a union of
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion],
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock]
	Content BetaManagedAgentsBedrockInputEventUnionContent `json:"content"`
	// This field is from variant [BetaManagedAgentsBedrockUserMessageEvent].
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "system.message", "user.mcp_elicitation_response".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserToolConfirmationEvent].
	Result BetaManagedAgentsBedrockUserToolConfirmationEventResult `json:"result"`
	// This field is from variant [BetaManagedAgentsBedrockUserToolConfirmationEvent].
	ToolUseID string `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsBedrockUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserCustomToolResultEvent].
	IsError bool `json:"is_error"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	MCPElicitationID string `json:"mcp_elicitation_id"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	Response BetaManagedAgentsBedrockMCPElicitationResponseUnion `json:"response"`
	JSON     struct {
		ID               respjson.Field
		Content          respjson.Field
		SentBy           respjson.Field
		Type             respjson.Field
		ProcessedAt      respjson.Field
		SessionThreadID  respjson.Field
		Result           respjson.Field
		ToolUseID        respjson.Field
		DenyMessage      respjson.Field
		CustomToolUseID  respjson.Field
		IsError          respjson.Field
		MCPElicitationID respjson.Field
		Response         respjson.Field
		raw              string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockInputEvent is implemented by each variant of
// [BetaManagedAgentsBedrockInputEventUnion] to add type safety for the return type
// of [BetaManagedAgentsBedrockInputEventUnion.AsAny]
type anyBetaManagedAgentsBedrockInputEvent interface {
	implBetaManagedAgentsBedrockInputEventUnion()
}

func (BetaManagedAgentsBedrockUserMessageEvent) implBetaManagedAgentsBedrockInputEventUnion()   {}
func (BetaManagedAgentsBedrockUserInterruptEvent) implBetaManagedAgentsBedrockInputEventUnion() {}
func (BetaManagedAgentsBedrockUserToolConfirmationEvent) implBetaManagedAgentsBedrockInputEventUnion() {
}
func (BetaManagedAgentsBedrockUserCustomToolResultEvent) implBetaManagedAgentsBedrockInputEventUnion() {
}
func (BetaManagedAgentsBedrockSystemMessageEvent) implBetaManagedAgentsBedrockInputEventUnion() {}
func (BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) implBetaManagedAgentsBedrockInputEventUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockInputEventUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockUserMessageEvent:
//	case anthropic.BetaManagedAgentsBedrockUserInterruptEvent:
//	case anthropic.BetaManagedAgentsBedrockUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsBedrockUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsBedrockSystemMessageEvent:
//	case anthropic.BetaManagedAgentsBedrockUserMCPElicitationResponseEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockInputEventUnion) AsAny() anyBetaManagedAgentsBedrockInputEvent {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.interrupt":
		return u.AsUserInterrupt()
	case "user.tool_confirmation":
		return u.AsUserToolConfirmation()
	case "user.custom_tool_result":
		return u.AsUserCustomToolResult()
	case "system.message":
		return u.AsSystemMessage()
	case "user.mcp_elicitation_response":
		return u.AsUserMCPElicitationResponse()
	}
	return nil
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsUserMessage() (v BetaManagedAgentsBedrockUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsUserInterrupt() (v BetaManagedAgentsBedrockUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsUserToolConfirmation() (v BetaManagedAgentsBedrockUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsUserCustomToolResult() (v BetaManagedAgentsBedrockUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsSystemMessage() (v BetaManagedAgentsBedrockSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockInputEventUnion) AsUserMCPElicitationResponse() (v BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockInputEventUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockInputEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockInputEventUnionContent is an implicit subunion of
// [BetaManagedAgentsBedrockInputEventUnion].
// BetaManagedAgentsBedrockInputEventUnionContent provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockInputEventUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsBedrockUserMessageEventContentArray
// OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray]
type BetaManagedAgentsBedrockInputEventUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsBedrockUserMessageEventContentArray []BetaManagedAgentsBedrockUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray []BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	JSON                                       struct {
		OfBetaManagedAgentsBedrockUserMessageEventContentArray          respjson.Field
		OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                      respjson.Field
		raw                                                             string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockInputEventUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Send this in any of three cases: your application has completed the consent (see
// the parameters of `user.mcp_elicitation_response`), the person has already given
// the same consent at a different link, or the person needs a new link. The
// service then makes the tool call again with the same input, and writes no second
// `agent.mcp_tool_use` event. If the tool is by then removed or disabled, or the
// `mcp_servers` entry of that name has changed, the service does not make the
// call, and the tool call ends with an error result. If the first call already
// changed something, that change can happen twice. `accept` does not show that the
// consent succeeded: only the MCP server knows that, and it can ask again with a
// new `agent.mcp_elicitation`.
type BetaManagedAgentsBedrockMCPElicitationAccept struct {
	Type constant.Accept `json:"type" default:"accept"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMCPElicitationAccept) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMCPElicitationAccept) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBedrockMCPElicitationAccept to a
// BetaManagedAgentsBedrockMCPElicitationAcceptParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBedrockMCPElicitationAcceptParam.Overrides()
func (r BetaManagedAgentsBedrockMCPElicitationAccept) ToParam() BetaManagedAgentsBedrockMCPElicitationAcceptParam {
	return param.Override[BetaManagedAgentsBedrockMCPElicitationAcceptParam](json.RawMessage(r.RawJSON()))
}

func NewBetaManagedAgentsBedrockMCPElicitationAcceptParam() BetaManagedAgentsBedrockMCPElicitationAcceptParam {
	return BetaManagedAgentsBedrockMCPElicitationAcceptParam{
		Type: "accept",
	}
}

// Send this in any of three cases: your application has completed the consent (see
// the parameters of `user.mcp_elicitation_response`), the person has already given
// the same consent at a different link, or the person needs a new link. The
// service then makes the tool call again with the same input, and writes no second
// `agent.mcp_tool_use` event. If the tool is by then removed or disabled, or the
// `mcp_servers` entry of that name has changed, the service does not make the
// call, and the tool call ends with an error result. If the first call already
// changed something, that change can happen twice. `accept` does not show that the
// consent succeeded: only the MCP server knows that, and it can ask again with a
// new `agent.mcp_elicitation`.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsBedrockMCPElicitationAcceptParam].
type BetaManagedAgentsBedrockMCPElicitationAcceptParam struct {
	Type constant.Accept `json:"type" default:"accept"`
	paramObj
}

func (r BetaManagedAgentsBedrockMCPElicitationAcceptParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockMCPElicitationAcceptParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockMCPElicitationAcceptParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The person left without choosing. The tool call ends with an error result.
type BetaManagedAgentsBedrockMCPElicitationCancel struct {
	Type constant.Cancel `json:"type" default:"cancel"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMCPElicitationCancel) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMCPElicitationCancel) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBedrockMCPElicitationCancel to a
// BetaManagedAgentsBedrockMCPElicitationCancelParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBedrockMCPElicitationCancelParam.Overrides()
func (r BetaManagedAgentsBedrockMCPElicitationCancel) ToParam() BetaManagedAgentsBedrockMCPElicitationCancelParam {
	return param.Override[BetaManagedAgentsBedrockMCPElicitationCancelParam](json.RawMessage(r.RawJSON()))
}

func NewBetaManagedAgentsBedrockMCPElicitationCancelParam() BetaManagedAgentsBedrockMCPElicitationCancelParam {
	return BetaManagedAgentsBedrockMCPElicitationCancelParam{
		Type: "cancel",
	}
}

// The person left without choosing. The tool call ends with an error result.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsBedrockMCPElicitationCancelParam].
type BetaManagedAgentsBedrockMCPElicitationCancelParam struct {
	Type constant.Cancel `json:"type" default:"cancel"`
	paramObj
}

func (r BetaManagedAgentsBedrockMCPElicitationCancelParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockMCPElicitationCancelParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockMCPElicitationCancelParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The person said no. The tool call ends with an error result.
type BetaManagedAgentsBedrockMCPElicitationDecline struct {
	Type constant.Decline `json:"type" default:"decline"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMCPElicitationDecline) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMCPElicitationDecline) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBedrockMCPElicitationDecline to a
// BetaManagedAgentsBedrockMCPElicitationDeclineParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBedrockMCPElicitationDeclineParam.Overrides()
func (r BetaManagedAgentsBedrockMCPElicitationDecline) ToParam() BetaManagedAgentsBedrockMCPElicitationDeclineParam {
	return param.Override[BetaManagedAgentsBedrockMCPElicitationDeclineParam](json.RawMessage(r.RawJSON()))
}

func NewBetaManagedAgentsBedrockMCPElicitationDeclineParam() BetaManagedAgentsBedrockMCPElicitationDeclineParam {
	return BetaManagedAgentsBedrockMCPElicitationDeclineParam{
		Type: "decline",
	}
}

// The person said no. The tool call ends with an error result.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsBedrockMCPElicitationDeclineParam].
type BetaManagedAgentsBedrockMCPElicitationDeclineParam struct {
	Type constant.Decline `json:"type" default:"decline"`
	paramObj
}

func (r BetaManagedAgentsBedrockMCPElicitationDeclineParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockMCPElicitationDeclineParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockMCPElicitationDeclineParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockMCPElicitationRequestUnion contains all possible
// properties and values from [BetaManagedAgentsBedrockMCPElicitationURLRequest].
//
// Use the [BetaManagedAgentsBedrockMCPElicitationRequestUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockMCPElicitationRequestUnion struct {
	// This field is from variant [BetaManagedAgentsBedrockMCPElicitationURLRequest].
	Message string `json:"message"`
	// Any of "url".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsBedrockMCPElicitationURLRequest].
	URL  string `json:"url"`
	JSON struct {
		Message respjson.Field
		Type    respjson.Field
		URL     respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockMCPElicitationRequest is implemented by each variant
// of [BetaManagedAgentsBedrockMCPElicitationRequestUnion] to add type safety for
// the return type of [BetaManagedAgentsBedrockMCPElicitationRequestUnion.AsAny]
type anyBetaManagedAgentsBedrockMCPElicitationRequest interface {
	implBetaManagedAgentsBedrockMCPElicitationRequestUnion()
}

func (BetaManagedAgentsBedrockMCPElicitationURLRequest) implBetaManagedAgentsBedrockMCPElicitationRequestUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockMCPElicitationRequestUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockMCPElicitationURLRequest:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockMCPElicitationRequestUnion) AsAny() anyBetaManagedAgentsBedrockMCPElicitationRequest {
	switch u.Type {
	case "url":
		return u.AsURL()
	}
	return nil
}

func (u BetaManagedAgentsBedrockMCPElicitationRequestUnion) AsURL() (v BetaManagedAgentsBedrockMCPElicitationURLRequest) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockMCPElicitationRequestUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockMCPElicitationRequestUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockMCPElicitationResponseUnion contains all possible
// properties and values from [BetaManagedAgentsBedrockMCPElicitationAccept],
// [BetaManagedAgentsBedrockMCPElicitationDecline],
// [BetaManagedAgentsBedrockMCPElicitationCancel].
//
// Use the [BetaManagedAgentsBedrockMCPElicitationResponseUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockMCPElicitationResponseUnion struct {
	// Any of "accept", "decline", "cancel".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockMCPElicitationResponse is implemented by each variant
// of [BetaManagedAgentsBedrockMCPElicitationResponseUnion] to add type safety for
// the return type of [BetaManagedAgentsBedrockMCPElicitationResponseUnion.AsAny]
type anyBetaManagedAgentsBedrockMCPElicitationResponse interface {
	implBetaManagedAgentsBedrockMCPElicitationResponseUnion()
}

func (BetaManagedAgentsBedrockMCPElicitationAccept) implBetaManagedAgentsBedrockMCPElicitationResponseUnion() {
}
func (BetaManagedAgentsBedrockMCPElicitationDecline) implBetaManagedAgentsBedrockMCPElicitationResponseUnion() {
}
func (BetaManagedAgentsBedrockMCPElicitationCancel) implBetaManagedAgentsBedrockMCPElicitationResponseUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockMCPElicitationResponseUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockMCPElicitationAccept:
//	case anthropic.BetaManagedAgentsBedrockMCPElicitationDecline:
//	case anthropic.BetaManagedAgentsBedrockMCPElicitationCancel:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockMCPElicitationResponseUnion) AsAny() anyBetaManagedAgentsBedrockMCPElicitationResponse {
	switch u.Type {
	case "accept":
		return u.AsAccept()
	case "decline":
		return u.AsDecline()
	case "cancel":
		return u.AsCancel()
	}
	return nil
}

func (u BetaManagedAgentsBedrockMCPElicitationResponseUnion) AsAccept() (v BetaManagedAgentsBedrockMCPElicitationAccept) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockMCPElicitationResponseUnion) AsDecline() (v BetaManagedAgentsBedrockMCPElicitationDecline) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockMCPElicitationResponseUnion) AsCancel() (v BetaManagedAgentsBedrockMCPElicitationCancel) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockMCPElicitationResponseUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockMCPElicitationResponseUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBedrockMCPElicitationResponseUnion to a
// BetaManagedAgentsBedrockMCPElicitationResponseUnionParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBedrockMCPElicitationResponseUnionParam.Overrides()
func (r BetaManagedAgentsBedrockMCPElicitationResponseUnion) ToParam() BetaManagedAgentsBedrockMCPElicitationResponseUnionParam {
	return param.Override[BetaManagedAgentsBedrockMCPElicitationResponseUnionParam](json.RawMessage(r.RawJSON()))
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockMCPElicitationResponseUnionParam struct {
	OfAccept  *BetaManagedAgentsBedrockMCPElicitationAcceptParam  `json:",omitzero,inline"`
	OfDecline *BetaManagedAgentsBedrockMCPElicitationDeclineParam `json:",omitzero,inline"`
	OfCancel  *BetaManagedAgentsBedrockMCPElicitationCancelParam  `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockMCPElicitationResponseUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAccept, u.OfDecline, u.OfCancel)
}
func (u *BetaManagedAgentsBedrockMCPElicitationResponseUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockMCPElicitationResponseUnionParam) asAny() any {
	if !param.IsOmitted(u.OfAccept) {
		return u.OfAccept
	} else if !param.IsOmitted(u.OfDecline) {
		return u.OfDecline
	} else if !param.IsOmitted(u.OfCancel) {
		return u.OfCancel
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMCPElicitationResponseUnionParam) GetType() *string {
	if vt := u.OfAccept; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfDecline; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfCancel; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrocksessionevent_3() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockMCPElicitationResponseUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsBedrockMCPElicitationAcceptParam]("accept"),
		apijson.Discriminator[BetaManagedAgentsBedrockMCPElicitationDeclineParam]("decline"),
		apijson.Discriminator[BetaManagedAgentsBedrockMCPElicitationCancelParam]("cancel"),
	)
}

// A link that the MCP server asks the person to open. The MCP server writes both
// the link and the message, and the service checks the form of the link and its
// host, not the page that it leads to. Every AWS account shares that host, so the
// host does not show who made the link or where it leads. Treat the link and the
// message as untrusted content from the MCP server. Show the person the whole link
// and which MCP server asks (`mcp_server_name` on the `agent.mcp_elicitation`
// event). Do not fetch or open the link until the person chooses to. Open it in a
// browser view that neither your application nor a model can read.
type BetaManagedAgentsBedrockMCPElicitationURLRequest struct {
	// Plain text from the MCP server, at most 10,000 characters. Empty when the MCP
	// server gave none. The service takes the link out of this text: a word that holds
	// the link's host reads `[link removed]`, and the whole text reads
	// `[link removed]` when another word holds a part of the link that can be secret.
	// Show it as plain text. Do not turn any address in it into a clickable link.
	Message string       `json:"message" api:"required"`
	Type    constant.URL `json:"type" default:"url"`
	// The link, an `https` address of at most 8,192 bytes on the host
	// `bedrock-agentcore.{region}.amazonaws.com`, where `{region}` is the AWS Region
	// in the gateway's `gateway_arn`, with no port, user name or password. Only the
	// person who created the session can read it. Every other caller gets null: to get
	// the link, your application must read this event while signed in as that person.
	URL string `json:"url" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		URL         respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMCPElicitationURLRequest) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMCPElicitationURLRequest) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An error event indicating a problem occurred during session execution.
type BetaManagedAgentsBedrockSessionErrorEvent struct {
	// Unique identifier for this event.
	ID    string                                              `json:"id" api:"required"`
	Error BetaManagedAgentsBedrockSessionErrorEventErrorUnion `json:"error" api:"required"`
	// Timestamp when the error occurred.
	ProcessedAt time.Time             `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionError `json:"type" default:"session.error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Error       respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionErrorEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionErrorEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionErrorEventErrorUnion contains all possible
// properties and values from [BetaManagedAgentsUnknownErrorObject],
// [BetaManagedAgentsModelOverloadedErrorObject],
// [BetaManagedAgentsModelRateLimitedErrorObject],
// [BetaManagedAgentsModelRequestFailedErrorObject],
// [BetaManagedAgentsMCPConnectionFailedErrorObject],
// [BetaManagedAgentsMCPAuthenticationFailedErrorObject],
// [BetaManagedAgentsToolUseLimitReachedErrorObject],
// [BetaManagedAgentsCompactionLimitReachedErrorObject],
// [BetaManagedAgentsS3AccessDeniedErrorObject],
// [BetaManagedAgentsS3NotFoundErrorObject], [BetaManagedAgentsS3MountErrorObject],
// [BetaManagedAgentsS3CopyErrorObject],
// [BetaManagedAgentsMountPathConflictErrorObject],
// [BetaManagedAgentsWorkingDirectoryErrorObject].
//
// Use the [BetaManagedAgentsBedrockSessionErrorEventErrorUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionErrorEventErrorUnion struct {
	Message string `json:"message"`
	// This field is a union of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsS3MountErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion]
	RetryStatus BetaManagedAgentsBedrockSessionErrorEventErrorUnionRetryStatus `json:"retry_status"`
	// Any of "unknown_error", "model_overloaded_error", "model_rate_limited_error",
	// "model_request_failed_error", "mcp_connection_failed_error",
	// "mcp_authentication_failed_error", "tool_use_limit_reached_error",
	// "compaction_limit_reached_error", "s3_access_denied_error",
	// "s3_not_found_error", "s3_mount_error", "s3_copy_error",
	// "mount_path_conflict_error", "working_directory_error".
	Type          string `json:"type"`
	MCPServerName string `json:"mcp_server_name"`
	Path          string `json:"path"`
	JSON          struct {
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		MCPServerName respjson.Field
		Path          respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionErrorEventError is implemented by each variant
// of [BetaManagedAgentsBedrockSessionErrorEventErrorUnion] to add type safety for
// the return type of [BetaManagedAgentsBedrockSessionErrorEventErrorUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionErrorEventError interface {
	implBetaManagedAgentsBedrockSessionErrorEventErrorUnion()
}

func (BetaManagedAgentsUnknownErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsModelOverloadedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsModelRateLimitedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsModelRequestFailedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsMCPConnectionFailedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsMCPAuthenticationFailedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsToolUseLimitReachedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsCompactionLimitReachedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsS3AccessDeniedErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsS3NotFoundErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsS3MountErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsS3CopyErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {}
func (BetaManagedAgentsMountPathConflictErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsWorkingDirectoryErrorObject) implBetaManagedAgentsBedrockSessionErrorEventErrorUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionErrorEventErrorUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUnknownErrorObject:
//	case anthropic.BetaManagedAgentsModelOverloadedErrorObject:
//	case anthropic.BetaManagedAgentsModelRateLimitedErrorObject:
//	case anthropic.BetaManagedAgentsModelRequestFailedErrorObject:
//	case anthropic.BetaManagedAgentsMCPConnectionFailedErrorObject:
//	case anthropic.BetaManagedAgentsMCPAuthenticationFailedErrorObject:
//	case anthropic.BetaManagedAgentsToolUseLimitReachedErrorObject:
//	case anthropic.BetaManagedAgentsCompactionLimitReachedErrorObject:
//	case anthropic.BetaManagedAgentsS3AccessDeniedErrorObject:
//	case anthropic.BetaManagedAgentsS3NotFoundErrorObject:
//	case anthropic.BetaManagedAgentsS3MountErrorObject:
//	case anthropic.BetaManagedAgentsS3CopyErrorObject:
//	case anthropic.BetaManagedAgentsMountPathConflictErrorObject:
//	case anthropic.BetaManagedAgentsWorkingDirectoryErrorObject:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsAny() anyBetaManagedAgentsBedrockSessionErrorEventError {
	switch u.Type {
	case "unknown_error":
		return u.AsUnknownError()
	case "model_overloaded_error":
		return u.AsModelOverloadedError()
	case "model_rate_limited_error":
		return u.AsModelRateLimitedError()
	case "model_request_failed_error":
		return u.AsModelRequestFailedError()
	case "mcp_connection_failed_error":
		return u.AsMCPConnectionFailedError()
	case "mcp_authentication_failed_error":
		return u.AsMCPAuthenticationFailedError()
	case "tool_use_limit_reached_error":
		return u.AsToolUseLimitReachedError()
	case "compaction_limit_reached_error":
		return u.AsCompactionLimitReachedError()
	case "s3_access_denied_error":
		return u.AsS3AccessDeniedError()
	case "s3_not_found_error":
		return u.AsS3NotFoundError()
	case "s3_mount_error":
		return u.AsS3MountError()
	case "s3_copy_error":
		return u.AsS3CopyError()
	case "mount_path_conflict_error":
		return u.AsMountPathConflictError()
	case "working_directory_error":
		return u.AsWorkingDirectoryError()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsUnknownError() (v BetaManagedAgentsUnknownErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsModelOverloadedError() (v BetaManagedAgentsModelOverloadedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsModelRateLimitedError() (v BetaManagedAgentsModelRateLimitedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsModelRequestFailedError() (v BetaManagedAgentsModelRequestFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsMCPConnectionFailedError() (v BetaManagedAgentsMCPConnectionFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsMCPAuthenticationFailedError() (v BetaManagedAgentsMCPAuthenticationFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsToolUseLimitReachedError() (v BetaManagedAgentsToolUseLimitReachedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsCompactionLimitReachedError() (v BetaManagedAgentsCompactionLimitReachedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsS3AccessDeniedError() (v BetaManagedAgentsS3AccessDeniedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsS3NotFoundError() (v BetaManagedAgentsS3NotFoundErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsS3MountError() (v BetaManagedAgentsS3MountErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsS3CopyError() (v BetaManagedAgentsS3CopyErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsMountPathConflictError() (v BetaManagedAgentsMountPathConflictErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) AsWorkingDirectoryError() (v BetaManagedAgentsWorkingDirectoryErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionErrorEventErrorUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionErrorEventErrorUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionErrorEventErrorUnionRetryStatus is an implicit
// subunion of [BetaManagedAgentsBedrockSessionErrorEventErrorUnion].
// BetaManagedAgentsBedrockSessionErrorEventErrorUnionRetryStatus provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockSessionErrorEventErrorUnion].
type BetaManagedAgentsBedrockSessionErrorEventErrorUnionRetryStatus struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockSessionErrorEventErrorUnionRetryStatus) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionEventUnion contains all possible properties and
// values from [BetaManagedAgentsBedrockUserMessageEvent],
// [BetaManagedAgentsBedrockUserInterruptEvent],
// [BetaManagedAgentsBedrockUserToolConfirmationEvent],
// [BetaManagedAgentsBedrockUserCustomToolResultEvent],
// [BetaManagedAgentsBedrockUserDefineOutcomeEvent],
// [BetaManagedAgentsUserToolResultEvent],
// [BetaManagedAgentsBedrockSystemMessageEvent],
// [BetaManagedAgentsAgentCustomToolUseEvent],
// [BetaManagedAgentsAgentMessageEvent], [BetaManagedAgentsAgentThinkingEvent],
// [BetaManagedAgentsAgentMCPToolUseEvent],
// [BetaManagedAgentsBedrockAgentMCPToolResultEvent],
// [BetaManagedAgentsAgentToolUseEvent],
// [BetaManagedAgentsBedrockAgentToolResultEvent],
// [BetaManagedAgentsAgentThreadMessageReceivedEvent],
// [BetaManagedAgentsAgentThreadMessageSentEvent],
// [BetaManagedAgentsAgentThreadContextCompactedEvent],
// [BetaManagedAgentsBedrockSessionErrorEvent],
// [BetaManagedAgentsSessionStatusRescheduledEvent],
// [BetaManagedAgentsSessionStatusRunningEvent],
// [BetaManagedAgentsSessionStatusIdleEvent],
// [BetaManagedAgentsSessionStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadCreatedEvent],
// [BetaManagedAgentsSessionThreadStatusRunningEvent],
// [BetaManagedAgentsSessionThreadStatusIdleEvent],
// [BetaManagedAgentsSessionThreadStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadStatusRescheduledEvent],
// [BetaManagedAgentsBedrockSessionUpdatedEvent],
// [BetaManagedAgentsSessionDeletedEvent], [BetaManagedAgentsSessionUsageEvent],
// [BetaManagedAgentsBedrockAgentMCPElicitationEvent],
// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent],
// [BetaManagedAgentsSpanModelRequestStartEvent],
// [BetaManagedAgentsSpanModelRequestEndEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationStartEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
//
// Use the [BetaManagedAgentsBedrockSessionEventUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionEventUnion struct {
	ID string `json:"id"`
	// This field is a union of
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion],
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsUserToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock],
	// [[]BetaManagedAgentsAgentMessageEventContentUnion],
	// [[]BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion],
	// [[]BetaManagedAgentsBedrockAgentToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion]
	Content BetaManagedAgentsBedrockSessionEventUnionContent `json:"content"`
	// This field is from variant [BetaManagedAgentsBedrockUserMessageEvent].
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "user.define_outcome", "user.tool_result",
	// "system.message", "agent.custom_tool_use", "agent.message", "agent.thinking",
	// "agent.mcp_tool_use", "agent.mcp_tool_result", "agent.tool_use",
	// "agent.tool_result", "agent.thread_message_received",
	// "agent.thread_message_sent", "agent.thread_context_compacted", "session.error",
	// "session.status_rescheduled", "session.status_running", "session.status_idle",
	// "session.status_terminated", "session.thread_created",
	// "session.thread_status_running", "session.thread_status_idle",
	// "session.thread_status_terminated", "session.thread_status_rescheduled",
	// "session.updated", "session.deleted", "session.usage", "agent.mcp_elicitation",
	// "user.mcp_elicitation_response", "span.model_request_start",
	// "span.model_request_end", "span.outcome_evaluation_start",
	// "span.outcome_evaluation_ongoing", "span.outcome_evaluation_end".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	Result          string    `json:"result"`
	ToolUseID       string    `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsBedrockUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	IsError         bool   `json:"is_error"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	MaxIterations int64  `json:"max_iterations"`
	OutcomeID     string `json:"outcome_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	Rubric        BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion `json:"rubric"`
	Input         any                                                       `json:"input"`
	Name          string                                                    `json:"name"`
	MCPServerName string                                                    `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	Evaluation   BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	MCPToolUseID string                                    `json:"mcp_tool_use_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromSessionThreadID string `json:"from_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromAgentName string `json:"from_agent_name"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToSessionThreadID string `json:"to_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToAgentName string `json:"to_agent_name"`
	// This field is from variant [BetaManagedAgentsBedrockSessionErrorEvent].
	Error BetaManagedAgentsBedrockSessionErrorEventErrorUnion `json:"error"`
	// This field is from variant [BetaManagedAgentsSessionStatusIdleEvent].
	StopDetails BetaManagedAgentsSessionRefusalStopDetails `json:"stop_details"`
	// This field is a union of
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion]
	StopReason BetaManagedAgentsBedrockSessionEventUnionStopReason `json:"stop_reason"`
	AgentName  string                                              `json:"agent_name"`
	// This field is from variant [BetaManagedAgentsSessionThreadCreatedEvent].
	WorkflowRunID string `json:"workflow_run_id"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Agent BetaManagedAgentsBedrockSessionAgent `json:"agent"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Budget BetaManagedAgentsBudgetLimit `json:"budget"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Metadata map[string]string `json:"metadata"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Title string `json:"title"`
	// This field is a union of [BetaManagedAgentsSessionUsageSnapshot],
	// [BetaManagedAgentsSpanModelUsage]
	Usage BetaManagedAgentsBedrockSessionEventUnionUsage `json:"usage"`
	// This field is from variant [BetaManagedAgentsBedrockAgentMCPElicitationEvent].
	Request BetaManagedAgentsBedrockMCPElicitationRequestUnion `json:"request"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	MCPElicitationID string `json:"mcp_elicitation_id"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	Response BetaManagedAgentsBedrockMCPElicitationResponseUnion `json:"response"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelRequestStartID string `json:"model_request_start_id"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelUsage BetaManagedAgentsSpanModelUsage `json:"model_usage"`
	Iteration  int64                           `json:"iteration"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	Explanation string `json:"explanation"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	OutcomeEvaluationStartID string `json:"outcome_evaluation_start_id"`
	JSON                     struct {
		ID                       respjson.Field
		Content                  respjson.Field
		SentBy                   respjson.Field
		Type                     respjson.Field
		ProcessedAt              respjson.Field
		SessionThreadID          respjson.Field
		Result                   respjson.Field
		ToolUseID                respjson.Field
		DenyMessage              respjson.Field
		CustomToolUseID          respjson.Field
		IsError                  respjson.Field
		Description              respjson.Field
		MaxIterations            respjson.Field
		OutcomeID                respjson.Field
		Rubric                   respjson.Field
		Input                    respjson.Field
		Name                     respjson.Field
		MCPServerName            respjson.Field
		EvaluatedPermission      respjson.Field
		Evaluation               respjson.Field
		MCPToolUseID             respjson.Field
		FromSessionThreadID      respjson.Field
		FromAgentName            respjson.Field
		ToSessionThreadID        respjson.Field
		ToAgentName              respjson.Field
		Error                    respjson.Field
		StopDetails              respjson.Field
		StopReason               respjson.Field
		AgentName                respjson.Field
		WorkflowRunID            respjson.Field
		Agent                    respjson.Field
		Budget                   respjson.Field
		Metadata                 respjson.Field
		Title                    respjson.Field
		Usage                    respjson.Field
		Request                  respjson.Field
		MCPElicitationID         respjson.Field
		Response                 respjson.Field
		ModelRequestStartID      respjson.Field
		ModelUsage               respjson.Field
		Iteration                respjson.Field
		Explanation              respjson.Field
		OutcomeEvaluationStartID respjson.Field
		raw                      string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionEvent is implemented by each variant of
// [BetaManagedAgentsBedrockSessionEventUnion] to add type safety for the return
// type of [BetaManagedAgentsBedrockSessionEventUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionEvent interface {
	implBetaManagedAgentsBedrockSessionEventUnion()
}

func (BetaManagedAgentsBedrockUserMessageEvent) implBetaManagedAgentsBedrockSessionEventUnion()   {}
func (BetaManagedAgentsBedrockUserInterruptEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsBedrockUserToolConfirmationEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsBedrockUserCustomToolResultEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsBedrockUserDefineOutcomeEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsBedrockSessionEventUnion()       {}
func (BetaManagedAgentsBedrockSystemMessageEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsAgentCustomToolUseEvent) implBetaManagedAgentsBedrockSessionEventUnion()   {}
func (BetaManagedAgentsAgentMessageEvent) implBetaManagedAgentsBedrockSessionEventUnion()         {}
func (BetaManagedAgentsAgentThinkingEvent) implBetaManagedAgentsBedrockSessionEventUnion()        {}
func (BetaManagedAgentsAgentMCPToolUseEvent) implBetaManagedAgentsBedrockSessionEventUnion()      {}
func (BetaManagedAgentsBedrockAgentMCPToolResultEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsAgentToolUseEvent) implBetaManagedAgentsBedrockSessionEventUnion()           {}
func (BetaManagedAgentsBedrockAgentToolResultEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsAgentThreadMessageReceivedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsAgentThreadMessageSentEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsAgentThreadContextCompactedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsBedrockSessionErrorEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsSessionStatusRescheduledEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSessionStatusRunningEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsSessionStatusIdleEvent) implBetaManagedAgentsBedrockSessionEventUnion()    {}
func (BetaManagedAgentsSessionStatusTerminatedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSessionThreadCreatedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsSessionThreadStatusRunningEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSessionThreadStatusIdleEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSessionThreadStatusTerminatedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSessionThreadStatusRescheduledEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsBedrockSessionUpdatedEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsSessionDeletedEvent) implBetaManagedAgentsBedrockSessionEventUnion()        {}
func (BetaManagedAgentsSessionUsageEvent) implBetaManagedAgentsBedrockSessionEventUnion()          {}
func (BetaManagedAgentsBedrockAgentMCPElicitationEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSpanModelRequestStartEvent) implBetaManagedAgentsBedrockSessionEventUnion() {}
func (BetaManagedAgentsSpanModelRequestEndEvent) implBetaManagedAgentsBedrockSessionEventUnion()   {}
func (BetaManagedAgentsSpanOutcomeEvaluationStartEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationEndEvent) implBetaManagedAgentsBedrockSessionEventUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionEventUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockUserMessageEvent:
//	case anthropic.BetaManagedAgentsBedrockUserInterruptEvent:
//	case anthropic.BetaManagedAgentsBedrockUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsBedrockUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsBedrockUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsUserToolResultEvent:
//	case anthropic.BetaManagedAgentsBedrockSystemMessageEvent:
//	case anthropic.BetaManagedAgentsAgentCustomToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMessageEvent:
//	case anthropic.BetaManagedAgentsAgentThinkingEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolUseEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentMCPToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentToolUseEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageReceivedEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageSentEvent:
//	case anthropic.BetaManagedAgentsAgentThreadContextCompactedEvent:
//	case anthropic.BetaManagedAgentsBedrockSessionErrorEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadCreatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsBedrockSessionUpdatedEvent:
//	case anthropic.BetaManagedAgentsSessionDeletedEvent:
//	case anthropic.BetaManagedAgentsSessionUsageEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentMCPElicitationEvent:
//	case anthropic.BetaManagedAgentsBedrockUserMCPElicitationResponseEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestStartEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestEndEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationStartEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationEndEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionEventUnion) AsAny() anyBetaManagedAgentsBedrockSessionEvent {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.interrupt":
		return u.AsUserInterrupt()
	case "user.tool_confirmation":
		return u.AsUserToolConfirmation()
	case "user.custom_tool_result":
		return u.AsUserCustomToolResult()
	case "user.define_outcome":
		return u.AsUserDefineOutcome()
	case "user.tool_result":
		return u.AsUserToolResult()
	case "system.message":
		return u.AsSystemMessage()
	case "agent.custom_tool_use":
		return u.AsAgentCustomToolUse()
	case "agent.message":
		return u.AsAgentMessage()
	case "agent.thinking":
		return u.AsAgentThinking()
	case "agent.mcp_tool_use":
		return u.AsAgentMCPToolUse()
	case "agent.mcp_tool_result":
		return u.AsAgentMCPToolResult()
	case "agent.tool_use":
		return u.AsAgentToolUse()
	case "agent.tool_result":
		return u.AsAgentToolResult()
	case "agent.thread_message_received":
		return u.AsAgentThreadMessageReceived()
	case "agent.thread_message_sent":
		return u.AsAgentThreadMessageSent()
	case "agent.thread_context_compacted":
		return u.AsAgentThreadContextCompacted()
	case "session.error":
		return u.AsSessionError()
	case "session.status_rescheduled":
		return u.AsSessionStatusRescheduled()
	case "session.status_running":
		return u.AsSessionStatusRunning()
	case "session.status_idle":
		return u.AsSessionStatusIdle()
	case "session.status_terminated":
		return u.AsSessionStatusTerminated()
	case "session.thread_created":
		return u.AsSessionThreadCreated()
	case "session.thread_status_running":
		return u.AsSessionThreadStatusRunning()
	case "session.thread_status_idle":
		return u.AsSessionThreadStatusIdle()
	case "session.thread_status_terminated":
		return u.AsSessionThreadStatusTerminated()
	case "session.thread_status_rescheduled":
		return u.AsSessionThreadStatusRescheduled()
	case "session.updated":
		return u.AsSessionUpdated()
	case "session.deleted":
		return u.AsSessionDeleted()
	case "session.usage":
		return u.AsSessionUsage()
	case "agent.mcp_elicitation":
		return u.AsAgentMCPElicitation()
	case "user.mcp_elicitation_response":
		return u.AsUserMCPElicitationResponse()
	case "span.model_request_start":
		return u.AsSpanModelRequestStart()
	case "span.model_request_end":
		return u.AsSpanModelRequestEnd()
	case "span.outcome_evaluation_start":
		return u.AsSpanOutcomeEvaluationStart()
	case "span.outcome_evaluation_ongoing":
		return u.AsSpanOutcomeEvaluationOngoing()
	case "span.outcome_evaluation_end":
		return u.AsSpanOutcomeEvaluationEnd()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserMessage() (v BetaManagedAgentsBedrockUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserInterrupt() (v BetaManagedAgentsBedrockUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserToolConfirmation() (v BetaManagedAgentsBedrockUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserCustomToolResult() (v BetaManagedAgentsBedrockUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserDefineOutcome() (v BetaManagedAgentsBedrockUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSystemMessage() (v BetaManagedAgentsBedrockSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentCustomToolUse() (v BetaManagedAgentsAgentCustomToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentMCPToolUse() (v BetaManagedAgentsAgentMCPToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentMCPToolResult() (v BetaManagedAgentsBedrockAgentMCPToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentToolUse() (v BetaManagedAgentsAgentToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentToolResult() (v BetaManagedAgentsBedrockAgentToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentThreadMessageReceived() (v BetaManagedAgentsAgentThreadMessageReceivedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentThreadMessageSent() (v BetaManagedAgentsAgentThreadMessageSentEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentThreadContextCompacted() (v BetaManagedAgentsAgentThreadContextCompactedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionError() (v BetaManagedAgentsBedrockSessionErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionStatusRescheduled() (v BetaManagedAgentsSessionStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionStatusRunning() (v BetaManagedAgentsSessionStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionStatusIdle() (v BetaManagedAgentsSessionStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionStatusTerminated() (v BetaManagedAgentsSessionStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionThreadCreated() (v BetaManagedAgentsSessionThreadCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionThreadStatusRunning() (v BetaManagedAgentsSessionThreadStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionThreadStatusIdle() (v BetaManagedAgentsSessionThreadStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionThreadStatusTerminated() (v BetaManagedAgentsSessionThreadStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionThreadStatusRescheduled() (v BetaManagedAgentsSessionThreadStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionUpdated() (v BetaManagedAgentsBedrockSessionUpdatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionDeleted() (v BetaManagedAgentsSessionDeletedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSessionUsage() (v BetaManagedAgentsSessionUsageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsAgentMCPElicitation() (v BetaManagedAgentsBedrockAgentMCPElicitationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsUserMCPElicitationResponse() (v BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSpanModelRequestStart() (v BetaManagedAgentsSpanModelRequestStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSpanModelRequestEnd() (v BetaManagedAgentsSpanModelRequestEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSpanOutcomeEvaluationStart() (v BetaManagedAgentsSpanOutcomeEvaluationStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSpanOutcomeEvaluationOngoing() (v BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionEventUnion) AsSpanOutcomeEvaluationEnd() (v BetaManagedAgentsSpanOutcomeEvaluationEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionEventUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionEventUnionContent is an implicit subunion of
// [BetaManagedAgentsBedrockSessionEventUnion].
// BetaManagedAgentsBedrockSessionEventUnionContent provides convenient access to
// the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockSessionEventUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsBedrockUserMessageEventContentArray
// OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray
// OfBetaManagedAgentsUserToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray
// OfBetaManagedAgentsAgentMessageEventContentArray
// OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray
// OfBetaManagedAgentsBedrockAgentToolResultEventContentArray
// OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray
// OfBetaManagedAgentsAgentThreadMessageSentEventContentArray]
type BetaManagedAgentsBedrockSessionEventUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsBedrockUserMessageEventContentArray []BetaManagedAgentsBedrockUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray []BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserToolResultEventContentArray []BetaManagedAgentsUserToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMessageEventContentArray []BetaManagedAgentsAgentMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray []BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockAgentToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockAgentToolResultEventContentArray []BetaManagedAgentsBedrockAgentToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray []BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageSentEventContentArray []BetaManagedAgentsAgentThreadMessageSentEventContentUnion `json:",inline"`
	JSON                                                       struct {
		OfBetaManagedAgentsBedrockUserMessageEventContentArray          respjson.Field
		OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray respjson.Field
		OfBetaManagedAgentsUserToolResultEventContentArray              respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                      respjson.Field
		OfBetaManagedAgentsAgentMessageEventContentArray                respjson.Field
		OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray   respjson.Field
		OfBetaManagedAgentsBedrockAgentToolResultEventContentArray      respjson.Field
		OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray  respjson.Field
		OfBetaManagedAgentsAgentThreadMessageSentEventContentArray      respjson.Field
		raw                                                             string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockSessionEventUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionEventUnionStopReason is an implicit subunion of
// [BetaManagedAgentsBedrockSessionEventUnion].
// BetaManagedAgentsBedrockSessionEventUnionStopReason provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockSessionEventUnion].
type BetaManagedAgentsBedrockSessionEventUnionStopReason struct {
	Type string `json:"type"`
	// This field is from variant
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion].
	EventIDs []string `json:"event_ids"`
	JSON     struct {
		Type     respjson.Field
		EventIDs respjson.Field
		raw      string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockSessionEventUnionStopReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionEventUnionUsage is an implicit subunion of
// [BetaManagedAgentsBedrockSessionEventUnion].
// BetaManagedAgentsBedrockSessionEventUnionUsage provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockSessionEventUnion].
type BetaManagedAgentsBedrockSessionEventUnionUsage struct {
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ActiveSeconds float64 `json:"active_seconds"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	CacheCreation        BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	CacheReadInputTokens int64                               `json:"cache_read_input_tokens"`
	InputTokens          int64                               `json:"input_tokens"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ListCost     BetaMonetaryAmount `json:"list_cost"`
	OutputTokens int64              `json:"output_tokens"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	CacheCreationInputTokens int64 `json:"cache_creation_input_tokens"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	Speed BetaManagedAgentsSpanModelUsageSpeed `json:"speed"`
	JSON  struct {
		ActiveSeconds            respjson.Field
		CacheCreation            respjson.Field
		CacheReadInputTokens     respjson.Field
		InputTokens              respjson.Field
		ListCost                 respjson.Field
		OutputTokens             respjson.Field
		ServerToolUse            respjson.Field
		CacheCreationInputTokens respjson.Field
		Speed                    respjson.Field
		raw                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockSessionEventUnionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The `type` of a session event on Amazon Bedrock.
type BetaManagedAgentsBedrockSessionEventType string

const (
	BetaManagedAgentsBedrockSessionEventTypeUserMessage                    BetaManagedAgentsBedrockSessionEventType = "user.message"
	BetaManagedAgentsBedrockSessionEventTypeUserInterrupt                  BetaManagedAgentsBedrockSessionEventType = "user.interrupt"
	BetaManagedAgentsBedrockSessionEventTypeUserToolConfirmation           BetaManagedAgentsBedrockSessionEventType = "user.tool_confirmation"
	BetaManagedAgentsBedrockSessionEventTypeUserCustomToolResult           BetaManagedAgentsBedrockSessionEventType = "user.custom_tool_result"
	BetaManagedAgentsBedrockSessionEventTypeUserDefineOutcome              BetaManagedAgentsBedrockSessionEventType = "user.define_outcome"
	BetaManagedAgentsBedrockSessionEventTypeUserToolResult                 BetaManagedAgentsBedrockSessionEventType = "user.tool_result"
	BetaManagedAgentsBedrockSessionEventTypeSystemMessage                  BetaManagedAgentsBedrockSessionEventType = "system.message"
	BetaManagedAgentsBedrockSessionEventTypeAgentCustomToolUse             BetaManagedAgentsBedrockSessionEventType = "agent.custom_tool_use"
	BetaManagedAgentsBedrockSessionEventTypeAgentMessage                   BetaManagedAgentsBedrockSessionEventType = "agent.message"
	BetaManagedAgentsBedrockSessionEventTypeAgentThinking                  BetaManagedAgentsBedrockSessionEventType = "agent.thinking"
	BetaManagedAgentsBedrockSessionEventTypeAgentMCPToolUse                BetaManagedAgentsBedrockSessionEventType = "agent.mcp_tool_use"
	BetaManagedAgentsBedrockSessionEventTypeAgentMCPToolResult             BetaManagedAgentsBedrockSessionEventType = "agent.mcp_tool_result"
	BetaManagedAgentsBedrockSessionEventTypeAgentToolUse                   BetaManagedAgentsBedrockSessionEventType = "agent.tool_use"
	BetaManagedAgentsBedrockSessionEventTypeAgentToolResult                BetaManagedAgentsBedrockSessionEventType = "agent.tool_result"
	BetaManagedAgentsBedrockSessionEventTypeAgentThreadMessageReceived     BetaManagedAgentsBedrockSessionEventType = "agent.thread_message_received"
	BetaManagedAgentsBedrockSessionEventTypeAgentThreadMessageSent         BetaManagedAgentsBedrockSessionEventType = "agent.thread_message_sent"
	BetaManagedAgentsBedrockSessionEventTypeAgentThreadContextCompacted    BetaManagedAgentsBedrockSessionEventType = "agent.thread_context_compacted"
	BetaManagedAgentsBedrockSessionEventTypeSessionError                   BetaManagedAgentsBedrockSessionEventType = "session.error"
	BetaManagedAgentsBedrockSessionEventTypeSessionStatusRescheduled       BetaManagedAgentsBedrockSessionEventType = "session.status_rescheduled"
	BetaManagedAgentsBedrockSessionEventTypeSessionStatusRunning           BetaManagedAgentsBedrockSessionEventType = "session.status_running"
	BetaManagedAgentsBedrockSessionEventTypeSessionStatusIdle              BetaManagedAgentsBedrockSessionEventType = "session.status_idle"
	BetaManagedAgentsBedrockSessionEventTypeSessionStatusTerminated        BetaManagedAgentsBedrockSessionEventType = "session.status_terminated"
	BetaManagedAgentsBedrockSessionEventTypeSessionThreadCreated           BetaManagedAgentsBedrockSessionEventType = "session.thread_created"
	BetaManagedAgentsBedrockSessionEventTypeSessionThreadStatusRunning     BetaManagedAgentsBedrockSessionEventType = "session.thread_status_running"
	BetaManagedAgentsBedrockSessionEventTypeSessionThreadStatusIdle        BetaManagedAgentsBedrockSessionEventType = "session.thread_status_idle"
	BetaManagedAgentsBedrockSessionEventTypeSessionThreadStatusTerminated  BetaManagedAgentsBedrockSessionEventType = "session.thread_status_terminated"
	BetaManagedAgentsBedrockSessionEventTypeSessionThreadStatusRescheduled BetaManagedAgentsBedrockSessionEventType = "session.thread_status_rescheduled"
	BetaManagedAgentsBedrockSessionEventTypeSessionUpdated                 BetaManagedAgentsBedrockSessionEventType = "session.updated"
	BetaManagedAgentsBedrockSessionEventTypeSessionUsage                   BetaManagedAgentsBedrockSessionEventType = "session.usage"
	BetaManagedAgentsBedrockSessionEventTypeAgentMCPElicitation            BetaManagedAgentsBedrockSessionEventType = "agent.mcp_elicitation"
	BetaManagedAgentsBedrockSessionEventTypeUserMCPElicitationResponse     BetaManagedAgentsBedrockSessionEventType = "user.mcp_elicitation_response"
	BetaManagedAgentsBedrockSessionEventTypeSpanModelRequestStart          BetaManagedAgentsBedrockSessionEventType = "span.model_request_start"
	BetaManagedAgentsBedrockSessionEventTypeSpanModelRequestEnd            BetaManagedAgentsBedrockSessionEventType = "span.model_request_end"
	BetaManagedAgentsBedrockSessionEventTypeSpanOutcomeEvaluationStart     BetaManagedAgentsBedrockSessionEventType = "span.outcome_evaluation_start"
	BetaManagedAgentsBedrockSessionEventTypeSpanOutcomeEvaluationOngoing   BetaManagedAgentsBedrockSessionEventType = "span.outcome_evaluation_ongoing"
	BetaManagedAgentsBedrockSessionEventTypeSpanOutcomeEvaluationEnd       BetaManagedAgentsBedrockSessionEventType = "span.outcome_evaluation_end"
)

func BetaManagedAgentsBedrockUserContentBlockParamOfText(text string) BetaManagedAgentsBedrockUserContentBlockUnionParam {
	var variant BetaManagedAgentsTextBlockParam
	variant.Text = text
	return BetaManagedAgentsBedrockUserContentBlockUnionParam{OfText: &variant}
}

func BetaManagedAgentsBedrockUserContentBlockParamOfImage(source BetaManagedAgentsBedrockImageSourceUnionParam) BetaManagedAgentsBedrockUserContentBlockUnionParam {
	var image BetaManagedAgentsBedrockImageBlockParam
	image.Source = source
	return BetaManagedAgentsBedrockUserContentBlockUnionParam{OfImage: &image}
}

func BetaManagedAgentsBedrockUserContentBlockParamOfDocument[
	T BetaManagedAgentsBase64DocumentSourceParam | BetaManagedAgentsPlainTextDocumentSourceParam,
](source T) BetaManagedAgentsBedrockUserContentBlockUnionParam {
	var document BetaManagedAgentsBedrockDocumentBlockParam
	switch v := any(source).(type) {
	case BetaManagedAgentsBase64DocumentSourceParam:
		document.Source.OfBase64 = &v
	case BetaManagedAgentsPlainTextDocumentSourceParam:
		document.Source.OfText = &v
	}
	return BetaManagedAgentsBedrockUserContentBlockUnionParam{OfDocument: &document}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockUserContentBlockUnionParam struct {
	OfText     *BetaManagedAgentsTextBlockParam            `json:",omitzero,inline"`
	OfImage    *BetaManagedAgentsBedrockImageBlockParam    `json:",omitzero,inline"`
	OfDocument *BetaManagedAgentsBedrockDocumentBlockParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfText, u.OfImage, u.OfDocument)
}
func (u *BetaManagedAgentsBedrockUserContentBlockUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockUserContentBlockUnionParam) asAny() any {
	if !param.IsOmitted(u.OfText) {
		return u.OfText
	} else if !param.IsOmitted(u.OfImage) {
		return u.OfImage
	} else if !param.IsOmitted(u.OfDocument) {
		return u.OfDocument
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) GetText() *string {
	if vt := u.OfText; vt != nil {
		return &vt.Text
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) GetContext() *string {
	if vt := u.OfDocument; vt != nil && vt.Context.Valid() {
		return &vt.Context.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) GetTitle() *string {
	if vt := u.OfDocument; vt != nil && vt.Title.Valid() {
		return &vt.Title.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) GetType() *string {
	if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfImage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfDocument; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsBedrockUserContentBlockUnionParam) GetSource() (res betaManagedAgentsBedrockUserContentBlockUnionParamSource) {
	if vt := u.OfImage; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfDocument; vt != nil {
		res.any = vt.Source.asAny()
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsBase64ImageSourceParam],
// [*BetaManagedAgentsBase64DocumentSourceParam],
// [*BetaManagedAgentsPlainTextDocumentSourceParam]
type betaManagedAgentsBedrockUserContentBlockUnionParamSource struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsBase64ImageSourceParam:
//	case *anthropic.BetaManagedAgentsBase64DocumentSourceParam:
//	case *anthropic.BetaManagedAgentsPlainTextDocumentSourceParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsBedrockUserContentBlockUnionParamSource) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsBedrockUserContentBlockUnionParamSource) GetData() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsBedrockImageSourceUnionParam:
		return vt.GetData()
	case *BetaManagedAgentsBedrockDocumentSourceUnionParam:
		return vt.GetData()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsBedrockUserContentBlockUnionParamSource) GetMediaType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsBedrockImageSourceUnionParam:
		return vt.GetMediaType()
	case *BetaManagedAgentsBedrockDocumentSourceUnionParam:
		return vt.GetMediaType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsBedrockUserContentBlockUnionParamSource) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsBedrockImageSourceUnionParam:
		return vt.GetType()
	case *BetaManagedAgentsBedrockDocumentSourceUnionParam:
		return vt.GetType()
	}
	return nil
}

func troupeInit_betabedrocksessionevent_4() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockUserContentBlockUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsTextBlockParam]("text"),
		apijson.Discriminator[BetaManagedAgentsBedrockImageBlockParam]("image"),
		apijson.Discriminator[BetaManagedAgentsBedrockDocumentBlockParam]("document"),
	)
}

// Event sent by the client providing the result of a custom tool execution.
type BetaManagedAgentsBedrockUserCustomToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The id of the `agent.custom_tool_use` event this result corresponds to. It is
	// also listed in the last `session.status_idle` event's `stop_reason.event_ids`
	// field.
	CustomToolUseID string `json:"custom_tool_use_id" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.UserCustomToolResult        `json:"type" default:"user.custom_tool_result"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion `json:"content"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error"`
	// Timestamp when this result was processed. Omitted while the event is queued.
	ProcessedAt time.Time `json:"processed_at" format:"date-time"`
	// Set by the server to the subagent thread this result was routed to. Omitted when
	// it was routed to the primary thread.
	SessionThreadID string `json:"session_thread_id"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		CustomToolUseID respjson.Field
		SentBy          respjson.Field
		Type            respjson.Field
		Content         respjson.Field
		IsError         respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserCustomToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserCustomToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion contains all
// possible properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsBedrockUserCustomToolResultEventContentUnionSource `json:"source"`
	// This field is from variant [BetaManagedAgentsDocumentBlock].
	Context string `json:"context"`
	Title   string `json:"title"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Citations BetaManagedAgentsSearchResultCitations `json:"citations"`
	// This field is from variant [BetaManagedAgentsSearchResultBlock].
	Content []BetaManagedAgentsSearchResultContent `json:"content"`
	JSON    struct {
		Text      respjson.Field
		Type      respjson.Field
		Source    respjson.Field
		Context   respjson.Field
		Title     respjson.Field
		Citations respjson.Field
		Content   respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockUserCustomToolResultEventContent is implemented by
// each variant of [BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion]
// to add type safety for the return type of
// [BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsBedrockUserCustomToolResultEventContent interface {
	implBetaManagedAgentsBedrockUserCustomToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsBedrockUserCustomToolResultEventContentUnion() {
}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsBedrockUserCustomToolResultEventContentUnion() {
}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsBedrockUserCustomToolResultEventContentUnion() {
}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsBedrockUserCustomToolResultEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) AsAny() anyBetaManagedAgentsBedrockUserCustomToolResultEventContent {
	switch u.Type {
	case "text":
		return u.AsText()
	case "image":
		return u.AsImage()
	case "document":
		return u.AsDocument()
	case "search_result":
		return u.AsSearchResult()
	}
	return nil
}

func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockUserCustomToolResultEventContentUnionSource is an
// implicit subunion of
// [BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion].
// BetaManagedAgentsBedrockUserCustomToolResultEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsBedrockUserCustomToolResultEventContentUnionSource struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString  string `json:",inline"`
	Data      string `json:"data"`
	MediaType string `json:"media_type"`
	Type      string `json:"type"`
	URL       string `json:"url"`
	FileID    string `json:"file_id"`
	JSON      struct {
		OfString  respjson.Field
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockUserCustomToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A stored `user.define_outcome` event. It holds the server-generated `outcome_id`
// that the `span.outcome_evaluation_*` events reference. Amazon Bedrock does not
// support outcomes: a request that sends this event fails with a 400 error. When
// the error has details, `error.details.error_code` is
// `feature_unsupported_on_platform`.
type BetaManagedAgentsBedrockUserDefineOutcomeEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// What the agent should produce. Copied from the input event.
	Description string `json:"description" api:"required"`
	// Evaluate-then-revise cycles before giving up. Null when the input event set
	// none.
	MaxIterations int64 `json:"max_iterations" api:"required"`
	// Server-generated `outc_` ID for this outcome. Referenced by
	// `span.outcome_evaluation_*` events and the session's `outcome_evaluations` list.
	OutcomeID string `json:"outcome_id" api:"required"`
	// The arrival time while the outcome waits, then the time the server processed the
	// event.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// How to grade the outcome.
	Rubric BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion `json:"rubric" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.UserDefineOutcome           `json:"type" default:"user.define_outcome"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Description   respjson.Field
		MaxIterations respjson.Field
		OutcomeID     respjson.Field
		ProcessedAt   respjson.Field
		Rubric        respjson.Field
		SentBy        respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserDefineOutcomeEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserDefineOutcomeEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion contains all possible
// properties and values from [BetaManagedAgentsFileRubric],
// [BetaManagedAgentsTextRubric].
//
// Use the [BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion struct {
	// This field is from variant [BetaManagedAgentsFileRubric].
	FileID string `json:"file_id"`
	// Any of "file", "text".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsTextRubric].
	Content string `json:"content"`
	JSON    struct {
		FileID  respjson.Field
		Type    respjson.Field
		Content respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockUserDefineOutcomeEventRubric is implemented by each
// variant of [BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion] to add
// type safety for the return type of
// [BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion.AsAny]
type anyBetaManagedAgentsBedrockUserDefineOutcomeEventRubric interface {
	implBetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion()
}

func (BetaManagedAgentsFileRubric) implBetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion() {}
func (BetaManagedAgentsTextRubric) implBetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsFileRubric:
//	case anthropic.BetaManagedAgentsTextRubric:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion) AsAny() anyBetaManagedAgentsBedrockUserDefineOutcomeEventRubric {
	switch u.Type {
	case "file":
		return u.AsFile()
	case "text":
		return u.AsText()
	}
	return nil
}

func (u BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion) AsFile() (v BetaManagedAgentsFileRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion) AsText() (v BetaManagedAgentsTextRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An interrupt event that pauses agent execution and returns control to the user.
type BetaManagedAgentsBedrockUserInterruptEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.UserInterrupt               `json:"type" default:"user.interrupt"`
	// Timestamp when the interrupt was processed. Omitted while the event is queued.
	ProcessedAt time.Time `json:"processed_at" format:"date-time"`
	// If absent, interrupts every non-archived thread in a multiagent session (or the
	// primary alone in a single-agent session). If present, interrupts only the named
	// thread.
	SessionThreadID string `json:"session_thread_id"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		SentBy          respjson.Field
		Type            respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserInterruptEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserInterruptEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An answer to an `agent.mcp_elicitation`, as the service returns it. The event
// list holds only the answer that the service applied. The response to your
// send-events request holds this event for every answer, even for an answer that
// the service did not apply.
type BetaManagedAgentsBedrockUserMCPElicitationResponseEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The id of the `agent.mcp_elicitation` event that this answers.
	MCPElicitationID string `json:"mcp_elicitation_id" api:"required"`
	// Timestamp when the service applied the answer. Null until then, so it is always
	// null in the response to your send-events request.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// The answer. More types can be added: if you read a type that you do not
	// recognize, treat the elicitation as answered.
	Response BetaManagedAgentsBedrockMCPElicitationResponseUnion `json:"response" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	// The id of the child thread that waited. Null if the primary thread made the
	// call. It can also be null in the response to your send-events request, for an
	// answer that the service did not apply. This event is in the primary thread's
	// stream.
	SessionThreadID string                              `json:"session_thread_id" api:"required"`
	Type            constant.UserMCPElicitationResponse `json:"type" default:"user.mcp_elicitation_response"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID               respjson.Field
		MCPElicitationID respjson.Field
		ProcessedAt      respjson.Field
		Response         respjson.Field
		SentBy           respjson.Field
		SessionThreadID  respjson.Field
		Type             respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for answering an `agent.mcp_elicitation` event. Your application must
// send it while signed in as the person who created the session. Signing in at the
// link does not complete a consent: after it, the browser returns to your
// application, and your application reports that return on a route that AWS
// defines, with the credentials of whoever is signed in to your application in
// that browser.
//
// Send `accept` after that step, or in the other cases that `accept` lists. Amazon
// Bedrock can also send `accept` after that step, as the person. A second answer
// has no effect, so your application can always send its own. Send `decline` if
// the person says no, and `cancel` if the person leaves without choosing. An
// answer, an interrupt, an archive or a delete does not disable the link or take
// back a consent.
//
// The service applies only the first answer. A 200 response does not show that the
// service applied your answer. On a session that accepts events, a repeated answer
// gets a 200 response, and so does an answer after the call has ended. To find the
// applied answer, look in the session's event list, not a child thread's, for an
// event with this `mcp_elicitation_id`. If there is none, the elicitation still
// waits only if its id is in `stop_reason.event_ids` of the latest status event of
// a thread that is not `terminated`.
//
// A send-events request that holds this event can also hold other
// `user.mcp_elicitation_response` events and `user.interrupt` events, and fails
// with a 400 error if it holds any other type. Events apply in the order sent, so
// an `accept` followed by a `user.interrupt` that reaches the thread makes no tool
// call. If the service does not support MCP elicitation, a request that holds this
// event fails with a 400 error.
//
// The properties MCPElicitationID, Response, Type are required.
type BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams struct {
	// The id of the `agent.mcp_elicitation` event to answer. 1-128 characters,
	// starting with `sevt_`. An id that matches no such event in the session fails
	// with a 400 error. When the error has details, `error.details.error_code` is
	// `mcp_elicitation_not_found`.
	MCPElicitationID string `json:"mcp_elicitation_id" api:"required"`
	// The answer, as an object with `type` set to `accept`, `decline` or `cancel`, for
	// example `{"type": "accept"}`.
	Response BetaManagedAgentsBedrockMCPElicitationResponseUnionParam `json:"response,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as
	// "user.mcp_elicitation_response".
	Type constant.UserMCPElicitationResponse `json:"type" default:"user.mcp_elicitation_response"`
	paramObj
}

func (r BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockUserMCPElicitationResponseEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A user message event in the session conversation.
type BetaManagedAgentsBedrockUserMessageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Array of content blocks comprising the user message.
	Content []BetaManagedAgentsBedrockUserMessageEventContentUnion `json:"content" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.UserMessage                 `json:"type" default:"user.message"`
	// Timestamp when the agent finished processing this message. Omitted while the
	// event is queued.
	ProcessedAt time.Time `json:"processed_at" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Content     respjson.Field
		SentBy      respjson.Field
		Type        respjson.Field
		ProcessedAt respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockUserMessageEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsBedrockUserMessageEventContentUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockUserMessageEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "redacted".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion]
	Source BetaManagedAgentsBedrockUserMessageEventContentUnionSource `json:"source"`
	// This field is from variant [BetaManagedAgentsDocumentBlock].
	Context string `json:"context"`
	// This field is from variant [BetaManagedAgentsDocumentBlock].
	Title string `json:"title"`
	JSON  struct {
		Text    respjson.Field
		Type    respjson.Field
		Source  respjson.Field
		Context respjson.Field
		Title   respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockUserMessageEventContent is implemented by each
// variant of [BetaManagedAgentsBedrockUserMessageEventContentUnion] to add type
// safety for the return type of
// [BetaManagedAgentsBedrockUserMessageEventContentUnion.AsAny]
type anyBetaManagedAgentsBedrockUserMessageEventContent interface {
	implBetaManagedAgentsBedrockUserMessageEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsBedrockUserMessageEventContentUnion()     {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsBedrockUserMessageEventContentUnion()    {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsBedrockUserMessageEventContentUnion() {}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsBedrockUserMessageEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockUserMessageEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) AsAny() anyBetaManagedAgentsBedrockUserMessageEventContent {
	switch u.Type {
	case "text":
		return u.AsText()
	case "image":
		return u.AsImage()
	case "document":
		return u.AsDocument()
	case "redacted":
		return u.AsRedacted()
	}
	return nil
}

func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockUserMessageEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockUserMessageEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockUserMessageEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsBedrockUserMessageEventContentUnion].
// BetaManagedAgentsBedrockUserMessageEventContentUnionSource provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockUserMessageEventContentUnion].
type BetaManagedAgentsBedrockUserMessageEventContentUnionSource struct {
	Data      string `json:"data"`
	MediaType string `json:"media_type"`
	Type      string `json:"type"`
	URL       string `json:"url"`
	FileID    string `json:"file_id"`
	JSON      struct {
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockUserMessageEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for sending a user message to the session.
//
// The properties Content, Type are required.
type BetaManagedAgentsBedrockUserMessageEventParams struct {
	// Array of content blocks for the user message.
	Content []BetaManagedAgentsBedrockUserContentBlockUnionParam `json:"content,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "user.message".
	Type constant.UserMessage `json:"type" default:"user.message"`
	paramObj
}

func (r BetaManagedAgentsBedrockUserMessageEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockUserMessageEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockUserMessageEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A tool confirmation event that approves or denies a pending tool execution.
type BetaManagedAgentsBedrockUserToolConfirmationEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The confirmation result: 'allow' or 'deny'.
	//
	// Any of "allow", "deny".
	Result BetaManagedAgentsBedrockUserToolConfirmationEventResult `json:"result" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result
	// corresponds to, which can be found in the last `session.status_idle` event's
	// `stop_reason.event_ids` field.
	ToolUseID string                        `json:"tool_use_id" api:"required"`
	Type      constant.UserToolConfirmation `json:"type" default:"user.tool_confirmation"`
	// Message providing context for a 'deny' decision.
	DenyMessage string `json:"deny_message"`
	// Timestamp when the confirmation was processed. Omitted while the event is
	// queued.
	ProcessedAt time.Time `json:"processed_at" format:"date-time"`
	// Set by the server to the subagent thread this confirmation was routed to.
	// Omitted when it was routed to the primary thread.
	SessionThreadID string `json:"session_thread_id"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		Result          respjson.Field
		SentBy          respjson.Field
		ToolUseID       respjson.Field
		Type            respjson.Field
		DenyMessage     respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockUserToolConfirmationEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockUserToolConfirmationEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The confirmation result: 'allow' or 'deny'.
type BetaManagedAgentsBedrockUserToolConfirmationEventResult string

const (
	BetaManagedAgentsBedrockUserToolConfirmationEventResultAllow BetaManagedAgentsBedrockUserToolConfirmationEventResult = "allow"
	BetaManagedAgentsBedrockUserToolConfirmationEventResultDeny  BetaManagedAgentsBedrockUserToolConfirmationEventResult = "deny"
)

// The `mount_path` of an `s3_mount` or `s3_object` is at, above, or under a mount
// the sandbox already holds. An `s3_object` under storage kept for this session
// alone, such as AgentCore session storage, is not a conflict. A retry cannot
// clear the conflict: create a new session with another path, or change the
// sandbox.
type BetaManagedAgentsMountPathConflictErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The `mount_path` of the entry that failed. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Create a new session with
	// another path, or change the sandbox. This error can end a running turn with the
	// stop reason `retries_exhausted`. If the session is already idle, it keeps its
	// stop reason, and no `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.MountPathConflictError                               `json:"type" default:"mount_path_conflict_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMountPathConflictErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMountPathConflictErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMountPathConflictErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsMountPathConflictErrorObjectRetryStatus interface {
	implBetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsMountPathConflictErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsMountPathConflictErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// S3 refused the sandbox's execution role, or the bucket does not belong to the
// account that created the session. No tool runs in the sandbox until it starts
// successfully.
type BetaManagedAgentsS3AccessDeniedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The `mount_path` of the entry that failed. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Fix the cause before trying
	// again. This error can end a running turn with the stop reason
	// `retries_exhausted`. To retry, send a new message, which tries the mounts and
	// copies again. Messages the session already accepted are kept, so do not send
	// them again. If the session is already idle, it keeps its stop reason, and no
	// `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.S3AccessDeniedError                               `json:"type" default:"s3_access_denied_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3AccessDeniedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3AccessDeniedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatus is implemented by each
// variant of [BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatus interface {
	implBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsS3AccessDeniedErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsS3AccessDeniedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A copy failed, and no more specific error type describes the cause. An object
// over the `s3_object` size limits is one such cause. No tool runs in the sandbox
// until it starts successfully.
type BetaManagedAgentsS3CopyErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The `mount_path` of the entry that failed. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Fix the cause before trying
	// again. This error can end a running turn with the stop reason
	// `retries_exhausted`. To retry, send a new message, which tries the mounts and
	// copies again. Messages the session already accepted are kept, so do not send
	// them again. If the session is already idle, it keeps its stop reason, and no
	// `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.S3CopyError                               `json:"type" default:"s3_copy_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3CopyErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3CopyErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsS3CopyErrorObjectRetryStatus is implemented by each variant
// of [BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion] to add type safety for
// the return type of [BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsS3CopyErrorObjectRetryStatus interface {
	implBetaManagedAgentsS3CopyErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsS3CopyErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsS3CopyErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsS3CopyErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsS3CopyErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsS3CopyErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A mount failed, and no more specific error type describes the cause. It can also
// be sent, with a null `path`, when the sandbox is not ready in time. No tool runs
// in the sandbox until it starts successfully.
type BetaManagedAgentsS3MountErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The `mount_path` of the entry that failed. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Fix the cause, if there is
	// one, before trying again. This error can end a running turn with the stop reason
	// `retries_exhausted`. To retry, send a new message, which tries the mounts and
	// copies again. Messages the session already accepted are kept, so do not send
	// them again. If the session is already idle, it keeps its stop reason, and no
	// `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsS3MountErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.S3MountError                               `json:"type" default:"s3_mount_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3MountErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3MountErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsS3MountErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsS3MountErrorObjectRetryStatusUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsS3MountErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsS3MountErrorObjectRetryStatus is implemented by each variant
// of [BetaManagedAgentsS3MountErrorObjectRetryStatusUnion] to add type safety for
// the return type of [BetaManagedAgentsS3MountErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsS3MountErrorObjectRetryStatus interface {
	implBetaManagedAgentsS3MountErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsS3MountErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsS3MountErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsS3MountErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsS3MountErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsS3MountErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsS3MountErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The bucket of a mount, or the object of a copy, does not exist. No tool runs in
// the sandbox until it starts successfully.
type BetaManagedAgentsS3NotFoundErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The `mount_path` of the entry that failed. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Fix the cause before trying
	// again. This error can end a running turn with the stop reason
	// `retries_exhausted`. To retry, send a new message, which tries the mounts and
	// copies again. Messages the session already accepted are kept, so do not send
	// them again. If the session is already idle, it keeps its stop reason, and no
	// `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.S3NotFoundError                               `json:"type" default:"s3_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3NotFoundErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3NotFoundErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsS3NotFoundErrorObjectRetryStatus is implemented by each
// variant of [BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion] to add type
// safety for the return type of
// [BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsS3NotFoundErrorObjectRetryStatus interface {
	implBetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsS3NotFoundErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsS3NotFoundErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Events that were successfully sent to the session.
type BetaManagedAgentsSendBedrockSessionEvents struct {
	// Sent events
	Data []BetaManagedAgentsBedrockInputEventUnion `json:"data" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSendBedrockSessionEvents) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSendBedrockSessionEvents) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionEventsUnion contains all possible
// properties and values from [BetaManagedAgentsBedrockUserMessageEvent],
// [BetaManagedAgentsBedrockUserInterruptEvent],
// [BetaManagedAgentsBedrockUserToolConfirmationEvent],
// [BetaManagedAgentsBedrockUserCustomToolResultEvent],
// [BetaManagedAgentsBedrockUserDefineOutcomeEvent],
// [BetaManagedAgentsUserToolResultEvent],
// [BetaManagedAgentsBedrockSystemMessageEvent],
// [BetaManagedAgentsAgentCustomToolUseEvent],
// [BetaManagedAgentsAgentMessageEvent], [BetaManagedAgentsAgentThinkingEvent],
// [BetaManagedAgentsAgentMCPToolUseEvent],
// [BetaManagedAgentsBedrockAgentMCPToolResultEvent],
// [BetaManagedAgentsAgentToolUseEvent],
// [BetaManagedAgentsBedrockAgentToolResultEvent],
// [BetaManagedAgentsAgentThreadMessageReceivedEvent],
// [BetaManagedAgentsAgentThreadMessageSentEvent],
// [BetaManagedAgentsAgentThreadContextCompactedEvent],
// [BetaManagedAgentsBedrockSessionErrorEvent],
// [BetaManagedAgentsSessionStatusRescheduledEvent],
// [BetaManagedAgentsSessionStatusRunningEvent],
// [BetaManagedAgentsSessionStatusIdleEvent],
// [BetaManagedAgentsSessionStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadCreatedEvent],
// [BetaManagedAgentsSessionThreadStatusRunningEvent],
// [BetaManagedAgentsSessionThreadStatusIdleEvent],
// [BetaManagedAgentsSessionThreadStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadStatusRescheduledEvent],
// [BetaManagedAgentsBedrockSessionUpdatedEvent],
// [BetaManagedAgentsSessionDeletedEvent], [BetaManagedAgentsSessionUsageEvent],
// [BetaManagedAgentsBedrockAgentMCPElicitationEvent],
// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent],
// [BetaManagedAgentsSpanModelRequestStartEvent],
// [BetaManagedAgentsSpanModelRequestEndEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationStartEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationEndEvent], [BetaManagedAgentsStartEvent],
// [BetaManagedAgentsDeltaEvent].
//
// Use the [BetaManagedAgentsStreamBedrockSessionEventsUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsStreamBedrockSessionEventsUnion struct {
	ID string `json:"id"`
	// This field is a union of
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion],
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsUserToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock],
	// [[]BetaManagedAgentsAgentMessageEventContentUnion],
	// [[]BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion],
	// [[]BetaManagedAgentsBedrockAgentToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion]
	Content BetaManagedAgentsStreamBedrockSessionEventsUnionContent `json:"content"`
	// This field is from variant [BetaManagedAgentsBedrockUserMessageEvent].
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "user.define_outcome", "user.tool_result",
	// "system.message", "agent.custom_tool_use", "agent.message", "agent.thinking",
	// "agent.mcp_tool_use", "agent.mcp_tool_result", "agent.tool_use",
	// "agent.tool_result", "agent.thread_message_received",
	// "agent.thread_message_sent", "agent.thread_context_compacted", "session.error",
	// "session.status_rescheduled", "session.status_running", "session.status_idle",
	// "session.status_terminated", "session.thread_created",
	// "session.thread_status_running", "session.thread_status_idle",
	// "session.thread_status_terminated", "session.thread_status_rescheduled",
	// "session.updated", "session.deleted", "session.usage", "agent.mcp_elicitation",
	// "user.mcp_elicitation_response", "span.model_request_start",
	// "span.model_request_end", "span.outcome_evaluation_start",
	// "span.outcome_evaluation_ongoing", "span.outcome_evaluation_end", "event_start",
	// "event_delta".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	Result          string    `json:"result"`
	ToolUseID       string    `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsBedrockUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	IsError         bool   `json:"is_error"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	MaxIterations int64  `json:"max_iterations"`
	OutcomeID     string `json:"outcome_id"`
	// This field is from variant [BetaManagedAgentsBedrockUserDefineOutcomeEvent].
	Rubric        BetaManagedAgentsBedrockUserDefineOutcomeEventRubricUnion `json:"rubric"`
	Input         any                                                       `json:"input"`
	Name          string                                                    `json:"name"`
	MCPServerName string                                                    `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	Evaluation   BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	MCPToolUseID string                                    `json:"mcp_tool_use_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromSessionThreadID string `json:"from_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromAgentName string `json:"from_agent_name"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToSessionThreadID string `json:"to_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToAgentName string `json:"to_agent_name"`
	// This field is from variant [BetaManagedAgentsBedrockSessionErrorEvent].
	Error BetaManagedAgentsBedrockSessionErrorEventErrorUnion `json:"error"`
	// This field is from variant [BetaManagedAgentsSessionStatusIdleEvent].
	StopDetails BetaManagedAgentsSessionRefusalStopDetails `json:"stop_details"`
	// This field is a union of
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion]
	StopReason BetaManagedAgentsStreamBedrockSessionEventsUnionStopReason `json:"stop_reason"`
	AgentName  string                                                     `json:"agent_name"`
	// This field is from variant [BetaManagedAgentsSessionThreadCreatedEvent].
	WorkflowRunID string `json:"workflow_run_id"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Agent BetaManagedAgentsBedrockSessionAgent `json:"agent"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Budget BetaManagedAgentsBudgetLimit `json:"budget"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Metadata map[string]string `json:"metadata"`
	// This field is from variant [BetaManagedAgentsBedrockSessionUpdatedEvent].
	Title string `json:"title"`
	// This field is a union of [BetaManagedAgentsSessionUsageSnapshot],
	// [BetaManagedAgentsSpanModelUsage]
	Usage BetaManagedAgentsStreamBedrockSessionEventsUnionUsage `json:"usage"`
	// This field is from variant [BetaManagedAgentsBedrockAgentMCPElicitationEvent].
	Request BetaManagedAgentsBedrockMCPElicitationRequestUnion `json:"request"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	MCPElicitationID string `json:"mcp_elicitation_id"`
	// This field is from variant
	// [BetaManagedAgentsBedrockUserMCPElicitationResponseEvent].
	Response BetaManagedAgentsBedrockMCPElicitationResponseUnion `json:"response"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelRequestStartID string `json:"model_request_start_id"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelUsage BetaManagedAgentsSpanModelUsage `json:"model_usage"`
	Iteration  int64                           `json:"iteration"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	Explanation string `json:"explanation"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	OutcomeEvaluationStartID string `json:"outcome_evaluation_start_id"`
	// This field is from variant [BetaManagedAgentsStartEvent].
	Event BetaManagedAgentsStartEventPreviewUnion `json:"event"`
	// This field is from variant [BetaManagedAgentsDeltaEvent].
	Delta BetaManagedAgentsDeltaContent `json:"delta"`
	// This field is from variant [BetaManagedAgentsDeltaEvent].
	EventID string `json:"event_id"`
	JSON    struct {
		ID                       respjson.Field
		Content                  respjson.Field
		SentBy                   respjson.Field
		Type                     respjson.Field
		ProcessedAt              respjson.Field
		SessionThreadID          respjson.Field
		Result                   respjson.Field
		ToolUseID                respjson.Field
		DenyMessage              respjson.Field
		CustomToolUseID          respjson.Field
		IsError                  respjson.Field
		Description              respjson.Field
		MaxIterations            respjson.Field
		OutcomeID                respjson.Field
		Rubric                   respjson.Field
		Input                    respjson.Field
		Name                     respjson.Field
		MCPServerName            respjson.Field
		EvaluatedPermission      respjson.Field
		Evaluation               respjson.Field
		MCPToolUseID             respjson.Field
		FromSessionThreadID      respjson.Field
		FromAgentName            respjson.Field
		ToSessionThreadID        respjson.Field
		ToAgentName              respjson.Field
		Error                    respjson.Field
		StopDetails              respjson.Field
		StopReason               respjson.Field
		AgentName                respjson.Field
		WorkflowRunID            respjson.Field
		Agent                    respjson.Field
		Budget                   respjson.Field
		Metadata                 respjson.Field
		Title                    respjson.Field
		Usage                    respjson.Field
		Request                  respjson.Field
		MCPElicitationID         respjson.Field
		Response                 respjson.Field
		ModelRequestStartID      respjson.Field
		ModelUsage               respjson.Field
		Iteration                respjson.Field
		Explanation              respjson.Field
		OutcomeEvaluationStartID respjson.Field
		Event                    respjson.Field
		Delta                    respjson.Field
		EventID                  respjson.Field
		raw                      string
	} `json:"-"`
}

// anyBetaManagedAgentsStreamBedrockSessionEvents is implemented by each variant of
// [BetaManagedAgentsStreamBedrockSessionEventsUnion] to add type safety for the
// return type of [BetaManagedAgentsStreamBedrockSessionEventsUnion.AsAny]
type anyBetaManagedAgentsStreamBedrockSessionEvents interface {
	implBetaManagedAgentsStreamBedrockSessionEventsUnion()
}

func (BetaManagedAgentsBedrockUserMessageEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockUserInterruptEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockUserToolConfirmationEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockUserCustomToolResultEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockUserDefineOutcomeEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}
func (BetaManagedAgentsBedrockSystemMessageEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentCustomToolUseEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentMessageEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion()    {}
func (BetaManagedAgentsAgentThinkingEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion()   {}
func (BetaManagedAgentsAgentMCPToolUseEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}
func (BetaManagedAgentsBedrockAgentMCPToolResultEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentToolUseEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}
func (BetaManagedAgentsBedrockAgentToolResultEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentThreadMessageReceivedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentThreadMessageSentEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsAgentThreadContextCompactedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockSessionErrorEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionStatusRescheduledEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionStatusRunningEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionStatusIdleEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionStatusTerminatedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadCreatedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusRunningEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusIdleEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusTerminatedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusRescheduledEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockSessionUpdatedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSessionDeletedEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}
func (BetaManagedAgentsSessionUsageEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion()   {}
func (BetaManagedAgentsBedrockAgentMCPElicitationEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSpanModelRequestStartEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSpanModelRequestEndEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationStartEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationEndEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {
}
func (BetaManagedAgentsStartEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}
func (BetaManagedAgentsDeltaEvent) implBetaManagedAgentsStreamBedrockSessionEventsUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsStreamBedrockSessionEventsUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockUserMessageEvent:
//	case anthropic.BetaManagedAgentsBedrockUserInterruptEvent:
//	case anthropic.BetaManagedAgentsBedrockUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsBedrockUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsBedrockUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsUserToolResultEvent:
//	case anthropic.BetaManagedAgentsBedrockSystemMessageEvent:
//	case anthropic.BetaManagedAgentsAgentCustomToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMessageEvent:
//	case anthropic.BetaManagedAgentsAgentThinkingEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolUseEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentMCPToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentToolUseEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageReceivedEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageSentEvent:
//	case anthropic.BetaManagedAgentsAgentThreadContextCompactedEvent:
//	case anthropic.BetaManagedAgentsBedrockSessionErrorEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadCreatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsBedrockSessionUpdatedEvent:
//	case anthropic.BetaManagedAgentsSessionDeletedEvent:
//	case anthropic.BetaManagedAgentsSessionUsageEvent:
//	case anthropic.BetaManagedAgentsBedrockAgentMCPElicitationEvent:
//	case anthropic.BetaManagedAgentsBedrockUserMCPElicitationResponseEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestStartEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestEndEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationStartEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationEndEvent:
//	case anthropic.BetaManagedAgentsStartEvent:
//	case anthropic.BetaManagedAgentsDeltaEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAny() anyBetaManagedAgentsStreamBedrockSessionEvents {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.interrupt":
		return u.AsUserInterrupt()
	case "user.tool_confirmation":
		return u.AsUserToolConfirmation()
	case "user.custom_tool_result":
		return u.AsUserCustomToolResult()
	case "user.define_outcome":
		return u.AsUserDefineOutcome()
	case "user.tool_result":
		return u.AsUserToolResult()
	case "system.message":
		return u.AsSystemMessage()
	case "agent.custom_tool_use":
		return u.AsAgentCustomToolUse()
	case "agent.message":
		return u.AsAgentMessage()
	case "agent.thinking":
		return u.AsAgentThinking()
	case "agent.mcp_tool_use":
		return u.AsAgentMCPToolUse()
	case "agent.mcp_tool_result":
		return u.AsAgentMCPToolResult()
	case "agent.tool_use":
		return u.AsAgentToolUse()
	case "agent.tool_result":
		return u.AsAgentToolResult()
	case "agent.thread_message_received":
		return u.AsAgentThreadMessageReceived()
	case "agent.thread_message_sent":
		return u.AsAgentThreadMessageSent()
	case "agent.thread_context_compacted":
		return u.AsAgentThreadContextCompacted()
	case "session.error":
		return u.AsSessionError()
	case "session.status_rescheduled":
		return u.AsSessionStatusRescheduled()
	case "session.status_running":
		return u.AsSessionStatusRunning()
	case "session.status_idle":
		return u.AsSessionStatusIdle()
	case "session.status_terminated":
		return u.AsSessionStatusTerminated()
	case "session.thread_created":
		return u.AsSessionThreadCreated()
	case "session.thread_status_running":
		return u.AsSessionThreadStatusRunning()
	case "session.thread_status_idle":
		return u.AsSessionThreadStatusIdle()
	case "session.thread_status_terminated":
		return u.AsSessionThreadStatusTerminated()
	case "session.thread_status_rescheduled":
		return u.AsSessionThreadStatusRescheduled()
	case "session.updated":
		return u.AsSessionUpdated()
	case "session.deleted":
		return u.AsSessionDeleted()
	case "session.usage":
		return u.AsSessionUsage()
	case "agent.mcp_elicitation":
		return u.AsAgentMCPElicitation()
	case "user.mcp_elicitation_response":
		return u.AsUserMCPElicitationResponse()
	case "span.model_request_start":
		return u.AsSpanModelRequestStart()
	case "span.model_request_end":
		return u.AsSpanModelRequestEnd()
	case "span.outcome_evaluation_start":
		return u.AsSpanOutcomeEvaluationStart()
	case "span.outcome_evaluation_ongoing":
		return u.AsSpanOutcomeEvaluationOngoing()
	case "span.outcome_evaluation_end":
		return u.AsSpanOutcomeEvaluationEnd()
	case "event_start":
		return u.AsEventStart()
	case "event_delta":
		return u.AsEventDelta()
	}
	return nil
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserMessage() (v BetaManagedAgentsBedrockUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserInterrupt() (v BetaManagedAgentsBedrockUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserToolConfirmation() (v BetaManagedAgentsBedrockUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserCustomToolResult() (v BetaManagedAgentsBedrockUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserDefineOutcome() (v BetaManagedAgentsBedrockUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSystemMessage() (v BetaManagedAgentsBedrockSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentCustomToolUse() (v BetaManagedAgentsAgentCustomToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentMCPToolUse() (v BetaManagedAgentsAgentMCPToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentMCPToolResult() (v BetaManagedAgentsBedrockAgentMCPToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentToolUse() (v BetaManagedAgentsAgentToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentToolResult() (v BetaManagedAgentsBedrockAgentToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentThreadMessageReceived() (v BetaManagedAgentsAgentThreadMessageReceivedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentThreadMessageSent() (v BetaManagedAgentsAgentThreadMessageSentEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentThreadContextCompacted() (v BetaManagedAgentsAgentThreadContextCompactedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionError() (v BetaManagedAgentsBedrockSessionErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionStatusRescheduled() (v BetaManagedAgentsSessionStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionStatusRunning() (v BetaManagedAgentsSessionStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionStatusIdle() (v BetaManagedAgentsSessionStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionStatusTerminated() (v BetaManagedAgentsSessionStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionThreadCreated() (v BetaManagedAgentsSessionThreadCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionThreadStatusRunning() (v BetaManagedAgentsSessionThreadStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionThreadStatusIdle() (v BetaManagedAgentsSessionThreadStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionThreadStatusTerminated() (v BetaManagedAgentsSessionThreadStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionThreadStatusRescheduled() (v BetaManagedAgentsSessionThreadStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionUpdated() (v BetaManagedAgentsBedrockSessionUpdatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionDeleted() (v BetaManagedAgentsSessionDeletedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSessionUsage() (v BetaManagedAgentsSessionUsageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsAgentMCPElicitation() (v BetaManagedAgentsBedrockAgentMCPElicitationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsUserMCPElicitationResponse() (v BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSpanModelRequestStart() (v BetaManagedAgentsSpanModelRequestStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSpanModelRequestEnd() (v BetaManagedAgentsSpanModelRequestEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSpanOutcomeEvaluationStart() (v BetaManagedAgentsSpanOutcomeEvaluationStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSpanOutcomeEvaluationOngoing() (v BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsSpanOutcomeEvaluationEnd() (v BetaManagedAgentsSpanOutcomeEvaluationEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsEventStart() (v BetaManagedAgentsStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) AsEventDelta() (v BetaManagedAgentsDeltaEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsStreamBedrockSessionEventsUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsStreamBedrockSessionEventsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionEventsUnionContent is an implicit subunion
// of [BetaManagedAgentsStreamBedrockSessionEventsUnion].
// BetaManagedAgentsStreamBedrockSessionEventsUnionContent provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionEventsUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsBedrockUserMessageEventContentArray
// OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray
// OfBetaManagedAgentsUserToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray
// OfBetaManagedAgentsAgentMessageEventContentArray
// OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray
// OfBetaManagedAgentsBedrockAgentToolResultEventContentArray
// OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray
// OfBetaManagedAgentsAgentThreadMessageSentEventContentArray]
type BetaManagedAgentsStreamBedrockSessionEventsUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsBedrockUserMessageEventContentArray []BetaManagedAgentsBedrockUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray []BetaManagedAgentsBedrockUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserToolResultEventContentArray []BetaManagedAgentsUserToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMessageEventContentArray []BetaManagedAgentsAgentMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray []BetaManagedAgentsBedrockAgentMCPToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsBedrockAgentToolResultEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsBedrockAgentToolResultEventContentArray []BetaManagedAgentsBedrockAgentToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray []BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageSentEventContentArray []BetaManagedAgentsAgentThreadMessageSentEventContentUnion `json:",inline"`
	JSON                                                       struct {
		OfBetaManagedAgentsBedrockUserMessageEventContentArray          respjson.Field
		OfBetaManagedAgentsBedrockUserCustomToolResultEventContentArray respjson.Field
		OfBetaManagedAgentsUserToolResultEventContentArray              respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                      respjson.Field
		OfBetaManagedAgentsAgentMessageEventContentArray                respjson.Field
		OfBetaManagedAgentsBedrockAgentMCPToolResultEventContentArray   respjson.Field
		OfBetaManagedAgentsBedrockAgentToolResultEventContentArray      respjson.Field
		OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray  respjson.Field
		OfBetaManagedAgentsAgentThreadMessageSentEventContentArray      respjson.Field
		raw                                                             string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamBedrockSessionEventsUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionEventsUnionStopReason is an implicit
// subunion of [BetaManagedAgentsStreamBedrockSessionEventsUnion].
// BetaManagedAgentsStreamBedrockSessionEventsUnionStopReason provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionEventsUnion].
type BetaManagedAgentsStreamBedrockSessionEventsUnionStopReason struct {
	Type string `json:"type"`
	// This field is from variant
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion].
	EventIDs []string `json:"event_ids"`
	JSON     struct {
		Type     respjson.Field
		EventIDs respjson.Field
		raw      string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamBedrockSessionEventsUnionStopReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionEventsUnionUsage is an implicit subunion of
// [BetaManagedAgentsStreamBedrockSessionEventsUnion].
// BetaManagedAgentsStreamBedrockSessionEventsUnionUsage provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionEventsUnion].
type BetaManagedAgentsStreamBedrockSessionEventsUnionUsage struct {
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ActiveSeconds float64 `json:"active_seconds"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	CacheCreation        BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	CacheReadInputTokens int64                               `json:"cache_read_input_tokens"`
	InputTokens          int64                               `json:"input_tokens"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ListCost     BetaMonetaryAmount `json:"list_cost"`
	OutputTokens int64              `json:"output_tokens"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	CacheCreationInputTokens int64 `json:"cache_creation_input_tokens"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	Speed BetaManagedAgentsSpanModelUsageSpeed `json:"speed"`
	JSON  struct {
		ActiveSeconds            respjson.Field
		CacheCreation            respjson.Field
		CacheReadInputTokens     respjson.Field
		InputTokens              respjson.Field
		ListCost                 respjson.Field
		OutputTokens             respjson.Field
		ServerToolUse            respjson.Field
		CacheCreationInputTokens respjson.Field
		Speed                    respjson.Field
		raw                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamBedrockSessionEventsUnionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// `working_directory` does not exist, and the user the session's tools run as may
// not create it. A retry cannot clear it: create a new session with another path,
// or change the sandbox.
type BetaManagedAgentsWorkingDirectoryErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// The session's `working_directory`. Null when it could not be identified.
	Path string `json:"path" api:"required"`
	// What the client should do next. Always `exhausted`. Create a new session with
	// another path, or change the sandbox. This error can end a running turn with the
	// stop reason `retries_exhausted`. If the session is already idle, it keeps its
	// stop reason, and no `session.status_idle` event follows.
	RetryStatus BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.WorkingDirectoryError                               `json:"type" default:"working_directory_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Path        respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkingDirectoryErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkingDirectoryErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatus interface {
	implBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsWorkingDirectoryErrorObjectRetryStatus {
	switch u.Type {
	case "retrying":
		return u.AsRetrying()
	case "exhausted":
		return u.AsExhausted()
	case "terminal":
		return u.AsTerminal()
	}
	return nil
}

func (u BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsWorkingDirectoryErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockSessionEventListParams struct {
	// Return events created after this time (exclusive). Compared against the event's
	// `processed_at` value.
	CreatedAtGt param.Opt[time.Time] `query:"created_at[gt],omitzero" format:"date-time" json:"-"`
	// Return events created at or after this time (inclusive). Compared against the
	// event's `processed_at` value.
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return events created before this time (exclusive). Compared against the event's
	// `processed_at` value.
	CreatedAtLt param.Opt[time.Time] `query:"created_at[lt],omitzero" format:"date-time" json:"-"`
	// Return events created at or before this time (inclusive). Compared against the
	// event's `processed_at` value.
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// Maximum results per page. Default 1000, maximum 1000.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response's `next_page`.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Sort direction for results, ordered by the event's `processed_at`. Defaults to
	// `asc` (chronological).
	//
	// Any of "asc", "desc".
	Order BetaBedrockSessionEventListParamsOrder `query:"order,omitzero" json:"-"`
	// Filter by event type. Values match the `type` field on returned events (for
	// example, `user.message` or `agent.tool_use`). Omit to return all event types. If
	// the service does not support MCP elicitation, a request that names
	// `agent.mcp_elicitation` or `user.mcp_elicitation_response` fails with a 400
	// error. Send the request again without those types.
	Types []BetaManagedAgentsBedrockSessionEventType `query:"types,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockSessionEventListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockSessionEventListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// Sort direction for results, ordered by the event's `processed_at`. Defaults to
// `asc` (chronological).
type BetaBedrockSessionEventListParamsOrder string

const (
	BetaBedrockSessionEventListParamsOrderAsc  BetaBedrockSessionEventListParamsOrder = "asc"
	BetaBedrockSessionEventListParamsOrderDesc BetaBedrockSessionEventListParamsOrder = "desc"
)

type BetaBedrockSessionEventSendParams struct {
	// Events to send to the `session`, applied in order. Maximum 1000 events.
	Events []BetaManagedAgentsBedrockEventParamsUnion `json:"events,omitzero" api:"required"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockSessionEventSendParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockSessionEventSendParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockSessionEventSendParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockSessionEventStreamParams struct {
	// When set, this connection also receives streaming deltas (`event_start`,
	// `event_delta`) while an event is being produced, before the event itself
	// arrives. Deltas are best-effort; when the final event is produced it carries the
	// complete content. A model request that ends early (an error or interrupt)
	// produces no final event — its terminal `span.model_request_end` closes the
	// preview. Accepts one or more event types to preview and may be repeated:
	// `agent.message` streams `content_delta` fragments; `agent.thinking` is
	// start-only — a signal that the agent has begun extended thinking, concluded by
	// the `agent.thinking` event itself. Only previews of the requested event types
	// are sent.
	EventDeltas []BetaManagedAgentsBedrockDeltaType `query:"event_deltas,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockSessionEventStreamParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockSessionEventStreamParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}
