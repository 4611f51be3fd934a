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

// BetaBedrockMemoryStoreService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockMemoryStoreService] method instead.
type BetaBedrockMemoryStoreService struct {
	Options        []option.RequestOption
	Memories       BetaBedrockMemoryStoreMemoryService
	MemoryVersions BetaBedrockMemoryStoreMemoryVersionService
}

// NewBetaBedrockMemoryStoreService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaBedrockMemoryStoreService(opts ...option.RequestOption) (r BetaBedrockMemoryStoreService) {
	r = BetaBedrockMemoryStoreService{}
	r.Options = opts
	r.Memories = NewBetaBedrockMemoryStoreMemoryService(opts...)
	r.MemoryVersions = NewBetaBedrockMemoryStoreMemoryVersionService(opts...)
	return
}

// Create a Memory Store
func (r *BetaBedrockMemoryStoreService) New(ctx context.Context, params BetaBedrockMemoryStoreNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryStore, err error) {
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
	path := "v1/memory_stores"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithConservativeRetries())
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.create", "/v1/memory_stores"), requestconfig.WithSpanCreatedID("gen_ai.memory.store.id", &res, func(created *BetaManagedAgentsBedrockMemoryStore) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Retrieve a Memory Store
func (r *BetaBedrockMemoryStoreService) Get(ctx context.Context, memoryStoreID string, query BetaBedrockMemoryStoreGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryStore, err error) {
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
	if memoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s", requestconfig.EscapePathSegment(memoryStoreID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.retrieve", "/v1/memory_stores/{memory_store_id}"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", memoryStoreID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Update a Memory Store
func (r *BetaBedrockMemoryStoreService) Update(ctx context.Context, memoryStoreID string, params BetaBedrockMemoryStoreUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryStore, err error) {
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
	if memoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s", requestconfig.EscapePathSegment(memoryStoreID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.update", "/v1/memory_stores/{memory_store_id}"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", memoryStoreID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Memory Stores
func (r *BetaBedrockMemoryStoreService) List(ctx context.Context, params BetaBedrockMemoryStoreListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockMemoryStoreListItem], err error) {
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
	path := "v1/memory_stores"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.list", "/v1/memory_stores", "created_at[gte]", "created_at[lte]", "created_by_me", "include_archived", "limit", "page"))
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

// List Memory Stores
func (r *BetaBedrockMemoryStoreService) ListAutoPaging(ctx context.Context, params BetaBedrockMemoryStoreListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockMemoryStoreListItem] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, params, opts...))
}

// Delete a Memory Store
func (r *BetaBedrockMemoryStoreService) Delete(ctx context.Context, memoryStoreID string, body BetaBedrockMemoryStoreDeleteParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeletedMemoryStore, err error) {
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
	if memoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s", requestconfig.EscapePathSegment(memoryStoreID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.delete", "/v1/memory_stores/{memory_store_id}"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", memoryStoreID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodDelete, path, nil, &res, opts...)
	return res, err
}

// Archive a Memory Store
func (r *BetaBedrockMemoryStoreService) Archive(ctx context.Context, memoryStoreID string, body BetaBedrockMemoryStoreArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockMemoryStore, err error) {
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
	if memoryStoreID == "" {
		err = errors.New("missing required memory_store_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/memory_stores/%s/archive", requestconfig.EscapePathSegment(memoryStoreID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.memory_stores.archive", "/v1/memory_stores/{memory_store_id}/archive"), requestconfig.WithSpanAttribute("gen_ai.memory.store.id", memoryStoreID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// A `memory_store` on Amazon Bedrock: a named container for agent memories. Attach
// a store to a session via `resources[]`.
type BetaManagedAgentsBedrockMemoryStore struct {
	// The unique ID of the memory store (`memstore_...`). Use it to attach the store
	// to a session.
	ID string `json:"id" api:"required"`
	// When the memory store was archived. Null if it hasn't been.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// Where the store's memories are kept. It never changes.
	Backend BetaManagedAgentsMemoryStoreBackendUnion `json:"backend" api:"required"`
	// When the memory store was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// The caller that created the memory store. Null when no creator was recorded.
	CreatedBy BetaManagedAgentsCallerIdentityUnion `json:"created_by" api:"required"`
	// Free-text description of what the store contains. Empty string when unset.
	Description string `json:"description" api:"required"`
	// Key-value pairs for your own use.
	Metadata map[string]string `json:"metadata" api:"required"`
	// Human-readable name for the store.
	Name string `json:"name" api:"required"`
	// ARN of the memory store itself, not of an IAM role. It never changes. Null for a
	// store that was created without one.
	ResourceARN string               `json:"resource_arn" api:"required"`
	Type        constant.MemoryStore `json:"type" default:"memory_store"`
	// When the memory store was last changed. Archiving the store sets it too, the
	// first time only.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ArchivedAt  respjson.Field
		Backend     respjson.Field
		CreatedAt   respjson.Field
		CreatedBy   respjson.Field
		Description respjson.Field
		Metadata    respjson.Field
		Name        respjson.Field
		ResourceARN respjson.Field
		Type        respjson.Field
		UpdatedAt   respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMemoryStore) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMemoryStore) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A `memory_store` on Amazon Bedrock, as the list of memory stores returns it.
// This item has only these fields. To read the other fields, such as
// `description`, `metadata` and `backend`, retrieve the store by its `id`.
type BetaManagedAgentsBedrockMemoryStoreListItem struct {
	// The unique ID of the memory store (`memstore_...`). Use it to attach the store
	// to a session.
	ID string `json:"id" api:"required"`
	// When the memory store was archived. Null if it hasn't been.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// When the memory store was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// True when the caller that made this list request created the memory store.
	// Otherwise false.
	CreatedByMe bool `json:"created_by_me" api:"required"`
	// Human-readable name for the store.
	Name string `json:"name" api:"required"`
	// ARN of the memory store itself, not of an IAM role. It never changes. Null for a
	// store that was created without one.
	ResourceARN string               `json:"resource_arn" api:"required"`
	Type        constant.MemoryStore `json:"type" default:"memory_store"`
	// When the memory store was last changed. Archiving the store sets it too, the
	// first time only.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ArchivedAt  respjson.Field
		CreatedAt   respjson.Field
		CreatedByMe respjson.Field
		Name        respjson.Field
		ResourceARN respjson.Field
		Type        respjson.Field
		UpdatedAt   respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMemoryStoreListItem) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMemoryStoreListItem) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The service manages the memories. You supply no S3 bucket, and nothing is
// mounted in the sandbox.
type BetaManagedAgentsManagedMemoryStoreBackend struct {
	Type constant.Managed `json:"type" default:"managed"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsManagedMemoryStoreBackend) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsManagedMemoryStoreBackend) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsManagedMemoryStoreBackend to a
// BetaManagedAgentsManagedMemoryStoreBackendParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsManagedMemoryStoreBackendParam.Overrides()
func (r BetaManagedAgentsManagedMemoryStoreBackend) ToParam() BetaManagedAgentsManagedMemoryStoreBackendParam {
	return param.Override[BetaManagedAgentsManagedMemoryStoreBackendParam](json.RawMessage(r.RawJSON()))
}

func NewBetaManagedAgentsManagedMemoryStoreBackendParam() BetaManagedAgentsManagedMemoryStoreBackendParam {
	return BetaManagedAgentsManagedMemoryStoreBackendParam{
		Type: "managed",
	}
}

// The service manages the memories. You supply no S3 bucket, and nothing is
// mounted in the sandbox.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsManagedMemoryStoreBackendParam].
type BetaManagedAgentsManagedMemoryStoreBackendParam struct {
	Type constant.Managed `json:"type" default:"managed"`
	paramObj
}

func (r BetaManagedAgentsManagedMemoryStoreBackendParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsManagedMemoryStoreBackendParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsManagedMemoryStoreBackendParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMemoryStoreBackendUnion contains all possible properties and
// values from [BetaManagedAgentsManagedMemoryStoreBackend].
//
// Use the [BetaManagedAgentsMemoryStoreBackendUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMemoryStoreBackendUnion struct {
	// Any of "managed".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMemoryStoreBackend is implemented by each variant of
// [BetaManagedAgentsMemoryStoreBackendUnion] to add type safety for the return
// type of [BetaManagedAgentsMemoryStoreBackendUnion.AsAny]
type anyBetaManagedAgentsMemoryStoreBackend interface {
	implBetaManagedAgentsMemoryStoreBackendUnion()
}

func (BetaManagedAgentsManagedMemoryStoreBackend) implBetaManagedAgentsMemoryStoreBackendUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMemoryStoreBackendUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsManagedMemoryStoreBackend:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMemoryStoreBackendUnion) AsAny() anyBetaManagedAgentsMemoryStoreBackend {
	switch u.Type {
	case "managed":
		return u.AsManaged()
	}
	return nil
}

func (u BetaManagedAgentsMemoryStoreBackendUnion) AsManaged() (v BetaManagedAgentsManagedMemoryStoreBackend) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMemoryStoreBackendUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsMemoryStoreBackendUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this BetaManagedAgentsMemoryStoreBackendUnion to a
// BetaManagedAgentsMemoryStoreBackendUnionParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// BetaManagedAgentsMemoryStoreBackendUnionParam.Overrides()
func (r BetaManagedAgentsMemoryStoreBackendUnion) ToParam() BetaManagedAgentsMemoryStoreBackendUnionParam {
	return param.Override[BetaManagedAgentsMemoryStoreBackendUnionParam](json.RawMessage(r.RawJSON()))
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMemoryStoreBackendUnionParam struct {
	OfManaged *BetaManagedAgentsManagedMemoryStoreBackendParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMemoryStoreBackendUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfManaged)
}
func (u *BetaManagedAgentsMemoryStoreBackendUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMemoryStoreBackendUnionParam) asAny() any {
	if !param.IsOmitted(u.OfManaged) {
		return u.OfManaged
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMemoryStoreBackendUnionParam) GetType() *string {
	if vt := u.OfManaged; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockmemorystore_0() {
	apijson.RegisterUnion[BetaManagedAgentsMemoryStoreBackendUnionParam](
		"type",
		apijson.Discriminator[BetaManagedAgentsManagedMemoryStoreBackendParam]("managed"),
	)
}

type BetaBedrockMemoryStoreNewParams struct {
	// The name of the memory store, 1 to 255 characters long, without control
	// characters. Names don't have to be unique. Shown to the agent in sessions that
	// attach the store.
	Name string `json:"name" api:"required"`
	// Free-text description of what the store contains, up to 1,024 characters. Shown
	// to the agent in sessions that attach the store, so word it to be useful to the
	// agent.
	Description param.Opt[string] `json:"description,omitzero"`
	// Where the store's memories are kept. Omitted and null mean
	// `{"type": "managed"}`. Can't be changed after create.
	Backend BetaManagedAgentsMemoryStoreBackendUnionParam `json:"backend,omitzero"`
	// Key-value pairs for your own use. At most 16 pairs, keys up to 64 characters,
	// values up to 512 characters.
	Metadata map[string]string `json:"metadata,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockMemoryStoreNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockMemoryStoreNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockMemoryStoreNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockMemoryStoreGetParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaBedrockMemoryStoreUpdateParams struct {
	// New description for the store, up to 1,024 characters. Pass an empty string to
	// clear it.
	Description param.Opt[string] `json:"description,omitzero"`
	// The new name of the memory store, 1 to 255 characters long, without control
	// characters.
	//
	// Sessions created after the change use the new name for the store's directory
	// under `/mnt/memory/`.
	Name param.Opt[string] `json:"name,omitzero"`
	// Changes to apply to the memory store's metadata. Keys you leave out keep their
	// values.
	//
	// Set a key to a string to add or replace it, or to `null` to remove it. After the
	// change, the metadata can hold at most 16 key-value pairs. Keys are 1 to 64
	// characters long and values at most 512 characters.
	Metadata map[string]string `json:"metadata,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockMemoryStoreUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockMemoryStoreUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockMemoryStoreUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockMemoryStoreListParams struct {
	// Return only memory stores created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return only memory stores created at or before this time.
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// When true, returns only memory stores that the caller created. Default: false.
	CreatedByMe param.Opt[bool] `query:"created_by_me,omitzero" json:"-"`
	// Include archived stores in results. Defaults to false.
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum number of stores to return per page. Default 20, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response. It doesn't carry filters:
	// resend them with every request.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockMemoryStoreListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockMemoryStoreListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockMemoryStoreDeleteParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaBedrockMemoryStoreArchiveParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}
