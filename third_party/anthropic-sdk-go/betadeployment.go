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

// BetaDeploymentService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaDeploymentService] method instead.
type BetaDeploymentService struct {
	Options []option.RequestOption
}

// NewBetaDeploymentService generates a new service that applies the given options
// to each request. These options are applied after the parent client's options (if
// there is one), and before any request-specific options.
func NewBetaDeploymentService(opts ...option.RequestOption) (r BetaDeploymentService) {
	r = BetaDeploymentService{}
	r.Options = opts
	return
}

// Create Deployment
func (r *BetaDeploymentService) New(ctx context.Context, params BetaDeploymentNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	path := "v1/deployments"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithConservativeRetries())
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.create", "/v1/deployments"), requestconfig.WithSpanCreatedID("anthropic.deployment.id", &res, func(created *BetaManagedAgentsDeployment) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Get Deployment
func (r *BetaDeploymentService) Get(ctx context.Context, deploymentID string, query BetaDeploymentGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.retrieve", "/v1/deployments/{deployment_id}"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Update Deployment
func (r *BetaDeploymentService) Update(ctx context.Context, deploymentID string, params BetaDeploymentUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.update", "/v1/deployments/{deployment_id}"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Deployments
func (r *BetaDeploymentService) List(ctx context.Context, params BetaDeploymentListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsDeployment], err error) {
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
	path := "v1/deployments"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.list", "/v1/deployments", "agent_id", "created_at[gte]", "created_at[lte]", "include_archived", "limit", "page", "status"))
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

// List Deployments
func (r *BetaDeploymentService) ListAutoPaging(ctx context.Context, params BetaDeploymentListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsDeployment] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, params, opts...))
}

// Archive Deployment
func (r *BetaDeploymentService) Archive(ctx context.Context, deploymentID string, body BetaDeploymentArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s/archive", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.archive", "/v1/deployments/{deployment_id}/archive"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Pause Deployment
func (r *BetaDeploymentService) Pause(ctx context.Context, deploymentID string, body BetaDeploymentPauseParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s/pause", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.pause", "/v1/deployments/{deployment_id}/pause"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Run Deployment Now
func (r *BetaDeploymentService) Run(ctx context.Context, deploymentID string, body BetaDeploymentRunParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeploymentRun, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s/run", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.run", "/v1/deployments/{deployment_id}/run"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Unpause Deployment
func (r *BetaDeploymentService) Unpause(ctx context.Context, deploymentID string, body BetaDeploymentUnpauseParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeployment, err error) {
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
	if deploymentID == "" {
		err = errors.New("missing required deployment_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/deployments/%s/unpause", requestconfig.EscapePathSegment(deploymentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.deployments.unpause", "/v1/deployments/{deployment_id}/unpause"), requestconfig.WithSpanAttribute("anthropic.deployment.id", deploymentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// The deployment's agent was archived.
type BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject struct {
	Type constant.AgentArchivedError `json:"type" default:"agent_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A deployment is a configured instance of an agent — it binds the agent to
// everything needed to run it autonomously: an environment, credentials, initial
// events, and an optional schedule.
type BetaManagedAgentsDeployment struct {
	// Unique identifier for this deployment.
	ID string `json:"id" api:"required"`
	// Reference to the agent this deployment runs, resolved to a concrete version.
	Agent BetaManagedAgentsAgentReference `json:"agent" api:"required"`
	// Time the deployment was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// Time the deployment was created.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Description of what the deployment does.
	Description string `json:"description" api:"required"`
	// ID of the `environment` where sessions run.
	EnvironmentID string `json:"environment_id" api:"required"`
	// Events sent to each session immediately after creation.
	InitialEvents []BetaManagedAgentsDeploymentInitialEventUnion `json:"initial_events" api:"required"`
	// Arbitrary key-value metadata. Maximum 16 pairs.
	Metadata map[string]string `json:"metadata" api:"required"`
	// Human-readable name.
	Name string `json:"name" api:"required"`
	// Why the deployment is `paused`. Non-null exactly when `status` is `paused`; null
	// otherwise.
	PausedReason BetaManagedAgentsDeploymentPausedReasonUnion `json:"paused_reason" api:"required"`
	// Resources attached to sessions created from this deployment. Echoes the input
	// minus write-only credentials.
	Resources []BetaManagedAgentsSessionResourceConfigUnion `json:"resources" api:"required"`
	// Recurring cron schedule. Presence enables scheduled execution; null means
	// manual-only. Includes computed timestamps (next fire times, last run) on the
	// cron variant.
	Schedule BetaManagedAgentsSchedule `json:"schedule" api:"required"`
	// Computed status of the deployment: `active` or `paused`. Archived deployments
	// report `active` with `archived_at` set.
	//
	// Any of "active", "paused".
	Status BetaManagedAgentsDeploymentStatus `json:"status" api:"required"`
	Type   constant.Deployment               `json:"type" default:"deployment"`
	// Time the deployment was last updated.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Vault IDs supplying stored credentials for sessions created from this
	// deployment.
	VaultIDs []string `json:"vault_ids" api:"required"`
	// Spend ceiling stamped onto each session created from this deployment. Absent
	// when no budget is set.
	Budget BetaManagedAgentsBudgetLimit `json:"budget" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID            respjson.Field
		Agent         respjson.Field
		ArchivedAt    respjson.Field
		CreatedAt     respjson.Field
		Description   respjson.Field
		EnvironmentID respjson.Field
		InitialEvents respjson.Field
		Metadata      respjson.Field
		Name          respjson.Field
		PausedReason  respjson.Field
		Resources     respjson.Field
		Schedule      respjson.Field
		Status        respjson.Field
		Type          respjson.Field
		UpdatedAt     respjson.Field
		VaultIDs      respjson.Field
		Budget        respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeployment) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeployment) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentInitialEventUnion contains all possible properties
// and values from [BetaManagedAgentsDeploymentUserMessageEvent],
// [BetaManagedAgentsDeploymentUserDefineOutcomeEvent],
// [BetaManagedAgentsDeploymentSystemMessageEvent].
//
// Use the [BetaManagedAgentsDeploymentInitialEventUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentInitialEventUnion struct {
	// This field is a union of
	// [[]BetaManagedAgentsDeploymentUserMessageEventContentUnion],
	// [[]BetaManagedAgentsSystemContentBlock]
	Content BetaManagedAgentsDeploymentInitialEventUnionContent `json:"content"`
	// Any of "user.message", "user.define_outcome", "system.message".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsDeploymentUserDefineOutcomeEvent].
	Description string `json:"description"`
	// This field is from variant [BetaManagedAgentsDeploymentUserDefineOutcomeEvent].
	Rubric BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion `json:"rubric"`
	// This field is from variant [BetaManagedAgentsDeploymentUserDefineOutcomeEvent].
	MaxIterations int64 `json:"max_iterations"`
	JSON          struct {
		Content       respjson.Field
		Type          respjson.Field
		Description   respjson.Field
		Rubric        respjson.Field
		MaxIterations respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsDeploymentInitialEvent is implemented by each variant of
// [BetaManagedAgentsDeploymentInitialEventUnion] to add type safety for the return
// type of [BetaManagedAgentsDeploymentInitialEventUnion.AsAny]
type anyBetaManagedAgentsDeploymentInitialEvent interface {
	implBetaManagedAgentsDeploymentInitialEventUnion()
}

func (BetaManagedAgentsDeploymentUserMessageEvent) implBetaManagedAgentsDeploymentInitialEventUnion() {
}
func (BetaManagedAgentsDeploymentUserDefineOutcomeEvent) implBetaManagedAgentsDeploymentInitialEventUnion() {
}
func (BetaManagedAgentsDeploymentSystemMessageEvent) implBetaManagedAgentsDeploymentInitialEventUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentInitialEventUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsDeploymentUserMessageEvent:
//	case anthropic.BetaManagedAgentsDeploymentUserDefineOutcomeEvent:
//	case anthropic.BetaManagedAgentsDeploymentSystemMessageEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentInitialEventUnion) AsAny() anyBetaManagedAgentsDeploymentInitialEvent {
	switch u.Type {
	case "user.message":
		return u.AsUserMessage()
	case "user.define_outcome":
		return u.AsUserDefineOutcome()
	case "system.message":
		return u.AsSystemMessage()
	}
	return nil
}

func (u BetaManagedAgentsDeploymentInitialEventUnion) AsUserMessage() (v BetaManagedAgentsDeploymentUserMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentInitialEventUnion) AsUserDefineOutcome() (v BetaManagedAgentsDeploymentUserDefineOutcomeEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentInitialEventUnion) AsSystemMessage() (v BetaManagedAgentsDeploymentSystemMessageEvent) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentInitialEventUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDeploymentInitialEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentInitialEventUnionContent is an implicit subunion of
// [BetaManagedAgentsDeploymentInitialEventUnion].
// BetaManagedAgentsDeploymentInitialEventUnionContent provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsDeploymentInitialEventUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsDeploymentUserMessageEventContentArray
// OfBetaManagedAgentsSystemContentBlockArray]
type BetaManagedAgentsDeploymentInitialEventUnionContent struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsDeploymentUserMessageEventContentUnion] instead of an
	// object.
	OfBetaManagedAgentsDeploymentUserMessageEventContentArray []BetaManagedAgentsDeploymentUserMessageEventContentUnion `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsSystemContentBlock] instead of an object.
	OfBetaManagedAgentsSystemContentBlockArray []BetaManagedAgentsSystemContentBlock `json:",inline"`
	JSON                                       struct {
		OfBetaManagedAgentsDeploymentUserMessageEventContentArray respjson.Field
		OfBetaManagedAgentsSystemContentBlockArray                respjson.Field
		raw                                                       string
	} `json:"-"`
}

func (r *BetaManagedAgentsDeploymentInitialEventUnionContent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsDeploymentInitialEventParamsOfUserMessage(content []BetaManagedAgentsUserMessageEventParamsContentUnion) BetaManagedAgentsDeploymentInitialEventParamsUnion {
	var userMessage BetaManagedAgentsUserMessageEventParams
	userMessage.Content = content
	return BetaManagedAgentsDeploymentInitialEventParamsUnion{OfUserMessage: &userMessage}
}

func BetaManagedAgentsDeploymentInitialEventParamsOfUserDefineOutcome[
	T BetaManagedAgentsFileRubricParams | BetaManagedAgentsTextRubricParams,
](description string, rubric T) BetaManagedAgentsDeploymentInitialEventParamsUnion {
	var userDefineOutcome BetaManagedAgentsUserDefineOutcomeEventParams
	userDefineOutcome.Description = description
	switch v := any(rubric).(type) {
	case BetaManagedAgentsFileRubricParams:
		userDefineOutcome.Rubric.OfFile = &v
	case BetaManagedAgentsTextRubricParams:
		userDefineOutcome.Rubric.OfText = &v
	}
	return BetaManagedAgentsDeploymentInitialEventParamsUnion{OfUserDefineOutcome: &userDefineOutcome}
}

func BetaManagedAgentsDeploymentInitialEventParamsOfSystemMessage(content []BetaManagedAgentsSystemContentBlockParam) BetaManagedAgentsDeploymentInitialEventParamsUnion {
	var systemMessage BetaManagedAgentsSystemMessageEventParams
	systemMessage.Content = content
	return BetaManagedAgentsDeploymentInitialEventParamsUnion{OfSystemMessage: &systemMessage}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsDeploymentInitialEventParamsUnion struct {
	OfUserMessage       *BetaManagedAgentsUserMessageEventParams       `json:",omitzero,inline"`
	OfUserDefineOutcome *BetaManagedAgentsUserDefineOutcomeEventParams `json:",omitzero,inline"`
	OfSystemMessage     *BetaManagedAgentsSystemMessageEventParams     `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUserMessage, u.OfUserDefineOutcome, u.OfSystemMessage)
}
func (u *BetaManagedAgentsDeploymentInitialEventParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsDeploymentInitialEventParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfUserMessage) {
		return u.OfUserMessage
	} else if !param.IsOmitted(u.OfUserDefineOutcome) {
		return u.OfUserDefineOutcome
	} else if !param.IsOmitted(u.OfSystemMessage) {
		return u.OfSystemMessage
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) GetDescription() *string {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) GetRubric() *BetaManagedAgentsUserDefineOutcomeEventParamsRubricUnion {
	if vt := u.OfUserDefineOutcome; vt != nil {
		return &vt.Rubric
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) GetMaxIterations() *int64 {
	if vt := u.OfUserDefineOutcome; vt != nil && vt.MaxIterations.Valid() {
		return &vt.MaxIterations.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) GetType() *string {
	if vt := u.OfUserMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfUserDefineOutcome; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfSystemMessage; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsDeploymentInitialEventParamsUnion) GetContent() (res betaManagedAgentsDeploymentInitialEventParamsUnionContent) {
	if vt := u.OfUserMessage; vt != nil {
		res.any = &vt.Content
	} else if vt := u.OfSystemMessage; vt != nil {
		res.any = &vt.Content
	}
	return
}

// Can have the runtime types
// [*[]BetaManagedAgentsUserMessageEventParamsContentUnion],
// [*[]BetaManagedAgentsSystemContentBlockParam]
type betaManagedAgentsDeploymentInitialEventParamsUnionContent struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsUserMessageEventParamsContentUnion:
//	case *[]anthropic.BetaManagedAgentsSystemContentBlockParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsDeploymentInitialEventParamsUnionContent) AsAny() any { return u.any }

func troupeInit_betadeployment_0() {
	apijson.RegisterUnion[BetaManagedAgentsDeploymentInitialEventParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsUserMessageEventParams]("user.message"),
		apijson.Discriminator[BetaManagedAgentsUserDefineOutcomeEventParams]("user.define_outcome"),
		apijson.Discriminator[BetaManagedAgentsSystemMessageEventParams]("system.message"),
	)
}

// BetaManagedAgentsDeploymentPausedReasonUnion contains all possible properties
// and values from [BetaManagedAgentsManualDeploymentPausedReason],
// [BetaManagedAgentsErrorDeploymentPausedReason].
//
// Use the [BetaManagedAgentsDeploymentPausedReasonUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentPausedReasonUnion struct {
	// Any of "manual", "error".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsErrorDeploymentPausedReason].
	Error BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion `json:"error"`
	JSON  struct {
		Type  respjson.Field
		Error respjson.Field
		raw   string
	} `json:"-"`
}

// anyBetaManagedAgentsDeploymentPausedReason is implemented by each variant of
// [BetaManagedAgentsDeploymentPausedReasonUnion] to add type safety for the return
// type of [BetaManagedAgentsDeploymentPausedReasonUnion.AsAny]
type anyBetaManagedAgentsDeploymentPausedReason interface {
	implBetaManagedAgentsDeploymentPausedReasonUnion()
}

func (BetaManagedAgentsManualDeploymentPausedReason) implBetaManagedAgentsDeploymentPausedReasonUnion() {
}
func (BetaManagedAgentsErrorDeploymentPausedReason) implBetaManagedAgentsDeploymentPausedReasonUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentPausedReasonUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsManualDeploymentPausedReason:
//	case anthropic.BetaManagedAgentsErrorDeploymentPausedReason:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentPausedReasonUnion) AsAny() anyBetaManagedAgentsDeploymentPausedReason {
	switch u.Type {
	case "manual":
		return u.AsManual()
	case "error":
		return u.AsError()
	}
	return nil
}

func (u BetaManagedAgentsDeploymentPausedReasonUnion) AsManual() (v BetaManagedAgentsManualDeploymentPausedReason) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonUnion) AsError() (v BetaManagedAgentsErrorDeploymentPausedReason) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentPausedReasonUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDeploymentPausedReasonUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion contains all possible
// properties and values from
// [BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject],
// [BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject].
//
// Use the [BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion struct {
	// Any of "environment_archived_error", "agent_archived_error",
	// "environment_not_found_error", "vault_not_found_error", "file_not_found_error",
	// "session_resource_not_found_error", "workspace_archived_error",
	// "organization_disabled_error", "memory_store_archived_error",
	// "skill_not_found_error", "vault_archived_error", "unknown_error",
	// "self_hosted_resources_unsupported_error", "mcp_egress_blocked_error".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsDeploymentPausedReasonErrorObject is implemented by each
// variant of [BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion] to add type
// safety for the return type of
// [BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion.AsAny]
type anyBetaManagedAgentsDeploymentPausedReasonErrorObject interface {
	implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion()
}

func (BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}
func (BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject) implBetaManagedAgentsDeploymentPausedReasonErrorObjectUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject:
//	case anthropic.BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsAny() anyBetaManagedAgentsDeploymentPausedReasonErrorObject {
	switch u.Type {
	case "environment_archived_error":
		return u.AsEnvironmentArchivedError()
	case "agent_archived_error":
		return u.AsAgentArchivedError()
	case "environment_not_found_error":
		return u.AsEnvironmentNotFoundError()
	case "vault_not_found_error":
		return u.AsVaultNotFoundError()
	case "file_not_found_error":
		return u.AsFileNotFoundError()
	case "session_resource_not_found_error":
		return u.AsSessionResourceNotFoundError()
	case "workspace_archived_error":
		return u.AsWorkspaceArchivedError()
	case "organization_disabled_error":
		return u.AsOrganizationDisabledError()
	case "memory_store_archived_error":
		return u.AsMemoryStoreArchivedError()
	case "skill_not_found_error":
		return u.AsSkillNotFoundError()
	case "vault_archived_error":
		return u.AsVaultArchivedError()
	case "unknown_error":
		return u.AsUnknownError()
	case "self_hosted_resources_unsupported_error":
		return u.AsSelfHostedResourcesUnsupportedError()
	case "mcp_egress_blocked_error":
		return u.AsMCPEgressBlockedError()
	}
	return nil
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsEnvironmentArchivedError() (v BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsAgentArchivedError() (v BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsEnvironmentNotFoundError() (v BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsVaultNotFoundError() (v BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsFileNotFoundError() (v BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsSessionResourceNotFoundError() (v BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsWorkspaceArchivedError() (v BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsOrganizationDisabledError() (v BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsMemoryStoreArchivedError() (v BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsSkillNotFoundError() (v BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsVaultArchivedError() (v BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsUnknownError() (v BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsSelfHostedResourcesUnsupportedError() (v BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) AsMCPEgressBlockedError() (v BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Lifecycle status of a deployment.
type BetaManagedAgentsDeploymentStatus string

const (
	// The deployment is active and can run sessions. Archived deployments also report
	// this status; check `archived_at` to distinguish them.
	BetaManagedAgentsDeploymentStatusActive BetaManagedAgentsDeploymentStatus = "active"
	// The deployment is paused. Autonomous triggers are suppressed; manual runs are
	// still permitted.
	BetaManagedAgentsDeploymentStatusPaused BetaManagedAgentsDeploymentStatus = "paused"
)

// Privileged context for the accompanying turn and all subsequent turns, appended
// to the session's system context as a `role: "system"` turn rather than replacing
// the top-level system prompt.
type BetaManagedAgentsDeploymentSystemMessageEvent struct {
	// System content blocks to append. Text-only.
	Content []BetaManagedAgentsSystemContentBlock `json:"content" api:"required"`
	Type    constant.SystemMessage                `json:"type" default:"system.message"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Content     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeploymentSystemMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeploymentSystemMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An outcome the agent should work toward. The agent begins work on receipt.
type BetaManagedAgentsDeploymentUserDefineOutcomeEvent struct {
	// What the agent should produce. This is the task specification.
	Description string `json:"description" api:"required"`
	// How to grade the outcome. Text or file reference.
	Rubric BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion `json:"rubric" api:"required"`
	Type   constant.UserDefineOutcome                                   `json:"type" default:"user.define_outcome"`
	// Eval→revision cycles before giving up. Default 3, max 20.
	MaxIterations int64 `json:"max_iterations" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Description   respjson.Field
		Rubric        respjson.Field
		Type          respjson.Field
		MaxIterations respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeploymentUserDefineOutcomeEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeploymentUserDefineOutcomeEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion contains all
// possible properties and values from [BetaManagedAgentsFileRubric],
// [BetaManagedAgentsTextRubric].
//
// Use the [BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion struct {
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

// anyBetaManagedAgentsDeploymentUserDefineOutcomeEventRubric is implemented by
// each variant of [BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion]
// to add type safety for the return type of
// [BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion.AsAny]
type anyBetaManagedAgentsDeploymentUserDefineOutcomeEventRubric interface {
	implBetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion()
}

func (BetaManagedAgentsFileRubric) implBetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion() {
}
func (BetaManagedAgentsTextRubric) implBetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsFileRubric:
//	case anthropic.BetaManagedAgentsTextRubric:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion) AsAny() anyBetaManagedAgentsDeploymentUserDefineOutcomeEventRubric {
	switch u.Type {
	case "file":
		return u.AsFile()
	case "text":
		return u.AsText()
	}
	return nil
}

func (u BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion) AsFile() (v BetaManagedAgentsFileRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion) AsText() (v BetaManagedAgentsTextRubric) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsDeploymentUserDefineOutcomeEventRubricUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A user message sent to the session.
type BetaManagedAgentsDeploymentUserMessageEvent struct {
	// Array of content blocks for the user message.
	Content []BetaManagedAgentsDeploymentUserMessageEventContentUnion `json:"content" api:"required"`
	Type    constant.UserMessage                                      `json:"type" default:"user.message"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Content     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeploymentUserMessageEvent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeploymentUserMessageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentUserMessageEventContentUnion contains all possible
// properties and values from [BetaManagedAgentsTextBlock],
// [BetaManagedAgentsImageBlock], [BetaManagedAgentsDocumentBlock],
// [BetaManagedAgentsRedactedBlock].
//
// Use the [BetaManagedAgentsDeploymentUserMessageEventContentUnion.AsAny] method
// to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsDeploymentUserMessageEventContentUnion struct {
	// This field is from variant [BetaManagedAgentsTextBlock].
	Text string `json:"text"`
	// Any of "text", "image", "document", "redacted".
	Type string `json:"type"`
	// This field is a union of [BetaManagedAgentsImageBlockSourceUnion],
	// [BetaManagedAgentsDocumentBlockSourceUnion]
	Source BetaManagedAgentsDeploymentUserMessageEventContentUnionSource `json:"source"`
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

// anyBetaManagedAgentsDeploymentUserMessageEventContent is implemented by each
// variant of [BetaManagedAgentsDeploymentUserMessageEventContentUnion] to add type
// safety for the return type of
// [BetaManagedAgentsDeploymentUserMessageEventContentUnion.AsAny]
type anyBetaManagedAgentsDeploymentUserMessageEventContent interface {
	implBetaManagedAgentsDeploymentUserMessageEventContentUnion()
}

func (BetaManagedAgentsTextBlock) implBetaManagedAgentsDeploymentUserMessageEventContentUnion()     {}
func (BetaManagedAgentsImageBlock) implBetaManagedAgentsDeploymentUserMessageEventContentUnion()    {}
func (BetaManagedAgentsDocumentBlock) implBetaManagedAgentsDeploymentUserMessageEventContentUnion() {}
func (BetaManagedAgentsRedactedBlock) implBetaManagedAgentsDeploymentUserMessageEventContentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsDeploymentUserMessageEventContentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTextBlock:
//	case anthropic.BetaManagedAgentsImageBlock:
//	case anthropic.BetaManagedAgentsDocumentBlock:
//	case anthropic.BetaManagedAgentsRedactedBlock:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) AsAny() anyBetaManagedAgentsDeploymentUserMessageEventContent {
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

func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) AsText() (v BetaManagedAgentsTextBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) AsImage() (v BetaManagedAgentsImageBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) AsDocument() (v BetaManagedAgentsDocumentBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) AsRedacted() (v BetaManagedAgentsRedactedBlock) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsDeploymentUserMessageEventContentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsDeploymentUserMessageEventContentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsDeploymentUserMessageEventContentUnionSource is an implicit
// subunion of [BetaManagedAgentsDeploymentUserMessageEventContentUnion].
// BetaManagedAgentsDeploymentUserMessageEventContentUnionSource provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsDeploymentUserMessageEventContentUnion].
type BetaManagedAgentsDeploymentUserMessageEventContentUnionSource struct {
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

func (r *BetaManagedAgentsDeploymentUserMessageEventContentUnionSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's environment was archived.
type BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject struct {
	Type constant.EnvironmentArchivedError `json:"type" default:"environment_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's environment no longer exists.
type BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject struct {
	Type constant.EnvironmentNotFoundError `json:"type" default:"environment_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A scheduled fire recorded a failed run whose error auto-pauses the deployment.
type BetaManagedAgentsErrorDeploymentPausedReason struct {
	// The failed run's error.
	Error BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion `json:"error" api:"required"`
	Type  constant.Error                                          `json:"type" default:"error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Error       respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsErrorDeploymentPausedReason) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsErrorDeploymentPausedReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A file resource referenced by the deployment no longer exists.
type BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject struct {
	Type constant.FileNotFoundError `json:"type" default:"file_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A file mounted into each session's container.
type BetaManagedAgentsFileResourceConfig struct {
	// ID of a previously uploaded file.
	FileID string        `json:"file_id" api:"required"`
	Type   constant.File `json:"type" default:"file"`
	// Mount path in the container. Defaults to `/mnt/session/uploads/<file_id>`.
	MountPath string `json:"mount_path" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		FileID      respjson.Field
		Type        respjson.Field
		MountPath   respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsFileResourceConfig) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsFileResourceConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A GitHub repository mounted into each session's container. The authorization
// token is write-only and never returned.
type BetaManagedAgentsGitHubRepositoryResourceConfig struct {
	Type constant.GitHubRepository `json:"type" default:"github_repository"`
	// Github URL of the repository
	URL string `json:"url" api:"required"`
	// Branch or commit to check out. Defaults to the repository's default branch.
	Checkout BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion `json:"checkout" api:"nullable"`
	// Mount path in the container. Defaults to `/workspace/<repo-name>`.
	MountPath string `json:"mount_path" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		URL         respjson.Field
		Checkout    respjson.Field
		MountPath   respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsGitHubRepositoryResourceConfig) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsGitHubRepositoryResourceConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion contains all
// possible properties and values from [BetaManagedAgentsBranchCheckout],
// [BetaManagedAgentsCommitCheckout].
//
// Use the [BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion struct {
	// This field is from variant [BetaManagedAgentsBranchCheckout].
	Name string `json:"name"`
	// Any of "branch", "commit".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsCommitCheckout].
	Sha  string `json:"sha"`
	JSON struct {
		Name respjson.Field
		Type respjson.Field
		Sha  respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsGitHubRepositoryResourceConfigCheckout is implemented by
// each variant of [BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion]
// to add type safety for the return type of
// [BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion.AsAny]
type anyBetaManagedAgentsGitHubRepositoryResourceConfigCheckout interface {
	implBetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion()
}

func (BetaManagedAgentsBranchCheckout) implBetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion() {
}
func (BetaManagedAgentsCommitCheckout) implBetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBranchCheckout:
//	case anthropic.BetaManagedAgentsCommitCheckout:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion) AsAny() anyBetaManagedAgentsGitHubRepositoryResourceConfigCheckout {
	switch u.Type {
	case "branch":
		return u.AsBranch()
	case "commit":
		return u.AsCommit()
	}
	return nil
}

func (u BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion) AsBranch() (v BetaManagedAgentsBranchCheckout) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion) AsCommit() (v BetaManagedAgentsCommitCheckout) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The caller invoked the pause endpoint on the deployment.
type BetaManagedAgentsManualDeploymentPausedReason struct {
	Type constant.Manual `json:"type" default:"manual"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsManualDeploymentPausedReason) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsManualDeploymentPausedReason) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An MCP server host used by the deployment's agent is blocked by the
// environment's network policy.
type BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject struct {
	Type constant.MCPEgressBlockedError `json:"type" default:"mcp_egress_blocked_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A memory store referenced by the deployment is archived.
type BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject struct {
	Type constant.MemoryStoreArchivedError `json:"type" default:"memory_store_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A memory store attached to each session created from this deployment.
type BetaManagedAgentsMemoryStoreResourceConfig struct {
	// The memory store ID (memstore_...). Must belong to the caller's organization and
	// workspace.
	MemoryStoreID string               `json:"memory_store_id" api:"required"`
	Type          constant.MemoryStore `json:"type" default:"memory_store"`
	// Access mode for the mounted store. Defaults to `read_write`. `read_only` mounts
	// the store as a read-only filesystem.
	//
	// Any of "read_write", "read_only".
	Access BetaManagedAgentsMemoryStoreResourceConfigAccess `json:"access" api:"nullable"`
	// Per-attachment guidance for the agent on how to use this store. Rendered into
	// the memory section of the system prompt. Max 4096 chars.
	Instructions string `json:"instructions" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MemoryStoreID respjson.Field
		Type          respjson.Field
		Access        respjson.Field
		Instructions  respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMemoryStoreResourceConfig) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMemoryStoreResourceConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Access mode for the mounted store. Defaults to `read_write`. `read_only` mounts
// the store as a read-only filesystem.
type BetaManagedAgentsMemoryStoreResourceConfigAccess string

const (
	BetaManagedAgentsMemoryStoreResourceConfigAccessReadWrite BetaManagedAgentsMemoryStoreResourceConfigAccess = "read_write"
	BetaManagedAgentsMemoryStoreResourceConfigAccessReadOnly  BetaManagedAgentsMemoryStoreResourceConfigAccess = "read_only"
)

// The deployment's organization is disabled.
type BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject struct {
	Type constant.OrganizationDisabledError `json:"type" default:"organization_disabled_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A recurring schedule with computed runtime timestamps. Discriminated union —
// only cron is supported currently.
type BetaManagedAgentsSchedule struct {
	// 5-field POSIX cron expression: minute hour day-of-month month day-of-week (e.g.,
	// "0 9 * * 1-5" for weekdays at 9am). Day-of-week is 0-7 where 0 and 7 both mean
	// Sunday. Extended cron syntax - seconds or year fields, and the special
	// characters L, W, #, and ? - is not supported, nor are predefined shortcuts
	// (@daily).
	Expression string `json:"expression" api:"required"`
	// IANA timezone identifier (e.g., "America/Los_Angeles", "UTC").
	Timezone string        `json:"timezone" api:"required"`
	Type     constant.Cron `json:"type" default:"cron"`
	// Time the most recent scheduled run actually started. Null until one completes;
	// preserved after the deployment is archived. Manual runs do not update this.
	LastRunAt time.Time `json:"last_run_at" api:"nullable" format:"date-time"`
	// Up to 5 timestamps of upcoming cron occurrences. Non-empty for active and paused
	// deployments (reflects what the schedule would do if unpaused); empty once the
	// deployment is archived (`archived_at` set). Each fire is offset by a small
	// per-schedule jitter, so a run will actually start at or shortly after its listed
	// time.
	UpcomingRunsAt []time.Time `json:"upcoming_runs_at" format:"date-time"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Expression     respjson.Field
		Timezone       respjson.Field
		Type           respjson.Field
		LastRunAt      respjson.Field
		UpcomingRunsAt respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSchedule) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSchedule) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A recurring schedule. Discriminated union — only cron is supported currently.
//
// The properties Expression, Timezone, Type are required.
type BetaManagedAgentsScheduleParams struct {
	// 5-field POSIX cron expression: minute hour day-of-month month day-of-week (e.g.,
	// "0 9 * * 1-5" for weekdays at 9am). Day-of-week is 0-7 where 0 and 7 both mean
	// Sunday. Extended cron syntax - seconds or year fields, and the special
	// characters L, W, #, and ? - is not supported, nor are predefined shortcuts
	// (@daily).
	Expression string `json:"expression" api:"required"`
	// Required. IANA timezone identifier (e.g., "America/Los_Angeles", "UTC").
	// Validated against the IANA timezone database.
	Timezone string `json:"timezone" api:"required"`
	// This field can be elided, and will marshal its zero value as "cron".
	Type constant.Cron `json:"type" default:"cron"`
	paramObj
}

func (r BetaManagedAgentsScheduleParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsScheduleParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsScheduleParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment configures resources, but its environment is self-hosted and
// cannot mount them.
type BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject struct {
	Type constant.SelfHostedResourcesUnsupportedError `json:"type" default:"self_hosted_resources_unsupported_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSessionResourceConfigUnion contains all possible properties and
// values from [BetaManagedAgentsGitHubRepositoryResourceConfig],
// [BetaManagedAgentsFileResourceConfig],
// [BetaManagedAgentsMemoryStoreResourceConfig].
//
// Use the [BetaManagedAgentsSessionResourceConfigUnion.AsAny] method to switch on
// the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSessionResourceConfigUnion struct {
	// Any of "github_repository", "file", "memory_store".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsGitHubRepositoryResourceConfig].
	URL string `json:"url"`
	// This field is from variant [BetaManagedAgentsGitHubRepositoryResourceConfig].
	Checkout  BetaManagedAgentsGitHubRepositoryResourceConfigCheckoutUnion `json:"checkout"`
	MountPath string                                                       `json:"mount_path"`
	// This field is from variant [BetaManagedAgentsFileResourceConfig].
	FileID string `json:"file_id"`
	// This field is from variant [BetaManagedAgentsMemoryStoreResourceConfig].
	MemoryStoreID string `json:"memory_store_id"`
	// This field is from variant [BetaManagedAgentsMemoryStoreResourceConfig].
	Access BetaManagedAgentsMemoryStoreResourceConfigAccess `json:"access"`
	// This field is from variant [BetaManagedAgentsMemoryStoreResourceConfig].
	Instructions string `json:"instructions"`
	JSON         struct {
		Type          respjson.Field
		URL           respjson.Field
		Checkout      respjson.Field
		MountPath     respjson.Field
		FileID        respjson.Field
		MemoryStoreID respjson.Field
		Access        respjson.Field
		Instructions  respjson.Field
		raw           string
	} `json:"-"`
}

// anyBetaManagedAgentsSessionResourceConfig is implemented by each variant of
// [BetaManagedAgentsSessionResourceConfigUnion] to add type safety for the return
// type of [BetaManagedAgentsSessionResourceConfigUnion.AsAny]
type anyBetaManagedAgentsSessionResourceConfig interface {
	implBetaManagedAgentsSessionResourceConfigUnion()
}

func (BetaManagedAgentsGitHubRepositoryResourceConfig) implBetaManagedAgentsSessionResourceConfigUnion() {
}
func (BetaManagedAgentsFileResourceConfig) implBetaManagedAgentsSessionResourceConfigUnion()        {}
func (BetaManagedAgentsMemoryStoreResourceConfig) implBetaManagedAgentsSessionResourceConfigUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSessionResourceConfigUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsGitHubRepositoryResourceConfig:
//	case anthropic.BetaManagedAgentsFileResourceConfig:
//	case anthropic.BetaManagedAgentsMemoryStoreResourceConfig:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSessionResourceConfigUnion) AsAny() anyBetaManagedAgentsSessionResourceConfig {
	switch u.Type {
	case "github_repository":
		return u.AsGitHubRepository()
	case "file":
		return u.AsFile()
	case "memory_store":
		return u.AsMemoryStore()
	}
	return nil
}

func (u BetaManagedAgentsSessionResourceConfigUnion) AsGitHubRepository() (v BetaManagedAgentsGitHubRepositoryResourceConfig) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionResourceConfigUnion) AsFile() (v BetaManagedAgentsFileResourceConfig) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSessionResourceConfigUnion) AsMemoryStore() (v BetaManagedAgentsMemoryStoreResourceConfig) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSessionResourceConfigUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSessionResourceConfigUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A referenced resource no longer exists and its kind was not reported.
type BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject struct {
	Type constant.SessionResourceNotFoundError `json:"type" default:"session_resource_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A skill referenced by the deployment's agent no longer exists.
type BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject struct {
	Type constant.SkillNotFoundError `json:"type" default:"skill_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An unrecognized error auto-paused the deployment. A fallback variant; matches a
// run whose `error.type` is `unknown_error`.
type BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject struct {
	Type constant.UnknownError `json:"type" default:"unknown_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A vault referenced by the deployment is archived.
type BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject struct {
	Type constant.VaultArchivedError `json:"type" default:"vault_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A vault referenced by the deployment no longer exists.
type BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject struct {
	Type constant.VaultNotFoundError `json:"type" default:"vault_not_found_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The deployment's workspace was archived.
type BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject struct {
	Type constant.WorkspaceArchivedError `json:"type" default:"workspace_archived_error"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Deprecated: BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject
type BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonError = BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsAgentArchivedDeploymentPausedReasonError has been
// renamed to BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject
type BetaManagedAgentsAgentArchivedDeploymentPausedReasonError = BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject
type BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonError = BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject

// Deprecated:
// BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject
type BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonError = BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject
type BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonError = BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsVaultNotFoundDeploymentPausedReasonError has been
// renamed to BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject
type BetaManagedAgentsVaultNotFoundDeploymentPausedReasonError = BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsFileNotFoundDeploymentPausedReasonError has been
// renamed to BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject
type BetaManagedAgentsFileNotFoundDeploymentPausedReasonError = BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonError
// has been renamed to
// BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject
type BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonError = BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject
type BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonError = BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject
type BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonError = BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonError has
// been renamed to
// BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject
type BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonError = BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsSkillNotFoundDeploymentPausedReasonError has been
// renamed to BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject
type BetaManagedAgentsSkillNotFoundDeploymentPausedReasonError = BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsVaultArchivedDeploymentPausedReasonError has been
// renamed to BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject
type BetaManagedAgentsVaultArchivedDeploymentPausedReasonError = BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsUnknownDeploymentPausedReasonError has been renamed
// to BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject
type BetaManagedAgentsUnknownDeploymentPausedReasonError = BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject

// Deprecated: BetaManagedAgentsDeploymentPausedReasonErrorUnion has been renamed
// to BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion
type BetaManagedAgentsDeploymentPausedReasonErrorUnion = BetaManagedAgentsDeploymentPausedReasonErrorObjectUnion

type BetaDeploymentNewParams struct {
	// Agent to deploy. Accepts the `agent` ID string, which pins the latest version,
	// or an `agent` object with both id and version specified. The agent must exist
	// and not be archived.
	Agent BetaDeploymentNewParamsAgentUnion `json:"agent,omitzero" api:"required"`
	// ID of the `environment` defining the container configuration for sessions
	// created from this deployment.
	EnvironmentID string `json:"environment_id" api:"required"`
	// Events to send to each session immediately after creation. At least 1,
	// maximum 50.
	InitialEvents []BetaManagedAgentsDeploymentInitialEventParamsUnion `json:"initial_events,omitzero" api:"required"`
	// Human-readable name for the deployment.
	Name string `json:"name" api:"required"`
	// Description of what the deployment does.
	Description param.Opt[string] `json:"description,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Enforced spend ceiling stamped onto each session created from this deployment,
	// copied at session-creation time. Omit to leave sessions uncapped. The deployment
	// agent's model must have a public list price, or the request is rejected; a
	// multiagent roster is re-validated in full when each fire copies the cap, which
	// fails closed the same way.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up
	// to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Resources (e.g. repositories, files) to mount into each session's container.
	// Maximum 500.
	Resources []BetaDeploymentNewParamsResourceUnion `json:"resources,omitzero"`
	// Optional recurring cron schedule. When present, the deployment fires
	// automatically. Both expression and timezone are required when schedule is set.
	Schedule BetaManagedAgentsScheduleParams `json:"schedule,omitzero"`
	// Vault IDs for stored credentials the agent can use during sessions created from
	// this deployment. Maximum 50.
	VaultIDs []string `json:"vault_ids,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaDeploymentNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaDeploymentNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaDeploymentNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaDeploymentNewParamsAgentUnion struct {
	OfString                 param.Opt[string]             `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent *BetaManagedAgentsAgentParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaDeploymentNewParamsAgentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent)
}
func (u *BetaDeploymentNewParamsAgentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaDeploymentNewParamsAgentUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	}
	return nil
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaDeploymentNewParamsResourceUnion struct {
	OfGitHubRepository *BetaManagedAgentsGitHubRepositoryResourceParams `json:",omitzero,inline"`
	OfFile             *BetaManagedAgentsFileResourceParams             `json:",omitzero,inline"`
	OfMemoryStore      *BetaManagedAgentsMemoryStoreResourceParam       `json:",omitzero,inline"`
	paramUnion
}

func (u BetaDeploymentNewParamsResourceUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfGitHubRepository, u.OfFile, u.OfMemoryStore)
}
func (u *BetaDeploymentNewParamsResourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaDeploymentNewParamsResourceUnion) asAny() any {
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
func (u BetaDeploymentNewParamsResourceUnion) GetURL() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.URL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetAuthorizationToken() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.AuthorizationToken
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetCheckout() *BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.Checkout
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetMemoryStoreID() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return &vt.MemoryStoreID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetAccess() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return (*string)(&vt.Access)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetInstructions() *string {
	if vt := u.OfMemoryStore; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentNewParamsResourceUnion) GetType() *string {
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
func (u BetaDeploymentNewParamsResourceUnion) GetMountPath() *string {
	if vt := u.OfGitHubRepository; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	} else if vt := u.OfFile; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	}
	return nil
}

func troupeInit_betadeployment_1() {
	apijson.RegisterUnion[BetaDeploymentNewParamsResourceUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsGitHubRepositoryResourceParams]("github_repository"),
		apijson.Discriminator[BetaManagedAgentsFileResourceParams]("file"),
		apijson.Discriminator[BetaManagedAgentsMemoryStoreResourceParam]("memory_store"),
	)
}

type BetaDeploymentGetParams struct {
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

type BetaDeploymentUpdateParams struct {
	// Description. Omit to preserve; send empty string or null to clear.
	Description param.Opt[string] `json:"description,omitzero"`
	// ID of the `environment` where sessions run. Omit to preserve. Cannot be cleared.
	EnvironmentID param.Opt[string] `json:"environment_id,omitzero"`
	// Human-readable name. Must be non-empty. Omit to preserve. Cannot be cleared.
	Name param.Opt[string] `json:"name,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Metadata patch. Set a key to a string to upsert it, or to null to delete it.
	// Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars
	// each) with values up to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Session resources. Full replacement. Omit to preserve; send empty array or null
	// to clear. Maximum 500.
	Resources []BetaDeploymentUpdateParamsResourceUnion `json:"resources,omitzero"`
	// Vault IDs. Full replacement. Omit to preserve; send empty array or null to
	// clear. Maximum 50.
	VaultIDs []string `json:"vault_ids,omitzero"`
	// Agent to deploy. Accepts the `agent` ID string, which re-pins to the latest
	// version, or an `agent` object with both id and version specified. Omit to
	// preserve. Cannot be cleared.
	Agent BetaDeploymentUpdateParamsAgentUnion `json:"agent,omitzero"`
	// Spend ceiling for future sessions. Full replacement. Omit to preserve; send null
	// to clear (sessions created afterwards are uncapped). The deployment agent's
	// model must have a public list price, or the request is rejected; a multiagent
	// roster is re-validated in full when each fire copies the cap, which fails closed
	// the same way.
	Budget BetaManagedAgentsBudgetLimitParam `json:"budget,omitzero"`
	// Initial events. Full replacement. Omit to preserve. Cannot be cleared. At least
	// 1, maximum 50.
	InitialEvents []BetaManagedAgentsDeploymentInitialEventParamsUnion `json:"initial_events,omitzero"`
	// Cron schedule. Full replacement. Omit to preserve; send null to clear (revert to
	// manual-only).
	Schedule BetaManagedAgentsScheduleParams `json:"schedule,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaDeploymentUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaDeploymentUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaDeploymentUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaDeploymentUpdateParamsAgentUnion struct {
	OfString                 param.Opt[string]             `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent *BetaManagedAgentsAgentParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaDeploymentUpdateParamsAgentUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent)
}
func (u *BetaDeploymentUpdateParamsAgentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaDeploymentUpdateParamsAgentUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	}
	return nil
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaDeploymentUpdateParamsResourceUnion struct {
	OfGitHubRepository *BetaManagedAgentsGitHubRepositoryResourceParams `json:",omitzero,inline"`
	OfFile             *BetaManagedAgentsFileResourceParams             `json:",omitzero,inline"`
	OfMemoryStore      *BetaManagedAgentsMemoryStoreResourceParam       `json:",omitzero,inline"`
	paramUnion
}

func (u BetaDeploymentUpdateParamsResourceUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfGitHubRepository, u.OfFile, u.OfMemoryStore)
}
func (u *BetaDeploymentUpdateParamsResourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaDeploymentUpdateParamsResourceUnion) asAny() any {
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
func (u BetaDeploymentUpdateParamsResourceUnion) GetURL() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.URL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetAuthorizationToken() *string {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.AuthorizationToken
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetCheckout() *BetaManagedAgentsGitHubRepositoryResourceParamsCheckoutUnion {
	if vt := u.OfGitHubRepository; vt != nil {
		return &vt.Checkout
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetFileID() *string {
	if vt := u.OfFile; vt != nil {
		return &vt.FileID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetMemoryStoreID() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return &vt.MemoryStoreID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetAccess() *string {
	if vt := u.OfMemoryStore; vt != nil {
		return (*string)(&vt.Access)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetInstructions() *string {
	if vt := u.OfMemoryStore; vt != nil && vt.Instructions.Valid() {
		return &vt.Instructions.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaDeploymentUpdateParamsResourceUnion) GetType() *string {
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
func (u BetaDeploymentUpdateParamsResourceUnion) GetMountPath() *string {
	if vt := u.OfGitHubRepository; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	} else if vt := u.OfFile; vt != nil && vt.MountPath.Valid() {
		return &vt.MountPath.Value
	}
	return nil
}

func troupeInit_betadeployment_2() {
	apijson.RegisterUnion[BetaDeploymentUpdateParamsResourceUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsGitHubRepositoryResourceParams]("github_repository"),
		apijson.Discriminator[BetaManagedAgentsFileResourceParams]("file"),
		apijson.Discriminator[BetaManagedAgentsMemoryStoreResourceParam]("memory_store"),
	)
}

type BetaDeploymentListParams struct {
	// Filter by agent ID.
	AgentID param.Opt[string] `query:"agent_id,omitzero" json:"-"`
	// Return deployments created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return deployments created at or before this time (inclusive).
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// When true, includes archived deployments. Default: false (exclude archived).
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum results per page. Default 20, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Filter by status: `active` or `paused`. Omit for both. To include archived
	// deployments, use `include_archived` instead; the two cannot be combined.
	//
	// Any of "active", "paused".
	Status BetaManagedAgentsDeploymentStatus `query:"status,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaDeploymentListParams]'s query parameters as
// `url.Values`.
func (r BetaDeploymentListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaDeploymentArchiveParams struct {
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

type BetaDeploymentPauseParams struct {
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

type BetaDeploymentRunParams struct {
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

type BetaDeploymentUnpauseParams struct {
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
