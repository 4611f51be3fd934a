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
	"github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/pagination"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/respjson"
	"github.com/anthropics/anthropic-sdk-go/v2/shared/constant"
)

// BetaBedrockSessionThreadService contains methods and other services that help
// with interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockSessionThreadService] method instead.
type BetaBedrockSessionThreadService struct {
	Options []option.RequestOption
	Events  BetaBedrockSessionThreadEventService
}

// NewBetaBedrockSessionThreadService generates a new service that applies the
// given options to each request. These options are applied after the parent
// client's options (if there is one), and before any request-specific options.
func NewBetaBedrockSessionThreadService(opts ...option.RequestOption) (r BetaBedrockSessionThreadService) {
	r = BetaBedrockSessionThreadService{}
	r.Options = opts
	r.Events = NewBetaBedrockSessionThreadEventService(opts...)
	return
}

// Get Session Thread
func (r *BetaBedrockSessionThreadService) Get(ctx context.Context, threadID string, params BetaBedrockSessionThreadGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSessionThread, err error) {
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
	if params.SessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	if threadID == "" {
		err = errors.New("missing required thread_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/threads/%s", requestconfig.EscapePathSegment(params.SessionID), requestconfig.EscapePathSegment(threadID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.threads.retrieve", "/v1/sessions/{session_id}/threads/{thread_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", params.SessionID), requestconfig.WithSpanAttribute("anthropic.session.thread.id", threadID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// List Session Threads
func (r *BetaBedrockSessionThreadService) List(ctx context.Context, sessionID string, params BetaBedrockSessionThreadListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockSessionThread], err error) {
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
	path := fmt.Sprintf("v1/sessions/%s/threads", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.threads.list", "/v1/sessions/{session_id}/threads", "limit", "page"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
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

// List Session Threads
func (r *BetaBedrockSessionThreadService) ListAutoPaging(ctx context.Context, sessionID string, params BetaBedrockSessionThreadListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockSessionThread] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, sessionID, params, opts...))
}

// Archive Session Thread
func (r *BetaBedrockSessionThreadService) Archive(ctx context.Context, threadID string, params BetaBedrockSessionThreadArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSessionThread, err error) {
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
	if params.SessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	if threadID == "" {
		err = errors.New("missing required thread_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/threads/%s/archive", requestconfig.EscapePathSegment(params.SessionID), requestconfig.EscapePathSegment(threadID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.threads.archive", "/v1/sessions/{session_id}/threads/{thread_id}/archive"), requestconfig.WithSpanAttribute("anthropic.session.id", params.SessionID), requestconfig.WithSpanAttribute("anthropic.session.thread.id", threadID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// An execution thread within a `session` on Amazon Bedrock. Each session has one
// primary thread plus zero or more child threads.
type BetaManagedAgentsBedrockSessionThread struct {
	// Unique identifier for this thread.
	ID string `json:"id" api:"required"`
	// Resolved agent definition for this thread. Snapshot of the agent at thread
	// creation time.
	Agent BetaManagedAgentsBedrockSessionThreadAgentEntryUnion `json:"agent" api:"required"`
	// When the thread was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// When the thread was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Parent thread that spawned this thread. Null for the primary thread.
	ParentThreadID string `json:"parent_thread_id" api:"required"`
	// The session this thread belongs to.
	SessionID string `json:"session_id" api:"required"`
	// Timing statistics for this thread. Null until the thread first runs.
	Stats BetaManagedAgentsSessionThreadStats `json:"stats" api:"required"`
	// Current execution status of the thread.
	//
	// Any of "running", "idle", "rescheduling", "terminated".
	Status BetaManagedAgentsSessionThreadStatus `json:"status" api:"required"`
	Type   constant.SessionThread               `json:"type" default:"session_thread"`
	// When the thread was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Cumulative token usage for this thread. Null until the thread first runs.
	Usage BetaManagedAgentsSessionThreadUsage `json:"usage" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		Agent          respjson.Field
		ArchivedAt     respjson.Field
		CreatedAt      respjson.Field
		ParentThreadID respjson.Field
		SessionID      respjson.Field
		Stats          respjson.Field
		Status         respjson.Field
		Type           respjson.Field
		UpdatedAt      respjson.Field
		Usage          respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionThread) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionThread) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionThreadAgentEntryUnion contains all possible
// properties and values from [BetaManagedAgentsBedrockSessionThreadAgent].
//
// Use the [BetaManagedAgentsBedrockSessionThreadAgentEntryUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionThreadAgentEntryUnion struct {
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	ID string `json:"id"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	MCPServers []BetaManagedAgentsGatewayMCPServerUnion `json:"mcp_servers"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Model BetaManagedAgentsModelConfig `json:"model"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Name string `json:"name"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Skills []BetaManagedAgentsSandboxSkillUnion `json:"skills"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	System string `json:"system"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Tools []BetaManagedAgentsBedrockAgentToolUnion `json:"tools"`
	// Any of "agent".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsBedrockSessionThreadAgent].
	Version int64 `json:"version"`
	JSON    struct {
		ID          respjson.Field
		Description respjson.Field
		MCPServers  respjson.Field
		Model       respjson.Field
		Name        respjson.Field
		Skills      respjson.Field
		System      respjson.Field
		Tools       respjson.Field
		Type        respjson.Field
		Version     respjson.Field
		raw         string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionThreadAgentEntry is implemented by each
// variant of [BetaManagedAgentsBedrockSessionThreadAgentEntryUnion] to add type
// safety for the return type of
// [BetaManagedAgentsBedrockSessionThreadAgentEntryUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionThreadAgentEntry interface {
	implBetaManagedAgentsBedrockSessionThreadAgentEntryUnion()
}

func (BetaManagedAgentsBedrockSessionThreadAgent) implBetaManagedAgentsBedrockSessionThreadAgentEntryUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionThreadAgentEntryUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockSessionThreadAgent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionThreadAgentEntryUnion) AsAny() anyBetaManagedAgentsBedrockSessionThreadAgentEntry {
	switch u.Type {
	case "agent":
		return u.AsAgent()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionThreadAgentEntryUnion) AsAgent() (v BetaManagedAgentsBedrockSessionThreadAgent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionThreadAgentEntryUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionThreadAgentEntryUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionThreadEventsUnion contains all possible
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
// Use the [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsStreamBedrockSessionThreadEventsUnion struct {
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
	Content BetaManagedAgentsStreamBedrockSessionThreadEventsUnionContent `json:"content"`
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
	StopReason BetaManagedAgentsStreamBedrockSessionThreadEventsUnionStopReason `json:"stop_reason"`
	AgentName  string                                                           `json:"agent_name"`
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
	Usage BetaManagedAgentsStreamBedrockSessionThreadEventsUnionUsage `json:"usage"`
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

// anyBetaManagedAgentsStreamBedrockSessionThreadEvents is implemented by each
// variant of [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion] to add type
// safety for the return type of
// [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion.AsAny]
type anyBetaManagedAgentsStreamBedrockSessionThreadEvents interface {
	implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion()
}

func (BetaManagedAgentsBedrockUserMessageEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockUserInterruptEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockUserToolConfirmationEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockUserCustomToolResultEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockUserDefineOutcomeEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsUserToolResultEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockSystemMessageEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentCustomToolUseEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentMessageEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentThinkingEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentMCPToolUseEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockAgentMCPToolResultEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentToolUseEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockAgentToolResultEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentThreadMessageReceivedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentThreadMessageSentEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsAgentThreadContextCompactedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockSessionErrorEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionStatusRescheduledEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionStatusRunningEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionStatusIdleEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionStatusTerminatedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionThreadCreatedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusRunningEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusIdleEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusTerminatedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionThreadStatusRescheduledEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockSessionUpdatedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionDeletedEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSessionUsageEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockAgentMCPElicitationEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSpanModelRequestStartEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSpanModelRequestEndEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationStartEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsSpanOutcomeEvaluationEndEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {
}
func (BetaManagedAgentsStartEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {}
func (BetaManagedAgentsDeltaEvent) implBetaManagedAgentsStreamBedrockSessionThreadEventsUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsStreamBedrockSessionThreadEventsUnion.AsAny().(type) {
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
func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAny() anyBetaManagedAgentsStreamBedrockSessionThreadEvents {
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

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserMessage() (v BetaManagedAgentsBedrockUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserInterrupt() (v BetaManagedAgentsBedrockUserInterruptEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserToolConfirmation() (v BetaManagedAgentsBedrockUserToolConfirmationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserCustomToolResult() (v BetaManagedAgentsBedrockUserCustomToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserDefineOutcome() (v BetaManagedAgentsBedrockUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserToolResult() (v BetaManagedAgentsUserToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSystemMessage() (v BetaManagedAgentsBedrockSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentCustomToolUse() (v BetaManagedAgentsAgentCustomToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentMCPToolUse() (v BetaManagedAgentsAgentMCPToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentMCPToolResult() (v BetaManagedAgentsBedrockAgentMCPToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentToolUse() (v BetaManagedAgentsAgentToolUseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentToolResult() (v BetaManagedAgentsBedrockAgentToolResultEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentThreadMessageReceived() (v BetaManagedAgentsAgentThreadMessageReceivedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentThreadMessageSent() (v BetaManagedAgentsAgentThreadMessageSentEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentThreadContextCompacted() (v BetaManagedAgentsAgentThreadContextCompactedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionError() (v BetaManagedAgentsBedrockSessionErrorEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionStatusRescheduled() (v BetaManagedAgentsSessionStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionStatusRunning() (v BetaManagedAgentsSessionStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionStatusIdle() (v BetaManagedAgentsSessionStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionStatusTerminated() (v BetaManagedAgentsSessionStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionThreadCreated() (v BetaManagedAgentsSessionThreadCreatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionThreadStatusRunning() (v BetaManagedAgentsSessionThreadStatusRunningEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionThreadStatusIdle() (v BetaManagedAgentsSessionThreadStatusIdleEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionThreadStatusTerminated() (v BetaManagedAgentsSessionThreadStatusTerminatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionThreadStatusRescheduled() (v BetaManagedAgentsSessionThreadStatusRescheduledEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionUpdated() (v BetaManagedAgentsBedrockSessionUpdatedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionDeleted() (v BetaManagedAgentsSessionDeletedEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSessionUsage() (v BetaManagedAgentsSessionUsageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsAgentMCPElicitation() (v BetaManagedAgentsBedrockAgentMCPElicitationEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsUserMCPElicitationResponse() (v BetaManagedAgentsBedrockUserMCPElicitationResponseEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSpanModelRequestStart() (v BetaManagedAgentsSpanModelRequestStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSpanModelRequestEnd() (v BetaManagedAgentsSpanModelRequestEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSpanOutcomeEvaluationStart() (v BetaManagedAgentsSpanOutcomeEvaluationStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSpanOutcomeEvaluationOngoing() (v BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsSpanOutcomeEvaluationEnd() (v BetaManagedAgentsSpanOutcomeEvaluationEndEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsEventStart() (v BetaManagedAgentsStartEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) AsEventDelta() (v BetaManagedAgentsDeltaEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsStreamBedrockSessionThreadEventsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionContent is an implicit
// subunion of [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionContent provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
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
type BetaManagedAgentsStreamBedrockSessionThreadEventsUnionContent struct {
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

func (r *BetaManagedAgentsStreamBedrockSessionThreadEventsUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionStopReason is an implicit
// subunion of [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionStopReason provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
type BetaManagedAgentsStreamBedrockSessionThreadEventsUnionStopReason struct {
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

func (r *BetaManagedAgentsStreamBedrockSessionThreadEventsUnionStopReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionUsage is an implicit
// subunion of [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
// BetaManagedAgentsStreamBedrockSessionThreadEventsUnionUsage provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsStreamBedrockSessionThreadEventsUnion].
type BetaManagedAgentsStreamBedrockSessionThreadEventsUnionUsage struct {
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

func (r *BetaManagedAgentsStreamBedrockSessionThreadEventsUnionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockSessionThreadGetParams struct {
	// Unique identifier of the session the thread belongs to.
	SessionID string `path:"session_id" api:"required" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaBedrockSessionThreadListParams struct {
	// Maximum results per page, from 1 to 1000. The default is not fixed, so send this
	// field if you need a known page size.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response's `next_page`. Forward-only.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockSessionThreadListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockSessionThreadListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockSessionThreadArchiveParams struct {
	// Unique identifier of the session the thread belongs to.
	SessionID string `path:"session_id" api:"required" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}
