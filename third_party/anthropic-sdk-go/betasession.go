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

// BetaSessionService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaSessionService] method instead.
type BetaSessionService struct {
	Options   []option.RequestOption
	Events    BetaSessionEventService
	Resources BetaSessionResourceService
	Threads   BetaSessionThreadService
}

// NewBetaSessionService generates a new service that applies the given options to
// each request. These options are applied after the parent client's options (if
// there is one), and before any request-specific options.
func NewBetaSessionService(opts ...option.RequestOption) (r BetaSessionService) {
	r = BetaSessionService{}
	r.Options = opts
	r.Events = NewBetaSessionEventService(opts...)
	r.Resources = NewBetaSessionResourceService(opts...)
	r.Threads = NewBetaSessionThreadService(opts...)
	return
}

// Create Session
func (r *BetaSessionService) New(ctx context.Context, params BetaSessionNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsSession, err error) {
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
	opts = append([]option.RequestOption{requestconfig.WithSpanRequestAttributes(params.spanAttributes)}, opts...)
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	path := "v1/sessions"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.create", "/v1/sessions"), sessionsCreateSpan(params), requestconfig.WithSpanCreatedID("anthropic.session.id", &res, func(created *BetaManagedAgentsSession) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Get Session
func (r *BetaSessionService) Get(ctx context.Context, sessionID string, query BetaSessionGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsSession, err error) {
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
	if !param.IsOmitted(query.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", query.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.retrieve", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Update Session
func (r *BetaSessionService) Update(ctx context.Context, sessionID string, params BetaSessionUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsSession, err error) {
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
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.update", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Sessions
func (r *BetaSessionService) List(ctx context.Context, params BetaSessionListParams, opts ...option.RequestOption) (res *pagination.BidirectionalPageCursor[BetaManagedAgentsSession], err error) {
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
	path := "v1/sessions"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.list", "/v1/sessions", "agent_id", "agent_version", "created_at[gt]", "created_at[gte]", "created_at[lt]", "created_at[lte]", "deployment_id", "include_archived", "limit", "memory_store_id", "order", "page", "statuses"))
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
func (r *BetaSessionService) ListAutoPaging(ctx context.Context, params BetaSessionListParams, opts ...option.RequestOption) *pagination.BidirectionalPageCursorAutoPager[BetaManagedAgentsSession] {
	return pagination.NewBidirectionalPageCursorAutoPager(r.List(ctx, params, opts...))
}

// Delete Session
func (r *BetaSessionService) Delete(ctx context.Context, sessionID string, body BetaSessionDeleteParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeletedSession, err error) {
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
	if !param.IsOmitted(body.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", body.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.delete", "/v1/sessions/{session_id}"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodDelete, path, nil, &res, opts...)
	return res, err
}

// Archive Session
func (r *BetaSessionService) Archive(ctx context.Context, sessionID string, body BetaSessionArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsSession, err error) {
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
	if !param.IsOmitted(body.WorkspaceID) {
		opts = append(opts, option.WithHeader("anthropic-workspace-id", fmt.Sprintf("%v", body.WorkspaceID.Value)))
	}
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("anthropic-beta", "managed-agents-2026-04-01")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/sessions/%s/archive", requestconfig.EscapePathSegment(sessionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.sessions.archive", "/v1/sessions/{session_id}/archive"), requestconfig.WithSpanAttribute("anthropic.session.id", sessionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Platform advisor roster entry: a model the session's primary thread may consult
// mid-turn. At most one per roster; the entry occupies the roster name
// `anthropic.advisor`.
//
// The properties Model, Type are required.
type BetaManagedAgentsAdvisorParams struct {
	// A Claude model id. The model must be permitted as an advisor for this agent's
	// model.
	Model string `json:"model" api:"required"`
	// This field can be elided, and will marshal its zero value as "advisor".
	Type constant.Advisor `json:"type" default:"advisor"`
	paramObj
}

func (r BetaManagedAgentsAdvisorParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsAdvisorParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsAdvisorParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsAgentMessagePreview struct {
	// The id the buffered agent.message will carry if it is emitted. Matches the
	// event_id on this preview's event_delta events.
	ID   string                `json:"id" api:"required"`
	Type constant.AgentMessage `json:"type" default:"agent.message"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentMessagePreview) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentMessagePreview) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Specification for an Agent. Provide a specific `version` or use the short-form
// `agent="agent_id"` for the most recent version
//
// The properties ID, Type are required.
type BetaManagedAgentsAgentParams struct {
	// The `agent` ID.
	ID string `json:"id" api:"required"`
	// The specific `agent` version to use. Omit to use the latest version. Must be at
	// least 1 if specified.
	Version param.Opt[int64] `json:"version,omitzero"`
	// This field can be elided, and will marshal its zero value as "agent".
	Type constant.Agent `json:"type" default:"agent"`
	paramObj
}

func (r BetaManagedAgentsAgentParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsAgentParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsAgentParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsAgentThinkingPreview struct {
	// The id the buffered agent.thinking will carry if it is emitted. Start-only — no
	// event_delta events follow.
	ID   string                 `json:"id" api:"required"`
	Type constant.AgentThinking `json:"type" default:"agent.thinking"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentThinkingPreview) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentThinkingPreview) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Reference to an `agent` plus optional configuration overrides. Each provided
// field replaces the agent's value for the caller's use; the agent resource is
// unchanged.
//
// The properties ID, Type are required.
type BetaManagedAgentsAgentWithOverridesParams struct {
	// The `agent` ID.
	ID string `json:"id" api:"required"`
	// Replacement system prompt. Up to 100,000 characters. Set to null to clear the
	// agent's system prompt; omit to preserve it.
	System param.Opt[string] `json:"system,omitzero"`
	// The specific `agent` version to use. Omit to use the latest version.
	Version param.Opt[int64] `json:"version,omitzero"`
	// Replacement MCP server list. Full replacement: the provided array becomes the
	// MCP servers. Send an empty array to clear; omit to preserve the agent's servers.
	MCPServers []BetaManagedAgentsURLMCPServerParams `json:"mcp_servers,omitzero"`
	// Replacement model. Accepts the model string, e.g. `claude-opus-5-5`, or a
	// `model_config` object. Omit to use the agent's model.
	Model BetaManagedAgentsModelConfigParams `json:"model,omitzero"`
	// Replacement skill list. Full replacement: the provided array becomes the skills.
	// Send an empty array to clear; omit to preserve the agent's skills.
	Skills []BetaManagedAgentsSkillParamsUnion `json:"skills,omitzero"`
	// Replacement tool list. Full replacement: the provided array becomes the tool
	// configuration. Send an empty array to clear; omit to preserve the agent's tools.
	Tools []BetaManagedAgentsAgentWithOverridesParamsToolUnion `json:"tools,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "agent_with_overrides".
	Type constant.AgentWithOverrides `json:"type" default:"agent_with_overrides"`
	paramObj
}

func (r BetaManagedAgentsAgentWithOverridesParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsAgentWithOverridesParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsAgentWithOverridesParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsAgentWithOverridesParamsToolUnion struct {
	OfAgentToolset20260401 *BetaManagedAgentsAgentToolset20260401Params `json:",omitzero,inline"`
	OfMCPToolset           *BetaManagedAgentsMCPToolsetParams           `json:",omitzero,inline"`
	OfCustom               *BetaManagedAgentsCustomToolParams           `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAgentToolset20260401, u.OfMCPToolset, u.OfCustom)
}
func (u *BetaManagedAgentsAgentWithOverridesParamsToolUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsAgentWithOverridesParamsToolUnion) asAny() any {
	if !param.IsOmitted(u.OfAgentToolset20260401) {
		return u.OfAgentToolset20260401
	} else if !param.IsOmitted(u.OfMCPToolset) {
		return u.OfMCPToolset
	} else if !param.IsOmitted(u.OfCustom) {
		return u.OfCustom
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetMCPServerName() *string {
	if vt := u.OfMCPToolset; vt != nil {
		return &vt.MCPServerName
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetDescription() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetInputSchema() *BetaManagedAgentsCustomToolInputSchemaParam {
	if vt := u.OfCustom; vt != nil {
		return &vt.InputSchema
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetName() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Name
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetType() *string {
	if vt := u.OfAgentToolset20260401; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMCPToolset; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfCustom; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetConfigs() (res betaManagedAgentsAgentWithOverridesParamsToolUnionConfigs) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.Configs
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.Configs
	}
	return
}

// Can have the runtime types [*[]BetaManagedAgentsAgentToolConfigParamsUnion],
// [*[]BetaManagedAgentsMCPToolConfigParams]
type betaManagedAgentsAgentWithOverridesParamsToolUnionConfigs struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsAgentToolConfigParamsUnion:
//	case *[]anthropic.BetaManagedAgentsMCPToolConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionConfigs) AsAny() any { return u.any }

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsAgentWithOverridesParamsToolUnion) GetDefaultConfig() (res betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfig) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.DefaultConfig
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.DefaultConfig
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsAgentToolsetDefaultConfigParams],
// [*BetaManagedAgentsMCPToolsetDefaultConfigParams]
type betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfig struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAgentToolsetDefaultConfigParams:
//	case *anthropic.BetaManagedAgentsMCPToolsetDefaultConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfig) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfig) GetEnabled() *bool {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParams:
		return paramutil.AddrIfPresent(vt.Enabled)
	case *BetaManagedAgentsMCPToolsetDefaultConfigParams:
		return paramutil.AddrIfPresent(vt.Enabled)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfig) GetPermissionPolicy() (res betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfigPermissionPolicy) {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParams:
		res.any = vt.PermissionPolicy
	case *BetaManagedAgentsMCPToolsetDefaultConfigParams:
		res.any = vt.PermissionPolicy
	}
	return res
}

// Can have the runtime types [*BetaManagedAgentsAlwaysAllowPolicyParam],
// [*BetaManagedAgentsAlwaysAskPolicyParam], [*BetaManagedAgentsAutoPolicyParam]
type betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfigPermissionPolicy struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAlwaysAllowPolicyParam:
//	case *anthropic.BetaManagedAgentsAlwaysAskPolicyParam:
//	case *anthropic.BetaManagedAgentsAutoPolicyParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfigPermissionPolicy) AsAny() any {
	return u.any
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsAgentWithOverridesParamsToolUnionDefaultConfigPermissionPolicy) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	case *BetaManagedAgentsMCPToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	}
	return nil
}

func troupeInit_betasession_0() {
	apijson.RegisterUnion[BetaManagedAgentsAgentWithOverridesParamsToolUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsAgentToolset20260401Params]("agent_toolset_20260401"),
		apijson.Discriminator[BetaManagedAgentsMCPToolsetParams]("mcp_toolset"),
		apijson.Discriminator[BetaManagedAgentsCustomToolParams]("custom"),
	)
}

type BetaManagedAgentsBranchCheckout struct {
	// Branch name to check out.
	Name string          `json:"name" api:"required"`
	Type constant.Branch `json:"type" default:"branch"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Name        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBranchCheckout) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBranchCheckout) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBranchCheckout to a
// BetaManagedAgentsBranchCheckoutParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBranchCheckoutParam.Overrides()
func (r BetaManagedAgentsBranchCheckout) ToParam() BetaManagedAgentsBranchCheckoutParam {
	return param.Override[BetaManagedAgentsBranchCheckoutParam](json.RawMessage(r.RawJSON()))
}

// The properties Name, Type are required.
type BetaManagedAgentsBranchCheckoutParam struct {
	// Branch name to check out.
	Name string `json:"name" api:"required"`
	// This field can be elided, and will marshal its zero value as "branch".
	Type constant.Branch `json:"type" default:"branch"`
	paramObj
}

func (r BetaManagedAgentsBranchCheckoutParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBranchCheckoutParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBranchCheckoutParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A hard spend ceiling. The session stops issuing new model requests once the
// tracked list cost reaches `max_list_cost`.
type BetaManagedAgentsBudgetLimit struct {
	// Maximum list cost the session may accrue. List price is used regardless of any
	// negotiated discount, so the cap fires at or before the actual charge.
	MaxListCost BetaMonetaryAmount `json:"max_list_cost" api:"required"`
	Type        constant.Limit     `json:"type" default:"limit"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MaxListCost respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBudgetLimit) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBudgetLimit) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsBudgetLimit to a
// BetaManagedAgentsBudgetLimitParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsBudgetLimitParam.Overrides()
func (r BetaManagedAgentsBudgetLimit) ToParam() BetaManagedAgentsBudgetLimitParam {
	return param.Override[BetaManagedAgentsBudgetLimitParam](json.RawMessage(r.RawJSON()))
}

// A hard spend ceiling. The session stops issuing new model requests once the
// tracked list cost reaches `max_list_cost`.
//
// The properties MaxListCost, Type are required.
type BetaManagedAgentsBudgetLimitParam struct {
	// Maximum list cost the session may accrue. List price is used regardless of any
	// negotiated discount, so the cap fires at or before the actual charge.
	MaxListCost BetaMonetaryAmountParam `json:"max_list_cost,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "limit".
	Type constant.Limit `json:"type" default:"limit"`
	paramObj
}

func (r BetaManagedAgentsBudgetLimitParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBudgetLimitParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBudgetLimitParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Prompt-cache creation token usage broken down by cache lifetime.
type BetaManagedAgentsCacheCreationUsage struct {
	// Tokens used to create 1-hour ephemeral cache entries.
	Ephemeral1hInputTokens int64 `json:"ephemeral_1h_input_tokens"`
	// Tokens used to create 5-minute ephemeral cache entries.
	Ephemeral5mInputTokens int64 `json:"ephemeral_5m_input_tokens"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Ephemeral1hInputTokens respjson.Field
		Ephemeral5mInputTokens respjson.Field
		ExtraFields            map[string]respjson.Field
		raw                    string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCacheCreationUsage) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCacheCreationUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsCommitCheckout struct {
	// Full commit SHA to check out.
	Sha  string          `json:"sha" api:"required"`
	Type constant.Commit `json:"type" default:"commit"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Sha         respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCommitCheckout) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCommitCheckout) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsCommitCheckout to a
// BetaManagedAgentsCommitCheckoutParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsCommitCheckoutParam.Overrides()
func (r BetaManagedAgentsCommitCheckout) ToParam() BetaManagedAgentsCommitCheckoutParam {
	return param.Override[BetaManagedAgentsCommitCheckoutParam](json.RawMessage(r.RawJSON()))
}

// The properties Sha, Type are required.
type BetaManagedAgentsCommitCheckoutParam struct {
	// Full commit SHA to check out.
	Sha string `json:"sha" api:"required"`
	// This field can be elided, and will marshal its zero value as "commit".
	Type constant.Commit `json:"type" default:"commit"`
	paramObj
}

func (r BetaManagedAgentsCommitCheckoutParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsCommitCheckoutParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsCommitCheckoutParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Confirmation that a `session` has been permanently deleted.
type BetaManagedAgentsDeletedSession struct {
	ID   string                              `json:"id" api:"required"`
	Type constant.SessionDeletedResponseType `json:"type" default:"session_deleted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeletedSession) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeletedSession) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsDeltaContent struct {
	// A partial element of the content array at index, typed like the element itself —
	// the same shape the buffered agent.message carries in content.
	Content BetaManagedAgentsTextBlock `json:"content" api:"required"`
	Type    constant.ContentDelta      `json:"type" default:"content_delta"`
	// Which entry in the previewed event's content array this fragment lands in.
	// Insert content as that entry when the index is new; append to the existing entry
	// otherwise.
	Index int64 `json:"index"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Content     respjson.Field
		Type        respjson.Field
		Index       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeltaContent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeltaContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An incremental update to an event that is still being streamed. Deltas are
// best-effort and may stop early; when the buffered event with id == event_id is
// produced it carries the complete content. A model request that ends early (an
// error or interrupt) produces no buffered event — its terminal
// span.model_request_end closes the preview. Only sent on stream connections that
// opt in via event_deltas; never appears in event history.
type BetaManagedAgentsDeltaEvent struct {
	// One fragment of the previewed event. The delta type is named for the previewed
	// event's field it streams into: agent.message events stream content_delta
	// fragments, each a partial element of the content array.
	Delta BetaManagedAgentsDeltaContent `json:"delta" api:"required"`
	// The id of the event being previewed. Matches event.id on the corresponding
	// event_start and the buffered event that reconciles the preview.
	EventID string              `json:"event_id" api:"required"`
	Type    constant.EventDelta `json:"type" default:"event_delta"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Delta       respjson.Field
		EventID     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeltaEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeltaEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsDeltaType string

const (
	BetaManagedAgentsDeltaTypeAgentMessage  BetaManagedAgentsDeltaType = "agent.message"
	BetaManagedAgentsDeltaTypeAgentThinking BetaManagedAgentsDeltaType = "agent.thinking"
)

// Mount a file uploaded via the Files API into the session.
//
// The properties FileID, Type are required.
type BetaManagedAgentsFileResourceParams struct {
	// ID of a previously uploaded file.
	FileID string `json:"file_id" api:"required"`
	// Mount path in the container. Defaults to `/mnt/session/uploads/<file_id>`.
	MountPath param.Opt[string] `json:"mount_path,omitzero"`
	// This field can be elided, and will marshal its zero value as "file".
	Type constant.File `json:"type" default:"file"`
	paramObj
}

func (r BetaManagedAgentsFileResourceParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsFileResourceParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsFileResourceParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Mount a GitHub repository into the session's container.
//
// The properties Type, URL are required.
type BetaManagedAgentsGitHubRepositoryResourceParams struct {
	// Github URL of the repository
	URL string `json:"url" api:"required"`
	// Mount path in the container. Defaults to `/workspace/<repo-name>`.
	MountPath param.Opt[string] `json:"mount_path,omitzero"`
	// Branch or commit to check out. Defaults to the repository's default branch.
	Checkout BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion `json:"checkout,omitzero"`
	// GitHub authorization token used to clone the repository. Required for private
	// repositories; optional for public ones.
	AuthorizationToken string `json:"authorization_token,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "github_repository".
	Type constant.GitHubRepository `json:"type" default:"github_repository"`
	paramObj
}

func (r BetaManagedAgentsGitHubRepositoryResourceParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsGitHubRepositoryResourceParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsGitHubRepositoryResourceParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion struct {
	OfBranch *BetaManagedAgentsBranchCheckoutParam `json:",omitzero,inline"`
	OfCommit *BetaManagedAgentsCommitCheckoutParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBranch, u.OfCommit)
}
func (u *BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) asAny() any {
	if !param.IsOmitted(u.OfBranch) {
		return u.OfBranch
	} else if !param.IsOmitted(u.OfCommit) {
		return u.OfCommit
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) GetName() *string {
	if vt := u.OfBranch; vt != nil {
		return &vt.Name
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) GetSha() *string {
	if vt := u.OfCommit; vt != nil {
		return &vt.Sha
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion) GetType() *string {
	if vt := u.OfBranch; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfCommit; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasession_1() {
	apijson.RegisterUnion[BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsBranchCheckoutParam]("branch"),
		apijson.Discriminator[BetaManagedAgentsCommitCheckoutParam]("commit"),
	)
}

// Parameters for attaching a memory store to an agent session.
//
// The properties MemoryStoreID, Type are required.
type BetaManagedAgentsMemoryStoreResourceParam struct {
	// The memory store ID (memstore_...). Must belong to the caller's organization and
	// workspace.
	MemoryStoreID string `json:"memory_store_id" api:"required"`
	// Per-attachment guidance for the agent on how to use this store. Rendered into
	// the memory section of the system prompt. Max 4096 chars.
	Instructions param.Opt[string] `json:"instructions,omitzero"`
	// Access mode for the mounted store. Defaults to read_write. read_only mounts the
	// store as a read-only filesystem.
	//
	// Any of "read_write", "read_only".
	Access BetaManagedAgentsMemoryStoreResourceParamAccess `json:"access,omitzero"`
	// This field can be elided, and will marshal its zero value as "memory_store".
	Type constant.MemoryStore `json:"type" default:"memory_store"`
	paramObj
}

func (r BetaManagedAgentsMemoryStoreResourceParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMemoryStoreResourceParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMemoryStoreResourceParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Access mode for the mounted store. Defaults to read_write. read_only mounts the
// store as a read-only filesystem.
type BetaManagedAgentsMemoryStoreResourceParamAccess string

const (
	BetaManagedAgentsMemoryStoreResourceParamAccessReadWrite BetaManagedAgentsMemoryStoreResourceParamAccess = "read_write"
	BetaManagedAgentsMemoryStoreResourceParamAccessReadOnly  BetaManagedAgentsMemoryStoreResourceParamAccess = "read_only"
)

// BetaManagedAgentsMultiagentUnion contains all possible properties and values
// from [BetaManagedAgentsMultiagentCoordinator],
// [BetaManagedAgentsMultiagent20261001].
//
// Use the [BetaManagedAgentsMultiagentUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMultiagentUnion struct {
	// This field is from variant [BetaManagedAgentsMultiagentCoordinator].
	Agents []BetaManagedAgentsMultiagentCoordinatorAgentUnion `json:"agents"`
	// Any of "coordinator", "multiagent_20261001".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsMultiagent20261001].
	Advisor BetaManagedAgentsMultiagentAdvisorUnion `json:"advisor"`
	// This field is from variant [BetaManagedAgentsMultiagent20261001].
	Subagents BetaManagedAgentsMultiagentSubagentsUnion `json:"subagents"`
	// This field is from variant [BetaManagedAgentsMultiagent20261001].
	Workflows BetaManagedAgentsMultiagentWorkflowsUnion `json:"workflows"`
	JSON      struct {
		Agents    respjson.Field
		Type      respjson.Field
		Advisor   respjson.Field
		Subagents respjson.Field
		Workflows respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsMultiagent is implemented by each variant of
// [BetaManagedAgentsMultiagentUnion] to add type safety for the return type of
// [BetaManagedAgentsMultiagentUnion.AsAny]
type anyBetaManagedAgentsMultiagent interface {
	implBetaManagedAgentsMultiagentUnion()
}

func (BetaManagedAgentsMultiagentCoordinator) implBetaManagedAgentsMultiagentUnion() {}
func (BetaManagedAgentsMultiagent20261001) implBetaManagedAgentsMultiagentUnion()    {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMultiagentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsMultiagentCoordinator:
//	case anthropic.BetaManagedAgentsMultiagent20261001:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMultiagentUnion) AsAny() anyBetaManagedAgentsMultiagent {
	switch u.Type {
	case "coordinator":
		return u.AsCoordinator()
	case "multiagent_20261001":
		return u.AsMultiagent20261001()
	}
	return nil
}

func (u BetaManagedAgentsMultiagentUnion) AsCoordinator() (v BetaManagedAgentsMultiagentCoordinator) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMultiagentUnion) AsMultiagent20261001() (v BetaManagedAgentsMultiagent20261001) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMultiagentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsMultiagentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsMultiagentParamsOfCoordinator(agents []BetaManagedAgentsMultiagentRosterEntryParamsUnion) BetaManagedAgentsMultiagentParamsUnion {
	var coordinator BetaManagedAgentsMultiagentCoordinatorParams
	coordinator.Agents = agents
	return BetaManagedAgentsMultiagentParamsUnion{OfCoordinator: &coordinator}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMultiagentParamsUnion struct {
	OfCoordinator        *BetaManagedAgentsMultiagentCoordinatorParams `json:",omitzero,inline"`
	OfMultiagent20261001 *BetaManagedAgentsMultiagent20261001Params    `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMultiagentParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfCoordinator, u.OfMultiagent20261001)
}
func (u *BetaManagedAgentsMultiagentParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMultiagentParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfCoordinator) {
		return u.OfCoordinator
	} else if !param.IsOmitted(u.OfMultiagent20261001) {
		return u.OfMultiagent20261001
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentParamsUnion) GetAgents() []BetaManagedAgentsMultiagentRosterEntryParamsUnion {
	if vt := u.OfCoordinator; vt != nil {
		return vt.Agents
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentParamsUnion) GetAdvisor() *BetaManagedAgentsMultiagentAdvisorParamsUnion {
	if vt := u.OfMultiagent20261001; vt != nil {
		return &vt.Advisor
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentParamsUnion) GetSubagents() *BetaManagedAgentsMultiagentSubagentsParamsUnion {
	if vt := u.OfMultiagent20261001; vt != nil {
		return &vt.Subagents
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentParamsUnion) GetWorkflows() *BetaManagedAgentsMultiagentWorkflowsParamsUnion {
	if vt := u.OfMultiagent20261001; vt != nil {
		return &vt.Workflows
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentParamsUnion) GetType() *string {
	if vt := u.OfCoordinator; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMultiagent20261001; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasession_2() {
	apijson.RegisterUnion[BetaManagedAgentsMultiagentParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsMultiagentCoordinatorParams]("coordinator"),
		apijson.Discriminator[BetaManagedAgentsMultiagent20261001Params]("multiagent_20261001"),
	)
}

func BetaManagedAgentsMultiagentRosterEntryParamsOfBetaManagedAgentsAgent(id string) BetaManagedAgentsMultiagentRosterEntryParamsUnion {
	var variant BetaManagedAgentsAgentParams
	variant.ID = id
	return BetaManagedAgentsMultiagentRosterEntryParamsUnion{OfBetaManagedAgentsAgent: &variant}
}

func BetaManagedAgentsMultiagentRosterEntryParamsOfBetaManagedAgentsAdvisor(model string) BetaManagedAgentsMultiagentRosterEntryParamsUnion {
	var variant BetaManagedAgentsAdvisorParams
	variant.Model = model
	return BetaManagedAgentsMultiagentRosterEntryParamsUnion{OfBetaManagedAgentsAdvisor: &variant}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMultiagentRosterEntryParamsUnion struct {
	OfString                          param.Opt[string]                      `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent          *BetaManagedAgentsAgentParams          `json:",omitzero,inline"`
	OfBetaManagedAgentsMultiagentSelf *BetaManagedAgentsMultiagentSelfParams `json:",omitzero,inline"`
	OfBetaManagedAgentsAdvisor        *BetaManagedAgentsAdvisorParams        `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMultiagentRosterEntryParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent, u.OfBetaManagedAgentsMultiagentSelf, u.OfBetaManagedAgentsAdvisor)
}
func (u *BetaManagedAgentsMultiagentRosterEntryParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMultiagentRosterEntryParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	} else if !param.IsOmitted(u.OfBetaManagedAgentsMultiagentSelf) {
		return u.OfBetaManagedAgentsMultiagentSelf
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAdvisor) {
		return u.OfBetaManagedAgentsAdvisor
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentRosterEntryParamsUnion) GetID() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return &vt.ID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentRosterEntryParamsUnion) GetVersion() *int64 {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentRosterEntryParamsUnion) GetModel() *string {
	if vt := u.OfBetaManagedAgentsAdvisor; vt != nil {
		return &vt.Model
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMultiagentRosterEntryParamsUnion) GetType() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsMultiagentSelf; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsAdvisor; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Evaluation state for a single outcome defined via a `define_outcome` event.
type BetaManagedAgentsOutcomeEvaluationResource struct {
	// When the outcome reached a terminal result. Null while
	// `pending`/`running`/`evaluating`.
	CompletedAt time.Time `json:"completed_at" api:"required" format:"date-time"`
	// What the agent should produce.
	Description string `json:"description" api:"required"`
	// Grader's verdict text from the most recent evaluation. For `satisfied`, explains
	// why criteria are met; for `needs_revision` (intermediate), what's missing; for
	// `failed`, why unrecoverable.
	Explanation string `json:"explanation" api:"required"`
	// 0-indexed revision cycle the outcome is currently on.
	Iteration int64 `json:"iteration" api:"required"`
	// Server-generated outc_ ID for this outcome.
	OutcomeID string `json:"outcome_id" api:"required"`
	// Current evaluation state. `pending` before the agent begins work; `running`
	// while producing or revising; `evaluating` while the grader scores;
	// `satisfied`/`max_iterations_reached`/`failed`/`interrupted` are terminal.
	Result string                     `json:"result" api:"required"`
	Type   constant.OutcomeEvaluation `json:"type" default:"outcome_evaluation"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		CompletedAt respjson.Field
		Description respjson.Field
		Explanation respjson.Field
		Iteration   respjson.Field
		OutcomeID   respjson.Field
		Result      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsOutcomeEvaluationResource) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsOutcomeEvaluationResource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Cumulative count of server-executed tool invocations, broken down by tool.
type BetaManagedAgentsServerToolUsage struct {
	// Number of server-executed web fetch requests.
	WebFetchRequests int64 `json:"web_fetch_requests"`
	// Number of server-executed web search requests.
	WebSearchRequests int64 `json:"web_search_requests"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		WebFetchRequests  respjson.Field
		WebSearchRequests respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsServerToolUsage) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsServerToolUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A Managed Agents `session`.
type BetaManagedAgentsSession struct {
	ID string `json:"id" api:"required"`
	// Resolved `agent` definition for a `session`. Snapshot of the `agent` at
	// `session` creation time.
	Agent BetaManagedAgentsSessionAgent `json:"agent" api:"required"`
	// When the session was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// The session's enforced spend ceiling, or null when no budget is set.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"required"`
	// A timestamp in RFC 3339 format
	CreatedAt     time.Time         `json:"created_at" api:"required" format:"date-time"`
	EnvironmentID string            `json:"environment_id" api:"required"`
	Metadata      map[string]string `json:"metadata" api:"required"`
	// Per-outcome evaluation state. One entry per `define_outcome` event sent to the
	// session.
	OutcomeEvaluations []BetaManagedAgentsOutcomeEvaluationResource `json:"outcome_evaluations" api:"required"`
	Resources          []BetaManagedAgentsSessionResourceUnion      `json:"resources" api:"required"`
	// Timing statistics for the session.
	Stats BetaManagedAgentsSessionStats `json:"stats" api:"required"`
	// Any of "rescheduling", "running", "idle", "terminated".
	Status BetaManagedAgentsSessionStatus `json:"status" api:"required"`
	Title  string                         `json:"title" api:"required"`
	Type   constant.Session               `json:"type" default:"session"`
	// A timestamp in RFC 3339 format
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Cumulative token usage for the session.
	Usage BetaManagedAgentsSessionUsage `json:"usage" api:"required"`
	// Vault IDs attached to the session at creation. Empty when no vaults were
	// supplied.
	VaultIDs []string `json:"vault_ids" api:"required"`
	// Deployment ID when the session was created from a deployment reference. Null
	// otherwise.
	DeploymentID string `json:"deployment_id" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                 respjson.Field
		Agent              respjson.Field
		ArchivedAt         respjson.Field
		Budget             respjson.Field
		CreatedAt          respjson.Field
		EnvironmentID      respjson.Field
		Metadata           respjson.Field
		OutcomeEvaluations respjson.Field
		Resources          respjson.Field
		Stats              respjson.Field
		Status             respjson.Field
		Title              respjson.Field
		Type               respjson.Field
		UpdatedAt          respjson.Field
		Usage              respjson.Field
		VaultIDs           respjson.Field
		DeploymentID       respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSession) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSession) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaManagedAgentsSessionStatus string

const (
	// Transient error occurred, retrying automatically.
	BetaManagedAgentsSessionStatusRescheduling BetaManagedAgentsSessionStatus = "rescheduling"
	// Agent is actively executing.
	BetaManagedAgentsSessionStatusRunning BetaManagedAgentsSessionStatus = "running"
	// Agent is waiting for input, including user messages or tool confirmations.
	// Sessions start in idle.
	BetaManagedAgentsSessionStatusIdle BetaManagedAgentsSessionStatus = "idle"
	// Session has ended, either due to an error or completion.
	BetaManagedAgentsSessionStatusTerminated BetaManagedAgentsSessionStatus = "terminated"
)

// Resolved `agent` definition for a `session`. Snapshot of the `agent` at
// `session` creation time.
type BetaManagedAgentsSessionAgent struct {
	ID          string `json:"id" api:"required"`
	Description string `json:"description" api:"required"`
	// Execution principal snapshotted from the agent at session creation. Always
	// present; `{"type": "service_account"}` when runs carry no customer-named
	// principal.
	ExecutionIdentity BetaManagedAgentsExecutionIdentityUnion   `json:"execution_identity" api:"required"`
	MCPServers        []BetaManagedAgentsMCPServerURLDefinition `json:"mcp_servers" api:"required"`
	// Model identifier and configuration.
	Model BetaManagedAgentsModelConfig `json:"model" api:"required"`
	// Resolved multiagent orchestration configuration. Null when the agent is
	// single-threaded.
	Multiagent BetaManagedAgentsSessionMultiagentUnion   `json:"multiagent" api:"required"`
	Name       string                                    `json:"name" api:"required"`
	Skills     []BetaManagedAgentsSessionAgentSkillUnion `json:"skills" api:"required"`
	System     string                                    `json:"system" api:"required"`
	Tools      []BetaManagedAgentsSessionAgentToolUnion  `json:"tools" api:"required"`
	Type       constant.Agent                            `json:"type" default:"agent"`
	Version    int64                                     `json:"version" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                respjson.Field
		Description       respjson.Field
		ExecutionIdentity respjson.Field
		MCPServers        respjson.Field
		Model             respjson.Field
		Multiagent        respjson.Field
		Name              respjson.Field
		Skills            respjson.Field
		System            respjson.Field
		Tools             respjson.Field
		Type              respjson.Field
		Version           respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionAgent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionAgentSkillUnion contains all possible properties and
// values from [BetaManagedAgentsAnthropicSkill], [BetaManagedAgentsCustomSkill].
//
// Use the [BetaManagedAgentsSessionAgentSkillUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionAgentSkillUnion struct {
	SkillID string `json:"skill_id"`
	// Any of "anthropic", "custom".
	Type    string `json:"type"`
	Version string `json:"version"`
	JSON    struct {
		SkillID respjson.Field
		Type    respjson.Field
		Version respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionAgentSkill is implemented by each variant of
// [BetaManagedAgentsSessionAgentSkillUnion] to add type safety for the return type
// of [BetaManagedAgentsSessionAgentSkillUnion.AsAny]
type anyBetaManagedAgentsSessionAgentSkill interface {
	implBetaManagedAgentsSessionAgentSkillUnion()
}

func (BetaManagedAgentsAnthropicSkill) implBetaManagedAgentsSessionAgentSkillUnion() {}
func (BetaManagedAgentsCustomSkill) implBetaManagedAgentsSessionAgentSkillUnion()    {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionAgentSkillUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAnthropicSkill:
//	case anthropic.BetaManagedAgentsCustomSkill:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionAgentSkillUnion) AsAny() anyBetaManagedAgentsSessionAgentSkill {
	switch u.Type {
	case "anthropic":
		return u.AsAnthropic()
	case "custom":
		return u.AsCustom()
	}
	return nil
}

func (u BetaManagedAgentsSessionAgentSkillUnion) AsAnthropic() (v BetaManagedAgentsAnthropicSkill) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionAgentSkillUnion) AsCustom() (v BetaManagedAgentsCustomSkill) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionAgentSkillUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionAgentSkillUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionAgentToolUnion contains all possible properties and
// values from [BetaManagedAgentsAgentToolset20260401],
// [BetaManagedAgentsMCPToolset], [BetaManagedAgentsCustomTool].
//
// Use the [BetaManagedAgentsSessionAgentToolUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionAgentToolUnion struct {
	// This field is a union of [[]BetaManagedAgentsAgentToolConfigUnion],
	// [[]BetaManagedAgentsMCPToolConfig]
	Configs BetaManagedAgentsSessionAgentToolUnionConfigs `json:"configs"`
	// This field is a union of [BetaManagedAgentsAgentToolsetDefaultConfig],
	// [BetaManagedAgentsMCPToolsetDefaultConfig]
	DefaultConfig BetaManagedAgentsSessionAgentToolUnionDefaultConfig `json:"default_config"`
	// Any of "agent_toolset_20260401", "mcp_toolset", "custom".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsMCPToolset].
	MCPServerName string `json:"mcp_server_name"`
	// This field is from variant [BetaManagedAgentsCustomTool].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsCustomTool].
	InputSchema BetaManagedAgentsCustomToolInputSchema `json:"input_schema"`
	// This field is from variant [BetaManagedAgentsCustomTool].
	Name string `json:"name"`
	JSON struct {
		Configs       respjson.Field
		DefaultConfig respjson.Field
		Type          respjson.Field
		MCPServerName respjson.Field
		Description   respjson.Field
		InputSchema   respjson.Field
		Name          respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionAgentTool is implemented by each variant of
// [BetaManagedAgentsSessionAgentToolUnion] to add type safety for the return type
// of [BetaManagedAgentsSessionAgentToolUnion.AsAny]
type anyBetaManagedAgentsSessionAgentTool interface {
	implBetaManagedAgentsSessionAgentToolUnion()
}

func (BetaManagedAgentsAgentToolset20260401) implBetaManagedAgentsSessionAgentToolUnion() {}
func (BetaManagedAgentsMCPToolset) implBetaManagedAgentsSessionAgentToolUnion()           {}
func (BetaManagedAgentsCustomTool) implBetaManagedAgentsSessionAgentToolUnion()           {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionAgentToolUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentToolset20260401:
//	case anthropic.BetaManagedAgentsMCPToolset:
//	case anthropic.BetaManagedAgentsCustomTool:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionAgentToolUnion) AsAny() anyBetaManagedAgentsSessionAgentTool {
	switch u.Type {
	case "agent_toolset_20260401":
		return u.AsAgentToolset20260401()
	case "mcp_toolset":
		return u.AsMCPToolset()
	case "custom":
		return u.AsCustom()
	}
	return nil
}

func (u BetaManagedAgentsSessionAgentToolUnion) AsAgentToolset20260401() (v BetaManagedAgentsAgentToolset20260401) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionAgentToolUnion) AsMCPToolset() (v BetaManagedAgentsMCPToolset) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionAgentToolUnion) AsCustom() (v BetaManagedAgentsCustomTool) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionAgentToolUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionAgentToolUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionAgentToolUnionConfigs is an implicit subunion of
// [BetaManagedAgentsSessionAgentToolUnion].
// BetaManagedAgentsSessionAgentToolUnionConfigs provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionAgentToolUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsAgentToolConfigArray
// OfBetaManagedAgentsMCPToolConfigArray]
type BetaManagedAgentsSessionAgentToolUnionConfigs struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentToolConfigUnion] instead of an object.
	OfBetaManagedAgentsAgentToolConfigArray []BetaManagedAgentsAgentToolConfigUnion `json:",inline"`
	// This field will be present if the value is a [[]BetaManagedAgentsMCPToolConfig]
	// instead of an object.
	OfBetaManagedAgentsMCPToolConfigArray []BetaManagedAgentsMCPToolConfig `json:",inline"`
	JSON                                  struct {
		OfBetaManagedAgentsAgentToolConfigArray respjson.Field
		OfBetaManagedAgentsMCPToolConfigArray   respjson.Field
		raw                                     string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionAgentToolUnionConfigs) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionAgentToolUnionDefaultConfig is an implicit subunion of
// [BetaManagedAgentsSessionAgentToolUnion].
// BetaManagedAgentsSessionAgentToolUnionDefaultConfig provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionAgentToolUnion].
type BetaManagedAgentsSessionAgentToolUnionDefaultConfig struct {
	Enabled bool `json:"enabled"`
	// This field is a union of
	// [BetaManagedAgentsAgentToolsetDefaultConfigPermissionPolicyUnion],
	// [BetaManagedAgentsMCPToolsetDefaultConfigPermissionPolicyUnion]
	PermissionPolicy BetaManagedAgentsSessionAgentToolUnionDefaultConfigPermissionPolicy `json:"permission_policy"`
	JSON             struct {
		Enabled          respjson.Field
		PermissionPolicy respjson.Field
		raw              string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionAgentToolUnionDefaultConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionAgentToolUnionDefaultConfigPermissionPolicy is an
// implicit subunion of [BetaManagedAgentsSessionAgentToolUnion].
// BetaManagedAgentsSessionAgentToolUnionDefaultConfigPermissionPolicy provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionAgentToolUnion].
type BetaManagedAgentsSessionAgentToolUnionDefaultConfigPermissionPolicy struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionAgentToolUnionDefaultConfigPermissionPolicy) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Mid-session agent configuration update. Only `tools` and `mcp_servers` are
// updatable. Full replacement: the provided array becomes the new value. To
// preserve existing entries, GET the session, modify the array, and POST it back.
type BetaManagedAgentsSessionAgentUpdateParam struct {
	// Replacement MCP server list. Full replacement: the provided array becomes the
	// new value. Send an empty array to clear; omit to preserve.
	MCPServers []BetaManagedAgentsURLMCPServerParams `json:"mcp_servers,omitzero"`
	// Replacement tool list. Full replacement: the provided array becomes the new
	// value. Send an empty array to clear; omit to preserve.
	Tools []BetaManagedAgentsSessionAgentUpdateToolUnionParam `json:"tools,omitzero"`
	paramObj
}

func (r BetaManagedAgentsSessionAgentUpdateParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSessionAgentUpdateParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSessionAgentUpdateParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsSessionAgentUpdateToolUnionParam struct {
	OfAgentToolset20260401 *BetaManagedAgentsAgentToolset20260401Params `json:",omitzero,inline"`
	OfMCPToolset           *BetaManagedAgentsMCPToolsetParams           `json:",omitzero,inline"`
	OfCustom               *BetaManagedAgentsCustomToolParams           `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAgentToolset20260401, u.OfMCPToolset, u.OfCustom)
}
func (u *BetaManagedAgentsSessionAgentUpdateToolUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsSessionAgentUpdateToolUnionParam) asAny() any {
	if !param.IsOmitted(u.OfAgentToolset20260401) {
		return u.OfAgentToolset20260401
	} else if !param.IsOmitted(u.OfMCPToolset) {
		return u.OfMCPToolset
	} else if !param.IsOmitted(u.OfCustom) {
		return u.OfCustom
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetMCPServerName() *string {
	if vt := u.OfMCPToolset; vt != nil {
		return &vt.MCPServerName
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetDescription() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetInputSchema() *BetaManagedAgentsCustomToolInputSchemaParam {
	if vt := u.OfCustom; vt != nil {
		return &vt.InputSchema
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetName() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Name
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetType() *string {
	if vt := u.OfAgentToolset20260401; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMCPToolset; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfCustom; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetConfigs() (res betaManagedAgentsSessionAgentUpdateToolUnionParamConfigs) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.Configs
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.Configs
	}
	return
}

// Can have the runtime types [*[]BetaManagedAgentsAgentToolConfigParamsUnion],
// [*[]BetaManagedAgentsMCPToolConfigParams]
type betaManagedAgentsSessionAgentUpdateToolUnionParamConfigs struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsAgentToolConfigParamsUnion:
//	case *[]anthropic.BetaManagedAgentsMCPToolConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamConfigs) AsAny() any { return u.any }

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsSessionAgentUpdateToolUnionParam) GetDefaultConfig() (res betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfig) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.DefaultConfig
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.DefaultConfig
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsAgentToolsetDefaultConfigParams],
// [*BetaManagedAgentsMCPToolsetDefaultConfigParams]
type betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfig struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAgentToolsetDefaultConfigParams:
//	case *anthropic.BetaManagedAgentsMCPToolsetDefaultConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfig) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfig) GetEnabled() *bool {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParams:
		return paramutil.AddrIfPresent(vt.Enabled)
	case *BetaManagedAgentsMCPToolsetDefaultConfigParams:
		return paramutil.AddrIfPresent(vt.Enabled)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfig) GetPermissionPolicy() (res betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfigPermissionPolicy) {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParams:
		res.any = vt.PermissionPolicy
	case *BetaManagedAgentsMCPToolsetDefaultConfigParams:
		res.any = vt.PermissionPolicy
	}
	return res
}

// Can have the runtime types [*BetaManagedAgentsAlwaysAllowPolicyParam],
// [*BetaManagedAgentsAlwaysAskPolicyParam], [*BetaManagedAgentsAutoPolicyParam]
type betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfigPermissionPolicy struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAlwaysAllowPolicyParam:
//	case *anthropic.BetaManagedAgentsAlwaysAskPolicyParam:
//	case *anthropic.BetaManagedAgentsAutoPolicyParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfigPermissionPolicy) AsAny() any {
	return u.any
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsSessionAgentUpdateToolUnionParamDefaultConfigPermissionPolicy) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	case *BetaManagedAgentsMCPToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	}
	return nil
}

func troupeInit_betasession_3() {
	apijson.RegisterUnion[BetaManagedAgentsSessionAgentUpdateToolUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsAgentToolset20260401Params]("agent_toolset_20260401"),
		apijson.Discriminator[BetaManagedAgentsMCPToolsetParams]("mcp_toolset"),
		apijson.Discriminator[BetaManagedAgentsCustomToolParams]("custom"),
	)
}

// BetaManagedAgentsSessionMultiagentUnion contains all possible properties and
// values from [BetaManagedAgentsSessionMultiagentCoordinator],
// [BetaManagedAgentsSessionMultiagent20261001].
//
// Use the [BetaManagedAgentsSessionMultiagentUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionMultiagentUnion struct {
	// This field is from variant [BetaManagedAgentsSessionMultiagentCoordinator].
	Agents []BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion `json:"agents"`
	// Any of "coordinator", "multiagent_20261001".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsSessionMultiagent20261001].
	Advisor BetaManagedAgentsMultiagentAdvisorUnion `json:"advisor"`
	// This field is from variant [BetaManagedAgentsSessionMultiagent20261001].
	Subagents BetaManagedAgentsSessionMultiagentSubagentsUnion `json:"subagents"`
	// This field is from variant [BetaManagedAgentsSessionMultiagent20261001].
	Workflows BetaManagedAgentsSessionMultiagentWorkflowsUnion `json:"workflows"`
	JSON      struct {
		Agents    respjson.Field
		Type      respjson.Field
		Advisor   respjson.Field
		Subagents respjson.Field
		Workflows respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionMultiagent is implemented by each variant of
// [BetaManagedAgentsSessionMultiagentUnion] to add type safety for the return type
// of [BetaManagedAgentsSessionMultiagentUnion.AsAny]
type anyBetaManagedAgentsSessionMultiagent interface {
	implBetaManagedAgentsSessionMultiagentUnion()
}

func (BetaManagedAgentsSessionMultiagentCoordinator) implBetaManagedAgentsSessionMultiagentUnion() {}
func (BetaManagedAgentsSessionMultiagent20261001) implBetaManagedAgentsSessionMultiagentUnion()    {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionMultiagentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionMultiagentCoordinator:
//	case anthropic.BetaManagedAgentsSessionMultiagent20261001:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionMultiagentUnion) AsAny() anyBetaManagedAgentsSessionMultiagent {
	switch u.Type {
	case "coordinator":
		return u.AsCoordinator()
	case "multiagent_20261001":
		return u.AsMultiagent20261001()
	}
	return nil
}

func (u BetaManagedAgentsSessionMultiagentUnion) AsCoordinator() (v BetaManagedAgentsSessionMultiagentCoordinator) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionMultiagentUnion) AsMultiagent20261001() (v BetaManagedAgentsSessionMultiagent20261001) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionMultiagentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionMultiagentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Resolved coordinator topology with full agent definitions for each roster
// member.
type BetaManagedAgentsSessionMultiagentCoordinator struct {
	// Full `agent` definitions the coordinator may spawn as session threads.
	Agents []BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion `json:"agents" api:"required"`
	Type   constant.Coordinator                                      `json:"type" default:"coordinator"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Agents      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionMultiagentCoordinator) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionMultiagentCoordinator) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion contains all possible
// properties and values from [BetaManagedAgentsSessionThreadAgent],
// [BetaManagedAgentsAdvisor].
//
// Use the [BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion struct {
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	ID string `json:"id"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	ExecutionIdentity BetaManagedAgentsExecutionIdentityUnion `json:"execution_identity"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	MCPServers []BetaManagedAgentsMCPServerURLDefinition `json:"mcp_servers"`
	// This field is a union of [BetaManagedAgentsModelConfig], [string]
	Model BetaManagedAgentsSessionMultiagentCoordinatorAgentUnionModel `json:"model"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	Name string `json:"name"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	Skills []BetaManagedAgentsSessionThreadAgentSkillUnion `json:"skills"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	System string `json:"system"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	Tools []BetaManagedAgentsSessionThreadAgentToolUnion `json:"tools"`
	// Any of "agent", "advisor".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsSessionThreadAgent].
	Version int64 `json:"version"`
	JSON    struct {
		ID                respjson.Field
		Description       respjson.Field
		ExecutionIdentity respjson.Field
		MCPServers        respjson.Field
		Model             respjson.Field
		Name              respjson.Field
		Skills            respjson.Field
		System            respjson.Field
		Tools             respjson.Field
		Type              respjson.Field
		Version           respjson.Field
		raw               string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionMultiagentCoordinatorAgent is implemented by each
// variant of [BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion] to add type
// safety for the return type of
// [BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion.AsAny]
type anyBetaManagedAgentsSessionMultiagentCoordinatorAgent interface {
	implBetaManagedAgentsSessionMultiagentCoordinatorAgentUnion()
}

func (BetaManagedAgentsSessionThreadAgent) implBetaManagedAgentsSessionMultiagentCoordinatorAgentUnion() {
}
func (BetaManagedAgentsAdvisor) implBetaManagedAgentsSessionMultiagentCoordinatorAgentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionThreadAgent:
//	case anthropic.BetaManagedAgentsAdvisor:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion) AsAny() anyBetaManagedAgentsSessionMultiagentCoordinatorAgent {
	switch u.Type {
	case "agent":
		return u.AsAgent()
	case "advisor":
		return u.AsAdvisor()
	}
	return nil
}

func (u BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion) AsAgent() (v BetaManagedAgentsSessionThreadAgent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion) AsAdvisor() (v BetaManagedAgentsAdvisor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionMultiagentCoordinatorAgentUnionModel is an implicit
// subunion of [BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion].
// BetaManagedAgentsSessionMultiagentCoordinatorAgentUnionModel provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsSessionMultiagentCoordinatorAgentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsSessionMultiagentCoordinatorAgentUnionModel struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString string `json:",inline"`
	// This field is from variant [BetaManagedAgentsModelConfig].
	ID BetaManagedAgentsModel `json:"id"`
	// This field is from variant [BetaManagedAgentsModelConfig].
	Effort BetaManagedAgentsModelConfigEffortUnion `json:"effort"`
	// This field is from variant [BetaManagedAgentsModelConfig].
	InferenceGeo string `json:"inference_geo"`
	// This field is from variant [BetaManagedAgentsModelConfig].
	Speed BetaManagedAgentsModelConfigSpeed `json:"speed"`
	JSON  struct {
		OfString     respjson.Field
		ID           respjson.Field
		Effort       respjson.Field
		InferenceGeo respjson.Field
		Speed        respjson.Field
		raw          string
	} `json:"-"`
}

func (r *BetaManagedAgentsSessionMultiagentCoordinatorAgentUnionModel) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionMultiagentSubagentsUnion contains all possible
// properties and values from [BetaManagedAgentsSessionMultiagentSubagentsEnabled],
// [BetaManagedAgentsMultiagentSubagentsDisabled].
//
// Use the [BetaManagedAgentsSessionMultiagentSubagentsUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionMultiagentSubagentsUnion struct {
	// This field is from variant [BetaManagedAgentsSessionMultiagentSubagentsEnabled].
	InlineAgents BetaManagedAgentsMultiagentInlineAgentsUnion `json:"inline_agents"`
	// This field is from variant [BetaManagedAgentsSessionMultiagentSubagentsEnabled].
	PredefinedAgents []BetaManagedAgentsSessionThreadAgent `json:"predefined_agents"`
	// Any of "enabled", "disabled".
	Type string `json:"type"`
	JSON struct {
		InlineAgents     respjson.Field
		PredefinedAgents respjson.Field
		Type             respjson.Field
		raw              string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionMultiagentSubagents is implemented by each variant of
// [BetaManagedAgentsSessionMultiagentSubagentsUnion] to add type safety for the
// return type of [BetaManagedAgentsSessionMultiagentSubagentsUnion.AsAny]
type anyBetaManagedAgentsSessionMultiagentSubagents interface {
	implBetaManagedAgentsSessionMultiagentSubagentsUnion()
}

func (BetaManagedAgentsSessionMultiagentSubagentsEnabled) implBetaManagedAgentsSessionMultiagentSubagentsUnion() {
}
func (BetaManagedAgentsMultiagentSubagentsDisabled) implBetaManagedAgentsSessionMultiagentSubagentsUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionMultiagentSubagentsUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionMultiagentSubagentsEnabled:
//	case anthropic.BetaManagedAgentsMultiagentSubagentsDisabled:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionMultiagentSubagentsUnion) AsAny() anyBetaManagedAgentsSessionMultiagentSubagents {
	switch u.Type {
	case "enabled":
		return u.AsEnabled()
	case "disabled":
		return u.AsDisabled()
	}
	return nil
}

func (u BetaManagedAgentsSessionMultiagentSubagentsUnion) AsEnabled() (v BetaManagedAgentsSessionMultiagentSubagentsEnabled) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionMultiagentSubagentsUnion) AsDisabled() (v BetaManagedAgentsMultiagentSubagentsDisabled) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionMultiagentSubagentsUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionMultiagentSubagentsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The agent can spawn session threads.
type BetaManagedAgentsSessionMultiagentSubagentsEnabled struct {
	// Whether the agent can define inline agents, which are not saved, when it spawns
	// session threads.
	InlineAgents BetaManagedAgentsMultiagentInlineAgentsUnion `json:"inline_agents" api:"required"`
	// Full `agent` definitions of the predefined agents, which are saved agents that
	// this agent can spawn as session threads.
	PredefinedAgents []BetaManagedAgentsSessionThreadAgent `json:"predefined_agents" api:"required"`
	Type             constant.Enabled                      `json:"type" default:"enabled"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InlineAgents     respjson.Field
		PredefinedAgents respjson.Field
		Type             respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionMultiagentSubagentsEnabled) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionMultiagentSubagentsEnabled) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionMultiagentWorkflowsUnion contains all possible
// properties and values from [BetaManagedAgentsSessionMultiagentWorkflowsEnabled],
// [BetaManagedAgentsMultiagentWorkflowsDisabled].
//
// Use the [BetaManagedAgentsSessionMultiagentWorkflowsUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionMultiagentWorkflowsUnion struct {
	// This field is from variant [BetaManagedAgentsSessionMultiagentWorkflowsEnabled].
	InlineAgents BetaManagedAgentsMultiagentInlineAgentsUnion `json:"inline_agents"`
	// This field is from variant [BetaManagedAgentsSessionMultiagentWorkflowsEnabled].
	PredefinedAgents []BetaManagedAgentsSessionThreadAgent `json:"predefined_agents"`
	// Any of "enabled", "disabled".
	Type string `json:"type"`
	JSON struct {
		InlineAgents     respjson.Field
		PredefinedAgents respjson.Field
		Type             respjson.Field
		raw              string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionMultiagentWorkflows is implemented by each variant of
// [BetaManagedAgentsSessionMultiagentWorkflowsUnion] to add type safety for the
// return type of [BetaManagedAgentsSessionMultiagentWorkflowsUnion.AsAny]
type anyBetaManagedAgentsSessionMultiagentWorkflows interface {
	implBetaManagedAgentsSessionMultiagentWorkflowsUnion()
}

func (BetaManagedAgentsSessionMultiagentWorkflowsEnabled) implBetaManagedAgentsSessionMultiagentWorkflowsUnion() {
}
func (BetaManagedAgentsMultiagentWorkflowsDisabled) implBetaManagedAgentsSessionMultiagentWorkflowsUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionMultiagentWorkflowsUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSessionMultiagentWorkflowsEnabled:
//	case anthropic.BetaManagedAgentsMultiagentWorkflowsDisabled:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionMultiagentWorkflowsUnion) AsAny() anyBetaManagedAgentsSessionMultiagentWorkflows {
	switch u.Type {
	case "enabled":
		return u.AsEnabled()
	case "disabled":
		return u.AsDisabled()
	}
	return nil
}

func (u BetaManagedAgentsSessionMultiagentWorkflowsUnion) AsEnabled() (v BetaManagedAgentsSessionMultiagentWorkflowsEnabled) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionMultiagentWorkflowsUnion) AsDisabled() (v BetaManagedAgentsMultiagentWorkflowsDisabled) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionMultiagentWorkflowsUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionMultiagentWorkflowsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The agent can start workflow runs.
type BetaManagedAgentsSessionMultiagentWorkflowsEnabled struct {
	// Whether a run's plan can define inline agents, which are not saved.
	InlineAgents BetaManagedAgentsMultiagentInlineAgentsUnion `json:"inline_agents" api:"required"`
	// Full `agent` definitions of the predefined agents, which are saved agents that a
	// run's plan can use.
	PredefinedAgents []BetaManagedAgentsSessionThreadAgent `json:"predefined_agents" api:"required"`
	Type             constant.Enabled                      `json:"type" default:"enabled"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InlineAgents     respjson.Field
		PredefinedAgents respjson.Field
		Type             respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionMultiagentWorkflowsEnabled) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionMultiagentWorkflowsEnabled) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Resolved multiagent configuration with three members, as copied to the `session`
// at creation.
type BetaManagedAgentsSessionMultiagent20261001 struct {
	// Whether the session's primary thread can consult an advisor model.
	Advisor BetaManagedAgentsMultiagentAdvisorUnion `json:"advisor" api:"required"`
	// Whether the agent can spawn session threads.
	Subagents BetaManagedAgentsSessionMultiagentSubagentsUnion `json:"subagents" api:"required"`
	Type      constant.Multiagent20261001                      `json:"type" default:"multiagent_20261001"`
	// Whether the agent can start workflow runs.
	Workflows BetaManagedAgentsSessionMultiagentWorkflowsUnion `json:"workflows" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Advisor     respjson.Field
		Subagents   respjson.Field
		Type        respjson.Field
		Workflows   respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionMultiagent20261001) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionMultiagent20261001) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Timing statistics for a session.
type BetaManagedAgentsSessionStats struct {
	// Cumulative time in seconds the session spent in `running` status. Excludes idle
	// time.
	ActiveSeconds float64 `json:"active_seconds"`
	// Elapsed time since session creation in seconds. For terminated sessions, frozen
	// at the final update.
	DurationSeconds float64 `json:"duration_seconds"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ActiveSeconds   respjson.Field
		DurationSeconds respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionStats) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionStats) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when an UpdateSession request changed at least one field. Carries only
// the fields that changed; absent fields were not part of the update. The new
// configuration applies from the next turn.
type BetaManagedAgentsSessionUpdatedEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when the update was applied.
	ProcessedAt time.Time               `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionUpdated `json:"type" default:"session.updated"`
	// The session's effective agent configuration after the update. Present only when
	// the update changed `agent` (tools or mcp_servers); when present it is the full
	// materialised snapshot, not a diff.
	Agent BetaManagedAgentsSessionAgent `json:"agent" api:"nullable"`
	// The session's budget after the update: the new budget when set or replaced, or
	// null when the update removed it. Present only when the update changed the
	// budget.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"nullable"`
	// The session's full metadata bag after the update. Present when the update set
	// non-empty metadata; absent when metadata was unchanged or cleared to empty.
	Metadata map[string]string `json:"metadata"`
	// The session's new title. Present only when the update changed it.
	Title string `json:"title" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
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
func (r BetaManagedAgentsSessionUpdatedEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionUpdatedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Cumulative token usage for a session across all turns.
type BetaManagedAgentsSessionUsage struct {
	// Cumulative time in seconds during which the session had at least one thread in
	// running status. Overlapping activity from concurrent threads is counted once,
	// unlike `stats.active_seconds`, which sums each thread's own active time. This is
	// the duration the session's runtime cost is priced on.
	ActiveSeconds float64 `json:"active_seconds"`
	// Tokens used to create prompt cache entries, broken down by cache TTL.
	CacheCreation BetaManagedAgentsCacheCreationUsage `json:"cache_creation"`
	// Total tokens read from prompt cache.
	CacheReadInputTokens int64 `json:"cache_read_input_tokens"`
	// Total input tokens consumed across all turns.
	InputTokens int64 `json:"input_tokens"`
	// Cumulative list cost of the session across all turns, priced at public list
	// rates. Absent until cost tracking is available for the session.
	ListCost BetaMonetaryAmount `json:"list_cost" api:"nullable"`
	// Total output tokens generated across all turns.
	OutputTokens int64 `json:"output_tokens"`
	// Cumulative server-executed tool usage across all turns. Absent until server-tool
	// tracking is available for the session.
	ServerToolUse BetaManagedAgentsServerToolUsage `json:"server_tool_use" api:"nullable"`
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
func (r BetaManagedAgentsSessionUsage) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Periodic snapshot of the session's cumulative usage and tracked list cost.
type BetaManagedAgentsSessionUsageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// Timestamp when the snapshot was taken.
	ProcessedAt time.Time             `json:"processed_at" api:"required" format:"date-time"`
	Type        constant.SessionUsage `json:"type" default:"session.usage"`
	// The session's cumulative usage at the snapshot time.
	Usage BetaManagedAgentsSessionUsageSnapshot `json:"usage" api:"required"`
	// The session's configured budget at the snapshot time, or null when the session
	// has no budget.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ProcessedAt respjson.Field
		Type        respjson.Field
		Usage       respjson.Field
		Budget      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionUsageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionUsageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Opens a preview of a buffered event. Carries the previewed event's type and id
// only. Followed by zero or more event_delta events with the same event id,
// normally concluded by the buffered event carrying that id. If the producing
// model request ends without that event (an error or interrupt mid-stream), its
// terminal span.model_request_end closes the preview. Only sent on stream
// connections that opt in via event_deltas; never appears in event history.
type BetaManagedAgentsStartEvent struct {
	// The previewed event's type and id. The event type determines which delta types
	// the preview's event_delta events carry: agent.message events stream
	// content_delta fragments; agent.thinking previews are start-only — no deltas
	// follow, and the buffered agent.thinking with the same id concludes them.
	Event BetaManagedAgentsStartEventPreviewUnion `json:"event" api:"required"`
	Type  constant.EventStart                     `json:"type" default:"event_start"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Event       respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsStartEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsStartEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsStartEventPreviewUnion contains all possible properties and
// values from [BetaManagedAgentsAgentMessagePreview],
// [BetaManagedAgentsAgentThinkingPreview].
//
// Use the [BetaManagedAgentsStartEventPreviewUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsStartEventPreviewUnion struct {
	ID string `json:"id"`
	// Any of "agent.message", "agent.thinking".
	Type string `json:"type"`
	JSON struct {
		ID   respjson.Field
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsStartEventPreview is implemented by each variant of
// [BetaManagedAgentsStartEventPreviewUnion] to add type safety for the return type
// of [BetaManagedAgentsStartEventPreviewUnion.AsAny]
type anyBetaManagedAgentsStartEventPreview interface {
	implBetaManagedAgentsStartEventPreviewUnion()
}

func (BetaManagedAgentsAgentMessagePreview) implBetaManagedAgentsStartEventPreviewUnion()  {}
func (BetaManagedAgentsAgentThinkingPreview) implBetaManagedAgentsStartEventPreviewUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsStartEventPreviewUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentMessagePreview:
//	case anthropic.BetaManagedAgentsAgentThinkingPreview:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsStartEventPreviewUnion) AsAny() anyBetaManagedAgentsStartEventPreview {
	switch u.Type {
	case "agent.message":
		return u.AsAgentMessage()
	case "agent.thinking":
		return u.AsAgentThinking()
	}
	return nil
}

func (u BetaManagedAgentsStartEventPreviewUnion) AsAgentMessage() (v BetaManagedAgentsAgentMessagePreview) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsStartEventPreviewUnion) AsAgentThinking() (v BetaManagedAgentsAgentThinkingPreview) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsStartEventPreviewUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsStartEventPreviewUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Content block in a mid-conversation system message. Text-only.
type BetaManagedAgentsSystemContentBlock struct {
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
func (r BetaManagedAgentsSystemContentBlock) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSystemContentBlock) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsSystemContentBlock to a
// BetaManagedAgentsSystemContentBlockParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsSystemContentBlockParam.Overrides()
func (r BetaManagedAgentsSystemContentBlock) ToParam() BetaManagedAgentsSystemContentBlockParam {
	return param.Override[BetaManagedAgentsSystemContentBlockParam](json.RawMessage(r.RawJSON()))
}

// Content block in a mid-conversation system message. Text-only.
//
// The properties Text, Type are required.
type BetaManagedAgentsSystemContentBlockParam struct {
	// The text content.
	Text string `json:"text" api:"required"`
	// This field can be elided, and will marshal its zero value as "text".
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r BetaManagedAgentsSystemContentBlockParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSystemContentBlockParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSystemContentBlockParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A mid-conversation system message event. Carries system-role content that is
// appended to the session as a `role: "system"` turn.
type BetaManagedAgentsSystemMessageEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// System content blocks. Text-only.
	Content []BetaManagedAgentsSystemContentBlock `json:"content" api:"required"`
	Type    constant.SystemMessage                `json:"type" default:"system.message"`
	// Timestamp when this system message was processed.
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
func (r BetaManagedAgentsSystemMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSystemMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Event sent by the client providing the result of an agent-toolset tool
// execution. Only valid on `self_hosted` environments, where sandbox-routed tools
// are executed by the client rather than the server.
type BetaManagedAgentsUserToolResultEvent struct {
	// Unique identifier for this event.
	ID string `json:"id" api:"required"`
	// The id of the `agent.tool_use` event this result corresponds to, which can be
	// found in the last `session.status_idle`
	// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
	// `stop_reason.event_ids` field.
	ToolUseID string                  `json:"tool_use_id" api:"required"`
	Type      constant.UserToolResult `json:"type" default:"user.tool_result"`
	// The result content returned by the tool.
	Content []BetaManagedAgentsUserToolResultEventContentUnion `json:"content"`
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
		ToolUseID       respjson.Field
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
func (r BetaManagedAgentsUserToolResultEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUserToolResultEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserToolResultEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsSearchResultBlock].
//
// Use the [BetaManagedAgentsUserToolResultEventContentUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsUserToolResultEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "search_result".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion], [string]
	Source BetaManagedAgentsUserToolResultEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsUserToolResultEventContent is implemented by each variant of
// [BetaManagedAgentsUserToolResultEventContentUnion] to add type safety for the
// return type of [BetaManagedAgentsUserToolResultEventContentUnion.AsAny]
type anyBetaManagedAgentsUserToolResultEventContent interface {
	implBetaManagedAgentsUserToolResultEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsUserToolResultEventContentUnion()         {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsUserToolResultEventContentUnion()        {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsUserToolResultEventContentUnion()     {}
func (BetaManagedAgentsSearchResultBlock) implBetaManagedAgentsUserToolResultEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsUserToolResultEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsSearchResultBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsUserToolResultEventContentUnion) AsAny() anyBetaManagedAgentsUserToolResultEventContent {
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

func (u BetaManagedAgentsUserToolResultEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserToolResultEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserToolResultEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsUserToolResultEventContentUnion) AsSearchResult() (v BetaManagedAgentsSearchResultBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsUserToolResultEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsUserToolResultEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsUserToolResultEventContentUnionSource is an implicit subunion
// of [BetaManagedAgentsUserToolResultEventContentUnion].
// BetaManagedAgentsUserToolResultEventContentUnionSource provides convenient
// access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsUserToolResultEventContentUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString]
type BetaManagedAgentsUserToolResultEventContentUnionSource struct {
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

func (r *BetaManagedAgentsUserToolResultEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaSessionNewParams struct {
	// Agent identifier. Accepts the `agent` ID string, which pins the latest version
	// for the session, or an `agent` object with both id and version specified.
	Agent BetaSessionNewParamsAgentUnion `json:"agent,omitzero" api:"required"`
	// ID of the `environment` defining the container configuration for this session.
	EnvironmentID string `json:"environment_id" api:"required"`
	// Human-readable session title.
	Title param.Opt[string] `json:"title,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Enforced spend ceiling for the session. Omit to create an uncapped session.
	// Every model the session can run — the agent's model and each callable agent's
	// model — must have a public list price, or the request is rejected with reason
	// `model_not_budgetable`.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// Initial events to send to the `session` at creation, processed in order.
	// Supports `user.message` and `user.define_outcome` events. Maximum 50 events.
	InitialEvents []BetaSessionNewParamsInitialEventUnion `json:"initial_events,omitzero"`
	// Arbitrary key-value metadata attached to the session. Maximum 16 pairs, keys up
	// to 64 chars, values up to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Resources (e.g. repositories, files) to mount into the session's container.
	Resources []BetaSessionNewParamsResourceUnion `json:"resources,omitzero"`
	// Vault IDs for stored credentials the agent can use during the session.
	VaultIDs []string `json:"vault_ids,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaSessionNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaSessionNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaSessionNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaSessionNewParamsAgentUnion struct {
	OfString                              param.Opt[string]                          `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent              *BetaManagedAgentsAgentParams              `json:",omitzero,inline"`
	OfBetaManagedAgentsAgentWithOverrides *BetaManagedAgentsAgentWithOverridesParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaSessionNewParamsAgentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent, u.OfBetaManagedAgentsAgentWithOverrides)
}
func (u *BetaSessionNewParamsAgentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaSessionNewParamsAgentUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgentWithOverrides) {
		return u.OfBetaManagedAgentsAgentWithOverrides
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetMCPServers() []BetaManagedAgentsURLMCPServerParams {
	if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return vt.MCPServers
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetModel() *BetaManagedAgentsModelConfigParams {
	if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return &vt.Model
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetSkills() []BetaManagedAgentsSkillParamsUnion {
	if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return vt.Skills
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetSystem() *string {
	if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil && vt.System.Valid() {
		return &vt.System.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetTools() []BetaManagedAgentsAgentWithOverridesParamsToolUnion {
	if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return vt.Tools
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetID() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return (*string)(&vt.ID)
	} else if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return (*string)(&vt.ID)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetType() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsAgentUnion) GetVersion() *int64 {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	} else if vt := u.OfBetaManagedAgentsAgentWithOverrides; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	}
	return nil
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaSessionNewParamsInitialEventUnion struct {
	OfUserMessage       *BetaManagedAgentsUserMessageEventParams       `json:",omitzero,inline"`
	OfUserDefineOutcome *BetaManagedAgentsUserDefineOutcomeEventParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaSessionNewParamsInitialEventUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUserMessage, u.OfUserDefineOutcome)
}
func (u *BetaSessionNewParamsInitialEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaSessionNewParamsInitialEventUnion) asAny() any {
	if !param.IsOmitted(u.OfUserMessage) {
		return u.OfUserMessage
	} else if !param.IsOmitted(u.OfUserDefineOutcome) {
		return u.OfUserDefineOutcome
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsInitialEventUnion) GetContent() []BetaManagedAgentsUserMessageEventParamsContentUnion {
	if vt := u.OfUserMessage; vt != nil {
		return vt.Content
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsInitialEventUnion) GetDescription() *string {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsInitialEventUnion) GetRubric() *BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Rubric
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsInitialEventUnion) GetMaxIterations() *int64 {
	if vt := u.OfUserDefineOutcome; vt != nil && vt.MaxIterations.Valid() {
		return &vt.MaxIterations.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsInitialEventUnion) GetType() *string {
	if vt := u.OfUserMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserDefineOutcome; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betasession_4() {
	apijson.RegisterUnion[BetaSessionNewParamsInitialEventUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsUserMessageEventParams]("user.message"),
		apijson.Discriminator[BetaManagedAgentsUserDefineOutcomeEventParams]("user.define_outcome"),
	)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaSessionNewParamsResourceUnion struct {
	OfGitHubRepository *BetaManagedAgentsGitHubRepositoryResourceParams `json:",omitzero,inline"`
	OfFile             *BetaManagedAgentsFileResourceParams             `json:",omitzero,inline"`
	OfMemoryStore      *BetaManagedAgentsMemoryStoreResourceParam       `json:",omitzero,inline"`
	paramUnion
}

func (u BetaSessionNewParamsResourceUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfGitHubRepository, u.OfFile, u.OfMemoryStore)
}
func (u *BetaSessionNewParamsResourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaSessionNewParamsResourceUnion) asAny() any {
	if !param.IsOmitted(u.OfGitHubRepository) {
		return u.OfGitHubRepository
	} else if !param.IsOmitted(u.OfFile) {
		return u.OfFile
	} else if !param.IsOmitted(u.OfMemoryStore) {
		return u.OfMemoryStore
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetURL() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.URL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetAuthorizationToken() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.AuthorizationToken
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetCheckout() *BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.Checkout
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetMemoryStoreID() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return &vt.MemoryStoreID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetAccess() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return (*string)(&vt.Access)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetInstructions() *string {
	if vt := u.OfMemoryStore; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetType() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfFile; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMemoryStore; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaSessionNewParamsResourceUnion) GetMountPath() *string {
	if vt := u.OfGitHubRepository; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	} else if vt := u.OfFile; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	}
	return nil
}

func troupeInit_betasession_5() {
	apijson.RegisterUnion[BetaSessionNewParamsResourceUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsGitHubRepositoryResourceParams]("github_repository"),
		apijson.Discriminator[BetaManagedAgentsFileResourceParams]("file"),
		apijson.Discriminator[BetaManagedAgentsMemoryStoreResourceParam]("memory_store"),
	)
}

type BetaSessionGetParams struct {
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

type BetaSessionUpdateParams struct {
	// Human-readable session title.
	Title param.Opt[string] `json:"title,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Metadata patch. Set a key to a string to upsert it, or to null to delete it.
	// Omit the field to preserve.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Agent configuration update. Only `tools` and `mcp_servers` are updatable
	// mid-session. Only valid for sessions created from an agent or deployment
	// reference. The session must not be running.
	Agent BetaManagedAgentsSessionAgentUpdateParam `json:"agent,omitzero"`
	// Enforced spend ceiling for the session. Set an object to replace the budget of a
	// session that was created with one, or `null` to remove it; omit to preserve. A
	// budget cannot be added to a session created without one (rejected with reason
	// `budget_create_only`), and a removed budget cannot be re-added. Allowed in any
	// non-terminated status. Lowering `max_list_cost` to at or below the session's
	// consumed list cost is rejected with reason `budget_not_raised`, and every model
	// the session can run must have a public list price or the request is rejected
	// with reason `model_not_budgetable`.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// Vault IDs (`vlt_*`) to attach to the session. Not yet supported; requests
	// setting this field are rejected. Reserved for future use.
	VaultIDs []string `json:"vault_ids,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaSessionUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaSessionUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaSessionUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaSessionListParams struct {
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
	// Filter sessions created by this deployment ID.
	DeploymentID param.Opt[string] `query:"deployment_id,omitzero" json:"-"`
	// When true, includes archived sessions. Default: false (exclude archived).
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum number of results to return.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Filter sessions whose resources contain a `memory_store` with this memory store
	// ID.
	MemoryStoreID param.Opt[string] `query:"memory_store_id,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Sort direction for results, ordered by `created_at`. Defaults to `desc` (newest
	// first).
	//
	// Any of "asc", "desc".
	Order BetaSessionListParamsOrder `query:"order,omitzero" json:"-"`
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

// URLQuery serializes [BetaSessionListParams]'s query parameters as `url.Values`.
func (r BetaSessionListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// Sort direction for results, ordered by `created_at`. Defaults to `desc` (newest
// first).
type BetaSessionListParamsOrder string

const (
	BetaSessionListParamsOrderAsc  BetaSessionListParamsOrder = "asc"
	BetaSessionListParamsOrderDesc BetaSessionListParamsOrder = "desc"
)

type BetaSessionDeleteParams struct {
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

type BetaSessionArchiveParams struct {
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
