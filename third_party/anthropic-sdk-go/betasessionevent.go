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

// BetaSessionEventService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaSessionEventService] method instead.
type BetaSessionEventService struct {
	Options []option.RequestOption
}

// NewBetaSessionEventService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaSessionEventService(opts ...option.RequestOption) (r BetaSessionEventService) {
	r = BetaSessionEventService{}
	r.Options = opts
	return
}

// List Events
func (r *BetaSessionEventService) List(ctx context.Context, sessionID string, params BetaSessionEventListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsSessionEventUnion], err error) {
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
	if !param.IsOmitted(params.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", params.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01"), option.WithResponseInto(&raw)}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/events", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
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
func (r *BetaSessionEventService) ListAutoPaging(ctx context.Context, sessionID string, params BetaSessionEventListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsSessionEventUnion] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, sessionID, params, opts...))
}

// Send Events
func (r *BetaSessionEventService) Send(ctx context.Context, sessionID string, params BetaSessionEventSendParams, opts ...option.RequestOption) (res *BetaManagedAgentsSendSessionEvents, err error) {
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
	if !param.IsOmitted(params.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", params.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/events", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.events.send", "/v1/sessions/{session_id}/events"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Stream Events
func (r *BetaSessionEventService) StreamEvents(ctx context.Context, sessionID string, params BetaSessionEventStreamParams, opts ...option.RequestOption) (stream *ssestream.Stream[BetaManagedAgentsStreamSessionEventsUnion]) {
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
	if !param.IsOmitted(params.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", params.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return ssestream.NewStream[BetaManagedAgentsStreamSessionEventsUnion](nil, err)
	}
	path := fmt.Sprintf("v1/sessions/%s/events/stream", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.events.stream", "/v1/sessions/{session_id}/events/stream", "event_deltas"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, params, &raw, opts...)
	return ssestream.NewStream[BetaManagedAgentsStreamSessionEventsUnion](ssestream.NewDecoder(raw), err)
}

// BetaManagedAgentsAgentAutoEvaluatedPermissionUnion contains all possible
// properties and values from [BetaManagedAgentsAgentAutoEvaluatedPermissionAllow],
// [BetaManagedAgentsAgentAutoEvaluatedPermissionAsk],
// [BetaManagedAgentsAgentAutoEvaluatedPermissionDeny].
//
// Use the [BetaManagedAgentsAgentAutoEvaluatedPermissionUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentAutoEvaluatedPermissionUnion struct {
	// Any of "allow", "ask", "deny".
	Type       string `json:"type"`
	ReasonCode string `json:"reason_code"`
	JSON       struct {
		Type       respjson.Field
		ReasonCode respjson.Field
		raw        string
	} `json:"-"`
}

// anyBetaManagedAgentsAgentAutoEvaluatedPermission is implemented by each variant
// of [BetaManagedAgentsAgentAutoEvaluatedPermissionUnion] to add type safety for
// the return type of [BetaManagedAgentsAgentAutoEvaluatedPermissionUnion.AsAny]
type anyBetaManagedAgentsAgentAutoEvaluatedPermission interface {
	implBetaManagedAgentsAgentAutoEvaluatedPermissionUnion()
}

func (BetaManagedAgentsAgentAutoEvaluatedPermissionAllow) implBetaManagedAgentsAgentAutoEvaluatedPermissionUnion() {
}
func (BetaManagedAgentsAgentAutoEvaluatedPermissionAsk) implBetaManagedAgentsAgentAutoEvaluatedPermissionUnion() {
}
func (BetaManagedAgentsAgentAutoEvaluatedPermissionDeny) implBetaManagedAgentsAgentAutoEvaluatedPermissionUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentAutoEvaluatedPermissionUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentAutoEvaluatedPermissionAllow:
//	case anthropic.BetaManagedAgentsAgentAutoEvaluatedPermissionAsk:
//	case anthropic.BetaManagedAgentsAgentAutoEvaluatedPermissionDeny:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) AsAny() anyBetaManagedAgentsAgentAutoEvaluatedPermission {
	switch u.Type {
	case "allow":
		return u.AsAllow()
	case "ask":
		return u.AsAsk()
	case "deny":
		return u.AsDeny()
	}
	return nil
}

func (u BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) AsAllow() (v BetaManagedAgentsAgentAutoEvaluatedPermissionAllow) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) AsAsk() (v BetaManagedAgentsAgentAutoEvaluatedPermissionAsk) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) AsDeny() (v BetaManagedAgentsAgentAutoEvaluatedPermissionDeny) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentAutoEvaluatedPermissionUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The server judged the invocation safe to execute without client approval.
type BetaManagedAgentsAgentAutoEvaluatedPermissionAllow struct {
	Type constant.Allow `json:"type" default:"allow"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentAutoEvaluatedPermissionAllow) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentAutoEvaluatedPermissionAllow) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The server reached no judgement; the invocation is held for client approval.
type BetaManagedAgentsAgentAutoEvaluatedPermissionAsk struct {
	// The judgement's grounds in registry-bound terms, for client branching and audit
	// rather than end-user display. Open registry; currently "indeterminate" (no
	// judgement was reached). Clients must tolerate values outside this set.
	ReasonCode string       `json:"reason_code" api:"required"`
	Type       constant.Ask `json:"type" default:"ask"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ReasonCode  respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentAutoEvaluatedPermissionAsk) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentAutoEvaluatedPermissionAsk) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The server judged the invocation high-risk, or reached no judgement and did not
// hold it for client approval (for example, because the organization is out of
// credits or has reached a spend limit); it does not execute and a synthetic error
// tool result is appended.
type BetaManagedAgentsAgentAutoEvaluatedPermissionDeny struct {
	// The judgement's grounds in registry-bound terms. Open registry; currently
	// "high_risk" (judged high-risk; the call does not run) and "indeterminate" (no
	// judgement was reached; the call does not run). Clients must tolerate values
	// outside this set.
	ReasonCode string        `json:"reason_code" api:"required"`
	Type       constant.Deny `json:"type" default:"deny"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ReasonCode  respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentAutoEvaluatedPermissionDeny) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentAutoEvaluatedPermissionDeny) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event emitted when the agent calls a custom tool. The session goes idle until
// the client sends a `user.custom_tool_result` event with the result. The client
// can send it as soon as this event arrives, without waiting for
// `session.status_idle`.
type BetaManagedAgentsAgentCustomToolUseEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Input parameters for the tool call.
	Input map[string]any `json:"input" api:"required"`
	// Name of the custom tool being called.
	Name string `json:"name" api:"required"`
	// Timestamp when this tool use was processed.
	ProcessedAt time.Time                   `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentCustomToolUse `json:"type" default:"agent.custom_tool_use"`
	// When set, this event was cross-posted from a subagent's thread to surface its
	// custom tool use on the primary thread's stream. Empty on the thread's own
	// events. Informational only: the server routes the matching
	// `user.custom_tool_result` by `custom_tool_use_id`, so clients do not send it
	// back.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		Input           respjson.Field
		Name            respjson.Field
		ProcessedAt     respjson.Field
		Type            respjson.Field
		SessionThreadID respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentCustomToolUseEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentCustomToolUseEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsAgentEvaluatedPermission string

const (
	BetaManagedAgentsAgentEvaluatedPermissionAllow BetaManagedAgentsAgentEvaluatedPermission = "allow"
	BetaManagedAgentsAgentEvaluatedPermissionAsk   BetaManagedAgentsAgentEvaluatedPermission = "ask"
	BetaManagedAgentsAgentEvaluatedPermissionDeny  BetaManagedAgentsAgentEvaluatedPermission = "deny"
)

// Event representing the result of an MCP tool execution.
type BetaManagedAgentsAgentMCPToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The id of the `agent.mcp_tool_use` event this result corresponds to.
	MCPToolUseID string `json:"mcp_tool_use_id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                   `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentMCPToolResult `json:"type" default:"agent.mcp_tool_result"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsAgentMCPToolResultEventContentUnion `json:"content"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID           respjson.Field
		MCPToolUseID respjson.Field
		ProcessedAt  respjson.Field
		Type         respjson.Field
		Content      respjson.Field
		IsError      respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentMCPToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentMCPToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentMCPToolResultEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsAgentMCPToolResultEventContentUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentMCPToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsAgentMCPToolResultEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsAgentMCPToolResultEventContent is implemented by each
// variant of [BetaManagedAgentsAgentMCPToolResultEventContentUnion] to add type
// safety for the return type of
// [BetaManagedAgentsAgentMCPToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsAgentMCPToolResultEventContent interface {
	implBetaManagedAgentsAgentMCPToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsAgentMCPToolResultEventContentUnion()     {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsAgentMCPToolResultEventContentUnion()    {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsAgentMCPToolResultEventContentUnion() {}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsAgentMCPToolResultEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentMCPToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) AsAny() anyBetaManagedAgentsAgentMCPToolResultEventContent {
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

func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentMCPToolResultEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentMCPToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentMCPToolResultEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsAgentMCPToolResultEventContentUnion].
// BetaManagedAgentsAgentMCPToolResultEventContentUnionSource provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsAgentMCPToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsAgentMCPToolResultEventContentUnionSource struct {
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

func (r *BetaManagedAgentsAgentMCPToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event emitted when the agent invokes a tool provided by an MCP server.
type BetaManagedAgentsAgentMCPToolUseEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Input parameters for the tool call.
	Input map[string]any `json:"input" api:"required"`
	// Name of the MCP server providing the tool.
	MCPServerName string `json:"mcp_server_name" api:"required"`
	// Name of the MCP tool being used.
	Name string `json:"name" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentMCPToolUse `json:"type" default:"agent.mcp_tool_use"`
	// The evaluated permission policy for this tool invocation.
	//
	// Any of "allow", "ask", "deny".
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// Which resolved permission_policy produced evaluated_permission: always_allow,
	// always_ask, or auto (with the server's per-invocation judgement). Absent only
	// when the server refused the call before any policy applied (for example, the
	// named tool is not enabled in the session); such a refusal has
	// evaluated_permission deny. An event recorded before this field existed reads as
	// the arm its evaluated_permission implies (always_allow for allow, always_ask for
	// ask).
	Evaluation BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	// When set, this event was cross-posted from a subagent's thread to surface its
	// permission request on the primary thread's stream. Empty on the thread's own
	// events. Informational only: the server routes the matching
	// `user.tool_confirmation` by `tool_use_id`, so clients do not send it back.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		Input               respjson.Field
		MCPServerName       respjson.Field
		Name                respjson.Field
		ProcessedAt         respjson.Field
		Type                respjson.Field
		EvaluatedPermission respjson.Field
		Evaluation          respjson.Field
		SessionThreadID     respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentMCPToolUseEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentMCPToolUseEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An agent response event in the session conversation.
type BetaManagedAgentsAgentMessageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Array of text blocks comprising the agent response.
	Content []BetaManagedAgentsAgentMessageEventContentUnion `json:"content" api:"required"`
	// Timestamp when this response was generated.
	ProcessedAt time.Time             `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentMessage `json:"type" default:"agent.message"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Content     respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentMessageEventContentUnion contains all possible properties
// and values from [BetaManagedAgentsTextBlock], [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsAgentMessageEventContentUnion.AsAny] method to switch
// on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentMessageEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "redacted".
	Type string `json:"type"`
	JSON struct {
		Text respjson.Field
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsAgentMessageEventContent is implemented by each variant of
// [BetaManagedAgentsAgentMessageEventContentUnion] to add type safety for the
// return type of [BetaManagedAgentsAgentMessageEventContentUnion.AsAny]
type anyBetaManagedAgentsAgentMessageEventContent interface {
	implBetaManagedAgentsAgentMessageEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsAgentMessageEventContentUnion()     {}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsAgentMessageEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentMessageEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentMessageEventContentUnion) AsAny() anyBetaManagedAgentsAgentMessageEventContent {
	switch u.Type {
	case "text":
		return u.AsText()
	case "redacted":
		return u.AsRedacted()
	}
	return nil
}

func (u BetaManagedAgentsAgentMessageEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentMessageEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentMessageEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentMessageEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates the agent is making forward progress via extended thinking. A progress
// signal, not a content carrier.
type BetaManagedAgentsAgentThinkingEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this thinking was produced.
	ProcessedAt time.Time              `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentThinking `json:"type" default:"agent.thinking"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentThinkingEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentThinkingEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates that context compaction (summarization) occurred during the session.
type BetaManagedAgentsAgentThreadContextCompactedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when compaction was processed.
	ProcessedAt time.Time                            `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentThreadContextCompacted `json:"type" default:"agent.thread_context_compacted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentThreadContextCompactedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentThreadContextCompactedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Delivery event written to the target thread's input stream when an
// agent-to-agent message arrives.
type BetaManagedAgentsAgentThreadMessageReceivedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Message content blocks.
	Content []BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion `json:"content" api:"required"`
	// Public `sthr_` ID of the thread that sent the message.
	FromSessionThreadID string `json:"from_session_thread_id" api:"required"`
	// Timestamp when the message was received.
	ProcessedAt time.Time                           `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentThreadMessageReceived `json:"type" default:"agent.thread_message_received"`
	// Name of the callable agent this message came from. Absent when received from the
	// primary agent.
	FromAgentName string `json:"from_agent_name" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		Content             respjson.Field
		FromSessionThreadID respjson.Field
		ProcessedAt         respjson.Field
		Type                respjson.Field
		FromAgentName       respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentThreadMessageReceivedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentThreadMessageReceivedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion contains all
// possible properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "redacted".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion]
	Source BetaManagedAgentsAgentThreadMessageReceivedEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsAgentThreadMessageReceivedEventContent is implemented by
// each variant of [BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion]
// to add type safety for the return type of
// [BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion.AsAny]
type anyBetaManagedAgentsAgentThreadMessageReceivedEventContent interface {
	implBetaManagedAgentsAgentThreadMessageReceivedEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsAgentThreadMessageReceivedEventContentUnion() {
}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsAgentThreadMessageReceivedEventContentUnion() {
}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsAgentThreadMessageReceivedEventContentUnion() {
}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsAgentThreadMessageReceivedEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) AsAny() anyBetaManagedAgentsAgentThreadMessageReceivedEventContent {
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

func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentThreadMessageReceivedEventContentUnionSource is an
// implicit subunion of
// [BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion].
// BetaManagedAgentsAgentThreadMessageReceivedEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion].
type BetaManagedAgentsAgentThreadMessageReceivedEventContentUnionSource struct {
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

func (r *BetaManagedAgentsAgentThreadMessageReceivedEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Observability event emitted to the sender's output stream when an agent-to-agent
// message is sent.
type BetaManagedAgentsAgentThreadMessageSentEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Message content blocks.
	Content []BetaManagedAgentsAgentThreadMessageSentEventContentUnion `json:"content" api:"required"`
	// Timestamp when the message was sent.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public `sthr_` ID of the thread the message was sent to.
	ToSessionThreadID string                          `json:"to_session_thread_id" api:"required"`
	Type              constant.AgentThreadMessageSent `json:"type" default:"agent.thread_message_sent"`
	// Name of the callable agent this message was sent to. Absent when sent to the
	// primary agent.
	ToAgentName string `json:"to_agent_name" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                respjson.Field
		Content           respjson.Field
		ProcessedAt       respjson.Field
		ToSessionThreadID respjson.Field
		Type              respjson.Field
		ToAgentName       respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentThreadMessageSentEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentThreadMessageSentEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentThreadMessageSentEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsAgentThreadMessageSentEventContentUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentThreadMessageSentEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "redacted".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion]
	Source BetaManagedAgentsAgentThreadMessageSentEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsAgentThreadMessageSentEventContent is implemented by each
// variant of [BetaManagedAgentsAgentThreadMessageSentEventContentUnion] to add
// type safety for the return type of
// [BetaManagedAgentsAgentThreadMessageSentEventContentUnion.AsAny]
type anyBetaManagedAgentsAgentThreadMessageSentEventContent interface {
	implBetaManagedAgentsAgentThreadMessageSentEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsAgentThreadMessageSentEventContentUnion()  {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsAgentThreadMessageSentEventContentUnion() {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsAgentThreadMessageSentEventContentUnion() {
}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsAgentThreadMessageSentEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentThreadMessageSentEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) AsAny() anyBetaManagedAgentsAgentThreadMessageSentEventContent {
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

func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentThreadMessageSentEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentThreadMessageSentEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentThreadMessageSentEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsAgentThreadMessageSentEventContentUnion].
// BetaManagedAgentsAgentThreadMessageSentEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsAgentThreadMessageSentEventContentUnion].
type BetaManagedAgentsAgentThreadMessageSentEventContentUnionSource struct {
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

func (r *BetaManagedAgentsAgentThreadMessageSentEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentToolEvaluationUnion contains all possible properties and
// values from [BetaManagedAgentsAgentToolEvaluationAlwaysAllow],
// [BetaManagedAgentsAgentToolEvaluationAlwaysAsk],
// [BetaManagedAgentsAgentToolEvaluationAuto].
//
// Use the [BetaManagedAgentsAgentToolEvaluationUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentToolEvaluationUnion struct {
	// Any of "always_allow", "always_ask", "auto".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsAgentToolEvaluationAuto].
	EvaluatedPermission BetaManagedAgentsAgentAutoEvaluatedPermissionUnion `json:"evaluated_permission"`
	JSON                struct {
		Type                respjson.Field
		EvaluatedPermission respjson.Field
		raw                 string
	} `json:"-"`
}

// anyBetaManagedAgentsAgentToolEvaluation is implemented by each variant of
// [BetaManagedAgentsAgentToolEvaluationUnion] to add type safety for the return
// type of [BetaManagedAgentsAgentToolEvaluationUnion.AsAny]
type anyBetaManagedAgentsAgentToolEvaluation interface {
	implBetaManagedAgentsAgentToolEvaluationUnion()
}

func (BetaManagedAgentsAgentToolEvaluationAlwaysAllow) implBetaManagedAgentsAgentToolEvaluationUnion() {
}
func (BetaManagedAgentsAgentToolEvaluationAlwaysAsk) implBetaManagedAgentsAgentToolEvaluationUnion() {
}
func (BetaManagedAgentsAgentToolEvaluationAuto) implBetaManagedAgentsAgentToolEvaluationUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentToolEvaluationUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentToolEvaluationAlwaysAllow:
//	case anthropic.BetaManagedAgentsAgentToolEvaluationAlwaysAsk:
//	case anthropic.BetaManagedAgentsAgentToolEvaluationAuto:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentToolEvaluationUnion) AsAny() anyBetaManagedAgentsAgentToolEvaluation {
	switch u.Type {
	case "always_allow":
		return u.AsAlwaysAllow()
	case "always_ask":
		return u.AsAlwaysAsk()
	case "auto":
		return u.AsAuto()
	}
	return nil
}

func (u BetaManagedAgentsAgentToolEvaluationUnion) AsAlwaysAllow() (v BetaManagedAgentsAgentToolEvaluationAlwaysAllow) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentToolEvaluationUnion) AsAlwaysAsk() (v BetaManagedAgentsAgentToolEvaluationAlwaysAsk) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentToolEvaluationUnion) AsAuto() (v BetaManagedAgentsAgentToolEvaluationAuto) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentToolEvaluationUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentToolEvaluationUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The resolved permission_policy was always_allow; accompanies
// evaluated_permission "allow".
type BetaManagedAgentsAgentToolEvaluationAlwaysAllow struct {
	Type constant.AlwaysAllow `json:"type" default:"always_allow"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentToolEvaluationAlwaysAllow) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentToolEvaluationAlwaysAllow) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The resolved permission_policy was always_ask; accompanies evaluated_permission
// "ask".
type BetaManagedAgentsAgentToolEvaluationAlwaysAsk struct {
	Type constant.AlwaysAsk `json:"type" default:"always_ask"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentToolEvaluationAlwaysAsk) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentToolEvaluationAlwaysAsk) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The resolved permission_policy was auto: the server judged this invocation
// individually.
type BetaManagedAgentsAgentToolEvaluationAuto struct {
	// The server's judgement for this invocation.
	EvaluatedPermission BetaManagedAgentsAgentAutoEvaluatedPermissionUnion `json:"evaluated_permission" api:"required"`
	Type                constant.Auto                                      `json:"type" default:"auto"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		EvaluatedPermission respjson.Field
		Type                respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentToolEvaluationAuto) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentToolEvaluationAuto) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event representing the result of an agent tool execution.
type BetaManagedAgentsAgentToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// The id of the `agent.tool_use` event this result corresponds to.
	ToolUseID string                   `json:"tool_use_id" api:"required"`
	Type      constant.AgentToolResult `json:"type" default:"agent.tool_result"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsAgentToolResultEventContentUnion `json:"content"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		ToolUseID   respjson.Field
		Type        respjson.Field
		Content     respjson.Field
		IsError     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentToolResultEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsAgentToolResultEventContentUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsAgentToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsAgentToolResultEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsAgentToolResultEventContent is implemented by each variant
// of [BetaManagedAgentsAgentToolResultEventContentUnion] to add type safety for
// the return type of [BetaManagedAgentsAgentToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsAgentToolResultEventContent interface {
	implBetaManagedAgentsAgentToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsAgentToolResultEventContentUnion()         {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsAgentToolResultEventContentUnion()        {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsAgentToolResultEventContentUnion()     {}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsAgentToolResultEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsAgentToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsAgentToolResultEventContentUnion) AsAny() anyBetaManagedAgentsAgentToolResultEventContent {
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

func (u BetaManagedAgentsAgentToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsAgentToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsAgentToolResultEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsAgentToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsAgentToolResultEventContentUnionSource is an implicit subunion
// of [BetaManagedAgentsAgentToolResultEventContentUnion].
// BetaManagedAgentsAgentToolResultEventContentUnionSource provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsAgentToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsAgentToolResultEventContentUnionSource struct {
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

func (r *BetaManagedAgentsAgentToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event emitted when the agent invokes a built-in agent tool.
type BetaManagedAgentsAgentToolUseEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Input parameters for the tool call.
	Input map[string]any `json:"input" api:"required"`
	// Name of the agent tool being used.
	Name string `json:"name" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time             `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.AgentToolUse `json:"type" default:"agent.tool_use"`
	// The evaluated permission policy for this tool invocation.
	//
	// Any of "allow", "ask", "deny".
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// Which resolved permission_policy produced evaluated_permission: always_allow,
	// always_ask, or auto (with the server's per-invocation judgement). Absent only
	// when the server refused the call before any policy applied (for example, the
	// named tool is not enabled in the session); such a refusal has
	// evaluated_permission deny. An event recorded before this field existed reads as
	// the arm its evaluated_permission implies (always_allow for allow, always_ask for
	// ask).
	Evaluation BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	// When set, this event was cross-posted from a subagent's thread to surface its
	// permission request on the primary thread's stream. Empty on the thread's own
	// events. Informational only: the server routes the matching
	// `user.tool_confirmation` or `user.tool_result` by `tool_use_id`, so clients do
	// not send it back.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		Input               respjson.Field
		Name                respjson.Field
		ProcessedAt         respjson.Field
		Type                respjson.Field
		EvaluatedPermission respjson.Field
		Evaluation          respjson.Field
		SessionThreadID     respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentToolUseEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentToolUseEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Base64-encoded document data.
type BetaManagedAgentsBase64DocumentSource struct {
	// Base64-encoded document data.
	Data string `json:"data" api:"required"`
	// MIME type of the document (e.g., "application/pdf").
	MediaType string          `json:"media_type" api:"required"`
	Type      constant.Base64 `json:"type" default:"base64"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		MediaType   respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBase64DocumentSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBase64DocumentSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBase64DocumentSource to a
// BetaManagedAgentsBase64DocumentSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBase64DocumentSourceParam.Overrides()
func (r BetaManagedAgentsBase64DocumentSource) ToParam() BetaManagedAgentsBase64DocumentSourceParam {
	return param.Override[BetaManagedAgentsBase64DocumentSourceParam](json.RawMessage(r.RawJSON()))
}

// Base64-encoded document data.
//
// The properties Data, MediaType, Type are required.
type BetaManagedAgentsBase64DocumentSourceParam struct {
	// Base64-encoded document data.
	Data string `json:"data" api:"required"`
	// MIME type of the document (e.g., "application/pdf").
	MediaType string `json:"media_type" api:"required"`
	// This field can be elided, and will marshal its zero value as "base64".
	Type constant.Base64 `json:"type" default:"base64"`
	paramObj
}

func (r BetaManagedAgentsBase64DocumentSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBase64DocumentSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBase64DocumentSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Base64-encoded image data.
type BetaManagedAgentsBase64ImageSource struct {
	// Base64-encoded image data.
	Data string `json:"data" api:"required"`
	// MIME type of the image (e.g., "image/png", "image/jpeg", "image/gif",
	// "image/webp").
	MediaType string          `json:"media_type" api:"required"`
	Type      constant.Base64 `json:"type" default:"base64"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		MediaType   respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBase64ImageSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBase64ImageSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBase64ImageSource to a
// BetaManagedAgentsBase64ImageSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBase64ImageSourceParam.Overrides()
func (r BetaManagedAgentsBase64ImageSource) ToParam() BetaManagedAgentsBase64ImageSourceParam {
	return param.Override[BetaManagedAgentsBase64ImageSourceParam](json.RawMessage(r.RawJSON()))
}

// Base64-encoded image data.
//
// The properties Data, MediaType, Type are required.
type BetaManagedAgentsBase64ImageSourceParam struct {
	// Base64-encoded image data.
	Data string `json:"data" api:"required"`
	// MIME type of the image (e.g., "image/png", "image/jpeg", "image/gif",
	// "image/webp").
	MediaType string `json:"media_type" api:"required"`
	// This field can be elided, and will marshal its zero value as "base64".
	Type constant.Base64 `json:"type" default:"base64"`
	paramObj
}

func (r BetaManagedAgentsBase64ImageSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBase64ImageSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBase64ImageSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The caller's organization or workspace cannot make model requests — out of
// credits or spend limit reached. Retrying with the same credentials will not
// succeed; the caller must resolve the billing state.
type BetaManagedAgentsBillingErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsBillingErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.BillingError                               `json:"type" default:"billing_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBillingErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBillingErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBillingErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsBillingErrorObjectRetryStatusUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBillingErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsBillingErrorObjectRetryStatus is implemented by each variant
// of [BetaManagedAgentsBillingErrorObjectRetryStatusUnion] to add type safety for
// the return type of [BetaManagedAgentsBillingErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsBillingErrorObjectRetryStatus interface {
	implBetaManagedAgentsBillingErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsBillingErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsBillingErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsBillingErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBillingErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBillingErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsBillingErrorObjectRetryStatus {
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

func (u BetaManagedAgentsBillingErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBillingErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBillingErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBillingErrorObjectRetryStatusUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBillingErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The turn stopped because the context was compacted the maximum number of times
// in a row without the model producing a message or a tool call, not because a
// request failed. The thread goes idle with `stop_reason: retries_exhausted` (a
// child thread then terminates); the next `user.message` starts a new turn.
type BetaManagedAgentsCompactionLimitReachedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.CompactionLimitReachedError                               `json:"type" default:"compaction_limit_reached_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCompactionLimitReachedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCompactionLimitReachedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the
// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatus is implemented
// by each variant of
// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion] to add type
// safety for the return type of
// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatus interface {
	implBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An `environment_variable` credential's `auth.networking.allowed_hosts` includes
// a host the environment's network policy does not permit.
type BetaManagedAgentsCredentialHostUnreachableErrorObject struct {
	// ID of the affected credential.
	CredentialID string `json:"credential_id" api:"required"`
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.CredentialHostUnreachableError                               `json:"type" default:"credential_host_unreachable_error"`
	// ID of the vault containing the affected credential.
	VaultID string `json:"vault_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		CredentialID respjson.Field
		Message      respjson.Field
		RetryStatus  respjson.Field
		Type         respjson.Field
		VaultID      respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCredentialHostUnreachableErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCredentialHostUnreachableErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion contains
// all possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the
// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatus is
// implemented by each variant of
// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatus interface {
	implBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatus {
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

func (u BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Document content, either specified directly as base64 data, as text, or as a
// reference via a URL.
type BetaManagedAgentsDocumentBlock struct {
	// The source of the document data.
	Source BetaManagedAgentsDocumentBlockSourceUnion `json:"source" api:"required"`
	Type   constant.Document                         `json:"type" default:"document"`
	// Additional context about the document for the model.
	Context string `json:"context" api:"nullable"`
	// The title of the document.
	Title string `json:"title" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Source      respjson.Field
		Type        respjson.Field
		Context     respjson.Field
		Title       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDocumentBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDocumentBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsDocumentBlock to a
// BetaManagedAgentsDocumentBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsDocumentBlockParam.Overrides()
func (r BetaManagedAgentsDocumentBlock) ToParam() BetaManagedAgentsDocumentBlockParam {
	return param.Override[BetaManagedAgentsDocumentBlockParam](json.RawMessage(r.RawJSON()))
}

// BetaManagedAgentsDocumentBlockSourceUnion contains all possible properties and
// values from [BetaManagedAgentsBase64DocumentSource],
// [BetaManagedAgentsPlainTextDocumentSource],
// [BetaManagedAgentsURLDocumentSource], [BetaManagedAgentsFileDocumentSource].
//
// Use the [BetaManagedAgentsDocumentBlockSourceUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDocumentBlockSourceUnion struct {
	Data      string `json:"data"`
	MediaType string `json:"media_type"`
	// Any of "base64", "text", "url", "file".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsURLDocumentSource].
	URL string `json:"url"`
	// This field is from variant [BetaManagedAgentsFileDocumentSource].
	FileID string `json:"file_id"`
	JSON   struct {
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsDocumentBlockSource is implemented by each variant of
// [BetaManagedAgentsDocumentBlockSourceUnion] to add type safety for the return
// type of [BetaManagedAgentsDocumentBlockSourceUnion.AsAny]
type anyBetaManagedAgentsDocumentBlockSource interface {
	implBetaManagedAgentsDocumentBlockSourceUnion()
}

func (BetaManagedAgentsBase64DocumentSource) implBetaManagedAgentsDocumentBlockSourceUnion()    {}
func (BetaManagedAgentsPlainTextDocumentSource) implBetaManagedAgentsDocumentBlockSourceUnion() {}
func (BetaManagedAgentsURLDocumentSource) implBetaManagedAgentsDocumentBlockSourceUnion()       {}
func (BetaManagedAgentsFileDocumentSource) implBetaManagedAgentsDocumentBlockSourceUnion()      {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDocumentBlockSourceUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBase64DocumentSource:
//	case anthropic.BetaManagedAgentsPlainTextDocumentSource:
//	case anthropic.BetaManagedAgentsURLDocumentSource:
//	case anthropic.BetaManagedAgentsFileDocumentSource:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDocumentBlockSourceUnion) AsAny() anyBetaManagedAgentsDocumentBlockSource {
	switch u.Type {
	case "base64":
		return u.AsBase64()
	case "text":
		return u.AsText()
	case "url":
		return u.AsURL()
	case "file":
		return u.AsFile()
	}
	return nil
}

func (u BetaManagedAgentsDocumentBlockSourceUnion) AsBase64() (v BetaManagedAgentsBase64DocumentSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDocumentBlockSourceUnion) AsText() (v BetaManagedAgentsPlainTextDocumentSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDocumentBlockSourceUnion) AsURL() (v BetaManagedAgentsURLDocumentSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDocumentBlockSourceUnion) AsFile() (v BetaManagedAgentsFileDocumentSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDocumentBlockSourceUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDocumentBlockSourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Document content, either specified directly as base64 data, as text, or as a
// reference via a URL.
//
// The properties Source, Type are required.
type BetaManagedAgentsDocumentBlockParam struct {
	// The source of the document data.
	Source BetaManagedAgentsDocumentBlockSourceUnionParam `json:"source,omitzero" api:"required"`
	// Additional context about the document for the model.
	Context param.Opt[string] `json:"context,omitzero"`
	// The title of the document.
	Title param.Opt[string] `json:"title,omitzero"`
	// This field can be elided, and will marshal its zero value as "document".
	Type constant.Document `json:"type" default:"document"`
	paramObj
}

func (r BetaManagedAgentsDocumentBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsDocumentBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsDocumentBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsDocumentBlockSourceUnionParam struct {
	OfBase64 *BetaManagedAgentsBase64DocumentSourceParam    `json:",omitzero,inline"`
	OfText   *BetaManagedAgentsPlainTextDocumentSourceParam `json:",omitzero,inline"`
	OfURL    *BetaManagedAgentsURLDocumentSourceParam       `json:",omitzero,inline"`
	OfFile   *BetaManagedAgentsFileDocumentSourceParam      `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsDocumentBlockSourceUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBase64, u.OfText, u.OfURL, u.OfFile)
}
func (u *BetaManagedAgentsDocumentBlockSourceUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsDocumentBlockSourceUnionParam) asAny() any {
	if !param.IsOmitted(u.OfBase64) {
		return u.OfBase64
	} else if !param.IsOmitted(u.OfText) {
		return u.OfText
	} else if !param.IsOmitted(u.OfURL) {
		return u.OfURL
	} else if !param.IsOmitted(u.OfFile) {
		return u.OfFile
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDocumentBlockSourceUnionParam) GetURL() *string {
	if vt := u.OfURL; vt != nil {
		return &vt.URL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDocumentBlockSourceUnionParam) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDocumentBlockSourceUnionParam) GetData() *string {
	if vt := u.OfBase64; vt != nil {
		return (*string)(&vt.Data)
	} else if vt := u.OfText; vt != nil {
		return (*string)(&vt.Data)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDocumentBlockSourceUnionParam) GetMediaType() *string {
	if vt := u.OfBase64; vt != nil {
		return (*string)(&vt.MediaType)
	} else if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.MediaType)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDocumentBlockSourceUnionParam) GetType() *string {
	if vt := u.OfBase64; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfURL; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfFile; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasessionevent_0() {
	apijson.RegisterUnion[BetaManagedAgentsDocumentBlockSourceUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsBase64DocumentSourceParam]("base64"),
		apijson.Discriminator[BetaManagedAgentsPlainTextDocumentSourceParam]("text"),
		apijson.Discriminator[BetaManagedAgentsURLDocumentSourceParam]("url"),
		apijson.Discriminator[BetaManagedAgentsFileDocumentSourceParam]("file"),
	)
}

func BetaManagedAgentsEventParamsOfUserMessage(content []BetaManagedAgentsUserMessageEventParamsContentUnion) BetaManagedAgentsEventParamsUnion {
	var userMessage BetaManagedAgentsUserMessageEventParams
	userMessage.Content = content
	return BetaManagedAgentsEventParamsUnion{OfUserMessage: &userMessage}
}

func BetaManagedAgentsEventParamsOfUserToolConfirmation(result BetaManagedAgentsUserToolConfirmationEventParamsResult, toolUseID string) BetaManagedAgentsEventParamsUnion {
	var userToolConfirmation BetaManagedAgentsUserToolConfirmationEventParams
	userToolConfirmation.Result = result
	userToolConfirmation.ToolUseID = toolUseID
	return BetaManagedAgentsEventParamsUnion{OfUserToolConfirmation: &userToolConfirmation}
}

func BetaManagedAgentsEventParamsOfUserCustomToolResult(customToolUseID string) BetaManagedAgentsEventParamsUnion {
	var userCustomToolResult BetaManagedAgentsUserCustomToolResultEventParams
	userCustomToolResult.CustomToolUseID = customToolUseID
	return BetaManagedAgentsEventParamsUnion{OfUserCustomToolResult: &userCustomToolResult}
}

func BetaManagedAgentsEventParamsOfUserDefineOutcome[
	T BetaManagedAgentsFileRubricParams | BetaManagedAgentsTextRubricParams,
](description string, rubric T) BetaManagedAgentsEventParamsUnion {
	var userDefineOutcome BetaManagedAgentsUserDefineOutcomeEventParams
	userDefineOutcome.Description = description
	switch v := any(rubric).(type) {
	case BetaManagedAgentsFileRubricParams:
		userDefineOutcome.Rubric.OfFile = &v
	case BetaManagedAgentsTextRubricParams:
		userDefineOutcome.Rubric.OfText = &v
	}
	return BetaManagedAgentsEventParamsUnion{OfUserDefineOutcome: &userDefineOutcome}
}

func BetaManagedAgentsEventParamsOfUserToolResult(toolUseID string) BetaManagedAgentsEventParamsUnion {
	var userToolResult BetaManagedAgentsUserToolResultEventParams
	userToolResult.ToolUseID = toolUseID
	return BetaManagedAgentsEventParamsUnion{OfUserToolResult: &userToolResult}
}

func BetaManagedAgentsEventParamsOfSystemMessage(content []BetaManagedAgentsSystemContentBlockParam) BetaManagedAgentsEventParamsUnion {
	var systemMessage BetaManagedAgentsSystemMessageEventParams
	systemMessage.Content = content
	return BetaManagedAgentsEventParamsUnion{OfSystemMessage: &systemMessage}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsEventParamsUnion struct {
	OfUserMessage          *BetaManagedAgentsUserMessageEventParams          `json:",omitzero,inline"`
	OfUserInterrupt        *BetaManagedAgentsUserInterruptEventParams        `json:",omitzero,inline"`
	OfUserToolConfirmation *BetaManagedAgentsUserToolConfirmationEventParams `json:",omitzero,inline"`
	OfUserCustomToolResult *BetaManagedAgentsUserCustomToolResultEventParams `json:",omitzero,inline"`
	OfUserDefineOutcome    *BetaManagedAgentsUserDefineOutcomeEventParams    `json:",omitzero,inline"`
	OfUserToolResult       *BetaManagedAgentsUserToolResultEventParams       `json:",omitzero,inline"`
	OfSystemMessage        *BetaManagedAgentsSystemMessageEventParams        `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsEventParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUserMessage,
		u.OfUserInterrupt,
		u.OfUserToolConfirmation,
		u.OfUserCustomToolResult,
		u.OfUserDefineOutcome,
		u.OfUserToolResult,
		u.OfSystemMessage)
}
func (u *BetaManagedAgentsEventParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsEventParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfUserMessage) {
		return u.OfUserMessage
	} else if !param.IsOmitted(u.OfUserInterrupt) {
		return u.OfUserInterrupt
	} else if !param.IsOmitted(u.OfUserToolConfirmation) {
		return u.OfUserToolConfirmation
	} else if !param.IsOmitted(u.OfUserCustomToolResult) {
		return u.OfUserCustomToolResult
	} else if !param.IsOmitted(u.OfUserDefineOutcome) {
		return u.OfUserDefineOutcome
	} else if !param.IsOmitted(u.OfUserToolResult) {
		return u.OfUserToolResult
	} else if !param.IsOmitted(u.OfSystemMessage) {
		return u.OfSystemMessage
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetSessionThreadID() *string {
	if vt := u.OfUserInterrupt; vt != nil && vt.SessionThreadID.Valid() {
		return &vt.SessionThreadID.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetResult() *string {
	if vt := u.OfUserToolConfirmation; vt != nil {
		return (*string)(&vt.Result)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetDenyMessage() *string {
	if vt := u.OfUserToolConfirmation; vt != nil && vt.DenyMessage.Valid() {
		return &vt.DenyMessage.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetCustomToolUseID() *string {
	if vt := u.OfUserCustomToolResult; vt != nil {
		return &vt.CustomToolUseID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetDescription() *string {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetRubric() *BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Rubric
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetMaxIterations() *int64 {
	if vt := u.OfUserDefineOutcome; vt != nil && vt.MaxIterations.Valid() {
		return &vt.MaxIterations.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetType() *string {
	if vt := u.OfUserMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserInterrupt; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserToolConfirmation; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserCustomToolResult; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserDefineOutcome; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserToolResult; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSystemMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetToolUseID() *string {
	if vt := u.OfUserToolConfirmation; vt != nil {
		return (*string)(&vt.ToolUseID)
	} else if vt := u.OfUserToolResult; vt != nil {
		return (*string)(&vt.ToolUseID)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsEventParamsUnion) GetIsError() *bool {
	if vt := u.OfUserCustomToolResult; vt != nil && vt.IsError.Valid() {
		return &vt.IsError.Value
	} else if vt := u.OfUserToolResult; vt != nil && vt.IsError.Valid() {
		return &vt.IsError.Value
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsEventParamsUnion) GetContent() (res betaManagedAgentsEventParamsUnionContent) {
	if vt := u.OfUserMessage; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfUserCustomToolResult; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfUserToolResult; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfSystemMessage; vt != nil {
		res.any = &vt.Content
	}
	return
}

// Can have the runtime types
// [*[]BetaManagedAgentsUserMessageEventParamsContentUnion],
// [*[]BetaManagedAgentsUserCustomToolResultEventParamsContentUnion],
// [*[]BetaManagedAgentsUserToolResultEventParamsContentUnion],
// [*[]BetaManagedAgentsSystemContentBlockParam]
type betaManagedAgentsEventParamsUnionContent struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsUserMessageEventParamsContentUnion:
//	case *[]anthropic.BetaManagedAgentsUserCustomToolResultEventParamsContentUnion:
//	case *[]anthropic.BetaManagedAgentsUserToolResultEventParamsContentUnion:
//	case *[]anthropic.BetaManagedAgentsSystemContentBlockParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsEventParamsUnionContent) AsAny() any { return u.any }

func troupeInit_betasessionevent_1() {
	apijson.RegisterUnion[BetaManagedAgentsEventParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsUserMessageEventParams]("user.message"),
		apijson.Discriminator[BetaManagedAgentsUserInterruptEventParams]("user.interrupt"),
		apijson.Discriminator[BetaManagedAgentsUserToolConfirmationEventParams]("user.tool_confirmation"),
		apijson.Discriminator[BetaManagedAgentsUserCustomToolResultEventParams]("user.custom_tool_result"),
		apijson.Discriminator[BetaManagedAgentsUserDefineOutcomeEventParams]("user.define_outcome"),
		apijson.Discriminator[BetaManagedAgentsUserToolResultEventParams]("user.tool_result"),
		apijson.Discriminator[BetaManagedAgentsSystemMessageEventParams]("system.message"),
	)
}

// Document referenced by file ID.
type BetaManagedAgentsFileDocumentSource struct {
	// ID of a previously uploaded file.
	FileID string        `json:"file_id" api:"required"`
	Type   constant.File `json:"type" default:"file"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		FileID      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileDocumentSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsFileDocumentSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsFileDocumentSource to a
// BetaManagedAgentsFileDocumentSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsFileDocumentSourceParam.Overrides()
func (r BetaManagedAgentsFileDocumentSource) ToParam() BetaManagedAgentsFileDocumentSourceParam {
	return param.Override[BetaManagedAgentsFileDocumentSourceParam](json.RawMessage(r.RawJSON()))
}

// Document referenced by file ID.
//
// The properties FileID, Type are required.
type BetaManagedAgentsFileDocumentSourceParam struct {
	// ID of a previously uploaded file.
	FileID string `json:"file_id" api:"required"`
	// This field can be elided, and will marshal its zero value as "file".
	Type constant.File `json:"type" default:"file"`
	paramObj
}

func (r BetaManagedAgentsFileDocumentSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsFileDocumentSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsFileDocumentSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Image referenced by file ID.
type BetaManagedAgentsFileImageSource struct {
	// ID of a previously uploaded file.
	FileID string        `json:"file_id" api:"required"`
	Type   constant.File `json:"type" default:"file"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		FileID      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileImageSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsFileImageSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsFileImageSource to a
// BetaManagedAgentsFileImageSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsFileImageSourceParam.Overrides()
func (r BetaManagedAgentsFileImageSource) ToParam() BetaManagedAgentsFileImageSourceParam {
	return param.Override[BetaManagedAgentsFileImageSourceParam](json.RawMessage(r.RawJSON()))
}

// Image referenced by file ID.
//
// The properties FileID, Type are required.
type BetaManagedAgentsFileImageSourceParam struct {
	// ID of a previously uploaded file.
	FileID string `json:"file_id" api:"required"`
	// This field can be elided, and will marshal its zero value as "file".
	Type constant.File `json:"type" default:"file"`
	paramObj
}

func (r BetaManagedAgentsFileImageSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsFileImageSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsFileImageSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Rubric referenced by a file uploaded via the Files API.
type BetaManagedAgentsFileRubric struct {
	// ID of the rubric file.
	FileID string        `json:"file_id" api:"required"`
	Type   constant.File `json:"type" default:"file"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		FileID      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileRubric) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsFileRubric) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Rubric referenced by a file uploaded via the Files API.
//
// The properties FileID, Type are required.
type BetaManagedAgentsFileRubricParams struct {
	// ID of the rubric file.
	FileID string `json:"file_id" api:"required"`
	// This field can be elided, and will marshal its zero value as "file".
	Type constant.File `json:"type" default:"file"`
	paramObj
}

func (r BetaManagedAgentsFileRubricParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsFileRubricParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsFileRubricParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Image content specified directly as base64 data or as a reference via a URL.
type BetaManagedAgentsImageBlock struct {
	// The source of the image data.
	Source BetaManagedAgentsImageBlockSourceUnion `json:"source" api:"required"`
	Type   constant.Image                         `json:"type" default:"image"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Source      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsImageBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsImageBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsImageBlock to a
// BetaManagedAgentsImageBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsImageBlockParam.Overrides()
func (r BetaManagedAgentsImageBlock) ToParam() BetaManagedAgentsImageBlockParam {
	return param.Override[BetaManagedAgentsImageBlockParam](json.RawMessage(r.RawJSON()))
}

// BetaManagedAgentsImageBlockSourceUnion contains all possible properties and
// values from [BetaManagedAgentsBase64ImageSource],
// [BetaManagedAgentsURLImageSource], [BetaManagedAgentsFileImageSource].
//
// Use the [BetaManagedAgentsImageBlockSourceUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsImageBlockSourceUnion struct {
	// This field is from variant [BetaManagedAgentsBase64ImageSource].
	Data string `json:"data"`
	// This field is from variant [BetaManagedAgentsBase64ImageSource].
	MediaType string `json:"media_type"`
	// Any of "base64", "url", "file".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsURLImageSource].
	URL string `json:"url"`
	// This field is from variant [BetaManagedAgentsFileImageSource].
	FileID string `json:"file_id"`
	JSON   struct {
		Data      respjson.Field
		MediaType respjson.Field
		Type      respjson.Field
		URL       respjson.Field
		FileID    respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsImageBlockSource is implemented by each variant of
// [BetaManagedAgentsImageBlockSourceUnion] to add type safety for the return type
// of [BetaManagedAgentsImageBlockSourceUnion.AsAny]
type anyBetaManagedAgentsImageBlockSource interface {
	implBetaManagedAgentsImageBlockSourceUnion()
}

func (BetaManagedAgentsBase64ImageSource) implBetaManagedAgentsImageBlockSourceUnion() {}
func (BetaManagedAgentsURLImageSource) implBetaManagedAgentsImageBlockSourceUnion()    {}
func (BetaManagedAgentsFileImageSource) implBetaManagedAgentsImageBlockSourceUnion()   {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsImageBlockSourceUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBase64ImageSource:
//	case anthropic.BetaManagedAgentsURLImageSource:
//	case anthropic.BetaManagedAgentsFileImageSource:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsImageBlockSourceUnion) AsAny() anyBetaManagedAgentsImageBlockSource {
	switch u.Type {
	case "base64":
		return u.AsBase64()
	case "url":
		return u.AsURL()
	case "file":
		return u.AsFile()
	}
	return nil
}

func (u BetaManagedAgentsImageBlockSourceUnion) AsBase64() (v BetaManagedAgentsBase64ImageSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsImageBlockSourceUnion) AsURL() (v BetaManagedAgentsURLImageSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsImageBlockSourceUnion) AsFile() (v BetaManagedAgentsFileImageSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsImageBlockSourceUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsImageBlockSourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Image content specified directly as base64 data or as a reference via a URL.
//
// The properties Source, Type are required.
type BetaManagedAgentsImageBlockParam struct {
	// The source of the image data.
	Source BetaManagedAgentsImageBlockSourceUnionParam `json:"source,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "image".
	Type constant.Image `json:"type" default:"image"`
	paramObj
}

func (r BetaManagedAgentsImageBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsImageBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsImageBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsImageBlockSourceUnionParam struct {
	OfBase64 *BetaManagedAgentsBase64ImageSourceParam `json:",omitzero,inline"`
	OfURL    *BetaManagedAgentsURLImageSourceParam    `json:",omitzero,inline"`
	OfFile   *BetaManagedAgentsFileImageSourceParam   `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsImageBlockSourceUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBase64, u.OfURL, u.OfFile)
}
func (u *BetaManagedAgentsImageBlockSourceUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsImageBlockSourceUnionParam) asAny() any {
	if !param.IsOmitted(u.OfBase64) {
		return u.OfBase64
	} else if !param.IsOmitted(u.OfURL) {
		return u.OfURL
	} else if !param.IsOmitted(u.OfFile) {
		return u.OfFile
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsImageBlockSourceUnionParam) GetData() *string {
	if vt := u.OfBase64; vt != nil {
		return &vt.Data
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsImageBlockSourceUnionParam) GetMediaType() *string {
	if vt := u.OfBase64; vt != nil {
		return &vt.MediaType
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsImageBlockSourceUnionParam) GetURL() *string {
	if vt := u.OfURL; vt != nil {
		return &vt.URL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsImageBlockSourceUnionParam) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsImageBlockSourceUnionParam) GetType() *string {
	if vt := u.OfBase64; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfURL; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfFile; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasessionevent_2() {
	apijson.RegisterUnion[BetaManagedAgentsImageBlockSourceUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsBase64ImageSourceParam]("base64"),
		apijson.Discriminator[BetaManagedAgentsURLImageSourceParam]("url"),
		apijson.Discriminator[BetaManagedAgentsFileImageSourceParam]("file"),
	)
}

// No run was created, because the session was at its limit of open workflow runs,
// which are runs that have not ended. Only `workflow_run.error` carries this type.
type BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject struct {
	// Short explanation written by the server. It never contains content from the run
	// or its agents.
	Message string                        `json:"message" api:"required"`
	Type    constant.MaxWorkflowRunsError `json:"type" default:"max_workflow_runs_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Authentication to an MCP server failed.
type BetaManagedAgentsMCPAuthenticationFailedErrorObject struct {
	// Name of the MCP server that failed authentication.
	MCPServerName string `json:"mcp_server_name" api:"required"`
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.MCPAuthenticationFailedError                               `json:"type" default:"mcp_authentication_failed_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MCPServerName respjson.Field
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPAuthenticationFailedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPAuthenticationFailedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the
// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatus is implemented
// by each variant of
// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatus interface {
	implBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Failed to connect to an MCP server.
type BetaManagedAgentsMCPConnectionFailedErrorObject struct {
	// Name of the MCP server that failed to connect.
	MCPServerName string `json:"mcp_server_name" api:"required"`
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.MCPConnectionFailedError                               `json:"type" default:"mcp_connection_failed_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MCPServerName respjson.Field
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPConnectionFailedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPConnectionFailedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatus is implemented by
// each variant of
// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion] to add type
// safety for the return type of
// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatus interface {
	implBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The model is currently overloaded. Emitted after automatic retries are
// exhausted.
type BetaManagedAgentsModelOverloadedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.ModelOverloadedError                               `json:"type" default:"model_overloaded_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsModelOverloadedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsModelOverloadedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsModelOverloadedErrorObjectRetryStatus is implemented by each
// variant of [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsModelOverloadedErrorObjectRetryStatus interface {
	implBetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsModelOverloadedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The model request was rate-limited.
type BetaManagedAgentsModelRateLimitedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.ModelRateLimitedError                               `json:"type" default:"model_rate_limited_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsModelRateLimitedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsModelRateLimitedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsModelRateLimitedErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsModelRateLimitedErrorObjectRetryStatus interface {
	implBetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsModelRateLimitedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A model request failed for a reason other than overload or rate-limiting.
type BetaManagedAgentsModelRequestFailedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.ModelRequestFailedError                               `json:"type" default:"model_request_failed_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsModelRequestFailedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsModelRequestFailedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsModelRequestFailedErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsModelRequestFailedErrorObjectRetryStatus interface {
	implBetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsModelRequestFailedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Plain text document content.
type BetaManagedAgentsPlainTextDocumentSource struct {
	// The plain text content.
	Data string `json:"data" api:"required"`
	// MIME type of the text content. Must be "text/plain".
	MediaType constant.TextPlain `json:"media_type" default:"text/plain"`
	Type      constant.Text      `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		MediaType   respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsPlainTextDocumentSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsPlainTextDocumentSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsPlainTextDocumentSource to a
// BetaManagedAgentsPlainTextDocumentSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsPlainTextDocumentSourceParam.Overrides()
func (r BetaManagedAgentsPlainTextDocumentSource) ToParam() BetaManagedAgentsPlainTextDocumentSourceParam {
	return param.Override[BetaManagedAgentsPlainTextDocumentSourceParam](json.RawMessage(r.RawJSON()))
}

// Plain text document content.
//
// The properties Data, MediaType, Type are required.
type BetaManagedAgentsPlainTextDocumentSourceParam struct {
	// The plain text content.
	Data string `json:"data" api:"required"`
	// MIME type of the text content. Must be "text/plain".
	//
	// This field can be elided, and will marshal its zero value as "text/plain".
	MediaType constant.TextPlain `json:"media_type" default:"text/plain"`
	// This field can be elided, and will marshal its zero value as "text".
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r BetaManagedAgentsPlainTextDocumentSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsPlainTextDocumentSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsPlainTextDocumentSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The plan, a program that the agent wrote, failed, or the server refused it.
type BetaManagedAgentsProgramWorkflowRunErrorObject struct {
	// Short explanation written by the server. It never contains content from the run
	// or its agents.
	Message string                `json:"message" api:"required"`
	Type    constant.ProgramError `json:"type" default:"program_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsProgramWorkflowRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsProgramWorkflowRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Placeholder for content withheld by Anthropic model policy.
type BetaManagedAgentsRedactedBlock struct {
	Type constant.Redacted `json:"type" default:"redacted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRedactedBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRedactedBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsRedactedBlock to a
// BetaManagedAgentsRedactedBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsRedactedBlockParam.Overrides()
func (r BetaManagedAgentsRedactedBlock) ToParam() BetaManagedAgentsRedactedBlockParam {
	return param.Override[BetaManagedAgentsRedactedBlockParam](json.RawMessage(r.RawJSON()))
}

func NewBetaManagedAgentsRedactedBlockParam() BetaManagedAgentsRedactedBlockParam {
	return BetaManagedAgentsRedactedBlockParam{
		Type: "redacted",
	}
}

// Placeholder for content withheld by Anthropic model policy.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsRedactedBlockParam].
type BetaManagedAgentsRedactedBlockParam struct {
	Type constant.Redacted `json:"type" default:"redacted"`
	paramObj
}

func (r BetaManagedAgentsRedactedBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsRedactedBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsRedactedBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The repository host rejected the credentials, or required credentials and
// received none.
type BetaManagedAgentsRepositoryAuthenticationErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// URL of the repository that could not be cloned. Null when it could not be
	// identified.
	RepositoryURL string `json:"repository_url" api:"required"`
	// What the client should do next. Always `retrying`: the session keeps running
	// without the repository.
	RetryStatus BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.RepositoryAuthenticationError                               `json:"type" default:"repository_authentication_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message       respjson.Field
		RepositoryURL respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRepositoryAuthenticationErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRepositoryAuthenticationErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion contains
// all possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the
// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatus is
// implemented by each variant of
// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatus interface {
	implBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatus {
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

func (u BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The requested branch or commit does not exist in the repository.
type BetaManagedAgentsRepositoryCheckoutErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// URL of the repository that could not be cloned. Null when it could not be
	// identified.
	RepositoryURL string `json:"repository_url" api:"required"`
	// What the client should do next. Always `retrying`: the session keeps running
	// without the repository.
	RetryStatus BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.RepositoryCheckoutError                               `json:"type" default:"repository_checkout_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message       respjson.Field
		RepositoryURL respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRepositoryCheckoutErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRepositoryCheckoutErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatus interface {
	implBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatus {
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

func (u BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The repository could not be cloned.
type BetaManagedAgentsRepositoryCloneErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// URL of the repository that could not be cloned. Null when it could not be
	// identified.
	RepositoryURL string `json:"repository_url" api:"required"`
	// What the client should do next. Always `retrying`: the session keeps running
	// without the repository.
	RetryStatus BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.RepositoryCloneError                               `json:"type" default:"repository_clone_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message       respjson.Field
		RepositoryURL respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRepositoryCloneErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRepositoryCloneErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsRepositoryCloneErrorObjectRetryStatus is implemented by each
// variant of [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion] to add
// type safety for the return type of
// [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsRepositoryCloneErrorObjectRetryStatus interface {
	implBetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsRepositoryCloneErrorObjectRetryStatus {
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

func (u BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The repository host refused access to the repository.
type BetaManagedAgentsRepositoryForbiddenErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// URL of the repository that could not be cloned. Null when it could not be
	// identified.
	RepositoryURL string `json:"repository_url" api:"required"`
	// What the client should do next. Always `retrying`: the session keeps running
	// without the repository.
	RetryStatus BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.RepositoryForbiddenError                               `json:"type" default:"repository_forbidden_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message       respjson.Field
		RepositoryURL respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRepositoryForbiddenErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRepositoryForbiddenErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatus is implemented by
// each variant of
// [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion] to add type
// safety for the return type of
// [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatus interface {
	implBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatus {
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

func (u BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The repository host reported the repository as not found.
type BetaManagedAgentsRepositoryNotFoundErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// URL of the repository that could not be cloned. Null when it could not be
	// identified.
	RepositoryURL string `json:"repository_url" api:"required"`
	// What the client should do next. Always `retrying`: the session keeps running
	// without the repository.
	RetryStatus BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.RepositoryNotFoundError                               `json:"type" default:"repository_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message       respjson.Field
		RepositoryURL respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRepositoryNotFoundErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRepositoryNotFoundErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatus is implemented by
// each variant of [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion]
// to add type safety for the return type of
// [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatus interface {
	implBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatus {
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

func (u BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// This turn is dead; queued inputs are flushed and the session returns to idle.
// Client may send a new prompt.
type BetaManagedAgentsRetryStatusExhausted struct {
	Type constant.Exhausted `json:"type" default:"exhausted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRetryStatusExhausted) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRetryStatusExhausted) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The server is retrying automatically. Client should wait; the same error type
// may fire again as retrying, then once as exhausted when the retry budget runs
// out.
type BetaManagedAgentsRetryStatusRetrying struct {
	Type constant.Retrying `json:"type" default:"retrying"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRetryStatusRetrying) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRetryStatusRetrying) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The session encountered a terminal error and will transition to `terminated`
// state.
type BetaManagedAgentsRetryStatusTerminal struct {
	Type constant.Terminal `json:"type" default:"terminal"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRetryStatusTerminal) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRetryStatusTerminal) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A block containing a web search result.
type BetaManagedAgentsSearchResultBlock struct {
	// Citation settings for this search result.
	Citations BetaManagedAgentsSearchResultCitations `json:"citations" api:"required"`
	// Array of text content blocks from the search result.
	Content []BetaManagedAgentsSearchResultContent `json:"content" api:"required"`
	// The URL source of the search result.
	Source string `json:"source" api:"required"`
	// The title of the search result.
	Title string                `json:"title" api:"required"`
	Type  constant.SearchResult `json:"type" default:"search_result"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Citations   respjson.Field
		Content     respjson.Field
		Source      respjson.Field
		Title       respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSearchResultBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSearchResultBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsSearchResultBlock to a
// BetaManagedAgentsSearchResultBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsSearchResultBlockParam.Overrides()
func (r BetaManagedAgentsSearchResultBlock) ToParam() BetaManagedAgentsSearchResultBlockParam {
	return param.Override[BetaManagedAgentsSearchResultBlockParam](json.RawMessage(r.RawJSON()))
}

// A block containing a web search result.
//
// The properties Citations, Content, Source, Title, Type are required.
type BetaManagedAgentsSearchResultBlockParam struct {
	// Citation settings for this search result.
	Citations BetaManagedAgentsSearchResultCitationsParam `json:"citations,omitzero" api:"required"`
	// Array of text content blocks from the search result.
	Content []BetaManagedAgentsSearchResultContentParam `json:"content,omitzero" api:"required"`
	// The URL source of the search result.
	Source string `json:"source" api:"required"`
	// The title of the search result.
	Title string `json:"title" api:"required"`
	// This field can be elided, and will marshal its zero value as "search_result".
	Type constant.SearchResult `json:"type" default:"search_result"`
	paramObj
}

func (r BetaManagedAgentsSearchResultBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSearchResultBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSearchResultBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Citation settings for a search result.
type BetaManagedAgentsSearchResultCitations struct {
	// Whether citations are enabled for this search result.
	Enabled bool `json:"enabled" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Enabled     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSearchResultCitations) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSearchResultCitations) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsSearchResultCitations to a
// BetaManagedAgentsSearchResultCitationsParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsSearchResultCitationsParam.Overrides()
func (r BetaManagedAgentsSearchResultCitations) ToParam() BetaManagedAgentsSearchResultCitationsParam {
	return param.Override[BetaManagedAgentsSearchResultCitationsParam](json.RawMessage(r.RawJSON()))
}

// Citation settings for a search result.
//
// The property Enabled is required.
type BetaManagedAgentsSearchResultCitationsParam struct {
	// Whether citations are enabled for this search result.
	Enabled bool `json:"enabled" api:"required"`
	paramObj
}

func (r BetaManagedAgentsSearchResultCitationsParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSearchResultCitationsParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSearchResultCitationsParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Text content within a search result.
type BetaManagedAgentsSearchResultContent struct {
	// The text content.
	Text string        `json:"text" api:"required"`
	Type constant.Text `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Text        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSearchResultContent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSearchResultContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsSearchResultContent to a
// BetaManagedAgentsSearchResultContentParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsSearchResultContentParam.Overrides()
func (r BetaManagedAgentsSearchResultContent) ToParam() BetaManagedAgentsSearchResultContentParam {
	return param.Override[BetaManagedAgentsSearchResultContentParam](json.RawMessage(r.RawJSON()))
}

// Text content within a search result.
//
// The properties Text, Type are required.
type BetaManagedAgentsSearchResultContentParam struct {
	// The text content.
	Text string `json:"text" api:"required"`
	// This field can be elided, and will marshal its zero value as "text".
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r BetaManagedAgentsSearchResultContentParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSearchResultContentParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSearchResultContentParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Events that were successfully sent to the session.
type BetaManagedAgentsSendSessionEvents struct {
	// Sent events
	Data []BetaManagedAgentsSendSessionEventsDataUnion `json:"data"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSendSessionEvents) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSendSessionEvents) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSendSessionEventsDataUnion contains all possible properties and
// values from [BetaManagedAgentsUserMessageEvent],
// [BetaManagedAgentsUserInterruptEvent],
// [BetaManagedAgentsUserToolConfirmationEvent],
// [BetaManagedAgentsUserCustomToolResultEvent],
// [BetaManagedAgentsUserDefineOutcomeEvent],
// [BetaManagedAgentsUserToolResultEvent], [BetaManagedAgentsSystemMessageEvent].
//
// Use the [BetaManagedAgentsSendSessionEventsDataUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSendSessionEventsDataUnion struct {
	ID string `json:"id"`
	// This field is a union of [[]BetaManagedAgentsUserMessageEventContentUnion],
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsUserToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock]
	Content BetaManagedAgentsSendSessionEventsDataUnionContent `json:"content"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "user.define_outcome", "user.tool_result",
	// "system.message".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	// This field is from variant [BetaManagedAgentsUserToolConfirmationEvent].
	Result    BetaManagedAgentsUserToolConfirmationEventResult `json:"result"`
	ToolUseID string                                           `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	IsError         bool   `json:"is_error"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	MaxIterations int64 `json:"max_iterations"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	OutcomeID string `json:"outcome_id"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	Rubric BetaManagedAgentsUserDefineOutcomeEventRubricUnion `json:"rubric"`
	JSON   struct {
		ID              respjson.Field
		Content         respjson.Field
		Type            respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		Result          respjson.Field
		ToolUseID       respjson.Field
		DenyMessage     respjson.Field
		CustomToolUseID respjson.Field
		IsError         respjson.Field
		Description     respjson.Field
		MaxIterations   respjson.Field
		OutcomeID       respjson.Field
		Rubric          respjson.Field
		raw             string
	} `json:"-"`
}

// anyBetaManagedAgentsSendSessionEventsData is implemented by each variant of
// [BetaManagedAgentsSendSessionEventsDataUnion] to add type safety for the return
// type of [BetaManagedAgentsSendSessionEventsDataUnion.AsAny]
type anyBetaManagedAgentsSendSessionEventsData interface {
	implBetaManagedAgentsSendSessionEventsDataUnion()
}

func (BetaManagedAgentsUserMessageEvent) implBetaManagedAgentsSendSessionEventsDataUnion()          {}
func (BetaManagedAgentsUserInterruptEvent) implBetaManagedAgentsSendSessionEventsDataUnion()        {}
func (BetaManagedAgentsUserToolConfirmationEvent) implBetaManagedAgentsSendSessionEventsDataUnion() {}
func (BetaManagedAgentsUserCustomToolResultEvent) implBetaManagedAgentsSendSessionEventsDataUnion() {}
func (BetaManagedAgentsUserDefineOutcomeEvent) implBetaManagedAgentsSendSessionEventsDataUnion()    {}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsSendSessionEventsDataUnion()       {}
func (BetaManagedAgentsSystemMessageEvent) implBetaManagedAgentsSendSessionEventsDataUnion()        {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSendSessionEventsDataUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUserMessageEvent:
//	case anthropic.BetaManagedAgentsUserInterruptEvent:
//	case anthropic.BetaManagedAgentsUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsUserToolResultEvent:
//	case anthropic.BetaManagedAgentsSystemMessageEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSendSessionEventsDataUnion) AsAny() anyBetaManagedAgentsSendSessionEventsData {
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
	}
	return nil
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserMessage() (v BetaManagedAgentsUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserInterrupt() (v BetaManagedAgentsUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserToolConfirmation() (v BetaManagedAgentsUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserCustomToolResult() (v BetaManagedAgentsUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserDefineOutcome() (v BetaManagedAgentsUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSendSessionEventsDataUnion) AsSystemMessage() (v BetaManagedAgentsSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSendSessionEventsDataUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSendSessionEventsDataUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSendSessionEventsDataUnionContent is an implicit subunion of
// [BetaManagedAgentsSendSessionEventsDataUnion].
// BetaManagedAgentsSendSessionEventsDataUnionContent provides convenient access to
// the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSendSessionEventsDataUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsUserMessageEventContentArray
// OfBetaManagedAgentsUserCustomToolResultEventContentArray
// OfBetaManagedAgentsUserToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray]
type BetaManagedAgentsSendSessionEventsDataUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserMessageEventContentArray []BetaManagedAgentsUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserCustomToolResultEventContentArray []BetaManagedAgentsUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserToolResultEventContentArray []BetaManagedAgentsUserToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	JSON                                       struct {
		OfBetaManagedAgentsUserMessageEventContentArray          respjson.Field
		OfBetaManagedAgentsUserCustomToolResultEventContentArray respjson.Field
		OfBetaManagedAgentsUserToolResultEventContentArray       respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray               respjson.Field
		raw                                                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsSendSessionEventsDataUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The agent stopped because the session's tracked list cost reached its budget, or
// because its usage includes a model with no list price (which the budget cannot
// measure). Raise the budget to continue — or, if raising is rejected because a
// model has no list price, remove the budget.
type BetaManagedAgentsSessionBudgetReached struct {
	Type constant.BudgetReached `json:"type" default:"budget_reached"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionBudgetReached) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionBudgetReached) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a session has been deleted. Terminates any active event stream — no
// further events will be emitted for this session.
type BetaManagedAgentsSessionDeletedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when the session was deleted.
	ProcessedAt time.Time               `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionDeleted `json:"type" default:"session.deleted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionDeletedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionDeletedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The agent completed its turn naturally and is ready for the next user message.
type BetaManagedAgentsSessionEndTurn struct {
	Type constant.EndTurn `json:"type" default:"end_turn"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionEndTurn) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionEndTurn) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An error event indicating a problem occurred during session execution.
type BetaManagedAgentsSessionErrorEvent struct {
	// Unique identifier for this event.
	ID    string                                       `json:"id" api:"required"`
	Error BetaManagedAgentsSessionErrorEventErrorUnion `json:"error" api:"required"`
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
func (r BetaManagedAgentsSessionErrorEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionErrorEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionErrorEventErrorUnion contains all possible properties
// and values from [BetaManagedAgentsUnknownErrorObject],
// [BetaManagedAgentsModelOverloadedErrorObject],
// [BetaManagedAgentsModelRateLimitedErrorObject],
// [BetaManagedAgentsModelRequestFailedErrorObject],
// [BetaManagedAgentsMCPConnectionFailedErrorObject],
// [BetaManagedAgentsMCPAuthenticationFailedErrorObject],
// [BetaManagedAgentsBillingErrorObject],
// [BetaManagedAgentsCredentialHostUnreachableErrorObject],
// [BetaManagedAgentsToolUseLimitReachedErrorObject],
// [BetaManagedAgentsCompactionLimitReachedErrorObject],
// [BetaManagedAgentsRepositoryAuthenticationErrorObject],
// [BetaManagedAgentsRepositoryForbiddenErrorObject],
// [BetaManagedAgentsRepositoryNotFoundErrorObject],
// [BetaManagedAgentsRepositoryCheckoutErrorObject],
// [BetaManagedAgentsRepositoryCloneErrorObject].
//
// Use the [BetaManagedAgentsSessionErrorEventErrorUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionErrorEventErrorUnion struct {
	Message string `json:"message"`
	// This field is a union of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsBillingErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion]
	RetryStatus BetaManagedAgentsSessionErrorEventErrorUnionRetryStatus `json:"retry_status"`
	// Any of "unknown_error", "model_overloaded_error", "model_rate_limited_error",
	// "model_request_failed_error", "mcp_connection_failed_error",
	// "mcp_authentication_failed_error", "billing_error",
	// "credential_host_unreachable_error", "tool_use_limit_reached_error",
	// "compaction_limit_reached_error", "repository_authentication_error",
	// "repository_forbidden_error", "repository_not_found_error",
	// "repository_checkout_error", "repository_clone_error".
	Type          string `json:"type"`
	MCPServerName string `json:"mcp_server_name"`
	// This field is from variant
	// [BetaManagedAgentsCredentialHostUnreachableErrorObject].
	CredentialID string `json:"credential_id"`
	// This field is from variant
	// [BetaManagedAgentsCredentialHostUnreachableErrorObject].
	VaultID       string `json:"vault_id"`
	RepositoryURL string `json:"repository_url"`
	JSON          struct {
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		MCPServerName respjson.Field
		CredentialID  respjson.Field
		VaultID       respjson.Field
		RepositoryURL respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionErrorEventError is implemented by each variant of
// [BetaManagedAgentsSessionErrorEventErrorUnion] to add type safety for the return
// type of [BetaManagedAgentsSessionErrorEventErrorUnion.AsAny]
type anyBetaManagedAgentsSessionErrorEventError interface {
	implBetaManagedAgentsSessionErrorEventErrorUnion()
}

func (BetaManagedAgentsUnknownErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {}
func (BetaManagedAgentsModelOverloadedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsModelRateLimitedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsModelRequestFailedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsMCPConnectionFailedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsMCPAuthenticationFailedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsBillingErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {}
func (BetaManagedAgentsCredentialHostUnreachableErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsToolUseLimitReachedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsCompactionLimitReachedErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsRepositoryAuthenticationErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsRepositoryForbiddenErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsRepositoryNotFoundErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsRepositoryCheckoutErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}
func (BetaManagedAgentsRepositoryCloneErrorObject) implBetaManagedAgentsSessionErrorEventErrorUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionErrorEventErrorUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUnknownErrorObject:
//	case anthropic.BetaManagedAgentsModelOverloadedErrorObject:
//	case anthropic.BetaManagedAgentsModelRateLimitedErrorObject:
//	case anthropic.BetaManagedAgentsModelRequestFailedErrorObject:
//	case anthropic.BetaManagedAgentsMCPConnectionFailedErrorObject:
//	case anthropic.BetaManagedAgentsMCPAuthenticationFailedErrorObject:
//	case anthropic.BetaManagedAgentsBillingErrorObject:
//	case anthropic.BetaManagedAgentsCredentialHostUnreachableErrorObject:
//	case anthropic.BetaManagedAgentsToolUseLimitReachedErrorObject:
//	case anthropic.BetaManagedAgentsCompactionLimitReachedErrorObject:
//	case anthropic.BetaManagedAgentsRepositoryAuthenticationErrorObject:
//	case anthropic.BetaManagedAgentsRepositoryForbiddenErrorObject:
//	case anthropic.BetaManagedAgentsRepositoryNotFoundErrorObject:
//	case anthropic.BetaManagedAgentsRepositoryCheckoutErrorObject:
//	case anthropic.BetaManagedAgentsRepositoryCloneErrorObject:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsAny() anyBetaManagedAgentsSessionErrorEventError {
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
	case "billing_error":
		return u.AsBillingError()
	case "credential_host_unreachable_error":
		return u.AsCredentialHostUnreachableError()
	case "tool_use_limit_reached_error":
		return u.AsToolUseLimitReachedError()
	case "compaction_limit_reached_error":
		return u.AsCompactionLimitReachedError()
	case "repository_authentication_error":
		return u.AsRepositoryAuthenticationError()
	case "repository_forbidden_error":
		return u.AsRepositoryForbiddenError()
	case "repository_not_found_error":
		return u.AsRepositoryNotFoundError()
	case "repository_checkout_error":
		return u.AsRepositoryCheckoutError()
	case "repository_clone_error":
		return u.AsRepositoryCloneError()
	}
	return nil
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsUnknownError() (v BetaManagedAgentsUnknownErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsModelOverloadedError() (v BetaManagedAgentsModelOverloadedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsModelRateLimitedError() (v BetaManagedAgentsModelRateLimitedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsModelRequestFailedError() (v BetaManagedAgentsModelRequestFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsMCPConnectionFailedError() (v BetaManagedAgentsMCPConnectionFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsMCPAuthenticationFailedError() (v BetaManagedAgentsMCPAuthenticationFailedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsBillingError() (v BetaManagedAgentsBillingErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsCredentialHostUnreachableError() (v BetaManagedAgentsCredentialHostUnreachableErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsToolUseLimitReachedError() (v BetaManagedAgentsToolUseLimitReachedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsCompactionLimitReachedError() (v BetaManagedAgentsCompactionLimitReachedErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsRepositoryAuthenticationError() (v BetaManagedAgentsRepositoryAuthenticationErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsRepositoryForbiddenError() (v BetaManagedAgentsRepositoryForbiddenErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsRepositoryNotFoundError() (v BetaManagedAgentsRepositoryNotFoundErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsRepositoryCheckoutError() (v BetaManagedAgentsRepositoryCheckoutErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionErrorEventErrorUnion) AsRepositoryCloneError() (v BetaManagedAgentsRepositoryCloneErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionErrorEventErrorUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionErrorEventErrorUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionErrorEventErrorUnionRetryStatus is an implicit subunion
// of [BetaManagedAgentsSessionErrorEventErrorUnion].
// BetaManagedAgentsSessionErrorEventErrorUnionRetryStatus provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionErrorEventErrorUnion].
type BetaManagedAgentsSessionErrorEventErrorUnionRetryStatus struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionErrorEventErrorUnionRetryStatus) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnion contains all possible properties and values
// from [BetaManagedAgentsUserMessageEvent], [BetaManagedAgentsUserInterruptEvent],
// [BetaManagedAgentsUserToolConfirmationEvent],
// [BetaManagedAgentsUserCustomToolResultEvent],
// [BetaManagedAgentsAgentCustomToolUseEvent],
// [BetaManagedAgentsAgentMessageEvent], [BetaManagedAgentsAgentThinkingEvent],
// [BetaManagedAgentsAgentMCPToolUseEvent],
// [BetaManagedAgentsAgentMCPToolResultEvent],
// [BetaManagedAgentsAgentToolUseEvent], [BetaManagedAgentsAgentToolResultEvent],
// [BetaManagedAgentsAgentThreadMessageReceivedEvent],
// [BetaManagedAgentsAgentThreadMessageSentEvent],
// [BetaManagedAgentsAgentThreadContextCompactedEvent],
// [BetaManagedAgentsSessionErrorEvent],
// [BetaManagedAgentsSessionStatusRescheduledEvent],
// [BetaManagedAgentsSessionStatusRunningEvent],
// [BetaManagedAgentsSessionStatusIdleEvent],
// [BetaManagedAgentsSessionStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadCreatedEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationStartEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationEndEvent],
// [BetaManagedAgentsSpanModelRequestStartEvent],
// [BetaManagedAgentsSpanModelRequestEndEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent],
// [BetaManagedAgentsUserDefineOutcomeEvent],
// [BetaManagedAgentsSessionDeletedEvent],
// [BetaManagedAgentsSessionThreadStatusRunningEvent],
// [BetaManagedAgentsSessionThreadStatusIdleEvent],
// [BetaManagedAgentsSessionThreadStatusTerminatedEvent],
// [BetaManagedAgentsUserToolResultEvent],
// [BetaManagedAgentsSessionThreadStatusRescheduledEvent],
// [BetaManagedAgentsSessionUpdatedEvent], [BetaManagedAgentsSystemMessageEvent],
// [BetaManagedAgentsSessionUsageEvent],
// [BetaManagedAgentsWorkflowRunCreatedEvent],
// [BetaManagedAgentsWorkflowRunStatusEndedEvent],
// [BetaManagedAgentsWorkflowRunPhaseStartedEvent],
// [BetaManagedAgentsWorkflowRunPhaseEndedEvent],
// [BetaManagedAgentsWorkflowRunStatusRunningEvent],
// [BetaManagedAgentsWorkflowRunStatusIdleEvent],
// [BetaManagedAgentsWorkflowRunErrorEvent].
//
// Use the [BetaManagedAgentsSessionEventUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionEventUnion struct {
	ID string `json:"id"`
	// This field is a union of [[]BetaManagedAgentsUserMessageEventContentUnion],
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentMessageEventContentUnion],
	// [[]BetaManagedAgentsAgentMCPToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion],
	// [[]BetaManagedAgentsUserToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock]
	Content BetaManagedAgentsSessionEventUnionContent `json:"content"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "agent.custom_tool_use", "agent.message",
	// "agent.thinking", "agent.mcp_tool_use", "agent.mcp_tool_result",
	// "agent.tool_use", "agent.tool_result", "agent.thread_message_received",
	// "agent.thread_message_sent", "agent.thread_context_compacted", "session.error",
	// "session.status_rescheduled", "session.status_running", "session.status_idle",
	// "session.status_terminated", "session.thread_created",
	// "span.outcome_evaluation_start", "span.outcome_evaluation_end",
	// "span.model_request_start", "span.model_request_end",
	// "span.outcome_evaluation_ongoing", "user.define_outcome", "session.deleted",
	// "session.thread_status_running", "session.thread_status_idle",
	// "session.thread_status_terminated", "user.tool_result",
	// "session.thread_status_rescheduled", "session.updated", "system.message",
	// "session.usage", "workflow_run.created", "workflow_run.status_ended",
	// "workflow_run.phase_started", "workflow_run.phase_ended",
	// "workflow_run.status_running", "workflow_run.status_idle", "workflow_run.error".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	// This field is a union of [BetaManagedAgentsUserToolConfirmationEventResult],
	// [string], [BetaManagedAgentsWorkflowRunResultUnion]
	Result    BetaManagedAgentsSessionEventUnionResult `json:"result"`
	ToolUseID string                                   `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	IsError         bool   `json:"is_error"`
	Input           any    `json:"input"`
	Name            string `json:"name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	MCPServerName string `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	Evaluation BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolResultEvent].
	MCPToolUseID string `json:"mcp_tool_use_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromSessionThreadID string `json:"from_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromAgentName string `json:"from_agent_name"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToSessionThreadID string `json:"to_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToAgentName string `json:"to_agent_name"`
	// This field is a union of [BetaManagedAgentsSessionErrorEventErrorUnion],
	// [BetaManagedAgentsWorkflowRunErrorObjectUnion]
	Error BetaManagedAgentsSessionEventUnionError `json:"error"`
	// This field is from variant [BetaManagedAgentsSessionStatusIdleEvent].
	StopDetails BetaManagedAgentsSessionRefusalStopDetails `json:"stop_details"`
	// This field is a union of
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion]
	StopReason    BetaManagedAgentsSessionEventUnionStopReason `json:"stop_reason"`
	AgentName     string                                       `json:"agent_name"`
	WorkflowRunID string                                       `json:"workflow_run_id"`
	Iteration     int64                                        `json:"iteration"`
	OutcomeID     string                                       `json:"outcome_id"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	Explanation string `json:"explanation"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	OutcomeEvaluationStartID string `json:"outcome_evaluation_start_id"`
	// This field is a union of [BetaManagedAgentsSpanModelUsage],
	// [BetaManagedAgentsSessionUsageSnapshot]
	Usage BetaManagedAgentsSessionEventUnionUsage `json:"usage"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelRequestStartID string `json:"model_request_start_id"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelUsage  BetaManagedAgentsSpanModelUsage `json:"model_usage"`
	Description string                          `json:"description"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	MaxIterations int64 `json:"max_iterations"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	Rubric BetaManagedAgentsUserDefineOutcomeEventRubricUnion `json:"rubric"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Agent BetaManagedAgentsSessionAgent `json:"agent"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Budget BetaManagedAgentsBudgetLimit `json:"budget"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Metadata map[string]string `json:"metadata"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Title string `json:"title"`
	// This field is from variant [BetaManagedAgentsWorkflowRunCreatedEvent].
	Phases             []BetaManagedAgentsWorkflowRunPhase `json:"phases"`
	WorkflowRunPhaseID string                              `json:"workflow_run_phase_id"`
	// This field is from variant [BetaManagedAgentsWorkflowRunPhaseEndedEvent].
	PhaseStartedID string `json:"phase_started_id"`
	JSON           struct {
		ID                       respjson.Field
		Content                  respjson.Field
		Type                     respjson.Field
		ProcessedAt              respjson.Field
		SessionThreadID          respjson.Field
		Result                   respjson.Field
		ToolUseID                respjson.Field
		DenyMessage              respjson.Field
		CustomToolUseID          respjson.Field
		IsError                  respjson.Field
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
		Iteration                respjson.Field
		OutcomeID                respjson.Field
		Explanation              respjson.Field
		OutcomeEvaluationStartID respjson.Field
		Usage                    respjson.Field
		ModelRequestStartID      respjson.Field
		ModelUsage               respjson.Field
		Description              respjson.Field
		MaxIterations            respjson.Field
		Rubric                   respjson.Field
		Agent                    respjson.Field
		Budget                   respjson.Field
		Metadata                 respjson.Field
		Title                    respjson.Field
		Phases                   respjson.Field
		WorkflowRunPhaseID       respjson.Field
		PhaseStartedID           respjson.Field
		raw                      string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionEvent is implemented by each variant of
// [BetaManagedAgentsSessionEventUnion] to add type safety for the return type of
// [BetaManagedAgentsSessionEventUnion.AsAny]
type anyBetaManagedAgentsSessionEvent interface {
	implBetaManagedAgentsSessionEventUnion()
}

func (BetaManagedAgentsUserMessageEvent) implBetaManagedAgentsSessionEventUnion()                   {}
func (BetaManagedAgentsUserInterruptEvent) implBetaManagedAgentsSessionEventUnion()                 {}
func (BetaManagedAgentsUserToolConfirmationEvent) implBetaManagedAgentsSessionEventUnion()          {}
func (BetaManagedAgentsUserCustomToolResultEvent) implBetaManagedAgentsSessionEventUnion()          {}
func (BetaManagedAgentsAgentCustomToolUseEvent) implBetaManagedAgentsSessionEventUnion()            {}
func (BetaManagedAgentsAgentMessageEvent) implBetaManagedAgentsSessionEventUnion()                  {}
func (BetaManagedAgentsAgentThinkingEvent) implBetaManagedAgentsSessionEventUnion()                 {}
func (BetaManagedAgentsAgentMCPToolUseEvent) implBetaManagedAgentsSessionEventUnion()               {}
func (BetaManagedAgentsAgentMCPToolResultEvent) implBetaManagedAgentsSessionEventUnion()            {}
func (BetaManagedAgentsAgentToolUseEvent) implBetaManagedAgentsSessionEventUnion()                  {}
func (BetaManagedAgentsAgentToolResultEvent) implBetaManagedAgentsSessionEventUnion()               {}
func (BetaManagedAgentsAgentThreadMessageReceivedEvent) implBetaManagedAgentsSessionEventUnion()    {}
func (BetaManagedAgentsAgentThreadMessageSentEvent) implBetaManagedAgentsSessionEventUnion()        {}
func (BetaManagedAgentsAgentThreadContextCompactedEvent) implBetaManagedAgentsSessionEventUnion()   {}
func (BetaManagedAgentsSessionErrorEvent) implBetaManagedAgentsSessionEventUnion()                  {}
func (BetaManagedAgentsSessionStatusRescheduledEvent) implBetaManagedAgentsSessionEventUnion()      {}
func (BetaManagedAgentsSessionStatusRunningEvent) implBetaManagedAgentsSessionEventUnion()          {}
func (BetaManagedAgentsSessionStatusIdleEvent) implBetaManagedAgentsSessionEventUnion()             {}
func (BetaManagedAgentsSessionStatusTerminatedEvent) implBetaManagedAgentsSessionEventUnion()       {}
func (BetaManagedAgentsSessionThreadCreatedEvent) implBetaManagedAgentsSessionEventUnion()          {}
func (BetaManagedAgentsSpanOutcomeEvaluationStartEvent) implBetaManagedAgentsSessionEventUnion()    {}
func (BetaManagedAgentsSpanOutcomeEvaluationEndEvent) implBetaManagedAgentsSessionEventUnion()      {}
func (BetaManagedAgentsSpanModelRequestStartEvent) implBetaManagedAgentsSessionEventUnion()         {}
func (BetaManagedAgentsSpanModelRequestEndEvent) implBetaManagedAgentsSessionEventUnion()           {}
func (BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) implBetaManagedAgentsSessionEventUnion()  {}
func (BetaManagedAgentsUserDefineOutcomeEvent) implBetaManagedAgentsSessionEventUnion()             {}
func (BetaManagedAgentsSessionDeletedEvent) implBetaManagedAgentsSessionEventUnion()                {}
func (BetaManagedAgentsSessionThreadStatusRunningEvent) implBetaManagedAgentsSessionEventUnion()    {}
func (BetaManagedAgentsSessionThreadStatusIdleEvent) implBetaManagedAgentsSessionEventUnion()       {}
func (BetaManagedAgentsSessionThreadStatusTerminatedEvent) implBetaManagedAgentsSessionEventUnion() {}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsSessionEventUnion()                {}
func (BetaManagedAgentsSessionThreadStatusRescheduledEvent) implBetaManagedAgentsSessionEventUnion() {
}
func (BetaManagedAgentsSessionUpdatedEvent) implBetaManagedAgentsSessionEventUnion()           {}
func (BetaManagedAgentsSystemMessageEvent) implBetaManagedAgentsSessionEventUnion()            {}
func (BetaManagedAgentsSessionUsageEvent) implBetaManagedAgentsSessionEventUnion()             {}
func (BetaManagedAgentsWorkflowRunCreatedEvent) implBetaManagedAgentsSessionEventUnion()       {}
func (BetaManagedAgentsWorkflowRunStatusEndedEvent) implBetaManagedAgentsSessionEventUnion()   {}
func (BetaManagedAgentsWorkflowRunPhaseStartedEvent) implBetaManagedAgentsSessionEventUnion()  {}
func (BetaManagedAgentsWorkflowRunPhaseEndedEvent) implBetaManagedAgentsSessionEventUnion()    {}
func (BetaManagedAgentsWorkflowRunStatusRunningEvent) implBetaManagedAgentsSessionEventUnion() {}
func (BetaManagedAgentsWorkflowRunStatusIdleEvent) implBetaManagedAgentsSessionEventUnion()    {}
func (BetaManagedAgentsWorkflowRunErrorEvent) implBetaManagedAgentsSessionEventUnion()         {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionEventUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUserMessageEvent:
//	case anthropic.BetaManagedAgentsUserInterruptEvent:
//	case anthropic.BetaManagedAgentsUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentCustomToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMessageEvent:
//	case anthropic.BetaManagedAgentsAgentThinkingEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageReceivedEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageSentEvent:
//	case anthropic.BetaManagedAgentsAgentThreadContextCompactedEvent:
//	case anthropic.BetaManagedAgentsSessionErrorEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadCreatedEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationStartEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationEndEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestStartEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestEndEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent:
//	case anthropic.BetaManagedAgentsUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsSessionDeletedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsUserToolResultEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionUpdatedEvent:
//	case anthropic.BetaManagedAgentsSystemMessageEvent:
//	case anthropic.BetaManagedAgentsSessionUsageEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunCreatedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusEndedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunPhaseStartedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunPhaseEndedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusRunningEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusIdleEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunErrorEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionEventUnion) AsAny() anyBetaManagedAgentsSessionEvent {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.interrupt":
		return u.AsUserInterrupt()
	case "user.tool_confirmation":
		return u.AsUserToolConfirmation()
	case "user.custom_tool_result":
		return u.AsUserCustomToolResult()
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
	case "span.outcome_evaluation_start":
		return u.AsSpanOutcomeEvaluationStart()
	case "span.outcome_evaluation_end":
		return u.AsSpanOutcomeEvaluationEnd()
	case "span.model_request_start":
		return u.AsSpanModelRequestStart()
	case "span.model_request_end":
		return u.AsSpanModelRequestEnd()
	case "span.outcome_evaluation_ongoing":
		return u.AsSpanOutcomeEvaluationOngoing()
	case "user.define_outcome":
		return u.AsUserDefineOutcome()
	case "session.deleted":
		return u.AsSessionDeleted()
	case "session.thread_status_running":
		return u.AsSessionThreadStatusRunning()
	case "session.thread_status_idle":
		return u.AsSessionThreadStatusIdle()
	case "session.thread_status_terminated":
		return u.AsSessionThreadStatusTerminated()
	case "user.tool_result":
		return u.AsUserToolResult()
	case "session.thread_status_rescheduled":
		return u.AsSessionThreadStatusRescheduled()
	case "session.updated":
		return u.AsSessionUpdated()
	case "system.message":
		return u.AsSystemMessage()
	case "session.usage":
		return u.AsSessionUsage()
	case "workflow_run.created":
		return u.AsWorkflowRunCreated()
	case "workflow_run.status_ended":
		return u.AsWorkflowRunStatusEnded()
	case "workflow_run.phase_started":
		return u.AsWorkflowRunPhaseStarted()
	case "workflow_run.phase_ended":
		return u.AsWorkflowRunPhaseEnded()
	case "workflow_run.status_running":
		return u.AsWorkflowRunStatusRunning()
	case "workflow_run.status_idle":
		return u.AsWorkflowRunStatusIdle()
	case "workflow_run.error":
		return u.AsWorkflowRunError()
	}
	return nil
}

func (u BetaManagedAgentsSessionEventUnion) AsUserMessage() (v BetaManagedAgentsUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsUserInterrupt() (v BetaManagedAgentsUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsUserToolConfirmation() (v BetaManagedAgentsUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsUserCustomToolResult() (v BetaManagedAgentsUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentCustomToolUse() (v BetaManagedAgentsAgentCustomToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentMCPToolUse() (v BetaManagedAgentsAgentMCPToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentMCPToolResult() (v BetaManagedAgentsAgentMCPToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentToolUse() (v BetaManagedAgentsAgentToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentToolResult() (v BetaManagedAgentsAgentToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentThreadMessageReceived() (v BetaManagedAgentsAgentThreadMessageReceivedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentThreadMessageSent() (v BetaManagedAgentsAgentThreadMessageSentEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsAgentThreadContextCompacted() (v BetaManagedAgentsAgentThreadContextCompactedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionError() (v BetaManagedAgentsSessionErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionStatusRescheduled() (v BetaManagedAgentsSessionStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionStatusRunning() (v BetaManagedAgentsSessionStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionStatusIdle() (v BetaManagedAgentsSessionStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionStatusTerminated() (v BetaManagedAgentsSessionStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionThreadCreated() (v BetaManagedAgentsSessionThreadCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSpanOutcomeEvaluationStart() (v BetaManagedAgentsSpanOutcomeEvaluationStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSpanOutcomeEvaluationEnd() (v BetaManagedAgentsSpanOutcomeEvaluationEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSpanModelRequestStart() (v BetaManagedAgentsSpanModelRequestStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSpanModelRequestEnd() (v BetaManagedAgentsSpanModelRequestEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSpanOutcomeEvaluationOngoing() (v BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsUserDefineOutcome() (v BetaManagedAgentsUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionDeleted() (v BetaManagedAgentsSessionDeletedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionThreadStatusRunning() (v BetaManagedAgentsSessionThreadStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionThreadStatusIdle() (v BetaManagedAgentsSessionThreadStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionThreadStatusTerminated() (v BetaManagedAgentsSessionThreadStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionThreadStatusRescheduled() (v BetaManagedAgentsSessionThreadStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionUpdated() (v BetaManagedAgentsSessionUpdatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSystemMessage() (v BetaManagedAgentsSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsSessionUsage() (v BetaManagedAgentsSessionUsageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunCreated() (v BetaManagedAgentsWorkflowRunCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunStatusEnded() (v BetaManagedAgentsWorkflowRunStatusEndedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunPhaseStarted() (v BetaManagedAgentsWorkflowRunPhaseStartedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunPhaseEnded() (v BetaManagedAgentsWorkflowRunPhaseEndedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunStatusRunning() (v BetaManagedAgentsWorkflowRunStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunStatusIdle() (v BetaManagedAgentsWorkflowRunStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionEventUnion) AsWorkflowRunError() (v BetaManagedAgentsWorkflowRunErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionEventUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionContent is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion]. BetaManagedAgentsSessionEventUnionContent
// provides convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsUserMessageEventContentArray
// OfBetaManagedAgentsUserCustomToolResultEventContentArray
// OfBetaManagedAgentsAgentMessageEventContentArray
// OfBetaManagedAgentsAgentMCPToolResultEventContentArray
// OfBetaManagedAgentsAgentToolResultEventContentArray
// OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray
// OfBetaManagedAgentsAgentThreadMessageSentEventContentArray
// OfBetaManagedAgentsUserToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray]
type BetaManagedAgentsSessionEventUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserMessageEventContentArray []BetaManagedAgentsUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserCustomToolResultEventContentArray []BetaManagedAgentsUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMessageEventContentArray []BetaManagedAgentsAgentMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMCPToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMCPToolResultEventContentArray []BetaManagedAgentsAgentMCPToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentToolResultEventContentArray []BetaManagedAgentsAgentToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray []BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageSentEventContentArray []BetaManagedAgentsAgentThreadMessageSentEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserToolResultEventContentArray []BetaManagedAgentsUserToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	JSON                                       struct {
		OfBetaManagedAgentsUserMessageEventContentArray                respjson.Field
		OfBetaManagedAgentsUserCustomToolResultEventContentArray       respjson.Field
		OfBetaManagedAgentsAgentMessageEventContentArray               respjson.Field
		OfBetaManagedAgentsAgentMCPToolResultEventContentArray         respjson.Field
		OfBetaManagedAgentsAgentToolResultEventContentArray            respjson.Field
		OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray respjson.Field
		OfBetaManagedAgentsAgentThreadMessageSentEventContentArray     respjson.Field
		OfBetaManagedAgentsUserToolResultEventContentArray             respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                     respjson.Field
		raw                                                            string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionEventUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionResult is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion]. BetaManagedAgentsSessionEventUnionResult
// provides convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsUserToolConfirmationEventResult OfString]
type BetaManagedAgentsSessionEventUnionResult struct {
	// This field will be present if the value is a
	// [BetaManagedAgentsUserToolConfirmationEventResult] instead of an object.
	OfBetaManagedAgentsUserToolConfirmationEventResult BetaManagedAgentsUserToolConfirmationEventResult `json:",inline"`
	// This field will be present if the value is a [string] instead of an object.
	OfString string `json:",inline"`
	Type     string `json:"type"`
	// This field is from variant [BetaManagedAgentsWorkflowRunResultUnion].
	Error BetaManagedAgentsWorkflowRunErrorObjectUnion `json:"error"`
	JSON  struct {
		OfBetaManagedAgentsUserToolConfirmationEventResult respjson.Field
		OfString                                           respjson.Field
		Type                                               respjson.Field
		Error                                              respjson.Field
		raw                                                string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionEventUnionResult) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionError is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion]. BetaManagedAgentsSessionEventUnionError
// provides convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
type BetaManagedAgentsSessionEventUnionError struct {
	Message string `json:"message"`
	// This field is a union of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsBillingErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion]
	RetryStatus   BetaManagedAgentsSessionEventUnionErrorRetryStatus `json:"retry_status"`
	Type          string                                             `json:"type"`
	MCPServerName string                                             `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsSessionErrorEventErrorUnion].
	CredentialID string `json:"credential_id"`
	// This field is from variant [BetaManagedAgentsSessionErrorEventErrorUnion].
	VaultID       string `json:"vault_id"`
	RepositoryURL string `json:"repository_url"`
	JSON          struct {
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		MCPServerName respjson.Field
		CredentialID  respjson.Field
		VaultID       respjson.Field
		RepositoryURL respjson.Field
		raw           string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionEventUnionError) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionErrorRetryStatus is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion].
// BetaManagedAgentsSessionEventUnionErrorRetryStatus provides convenient access to
// the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
type BetaManagedAgentsSessionEventUnionErrorRetryStatus struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionEventUnionErrorRetryStatus) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionStopReason is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion].
// BetaManagedAgentsSessionEventUnionStopReason provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
type BetaManagedAgentsSessionEventUnionStopReason struct {
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

func (r *BetaManagedAgentsSessionEventUnionStopReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionEventUnionUsage is an implicit subunion of
// [BetaManagedAgentsSessionEventUnion]. BetaManagedAgentsSessionEventUnionUsage
// provides convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionEventUnion].
type BetaManagedAgentsSessionEventUnionUsage struct {
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	CacheCreationInputTokens int64 `json:"cache_creation_input_tokens"`
	CacheReadInputTokens     int64 `json:"cache_read_input_tokens"`
	InputTokens              int64 `json:"input_tokens"`
	OutputTokens             int64 `json:"output_tokens"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	Speed BetaManagedAgentsSpanModelUsageSpeed `json:"speed"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ActiveSeconds float64 `json:"active_seconds"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	CacheCreation BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ListCost BetaMonetaryAmount `json:"list_cost"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use"`
	JSON          struct {
		CacheCreationInputTokens respjson.Field
		CacheReadInputTokens     respjson.Field
		InputTokens              respjson.Field
		OutputTokens             respjson.Field
		Speed                    respjson.Field
		ActiveSeconds            respjson.Field
		CacheCreation            respjson.Field
		ListCost                 respjson.Field
		ServerToolUse            respjson.Field
		raw                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionEventUnionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The `type` of a session event.
type BetaManagedAgentsSessionEventType string

const (
	BetaManagedAgentsSessionEventTypeUserMessage                    BetaManagedAgentsSessionEventType = "user.message"
	BetaManagedAgentsSessionEventTypeUserInterrupt                  BetaManagedAgentsSessionEventType = "user.interrupt"
	BetaManagedAgentsSessionEventTypeUserToolConfirmation           BetaManagedAgentsSessionEventType = "user.tool_confirmation"
	BetaManagedAgentsSessionEventTypeUserCustomToolResult           BetaManagedAgentsSessionEventType = "user.custom_tool_result"
	BetaManagedAgentsSessionEventTypeAgentCustomToolUse             BetaManagedAgentsSessionEventType = "agent.custom_tool_use"
	BetaManagedAgentsSessionEventTypeAgentMessage                   BetaManagedAgentsSessionEventType = "agent.message"
	BetaManagedAgentsSessionEventTypeAgentThinking                  BetaManagedAgentsSessionEventType = "agent.thinking"
	BetaManagedAgentsSessionEventTypeAgentMCPToolUse                BetaManagedAgentsSessionEventType = "agent.mcp_tool_use"
	BetaManagedAgentsSessionEventTypeAgentMCPToolResult             BetaManagedAgentsSessionEventType = "agent.mcp_tool_result"
	BetaManagedAgentsSessionEventTypeAgentToolUse                   BetaManagedAgentsSessionEventType = "agent.tool_use"
	BetaManagedAgentsSessionEventTypeAgentToolResult                BetaManagedAgentsSessionEventType = "agent.tool_result"
	BetaManagedAgentsSessionEventTypeAgentThreadMessageReceived     BetaManagedAgentsSessionEventType = "agent.thread_message_received"
	BetaManagedAgentsSessionEventTypeAgentThreadMessageSent         BetaManagedAgentsSessionEventType = "agent.thread_message_sent"
	BetaManagedAgentsSessionEventTypeAgentThreadContextCompacted    BetaManagedAgentsSessionEventType = "agent.thread_context_compacted"
	BetaManagedAgentsSessionEventTypeSessionError                   BetaManagedAgentsSessionEventType = "session.error"
	BetaManagedAgentsSessionEventTypeSessionStatusRescheduled       BetaManagedAgentsSessionEventType = "session.status_rescheduled"
	BetaManagedAgentsSessionEventTypeSessionStatusRunning           BetaManagedAgentsSessionEventType = "session.status_running"
	BetaManagedAgentsSessionEventTypeSessionStatusIdle              BetaManagedAgentsSessionEventType = "session.status_idle"
	BetaManagedAgentsSessionEventTypeSessionStatusTerminated        BetaManagedAgentsSessionEventType = "session.status_terminated"
	BetaManagedAgentsSessionEventTypeSessionThreadCreated           BetaManagedAgentsSessionEventType = "session.thread_created"
	BetaManagedAgentsSessionEventTypeSpanOutcomeEvaluationStart     BetaManagedAgentsSessionEventType = "span.outcome_evaluation_start"
	BetaManagedAgentsSessionEventTypeSpanOutcomeEvaluationEnd       BetaManagedAgentsSessionEventType = "span.outcome_evaluation_end"
	BetaManagedAgentsSessionEventTypeSpanModelRequestStart          BetaManagedAgentsSessionEventType = "span.model_request_start"
	BetaManagedAgentsSessionEventTypeSpanModelRequestEnd            BetaManagedAgentsSessionEventType = "span.model_request_end"
	BetaManagedAgentsSessionEventTypeSpanOutcomeEvaluationOngoing   BetaManagedAgentsSessionEventType = "span.outcome_evaluation_ongoing"
	BetaManagedAgentsSessionEventTypeUserDefineOutcome              BetaManagedAgentsSessionEventType = "user.define_outcome"
	BetaManagedAgentsSessionEventTypeSessionThreadStatusRunning     BetaManagedAgentsSessionEventType = "session.thread_status_running"
	BetaManagedAgentsSessionEventTypeSessionThreadStatusIdle        BetaManagedAgentsSessionEventType = "session.thread_status_idle"
	BetaManagedAgentsSessionEventTypeSessionThreadStatusTerminated  BetaManagedAgentsSessionEventType = "session.thread_status_terminated"
	BetaManagedAgentsSessionEventTypeUserToolResult                 BetaManagedAgentsSessionEventType = "user.tool_result"
	BetaManagedAgentsSessionEventTypeSessionThreadStatusRescheduled BetaManagedAgentsSessionEventType = "session.thread_status_rescheduled"
	BetaManagedAgentsSessionEventTypeSessionUpdated                 BetaManagedAgentsSessionEventType = "session.updated"
	BetaManagedAgentsSessionEventTypeSystemMessage                  BetaManagedAgentsSessionEventType = "system.message"
	BetaManagedAgentsSessionEventTypeSessionUsage                   BetaManagedAgentsSessionEventType = "session.usage"
	BetaManagedAgentsSessionEventTypeWorkflowRunCreated             BetaManagedAgentsSessionEventType = "workflow_run.created"
	BetaManagedAgentsSessionEventTypeWorkflowRunStatusRunning       BetaManagedAgentsSessionEventType = "workflow_run.status_running"
	BetaManagedAgentsSessionEventTypeWorkflowRunStatusIdle          BetaManagedAgentsSessionEventType = "workflow_run.status_idle"
	BetaManagedAgentsSessionEventTypeWorkflowRunStatusEnded         BetaManagedAgentsSessionEventType = "workflow_run.status_ended"
	BetaManagedAgentsSessionEventTypeWorkflowRunError               BetaManagedAgentsSessionEventType = "workflow_run.error"
	BetaManagedAgentsSessionEventTypeWorkflowRunPhaseStarted        BetaManagedAgentsSessionEventType = "workflow_run.phase_started"
	BetaManagedAgentsSessionEventTypeWorkflowRunPhaseEnded          BetaManagedAgentsSessionEventType = "workflow_run.phase_ended"
)

// The turn ended because the model's response was refused, for example by a safety
// classifier.
type BetaManagedAgentsSessionRefusal struct {
	Type constant.Refusal `json:"type" default:"refusal"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionRefusal) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionRefusal) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Structured information about a refusal.
type BetaManagedAgentsSessionRefusalStopDetails struct {
	// The policy category that triggered the refusal, or `null` when there is no named
	// category. New values can be added over time.
	//
	// Any of "cyber", "bio", "frontier_llm", "reasoning_extraction", "general_harms".
	Category BetaManagedAgentsSessionRefusalStopDetailsCategory `json:"category" api:"required"`
	// Human-readable explanation of the refusal, or `null` when none is available. The
	// wording can change, so do not parse it.
	Explanation string           `json:"explanation" api:"required"`
	Type        constant.Refusal `json:"type" default:"refusal"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Category    respjson.Field
		Explanation respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionRefusalStopDetails) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionRefusalStopDetails) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The policy category that triggered the refusal, or `null` when there is no named
// category. New values can be added over time.
type BetaManagedAgentsSessionRefusalStopDetailsCategory string

const (
	BetaManagedAgentsSessionRefusalStopDetailsCategoryCyber               BetaManagedAgentsSessionRefusalStopDetailsCategory = "cyber"
	BetaManagedAgentsSessionRefusalStopDetailsCategoryBio                 BetaManagedAgentsSessionRefusalStopDetailsCategory = "bio"
	BetaManagedAgentsSessionRefusalStopDetailsCategoryFrontierLLM         BetaManagedAgentsSessionRefusalStopDetailsCategory = "frontier_llm"
	BetaManagedAgentsSessionRefusalStopDetailsCategoryReasoningExtraction BetaManagedAgentsSessionRefusalStopDetailsCategory = "reasoning_extraction"
	BetaManagedAgentsSessionRefusalStopDetailsCategoryGeneralHarms        BetaManagedAgentsSessionRefusalStopDetailsCategory = "general_harms"
)

// The agent is idle waiting on one or more blocking user-input events (tool
// confirmation, custom tool result, etc.). Resolving all of them transitions the
// session back to running.
type BetaManagedAgentsSessionRequiresAction struct {
	// The ids of events the agent is blocked on. Resolving fewer than all re-emits
	// `session.status_idle` with the remainder.
	EventIDs []string                `json:"event_ids" api:"required"`
	Type     constant.RequiresAction `json:"type" default:"requires_action"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		EventIDs    respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionRequiresAction) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionRequiresAction) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The turn ended because repeated errors exhausted the retry budget or an error
// escalated to `retry_status: 'exhausted'`.
type BetaManagedAgentsSessionRetriesExhausted struct {
	Type constant.RetriesExhausted `json:"type" default:"retries_exhausted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionRetriesExhausted) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionRetriesExhausted) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates the agent has paused and is awaiting user input.
type BetaManagedAgentsSessionStatusIdleEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp of status change.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Structured information about why the session stopped. `null` when there is
	// nothing more to report.
	StopDetails BetaManagedAgentsSessionRefusalStopDetails             `json:"stop_details" api:"required"`
	StopReason  BetaManagedAgentsSessionStatusIdleEventStopReasonUnion `json:"stop_reason" api:"required"`
	Type        constant.SessionStatusIdle                             `json:"type" default:"session.status_idle"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		StopDetails respjson.Field
		StopReason  respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionStatusIdleEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionStatusIdleEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionStatusIdleEventStopReasonUnion contains all possible
// properties and values from [BetaManagedAgentsSessionEndTurn],
// [BetaManagedAgentsSessionRequiresAction],
// [BetaManagedAgentsSessionRetriesExhausted],
// [BetaManagedAgentsSessionBudgetReached], [BetaManagedAgentsSessionRefusal].
//
// Use the [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionStatusIdleEventStopReasonUnion struct {
	// Any of "end_turn", "requires_action", "retries_exhausted", "budget_reached",
	// "refusal".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsSessionRequiresAction].
	EventIDs []string `json:"event_ids"`
	JSON     struct {
		Type     respjson.Field
		EventIDs respjson.Field
		raw      string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionStatusIdleEventStopReason is implemented by each
// variant of [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion] to add type
// safety for the return type of
// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion.AsAny]
type anyBetaManagedAgentsSessionStatusIdleEventStopReason interface {
	implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion()
}

func (BetaManagedAgentsSessionEndTurn) implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion() {}
func (BetaManagedAgentsSessionRequiresAction) implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionRetriesExhausted) implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionBudgetReached) implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionRefusal) implBetaManagedAgentsSessionStatusIdleEventStopReasonUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionStatusIdleEventStopReasonUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionEndTurn:
//	case anthropic.BetaManagedAgentsSessionRequiresAction:
//	case anthropic.BetaManagedAgentsSessionRetriesExhausted:
//	case anthropic.BetaManagedAgentsSessionBudgetReached:
//	case anthropic.BetaManagedAgentsSessionRefusal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsAny() anyBetaManagedAgentsSessionStatusIdleEventStopReason {
	switch u.Type {
	case "end_turn":
		return u.AsEndTurn()
	case "requires_action":
		return u.AsRequiresAction()
	case "retries_exhausted":
		return u.AsRetriesExhausted()
	case "budget_reached":
		return u.AsBudgetReached()
	case "refusal":
		return u.AsRefusal()
	}
	return nil
}

func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsEndTurn() (v BetaManagedAgentsSessionEndTurn) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsRequiresAction() (v BetaManagedAgentsSessionRequiresAction) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsRetriesExhausted() (v BetaManagedAgentsSessionRetriesExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsBudgetReached() (v BetaManagedAgentsSessionBudgetReached) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) AsRefusal() (v BetaManagedAgentsSessionRefusal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionStatusIdleEventStopReasonUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates the session is recovering from an error state and is rescheduled for
// execution.
type BetaManagedAgentsSessionStatusRescheduledEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp of status change.
	ProcessedAt time.Time                         `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionStatusRescheduled `json:"type" default:"session.status_rescheduled"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionStatusRescheduledEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionStatusRescheduledEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates the session is actively running and the agent is working.
type BetaManagedAgentsSessionStatusRunningEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp of status change.
	ProcessedAt time.Time                     `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionStatusRunning `json:"type" default:"session.status_running"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionStatusRunningEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionStatusRunningEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Indicates the session has terminated, either due to an error or completion.
type BetaManagedAgentsSessionStatusTerminatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp of status change.
	ProcessedAt time.Time                        `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionStatusTerminated `json:"type" default:"session.status_terminated"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionStatusTerminatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionStatusTerminatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a child thread is created. Written to the parent thread's output
// stream so clients observing the session see child creation.
type BetaManagedAgentsSessionThreadCreatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Name of the callable agent the thread runs.
	AgentName string `json:"agent_name" api:"required"`
	// Timestamp when the thread was created.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public `sthr_` ID of the newly created thread.
	SessionThreadID string                        `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadCreated `json:"type" default:"session.thread_created"`
	// Identifier of the workflow run that created the thread, or `null` for any other
	// thread.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		AgentName       respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		WorkflowRunID   respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionThreadCreatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionThreadCreatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A session thread has yielded and is awaiting input. Emitted on the thread's own
// stream and cross-posted to the primary stream for child threads.
type BetaManagedAgentsSessionThreadStatusIdleEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Name of the agent the thread runs.
	AgentName string `json:"agent_name" api:"required"`
	// Timestamp of the status transition.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public sthr_ ID of the thread that went idle.
	SessionThreadID string `json:"session_thread_id" api:"required"`
	// Structured information about why the thread stopped. `null` when there is
	// nothing more to report.
	StopDetails BetaManagedAgentsSessionRefusalStopDetails                   `json:"stop_details" api:"required"`
	StopReason  BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion `json:"stop_reason" api:"required"`
	Type        constant.SessionThreadStatusIdle                             `json:"type" default:"session.thread_status_idle"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		AgentName       respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		StopDetails     respjson.Field
		StopReason      respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionThreadStatusIdleEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionThreadStatusIdleEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion contains all
// possible properties and values from [BetaManagedAgentsSessionEndTurn],
// [BetaManagedAgentsSessionRequiresAction],
// [BetaManagedAgentsSessionRetriesExhausted],
// [BetaManagedAgentsSessionBudgetReached], [BetaManagedAgentsSessionRefusal].
//
// Use the [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion struct {
	// Any of "end_turn", "requires_action", "retries_exhausted", "budget_reached",
	// "refusal".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsSessionRequiresAction].
	EventIDs []string `json:"event_ids"`
	JSON     struct {
		Type     respjson.Field
		EventIDs respjson.Field
		raw      string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionThreadStatusIdleEventStopReason is implemented by
// each variant of [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion]
// to add type safety for the return type of
// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion.AsAny]
type anyBetaManagedAgentsSessionThreadStatusIdleEventStopReason interface {
	implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion()
}

func (BetaManagedAgentsSessionEndTurn) implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionRequiresAction) implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionRetriesExhausted) implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionBudgetReached) implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion() {
}
func (BetaManagedAgentsSessionRefusal) implBetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionEndTurn:
//	case anthropic.BetaManagedAgentsSessionRequiresAction:
//	case anthropic.BetaManagedAgentsSessionRetriesExhausted:
//	case anthropic.BetaManagedAgentsSessionBudgetReached:
//	case anthropic.BetaManagedAgentsSessionRefusal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsAny() anyBetaManagedAgentsSessionThreadStatusIdleEventStopReason {
	switch u.Type {
	case "end_turn":
		return u.AsEndTurn()
	case "requires_action":
		return u.AsRequiresAction()
	case "retries_exhausted":
		return u.AsRetriesExhausted()
	case "budget_reached":
		return u.AsBudgetReached()
	case "refusal":
		return u.AsRefusal()
	}
	return nil
}

func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsEndTurn() (v BetaManagedAgentsSessionEndTurn) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsRequiresAction() (v BetaManagedAgentsSessionRequiresAction) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsRetriesExhausted() (v BetaManagedAgentsSessionRetriesExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsBudgetReached() (v BetaManagedAgentsSessionBudgetReached) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) AsRefusal() (v BetaManagedAgentsSessionRefusal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A session thread hit a transient error and is retrying automatically. Emitted on
// the thread's own stream and cross-posted to the primary stream for child
// threads.
type BetaManagedAgentsSessionThreadStatusRescheduledEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Name of the agent the thread runs.
	AgentName string `json:"agent_name" api:"required"`
	// Timestamp of the status transition.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public sthr_ ID of the thread that is retrying.
	SessionThreadID string                                  `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadStatusRescheduled `json:"type" default:"session.thread_status_rescheduled"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		AgentName       respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionThreadStatusRescheduledEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionThreadStatusRescheduledEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A session thread has begun executing. Emitted on the thread's own stream and
// cross-posted to the primary stream for child threads.
type BetaManagedAgentsSessionThreadStatusRunningEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Name of the agent the thread runs.
	AgentName string `json:"agent_name" api:"required"`
	// Timestamp of the status transition.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public sthr_ ID of the thread that started running.
	SessionThreadID string                              `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadStatusRunning `json:"type" default:"session.thread_status_running"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		AgentName       respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionThreadStatusRunningEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionThreadStatusRunningEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A session thread has terminated and will accept no further input. Emitted on the
// thread's own stream and cross-posted to the primary stream for child threads.
type BetaManagedAgentsSessionThreadStatusTerminatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Name of the agent the thread runs.
	AgentName string `json:"agent_name" api:"required"`
	// Timestamp of the status transition.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Public sthr_ ID of the thread that terminated.
	SessionThreadID string                                 `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadStatusTerminated `json:"type" default:"session.thread_status_terminated"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		AgentName       respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionThreadStatusTerminatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionThreadStatusTerminatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Point-in-time snapshot of a session's cumulative usage.
type BetaManagedAgentsSessionUsageSnapshot struct {
	// Cumulative time in seconds during which the session had at least one thread in
	// running status. Overlapping activity from concurrent threads is counted once.
	// This is the duration the session's runtime cost is priced on.
	ActiveSeconds float64 `json:"active_seconds"`
	// Tokens used to create prompt cache entries, broken down by cache TTL.
	CacheCreation BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	// Total tokens read from prompt cache.
	CacheReadInputTokens int64 `json:"cache_read_input_tokens"`
	// Total input tokens consumed across all turns.
	InputTokens int64 `json:"input_tokens"`
	// Cumulative list cost of the session across all turns, priced at public list
	// rates.
	ListCost BetaMonetaryAmount `json:"list_cost"`
	// Total output tokens generated across all turns.
	OutputTokens int64 `json:"output_tokens"`
	// Cumulative server-executed tool usage across all turns.
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ActiveSeconds        respjson.Field
		CacheCreation        respjson.Field
		CacheReadInputTokens respjson.Field
		InputTokens          respjson.Field
		ListCost             respjson.Field
		OutputTokens         respjson.Field
		ServerToolUse        respjson.Field
		ExtraFields          map[string]respjson.Field
		raw                  string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionUsageSnapshot) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionUsageSnapshot) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a model request completes.
type BetaManagedAgentsSpanModelRequestEndEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Whether the model request resulted in an error.
	IsError bool `json:"is_error" api:"required"`
	// The id of the corresponding `span.model_request_start` event.
	ModelRequestStartID string `json:"model_request_start_id" api:"required"`
	// Token usage for this model request.
	ModelUsage BetaManagedAgentsSpanModelUsage `json:"model_usage" api:"required"`
	// Timestamp when the model request completed.
	ProcessedAt time.Time                    `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SpanModelRequestEnd `json:"type" default:"span.model_request_end"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		IsError             respjson.Field
		ModelRequestStartID respjson.Field
		ModelUsage          respjson.Field
		ProcessedAt         respjson.Field
		Type                respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanModelRequestEndEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanModelRequestEndEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a model request is initiated by the agent.
type BetaManagedAgentsSpanModelRequestStartEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when the model request started.
	ProcessedAt time.Time                      `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SpanModelRequestStart `json:"type" default:"span.model_request_start"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanModelRequestStartEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanModelRequestStartEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token usage for a single model request.
type BetaManagedAgentsSpanModelUsage struct {
	// Tokens used to create prompt cache in this request.
	CacheCreationInputTokens int64 `json:"cache_creation_input_tokens" api:"required"`
	// Tokens read from prompt cache in this request.
	CacheReadInputTokens int64 `json:"cache_read_input_tokens" api:"required"`
	// Input tokens consumed by this request.
	InputTokens int64 `json:"input_tokens" api:"required"`
	// Output tokens generated by this request.
	OutputTokens int64 `json:"output_tokens" api:"required"`
	// Inference speed tier this request actually ran at. Mirrors `usage.speed` on
	// /v1/messages. Only present when the fast-mode beta is active.
	//
	// Any of "standard", "fast".
	Speed BetaManagedAgentsSpanModelUsageSpeed `json:"speed" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		CacheCreationInputTokens respjson.Field
		CacheReadInputTokens     respjson.Field
		InputTokens              respjson.Field
		OutputTokens             respjson.Field
		Speed                    respjson.Field
		ExtraFields              map[string]respjson.Field
		raw                      string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanModelUsage) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanModelUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Inference speed tier this request actually ran at. Mirrors `usage.speed` on
// /v1/messages. Only present when the fast-mode beta is active.
type BetaManagedAgentsSpanModelUsageSpeed string

const (
	BetaManagedAgentsSpanModelUsageSpeedStandard BetaManagedAgentsSpanModelUsageSpeed = "standard"
	BetaManagedAgentsSpanModelUsageSpeedFast     BetaManagedAgentsSpanModelUsageSpeed = "fast"
)

// Emitted when an outcome evaluation cycle completes. Carries the verdict and
// aggregate token usage. A verdict of `needs_revision` means another evaluation
// cycle follows; `satisfied`, `max_iterations_reached`, `failed`, or `interrupted`
// are terminal — no further evaluation cycles follow.
type BetaManagedAgentsSpanOutcomeEvaluationEndEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Human-readable explanation of the verdict. For `needs_revision`, describes which
	// criteria failed and why.
	Explanation string `json:"explanation" api:"required"`
	// 0-indexed revision cycle, matching the corresponding
	// `span.outcome_evaluation_start`.
	Iteration int64 `json:"iteration" api:"required"`
	// The id of the corresponding `span.outcome_evaluation_start` event.
	OutcomeEvaluationStartID string `json:"outcome_evaluation_start_id" api:"required"`
	// The `outc_` ID of the outcome being evaluated.
	OutcomeID string `json:"outcome_id" api:"required"`
	// Timestamp when outcome evaluation ended.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// Evaluation verdict. 'satisfied': criteria met, session goes idle.
	// 'needs_revision': criteria not met, another revision cycle follows.
	// 'max_iterations_reached': evaluation budget exhausted with criteria still unmet
	// — one final acknowledgment turn follows before the session goes idle, but no
	// further evaluation runs. 'failed': grader determined the rubric does not apply
	// to the deliverables. 'interrupted': user sent an interrupt while evaluation was
	// in progress.
	Result string                            `json:"result" api:"required"`
	Type   constant.SpanOutcomeEvaluationEnd `json:"type" default:"span.outcome_evaluation_end"`
	// Aggregate token usage for this evaluation cycle. Sums across all grader model
	// requests within the cycle.
	Usage BetaManagedAgentsSpanModelUsage `json:"usage" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                       respjson.Field
		Explanation              respjson.Field
		Iteration                respjson.Field
		OutcomeEvaluationStartID respjson.Field
		OutcomeID                respjson.Field
		ProcessedAt              respjson.Field
		Result                   respjson.Field
		Type                     respjson.Field
		Usage                    respjson.Field
		ExtraFields              map[string]respjson.Field
		raw                      string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanOutcomeEvaluationEndEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanOutcomeEvaluationEndEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Periodic heartbeat emitted while an outcome evaluation cycle is in progress.
// Distinguishes 'evaluation is actively running' from 'evaluation is stuck'
// between the corresponding `span.outcome_evaluation_start` and
// `span.outcome_evaluation_end` events.
type BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// 0-indexed revision cycle, matching the corresponding
	// `span.outcome_evaluation_start`.
	Iteration int64 `json:"iteration" api:"required"`
	// The `outc_` ID of the outcome being evaluated.
	OutcomeID string `json:"outcome_id" api:"required"`
	// Timestamp when this heartbeat was emitted.
	ProcessedAt time.Time                             `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SpanOutcomeEvaluationOngoing `json:"type" default:"span.outcome_evaluation_ongoing"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Iteration   respjson.Field
		OutcomeID   respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when an outcome evaluation cycle begins.
type BetaManagedAgentsSpanOutcomeEvaluationStartEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// 0-indexed revision cycle. 0 is the first evaluation; 1 is the re-evaluation
	// after the first revision; etc.
	Iteration int64 `json:"iteration" api:"required"`
	// The `outc_` ID of the outcome being evaluated.
	OutcomeID string `json:"outcome_id" api:"required"`
	// Timestamp when outcome evaluation started.
	ProcessedAt time.Time                           `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SpanOutcomeEvaluationStart `json:"type" default:"span.outcome_evaluation_start"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Iteration   respjson.Field
		OutcomeID   respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSpanOutcomeEvaluationStartEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSpanOutcomeEvaluationStartEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnion contains all possible properties and
// values from [BetaManagedAgentsUserMessageEvent],
// [BetaManagedAgentsUserInterruptEvent],
// [BetaManagedAgentsUserToolConfirmationEvent],
// [BetaManagedAgentsUserCustomToolResultEvent],
// [BetaManagedAgentsAgentCustomToolUseEvent],
// [BetaManagedAgentsAgentMessageEvent], [BetaManagedAgentsAgentThinkingEvent],
// [BetaManagedAgentsAgentMCPToolUseEvent],
// [BetaManagedAgentsAgentMCPToolResultEvent],
// [BetaManagedAgentsAgentToolUseEvent], [BetaManagedAgentsAgentToolResultEvent],
// [BetaManagedAgentsAgentThreadMessageReceivedEvent],
// [BetaManagedAgentsAgentThreadMessageSentEvent],
// [BetaManagedAgentsAgentThreadContextCompactedEvent],
// [BetaManagedAgentsSessionErrorEvent],
// [BetaManagedAgentsSessionStatusRescheduledEvent],
// [BetaManagedAgentsSessionStatusRunningEvent],
// [BetaManagedAgentsSessionStatusIdleEvent],
// [BetaManagedAgentsSessionStatusTerminatedEvent],
// [BetaManagedAgentsSessionThreadCreatedEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationStartEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationEndEvent],
// [BetaManagedAgentsSpanModelRequestStartEvent],
// [BetaManagedAgentsSpanModelRequestEndEvent],
// [BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent],
// [BetaManagedAgentsUserDefineOutcomeEvent],
// [BetaManagedAgentsSessionDeletedEvent],
// [BetaManagedAgentsSessionThreadStatusRunningEvent],
// [BetaManagedAgentsSessionThreadStatusIdleEvent],
// [BetaManagedAgentsSessionThreadStatusTerminatedEvent],
// [BetaManagedAgentsUserToolResultEvent],
// [BetaManagedAgentsSessionThreadStatusRescheduledEvent],
// [BetaManagedAgentsSessionUpdatedEvent], [BetaManagedAgentsStartEvent],
// [BetaManagedAgentsDeltaEvent], [BetaManagedAgentsSystemMessageEvent],
// [BetaManagedAgentsSessionUsageEvent],
// [BetaManagedAgentsWorkflowRunCreatedEvent],
// [BetaManagedAgentsWorkflowRunStatusEndedEvent],
// [BetaManagedAgentsWorkflowRunPhaseStartedEvent],
// [BetaManagedAgentsWorkflowRunPhaseEndedEvent],
// [BetaManagedAgentsWorkflowRunStatusRunningEvent],
// [BetaManagedAgentsWorkflowRunStatusIdleEvent],
// [BetaManagedAgentsWorkflowRunErrorEvent].
//
// Use the [BetaManagedAgentsStreamSessionEventsUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsStreamSessionEventsUnion struct {
	ID string `json:"id"`
	// This field is a union of [[]BetaManagedAgentsUserMessageEventContentUnion],
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentMessageEventContentUnion],
	// [[]BetaManagedAgentsAgentMCPToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentToolResultEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion],
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion],
	// [[]BetaManagedAgentsUserToolResultEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock]
	Content BetaManagedAgentsStreamSessionEventsUnionContent `json:"content"`
	// Any of "user.message", "user.interrupt", "user.tool_confirmation",
	// "user.custom_tool_result", "agent.custom_tool_use", "agent.message",
	// "agent.thinking", "agent.mcp_tool_use", "agent.mcp_tool_result",
	// "agent.tool_use", "agent.tool_result", "agent.thread_message_received",
	// "agent.thread_message_sent", "agent.thread_context_compacted", "session.error",
	// "session.status_rescheduled", "session.status_running", "session.status_idle",
	// "session.status_terminated", "session.thread_created",
	// "span.outcome_evaluation_start", "span.outcome_evaluation_end",
	// "span.model_request_start", "span.model_request_end",
	// "span.outcome_evaluation_ongoing", "user.define_outcome", "session.deleted",
	// "session.thread_status_running", "session.thread_status_idle",
	// "session.thread_status_terminated", "user.tool_result",
	// "session.thread_status_rescheduled", "session.updated", "event_start",
	// "event_delta", "system.message", "session.usage", "workflow_run.created",
	// "workflow_run.status_ended", "workflow_run.phase_started",
	// "workflow_run.phase_ended", "workflow_run.status_running",
	// "workflow_run.status_idle", "workflow_run.error".
	Type            string    `json:"type"`
	ProcessedAt     time.Time `json:"processed_at"`
	SessionThreadID string    `json:"session_thread_id"`
	// This field is a union of [BetaManagedAgentsUserToolConfirmationEventResult],
	// [string], [BetaManagedAgentsWorkflowRunResultUnion]
	Result    BetaManagedAgentsStreamSessionEventsUnionResult `json:"result"`
	ToolUseID string                                          `json:"tool_use_id"`
	// This field is from variant [BetaManagedAgentsUserToolConfirmationEvent].
	DenyMessage string `json:"deny_message"`
	// This field is from variant [BetaManagedAgentsUserCustomToolResultEvent].
	CustomToolUseID string `json:"custom_tool_use_id"`
	IsError         bool   `json:"is_error"`
	Input           any    `json:"input"`
	Name            string `json:"name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	MCPServerName string `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	EvaluatedPermission BetaManagedAgentsAgentEvaluatedPermission `json:"evaluated_permission"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolUseEvent].
	Evaluation BetaManagedAgentsAgentToolEvaluationUnion `json:"evaluation"`
	// This field is from variant [BetaManagedAgentsAgentMCPToolResultEvent].
	MCPToolUseID string `json:"mcp_tool_use_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromSessionThreadID string `json:"from_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageReceivedEvent].
	FromAgentName string `json:"from_agent_name"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToSessionThreadID string `json:"to_session_thread_id"`
	// This field is from variant [BetaManagedAgentsAgentThreadMessageSentEvent].
	ToAgentName string `json:"to_agent_name"`
	// This field is a union of [BetaManagedAgentsSessionErrorEventErrorUnion],
	// [BetaManagedAgentsWorkflowRunErrorObjectUnion]
	Error BetaManagedAgentsStreamSessionEventsUnionError `json:"error"`
	// This field is from variant [BetaManagedAgentsSessionStatusIdleEvent].
	StopDetails BetaManagedAgentsSessionRefusalStopDetails `json:"stop_details"`
	// This field is a union of
	// [BetaManagedAgentsSessionStatusIdleEventStopReasonUnion],
	// [BetaManagedAgentsSessionThreadStatusIdleEventStopReasonUnion]
	StopReason    BetaManagedAgentsStreamSessionEventsUnionStopReason `json:"stop_reason"`
	AgentName     string                                              `json:"agent_name"`
	WorkflowRunID string                                              `json:"workflow_run_id"`
	Iteration     int64                                               `json:"iteration"`
	OutcomeID     string                                              `json:"outcome_id"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	Explanation string `json:"explanation"`
	// This field is from variant [BetaManagedAgentsSpanOutcomeEvaluationEndEvent].
	OutcomeEvaluationStartID string `json:"outcome_evaluation_start_id"`
	// This field is a union of [BetaManagedAgentsSpanModelUsage],
	// [BetaManagedAgentsSessionUsageSnapshot]
	Usage BetaManagedAgentsStreamSessionEventsUnionUsage `json:"usage"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelRequestStartID string `json:"model_request_start_id"`
	// This field is from variant [BetaManagedAgentsSpanModelRequestEndEvent].
	ModelUsage  BetaManagedAgentsSpanModelUsage `json:"model_usage"`
	Description string                          `json:"description"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	MaxIterations int64 `json:"max_iterations"`
	// This field is from variant [BetaManagedAgentsUserDefineOutcomeEvent].
	Rubric BetaManagedAgentsUserDefineOutcomeEventRubricUnion `json:"rubric"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Agent BetaManagedAgentsSessionAgent `json:"agent"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Budget BetaManagedAgentsBudgetLimit `json:"budget"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Metadata map[string]string `json:"metadata"`
	// This field is from variant [BetaManagedAgentsSessionUpdatedEvent].
	Title string `json:"title"`
	// This field is from variant [BetaManagedAgentsStartEvent].
	Event BetaManagedAgentsStartEventPreviewUnion `json:"event"`
	// This field is from variant [BetaManagedAgentsDeltaEvent].
	Delta BetaManagedAgentsDeltaContent `json:"delta"`
	// This field is from variant [BetaManagedAgentsDeltaEvent].
	EventID string `json:"event_id"`
	// This field is from variant [BetaManagedAgentsWorkflowRunCreatedEvent].
	Phases             []BetaManagedAgentsWorkflowRunPhase `json:"phases"`
	WorkflowRunPhaseID string                              `json:"workflow_run_phase_id"`
	// This field is from variant [BetaManagedAgentsWorkflowRunPhaseEndedEvent].
	PhaseStartedID string `json:"phase_started_id"`
	JSON           struct {
		ID                       respjson.Field
		Content                  respjson.Field
		Type                     respjson.Field
		ProcessedAt              respjson.Field
		SessionThreadID          respjson.Field
		Result                   respjson.Field
		ToolUseID                respjson.Field
		DenyMessage              respjson.Field
		CustomToolUseID          respjson.Field
		IsError                  respjson.Field
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
		Iteration                respjson.Field
		OutcomeID                respjson.Field
		Explanation              respjson.Field
		OutcomeEvaluationStartID respjson.Field
		Usage                    respjson.Field
		ModelRequestStartID      respjson.Field
		ModelUsage               respjson.Field
		Description              respjson.Field
		MaxIterations            respjson.Field
		Rubric                   respjson.Field
		Agent                    respjson.Field
		Budget                   respjson.Field
		Metadata                 respjson.Field
		Title                    respjson.Field
		Event                    respjson.Field
		Delta                    respjson.Field
		EventID                  respjson.Field
		Phases                   respjson.Field
		WorkflowRunPhaseID       respjson.Field
		PhaseStartedID           respjson.Field
		raw                      string
	} `json:"-"`
}

// anyBetaManagedAgentsStreamSessionEvents is implemented by each variant of
// [BetaManagedAgentsStreamSessionEventsUnion] to add type safety for the return
// type of [BetaManagedAgentsStreamSessionEventsUnion.AsAny]
type anyBetaManagedAgentsStreamSessionEvents interface {
	implBetaManagedAgentsStreamSessionEventsUnion()
}

func (BetaManagedAgentsUserMessageEvent) implBetaManagedAgentsStreamSessionEventsUnion()          {}
func (BetaManagedAgentsUserInterruptEvent) implBetaManagedAgentsStreamSessionEventsUnion()        {}
func (BetaManagedAgentsUserToolConfirmationEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsUserCustomToolResultEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsAgentCustomToolUseEvent) implBetaManagedAgentsStreamSessionEventsUnion()   {}
func (BetaManagedAgentsAgentMessageEvent) implBetaManagedAgentsStreamSessionEventsUnion()         {}
func (BetaManagedAgentsAgentThinkingEvent) implBetaManagedAgentsStreamSessionEventsUnion()        {}
func (BetaManagedAgentsAgentMCPToolUseEvent) implBetaManagedAgentsStreamSessionEventsUnion()      {}
func (BetaManagedAgentsAgentMCPToolResultEvent) implBetaManagedAgentsStreamSessionEventsUnion()   {}
func (BetaManagedAgentsAgentToolUseEvent) implBetaManagedAgentsStreamSessionEventsUnion()         {}
func (BetaManagedAgentsAgentToolResultEvent) implBetaManagedAgentsStreamSessionEventsUnion()      {}
func (BetaManagedAgentsAgentThreadMessageReceivedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsAgentThreadMessageSentEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsAgentThreadContextCompactedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionErrorEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSessionStatusRescheduledEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionStatusRunningEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSessionStatusIdleEvent) implBetaManagedAgentsStreamSessionEventsUnion()    {}
func (BetaManagedAgentsSessionStatusTerminatedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadCreatedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSpanOutcomeEvaluationStartEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationEndEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSpanModelRequestStartEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSpanModelRequestEndEvent) implBetaManagedAgentsStreamSessionEventsUnion()   {}
func (BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsUserDefineOutcomeEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSessionDeletedEvent) implBetaManagedAgentsStreamSessionEventsUnion()    {}
func (BetaManagedAgentsSessionThreadStatusRunningEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusIdleEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusTerminatedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsSessionThreadStatusRescheduledEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsSessionUpdatedEvent) implBetaManagedAgentsStreamSessionEventsUnion()         {}
func (BetaManagedAgentsStartEvent) implBetaManagedAgentsStreamSessionEventsUnion()                  {}
func (BetaManagedAgentsDeltaEvent) implBetaManagedAgentsStreamSessionEventsUnion()                  {}
func (BetaManagedAgentsSystemMessageEvent) implBetaManagedAgentsStreamSessionEventsUnion()          {}
func (BetaManagedAgentsSessionUsageEvent) implBetaManagedAgentsStreamSessionEventsUnion()           {}
func (BetaManagedAgentsWorkflowRunCreatedEvent) implBetaManagedAgentsStreamSessionEventsUnion()     {}
func (BetaManagedAgentsWorkflowRunStatusEndedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsWorkflowRunPhaseStartedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsWorkflowRunPhaseEndedEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsWorkflowRunStatusRunningEvent) implBetaManagedAgentsStreamSessionEventsUnion() {
}
func (BetaManagedAgentsWorkflowRunStatusIdleEvent) implBetaManagedAgentsStreamSessionEventsUnion() {}
func (BetaManagedAgentsWorkflowRunErrorEvent) implBetaManagedAgentsStreamSessionEventsUnion()      {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsStreamSessionEventsUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUserMessageEvent:
//	case anthropic.BetaManagedAgentsUserInterruptEvent:
//	case anthropic.BetaManagedAgentsUserToolConfirmationEvent:
//	case anthropic.BetaManagedAgentsUserCustomToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentCustomToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMessageEvent:
//	case anthropic.BetaManagedAgentsAgentThinkingEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentMCPToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentToolUseEvent:
//	case anthropic.BetaManagedAgentsAgentToolResultEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageReceivedEvent:
//	case anthropic.BetaManagedAgentsAgentThreadMessageSentEvent:
//	case anthropic.BetaManagedAgentsAgentThreadContextCompactedEvent:
//	case anthropic.BetaManagedAgentsSessionErrorEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadCreatedEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationStartEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationEndEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestStartEvent:
//	case anthropic.BetaManagedAgentsSpanModelRequestEndEvent:
//	case anthropic.BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent:
//	case anthropic.BetaManagedAgentsUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsSessionDeletedEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRunningEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusIdleEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusTerminatedEvent:
//	case anthropic.BetaManagedAgentsUserToolResultEvent:
//	case anthropic.BetaManagedAgentsSessionThreadStatusRescheduledEvent:
//	case anthropic.BetaManagedAgentsSessionUpdatedEvent:
//	case anthropic.BetaManagedAgentsStartEvent:
//	case anthropic.BetaManagedAgentsDeltaEvent:
//	case anthropic.BetaManagedAgentsSystemMessageEvent:
//	case anthropic.BetaManagedAgentsSessionUsageEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunCreatedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusEndedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunPhaseStartedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunPhaseEndedEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusRunningEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunStatusIdleEvent:
//	case anthropic.BetaManagedAgentsWorkflowRunErrorEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsStreamSessionEventsUnion) AsAny() anyBetaManagedAgentsStreamSessionEvents {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.interrupt":
		return u.AsUserInterrupt()
	case "user.tool_confirmation":
		return u.AsUserToolConfirmation()
	case "user.custom_tool_result":
		return u.AsUserCustomToolResult()
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
	case "span.outcome_evaluation_start":
		return u.AsSpanOutcomeEvaluationStart()
	case "span.outcome_evaluation_end":
		return u.AsSpanOutcomeEvaluationEnd()
	case "span.model_request_start":
		return u.AsSpanModelRequestStart()
	case "span.model_request_end":
		return u.AsSpanModelRequestEnd()
	case "span.outcome_evaluation_ongoing":
		return u.AsSpanOutcomeEvaluationOngoing()
	case "user.define_outcome":
		return u.AsUserDefineOutcome()
	case "session.deleted":
		return u.AsSessionDeleted()
	case "session.thread_status_running":
		return u.AsSessionThreadStatusRunning()
	case "session.thread_status_idle":
		return u.AsSessionThreadStatusIdle()
	case "session.thread_status_terminated":
		return u.AsSessionThreadStatusTerminated()
	case "user.tool_result":
		return u.AsUserToolResult()
	case "session.thread_status_rescheduled":
		return u.AsSessionThreadStatusRescheduled()
	case "session.updated":
		return u.AsSessionUpdated()
	case "event_start":
		return u.AsEventStart()
	case "event_delta":
		return u.AsEventDelta()
	case "system.message":
		return u.AsSystemMessage()
	case "session.usage":
		return u.AsSessionUsage()
	case "workflow_run.created":
		return u.AsWorkflowRunCreated()
	case "workflow_run.status_ended":
		return u.AsWorkflowRunStatusEnded()
	case "workflow_run.phase_started":
		return u.AsWorkflowRunPhaseStarted()
	case "workflow_run.phase_ended":
		return u.AsWorkflowRunPhaseEnded()
	case "workflow_run.status_running":
		return u.AsWorkflowRunStatusRunning()
	case "workflow_run.status_idle":
		return u.AsWorkflowRunStatusIdle()
	case "workflow_run.error":
		return u.AsWorkflowRunError()
	}
	return nil
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserMessage() (v BetaManagedAgentsUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserInterrupt() (v BetaManagedAgentsUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserToolConfirmation() (v BetaManagedAgentsUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserCustomToolResult() (v BetaManagedAgentsUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentCustomToolUse() (v BetaManagedAgentsAgentCustomToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentMCPToolUse() (v BetaManagedAgentsAgentMCPToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentMCPToolResult() (v BetaManagedAgentsAgentMCPToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentToolUse() (v BetaManagedAgentsAgentToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentToolResult() (v BetaManagedAgentsAgentToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentThreadMessageReceived() (v BetaManagedAgentsAgentThreadMessageReceivedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentThreadMessageSent() (v BetaManagedAgentsAgentThreadMessageSentEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsAgentThreadContextCompacted() (v BetaManagedAgentsAgentThreadContextCompactedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionError() (v BetaManagedAgentsSessionErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionStatusRescheduled() (v BetaManagedAgentsSessionStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionStatusRunning() (v BetaManagedAgentsSessionStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionStatusIdle() (v BetaManagedAgentsSessionStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionStatusTerminated() (v BetaManagedAgentsSessionStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionThreadCreated() (v BetaManagedAgentsSessionThreadCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSpanOutcomeEvaluationStart() (v BetaManagedAgentsSpanOutcomeEvaluationStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSpanOutcomeEvaluationEnd() (v BetaManagedAgentsSpanOutcomeEvaluationEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSpanModelRequestStart() (v BetaManagedAgentsSpanModelRequestStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSpanModelRequestEnd() (v BetaManagedAgentsSpanModelRequestEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSpanOutcomeEvaluationOngoing() (v BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserDefineOutcome() (v BetaManagedAgentsUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionDeleted() (v BetaManagedAgentsSessionDeletedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionThreadStatusRunning() (v BetaManagedAgentsSessionThreadStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionThreadStatusIdle() (v BetaManagedAgentsSessionThreadStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionThreadStatusTerminated() (v BetaManagedAgentsSessionThreadStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionThreadStatusRescheduled() (v BetaManagedAgentsSessionThreadStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionUpdated() (v BetaManagedAgentsSessionUpdatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsEventStart() (v BetaManagedAgentsStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsEventDelta() (v BetaManagedAgentsDeltaEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSystemMessage() (v BetaManagedAgentsSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsSessionUsage() (v BetaManagedAgentsSessionUsageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunCreated() (v BetaManagedAgentsWorkflowRunCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunStatusEnded() (v BetaManagedAgentsWorkflowRunStatusEndedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunPhaseStarted() (v BetaManagedAgentsWorkflowRunPhaseStartedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunPhaseEnded() (v BetaManagedAgentsWorkflowRunPhaseEndedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunStatusRunning() (v BetaManagedAgentsWorkflowRunStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunStatusIdle() (v BetaManagedAgentsWorkflowRunStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamSessionEventsUnion) AsWorkflowRunError() (v BetaManagedAgentsWorkflowRunErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsStreamSessionEventsUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsStreamSessionEventsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionContent is an implicit subunion of
// [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionContent provides convenient access to
// the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsUserMessageEventContentArray
// OfBetaManagedAgentsUserCustomToolResultEventContentArray
// OfBetaManagedAgentsAgentMessageEventContentArray
// OfBetaManagedAgentsAgentMCPToolResultEventContentArray
// OfBetaManagedAgentsAgentToolResultEventContentArray
// OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray
// OfBetaManagedAgentsAgentThreadMessageSentEventContentArray
// OfBetaManagedAgentsUserToolResultEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray]
type BetaManagedAgentsStreamSessionEventsUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserMessageEventContentArray []BetaManagedAgentsUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserCustomToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserCustomToolResultEventContentArray []BetaManagedAgentsUserCustomToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMessageEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMessageEventContentArray []BetaManagedAgentsAgentMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentMCPToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentMCPToolResultEventContentArray []BetaManagedAgentsAgentMCPToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsAgentToolResultEventContentArray []BetaManagedAgentsAgentToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray []BetaManagedAgentsAgentThreadMessageReceivedEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentThreadMessageSentEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsAgentThreadMessageSentEventContentArray []BetaManagedAgentsAgentThreadMessageSentEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsUserToolResultEventContentUnion] instead of an object.
	OfBetaManagedAgentsUserToolResultEventContentArray []BetaManagedAgentsUserToolResultEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	JSON                                       struct {
		OfBetaManagedAgentsUserMessageEventContentArray                respjson.Field
		OfBetaManagedAgentsUserCustomToolResultEventContentArray       respjson.Field
		OfBetaManagedAgentsAgentMessageEventContentArray               respjson.Field
		OfBetaManagedAgentsAgentMCPToolResultEventContentArray         respjson.Field
		OfBetaManagedAgentsAgentToolResultEventContentArray            respjson.Field
		OfBetaManagedAgentsAgentThreadMessageReceivedEventContentArray respjson.Field
		OfBetaManagedAgentsAgentThreadMessageSentEventContentArray     respjson.Field
		OfBetaManagedAgentsUserToolResultEventContentArray             respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                     respjson.Field
		raw                                                            string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamSessionEventsUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionResult is an implicit subunion of
// [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionResult provides convenient access to
// the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsUserToolConfirmationEventResult OfString]
type BetaManagedAgentsStreamSessionEventsUnionResult struct {
	// This field will be present if the value is a
	// [BetaManagedAgentsUserToolConfirmationEventResult] instead of an object.
	OfBetaManagedAgentsUserToolConfirmationEventResult BetaManagedAgentsUserToolConfirmationEventResult `json:",inline"`
	// This field will be present if the value is a [string] instead of an object.
	OfString string `json:",inline"`
	Type     string `json:"type"`
	// This field is from variant [BetaManagedAgentsWorkflowRunResultUnion].
	Error BetaManagedAgentsWorkflowRunErrorObjectUnion `json:"error"`
	JSON  struct {
		OfBetaManagedAgentsUserToolConfirmationEventResult respjson.Field
		OfString                                           respjson.Field
		Type                                               respjson.Field
		Error                                              respjson.Field
		raw                                                string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamSessionEventsUnionResult) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionError is an implicit subunion of
// [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionError provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
type BetaManagedAgentsStreamSessionEventsUnionError struct {
	Message string `json:"message"`
	// This field is a union of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsBillingErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion],
	// [BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion]
	RetryStatus   BetaManagedAgentsStreamSessionEventsUnionErrorRetryStatus `json:"retry_status"`
	Type          string                                                    `json:"type"`
	MCPServerName string                                                    `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsSessionErrorEventErrorUnion].
	CredentialID string `json:"credential_id"`
	// This field is from variant [BetaManagedAgentsSessionErrorEventErrorUnion].
	VaultID       string `json:"vault_id"`
	RepositoryURL string `json:"repository_url"`
	JSON          struct {
		Message       respjson.Field
		RetryStatus   respjson.Field
		Type          respjson.Field
		MCPServerName respjson.Field
		CredentialID  respjson.Field
		VaultID       respjson.Field
		RepositoryURL respjson.Field
		raw           string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamSessionEventsUnionError) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionErrorRetryStatus is an implicit
// subunion of [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionErrorRetryStatus provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
type BetaManagedAgentsStreamSessionEventsUnionErrorRetryStatus struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamSessionEventsUnionErrorRetryStatus) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionStopReason is an implicit subunion of
// [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionStopReason provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
type BetaManagedAgentsStreamSessionEventsUnionStopReason struct {
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

func (r *BetaManagedAgentsStreamSessionEventsUnionStopReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamSessionEventsUnionUsage is an implicit subunion of
// [BetaManagedAgentsStreamSessionEventsUnion].
// BetaManagedAgentsStreamSessionEventsUnionUsage provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamSessionEventsUnion].
type BetaManagedAgentsStreamSessionEventsUnionUsage struct {
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	CacheCreationInputTokens int64 `json:"cache_creation_input_tokens"`
	CacheReadInputTokens     int64 `json:"cache_read_input_tokens"`
	InputTokens              int64 `json:"input_tokens"`
	OutputTokens             int64 `json:"output_tokens"`
	// This field is from variant [BetaManagedAgentsSpanModelUsage].
	Speed BetaManagedAgentsSpanModelUsageSpeed `json:"speed"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ActiveSeconds float64 `json:"active_seconds"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	CacheCreation BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ListCost BetaMonetaryAmount `json:"list_cost"`
	// This field is from variant [BetaManagedAgentsSessionUsageSnapshot].
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use"`
	JSON          struct {
		CacheCreationInputTokens respjson.Field
		CacheReadInputTokens     respjson.Field
		InputTokens              respjson.Field
		OutputTokens             respjson.Field
		Speed                    respjson.Field
		ActiveSeconds            respjson.Field
		CacheCreation            respjson.Field
		ListCost                 respjson.Field
		ServerToolUse            respjson.Field
		raw                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsStreamSessionEventsUnionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Privileged context for the accompanying turn and all subsequent turns, appended
// to the session's system context as a `role: "system"` turn rather than replacing
// the top-level system prompt. At most one per request: it must be the final event
// and immediately follow the `user.message`, `user.tool_result`, or
// `user.custom_tool_result` it accompanies. Only supported on models that accept
// mid-conversation system messages.
//
// The properties Content, Type are required.
type BetaManagedAgentsSystemMessageEventParams struct {
	// System content blocks to append. Text-only.
	Content []BetaManagedAgentsSystemContentBlockParam `json:"content,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "system.message".
	Type constant.SystemMessage `json:"type" default:"system.message"`
	paramObj
}

func (r BetaManagedAgentsSystemMessageEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSystemMessageEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSystemMessageEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Regular text content.
type BetaManagedAgentsTextBlock struct {
	// The text content.
	Text string        `json:"text" api:"required"`
	Type constant.Text `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Text        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTextBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTextBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsTextBlock to a
// BetaManagedAgentsTextBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsTextBlockParam.Overrides()
func (r BetaManagedAgentsTextBlock) ToParam() BetaManagedAgentsTextBlockParam {
	return param.Override[BetaManagedAgentsTextBlockParam](json.RawMessage(r.RawJSON()))
}

// Regular text content.
//
// The properties Text, Type are required.
type BetaManagedAgentsTextBlockParam struct {
	// The text content.
	Text string `json:"text" api:"required"`
	// This field can be elided, and will marshal its zero value as "text".
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r BetaManagedAgentsTextBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTextBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTextBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Rubric content provided inline as text.
type BetaManagedAgentsTextRubric struct {
	// Rubric content. Plain text or markdown — the grader treats it as freeform text.
	Content string        `json:"content" api:"required"`
	Type    constant.Text `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Content     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTextRubric) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTextRubric) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Rubric content provided inline as text.
//
// The properties Content, Type are required.
type BetaManagedAgentsTextRubricParams struct {
	// Rubric content. Plain text or markdown — the grader treats it as freeform text.
	// Maximum 262144 characters.
	Content string `json:"content" api:"required"`
	// This field can be elided, and will marshal its zero value as "text".
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r BetaManagedAgentsTextRubricParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTextRubricParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTextRubricParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run exceeded the limit on the number of threads that a run can create.
type BetaManagedAgentsThreadLimitWorkflowRunErrorObject struct {
	// Short explanation written by the server. It never contains content from the run
	// or its agents.
	Message string                    `json:"message" api:"required"`
	Type    constant.ThreadLimitError `json:"type" default:"thread_limit_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsThreadLimitWorkflowRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsThreadLimitWorkflowRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run reached its time limit.
type BetaManagedAgentsTimeoutWorkflowRunErrorObject struct {
	// Short explanation written by the server. It never contains content from the run
	// or its agents.
	Message string                `json:"message" api:"required"`
	Type    constant.TimeoutError `json:"type" default:"timeout_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTimeoutWorkflowRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTimeoutWorkflowRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The turn stopped at one of two limits on tool use, not because a request failed.
// One limit is on tool-use rounds (one model response that calls tools, plus
// running those tools, is one round). The other is on model responses in a row
// that each request a single tool call and are cut off by the model's output or
// context limit before the call is complete. None of those calls runs. `message`
// states the limit that applied. The thread goes idle with
// `stop_reason: retries_exhausted` (a child thread then terminates); the next
// `user.message` starts a new turn.
type BetaManagedAgentsToolUseLimitReachedErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.ToolUseLimitReachedError                               `json:"type" default:"tool_use_limit_reached_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsToolUseLimitReachedErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsToolUseLimitReachedErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion contains all
// possible properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatus is implemented by
// each variant of
// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion] to add type
// safety for the return type of
// [BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatus interface {
	implBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatus {
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

func (u BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An unknown or unexpected error occurred during session execution. A fallback
// variant; clients that don't recognize a new error code can match on
// `retry_status` and `message` alone.
type BetaManagedAgentsUnknownErrorObject struct {
	// Human-readable error description.
	Message string `json:"message" api:"required"`
	// What the client should do next.
	RetryStatus BetaManagedAgentsUnknownErrorObjectRetryStatusUnion `json:"retry_status" api:"required"`
	Type        constant.UnknownError                               `json:"type" default:"unknown_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		RetryStatus respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUnknownErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUnknownErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUnknownErrorObjectRetryStatusUnion contains all possible
// properties and values from [BetaManagedAgentsRetryStatusRetrying],
// [BetaManagedAgentsRetryStatusExhausted], [BetaManagedAgentsRetryStatusTerminal].
//
// Use the [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsUnknownErrorObjectRetryStatusUnion struct {
	// Any of "retrying", "exhausted", "terminal".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsUnknownErrorObjectRetryStatus is implemented by each variant
// of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion] to add type safety for
// the return type of [BetaManagedAgentsUnknownErrorObjectRetryStatusUnion.AsAny]
type anyBetaManagedAgentsUnknownErrorObjectRetryStatus interface {
	implBetaManagedAgentsUnknownErrorObjectRetryStatusUnion()
}

func (BetaManagedAgentsRetryStatusRetrying) implBetaManagedAgentsUnknownErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusExhausted) implBetaManagedAgentsUnknownErrorObjectRetryStatusUnion() {
}
func (BetaManagedAgentsRetryStatusTerminal) implBetaManagedAgentsUnknownErrorObjectRetryStatusUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsUnknownErrorObjectRetryStatusUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsRetryStatusRetrying:
//	case anthropic.BetaManagedAgentsRetryStatusExhausted:
//	case anthropic.BetaManagedAgentsRetryStatusTerminal:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) AsAny() anyBetaManagedAgentsUnknownErrorObjectRetryStatus {
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

func (u BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) AsRetrying() (v BetaManagedAgentsRetryStatusRetrying) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) AsExhausted() (v BetaManagedAgentsRetryStatusExhausted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) AsTerminal() (v BetaManagedAgentsRetryStatusTerminal) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsUnknownErrorObjectRetryStatusUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A failure that has no type of its own.
type BetaManagedAgentsUnknownWorkflowRunErrorObject struct {
	// Short explanation written by the server. It never contains content from the run
	// or its agents.
	Message string                `json:"message" api:"required"`
	Type    constant.UnknownError `json:"type" default:"unknown_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUnknownWorkflowRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUnknownWorkflowRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Document referenced by URL.
type BetaManagedAgentsURLDocumentSource struct {
	Type constant.URL `json:"type" default:"url"`
	// URL of the document to fetch.
	URL string `json:"url" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		URL         respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsURLDocumentSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsURLDocumentSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsURLDocumentSource to a
// BetaManagedAgentsURLDocumentSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsURLDocumentSourceParam.Overrides()
func (r BetaManagedAgentsURLDocumentSource) ToParam() BetaManagedAgentsURLDocumentSourceParam {
	return param.Override[BetaManagedAgentsURLDocumentSourceParam](json.RawMessage(r.RawJSON()))
}

// Document referenced by URL.
//
// The properties Type, URL are required.
type BetaManagedAgentsURLDocumentSourceParam struct {
	// URL of the document to fetch.
	URL string `json:"url" api:"required"`
	// This field can be elided, and will marshal its zero value as "url".
	Type constant.URL `json:"type" default:"url"`
	paramObj
}

func (r BetaManagedAgentsURLDocumentSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsURLDocumentSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsURLDocumentSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Image referenced by URL.
type BetaManagedAgentsURLImageSource struct {
	Type constant.URL `json:"type" default:"url"`
	// URL of the image to fetch.
	URL string `json:"url" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		URL         respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsURLImageSource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsURLImageSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsURLImageSource to a
// BetaManagedAgentsURLImageSourceParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsURLImageSourceParam.Overrides()
func (r BetaManagedAgentsURLImageSource) ToParam() BetaManagedAgentsURLImageSourceParam {
	return param.Override[BetaManagedAgentsURLImageSourceParam](json.RawMessage(r.RawJSON()))
}

// Image referenced by URL.
//
// The properties Type, URL are required.
type BetaManagedAgentsURLImageSourceParam struct {
	// URL of the image to fetch.
	URL string `json:"url" api:"required"`
	// This field can be elided, and will marshal its zero value as "url".
	Type constant.URL `json:"type" default:"url"`
	paramObj
}

func (r BetaManagedAgentsURLImageSourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsURLImageSourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsURLImageSourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event sent by the client providing the result of a custom tool execution.
type BetaManagedAgentsUserCustomToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The id of the `agent.custom_tool_use` event this result corresponds to. It is
	// also listed in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	CustomToolUseID string                        `json:"custom_tool_use_id" api:"required"`
	Type            constant.UserCustomToolResult `json:"type" default:"user.custom_tool_result"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsUserCustomToolResultEventContentUnion `json:"content"`
	// Whether the tool execution resulted in an error.
	IsError bool `json:"is_error" api:"nullable"`
	// Timestamp when this result was processed.
	ProcessedAt time.Time `json:"processed_at" api:"nullable" format:"date-time"`
	// Set by the server to the subagent thread this result was routed to. Omitted when
	// it was routed to the primary thread.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		CustomToolUseID respjson.Field
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
func (r BetaManagedAgentsUserCustomToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserCustomToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserCustomToolResultEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsUserCustomToolResultEventContentUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsUserCustomToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsUserCustomToolResultEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsUserCustomToolResultEventContent is implemented by each
// variant of [BetaManagedAgentsUserCustomToolResultEventContentUnion] to add type
// safety for the return type of
// [BetaManagedAgentsUserCustomToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsUserCustomToolResultEventContent interface {
	implBetaManagedAgentsUserCustomToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsUserCustomToolResultEventContentUnion()     {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsUserCustomToolResultEventContentUnion()    {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsUserCustomToolResultEventContentUnion() {}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsUserCustomToolResultEventContentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsUserCustomToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) AsAny() anyBetaManagedAgentsUserCustomToolResultEventContent {
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

func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsUserCustomToolResultEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsUserCustomToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserCustomToolResultEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsUserCustomToolResultEventContentUnion].
// BetaManagedAgentsUserCustomToolResultEventContentUnionSource provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsUserCustomToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsUserCustomToolResultEventContentUnionSource struct {
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

func (r *BetaManagedAgentsUserCustomToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for providing the result of a custom tool execution.
//
// The properties CustomToolUseID, Type are required.
type BetaManagedAgentsUserCustomToolResultEventParams struct {
	// The id of the `agent.custom_tool_use` event this result corresponds to. It is
	// also listed in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	CustomToolUseID string `json:"custom_tool_use_id" api:"required"`
	// Whether the tool execution resulted in an error.
	IsError param.Opt[bool] `json:"is_error,omitzero"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsUserCustomToolResultEventParamsContentUnion `json:"content,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "user.custom_tool_result".
	Type constant.UserCustomToolResult `json:"type" default:"user.custom_tool_result"`
	paramObj
}

func (r BetaManagedAgentsUserCustomToolResultEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserCustomToolResultEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserCustomToolResultEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsUserCustomToolResultEventParamsContentUnion struct {
	OfText         *BetaManagedAgentsTextBlockParam         `json:",omitzero,inline"`
	OfImage        *BetaManagedAgentsImageBlockParam        `json:",omitzero,inline"`
	OfDocument     *BetaManagedAgentsDocumentBlockParam     `json:",omitzero,inline"`
	OfSearchResult *BetaManagedAgentsSearchResultBlockParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfText, u.OfImage, u.OfDocument, u.OfSearchResult)
}
func (u *BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) asAny() any {
	if !param.IsOmitted(u.OfText) {
		return u.OfText
	} else if !param.IsOmitted(u.OfImage) {
		return u.OfImage
	} else if !param.IsOmitted(u.OfDocument) {
		return u.OfDocument
	} else if !param.IsOmitted(u.OfSearchResult) {
		return u.OfSearchResult
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetText() *string {
	if vt := u.OfText; vt != nil {
		return &vt.Text
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetContext() *string {
	if vt := u.OfDocument; vt != nil && vt.Context.Valid() {
		return &vt.Context.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetCitations() *BetaManagedAgentsSearchResultCitationsParam {
	if vt := u.OfSearchResult; vt != nil {
		return &vt.Citations
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetContent() []BetaManagedAgentsSearchResultContentParam {
	if vt := u.OfSearchResult; vt != nil {
		return vt.Content
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetType() *string {
	if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfImage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfDocument; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSearchResult; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetTitle() *string {
	if vt := u.OfDocument; vt != nil && vt.Title.Valid() {
		return &vt.Title.Value
	} else if vt := u.OfSearchResult; vt != nil {
		return (*string)(&vt.Title)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsUserCustomToolResultEventParamsContentUnion) GetSource() (res betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) {
	if vt := u.OfImage; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfDocument; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfSearchResult; vt != nil {
		res.any = &vt.Source
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsBase64ImageSourceParam],
// [*BetaManagedAgentsURLImageSourceParam],
// [*BetaManagedAgentsFileImageSourceParam],
// [*BetaManagedAgentsBase64DocumentSourceParam],
// [*BetaManagedAgentsPlainTextDocumentSourceParam],
// [*BetaManagedAgentsURLDocumentSourceParam],
// [*BetaManagedAgentsFileDocumentSourceParam], [*string]
type betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsBase64ImageSourceParam:
//	case *anthropic.BetaManagedAgentsURLImageSourceParam:
//	case *anthropic.BetaManagedAgentsFileImageSourceParam:
//	case *anthropic.BetaManagedAgentsBase64DocumentSourceParam:
//	case *anthropic.BetaManagedAgentsPlainTextDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsURLDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsFileDocumentSourceParam:
//	case *string:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) GetData() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetData()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetData()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) GetMediaType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetMediaType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetMediaType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) GetURL() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetURL()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetURL()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserCustomToolResultEventParamsContentUnionSource) GetFileID() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetFileID()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetFileID()
	}
	return nil
}

func troupeInit_betasessionevent_3() {
	apijson.RegisterUnion[BetaManagedAgentsUserCustomToolResultEventParamsContentUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsTextBlockParam]("text"),
		apijson.Discriminator[BetaManagedAgentsImageBlockParam]("image"),
		apijson.Discriminator[BetaManagedAgentsDocumentBlockParam]("document"),
		apijson.Discriminator[BetaManagedAgentsSearchResultBlockParam]("search_result"),
	)
}

// Echo of a `user.define_outcome` input event. Carries the server-generated
// `outcome_id` that subsequent `span.outcome_evaluation_*` events reference.
type BetaManagedAgentsUserDefineOutcomeEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// What the agent should produce. Copied from the input event.
	Description string `json:"description" api:"required"`
	// Evaluate-then-revise cycles before giving up. Default 3, max 20.
	MaxIterations int64 `json:"max_iterations" api:"required"`
	// Server-generated `outc_` ID for this outcome. Referenced by
	// `span.outcome_evaluation_*` events and the session's `outcome_evaluations` list.
	OutcomeID string `json:"outcome_id" api:"required"`
	// Timestamp when the outcome was accepted.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// How to grade the outcome. File rubrics are currently resolved to their text
	// content; clients should handle both variants.
	Rubric BetaManagedAgentsUserDefineOutcomeEventRubricUnion `json:"rubric" api:"required"`
	Type   constant.UserDefineOutcome                         `json:"type" default:"user.define_outcome"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Description   respjson.Field
		MaxIterations respjson.Field
		OutcomeID     respjson.Field
		ProcessedAt   respjson.Field
		Rubric        respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUserDefineOutcomeEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserDefineOutcomeEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserDefineOutcomeEventRubricUnion contains all possible
// properties and values from [BetaManagedAgentsFileRubric],
// [BetaManagedAgentsTextRubric].
//
// Use the [BetaManagedAgentsUserDefineOutcomeEventRubricUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsUserDefineOutcomeEventRubricUnion struct {
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

// anyBetaManagedAgentsUserDefineOutcomeEventRubric is implemented by each variant
// of [BetaManagedAgentsUserDefineOutcomeEventRubricUnion] to add type safety for
// the return type of [BetaManagedAgentsUserDefineOutcomeEventRubricUnion.AsAny]
type anyBetaManagedAgentsUserDefineOutcomeEventRubric interface {
	implBetaManagedAgentsUserDefineOutcomeEventRubricUnion()
}

func (BetaManagedAgentsFileRubric) implBetaManagedAgentsUserDefineOutcomeEventRubricUnion() {}
func (BetaManagedAgentsTextRubric) implBetaManagedAgentsUserDefineOutcomeEventRubricUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsUserDefineOutcomeEventRubricUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsFileRubric:
//	case anthropic.BetaManagedAgentsTextRubric:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsUserDefineOutcomeEventRubricUnion) AsAny() anyBetaManagedAgentsUserDefineOutcomeEventRubric {
	switch u.Type {
	case "file":
		return u.AsFile()
	case "text":
		return u.AsText()
	}
	return nil
}

func (u BetaManagedAgentsUserDefineOutcomeEventRubricUnion) AsFile() (v BetaManagedAgentsFileRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserDefineOutcomeEventRubricUnion) AsText() (v BetaManagedAgentsTextRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsUserDefineOutcomeEventRubricUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsUserDefineOutcomeEventRubricUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for defining an outcome the agent should work toward. The agent
// begins work on receipt.
//
// The properties Description, Rubric, Type are required.
type BetaManagedAgentsUserDefineOutcomeEventParams struct {
	// What the agent should produce. This is the task specification.
	Description string `json:"description" api:"required"`
	// How to grade the outcome. Text or file reference.
	Rubric BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion `json:"rubric,omitzero" api:"required"`
	// Eval→revision cycles before giving up. Default 3, max 20.
	MaxIterations param.Opt[int64] `json:"max_iterations,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "user.define_outcome".
	Type constant.UserDefineOutcome `json:"type" default:"user.define_outcome"`
	paramObj
}

func (r BetaManagedAgentsUserDefineOutcomeEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserDefineOutcomeEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserDefineOutcomeEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion struct {
	OfFile *BetaManagedAgentsFileRubricParams `json:",omitzero,inline"`
	OfText *BetaManagedAgentsTextRubricParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfFile, u.OfText)
}
func (u *BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) asAny() any {
	if !param.IsOmitted(u.OfFile) {
		return u.OfFile
	} else if !param.IsOmitted(u.OfText) {
		return u.OfText
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) GetContent() *string {
	if vt := u.OfText; vt != nil {
		return &vt.Content
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion) GetType() *string {
	if vt := u.OfFile; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasessionevent_4() {
	apijson.RegisterUnion[BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsFileRubricParams]("file"),
		apijson.Discriminator[BetaManagedAgentsTextRubricParams]("text"),
	)
}

// An interrupt event that pauses agent execution and returns control to the user.
type BetaManagedAgentsUserInterruptEvent struct {
	// Unique identifier for this event.
	ID   string                 `json:"id" api:"required"`
	Type constant.UserInterrupt `json:"type" default:"user.interrupt"`
	// Timestamp when the interrupt was processed.
	ProcessedAt time.Time `json:"processed_at" api:"nullable" format:"date-time"`
	// If absent, interrupts every non-archived thread in a multiagent session (or the
	// primary alone in a single-agent session). If present, interrupts only the named
	// thread.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		Type            respjson.Field
		ProcessedAt     respjson.Field
		SessionThreadID respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUserInterruptEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserInterruptEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for sending an interrupt to pause the agent.
//
// The property Type is required.
type BetaManagedAgentsUserInterruptEventParams struct {
	// If absent, interrupts every non-archived thread in a multiagent session (or the
	// primary alone in a single-agent session). If present, interrupts only the named
	// thread.
	SessionThreadID param.Opt[string] `json:"session_thread_id,omitzero"`
	// This field can be elided, and will marshal its zero value as "user.interrupt".
	Type constant.UserInterrupt `json:"type" default:"user.interrupt"`
	paramObj
}

func (r BetaManagedAgentsUserInterruptEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserInterruptEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserInterruptEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A user message event in the session conversation.
type BetaManagedAgentsUserMessageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Array of content blocks comprising the user message.
	Content []BetaManagedAgentsUserMessageEventContentUnion `json:"content" api:"required"`
	Type    constant.UserMessage                            `json:"type" default:"user.message"`
	// Timestamp when the agent finished processing this message.
	ProcessedAt time.Time `json:"processed_at" api:"nullable" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Content     respjson.Field
		Type        respjson.Field
		ProcessedAt respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUserMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserMessageEventContentUnion contains all possible properties
// and values from [BetaManagedAgentsTextBlock], [BetaManagedAgentsImageBlock],
// [BetaManagedAgentsDocumentBlock], [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsUserMessageEventContentUnion.AsAny] method to switch
// on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsUserMessageEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "redacted".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion]
	Source BetaManagedAgentsUserMessageEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsUserMessageEventContent is implemented by each variant of
// [BetaManagedAgentsUserMessageEventContentUnion] to add type safety for the
// return type of [BetaManagedAgentsUserMessageEventContentUnion.AsAny]
type anyBetaManagedAgentsUserMessageEventContent interface {
	implBetaManagedAgentsUserMessageEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsUserMessageEventContentUnion()     {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsUserMessageEventContentUnion()    {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsUserMessageEventContentUnion() {}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsUserMessageEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsUserMessageEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsUserMessageEventContentUnion) AsAny() anyBetaManagedAgentsUserMessageEventContent {
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

func (u BetaManagedAgentsUserMessageEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserMessageEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserMessageEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserMessageEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsUserMessageEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsUserMessageEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserMessageEventContentUnionSource is an implicit subunion of
// [BetaManagedAgentsUserMessageEventContentUnion].
// BetaManagedAgentsUserMessageEventContentUnionSource provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsUserMessageEventContentUnion].
type BetaManagedAgentsUserMessageEventContentUnionSource struct {
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

func (r *BetaManagedAgentsUserMessageEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for sending a user message to the session.
//
// The properties Content, Type are required.
type BetaManagedAgentsUserMessageEventParams struct {
	// Array of content blocks for the user message.
	Content []BetaManagedAgentsUserMessageEventParamsContentUnion `json:"content,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "user.message".
	Type constant.UserMessage `json:"type" default:"user.message"`
	paramObj
}

func (r BetaManagedAgentsUserMessageEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserMessageEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserMessageEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsUserMessageEventParamsContentUnion struct {
	OfText     *BetaManagedAgentsTextBlockParam     `json:",omitzero,inline"`
	OfImage    *BetaManagedAgentsImageBlockParam    `json:",omitzero,inline"`
	OfDocument *BetaManagedAgentsDocumentBlockParam `json:",omitzero,inline"`
	OfRedacted *BetaManagedAgentsRedactedBlockParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsUserMessageEventParamsContentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfText, u.OfImage, u.OfDocument, u.OfRedacted)
}
func (u *BetaManagedAgentsUserMessageEventParamsContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsUserMessageEventParamsContentUnion) asAny() any {
	if !param.IsOmitted(u.OfText) {
		return u.OfText
	} else if !param.IsOmitted(u.OfImage) {
		return u.OfImage
	} else if !param.IsOmitted(u.OfDocument) {
		return u.OfDocument
	} else if !param.IsOmitted(u.OfRedacted) {
		return u.OfRedacted
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserMessageEventParamsContentUnion) GetText() *string {
	if vt := u.OfText; vt != nil {
		return &vt.Text
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserMessageEventParamsContentUnion) GetContext() *string {
	if vt := u.OfDocument; vt != nil && vt.Context.Valid() {
		return &vt.Context.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserMessageEventParamsContentUnion) GetTitle() *string {
	if vt := u.OfDocument; vt != nil && vt.Title.Valid() {
		return &vt.Title.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserMessageEventParamsContentUnion) GetType() *string {
	if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfImage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfDocument; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfRedacted; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsUserMessageEventParamsContentUnion) GetSource() (res betaManagedAgentsUserMessageEventParamsContentUnionSource) {
	if vt := u.OfImage; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfDocument; vt != nil {
		res.any = vt.Source.asAny()
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsBase64ImageSourceParam],
// [*BetaManagedAgentsURLImageSourceParam],
// [*BetaManagedAgentsFileImageSourceParam],
// [*BetaManagedAgentsBase64DocumentSourceParam],
// [*BetaManagedAgentsPlainTextDocumentSourceParam],
// [*BetaManagedAgentsURLDocumentSourceParam],
// [*BetaManagedAgentsFileDocumentSourceParam]
type betaManagedAgentsUserMessageEventParamsContentUnionSource struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsBase64ImageSourceParam:
//	case *anthropic.BetaManagedAgentsURLImageSourceParam:
//	case *anthropic.BetaManagedAgentsFileImageSourceParam:
//	case *anthropic.BetaManagedAgentsBase64DocumentSourceParam:
//	case *anthropic.BetaManagedAgentsPlainTextDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsURLDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsFileDocumentSourceParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) GetData() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetData()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetData()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) GetMediaType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetMediaType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetMediaType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) GetURL() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetURL()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetURL()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserMessageEventParamsContentUnionSource) GetFileID() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetFileID()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetFileID()
	}
	return nil
}

func troupeInit_betasessionevent_5() {
	apijson.RegisterUnion[BetaManagedAgentsUserMessageEventParamsContentUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsTextBlockParam]("text"),
		apijson.Discriminator[BetaManagedAgentsImageBlockParam]("image"),
		apijson.Discriminator[BetaManagedAgentsDocumentBlockParam]("document"),
		apijson.Discriminator[BetaManagedAgentsRedactedBlockParam]("redacted"),
	)
}

// A tool confirmation event that approves or denies a pending tool execution.
type BetaManagedAgentsUserToolConfirmationEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The confirmation result: 'allow' or 'deny'.
	//
	// Any of "allow", "deny".
	Result BetaManagedAgentsUserToolConfirmationEventResult `json:"result" api:"required"`
	// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result
	// corresponds to, which can be found in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	ToolUseID string                        `json:"tool_use_id" api:"required"`
	Type      constant.UserToolConfirmation `json:"type" default:"user.tool_confirmation"`
	// Optional message providing context for a 'deny' decision. Only allowed when
	// result is 'deny'.
	DenyMessage string `json:"deny_message" api:"nullable"`
	// Timestamp when the confirmation was processed.
	ProcessedAt time.Time `json:"processed_at" api:"nullable" format:"date-time"`
	// Set by the server to the subagent thread this confirmation was routed to.
	// Omitted when it was routed to the primary thread.
	SessionThreadID string `json:"session_thread_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		Result          respjson.Field
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
func (r BetaManagedAgentsUserToolConfirmationEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserToolConfirmationEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The confirmation result: 'allow' or 'deny'.
type BetaManagedAgentsUserToolConfirmationEventResult string

const (
	BetaManagedAgentsUserToolConfirmationEventResultAllow BetaManagedAgentsUserToolConfirmationEventResult = "allow"
	BetaManagedAgentsUserToolConfirmationEventResultDeny  BetaManagedAgentsUserToolConfirmationEventResult = "deny"
)

// Parameters for confirming or denying a tool execution request.
//
// The properties Result, ToolUseID, Type are required.
type BetaManagedAgentsUserToolConfirmationEventParams struct {
	// The confirmation result: 'allow' or 'deny'.
	//
	// Any of "allow", "deny".
	Result BetaManagedAgentsUserToolConfirmationEventParamsResult `json:"result,omitzero" api:"required"`
	// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result
	// corresponds to, which can be found in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	ToolUseID string `json:"tool_use_id" api:"required"`
	// Optional message providing context for a 'deny' decision. Only allowed when
	// result is 'deny'.
	DenyMessage param.Opt[string] `json:"deny_message,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "user.tool_confirmation".
	Type constant.UserToolConfirmation `json:"type" default:"user.tool_confirmation"`
	paramObj
}

func (r BetaManagedAgentsUserToolConfirmationEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserToolConfirmationEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserToolConfirmationEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The confirmation result: 'allow' or 'deny'.
type BetaManagedAgentsUserToolConfirmationEventParamsResult string

const (
	BetaManagedAgentsUserToolConfirmationEventParamsResultAllow BetaManagedAgentsUserToolConfirmationEventParamsResult = "allow"
	BetaManagedAgentsUserToolConfirmationEventParamsResultDeny  BetaManagedAgentsUserToolConfirmationEventParamsResult = "deny"
)

// Parameters for providing the result of an agent-toolset tool execution. Only
// valid on `self_hosted` environments, where sandbox-routed tools are executed by
// the client rather than the server.
//
// The properties ToolUseID, Type are required.
type BetaManagedAgentsUserToolResultEventParams struct {
	// The id of the `agent.tool_use` event this result corresponds to, which can be
	// found in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	ToolUseID string `json:"tool_use_id" api:"required"`
	// Whether the tool execution resulted in an error.
	IsError param.Opt[bool] `json:"is_error,omitzero"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsUserToolResultEventParamsContentUnion `json:"content,omitzero"`
	// This field can be elided, and will marshal its zero value as "user.tool_result".
	Type constant.UserToolResult `json:"type" default:"user.tool_result"`
	paramObj
}

func (r BetaManagedAgentsUserToolResultEventParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUserToolResultEventParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUserToolResultEventParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsUserToolResultEventParamsContentUnion struct {
	OfText         *BetaManagedAgentsTextBlockParam         `json:",omitzero,inline"`
	OfImage        *BetaManagedAgentsImageBlockParam        `json:",omitzero,inline"`
	OfDocument     *BetaManagedAgentsDocumentBlockParam     `json:",omitzero,inline"`
	OfSearchResult *BetaManagedAgentsSearchResultBlockParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfText, u.OfImage, u.OfDocument, u.OfSearchResult)
}
func (u *BetaManagedAgentsUserToolResultEventParamsContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsUserToolResultEventParamsContentUnion) asAny() any {
	if !param.IsOmitted(u.OfText) {
		return u.OfText
	} else if !param.IsOmitted(u.OfImage) {
		return u.OfImage
	} else if !param.IsOmitted(u.OfDocument) {
		return u.OfDocument
	} else if !param.IsOmitted(u.OfSearchResult) {
		return u.OfSearchResult
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetText() *string {
	if vt := u.OfText; vt != nil {
		return &vt.Text
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetContext() *string {
	if vt := u.OfDocument; vt != nil && vt.Context.Valid() {
		return &vt.Context.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetCitations() *BetaManagedAgentsSearchResultCitationsParam {
	if vt := u.OfSearchResult; vt != nil {
		return &vt.Citations
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetContent() []BetaManagedAgentsSearchResultContentParam {
	if vt := u.OfSearchResult; vt != nil {
		return vt.Content
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetType() *string {
	if vt := u.OfText; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfImage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfDocument; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSearchResult; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetTitle() *string {
	if vt := u.OfDocument; vt != nil && vt.Title.Valid() {
		return &vt.Title.Value
	} else if vt := u.OfSearchResult; vt != nil {
		return (*string)(&vt.Title)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsUserToolResultEventParamsContentUnion) GetSource() (res betaManagedAgentsUserToolResultEventParamsContentUnionSource) {
	if vt := u.OfImage; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfDocument; vt != nil {
		res.any = vt.Source.asAny()
	} else if vt := u.OfSearchResult; vt != nil {
		res.any = &vt.Source
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsBase64ImageSourceParam],
// [*BetaManagedAgentsURLImageSourceParam],
// [*BetaManagedAgentsFileImageSourceParam],
// [*BetaManagedAgentsBase64DocumentSourceParam],
// [*BetaManagedAgentsPlainTextDocumentSourceParam],
// [*BetaManagedAgentsURLDocumentSourceParam],
// [*BetaManagedAgentsFileDocumentSourceParam], [*string]
type betaManagedAgentsUserToolResultEventParamsContentUnionSource struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsBase64ImageSourceParam:
//	case *anthropic.BetaManagedAgentsURLImageSourceParam:
//	case *anthropic.BetaManagedAgentsFileImageSourceParam:
//	case *anthropic.BetaManagedAgentsBase64DocumentSourceParam:
//	case *anthropic.BetaManagedAgentsPlainTextDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsURLDocumentSourceParam:
//	case *anthropic.BetaManagedAgentsFileDocumentSourceParam:
//	case *string:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) GetData() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetData()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetData()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) GetMediaType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetMediaType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetMediaType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetType()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetType()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) GetURL() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetURL()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetURL()
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsUserToolResultEventParamsContentUnionSource) GetFileID() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsImageBlockSourceUnionParam:
		return vt.GetFileID()
	case *BetaManagedAgentsDocumentBlockSourceUnionParam:
		return vt.GetFileID()
	}
	return nil
}

func troupeInit_betasessionevent_6() {
	apijson.RegisterUnion[BetaManagedAgentsUserToolResultEventParamsContentUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsTextBlockParam]("text"),
		apijson.Discriminator[BetaManagedAgentsImageBlockParam]("image"),
		apijson.Discriminator[BetaManagedAgentsDocumentBlockParam]("document"),
		apijson.Discriminator[BetaManagedAgentsSearchResultBlockParam]("search_result"),
	)
}

// A workflow run was created. A workflow run is background work that the session's
// agent starts. Emitted once per run, before the run's other `workflow_run.*`
// events.
type BetaManagedAgentsWorkflowRunCreatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Description that the agent gave the run, passed on as written, or `null` if it
	// gave none.
	Description string `json:"description" api:"required"`
	// Name that the agent gave the run, passed on as written, or a name that the
	// server assigned.
	Name string `json:"name" api:"required"`
	// The phases that the run's plan declares, in the plan's order. Can be empty.
	Phases []BetaManagedAgentsWorkflowRunPhase `json:"phases" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                   `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunCreated `json:"type" default:"workflow_run.created"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Description   respjson.Field
		Name          respjson.Field
		Phases        respjson.Field
		ProcessedAt   respjson.Field
		Type          respjson.Field
		WorkflowRunID respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunCreatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunCreatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run met an error, or an error kept a run from being created. A run
// that ends with a `result.type` of `error` emits this event before its
// `workflow_run.status_ended`, with the same `error`.
type BetaManagedAgentsWorkflowRunErrorEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Why the run did not finish, or was not created.
	Error BetaManagedAgentsWorkflowRunErrorObjectUnion `json:"error" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                 `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunError `json:"type" default:"workflow_run.error"`
	// Identifier of the run that met the error, or `null` when the error kept a run
	// from being created.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Error         respjson.Field
		ProcessedAt   respjson.Field
		Type          respjson.Field
		WorkflowRunID respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunErrorEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunErrorEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsWorkflowRunErrorObjectUnion contains all possible properties
// and values from [BetaManagedAgentsTimeoutWorkflowRunErrorObject],
// [BetaManagedAgentsProgramWorkflowRunErrorObject],
// [BetaManagedAgentsUnknownWorkflowRunErrorObject],
// [BetaManagedAgentsThreadLimitWorkflowRunErrorObject],
// [BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject].
//
// Use the [BetaManagedAgentsWorkflowRunErrorObjectUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsWorkflowRunErrorObjectUnion struct {
	Message string `json:"message"`
	// Any of "timeout_error", "program_error", "unknown_error", "thread_limit_error",
	// "max_workflow_runs_error".
	Type string `json:"type"`
	JSON struct {
		Message respjson.Field
		Type    respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsWorkflowRunErrorObject is implemented by each variant of
// [BetaManagedAgentsWorkflowRunErrorObjectUnion] to add type safety for the return
// type of [BetaManagedAgentsWorkflowRunErrorObjectUnion.AsAny]
type anyBetaManagedAgentsWorkflowRunErrorObject interface {
	implBetaManagedAgentsWorkflowRunErrorObjectUnion()
}

func (BetaManagedAgentsTimeoutWorkflowRunErrorObject) implBetaManagedAgentsWorkflowRunErrorObjectUnion() {
}
func (BetaManagedAgentsProgramWorkflowRunErrorObject) implBetaManagedAgentsWorkflowRunErrorObjectUnion() {
}
func (BetaManagedAgentsUnknownWorkflowRunErrorObject) implBetaManagedAgentsWorkflowRunErrorObjectUnion() {
}
func (BetaManagedAgentsThreadLimitWorkflowRunErrorObject) implBetaManagedAgentsWorkflowRunErrorObjectUnion() {
}
func (BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject) implBetaManagedAgentsWorkflowRunErrorObjectUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsWorkflowRunErrorObjectUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTimeoutWorkflowRunErrorObject:
//	case anthropic.BetaManagedAgentsProgramWorkflowRunErrorObject:
//	case anthropic.BetaManagedAgentsUnknownWorkflowRunErrorObject:
//	case anthropic.BetaManagedAgentsThreadLimitWorkflowRunErrorObject:
//	case anthropic.BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsAny() anyBetaManagedAgentsWorkflowRunErrorObject {
	switch u.Type {
	case "timeout_error":
		return u.AsTimeoutError()
	case "program_error":
		return u.AsProgramError()
	case "unknown_error":
		return u.AsUnknownError()
	case "thread_limit_error":
		return u.AsThreadLimitError()
	case "max_workflow_runs_error":
		return u.AsMaxWorkflowRunsError()
	}
	return nil
}

func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsTimeoutError() (v BetaManagedAgentsTimeoutWorkflowRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsProgramError() (v BetaManagedAgentsProgramWorkflowRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsUnknownError() (v BetaManagedAgentsUnknownWorkflowRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsThreadLimitError() (v BetaManagedAgentsThreadLimitWorkflowRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) AsMaxWorkflowRunsError() (v BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsWorkflowRunErrorObjectUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsWorkflowRunErrorObjectUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A phase that a workflow run's plan declares.
type BetaManagedAgentsWorkflowRunPhase struct {
	// Unique identifier for the phase.
	ID string `json:"id" api:"required"`
	// Description that the agent gave the phase, passed on as written, or `null` if it
	// gave none.
	Description string `json:"description" api:"required"`
	// Name that the agent gave the phase, passed on as written.
	Name string `json:"name" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Description respjson.Field
		Name        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunPhase) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunPhase) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run's plan left a phase, or the run's end closed it. Emitted once for
// every `workflow_run.phase_started` event, before the run's
// `workflow_run.status_ended` event. The event does not say whether the plan
// finished the phase's work, or why it left.
type BetaManagedAgentsWorkflowRunPhaseEndedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Identifier of the `workflow_run.phase_started` event that opened the phase.
	PhaseStartedID string `json:"phase_started_id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                      `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunPhaseEnded `json:"type" default:"workflow_run.phase_ended"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// Identifier of the phase, as in `phases` on the run's `workflow_run.created`
	// event.
	WorkflowRunPhaseID string `json:"workflow_run_phase_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                 respjson.Field
		PhaseStartedID     respjson.Field
		ProcessedAt        respjson.Field
		Type               respjson.Field
		WorkflowRunID      respjson.Field
		WorkflowRunPhaseID respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunPhaseEndedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunPhaseEndedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run's plan entered a phase.
type BetaManagedAgentsWorkflowRunPhaseStartedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                        `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunPhaseStarted `json:"type" default:"workflow_run.phase_started"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// Identifier of the phase, as in `phases` on the run's `workflow_run.created`
	// event.
	WorkflowRunPhaseID string `json:"workflow_run_phase_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                 respjson.Field
		ProcessedAt        respjson.Field
		Type               respjson.Field
		WorkflowRunID      respjson.Field
		WorkflowRunPhaseID respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunPhaseStartedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunPhaseStartedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsWorkflowRunResultUnion contains all possible properties and
// values from [BetaManagedAgentsWorkflowRunResultCompleted],
// [BetaManagedAgentsWorkflowRunResultErrorObject],
// [BetaManagedAgentsWorkflowRunResultStopped].
//
// Use the [BetaManagedAgentsWorkflowRunResultUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsWorkflowRunResultUnion struct {
	// Any of "completed", "error", "stopped".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsWorkflowRunResultErrorObject].
	Error BetaManagedAgentsWorkflowRunErrorObjectUnion `json:"error"`
	JSON  struct {
		Type  respjson.Field
		Error respjson.Field
		raw   string
	} `json:"-"`
}

// anyBetaManagedAgentsWorkflowRunResult is implemented by each variant of
// [BetaManagedAgentsWorkflowRunResultUnion] to add type safety for the return type
// of [BetaManagedAgentsWorkflowRunResultUnion.AsAny]
type anyBetaManagedAgentsWorkflowRunResult interface {
	implBetaManagedAgentsWorkflowRunResultUnion()
}

func (BetaManagedAgentsWorkflowRunResultCompleted) implBetaManagedAgentsWorkflowRunResultUnion()   {}
func (BetaManagedAgentsWorkflowRunResultErrorObject) implBetaManagedAgentsWorkflowRunResultUnion() {}
func (BetaManagedAgentsWorkflowRunResultStopped) implBetaManagedAgentsWorkflowRunResultUnion()     {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsWorkflowRunResultUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsWorkflowRunResultCompleted:
//	case anthropic.BetaManagedAgentsWorkflowRunResultErrorObject:
//	case anthropic.BetaManagedAgentsWorkflowRunResultStopped:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsWorkflowRunResultUnion) AsAny() anyBetaManagedAgentsWorkflowRunResult {
	switch u.Type {
	case "completed":
		return u.AsCompleted()
	case "error":
		return u.AsError()
	case "stopped":
		return u.AsStopped()
	}
	return nil
}

func (u BetaManagedAgentsWorkflowRunResultUnion) AsCompleted() (v BetaManagedAgentsWorkflowRunResultCompleted) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunResultUnion) AsError() (v BetaManagedAgentsWorkflowRunResultErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsWorkflowRunResultUnion) AsStopped() (v BetaManagedAgentsWorkflowRunResultStopped) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsWorkflowRunResultUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsWorkflowRunResultUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run's plan, a program that the agent wrote, finished. This does not say
// whether the work succeeded.
type BetaManagedAgentsWorkflowRunResultCompleted struct {
	Type constant.Completed `json:"type" default:"completed"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunResultCompleted) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunResultCompleted) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run failed or reached its time limit.
type BetaManagedAgentsWorkflowRunResultErrorObject struct {
	// Why the run did not finish.
	Error BetaManagedAgentsWorkflowRunErrorObjectUnion `json:"error" api:"required"`
	Type  constant.Error                               `json:"type" default:"error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Error       respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunResultErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunResultErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The agent stopped the run.
type BetaManagedAgentsWorkflowRunResultStopped struct {
	Type constant.Stopped `json:"type" default:"stopped"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunResultStopped) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunResultStopped) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run ended. Emitted once per run, as the last of the run's
// `workflow_run.*` events.
type BetaManagedAgentsWorkflowRunStatusEndedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// How the run ended.
	Result BetaManagedAgentsWorkflowRunResultUnion `json:"result" api:"required"`
	Type   constant.WorkflowRunStatusEnded         `json:"type" default:"workflow_run.status_ended"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		ProcessedAt   respjson.Field
		Result        respjson.Field
		Type          respjson.Field
		WorkflowRunID respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunStatusEndedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunStatusEndedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run is idle. Emitted each time the run goes idle, whatever the cause.
// If the run ends while idle, no `workflow_run.status_running` comes between this
// event and its `workflow_run.status_ended`.
type BetaManagedAgentsWorkflowRunStatusIdleEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                      `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunStatusIdle `json:"type" default:"workflow_run.status_idle"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		ProcessedAt   respjson.Field
		Type          respjson.Field
		WorkflowRunID respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunStatusIdleEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunStatusIdleEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A workflow run is running. Emitted when the run starts to execute, and each time
// it resumes after being idle. A run that starts idle emits
// `workflow_run.status_idle` first.
type BetaManagedAgentsWorkflowRunStatusRunningEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when this event was processed.
	ProcessedAt time.Time                         `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.WorkflowRunStatusRunning `json:"type" default:"workflow_run.status_running"`
	// Identifier of the run. The same value is on all of the run's `workflow_run.*`
	// events.
	WorkflowRunID string `json:"workflow_run_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		ProcessedAt   respjson.Field
		Type          respjson.Field
		WorkflowRunID respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkflowRunStatusRunningEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkflowRunStatusRunningEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Deprecated: BetaManagedAgentsUnknownError has been renamed to
// BetaManagedAgentsUnknownErrorObject
type BetaManagedAgentsUnknownError = BetaManagedAgentsUnknownErrorObject

// Deprecated: BetaManagedAgentsUnknownErrorRetryStatusUnion has been renamed to
// BetaManagedAgentsUnknownErrorObjectRetryStatusUnion
type BetaManagedAgentsUnknownErrorRetryStatusUnion = BetaManagedAgentsUnknownErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsModelOverloadedError has been renamed to
// BetaManagedAgentsModelOverloadedErrorObject
type BetaManagedAgentsModelOverloadedError = BetaManagedAgentsModelOverloadedErrorObject

// Deprecated: BetaManagedAgentsModelOverloadedErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion
type BetaManagedAgentsModelOverloadedErrorRetryStatusUnion = BetaManagedAgentsModelOverloadedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsModelRateLimitedError has been renamed to
// BetaManagedAgentsModelRateLimitedErrorObject
type BetaManagedAgentsModelRateLimitedError = BetaManagedAgentsModelRateLimitedErrorObject

// Deprecated: BetaManagedAgentsModelRateLimitedErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion
type BetaManagedAgentsModelRateLimitedErrorRetryStatusUnion = BetaManagedAgentsModelRateLimitedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsModelRequestFailedError has been renamed to
// BetaManagedAgentsModelRequestFailedErrorObject
type BetaManagedAgentsModelRequestFailedError = BetaManagedAgentsModelRequestFailedErrorObject

// Deprecated: BetaManagedAgentsModelRequestFailedErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion
type BetaManagedAgentsModelRequestFailedErrorRetryStatusUnion = BetaManagedAgentsModelRequestFailedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsMCPConnectionFailedError has been renamed to
// BetaManagedAgentsMCPConnectionFailedErrorObject
type BetaManagedAgentsMCPConnectionFailedError = BetaManagedAgentsMCPConnectionFailedErrorObject

// Deprecated: BetaManagedAgentsMCPConnectionFailedErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion
type BetaManagedAgentsMCPConnectionFailedErrorRetryStatusUnion = BetaManagedAgentsMCPConnectionFailedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsMCPAuthenticationFailedError has been renamed to
// BetaManagedAgentsMCPAuthenticationFailedErrorObject
type BetaManagedAgentsMCPAuthenticationFailedError = BetaManagedAgentsMCPAuthenticationFailedErrorObject

// Deprecated: BetaManagedAgentsMCPAuthenticationFailedErrorRetryStatusUnion has
// been renamed to
// BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion
type BetaManagedAgentsMCPAuthenticationFailedErrorRetryStatusUnion = BetaManagedAgentsMCPAuthenticationFailedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsBillingError has been renamed to
// BetaManagedAgentsBillingErrorObject
type BetaManagedAgentsBillingError = BetaManagedAgentsBillingErrorObject

// Deprecated: BetaManagedAgentsBillingErrorRetryStatusUnion has been renamed to
// BetaManagedAgentsBillingErrorObjectRetryStatusUnion
type BetaManagedAgentsBillingErrorRetryStatusUnion = BetaManagedAgentsBillingErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsToolUseLimitReachedError has been renamed to
// BetaManagedAgentsToolUseLimitReachedErrorObject
type BetaManagedAgentsToolUseLimitReachedError = BetaManagedAgentsToolUseLimitReachedErrorObject

// Deprecated: BetaManagedAgentsToolUseLimitReachedErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion
type BetaManagedAgentsToolUseLimitReachedErrorRetryStatusUnion = BetaManagedAgentsToolUseLimitReachedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsCompactionLimitReachedError has been renamed to
// BetaManagedAgentsCompactionLimitReachedErrorObject
type BetaManagedAgentsCompactionLimitReachedError = BetaManagedAgentsCompactionLimitReachedErrorObject

// Deprecated: BetaManagedAgentsCompactionLimitReachedErrorRetryStatusUnion has
// been renamed to
// BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion
type BetaManagedAgentsCompactionLimitReachedErrorRetryStatusUnion = BetaManagedAgentsCompactionLimitReachedErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsCredentialHostUnreachableError has been renamed to
// BetaManagedAgentsCredentialHostUnreachableErrorObject
type BetaManagedAgentsCredentialHostUnreachableError = BetaManagedAgentsCredentialHostUnreachableErrorObject

// Deprecated: BetaManagedAgentsCredentialHostUnreachableErrorRetryStatusUnion has
// been renamed to
// BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion
type BetaManagedAgentsCredentialHostUnreachableErrorRetryStatusUnion = BetaManagedAgentsCredentialHostUnreachableErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsRepositoryAuthenticationError has been renamed to
// BetaManagedAgentsRepositoryAuthenticationErrorObject
type BetaManagedAgentsRepositoryAuthenticationError = BetaManagedAgentsRepositoryAuthenticationErrorObject

// Deprecated: BetaManagedAgentsRepositoryAuthenticationErrorRetryStatusUnion has
// been renamed to
// BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion
type BetaManagedAgentsRepositoryAuthenticationErrorRetryStatusUnion = BetaManagedAgentsRepositoryAuthenticationErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsRepositoryForbiddenError has been renamed to
// BetaManagedAgentsRepositoryForbiddenErrorObject
type BetaManagedAgentsRepositoryForbiddenError = BetaManagedAgentsRepositoryForbiddenErrorObject

// Deprecated: BetaManagedAgentsRepositoryForbiddenErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion
type BetaManagedAgentsRepositoryForbiddenErrorRetryStatusUnion = BetaManagedAgentsRepositoryForbiddenErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsRepositoryNotFoundError has been renamed to
// BetaManagedAgentsRepositoryNotFoundErrorObject
type BetaManagedAgentsRepositoryNotFoundError = BetaManagedAgentsRepositoryNotFoundErrorObject

// Deprecated: BetaManagedAgentsRepositoryNotFoundErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion
type BetaManagedAgentsRepositoryNotFoundErrorRetryStatusUnion = BetaManagedAgentsRepositoryNotFoundErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsRepositoryCheckoutError has been renamed to
// BetaManagedAgentsRepositoryCheckoutErrorObject
type BetaManagedAgentsRepositoryCheckoutError = BetaManagedAgentsRepositoryCheckoutErrorObject

// Deprecated: BetaManagedAgentsRepositoryCheckoutErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion
type BetaManagedAgentsRepositoryCheckoutErrorRetryStatusUnion = BetaManagedAgentsRepositoryCheckoutErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsRepositoryCloneError has been renamed to
// BetaManagedAgentsRepositoryCloneErrorObject
type BetaManagedAgentsRepositoryCloneError = BetaManagedAgentsRepositoryCloneErrorObject

// Deprecated: BetaManagedAgentsRepositoryCloneErrorRetryStatusUnion has been
// renamed to BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion
type BetaManagedAgentsRepositoryCloneErrorRetryStatusUnion = BetaManagedAgentsRepositoryCloneErrorObjectRetryStatusUnion

// Deprecated: BetaManagedAgentsWorkflowRunResultError has been renamed to
// BetaManagedAgentsWorkflowRunResultErrorObject
type BetaManagedAgentsWorkflowRunResultError = BetaManagedAgentsWorkflowRunResultErrorObject

// Deprecated: BetaManagedAgentsWorkflowRunErrorUnion has been renamed to
// BetaManagedAgentsWorkflowRunErrorObjectUnion
type BetaManagedAgentsWorkflowRunErrorUnion = BetaManagedAgentsWorkflowRunErrorObjectUnion

// Deprecated: BetaManagedAgentsTimeoutWorkflowRunError has been renamed to
// BetaManagedAgentsTimeoutWorkflowRunErrorObject
type BetaManagedAgentsTimeoutWorkflowRunError = BetaManagedAgentsTimeoutWorkflowRunErrorObject

// Deprecated: BetaManagedAgentsProgramWorkflowRunError has been renamed to
// BetaManagedAgentsProgramWorkflowRunErrorObject
type BetaManagedAgentsProgramWorkflowRunError = BetaManagedAgentsProgramWorkflowRunErrorObject

// Deprecated: BetaManagedAgentsUnknownWorkflowRunError has been renamed to
// BetaManagedAgentsUnknownWorkflowRunErrorObject
type BetaManagedAgentsUnknownWorkflowRunError = BetaManagedAgentsUnknownWorkflowRunErrorObject

// Deprecated: BetaManagedAgentsThreadLimitWorkflowRunError has been renamed to
// BetaManagedAgentsThreadLimitWorkflowRunErrorObject
type BetaManagedAgentsThreadLimitWorkflowRunError = BetaManagedAgentsThreadLimitWorkflowRunErrorObject

// Deprecated: BetaManagedAgentsMaxWorkflowRunsWorkflowRunError has been renamed to
// BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject
type BetaManagedAgentsMaxWorkflowRunsWorkflowRunError = BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject

type BetaSessionEventListParams struct {
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
	Limit        param.Opt[int64]     `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response's `next_page`.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Sort direction for results, ordered by the event's `processed_at`. Defaults to
	// `asc` (chronological).
	//
	// Any of "asc", "desc".
	Order BetaSessionEventListParamsOrder `query:"order,omitzero" json:"-"`
	// Filter by event type. Values match the `type` field on returned events (for
	// example, `user.message` or `agent.tool_use`). Omit to return all event types.
	Types []BetaManagedAgentsSessionEventType `query:"types,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaSessionEventListParams]'s query parameters as
// `url.Values`.
func (r BetaSessionEventListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// Sort direction for results, ordered by the event's `processed_at`. Defaults to
// `asc` (chronological).
type BetaSessionEventListParamsOrder string

const (
	BetaSessionEventListParamsOrderAsc  BetaSessionEventListParamsOrder = "asc"
	BetaSessionEventListParamsOrderDesc BetaSessionEventListParamsOrder = "desc"
)

type BetaSessionEventSendParams struct {
	// Events to send to the `session`.
	Events []BetaManagedAgentsEventParamsUnion `json:"events,omitzero" api:"required"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaSessionEventSendParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaSessionEventSendParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaSessionEventSendParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaSessionEventStreamParams struct {
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
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
	EventDeltas []BetaManagedAgentsDeltaType `query:"event_deltas,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaSessionEventStreamParams]'s query parameters as
// `url.Values`.
func (r BetaSessionEventStreamParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}
