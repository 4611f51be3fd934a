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

// BetaBedrockMemoryStoreMemoryVersionService contains methods and other services
// that help with interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockMemoryStoreMemoryVersionService] method instead.
type BetaBedrockMemoryStoreMemoryVersionService struct {
	Options []option.RequestOption
}

// NewBetaBedrockMemoryStoreMemoryVersionService generates a new service that
// applies the given options to each request. These options are applied after the
// parent client's options (if there is one), and before any request-specific
// options.
func NewBetaBedrockMemoryStoreMemoryVersionService(opts ...option.RequestOption) (r BetaBedrockMemoryStoreMemoryVersionService) {
	r = BetaBedrockMemoryStoreMemoryVersionService{}
	r.Options = opts
	return
}

// Retrieve a Memory Version
func (r *BetaBedrockMemoryStoreMemoryVersionService) Get(ctx context.Context, memoryVersionID string, params BetaBedrockMemoryStoreMemoryVersionGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryVersion, err error) {
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
	if params.MemoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	if memoryVersionID == "" {
		err = errors.New("missing required memory_version_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s/memory_versions/%s", requestconfig.EscapePathSegment(params.MemoryStoreID), requestconfig.EscapePathSegment(memoryVersionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.memory_versions.retrieve", "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}", "view"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", params.MemoryStoreID), requestconfig.WithSpanAttribute("anthropic.memory_store.memory_version.id", memoryVersionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, params, &res, opts...)
	return res, err
}

// List Memory Versions
func (r *BetaBedrockMemoryStoreMemoryVersionService) List(ctx context.Context, memoryStoreID string, params BetaBedrockMemoryStoreMemoryVersionListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockMemoryVersion], err error) {
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
	if memoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s/memory_versions", requestconfig.EscapePathSegment(memoryStoreID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.memory_versions.list", "/v1/memory_stores/{memory_store_id}/memory_versions", "created_at[gte]", "created_at[lte]", "created_by_me", "limit", "memory_id", "operation", "page", "session_id", "session_thread_id", "tool_use_id", "view"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", memoryStoreID))
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

// List Memory Versions
func (r *BetaBedrockMemoryStoreMemoryVersionService) ListAutoPaging(ctx context.Context, memoryStoreID string, params BetaBedrockMemoryStoreMemoryVersionListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockMemoryVersion] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, memoryStoreID, params, opts...))
}

// Redact a Memory Version
func (r *BetaBedrockMemoryStoreMemoryVersionService) Redact(ctx context.Context, memoryVersionID string, params BetaBedrockMemoryStoreMemoryVersionRedactParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryVersion, err error) {
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
	if params.MemoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	if memoryVersionID == "" {
		err = errors.New("missing required memory_version_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s/memory_versions/%s/redact", requestconfig.EscapePathSegment(params.MemoryStoreID), requestconfig.EscapePathSegment(memoryVersionID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.memory_versions.redact", "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", params.MemoryStoreID), requestconfig.WithSpanAttribute("anthropic.memory_store.memory_version.id", memoryVersionID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// BetaManagedAgentsBedrockMemoryActorUnion contains all possible properties and
// values from [BetaManagedAgentsBedrockSessionActor],
// [BetaManagedAgentsPersonActor], [BetaManagedAgentsRoleActor].
//
// Use the [BetaManagedAgentsBedrockMemoryActorUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockMemoryActorUnion struct {
	// This field is from variant [BetaManagedAgentsBedrockSessionActor].
	SessionID string `json:"session_id"`
	// This field is from variant [BetaManagedAgentsBedrockSessionActor].
	SessionThreadID string `json:"session_thread_id"`
	// This field is from variant [BetaManagedAgentsBedrockSessionActor].
	ToolUseID string `json:"tool_use_id"`
	// Any of "session_actor", "person_actor", "role_actor".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsPersonActor].
	Issuer string `json:"issuer"`
	// This field is from variant [BetaManagedAgentsPersonActor].
	Subject string `json:"subject"`
	// This field is from variant [BetaManagedAgentsRoleActor].
	ARN string `json:"arn"`
	// This field is from variant [BetaManagedAgentsRoleActor].
	RoleID string `json:"role_id"`
	JSON   struct {
		SessionID       respjson.Field
		SessionThreadID respjson.Field
		ToolUseID       respjson.Field
		Type            respjson.Field
		Issuer          respjson.Field
		Subject         respjson.Field
		ARN             respjson.Field
		RoleID          respjson.Field
		raw             string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockMemoryActor is implemented by each variant of
// [BetaManagedAgentsBedrockMemoryActorUnion] to add type safety for the return
// type of [BetaManagedAgentsBedrockMemoryActorUnion.AsAny]
type anyBetaManagedAgentsBedrockMemoryActor interface {
	implBetaManagedAgentsBedrockMemoryActorUnion()
}

func (BetaManagedAgentsBedrockSessionActor) implBetaManagedAgentsBedrockMemoryActorUnion() {}
func (BetaManagedAgentsPersonActor) implBetaManagedAgentsBedrockMemoryActorUnion()         {}
func (BetaManagedAgentsRoleActor) implBetaManagedAgentsBedrockMemoryActorUnion()           {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockMemoryActorUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockSessionActor:
//	case anthropic.BetaManagedAgentsPersonActor:
//	case anthropic.BetaManagedAgentsRoleActor:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockMemoryActorUnion) AsAny() anyBetaManagedAgentsBedrockMemoryActor {
	switch u.Type {
	case "session_actor":
		return u.AsSessionActor()
	case "person_actor":
		return u.AsPersonActor()
	case "role_actor":
		return u.AsRoleActor()
	}
	return nil
}

func (u BetaManagedAgentsBedrockMemoryActorUnion) AsSessionActor() (v BetaManagedAgentsBedrockSessionActor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockMemoryActorUnion) AsPersonActor() (v BetaManagedAgentsPersonActor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockMemoryActorUnion) AsRoleActor() (v BetaManagedAgentsRoleActor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockMemoryActorUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockMemoryActorUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// One entry in a memory's history on Amazon Bedrock, recording a single change and
// who made it.
//
// Every change to a memory adds one version, whether it came through the API or
// through a memory tool. Retrieving a redacted version succeeds, with `content`,
// `path`, `content_size_bytes`, and `content_sha256` set to `null`. Check
// `redacted_at` to find out whether a version was redacted.
type BetaManagedAgentsBedrockMemoryVersion struct {
	// Unique identifier for this version (a `memver_...` value).
	ID string `json:"id" api:"required"`
	// The memory's UTF-8 text content as of this version. `null` when `view=basic`,
	// when `operation` is `deleted`, or when redacted.
	Content string `json:"content" api:"required"`
	// Lowercase hex SHA-256 digest of `content` as of this version (64 characters).
	// `null` when `operation` is `deleted` or when redacted.
	ContentSha256 string `json:"content_sha256" api:"required"`
	// Size of `content` in bytes as of this version. `null` when `operation` is
	// `deleted` or when redacted.
	ContentSizeBytes int64 `json:"content_size_bytes" api:"required"`
	// When this version was written.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Who made this change to the memory. Redacting the version doesn't change this
	// field.
	CreatedBy BetaManagedAgentsBedrockMemoryActorUnion `json:"created_by" api:"required"`
	// The ID of the memory that this version belongs to (`mem_...`). It stays valid as
	// a filter after the memory is deleted.
	MemoryID string `json:"memory_id" api:"required"`
	// ID of the memory store this version belongs to (a `memstore_...` value).
	MemoryStoreID string `json:"memory_store_id" api:"required"`
	// The kind of change this version records: `created`, `modified`, or `deleted`.
	//
	// Any of "created", "modified", "deleted".
	Operation BetaManagedAgentsMemoryVersionOperation `json:"operation" api:"required"`
	// The memory's path at the time of this write. `null` when redacted.
	Path string `json:"path" api:"required"`
	// When the version was redacted, or `null` if it hasn't been.
	RedactedAt time.Time `json:"redacted_at" api:"required" format:"date-time"`
	// The caller that redacted this version, or `null` if it has not been redacted.
	// Never a session: no memory tool redacts.
	RedactedBy BetaManagedAgentsCallerIdentityUnion `json:"redacted_by" api:"required"`
	Type       constant.MemoryVersion               `json:"type" default:"memory_version"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID               respjson.Field
		Content          respjson.Field
		ContentSha256    respjson.Field
		ContentSizeBytes respjson.Field
		CreatedAt        respjson.Field
		CreatedBy        respjson.Field
		MemoryID         respjson.Field
		MemoryStoreID    respjson.Field
		Operation        respjson.Field
		Path             respjson.Field
		RedactedAt       respjson.Field
		RedactedBy       respjson.Field
		Type             respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMemoryVersion) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMemoryVersion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A write that an agent made through a memory tool.
type BetaManagedAgentsBedrockSessionActor struct {
	// ID of the session (`sesn_...`).
	SessionID string `json:"session_id" api:"required"`
	// ID of the thread whose agent made the call (`sthr_...`).
	SessionThreadID string `json:"session_thread_id" api:"required"`
	// The `id` of the call's `agent.tool_use` event (`sevt_...`).
	ToolUseID string                `json:"tool_use_id" api:"required"`
	Type      constant.SessionActor `json:"type" default:"session_actor"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		SessionID       respjson.Field
		SessionThreadID respjson.Field
		ToolUseID       respjson.Field
		Type            respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockSessionActor) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockSessionActor) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockMemoryStoreMemoryVersionGetParams struct {
	// The ID of the memory store that holds the version (`memstore_...`).
	MemoryStoreID string `path:"memory_store_id" api:"required" json:"-"`
	// Whether a `memory` or `memory_version` in the response includes its `content`.
	// Defaults to `full` on retrieve operations and to `basic` on list, create, and
	// update operations.
	//
	// With `full`, list operations return at most 20 items per page.
	//
	// Any of "basic", "full".
	View BetaManagedAgentsMemoryView `query:"view,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockMemoryStoreMemoryVersionGetParams]'s query
// parameters as `url.Values`.
func (r BetaBedrockMemoryStoreMemoryVersionGetParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockMemoryStoreMemoryVersionListParams struct {
	// Return versions created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return versions created at or before this time (inclusive).
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// When true, returns only versions that the caller wrote through the API. Default:
	// false.
	CreatedByMe param.Opt[bool] `query:"created_by_me,omitzero" json:"-"`
	// The maximum number of versions to return per page, from 1 to 100. Defaults
	// to 20. With `view=full`, a page holds at most 20 versions.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Return only versions of the memory with this ID (`mem_...`). The filter follows
	// renames and still works after the memory is deleted.
	MemoryID param.Opt[string] `query:"memory_id,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Return only versions that an agent of the session with this ID wrote.
	SessionID param.Opt[string] `query:"session_id,omitzero" json:"-"`
	// Return only versions that the agent of the thread with this ID wrote.
	SessionThreadID param.Opt[string] `query:"session_thread_id,omitzero" json:"-"`
	// Return only the version that the tool call with this `agent.tool_use` event ID
	// appended, if it appended one.
	ToolUseID param.Opt[string] `query:"tool_use_id,omitzero" json:"-"`
	// Return only versions that record this kind of change.
	//
	// Any of "created", "modified", "deleted".
	Operation BetaManagedAgentsMemoryVersionOperation `query:"operation,omitzero" json:"-"`
	// Whether a `memory` or `memory_version` in the response includes its `content`.
	// Defaults to `full` on retrieve operations and to `basic` on list, create, and
	// update operations.
	//
	// With `full`, list operations return at most 20 items per page.
	//
	// Any of "basic", "full".
	View BetaManagedAgentsMemoryView `query:"view,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockMemoryStoreMemoryVersionListParams]'s query
// parameters as `url.Values`.
func (r BetaBedrockMemoryStoreMemoryVersionListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockMemoryStoreMemoryVersionRedactParams struct {
	// The ID of the memory store that holds the version (`memstore_...`).
	MemoryStoreID string `path:"memory_store_id" api:"required" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}
