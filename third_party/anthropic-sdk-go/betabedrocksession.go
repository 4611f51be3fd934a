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
	"github.com/anthropics/anthropic-sdk-go/v2/shared/constant"
)

// BetaBedrockSessionService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockSessionService] method instead.
type BetaBedrockSessionService struct {
	Options []option.RequestOption
	Events  BetaBedrockSessionEventService
	Threads BetaBedrockSessionThreadService
}

// NewBetaBedrockSessionService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaBedrockSessionService(opts ...option.RequestOption) (r BetaBedrockSessionService) {
	r = BetaBedrockSessionService{}
	r.Options = opts
	r.Events = NewBetaBedrockSessionEventService(opts...)
	r.Threads = NewBetaBedrockSessionThreadService(opts...)
	return
}

// Creates a session. In a session that has an `s3_mount` or `s3_object` resource,
// `initial_events` start the sandbox, and the request does not wait for it: if the
// sandbox does not start, the session is still created. In such a session,
// `session.error` events report a failed mount or copy, or a `working_directory`
// that cannot be created, and can report other causes. Messages the session
// accepted in `initial_events` are kept if the sandbox does not start, so do not
// send them again. In a session with no S3 resource and no S3 skills folder, a
// request with `initial_events` can wait for the sandbox and fail if it does not
// start.
func (r *BetaBedrockSessionService) New(ctx context.Context, params BetaBedrockSessionNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSession, err error) {
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
	opts = append([]option.RequestOption{requestconfig.WithSpanRequestAttributes(params.spanAttributes)}, opts...)
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	path := "v1/sessions"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.create", "/v1/sessions"), requestconfig.WithSpanCreatedID("anthropic.session.id", &res, func(created *BetaManagedAgentsBedrockSession) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Get Session
func (r *BetaBedrockSessionService) Get(ctx context.Context, sessionID string, query BetaBedrockSessionGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSession, err error) {
	if len(query.Betas) > 0 {
		headerValues := make([]string, len(query.Betas))
		for i, v := range query.Betas {
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
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.retrieve", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Update Session
func (r *BetaBedrockSessionService) Update(ctx context.Context, sessionID string, params BetaBedrockSessionUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSession, err error) {
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
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.update", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Sessions
func (r *BetaBedrockSessionService) List(ctx context.Context, params BetaBedrockSessionListParams, opts ...option.RequestOption) (res *pagination.BidirectionalPageCursor[BetaManagedAgentsBedrockSessionListItem], err error) {
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
	path := "v1/sessions"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.list", "/v1/sessions", "agent_id", "agent_version", "created_at[gt]", "created_at[gte]", "created_at[lt]", "created_at[lte]", "created_by_me", "include_archived", "limit", "memory_store_id", "order", "page", "statuses"))
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

// List Sessions
func (r *BetaBedrockSessionService) ListAutoPaging(ctx context.Context, params BetaBedrockSessionListParams, opts ...option.RequestOption) *pagination.BidirectionalPageCursorAutoPager[BetaManagedAgentsBedrockSessionListItem] {
	return pagination.NewBidirectionalPageCursorAutoPager(r.List(ctx, params, opts...))
}

// Delete Session
func (r *BetaBedrockSessionService) Delete(ctx context.Context, sessionID string, body BetaBedrockSessionDeleteParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeletedSession, err error) {
	if len(body.Betas) > 0 {
		headerValues := make([]string, len(body.Betas))
		for i, v := range body.Betas {
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
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.delete", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodDelete, path, nil, &res, opts...)
	return res, err
}

// Archive Session
func (r *BetaBedrockSessionService) Archive(ctx context.Context, sessionID string, body BetaBedrockSessionArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockSession, err error) {
	if len(body.Betas) > 0 {
		headerValues := make([]string, len(body.Betas))
		for i, v := range body.Betas {
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
	path := fmt.Sprintf("v1/sessions/%s/archive", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.archive", "/v1/sessions/{session_id}/archive"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Reference to an `agent` plus optional configuration overrides. Each provided
// field replaces the agent's value for this session; the agent resource is
// unchanged.
//
// The properties ID, Type are required.
type BetaManagedAgentsBedrockAgentWithOverridesParams struct {
	// The `agent` ID.
	ID string `json:"id" api:"required"`
	// Replacement system prompt. Up to 100,000 characters. Set to null to clear the
	// agent's system prompt; omit to preserve it.
	System param.Opt[string] `json:"system,omitzero"`
	// The specific `agent` version to use. Omit, or send null, to use the latest
	// version.
	Version param.Opt[int64] `json:"version,omitzero"`
	// Replacement MCP server list. Full replacement: the provided array becomes the
	// MCP servers. Send an empty array or null to clear; omit to preserve the agent's
	// servers. Maximum 20.
	MCPServers []BetaManagedAgentsGatewayMCPServerParamsUnion `json:"mcp_servers,omitzero"`
	// Replacement list of skills folders. Full replacement: the provided array becomes
	// the skills. Send an empty array or null to clear; omit to preserve the agent's
	// skills. Maximum 20.
	Skills []BetaManagedAgentsSandboxSkillParamsUnion `json:"skills,omitzero"`
	// Replacement tool list. Full replacement: the provided array becomes the tool
	// configuration. Send an empty array or null to clear; omit to preserve the
	// agent's tools. Maximum 128. `web_fetch` and `web_search` are not supported on
	// Amazon Bedrock: a `configs` entry that names either fails with a 400 error.
	Tools []BetaManagedAgentsBedrockAgentToolParamsUnion `json:"tools,omitzero"`
	// Replacement model. Amazon Bedrock takes an inference profile ID, such as
	// `us.anthropic.claude-sonnet-5-5`. The prefix of the ID, such as `us.`, `eu.` or
	// `global.`, decides where the model runs. Amazon Bedrock refuses these with a 400
	// error: a Claude model name (`claude-sonnet-5-5`), an ID with no geography prefix
	// (`anthropic.claude-sonnet-5-5`) and an inference profile ARN. Send the inference
	// profile ID as a string, or as `id` in an object. Omit to use the agent's model.
	Model BetaManagedAgentsBedrockModelConfigParams `json:"model,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "agent_with_overrides".
	Type constant.AgentWithOverrides `json:"type" default:"agent_with_overrides"`
	paramObj
}

func (r BetaManagedAgentsBedrockAgentWithOverridesParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockAgentWithOverridesParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockAgentWithOverridesParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsBedrockDeltaType string

const (
	BetaManagedAgentsBedrockDeltaTypeAgentMessage  BetaManagedAgentsBedrockDeltaType = "agent.message"
	BetaManagedAgentsBedrockDeltaTypeAgentThinking BetaManagedAgentsBedrockDeltaType = "agent.thinking"
)

// A memory store attached to an agent session on Amazon Bedrock. `name` and
// `description` are copied from the memory store when the session is created.
type BetaManagedAgentsBedrockMemoryStoreResource struct {
	// Unique identifier of the resource.
	ID string `json:"id" api:"required"`
	// Access mode for the store. `read_write` if the request didn't set it.
	//
	// Any of "read_write", "read_only".
	Access BetaManagedAgentsBedrockMemoryStoreResourceAccess `json:"access" api:"required"`
	// When the resource was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Description of the memory store when the session was created. Empty string when
	// the store has none.
	Description string `json:"description" api:"required"`
	// Per-attachment guidance for the agent on how to use this store. Null if unset.
	Instructions string `json:"instructions" api:"required"`
	// ID of the attached memory store (`memstore_...`).
	MemoryStoreID string `json:"memory_store_id" api:"required"`
	// Display name of the memory store when the session was created.
	Name string               `json:"name" api:"required"`
	Type constant.MemoryStore `json:"type" default:"memory_store"`
	// When the resource was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Access        respjson.Field
		CreatedAt     respjson.Field
		Description   respjson.Field
		Instructions  respjson.Field
		MemoryStoreID respjson.Field
		Name          respjson.Field
		Type          respjson.Field
		UpdatedAt     respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMemoryStoreResource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMemoryStoreResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Access mode for the store. `read_write` if the request didn't set it.
type BetaManagedAgentsBedrockMemoryStoreResourceAccess string

const (
	BetaManagedAgentsBedrockMemoryStoreResourceAccessReadWrite BetaManagedAgentsBedrockMemoryStoreResourceAccess = "read_write"
	BetaManagedAgentsBedrockMemoryStoreResourceAccessReadOnly  BetaManagedAgentsBedrockMemoryStoreResourceAccess = "read_only"
)

// A Managed Agents `session` on Amazon Bedrock.
type BetaManagedAgentsBedrockSession struct {
	// Unique identifier of the session.
	ID string `json:"id" api:"required"`
	// The session's copy of its agent.
	Agent BetaManagedAgentsBedrockSessionAgent `json:"agent" api:"required"`
	// When the session was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// The session's enforced spend ceiling, or null when no budget is set. The field
	// can also be absent: read that as no budget.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"required"`
	// When the session was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// The caller that created the session. Null when no creator was recorded.
	CreatedBy BetaManagedAgentsCallerIdentityUnion `json:"created_by" api:"required"`
	// ARN of the sandbox where the session's built-in tools run.
	EnvironmentID string `json:"environment_id" api:"required"`
	// Arbitrary key-value metadata.
	Metadata map[string]string `json:"metadata" api:"required"`
	// Per-outcome evaluation state. Amazon Bedrock does not support outcomes, so the
	// list is empty unless the session already holds one.
	OutcomeEvaluations []BetaManagedAgentsOutcomeEvaluationResource `json:"outcome_evaluations" api:"required"`
	// ARN of the session itself, not of an IAM role. It never changes. Null for a
	// session that was created without one.
	ResourceARN string `json:"resource_arn" api:"required"`
	// Resources of the session's sandbox. They cannot be changed after the session is
	// created.
	Resources []BetaManagedAgentsBedrockSessionResourceUnion `json:"resources" api:"required"`
	// Timing statistics for the session.
	Stats BetaManagedAgentsSessionStats `json:"stats" api:"required"`
	// Current status of the session.
	//
	// Any of "rescheduling", "running", "idle", "terminated".
	Status BetaManagedAgentsBedrockSessionStatus `json:"status" api:"required"`
	// Human-readable session title. Null until set.
	Title string           `json:"title" api:"required"`
	Type  constant.Session `json:"type" default:"session"`
	// When the session was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Cumulative token usage for the session.
	Usage BetaManagedAgentsSessionUsage `json:"usage" api:"required"`
	// Absolute path in the sandbox where the session's built-in tools start.
	WorkingDirectory string `json:"working_directory" api:"required"`
	// The IAM role that the session runs as, as an object:
	// `{"type": "aws_role", "role_arn": "<role ARN>"}`. The role is set when the
	// session is created and does not change. It is not the execution role of the
	// sandbox that `environment_id` names. This field is null only for a session that
	// was stored with no role, which no request can create.
	ExecutionIdentity BetaManagedAgentsBedrockExecutionIdentityUnion `json:"execution_identity" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                 respjson.Field
		Agent              respjson.Field
		ArchivedAt         respjson.Field
		Budget             respjson.Field
		CreatedAt          respjson.Field
		CreatedBy          respjson.Field
		EnvironmentID      respjson.Field
		Metadata           respjson.Field
		OutcomeEvaluations respjson.Field
		ResourceARN        respjson.Field
		Resources          respjson.Field
		Stats              respjson.Field
		Status             respjson.Field
		Title              respjson.Field
		Type               respjson.Field
		UpdatedAt          respjson.Field
		Usage              respjson.Field
		WorkingDirectory   respjson.Field
		ExecutionIdentity  respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSession) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSession) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Current status of the session.
type BetaManagedAgentsBedrockSessionStatus string

const (
	// Transient error occurred, retrying automatically.
	BetaManagedAgentsBedrockSessionStatusRescheduling BetaManagedAgentsBedrockSessionStatus = "rescheduling"
	// Agent is actively executing.
	BetaManagedAgentsBedrockSessionStatusRunning BetaManagedAgentsBedrockSessionStatus = "running"
	// Agent is waiting for input, including user messages or tool confirmations.
	// Sessions start in idle.
	BetaManagedAgentsBedrockSessionStatusIdle BetaManagedAgentsBedrockSessionStatus = "idle"
	// Session has ended, either due to an error or completion.
	BetaManagedAgentsBedrockSessionStatusTerminated BetaManagedAgentsBedrockSessionStatus = "terminated"
)

// Resolved `agent` definition for a `session` on Amazon Bedrock. Snapshot of the
// `agent` at `session` creation time.
type BetaManagedAgentsBedrockSessionAgent struct {
	// Unique identifier of the agent.
	ID string `json:"id" api:"required"`
	// Description of what the agent does. Null if unset.
	Description string `json:"description" api:"required"`
	// MCP servers the agent connects to.
	MCPServers []BetaManagedAgentsGatewayMCPServerUnion `json:"mcp_servers" api:"required"`
	// Model the agent uses.
	Model BetaManagedAgentsModelConfig `json:"model" api:"required"`
	// Resolved multiagent orchestration configuration. Null when the agent is
	// single-threaded.
	Multiagent BetaManagedAgentsBedrockSessionMultiagentUnion `json:"multiagent" api:"required"`
	// Human-readable name of the agent.
	Name string `json:"name" api:"required"`
	// Folders of skills available to the agent, with `{session_id}` filled in.
	Skills []BetaManagedAgentsSandboxSkillUnion `json:"skills" api:"required"`
	// System prompt. Null if unset.
	System string `json:"system" api:"required"`
	// Tool configurations available to the agent.
	Tools []BetaManagedAgentsBedrockAgentToolUnion `json:"tools" api:"required"`
	Type  constant.Agent                           `json:"type" default:"agent"`
	// Version of the agent the session was created from.
	Version int64 `json:"version" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Description respjson.Field
		MCPServers  respjson.Field
		Model       respjson.Field
		Multiagent  respjson.Field
		Name        respjson.Field
		Skills      respjson.Field
		System      respjson.Field
		Tools       respjson.Field
		Type        respjson.Field
		Version     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionAgent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Mid-session agent configuration update. Only `tools` and `mcp_servers` are
// updatable. Full replacement: the provided array becomes the new value. To
// preserve existing entries, GET the session, modify the array, and POST it back.
type BetaManagedAgentsBedrockSessionAgentUpdateParam struct {
	// Replacement MCP server list. Full replacement: the provided array becomes the
	// new value. Send an empty array or null to clear; omit to preserve.
	MCPServers []BetaManagedAgentsGatewayMCPServerParamsUnion `json:"mcp_servers,omitzero"`
	// Replacement tool list. Full replacement: the provided array becomes the new
	// value. Send an empty array or null to clear; omit to preserve. `web_fetch` and
	// `web_search` are not supported on Amazon Bedrock: a `configs` entry that names
	// either fails with a 400 error.
	Tools []BetaManagedAgentsBedrockAgentToolParamsUnion `json:"tools,omitzero"`
	paramObj
}

func (r BetaManagedAgentsBedrockSessionAgentUpdateParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockSessionAgentUpdateParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockSessionAgentUpdateParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockSessionInitialEventParamsOfUserMessage(content []BetaManagedAgentsBedrockUserContentBlockUnionParam) BetaManagedAgentsBedrockSessionInitialEventParamsUnion {
	var userMessage BetaManagedAgentsBedrockUserMessageEventParams
	userMessage.Content = content
	return BetaManagedAgentsBedrockSessionInitialEventParamsUnion{OfUserMessage: &userMessage}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockSessionInitialEventParamsUnion struct {
	OfUserMessage *BetaManagedAgentsBedrockUserMessageEventParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockSessionInitialEventParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUserMessage)
}
func (u *BetaManagedAgentsBedrockSessionInitialEventParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockSessionInitialEventParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfUserMessage) {
		return u.OfUserMessage
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionInitialEventParamsUnion) GetContent() []BetaManagedAgentsBedrockUserContentBlockUnionParam {
	if vt := u.OfUserMessage; vt != nil {
		return vt.Content
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionInitialEventParamsUnion) GetType() *string {
	if vt := u.OfUserMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrocksession_0() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockSessionInitialEventParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsBedrockUserMessageEventParams]("user.message"),
	)
}

// A Managed Agents `session` on Amazon Bedrock, as the list of sessions returns
// it. This type has only these fields. Of a session's resources, a list shows only
// the memory stores, each as its type tag and two IDs. To read the other fields,
// such as `metadata`, `stats`, the full `agent` and every resource in full,
// retrieve the session by its `id`.
type BetaManagedAgentsBedrockSessionListItem struct {
	// Unique identifier of the session.
	ID string `json:"id" api:"required"`
	// The ID and the version of the agent that the session was created from. Retrieve
	// the session to read its copy of the agent.
	Agent BetaManagedAgentsBedrockSessionListItemAgent `json:"agent" api:"required"`
	// When the session was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// When the session was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// True when the caller that made this list request created the session. Otherwise
	// false.
	CreatedByMe bool `json:"created_by_me" api:"required"`
	// ARN of the session itself, not of an IAM role. It never changes. Null for a
	// session that was created without one.
	ResourceARN string `json:"resource_arn" api:"required"`
	// The session's memory store resources, each as its type tag and two IDs. A list
	// shows no other kind of resource: a session whose resources are all of other
	// kinds has an empty list here. Retrieve the session to read every resource in
	// full.
	Resources []BetaManagedAgentsBedrockSessionListItemResourceUnion `json:"resources" api:"required"`
	// Current status of the session.
	//
	// Any of "rescheduling", "running", "idle", "terminated".
	Status BetaManagedAgentsBedrockSessionListItemStatus `json:"status" api:"required"`
	// Human-readable session title. Null until set.
	Title string           `json:"title" api:"required"`
	Type  constant.Session `json:"type" default:"session"`
	// When the session was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Cumulative token usage for the session. A list returns only `input_tokens` and
	// `output_tokens`.
	Usage BetaManagedAgentsBedrockSessionListItemUsage `json:"usage" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Agent       respjson.Field
		ArchivedAt  respjson.Field
		CreatedAt   respjson.Field
		CreatedByMe respjson.Field
		ResourceARN respjson.Field
		Resources   respjson.Field
		Status      respjson.Field
		Title       respjson.Field
		Type        respjson.Field
		UpdatedAt   respjson.Field
		Usage       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionListItem) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionListItem) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Current status of the session.
type BetaManagedAgentsBedrockSessionListItemStatus string

const (
	// Transient error occurred, retrying automatically.
	BetaManagedAgentsBedrockSessionListItemStatusRescheduling BetaManagedAgentsBedrockSessionListItemStatus = "rescheduling"
	// Agent is actively executing.
	BetaManagedAgentsBedrockSessionListItemStatusRunning BetaManagedAgentsBedrockSessionListItemStatus = "running"
	// Agent is waiting for input, including user messages or tool confirmations.
	// Sessions start in idle.
	BetaManagedAgentsBedrockSessionListItemStatusIdle BetaManagedAgentsBedrockSessionListItemStatus = "idle"
	// Session has ended, either due to an error or completion.
	BetaManagedAgentsBedrockSessionListItemStatusTerminated BetaManagedAgentsBedrockSessionListItemStatus = "terminated"
)

// The agent of a `session` in the list of sessions on Amazon Bedrock: its ID and
// version only.
type BetaManagedAgentsBedrockSessionListItemAgent struct {
	// Unique identifier of the agent.
	ID string `json:"id" api:"required"`
	// Version of the agent the session was created from.
	Version int64 `json:"version" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Version     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionListItemAgent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionListItemAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A memory store attached to a `session`, as the list of sessions on Amazon
// Bedrock returns it: the type tag and the two IDs only. Retrieve the session to
// read the resource's other fields.
type BetaManagedAgentsBedrockSessionListItemMemoryStoreResource struct {
	// Unique identifier of the resource.
	ID string `json:"id" api:"required"`
	// ID of the attached memory store (`memstore_...`).
	MemoryStoreID string               `json:"memory_store_id" api:"required"`
	Type          constant.MemoryStore `json:"type" default:"memory_store"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		MemoryStoreID respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionListItemMemoryStoreResource) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsBedrockSessionListItemMemoryStoreResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionListItemResourceUnion contains all possible
// properties and values from
// [BetaManagedAgentsBedrockSessionListItemMemoryStoreResource].
//
// Use the [BetaManagedAgentsBedrockSessionListItemResourceUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionListItemResourceUnion struct {
	// This field is from variant
	// [BetaManagedAgentsBedrockSessionListItemMemoryStoreResource].
	ID string `json:"id"`
	// This field is from variant
	// [BetaManagedAgentsBedrockSessionListItemMemoryStoreResource].
	MemoryStoreID string `json:"memory_store_id"`
	// Any of "memory_store".
	Type string `json:"type"`
	JSON struct {
		ID            respjson.Field
		MemoryStoreID respjson.Field
		Type          respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionListItemResource is implemented by each
// variant of [BetaManagedAgentsBedrockSessionListItemResourceUnion] to add type
// safety for the return type of
// [BetaManagedAgentsBedrockSessionListItemResourceUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionListItemResource interface {
	implBetaManagedAgentsBedrockSessionListItemResourceUnion()
}

func (BetaManagedAgentsBedrockSessionListItemMemoryStoreResource) implBetaManagedAgentsBedrockSessionListItemResourceUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionListItemResourceUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockSessionListItemMemoryStoreResource:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionListItemResourceUnion) AsAny() anyBetaManagedAgentsBedrockSessionListItemResource {
	switch u.Type {
	case "memory_store":
		return u.AsMemoryStore()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionListItemResourceUnion) AsMemoryStore() (v BetaManagedAgentsBedrockSessionListItemMemoryStoreResource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionListItemResourceUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionListItemResourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Cumulative token usage for a `session` in the list of sessions on Amazon
// Bedrock: the input and output token counts only. Retrieve the session to read
// the other counts.
type BetaManagedAgentsBedrockSessionListItemUsage struct {
	// Total input tokens consumed across all turns.
	InputTokens int64 `json:"input_tokens"`
	// Total output tokens generated across all turns.
	OutputTokens int64 `json:"output_tokens"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InputTokens  respjson.Field
		OutputTokens respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionListItemUsage) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionListItemUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionMultiagentUnion contains all possible properties
// and values from [BetaManagedAgentsBedrockSessionMultiagentCoordinator].
//
// Use the [BetaManagedAgentsBedrockSessionMultiagentUnion.AsAny] method to switch
// on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionMultiagentUnion struct {
	// This field is from variant
	// [BetaManagedAgentsBedrockSessionMultiagentCoordinator].
	Agents []BetaManagedAgentsBedrockSessionRosterEntryUnion `json:"agents"`
	// Any of "coordinator".
	Type string `json:"type"`
	JSON struct {
		Agents respjson.Field
		Type   respjson.Field
		raw    string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionMultiagent is implemented by each variant of
// [BetaManagedAgentsBedrockSessionMultiagentUnion] to add type safety for the
// return type of [BetaManagedAgentsBedrockSessionMultiagentUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionMultiagent interface {
	implBetaManagedAgentsBedrockSessionMultiagentUnion()
}

func (BetaManagedAgentsBedrockSessionMultiagentCoordinator) implBetaManagedAgentsBedrockSessionMultiagentUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionMultiagentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockSessionMultiagentCoordinator:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionMultiagentUnion) AsAny() anyBetaManagedAgentsBedrockSessionMultiagent {
	switch u.Type {
	case "coordinator":
		return u.AsCoordinator()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionMultiagentUnion) AsCoordinator() (v BetaManagedAgentsBedrockSessionMultiagentCoordinator) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionMultiagentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionMultiagentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Resolved coordinator topology with full agent definitions for each roster
// member.
type BetaManagedAgentsBedrockSessionMultiagentCoordinator struct {
	// Full `agent` definitions the coordinator may spawn as session threads.
	Agents []BetaManagedAgentsBedrockSessionRosterEntryUnion `json:"agents" api:"required"`
	Type   constant.Coordinator                              `json:"type" default:"coordinator"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Agents      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionMultiagentCoordinator) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionMultiagentCoordinator) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockSessionResourceUnion contains all possible properties
// and values from [BetaManagedAgentsBedrockMemoryStoreResource],
// [BetaManagedAgentsS3MountResource], [BetaManagedAgentsS3ObjectResource],
// [BetaManagedAgentsSandboxPathResource].
//
// Use the [BetaManagedAgentsBedrockSessionResourceUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionResourceUnion struct {
	ID string `json:"id"`
	// This field is from variant [BetaManagedAgentsBedrockMemoryStoreResource].
	Access       BetaManagedAgentsBedrockMemoryStoreResourceAccess `json:"access"`
	CreatedAt    time.Time                                         `json:"created_at"`
	Description  string                                            `json:"description"`
	Instructions string                                            `json:"instructions"`
	// This field is from variant [BetaManagedAgentsBedrockMemoryStoreResource].
	MemoryStoreID string `json:"memory_store_id"`
	// This field is from variant [BetaManagedAgentsBedrockMemoryStoreResource].
	Name string `json:"name"`
	// Any of "memory_store", "s3_mount", "s3_object", "sandbox_path".
	Type      string    `json:"type"`
	UpdatedAt time.Time `json:"updated_at"`
	IsOutput  bool      `json:"is_output"`
	// This field is from variant [BetaManagedAgentsS3MountResource].
	MountAs   BetaManagedAgentsS3MountResourceMountAs `json:"mount_as"`
	MountPath string                                  `json:"mount_path"`
	Region    string                                  `json:"region"`
	S3URI     string                                  `json:"s3_uri"`
	// This field is from variant [BetaManagedAgentsSandboxPathResource].
	Path string `json:"path"`
	JSON struct {
		ID            respjson.Field
		Access        respjson.Field
		CreatedAt     respjson.Field
		Description   respjson.Field
		Instructions  respjson.Field
		MemoryStoreID respjson.Field
		Name          respjson.Field
		Type          respjson.Field
		UpdatedAt     respjson.Field
		IsOutput      respjson.Field
		MountAs       respjson.Field
		MountPath     respjson.Field
		Region        respjson.Field
		S3URI         respjson.Field
		Path          respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockSessionResource is implemented by each variant of
// [BetaManagedAgentsBedrockSessionResourceUnion] to add type safety for the return
// type of [BetaManagedAgentsBedrockSessionResourceUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionResource interface {
	implBetaManagedAgentsBedrockSessionResourceUnion()
}

func (BetaManagedAgentsBedrockMemoryStoreResource) implBetaManagedAgentsBedrockSessionResourceUnion() {
}
func (BetaManagedAgentsS3MountResource) implBetaManagedAgentsBedrockSessionResourceUnion()     {}
func (BetaManagedAgentsS3ObjectResource) implBetaManagedAgentsBedrockSessionResourceUnion()    {}
func (BetaManagedAgentsSandboxPathResource) implBetaManagedAgentsBedrockSessionResourceUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionResourceUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockMemoryStoreResource:
//	case anthropic.BetaManagedAgentsS3MountResource:
//	case anthropic.BetaManagedAgentsS3ObjectResource:
//	case anthropic.BetaManagedAgentsSandboxPathResource:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionResourceUnion) AsAny() anyBetaManagedAgentsBedrockSessionResource {
	switch u.Type {
	case "memory_store":
		return u.AsMemoryStore()
	case "s3_mount":
		return u.AsS3Mount()
	case "s3_object":
		return u.AsS3Object()
	case "sandbox_path":
		return u.AsSandboxPath()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionResourceUnion) AsMemoryStore() (v BetaManagedAgentsBedrockMemoryStoreResource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionResourceUnion) AsS3Mount() (v BetaManagedAgentsS3MountResource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionResourceUnion) AsS3Object() (v BetaManagedAgentsS3ObjectResource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockSessionResourceUnion) AsSandboxPath() (v BetaManagedAgentsSandboxPathResource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionResourceUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionResourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockSessionResourceParamsOfMemoryStore(memoryStoreID string) BetaManagedAgentsBedrockSessionResourceParamsUnion {
	var memoryStore BetaManagedAgentsMemoryStoreResourceParam
	memoryStore.MemoryStoreID = memoryStoreID
	return BetaManagedAgentsBedrockSessionResourceParamsUnion{OfMemoryStore: &memoryStore}
}

func BetaManagedAgentsBedrockSessionResourceParamsOfS3Object(mountPath string, region string, s3URI string) BetaManagedAgentsBedrockSessionResourceParamsUnion {
	var s3Object BetaManagedAgentsS3ObjectResourceParams
	s3Object.MountPath = mountPath
	s3Object.Region = region
	s3Object.S3URI = s3URI
	return BetaManagedAgentsBedrockSessionResourceParamsUnion{OfS3Object: &s3Object}
}

func BetaManagedAgentsBedrockSessionResourceParamsOfSandboxPath(path string) BetaManagedAgentsBedrockSessionResourceParamsUnion {
	var sandboxPath BetaManagedAgentsSandboxPathResourceParams
	sandboxPath.Path = path
	return BetaManagedAgentsBedrockSessionResourceParamsUnion{OfSandboxPath: &sandboxPath}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockSessionResourceParamsUnion struct {
	OfMemoryStore *BetaManagedAgentsMemoryStoreResourceParam  `json:",omitzero,inline"`
	OfS3Mount     *BetaManagedAgentsS3MountResourceParams     `json:",omitzero,inline"`
	OfS3Object    *BetaManagedAgentsS3ObjectResourceParams    `json:",omitzero,inline"`
	OfSandboxPath *BetaManagedAgentsSandboxPathResourceParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfMemoryStore, u.OfS3Mount, u.OfS3Object, u.OfSandboxPath)
}
func (u *BetaManagedAgentsBedrockSessionResourceParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockSessionResourceParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfMemoryStore) {
		return u.OfMemoryStore
	} else if !param.IsOmitted(u.OfS3Mount) {
		return u.OfS3Mount
	} else if !param.IsOmitted(u.OfS3Object) {
		return u.OfS3Object
	} else if !param.IsOmitted(u.OfSandboxPath) {
		return u.OfSandboxPath
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetMemoryStoreID() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return &vt.MemoryStoreID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetAccess() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return (*string)(&vt.Access)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetMountAs() *string {
	if vt := u.OfS3Mount; vt != nil {
		return (*string)(&vt.MountAs)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetPath() *string {
	if vt := u.OfSandboxPath; vt != nil {
		return &vt.Path
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetType() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfS3Mount; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfS3Object; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSandboxPath; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetInstructions() *string {
	if vt := u.OfMemoryStore; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	} else if vt := u.OfS3Mount; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	} else if vt := u.OfS3Object; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	} else if vt := u.OfSandboxPath; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetMountPath() *string {
	if vt := u.OfS3Mount; vt != nil {
		return (*string)(&vt.MountPath)
	} else if vt := u.OfS3Object; vt != nil {
		return (*string)(&vt.MountPath)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetRegion() *string {
	if vt := u.OfS3Mount; vt != nil {
		return (*string)(&vt.Region)
	} else if vt := u.OfS3Object; vt != nil {
		return (*string)(&vt.Region)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetS3URI() *string {
	if vt := u.OfS3Mount; vt != nil {
		return (*string)(&vt.S3URI)
	} else if vt := u.OfS3Object; vt != nil {
		return (*string)(&vt.S3URI)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetDescription() *string {
	if vt := u.OfS3Mount; vt != nil && vt.Description.Valid() {
		return &vt.Description.Value
	} else if vt := u.OfS3Object; vt != nil && vt.Description.Valid() {
		return &vt.Description.Value
	} else if vt := u.OfSandboxPath; vt != nil && vt.Description.Valid() {
		return &vt.Description.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockSessionResourceParamsUnion) GetIsOutput() *bool {
	if vt := u.OfS3Mount; vt != nil && vt.IsOutput.Valid() {
		return &vt.IsOutput.Value
	} else if vt := u.OfSandboxPath; vt != nil && vt.IsOutput.Valid() {
		return &vt.IsOutput.Value
	}
	return nil
}

func troupeInit_betabedrocksession_1() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockSessionResourceParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsMemoryStoreResourceParam]("memory_store"),
		apijson.Discriminator[BetaManagedAgentsS3MountResourceParams]("s3_mount"),
		apijson.Discriminator[BetaManagedAgentsS3ObjectResourceParams]("s3_object"),
		apijson.Discriminator[BetaManagedAgentsSandboxPathResourceParams]("sandbox_path"),
	)
}

// BetaManagedAgentsBedrockSessionRosterEntryUnion contains all possible properties
// and values from [BetaManagedAgentsBedrockSessionThreadAgent].
//
// Use the [BetaManagedAgentsBedrockSessionRosterEntryUnion.AsAny] method to switch
// on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockSessionRosterEntryUnion struct {
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

// anyBetaManagedAgentsBedrockSessionRosterEntry is implemented by each variant of
// [BetaManagedAgentsBedrockSessionRosterEntryUnion] to add type safety for the
// return type of [BetaManagedAgentsBedrockSessionRosterEntryUnion.AsAny]
type anyBetaManagedAgentsBedrockSessionRosterEntry interface {
	implBetaManagedAgentsBedrockSessionRosterEntryUnion()
}

func (BetaManagedAgentsBedrockSessionThreadAgent) implBetaManagedAgentsBedrockSessionRosterEntryUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockSessionRosterEntryUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockSessionThreadAgent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockSessionRosterEntryUnion) AsAny() anyBetaManagedAgentsBedrockSessionRosterEntry {
	switch u.Type {
	case "agent":
		return u.AsAgent()
	}
	return nil
}

func (u BetaManagedAgentsBedrockSessionRosterEntryUnion) AsAgent() (v BetaManagedAgentsBedrockSessionThreadAgent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockSessionRosterEntryUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockSessionRosterEntryUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Resolved `agent` definition for a single `session_thread` on Amazon Bedrock.
// Snapshot of the agent at thread creation time. The multiagent roster is not
// repeated here; read it from the session's `agent`.
type BetaManagedAgentsBedrockSessionThreadAgent struct {
	// Unique identifier of the agent.
	ID string `json:"id" api:"required"`
	// Description of what the agent does. Null if unset.
	Description string `json:"description" api:"required"`
	// MCP servers the agent connects to.
	MCPServers []BetaManagedAgentsGatewayMCPServerUnion `json:"mcp_servers" api:"required"`
	// Model the agent uses.
	Model BetaManagedAgentsModelConfig `json:"model" api:"required"`
	// Human-readable name of the agent.
	Name string `json:"name" api:"required"`
	// Folders of skills available to the agent, with `{session_id}` filled in.
	Skills []BetaManagedAgentsSandboxSkillUnion `json:"skills" api:"required"`
	// System prompt. Null if unset.
	System string `json:"system" api:"required"`
	// Tool configurations available to the agent.
	Tools []BetaManagedAgentsBedrockAgentToolUnion `json:"tools" api:"required"`
	Type  constant.Agent                           `json:"type" default:"agent"`
	// Version of the agent the snapshot was taken from.
	Version int64 `json:"version" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
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
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionThreadAgent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionThreadAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a session update changed at least one field. The new configuration
// applies from the next turn.
type BetaManagedAgentsBedrockSessionUpdatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when the update was applied.
	ProcessedAt time.Time `json:"processed_at" api:"required" format:"date-time"`
	// The caller that made the update. Null when none was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.SessionUpdated              `json:"type" default:"session.updated"`
	// The session's effective agent configuration after the update. Present only when
	// the update changed `agent` (tools or mcp_servers); when present it is the full
	// materialised snapshot, not a diff.
	Agent BetaManagedAgentsBedrockSessionAgent `json:"agent"`
	// The session's budget after the update: the new budget when set or replaced, or
	// null when the update removed it. Present only when the update changed the
	// budget.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"nullable"`
	// The session's full metadata after the update, when this field has entries. If
	// the field is absent or `{}`, the metadata did not change or was cleared. To get
	// the metadata, read the session.
	Metadata map[string]string `json:"metadata"`
	// The session's new title. Present only when the update changed it.
	Title string `json:"title"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		SentBy      respjson.Field
		Type        respjson.Field
		Agent       respjson.Field
		Budget      respjson.Field
		Metadata    respjson.Field
		Title       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionUpdatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionUpdatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A mid-conversation system message event. Carries system-role content that is
// appended to the session as a `role: "system"` turn.
type BetaManagedAgentsBedrockSystemMessageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// System content blocks. Text-only.
	Content []BetaManagedAgentsSystemContentBlock `json:"content" api:"required"`
	// The caller that sent this event. Null when no sender was recorded.
	SentBy BetaManagedAgentsCallerIdentityUnion `json:"sent_by" api:"required"`
	Type   constant.SystemMessage               `json:"type" default:"system.message"`
	// Timestamp when this system message was processed. Omitted while the event is
	// queued.
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
func (r BetaManagedAgentsBedrockSystemMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSystemMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An S3 folder mounted into the session's sandbox.
type BetaManagedAgentsS3MountResource struct {
	// Unique identifier of the resource.
	ID string `json:"id" api:"required"`
	// When the resource was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// What the folder holds. Null if unset.
	Description string `json:"description" api:"required"`
	// How the agent should use the folder. Null if unset.
	Instructions string `json:"instructions" api:"required"`
	// Whether the agent writes finished work here.
	IsOutput bool `json:"is_output" api:"required"`
	// The mode the folder is mounted in each time the sandbox starts, as set when the
	// session was created. It does not report the folder's current mode.
	//
	// Any of "read_write", "read_only".
	MountAs BetaManagedAgentsS3MountResourceMountAs `json:"mount_as" api:"required"`
	// Where the folder is mounted in the sandbox.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket.
	Region string `json:"region" api:"required"`
	// The S3 folder, with `{session_id}` filled in and exactly one trailing `/`.
	S3URI string           `json:"s3_uri" api:"required"`
	Type  constant.S3Mount `json:"type" default:"s3_mount"`
	// When the resource was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID           respjson.Field
		CreatedAt    respjson.Field
		Description  respjson.Field
		Instructions respjson.Field
		IsOutput     respjson.Field
		MountAs      respjson.Field
		MountPath    respjson.Field
		Region       respjson.Field
		S3URI        respjson.Field
		Type         respjson.Field
		UpdatedAt    respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3MountResource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3MountResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The mode the folder is mounted in each time the sandbox starts, as set when the
// session was created. It does not report the folder's current mode.
type BetaManagedAgentsS3MountResourceMountAs string

const (
	BetaManagedAgentsS3MountResourceMountAsReadWrite BetaManagedAgentsS3MountResourceMountAs = "read_write"
	BetaManagedAgentsS3MountResourceMountAsReadOnly  BetaManagedAgentsS3MountResourceMountAs = "read_only"
)

// An S3 folder to mount into the session's sandbox. It is mounted each time the
// sandbox starts. S3 folders and files must be turned on for your account (ask
// your AWS contact), or the create-session request fails with a 400 error. The
// session's `environment_id` must name an AgentCore Runtime on platform version
// V2, or an endpoint of one, and that runtime's image must be able to mount S3
// folders (the Claude Managed Agents for Amazon Bedrock guide shows how to build
// one). Otherwise the create-session request fails with a 400 error, or every
// start of the sandbox fails with `s3_mount_error`. The session's agent must have
// the `read` tool enabled.
//
// The properties MountAs, MountPath, Region, S3URI, Type are required.
type BetaManagedAgentsS3MountResourceParams struct {
	// The mode the folder is mounted in each time the sandbox starts. Required, so no
	// folder starts writable unless you ask for it. In a `read_write` folder a tool
	// can create, replace and delete files, but cannot append to or rename them. A
	// save that appends, renames or changes a file in place fails and can leave the
	// file empty, so a tool should build the file elsewhere and copy it in.
	//
	// This is only the starting mode. Code in the sandbox may be able to mount the
	// folder again in the other mode, and can call S3 directly as the execution role
	// of the sandbox that `environment_id` names. That role is not the one in
	// `execution_identity`. To keep a folder read-only, give the sandbox's execution
	// role no write access to it.
	//
	// In either mode, the sandbox's execution role must be able to list and read the
	// folder. A folder that it can write but not read can mount while it is empty, and
	// then fail at every start with `s3_access_denied_error` once it holds a file.
	//
	// Any of "read_write", "read_only".
	MountAs BetaManagedAgentsS3MountResourceParamsMountAs `json:"mount_as,omitzero" api:"required"`
	// Where the folder is mounted in the sandbox: a path under `/mnt/` of letters,
	// digits, `.`, `_`, `-` and `/`, with no empty, "." or ".." segment and no
	// trailing `/`. Up to 1024 characters, and up to 255 characters in each segment. A
	// segment is the text between two `/`, or the text after the last `/`. Not
	// `/mnt/workspace` or anything under it.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket, such as `us-east-1`.
	Region string `json:"region" api:"required"`
	// The S3 folder, as `s3://bucket/folder/` with one or more folder names. Up to
	// 1024 characters, with any `{session_id}` filled in. The bucket must be a general
	// purpose bucket. Use the bucket's name, not an access point alias. A folder name
	// can be the template variable `{session_id}`. Send those characters as written:
	// the service replaces them with the session's ID when the session is created.
	S3URI string `json:"s3_uri" api:"required"`
	// What the folder holds. Given to the model as context. Up to 1024 characters.
	Description param.Opt[string] `json:"description,omitzero"`
	// How the agent should use the folder. Given to the model as context. Up to 4096
	// characters.
	Instructions param.Opt[string] `json:"instructions,omitzero"`
	// Whether the agent writes finished work here. If true, the model is told to put
	// finished work there. Defaults to false, which null also selects. Needs
	// `mount_as` to be `read_write`.
	IsOutput param.Opt[bool] `json:"is_output,omitzero"`
	// This field can be elided, and will marshal its zero value as "s3_mount".
	Type constant.S3Mount `json:"type" default:"s3_mount"`
	paramObj
}

func (r BetaManagedAgentsS3MountResourceParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsS3MountResourceParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsS3MountResourceParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The mode the folder is mounted in each time the sandbox starts. Required, so no
// folder starts writable unless you ask for it. In a `read_write` folder a tool
// can create, replace and delete files, but cannot append to or rename them. A
// save that appends, renames or changes a file in place fails and can leave the
// file empty, so a tool should build the file elsewhere and copy it in.
//
// This is only the starting mode. Code in the sandbox may be able to mount the
// folder again in the other mode, and can call S3 directly as the execution role
// of the sandbox that `environment_id` names. That role is not the one in
// `execution_identity`. To keep a folder read-only, give the sandbox's execution
// role no write access to it.
//
// In either mode, the sandbox's execution role must be able to list and read the
// folder. A folder that it can write but not read can mount while it is empty, and
// then fail at every start with `s3_access_denied_error` once it holds a file.
type BetaManagedAgentsS3MountResourceParamsMountAs string

const (
	BetaManagedAgentsS3MountResourceParamsMountAsReadWrite BetaManagedAgentsS3MountResourceParamsMountAs = "read_write"
	BetaManagedAgentsS3MountResourceParamsMountAsReadOnly  BetaManagedAgentsS3MountResourceParamsMountAs = "read_only"
)

// One S3 object copied into the session's sandbox.
type BetaManagedAgentsS3ObjectResource struct {
	// Unique identifier of the resource.
	ID string `json:"id" api:"required"`
	// When the resource was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// What the file holds. Null if unset.
	Description string `json:"description" api:"required"`
	// How the agent should use the file. Null if unset.
	Instructions string `json:"instructions" api:"required"`
	// Full path of the copied file in the sandbox.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket.
	Region string `json:"region" api:"required"`
	// The S3 object, with `{session_id}` filled in.
	S3URI string            `json:"s3_uri" api:"required"`
	Type  constant.S3Object `json:"type" default:"s3_object"`
	// When the resource was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID           respjson.Field
		CreatedAt    respjson.Field
		Description  respjson.Field
		Instructions respjson.Field
		MountPath    respjson.Field
		Region       respjson.Field
		S3URI        respjson.Field
		Type         respjson.Field
		UpdatedAt    respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3ObjectResource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3ObjectResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// One S3 object to copy into the session's sandbox. It is copied when the sandbox
// first starts, and again at a later start only if the copy is gone. To keep a
// changed file, have the agent save it in an `s3_mount` folder mounted
// `read_write`. An object can be up to 100 MB, and the objects of one session up
// to 250 MB in all, where 1 MB is 1,000,000 bytes. S3 folders and files must be
// turned on for your account (ask your AWS contact), or the create-session request
// fails with a 400 error. The session's `environment_id` must name an AgentCore
// Runtime on platform version V2, or an endpoint of one, and that runtime's image
// must be able to mount S3 folders (the Claude Managed Agents for Amazon Bedrock
// guide shows how to build one). Otherwise the create-session request fails with a
// 400 error, or every start of the sandbox fails with `s3_copy_error`. The
// session's agent must have the `read` tool enabled. The runtime's execution role
// must be able to read the object. That role is not the one in
// `execution_identity`.
//
// The properties MountPath, Region, S3URI, Type are required.
type BetaManagedAgentsS3ObjectResourceParams struct {
	// Full path of the copied file, its name included: a path under `/mnt/` of
	// letters, digits, `.`, `_`, `-` and `/`, with no empty, "." or ".." segment and
	// no trailing `/`. Up to 1024 characters, and up to 255 characters in each
	// segment. A segment is the text between two `/`, or the text after the last `/`.
	// Not `/mnt/workspace` itself; a path under it is accepted. The copy fails with
	// `s3_copy_error` if the session's tools cannot write there, so use a path they
	// can write to, such as one under `/mnt/workspace`. It fails with
	// `mount_path_conflict_error` if the path is on storage shared between sessions.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket, such as `us-east-1`.
	Region string `json:"region" api:"required"`
	// The S3 object, as `s3://bucket/name` or `s3://bucket/folder/name`, with no
	// trailing `/`. Up to 1024 bytes in total, with any `{session_id}` filled in, and
	// up to 255 bytes in each name after the bucket. The bucket must be a general
	// purpose bucket. Use the bucket's name, not an access point alias.
	//
	// Each folder name must begin with an ASCII letter or digit and hold only ASCII
	// letters, digits, `.`, `_` and `-`.
	//
	// The object's own name can hold spaces and letters of any script, as in
	// `Q3 report.xlsx`. It cannot hold a control character, a double quote, a
	// backtick, a backslash, braces, square or angle brackets, or any of `#`, `$`,
	// `%`, `*`, `?`, `^`, `|` and `~`. It cannot begin with `-`, begin or end with a
	// space, or be `.` or `..`. Some invisible or unassigned characters also fail with
	// a 400 error. Write the name as S3 stores it: a space stays a space, not `%20`.
	//
	// If the service does not support spaces or other such characters in the object's
	// name, the request fails with a 400 error, and a retry does not help. Copy the
	// object to a name that begins with an ASCII letter or digit and holds only ASCII
	// letters, digits, `.`, `_` and `-`, and send that name.
	//
	// Any name after the bucket can be exactly the template variable `{session_id}`,
	// with no other text in that name. Send those characters as written: the service
	// replaces them with the session's ID when the session is created.
	S3URI string `json:"s3_uri" api:"required"`
	// What the file holds. Given to the model as context. Up to 1024 characters.
	Description param.Opt[string] `json:"description,omitzero"`
	// How the agent should use the file. Given to the model as context. Up to 4096
	// characters.
	Instructions param.Opt[string] `json:"instructions,omitzero"`
	// This field can be elided, and will marshal its zero value as "s3_object".
	Type constant.S3Object `json:"type" default:"s3_object"`
	paramObj
}

func (r BetaManagedAgentsS3ObjectResourceParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsS3ObjectResourceParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsS3ObjectResourceParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A folder or file that the session's sandbox already holds.
type BetaManagedAgentsSandboxPathResource struct {
	// Unique identifier of the resource.
	ID string `json:"id" api:"required"`
	// When the resource was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// What the path holds. Null if unset.
	Description string `json:"description" api:"required"`
	// How the agent should use the path. Null if unset.
	Instructions string `json:"instructions" api:"required"`
	// Whether the agent writes finished work here.
	IsOutput bool `json:"is_output" api:"required"`
	// Absolute path of the folder or file.
	Path string               `json:"path" api:"required"`
	Type constant.SandboxPath `json:"type" default:"sandbox_path"`
	// When the resource was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID           respjson.Field
		CreatedAt    respjson.Field
		Description  respjson.Field
		Instructions respjson.Field
		IsOutput     respjson.Field
		Path         respjson.Field
		Type         respjson.Field
		UpdatedAt    respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSandboxPathResource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSandboxPathResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A folder or file that the session's sandbox already holds. Nothing is mounted,
// and the path is not checked to exist. The session's agent must have the `read`
// tool enabled.
//
// The properties Path, Type are required.
type BetaManagedAgentsSandboxPathResourceParams struct {
	// Absolute path of the folder or file. Up to 1024 printable ASCII characters, with
	// no ".." segment and no template variable.
	Path string `json:"path" api:"required"`
	// What the path holds. Given to the model as context. Up to 1024 characters.
	Description param.Opt[string] `json:"description,omitzero"`
	// How the agent should use the path. Given to the model as context. Up to 4096
	// characters.
	Instructions param.Opt[string] `json:"instructions,omitzero"`
	// Whether the agent writes finished work here. If true, the model is told to put
	// finished work there. Defaults to false, which null also selects.
	IsOutput param.Opt[bool] `json:"is_output,omitzero"`
	// This field can be elided, and will marshal its zero value as "sandbox_path".
	Type constant.SandboxPath `json:"type" default:"sandbox_path"`
	paramObj
}

func (r BetaManagedAgentsSandboxPathResourceParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSandboxPathResourceParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSandboxPathResourceParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockSessionNewParams struct {
	// Agent identifier. Accepts the `agent` ID string, which pins the latest version
	// for the session, or an `agent` object with both id and version specified.
	Agent BetaBedrockSessionNewParamsAgentUnion `json:"agent,omitzero" api:"required"`
	// ARN of the sandbox where the session's built-in tools run. Up to 2048 printable
	// ASCII characters, with no space and no `#`.
	EnvironmentID string `json:"environment_id" api:"required"`
	// Human-readable session title.
	Title param.Opt[string] `json:"title,omitzero"`
	// Absolute path in the sandbox where the session's built-in tools start. Up to
	// 1024 printable ASCII characters, with no ".." segment. Defaults to
	// `/mnt/workspace`, which null and an empty string also select.
	WorkingDirectory param.Opt[string] `json:"working_directory,omitzero"`
	// IAM role the session runs as, in your account. Up to 2048 characters. This is
	// the older name for `execution_identity`, and every rule in that field's text
	// applies to it. A request with both fields fails with a 400 error. An empty
	// string does not leave this field out: the request fails with a 400 error.
	RoleARN param.Opt[string] `json:"role_arn,omitzero"`
	// Initial events to send to the `session` at creation, processed in order.
	// Supports only `user.message` events. Maximum 50 events. Null is treated as
	// absent.
	InitialEvents []BetaManagedAgentsBedrockSessionInitialEventParamsUnion `json:"initial_events,omitzero"`
	// Resources for the session's sandbox. Maximum 8 `memory_store` entries, and 20 of
	// the other types together. Null is treated as absent.
	Resources []BetaManagedAgentsBedrockSessionResourceParamsUnion `json:"resources,omitzero"`
	// Enforced spend ceiling for the session. Omit to create an uncapped session.
	// Every model the session can run (the agent's model and the model of each agent
	// in its `multiagent` roster) must have a list price, or the request fails with a
	// 400 error. If the service does not support this field, the request fails with a
	// 400 error that says `budget` is an unknown field, and the session is not
	// created. A retry does not help. A session created without this field has no
	// spend ceiling, so send the request again without it only if you accept that.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// The IAM role that the session runs as, in your account, as an object:
	// `{"type": "aws_role", "role_arn": "<role ARN>"}`. It is not the execution role
	// of the sandbox that `environment_id` names. `role_arn` is the older name for
	// this field. New code uses this field. A request with both fails with a 400
	// error. If the agent has a list of allowed roles, which no response shows, the
	// role must be in that list, also when the session takes the agent's role, or the
	// request fails with a 400 error. If that happens, use a new agent, which has no
	// list.
	//
	// If you sign in as an IAM role, name the role here. If you leave out this field
	// and `role_arn`, Amazon Bedrock can add a role, the session can take the agent's
	// `execution_identity`, or the request can fail with a 400 error. To be sure of
	// the role, name it.
	//
	// If you signed in through an identity provider (`person_actor`), you cannot name
	// a role: a request that holds this field or `role_arn` fails. Amazon Bedrock can
	// also refuse every agent operation, such as create agent and list agents. Leave
	// out this field and `role_arn`, and send in `agent` only the ID of an agent that
	// has an `execution_identity`. Only a caller that signs in as an IAM role can
	// create that agent and give you its ID. The session runs as the agent's role. A
	// create-session request on an agent with no role fails with a 400 error.
	ExecutionIdentity BetaManagedAgentsBedrockExecutionIdentityParamsUnion `json:"execution_identity,omitzero"`
	// Arbitrary key-value metadata attached to the session. Maximum 16 pairs, keys up
	// to 64 chars, values up to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockSessionNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockSessionNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockSessionNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaBedrockSessionNewParamsAgentUnion struct {
	OfString                                     param.Opt[string]                                 `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent                     *BetaManagedAgentsAgentParams                     `json:",omitzero,inline"`
	OfBetaManagedAgentsBedrockAgentWithOverrides *BetaManagedAgentsBedrockAgentWithOverridesParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaBedrockSessionNewParamsAgentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent, u.OfBetaManagedAgentsBedrockAgentWithOverrides)
}
func (u *BetaBedrockSessionNewParamsAgentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaBedrockSessionNewParamsAgentUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	} else if !param.IsOmitted(u.OfBetaManagedAgentsBedrockAgentWithOverrides) {
		return u.OfBetaManagedAgentsBedrockAgentWithOverrides
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetMCPServers() []BetaManagedAgentsGatewayMCPServerParamsUnion {
	if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return vt.MCPServers
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetModel() *BetaManagedAgentsBedrockModelConfigParams {
	if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return &vt.Model
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetSkills() []BetaManagedAgentsSandboxSkillParamsUnion {
	if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return vt.Skills
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetSystem() *string {
	if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil && vt.System.Valid() {
		return &vt.System.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetTools() []BetaManagedAgentsBedrockAgentToolParamsUnion {
	if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return vt.Tools
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetID() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return (*string)(&vt.ID)
	} else if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return (*string)(&vt.ID)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetType() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaBedrockSessionNewParamsAgentUnion) GetVersion() *int64 {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	} else if vt := u.OfBetaManagedAgentsBedrockAgentWithOverrides; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	}
	return nil
}

type BetaBedrockSessionGetParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaBedrockSessionUpdateParams struct {
	// Human-readable session title.
	Title param.Opt[string] `json:"title,omitzero"`
	// Changes to the metadata. Set a key to a string to add or replace it, or to null
	// to delete it. Omit this field to keep the metadata as it is. Do not set the
	// whole field to null. It does not clear the metadata: the service either ignores
	// the null or fails the request with a 400 error and saves nothing. To clear the
	// metadata, set each key to null.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Agent configuration update. Only `tools` and `mcp_servers` are updatable
	// mid-session. The session must not be running. Null is treated as absent.
	Agent BetaManagedAgentsBedrockSessionAgentUpdateParam `json:"agent,omitzero"`
	// Enforced spend ceiling for the session. Set an object to replace the budget of a
	// session that was created with one, or `null` to remove it; omit this field to
	// keep the budget. A budget cannot be added to a session created without one, and
	// a removed budget cannot be re-added. You can change the budget until the session
	// is terminated. An object fails with a 400 error if its `max_list_cost` is at or
	// below the session's consumed list cost, or if the session has used a model that
	// has no list price. `null` skips those two checks, and changes nothing on a
	// session that has no budget. A change restarts the work that the budget stopped,
	// with no new event from the client. In a session that has an `s3_mount` or
	// `s3_object` resource, restarting the work also starts the sandbox if none is
	// running. If the sandbox does not start, the update still succeeds. In such a
	// session, `session.error` events report a failed mount or copy, or a
	// `working_directory` that cannot be created, and can report other causes. If the
	// service does not support this field, the request fails, even with `null`, with a
	// 400 error that says `budget` is an unknown field, and nothing is saved. A retry
	// does not help. To make the other changes, send the request again without this
	// field. The session's budget then stays as it was.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockSessionUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockSessionUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockSessionUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockSessionListParams struct {
	// Filter sessions created with this agent ID.
	AgentID param.Opt[string] `query:"agent_id,omitzero" json:"-"`
	// Filter by agent version. Only applies when `agent_id` is also set.
	AgentVersion param.Opt[int64] `query:"agent_version,omitzero" json:"-"`
	// Return sessions created after this time (exclusive).
	CreatedAtGt param.Opt[time.Time] `query:"created_at[gt],omitzero" format:"date-time" json:"-"`
	// Return sessions created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return sessions created before this time (exclusive).
	CreatedAtLt param.Opt[time.Time] `query:"created_at[lt],omitzero" format:"date-time" json:"-"`
	// Return sessions created at or before this time (inclusive).
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// When true, returns only sessions that the caller created. Default: false.
	CreatedByMe param.Opt[bool] `query:"created_by_me,omitzero" json:"-"`
	// When true, includes archived sessions. Default: false (exclude archived).
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum results per page. Default 100, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Filter sessions whose resources contain a `memory_store` with this memory store
	// ID.
	MemoryStoreID param.Opt[string] `query:"memory_store_id,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Sort direction for results, ordered by `created_at`. Defaults to `desc` (newest
	// first).
	//
	// Any of "asc", "desc".
	Order BetaBedrockSessionListParamsOrder `query:"order,omitzero" json:"-"`
	// Filter by session status. Repeat the parameter to match any of multiple
	// statuses.
	//
	// Any of "rescheduling", "running", "idle", "terminated".
	Statuses []string `query:"statuses,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockSessionListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockSessionListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// Sort direction for results, ordered by `created_at`. Defaults to `desc` (newest
// first).
type BetaBedrockSessionListParamsOrder string

const (
	BetaBedrockSessionListParamsOrderAsc  BetaBedrockSessionListParamsOrder = "asc"
	BetaBedrockSessionListParamsOrderDesc BetaBedrockSessionListParamsOrder = "desc"
)

type BetaBedrockSessionDeleteParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaBedrockSessionArchiveParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}
