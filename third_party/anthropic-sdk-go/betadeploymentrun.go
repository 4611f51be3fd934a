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

// BetaDeploymentRunService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaDeploymentRunService] method instead.
type BetaDeploymentRunService struct {
	Options []option.RequestOption
}

// NewBetaDeploymentRunService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaDeploymentRunService(opts ...option.RequestOption) (r BetaDeploymentRunService) {
	r = BetaDeploymentRunService{}
	r.Options = opts
	return
}

// Get Deployment Run
func (r *BetaDeploymentRunService) Get(ctx context.Context, deploymentRunID string, query BetaDeploymentRunGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeploymentRun, err error) {
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
	if deploymentRunID == "" {
		err = errors.New("missing required deployment_run_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployment_runs/%s", requestconfig.EscapePathSegment(deploymentRunID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployment_runs.retrieve", "/v1/deployment_runs/{deployment_run_id}"), requestconfig.WithSpanAttribute("anthropic.deployment_run.id", deploymentRunID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// List Deployment Runs
func (r *BetaDeploymentRunService) List(ctx context.Context, params BetaDeploymentRunListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsDeploymentRun], err error) {
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
	path := "v1/deployment_runs"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployment_runs.list", "/v1/deployment_runs", "created_at[gt]", "created_at[gte]", "created_at[lt]", "created_at[lte]", "deployment_id", "has_error", "limit", "page", "trigger_type"))
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

// List Deployment Runs
func (r *BetaDeploymentRunService) ListAutoPaging(ctx context.Context, params BetaDeploymentRunListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsDeploymentRun] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, params, opts...))
}

// The deployment's agent was archived.
type BetaManagedAgentsAgentArchivedRunErrorObject struct {
	// Human-readable error description.
	Message string                      `json:"message" api:"required"`
	Type    constant.AgentArchivedError `json:"type" default:"agent_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentArchivedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAgentArchivedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A persistent, append-only record of a single deployment execution. Records
// session creation success or failure — no session lifecycle tracking.
type BetaManagedAgentsDeploymentRun struct {
	// Unique identifier for this run (`drun_...`).
	ID string `json:"id" api:"required"`
	// Snapshot of the agent at fire time. Always fully resolved — deployments pin
	// agent + version.
	Agent BetaManagedAgentsAgentReference `json:"agent" api:"required"`
	// Time this run record was persisted.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// ID of the deployment that produced this run.
	DeploymentID string `json:"deployment_id" api:"required"`
	// Populated on creation failure. Null on success. Exactly one of `session_id` or
	// `error` is non-null.
	Error BetaManagedAgentsDeploymentRunErrorUnion `json:"error" api:"required"`
	// Populated on success. Null on creation failure. Exactly one of `session_id` or
	// `error` is non-null.
	SessionID string `json:"session_id" api:"required"`
	// What triggered this run and trigger-specific metadata.
	TriggerContext BetaManagedAgentsTriggerContextUnion `json:"trigger_context" api:"required"`
	Type           constant.DeploymentRun               `json:"type" default:"deployment_run"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		Agent          respjson.Field
		CreatedAt      respjson.Field
		DeploymentID   respjson.Field
		Error          respjson.Field
		SessionID      respjson.Field
		TriggerContext respjson.Field
		Type           respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeploymentRun) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeploymentRun) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentRunErrorUnion contains all possible properties and
// values from [BetaManagedAgentsEnvironmentArchivedRunErrorObject],
// [BetaManagedAgentsAgentArchivedRunErrorObject],
// [BetaManagedAgentsEnvironmentNotFoundRunErrorObject],
// [BetaManagedAgentsVaultNotFoundRunErrorObject],
// [BetaManagedAgentsVaultArchivedRunErrorObject],
// [BetaManagedAgentsFileNotFoundRunErrorObject],
// [BetaManagedAgentsMemoryStoreArchivedRunErrorObject],
// [BetaManagedAgentsSkillNotFoundRunErrorObject],
// [BetaManagedAgentsSessionResourceNotFoundRunErrorObject],
// [BetaManagedAgentsWorkspaceArchivedRunErrorObject],
// [BetaManagedAgentsOrganizationDisabledRunErrorObject],
// [BetaManagedAgentsSessionRateLimitedRunErrorObject],
// [BetaManagedAgentsSessionCreationRejectedRunErrorObject],
// [BetaManagedAgentsUnknownRunErrorObject],
// [BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject],
// [BetaManagedAgentsMCPEgressBlockedRunErrorObject].
//
// Use the [BetaManagedAgentsDeploymentRunErrorUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentRunErrorUnion struct {
	Message string `json:"message"`
	// Any of "environment_archived_error", "agent_archived_error",
	// "environment_not_found_error", "vault_not_found_error", "vault_archived_error",
	// "file_not_found_error", "memory_store_archived_error", "skill_not_found_error",
	// "session_resource_not_found_error", "workspace_archived_error",
	// "organization_disabled_error", "session_rate_limited_error",
	// "session_creation_rejected_error", "unknown_error",
	// "self_hosted_resources_unsupported_error", "mcp_egress_blocked_error".
	Type string `json:"type"`
	JSON struct {
		Message respjson.Field
		Type    respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsDeploymentRunError is implemented by each variant of
// [BetaManagedAgentsDeploymentRunErrorUnion] to add type safety for the return
// type of [BetaManagedAgentsDeploymentRunErrorUnion.AsAny]
type anyBetaManagedAgentsDeploymentRunError interface {
	implBetaManagedAgentsDeploymentRunErrorUnion()
}

func (BetaManagedAgentsEnvironmentArchivedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsAgentArchivedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {}
func (BetaManagedAgentsEnvironmentNotFoundRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsVaultNotFoundRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {}
func (BetaManagedAgentsVaultArchivedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {}
func (BetaManagedAgentsFileNotFoundRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion()  {}
func (BetaManagedAgentsMemoryStoreArchivedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsSkillNotFoundRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {}
func (BetaManagedAgentsSessionResourceNotFoundRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsWorkspaceArchivedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsOrganizationDisabledRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsSessionRateLimitedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsSessionCreationRejectedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsUnknownRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {}
func (BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}
func (BetaManagedAgentsMCPEgressBlockedRunErrorObject) implBetaManagedAgentsDeploymentRunErrorUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentRunErrorUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsEnvironmentArchivedRunErrorObject:
//	case anthropic.BetaManagedAgentsAgentArchivedRunErrorObject:
//	case anthropic.BetaManagedAgentsEnvironmentNotFoundRunErrorObject:
//	case anthropic.BetaManagedAgentsVaultNotFoundRunErrorObject:
//	case anthropic.BetaManagedAgentsVaultArchivedRunErrorObject:
//	case anthropic.BetaManagedAgentsFileNotFoundRunErrorObject:
//	case anthropic.BetaManagedAgentsMemoryStoreArchivedRunErrorObject:
//	case anthropic.BetaManagedAgentsSkillNotFoundRunErrorObject:
//	case anthropic.BetaManagedAgentsSessionResourceNotFoundRunErrorObject:
//	case anthropic.BetaManagedAgentsWorkspaceArchivedRunErrorObject:
//	case anthropic.BetaManagedAgentsOrganizationDisabledRunErrorObject:
//	case anthropic.BetaManagedAgentsSessionRateLimitedRunErrorObject:
//	case anthropic.BetaManagedAgentsSessionCreationRejectedRunErrorObject:
//	case anthropic.BetaManagedAgentsUnknownRunErrorObject:
//	case anthropic.BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject:
//	case anthropic.BetaManagedAgentsMCPEgressBlockedRunErrorObject:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentRunErrorUnion) AsAny() anyBetaManagedAgentsDeploymentRunError {
	switch u.Type {
	case "environment_archived_error":
		return u.AsEnvironmentArchivedError()
	case "agent_archived_error":
		return u.AsAgentArchivedError()
	case "environment_not_found_error":
		return u.AsEnvironmentNotFoundError()
	case "vault_not_found_error":
		return u.AsVaultNotFoundError()
	case "vault_archived_error":
		return u.AsVaultArchivedError()
	case "file_not_found_error":
		return u.AsFileNotFoundError()
	case "memory_store_archived_error":
		return u.AsMemoryStoreArchivedError()
	case "skill_not_found_error":
		return u.AsSkillNotFoundError()
	case "session_resource_not_found_error":
		return u.AsSessionResourceNotFoundError()
	case "workspace_archived_error":
		return u.AsWorkspaceArchivedError()
	case "organization_disabled_error":
		return u.AsOrganizationDisabledError()
	case "session_rate_limited_error":
		return u.AsSessionRateLimitedError()
	case "session_creation_rejected_error":
		return u.AsSessionCreationRejectedError()
	case "unknown_error":
		return u.AsUnknownError()
	case "self_hosted_resources_unsupported_error":
		return u.AsSelfHostedResourcesUnsupportedError()
	case "mcp_egress_blocked_error":
		return u.AsMCPEgressBlockedError()
	}
	return nil
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsEnvironmentArchivedError() (v BetaManagedAgentsEnvironmentArchivedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsAgentArchivedError() (v BetaManagedAgentsAgentArchivedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsEnvironmentNotFoundError() (v BetaManagedAgentsEnvironmentNotFoundRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsVaultNotFoundError() (v BetaManagedAgentsVaultNotFoundRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsVaultArchivedError() (v BetaManagedAgentsVaultArchivedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsFileNotFoundError() (v BetaManagedAgentsFileNotFoundRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsMemoryStoreArchivedError() (v BetaManagedAgentsMemoryStoreArchivedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsSkillNotFoundError() (v BetaManagedAgentsSkillNotFoundRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsSessionResourceNotFoundError() (v BetaManagedAgentsSessionResourceNotFoundRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsWorkspaceArchivedError() (v BetaManagedAgentsWorkspaceArchivedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsOrganizationDisabledError() (v BetaManagedAgentsOrganizationDisabledRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsSessionRateLimitedError() (v BetaManagedAgentsSessionRateLimitedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsSessionCreationRejectedError() (v BetaManagedAgentsSessionCreationRejectedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsUnknownError() (v BetaManagedAgentsUnknownRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsSelfHostedResourcesUnsupportedError() (v BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentRunErrorUnion) AsMCPEgressBlockedError() (v BetaManagedAgentsMCPEgressBlockedRunErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentRunErrorUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDeploymentRunErrorUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's environment was archived.
type BetaManagedAgentsEnvironmentArchivedRunErrorObject struct {
	// Human-readable error description.
	Message string                            `json:"message" api:"required"`
	Type    constant.EnvironmentArchivedError `json:"type" default:"environment_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsEnvironmentArchivedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsEnvironmentArchivedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's environment no longer exists.
type BetaManagedAgentsEnvironmentNotFoundRunErrorObject struct {
	// Human-readable error description.
	Message string                            `json:"message" api:"required"`
	Type    constant.EnvironmentNotFoundError `json:"type" default:"environment_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsEnvironmentNotFoundRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsEnvironmentNotFoundRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A file resource referenced by the deployment no longer exists.
type BetaManagedAgentsFileNotFoundRunErrorObject struct {
	// Human-readable error description.
	Message string                     `json:"message" api:"required"`
	Type    constant.FileNotFoundError `json:"type" default:"file_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileNotFoundRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsFileNotFoundRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run was started manually by creating a session directly against the
// deployment.
type BetaManagedAgentsManualTriggerContext struct {
	Type constant.Manual `json:"type" default:"manual"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsManualTriggerContext) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsManualTriggerContext) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An MCP server host used by the deployment's agent is blocked by the
// environment's network policy.
type BetaManagedAgentsMCPEgressBlockedRunErrorObject struct {
	// Human-readable error description.
	Message string                         `json:"message" api:"required"`
	Type    constant.MCPEgressBlockedError `json:"type" default:"mcp_egress_blocked_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPEgressBlockedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPEgressBlockedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A memory store referenced by the deployment is archived.
type BetaManagedAgentsMemoryStoreArchivedRunErrorObject struct {
	// Human-readable error description.
	Message string                            `json:"message" api:"required"`
	Type    constant.MemoryStoreArchivedError `json:"type" default:"memory_store_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMemoryStoreArchivedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMemoryStoreArchivedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's organization is disabled.
type BetaManagedAgentsOrganizationDisabledRunErrorObject struct {
	// Human-readable error description.
	Message string                             `json:"message" api:"required"`
	Type    constant.OrganizationDisabledError `json:"type" default:"organization_disabled_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsOrganizationDisabledRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsOrganizationDisabledRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The run was fired by the deployment's cron schedule.
type BetaManagedAgentsScheduleTriggerContext struct {
	// The UTC instant at which the cron expression matched in the configured timezone,
	// before jitter is applied. At most one run is recorded per (`deployment_id`,
	// `scheduled_at`) pair.
	ScheduledAt time.Time         `json:"scheduled_at" api:"required" format:"date-time"`
	Type        constant.Schedule `json:"type" default:"schedule"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ScheduledAt respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsScheduleTriggerContext) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsScheduleTriggerContext) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment configures resources, but its environment is self-hosted and
// cannot mount them.
type BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject struct {
	// Human-readable error description.
	Message string                                       `json:"message" api:"required"`
	Type    constant.SelfHostedResourcesUnsupportedError `json:"type" default:"self_hosted_resources_unsupported_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The session create request was rejected with a non-retryable validation error.
type BetaManagedAgentsSessionCreationRejectedRunErrorObject struct {
	// Human-readable error description.
	Message string                                `json:"message" api:"required"`
	Type    constant.SessionCreationRejectedError `json:"type" default:"session_creation_rejected_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionCreationRejectedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionCreationRejectedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Session creation was rejected due to rate limiting. The schedule keeps firing;
// subsequent runs may succeed.
type BetaManagedAgentsSessionRateLimitedRunErrorObject struct {
	// Human-readable error description.
	Message string                           `json:"message" api:"required"`
	Type    constant.SessionRateLimitedError `json:"type" default:"session_rate_limited_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionRateLimitedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionRateLimitedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A referenced resource no longer exists and its kind was not reported.
type BetaManagedAgentsSessionResourceNotFoundRunErrorObject struct {
	// Human-readable error description.
	Message string                                `json:"message" api:"required"`
	Type    constant.SessionResourceNotFoundError `json:"type" default:"session_resource_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionResourceNotFoundRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSessionResourceNotFoundRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A skill referenced by the deployment's agent no longer exists.
type BetaManagedAgentsSkillNotFoundRunErrorObject struct {
	// Human-readable error description.
	Message string                      `json:"message" api:"required"`
	Type    constant.SkillNotFoundError `json:"type" default:"skill_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSkillNotFoundRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSkillNotFoundRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsTriggerContextUnion contains all possible properties and values
// from [BetaManagedAgentsScheduleTriggerContext],
// [BetaManagedAgentsManualTriggerContext].
//
// Use the [BetaManagedAgentsTriggerContextUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsTriggerContextUnion struct {
	// This field is from variant [BetaManagedAgentsScheduleTriggerContext].
	ScheduledAt time.Time `json:"scheduled_at"`
	// Any of "schedule", "manual".
	Type string `json:"type"`
	JSON struct {
		ScheduledAt respjson.Field
		Type        respjson.Field
		raw         string
	} `json:"-"`
}

// anyBetaManagedAgentsTriggerContext is implemented by each variant of
// [BetaManagedAgentsTriggerContextUnion] to add type safety for the return type of
// [BetaManagedAgentsTriggerContextUnion.AsAny]
type anyBetaManagedAgentsTriggerContext interface {
	implBetaManagedAgentsTriggerContextUnion()
}

func (BetaManagedAgentsScheduleTriggerContext) implBetaManagedAgentsTriggerContextUnion() {}
func (BetaManagedAgentsManualTriggerContext) implBetaManagedAgentsTriggerContextUnion()   {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsTriggerContextUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsScheduleTriggerContext:
//	case anthropic.BetaManagedAgentsManualTriggerContext:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsTriggerContextUnion) AsAny() anyBetaManagedAgentsTriggerContext {
	switch u.Type {
	case "schedule":
		return u.AsSchedule()
	case "manual":
		return u.AsManual()
	}
	return nil
}

func (u BetaManagedAgentsTriggerContextUnion) AsSchedule() (v BetaManagedAgentsScheduleTriggerContext) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsTriggerContextUnion) AsManual() (v BetaManagedAgentsManualTriggerContext) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsTriggerContextUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsTriggerContextUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// What triggered a deployment run.
type BetaManagedAgentsTriggerType string

const (
	// The run was fired by the deployment's cron schedule.
	BetaManagedAgentsTriggerTypeSchedule BetaManagedAgentsTriggerType = "schedule"
	// The run was started manually by creating a session directly against the
	// deployment.
	BetaManagedAgentsTriggerTypeManual BetaManagedAgentsTriggerType = "manual"
)

// An unknown or unexpected error caused the run to fail. A fallback variant;
// clients that do not recognize a new error type can match on message alone.
type BetaManagedAgentsUnknownRunErrorObject struct {
	// Human-readable error description.
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
func (r BetaManagedAgentsUnknownRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsUnknownRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A vault referenced by the deployment is archived.
type BetaManagedAgentsVaultArchivedRunErrorObject struct {
	// Human-readable error description.
	Message string                      `json:"message" api:"required"`
	Type    constant.VaultArchivedError `json:"type" default:"vault_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsVaultArchivedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsVaultArchivedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A vault referenced by the deployment no longer exists.
type BetaManagedAgentsVaultNotFoundRunErrorObject struct {
	// Human-readable error description.
	Message string                      `json:"message" api:"required"`
	Type    constant.VaultNotFoundError `json:"type" default:"vault_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsVaultNotFoundRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsVaultNotFoundRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's workspace was archived.
type BetaManagedAgentsWorkspaceArchivedRunErrorObject struct {
	// Human-readable error description.
	Message string                          `json:"message" api:"required"`
	Type    constant.WorkspaceArchivedError `json:"type" default:"workspace_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkspaceArchivedRunErrorObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsWorkspaceArchivedRunErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Deprecated: BetaManagedAgentsEnvironmentArchivedRunError has been renamed to
// BetaManagedAgentsEnvironmentArchivedRunErrorObject
type BetaManagedAgentsEnvironmentArchivedRunError = BetaManagedAgentsEnvironmentArchivedRunErrorObject

// Deprecated: BetaManagedAgentsAgentArchivedRunError has been renamed to
// BetaManagedAgentsAgentArchivedRunErrorObject
type BetaManagedAgentsAgentArchivedRunError = BetaManagedAgentsAgentArchivedRunErrorObject

// Deprecated: BetaManagedAgentsEnvironmentNotFoundRunError has been renamed to
// BetaManagedAgentsEnvironmentNotFoundRunErrorObject
type BetaManagedAgentsEnvironmentNotFoundRunError = BetaManagedAgentsEnvironmentNotFoundRunErrorObject

// Deprecated: BetaManagedAgentsVaultNotFoundRunError has been renamed to
// BetaManagedAgentsVaultNotFoundRunErrorObject
type BetaManagedAgentsVaultNotFoundRunError = BetaManagedAgentsVaultNotFoundRunErrorObject

// Deprecated: BetaManagedAgentsVaultArchivedRunError has been renamed to
// BetaManagedAgentsVaultArchivedRunErrorObject
type BetaManagedAgentsVaultArchivedRunError = BetaManagedAgentsVaultArchivedRunErrorObject

// Deprecated: BetaManagedAgentsFileNotFoundRunError has been renamed to
// BetaManagedAgentsFileNotFoundRunErrorObject
type BetaManagedAgentsFileNotFoundRunError = BetaManagedAgentsFileNotFoundRunErrorObject

// Deprecated: BetaManagedAgentsMemoryStoreArchivedRunError has been renamed to
// BetaManagedAgentsMemoryStoreArchivedRunErrorObject
type BetaManagedAgentsMemoryStoreArchivedRunError = BetaManagedAgentsMemoryStoreArchivedRunErrorObject

// Deprecated: BetaManagedAgentsSkillNotFoundRunError has been renamed to
// BetaManagedAgentsSkillNotFoundRunErrorObject
type BetaManagedAgentsSkillNotFoundRunError = BetaManagedAgentsSkillNotFoundRunErrorObject

// Deprecated: BetaManagedAgentsSessionResourceNotFoundRunError has been renamed to
// BetaManagedAgentsSessionResourceNotFoundRunErrorObject
type BetaManagedAgentsSessionResourceNotFoundRunError = BetaManagedAgentsSessionResourceNotFoundRunErrorObject

// Deprecated: BetaManagedAgentsWorkspaceArchivedRunError has been renamed to
// BetaManagedAgentsWorkspaceArchivedRunErrorObject
type BetaManagedAgentsWorkspaceArchivedRunError = BetaManagedAgentsWorkspaceArchivedRunErrorObject

// Deprecated: BetaManagedAgentsOrganizationDisabledRunError has been renamed to
// BetaManagedAgentsOrganizationDisabledRunErrorObject
type BetaManagedAgentsOrganizationDisabledRunError = BetaManagedAgentsOrganizationDisabledRunErrorObject

// Deprecated: BetaManagedAgentsSessionRateLimitedRunError has been renamed to
// BetaManagedAgentsSessionRateLimitedRunErrorObject
type BetaManagedAgentsSessionRateLimitedRunError = BetaManagedAgentsSessionRateLimitedRunErrorObject

// Deprecated: BetaManagedAgentsSessionCreationRejectedRunError has been renamed to
// BetaManagedAgentsSessionCreationRejectedRunErrorObject
type BetaManagedAgentsSessionCreationRejectedRunError = BetaManagedAgentsSessionCreationRejectedRunErrorObject

// Deprecated: BetaManagedAgentsUnknownRunError has been renamed to
// BetaManagedAgentsUnknownRunErrorObject
type BetaManagedAgentsUnknownRunError = BetaManagedAgentsUnknownRunErrorObject

// Deprecated: BetaManagedAgentsSelfHostedResourcesUnsupportedRunError has been
// renamed to BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject
type BetaManagedAgentsSelfHostedResourcesUnsupportedRunError = BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject

// Deprecated: BetaManagedAgentsMCPEgressBlockedRunError has been renamed to
// BetaManagedAgentsMCPEgressBlockedRunErrorObject
type BetaManagedAgentsMCPEgressBlockedRunError = BetaManagedAgentsMCPEgressBlockedRunErrorObject

type BetaDeploymentRunGetParams struct {
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

type BetaDeploymentRunListParams struct {
	// Return runs created strictly after this time (exclusive).
	CreatedAtGt param.Opt[time.Time] `query:"created_at[gt],omitzero" format:"date-time" json:"-"`
	// Return runs created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return runs created strictly before this time (exclusive).
	CreatedAtLt param.Opt[time.Time] `query:"created_at[lt],omitzero" format:"date-time" json:"-"`
	// Return runs created at or before this time (inclusive).
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// Filter to a specific deployment. Omit to list across all deployments in the
	// workspace. Filtering by a non-existent `deployment_id` returns 200 with empty
	// data.
	DeploymentID param.Opt[string] `query:"deployment_id,omitzero" json:"-"`
	// Filter: true for runs with non-null `error`, false for runs with non-null
	// `session_id`. Omit for all.
	HasError param.Opt[bool] `query:"has_error,omitzero" json:"-"`
	// Maximum results per page. Default 20, maximum 1000.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor. Pass `next_page` from the previous response. Invalid
	// or expired cursors return 400.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Filter runs by what triggered them. Omit to return all runs.
	//
	// Any of "schedule", "manual".
	TriggerType BetaManagedAgentsTriggerType `query:"trigger_type,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaDeploymentRunListParams]'s query parameters as
// `url.Values`.
func (r BetaDeploymentRunListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}
