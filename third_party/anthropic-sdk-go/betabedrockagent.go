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

// BetaBedrockAgentService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockAgentService] method instead.
type BetaBedrockAgentService struct {
	Options  []option.RequestOption
	Versions BetaBedrockAgentVersionService
}

// NewBetaBedrockAgentService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaBedrockAgentService(opts ...option.RequestOption) (r BetaBedrockAgentService) {
	r = BetaBedrockAgentService{}
	r.Options = opts
	r.Versions = NewBetaBedrockAgentVersionService(opts...)
	return
}

// Create Agent
func (r *BetaBedrockAgentService) New(ctx context.Context, params BetaBedrockAgentNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockAgent, err error) {
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
	path := "v1/agents"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithConservativeRetries())
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.create", "/v1/agents"), requestconfig.WithSpanCreatedID("gen_ai.agent.id", &res, func(created *BetaManagedAgentsBedrockAgent) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Get Agent
func (r *BetaBedrockAgentService) Get(ctx context.Context, agentID string, params BetaBedrockAgentGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockAgent, err error) {
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
	if agentID == "" {
		err = errors.New("missing required agent_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/agents/%s", requestconfig.EscapePathSegment(agentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.retrieve", "/v1/agents/{agent_id}", "version"), requestconfig.WithSpanAttribute("gen_ai.agent.id", agentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, params, &res, opts...)
	return res, err
}

// Update Agent
func (r *BetaBedrockAgentService) Update(ctx context.Context, agentID string, params BetaBedrockAgentUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockAgent, err error) {
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
	if agentID == "" {
		err = errors.New("missing required agent_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/agents/%s", requestconfig.EscapePathSegment(agentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.update", "/v1/agents/{agent_id}"), requestconfig.WithSpanAttribute("gen_ai.agent.id", agentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Agents
func (r *BetaBedrockAgentService) List(ctx context.Context, params BetaBedrockAgentListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockAgentListItem], err error) {
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
	path := "v1/agents"
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.list", "/v1/agents", "created_at[gte]", "created_at[lte]", "include_archived", "limit", "page"))
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

// List Agents
func (r *BetaBedrockAgentService) ListAutoPaging(ctx context.Context, params BetaBedrockAgentListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockAgentListItem] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, params, opts...))
}

// Archive Agent
func (r *BetaBedrockAgentService) Archive(ctx context.Context, agentID string, body BetaBedrockAgentArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsBedrockAgent, err error) {
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
	if agentID == "" {
		err = errors.New("missing required agent_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/agents/%s/archive", requestconfig.EscapePathSegment(agentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.archive", "/v1/agents/{agent_id}/archive"), requestconfig.WithSpanAttribute("gen_ai.agent.id", agentID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// MCP server connection through an Amazon Bedrock AgentCore gateway as returned in
// API responses.
type BetaManagedAgentsAWSAgentCoreGatewayMCPServer struct {
	// ARN of the gateway.
	GatewayARN string `json:"gateway_arn" api:"required"`
	// Unique name of this server, referenced by mcp_toolset configurations.
	Name string                       `json:"name" api:"required"`
	Type constant.AWSAgentcoreGateway `json:"type" default:"aws_agentcore_gateway"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		GatewayARN  respjson.Field
		Name        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsAWSAgentCoreGatewayMCPServer) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsAWSAgentCoreGatewayMCPServer) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// MCP server connection through an Amazon Bedrock AgentCore gateway.
//
// The properties GatewayARN, Name, Type are required.
type BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams struct {
	// ARN of the gateway. Each server of an agent names a different gateway.
	GatewayARN string `json:"gateway_arn" api:"required"`
	// Unique name for this server, referenced by mcp_toolset configurations. 1-255
	// characters.
	Name string `json:"name" api:"required"`
	// This field can be elided, and will marshal its zero value as
	// "aws_agentcore_gateway".
	Type constant.AWSAgentcoreGateway `json:"type" default:"aws_agentcore_gateway"`
	paramObj
}

func (r BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A Managed Agents `agent` on Amazon Bedrock.
type BetaManagedAgentsBedrockAgent struct {
	// Unique identifier of the agent.
	ID string `json:"id" api:"required"`
	// When the agent was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// When version 1 was created. The same on every version.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// The caller that created the agent. The same on every version. Null when no
	// creator was recorded.
	CreatedBy BetaManagedAgentsCallerIdentityUnion `json:"created_by" api:"required"`
	// Description of what the agent does. Null until set.
	Description string `json:"description" api:"required"`
	// MCP servers the agent connects to.
	MCPServers []BetaManagedAgentsGatewayMCPServerUnion `json:"mcp_servers" api:"required"`
	// Arbitrary key-value metadata.
	Metadata map[string]string `json:"metadata" api:"required"`
	// Model the agent uses.
	Model BetaManagedAgentsModelConfig `json:"model" api:"required"`
	// Multiagent orchestration configuration. Null when the agent is single-threaded.
	Multiagent BetaManagedAgentsBedrockMultiagentUnion `json:"multiagent" api:"required"`
	// Human-readable name of the agent.
	Name string `json:"name" api:"required"`
	// ARN of the agent itself, not of an IAM role. It never changes. Null for an agent
	// that was created without one.
	ResourceARN string `json:"resource_arn" api:"required"`
	// Folders of skills available to the agent.
	Skills []BetaManagedAgentsSandboxSkillUnion `json:"skills" api:"required"`
	// System prompt. Null until set.
	System string `json:"system" api:"required"`
	// Tool configurations available to the agent, with every default filled in.
	Tools []BetaManagedAgentsBedrockAgentToolUnion `json:"tools" api:"required"`
	Type  constant.Agent                           `json:"type" default:"agent"`
	// When this version was written.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// The agent's current version. Starts at 1 and increments when an update changes
	// the agent.
	Version int64 `json:"version" api:"required"`
	// The IAM role that a session of this agent can take when its create-session
	// request names no role (see the text of `execution_identity` on create session),
	// as an object: `{"type": "aws_role", "role_arn": "<role ARN>"}`. It is set when
	// the agent is created and never changes, so every version returns the same value.
	// A different role needs a new agent. This field does not limit the roles of the
	// agent's sessions: a create-session request can name another role. It is not the
	// execution role of the session's sandbox. This field is null only for an agent
	// that was stored with no role, which no request can create.
	ExecutionIdentity BetaManagedAgentsBedrockExecutionIdentityUnion `json:"execution_identity" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                respjson.Field
		ArchivedAt        respjson.Field
		CreatedAt         respjson.Field
		CreatedBy         respjson.Field
		Description       respjson.Field
		MCPServers        respjson.Field
		Metadata          respjson.Field
		Model             respjson.Field
		Multiagent        respjson.Field
		Name              respjson.Field
		ResourceARN       respjson.Field
		Skills            respjson.Field
		System            respjson.Field
		Tools             respjson.Field
		Type              respjson.Field
		UpdatedAt         respjson.Field
		Version           respjson.Field
		ExecutionIdentity respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgent) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A Managed Agents `agent` on Amazon Bedrock, as a list returns it, with only
// these fields. To read the other fields, such as `system`, `tools` and
// `metadata`, retrieve the agent by its `id`, with `version` for a version that is
// not the current one.
type BetaManagedAgentsBedrockAgentListItem struct {
	// Unique identifier of the agent.
	ID string `json:"id" api:"required"`
	// When the agent was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// When version 1 was created. The same on every version.
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Model the agent uses. A list returns only the model's `id`.
	Model BetaManagedAgentsBedrockAgentListItemModel `json:"model" api:"required"`
	// Human-readable name of the agent.
	Name string `json:"name" api:"required"`
	// ARN of the agent itself, not of an IAM role. It never changes. Null for an agent
	// that was created without one.
	ResourceARN string         `json:"resource_arn" api:"required"`
	Type        constant.Agent `json:"type" default:"agent"`
	// When this version was written.
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// The version of the agent that this item shows. In the list of agents, it is the
	// agent's current version. In the list of an agent's versions, each item shows a
	// different version. Starts at 1 and increments when an update changes the agent.
	Version int64 `json:"version" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ArchivedAt  respjson.Field
		CreatedAt   respjson.Field
		Model       respjson.Field
		Name        respjson.Field
		ResourceARN respjson.Field
		Type        respjson.Field
		UpdatedAt   respjson.Field
		Version     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgentListItem) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgentListItem) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The model of an `agent` in a list on Amazon Bedrock: its ID only. Retrieve the
// agent to read the model's other settings.
type BetaManagedAgentsBedrockAgentListItemModel struct {
	// The model that will power your agent.
	//
	// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
	// details and options.
	ID BetaManagedAgentsModel `json:"id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockAgentListItemModel) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockAgentListItemModel) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolUnion contains all possible properties and
// values from [BetaManagedAgentsAgentToolset20260401],
// [BetaManagedAgentsMCPToolset], [BetaManagedAgentsCustomTool],
// [BetaManagedAgentsMemoryToolset20261030].
//
// Use the [BetaManagedAgentsBedrockAgentToolUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockAgentToolUnion struct {
	// This field is a union of [[]BetaManagedAgentsAgentToolConfigUnion],
	// [[]BetaManagedAgentsMCPToolConfig], [[]BetaManagedAgentsMemoryToolConfig]
	Configs BetaManagedAgentsBedrockAgentToolUnionConfigs `json:"configs"`
	// This field is a union of [BetaManagedAgentsAgentToolsetDefaultConfig],
	// [BetaManagedAgentsMCPToolsetDefaultConfig]
	DefaultConfig BetaManagedAgentsBedrockAgentToolUnionDefaultConfig `json:"default_config"`
	// Any of "agent_toolset_20260401", "mcp_toolset", "custom",
	// "memory_toolset_20261030".
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

// anyBetaManagedAgentsBedrockAgentTool is implemented by each variant of
// [BetaManagedAgentsBedrockAgentToolUnion] to add type safety for the return type
// of [BetaManagedAgentsBedrockAgentToolUnion.AsAny]
type anyBetaManagedAgentsBedrockAgentTool interface {
	implBetaManagedAgentsBedrockAgentToolUnion()
}

func (BetaManagedAgentsAgentToolset20260401) implBetaManagedAgentsBedrockAgentToolUnion()  {}
func (BetaManagedAgentsMCPToolset) implBetaManagedAgentsBedrockAgentToolUnion()            {}
func (BetaManagedAgentsCustomTool) implBetaManagedAgentsBedrockAgentToolUnion()            {}
func (BetaManagedAgentsMemoryToolset20261030) implBetaManagedAgentsBedrockAgentToolUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockAgentToolUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentToolset20260401:
//	case anthropic.BetaManagedAgentsMCPToolset:
//	case anthropic.BetaManagedAgentsCustomTool:
//	case anthropic.BetaManagedAgentsMemoryToolset20261030:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockAgentToolUnion) AsAny() anyBetaManagedAgentsBedrockAgentTool {
	switch u.Type {
	case "agent_toolset_20260401":
		return u.AsAgentToolset20260401()
	case "mcp_toolset":
		return u.AsMCPToolset()
	case "custom":
		return u.AsCustom()
	case "memory_toolset_20261030":
		return u.AsMemoryToolset20261030()
	}
	return nil
}

func (u BetaManagedAgentsBedrockAgentToolUnion) AsAgentToolset20260401() (v BetaManagedAgentsAgentToolset20260401) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolUnion) AsMCPToolset() (v BetaManagedAgentsMCPToolset) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolUnion) AsCustom() (v BetaManagedAgentsCustomTool) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsBedrockAgentToolUnion) AsMemoryToolset20261030() (v BetaManagedAgentsMemoryToolset20261030) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockAgentToolUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockAgentToolUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolUnionConfigs is an implicit subunion of
// [BetaManagedAgentsBedrockAgentToolUnion].
// BetaManagedAgentsBedrockAgentToolUnionConfigs provides convenient access to the
// sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockAgentToolUnion].
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfBetaManagedAgentsAgentToolConfigArray
// OfBetaManagedAgentsMCPToolConfigArray OfBetaManagedAgentsMemoryToolConfigArray]
type BetaManagedAgentsBedrockAgentToolUnionConfigs struct {
	// This field will be present if the value is a
	// [[]BetaManagedAgentsAgentToolConfigUnion] instead of an object.
	OfBetaManagedAgentsAgentToolConfigArray []BetaManagedAgentsAgentToolConfigUnion `json:",inline"`
	// This field will be present if the value is a [[]BetaManagedAgentsMCPToolConfig]
	// instead of an object.
	OfBetaManagedAgentsMCPToolConfigArray []BetaManagedAgentsMCPToolConfig `json:",inline"`
	// This field will be present if the value is a
	// [[]BetaManagedAgentsMemoryToolConfig] instead of an object.
	OfBetaManagedAgentsMemoryToolConfigArray []BetaManagedAgentsMemoryToolConfig `json:",inline"`
	JSON                                     struct {
		OfBetaManagedAgentsAgentToolConfigArray  respjson.Field
		OfBetaManagedAgentsMCPToolConfigArray    respjson.Field
		OfBetaManagedAgentsMemoryToolConfigArray respjson.Field
		raw                                      string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockAgentToolUnionConfigs) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolUnionDefaultConfig is an implicit subunion of
// [BetaManagedAgentsBedrockAgentToolUnion].
// BetaManagedAgentsBedrockAgentToolUnionDefaultConfig provides convenient access
// to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockAgentToolUnion].
type BetaManagedAgentsBedrockAgentToolUnionDefaultConfig struct {
	Enabled bool `json:"enabled"`
	// This field is a union of
	// [BetaManagedAgentsAgentToolsetDefaultConfigPermissionPolicyUnion],
	// [BetaManagedAgentsMCPToolsetDefaultConfigPermissionPolicyUnion]
	PermissionPolicy BetaManagedAgentsBedrockAgentToolUnionDefaultConfigPermissionPolicy `json:"permission_policy"`
	JSON             struct {
		Enabled          respjson.Field
		PermissionPolicy respjson.Field
		raw              string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockAgentToolUnionDefaultConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsBedrockAgentToolUnionDefaultConfigPermissionPolicy is an
// implicit subunion of [BetaManagedAgentsBedrockAgentToolUnion].
// BetaManagedAgentsBedrockAgentToolUnionDefaultConfigPermissionPolicy provides
// convenient access to the sub-properties of the union.
//
// For type safety it is recommended to directly use a variant of the
// [BetaManagedAgentsBedrockAgentToolUnion].
type BetaManagedAgentsBedrockAgentToolUnionDefaultConfigPermissionPolicy struct {
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

func (r *BetaManagedAgentsBedrockAgentToolUnionDefaultConfigPermissionPolicy) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockAgentToolParamsOfMCPToolset(mcpServerName string) BetaManagedAgentsBedrockAgentToolParamsUnion {
	var mcpToolset BetaManagedAgentsMCPToolsetParams
	mcpToolset.MCPServerName = mcpServerName
	return BetaManagedAgentsBedrockAgentToolParamsUnion{OfMCPToolset: &mcpToolset}
}

func BetaManagedAgentsBedrockAgentToolParamsOfCustom(description string, inputSchema BetaManagedAgentsCustomToolInputSchemaParam, name string) BetaManagedAgentsBedrockAgentToolParamsUnion {
	var custom BetaManagedAgentsCustomToolParams
	custom.Description = description
	custom.InputSchema = inputSchema
	custom.Name = name
	return BetaManagedAgentsBedrockAgentToolParamsUnion{OfCustom: &custom}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockAgentToolParamsUnion struct {
	OfAgentToolset20260401  *BetaManagedAgentsAgentToolset20260401Params  `json:",omitzero,inline"`
	OfMCPToolset            *BetaManagedAgentsMCPToolsetParams            `json:",omitzero,inline"`
	OfCustom                *BetaManagedAgentsCustomToolParams            `json:",omitzero,inline"`
	OfMemoryToolset20261030 *BetaManagedAgentsMemoryToolset20261030Params `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockAgentToolParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAgentToolset20260401, u.OfMCPToolset, u.OfCustom, u.OfMemoryToolset20261030)
}
func (u *BetaManagedAgentsBedrockAgentToolParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockAgentToolParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfAgentToolset20260401) {
		return u.OfAgentToolset20260401
	} else if !param.IsOmitted(u.OfMCPToolset) {
		return u.OfMCPToolset
	} else if !param.IsOmitted(u.OfCustom) {
		return u.OfCustom
	} else if !param.IsOmitted(u.OfMemoryToolset20261030) {
		return u.OfMemoryToolset20261030
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetMCPServerName() *string {
	if vt := u.OfMCPToolset; vt != nil {
		return &vt.MCPServerName
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetDescription() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Description
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetInputSchema() *BetaManagedAgentsCustomToolInputSchemaParam {
	if vt := u.OfCustom; vt != nil {
		return &vt.InputSchema
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetName() *string {
	if vt := u.OfCustom; vt != nil {
		return &vt.Name
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetType() *string {
	if vt := u.OfAgentToolset20260401; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMCPToolset; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfCustom; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfMemoryToolset20261030; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetConfigs() (res betaManagedAgentsBedrockAgentToolParamsUnionConfigs) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.Configs
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.Configs
	} else if vt := u.OfMemoryToolset20261030; vt != nil {
		res.any = &vt.Configs
	}
	return
}

// Can have the runtime types [*[]BetaManagedAgentsAgentToolConfigParamsUnion],
// [*[]BetaManagedAgentsMCPToolConfigParams],
// [*[]BetaManagedAgentsMemoryToolConfigParams]
type betaManagedAgentsBedrockAgentToolParamsUnionConfigs struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *[]anthropic.BetaManagedAgentsAgentToolConfigParamsUnion:
//	case *[]anthropic.BetaManagedAgentsMCPToolConfigParams:
//	case *[]anthropic.BetaManagedAgentsMemoryToolConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsBedrockAgentToolParamsUnionConfigs) AsAny() any { return u.any }

// Returns a subunion which exports methods to access subproperties
//
// Or use AsAny() to get the underlying value
func (u BetaManagedAgentsBedrockAgentToolParamsUnion) GetDefaultConfig() (res betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfig) {
	if vt := u.OfAgentToolset20260401; vt != nil {
		res.any = &vt.DefaultConfig
	} else if vt := u.OfMCPToolset; vt != nil {
		res.any = &vt.DefaultConfig
	} else if vt := u.OfMemoryToolset20261030; vt != nil {
		res.any = &vt.DefaultConfig
	}
	return
}

// Can have the runtime types [*BetaManagedAgentsAgentToolsetDefaultConfigParams],
// [*BetaManagedAgentsMCPToolsetDefaultConfigParams]
type betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfig struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAgentToolsetDefaultConfigParams:
//	case *anthropic.BetaManagedAgentsMCPToolsetDefaultConfigParams:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfig) AsAny() any { return u.any }

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfig) GetEnabled() *bool {
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
func (u betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfig) GetPermissionPolicy() (res betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfigPermissionPolicy) {
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
type betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfigPermissionPolicy struct{ any }

// Use the following switch statement to get the type of the union:
//
//	switch u.AsAny().(type) {
//	case *anthropic.BetaManagedAgentsAlwaysAllowPolicyParam:
//	case *anthropic.BetaManagedAgentsAlwaysAskPolicyParam:
//	case *anthropic.BetaManagedAgentsAutoPolicyParam:
//	default:
//	    fmt.Errorf("not present")
//	}
func (u betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfigPermissionPolicy) AsAny() any {
	return u.any
}

// Returns a pointer to the underlying variant's property, if present.
func (u betaManagedAgentsBedrockAgentToolParamsUnionDefaultConfigPermissionPolicy) GetType() *string {
	switch vt := u.any.(type) {
	case *BetaManagedAgentsAgentToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	case *BetaManagedAgentsMCPToolsetDefaultConfigParamsPermissionPolicyUnion:
		return vt.GetType()
	}
	return nil
}

func troupeInit_betabedrockagent_0() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockAgentToolParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsAgentToolset20260401Params]("agent_toolset_20260401"),
		apijson.Discriminator[BetaManagedAgentsMCPToolsetParams]("mcp_toolset"),
		apijson.Discriminator[BetaManagedAgentsCustomToolParams]("custom"),
		apijson.Discriminator[BetaManagedAgentsMemoryToolset20261030Params]("memory_toolset_20261030"),
	)
}

// BetaManagedAgentsBedrockExecutionIdentityUnion contains all possible properties
// and values from [BetaManagedAgentsAWSRoleExecutionIdentity].
//
// Use the [BetaManagedAgentsBedrockExecutionIdentityUnion.AsAny] method to switch
// on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockExecutionIdentityUnion struct {
	// This field is from variant [BetaManagedAgentsAWSRoleExecutionIdentity].
	RoleARN string `json:"role_arn"`
	// Any of "aws_role".
	Type string `json:"type"`
	JSON struct {
		RoleARN respjson.Field
		Type    respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockExecutionIdentity is implemented by each variant of
// [BetaManagedAgentsBedrockExecutionIdentityUnion] to add type safety for the
// return type of [BetaManagedAgentsBedrockExecutionIdentityUnion.AsAny]
type anyBetaManagedAgentsBedrockExecutionIdentity interface {
	implBetaManagedAgentsBedrockExecutionIdentityUnion()
}

func (BetaManagedAgentsAWSRoleExecutionIdentity) implBetaManagedAgentsBedrockExecutionIdentityUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockExecutionIdentityUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAWSRoleExecutionIdentity:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockExecutionIdentityUnion) AsAny() anyBetaManagedAgentsBedrockExecutionIdentity {
	switch u.Type {
	case "aws_role":
		return u.AsAWSRole()
	}
	return nil
}

func (u BetaManagedAgentsBedrockExecutionIdentityUnion) AsAWSRole() (v BetaManagedAgentsAWSRoleExecutionIdentity) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockExecutionIdentityUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockExecutionIdentityUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockExecutionIdentityParamsOfAWSRole(roleARN string) BetaManagedAgentsBedrockExecutionIdentityParamsUnion {
	var awsRole BetaManagedAgentsAWSRoleExecutionIdentityParams
	awsRole.RoleARN = roleARN
	return BetaManagedAgentsBedrockExecutionIdentityParamsUnion{OfAWSRole: &awsRole}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockExecutionIdentityParamsUnion struct {
	OfAWSRole *BetaManagedAgentsAWSRoleExecutionIdentityParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockExecutionIdentityParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAWSRole)
}
func (u *BetaManagedAgentsBedrockExecutionIdentityParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockExecutionIdentityParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfAWSRole) {
		return u.OfAWSRole
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockExecutionIdentityParamsUnion) GetRoleARN() *string {
	if vt := u.OfAWSRole; vt != nil {
		return &vt.RoleARN
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockExecutionIdentityParamsUnion) GetType() *string {
	if vt := u.OfAWSRole; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockagent_1() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockExecutionIdentityParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsAWSRoleExecutionIdentityParams]("aws_role"),
	)
}

// An object that defines additional configuration control over model use
//
// The property ID is required.
type BetaManagedAgentsBedrockModelConfigParams struct {
	// The inference profile ID of the model, such as `us.anthropic.claude-sonnet-5-5`.
	ID string `json:"id" api:"required"`
	// How hard Claude works on each inference call. Accepts a bare level string
	// (`"high"`) or `{"type": "high"}`. When omitted, the model's default level
	// applies, if the model has one. An agent update that omits it and sends the
	// stored model ID keeps the stored level, if the model still accepts that level.
	Effort BetaManagedAgentsBedrockModelConfigParamsEffortUnion `json:"effort,omitzero"`
	paramObj
}

func (r BetaManagedAgentsBedrockModelConfigParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockModelConfigParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockModelConfigParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockModelConfigParamsEffortUnion struct {
	// Check if union is this variant with
	// !param.IsOmitted(union.OfBetaManagedAgentsBedrockModelConfigEffortBetaManagedAgentsEffortLevel)
	OfBetaManagedAgentsBedrockModelConfigEffortBetaManagedAgentsEffortLevel param.Opt[string]                   `json:",omitzero,inline"`
	OfBetaManagedAgentsEffortLow                                            *BetaManagedAgentsEffortLowParam    `json:",omitzero,inline"`
	OfBetaManagedAgentsEffortMedium                                         *BetaManagedAgentsEffortMediumParam `json:",omitzero,inline"`
	OfBetaManagedAgentsEffortHigh                                           *BetaManagedAgentsEffortHighParam   `json:",omitzero,inline"`
	OfBetaManagedAgentsEffortXhigh                                          *BetaManagedAgentsEffortXhighParam  `json:",omitzero,inline"`
	OfBetaManagedAgentsEffortMax                                            *BetaManagedAgentsEffortMaxParam    `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockModelConfigParamsEffortUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfBetaManagedAgentsBedrockModelConfigEffortBetaManagedAgentsEffortLevel,
		u.OfBetaManagedAgentsEffortLow,
		u.OfBetaManagedAgentsEffortMedium,
		u.OfBetaManagedAgentsEffortHigh,
		u.OfBetaManagedAgentsEffortXhigh,
		u.OfBetaManagedAgentsEffortMax)
}
func (u *BetaManagedAgentsBedrockModelConfigParamsEffortUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockModelConfigParamsEffortUnion) asAny() any {
	if !param.IsOmitted(u.OfBetaManagedAgentsBedrockModelConfigEffortBetaManagedAgentsEffortLevel) {
		return &u.OfBetaManagedAgentsBedrockModelConfigEffortBetaManagedAgentsEffortLevel
	} else if !param.IsOmitted(u.OfBetaManagedAgentsEffortLow) {
		return u.OfBetaManagedAgentsEffortLow
	} else if !param.IsOmitted(u.OfBetaManagedAgentsEffortMedium) {
		return u.OfBetaManagedAgentsEffortMedium
	} else if !param.IsOmitted(u.OfBetaManagedAgentsEffortHigh) {
		return u.OfBetaManagedAgentsEffortHigh
	} else if !param.IsOmitted(u.OfBetaManagedAgentsEffortXhigh) {
		return u.OfBetaManagedAgentsEffortXhigh
	} else if !param.IsOmitted(u.OfBetaManagedAgentsEffortMax) {
		return u.OfBetaManagedAgentsEffortMax
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockModelConfigParamsEffortUnion) GetType() *string {
	if vt := u.OfBetaManagedAgentsEffortLow; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsEffortMedium; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsEffortHigh; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsEffortXhigh; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsEffortMax; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// How hard Claude works on each turn. Higher levels favor reasoning depth over
// latency. Not all models accept every level; invalid combinations are rejected at
// create time.
type BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel string

const (
	// Low effort. Favors latency over reasoning depth.
	BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevelLow BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel = "low"
	// Medium effort. Balances latency and reasoning depth.
	BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevelMedium BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel = "medium"
	// High effort. Favors reasoning depth.
	BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevelHigh BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel = "high"
	// Extra-high effort. Not all models accept this level.
	BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevelXhigh BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel = "xhigh"
	// Maximum effort. Favors reasoning depth over latency.
	BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevelMax BetaManagedAgentsBedrockModelConfigParamsEffortBetaManagedAgentsEffortLevel = "max"
)

// BetaManagedAgentsBedrockMultiagentUnion contains all possible properties and
// values from [BetaManagedAgentsBedrockMultiagentCoordinator].
//
// Use the [BetaManagedAgentsBedrockMultiagentUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockMultiagentUnion struct {
	// This field is from variant [BetaManagedAgentsBedrockMultiagentCoordinator].
	Agents []BetaManagedAgentsBedrockMultiagentRosterEntryUnion `json:"agents"`
	// Any of "coordinator".
	Type string `json:"type"`
	JSON struct {
		Agents respjson.Field
		Type   respjson.Field
		raw    string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockMultiagent is implemented by each variant of
// [BetaManagedAgentsBedrockMultiagentUnion] to add type safety for the return type
// of [BetaManagedAgentsBedrockMultiagentUnion.AsAny]
type anyBetaManagedAgentsBedrockMultiagent interface {
	implBetaManagedAgentsBedrockMultiagentUnion()
}

func (BetaManagedAgentsBedrockMultiagentCoordinator) implBetaManagedAgentsBedrockMultiagentUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockMultiagentUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsBedrockMultiagentCoordinator:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockMultiagentUnion) AsAny() anyBetaManagedAgentsBedrockMultiagent {
	switch u.Type {
	case "coordinator":
		return u.AsCoordinator()
	}
	return nil
}

func (u BetaManagedAgentsBedrockMultiagentUnion) AsCoordinator() (v BetaManagedAgentsBedrockMultiagentCoordinator) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockMultiagentUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockMultiagentUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Resolved coordinator topology with a concrete agent roster.
type BetaManagedAgentsBedrockMultiagentCoordinator struct {
	// Agents the coordinator may spawn as session threads, each resolved to a specific
	// version.
	Agents []BetaManagedAgentsBedrockMultiagentRosterEntryUnion `json:"agents" api:"required"`
	Type   constant.Coordinator                                 `json:"type" default:"coordinator"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Agents      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsBedrockMultiagentCoordinator) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsBedrockMultiagentCoordinator) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A coordinator topology: the session's primary thread orchestrates work by
// spawning session threads, each running an agent drawn from the `agents` roster.
//
// The properties Agents, Type are required.
type BetaManagedAgentsBedrockMultiagentCoordinatorParams struct {
	// Agents the coordinator may spawn as session threads. 1–20 entries. Each entry is
	// an agent ID string, a versioned `{"type":"agent","id","version"}` reference, or
	// `{"type":"self"}` to allow recursive self-invocation. Entries must reference
	// distinct agents (after resolving `self` and string forms); at most one `self`.
	// No two entries can name agents with the same name, in any letter case.
	// Referenced agents must exist, must not be archived, and must not themselves have
	// `multiagent` set (depth limit 1).
	Agents []BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion `json:"agents,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "coordinator".
	Type constant.Coordinator `json:"type" default:"coordinator"`
	paramObj
}

func (r BetaManagedAgentsBedrockMultiagentCoordinatorParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsBedrockMultiagentCoordinatorParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsBedrockMultiagentCoordinatorParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockMultiagentParamsOfCoordinator(agents []BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) BetaManagedAgentsBedrockMultiagentParamsUnion {
	var coordinator BetaManagedAgentsBedrockMultiagentCoordinatorParams
	coordinator.Agents = agents
	return BetaManagedAgentsBedrockMultiagentParamsUnion{OfCoordinator: &coordinator}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockMultiagentParamsUnion struct {
	OfCoordinator *BetaManagedAgentsBedrockMultiagentCoordinatorParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockMultiagentParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfCoordinator)
}
func (u *BetaManagedAgentsBedrockMultiagentParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockMultiagentParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfCoordinator) {
		return u.OfCoordinator
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMultiagentParamsUnion) GetAgents() []BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion {
	if vt := u.OfCoordinator; vt != nil {
		return vt.Agents
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMultiagentParamsUnion) GetType() *string {
	if vt := u.OfCoordinator; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockagent_2() {
	apijson.RegisterUnion[BetaManagedAgentsBedrockMultiagentParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsBedrockMultiagentCoordinatorParams]("coordinator"),
	)
}

// BetaManagedAgentsBedrockMultiagentRosterEntryUnion contains all possible
// properties and values from [BetaManagedAgentsAgentReference].
//
// Use the [BetaManagedAgentsBedrockMultiagentRosterEntryUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsBedrockMultiagentRosterEntryUnion struct {
	// This field is from variant [BetaManagedAgentsAgentReference].
	ID string `json:"id"`
	// Any of "agent".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsAgentReference].
	Version int64 `json:"version"`
	JSON    struct {
		ID      respjson.Field
		Type    respjson.Field
		Version respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsBedrockMultiagentRosterEntry is implemented by each variant
// of [BetaManagedAgentsBedrockMultiagentRosterEntryUnion] to add type safety for
// the return type of [BetaManagedAgentsBedrockMultiagentRosterEntryUnion.AsAny]
type anyBetaManagedAgentsBedrockMultiagentRosterEntry interface {
	implBetaManagedAgentsBedrockMultiagentRosterEntryUnion()
}

func (BetaManagedAgentsAgentReference) implBetaManagedAgentsBedrockMultiagentRosterEntryUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsBedrockMultiagentRosterEntryUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAgentReference:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsBedrockMultiagentRosterEntryUnion) AsAny() anyBetaManagedAgentsBedrockMultiagentRosterEntry {
	switch u.Type {
	case "agent":
		return u.AsAgent()
	}
	return nil
}

func (u BetaManagedAgentsBedrockMultiagentRosterEntryUnion) AsAgent() (v BetaManagedAgentsAgentReference) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsBedrockMultiagentRosterEntryUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsBedrockMultiagentRosterEntryUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsBedrockMultiagentRosterEntryParamsOfBetaManagedAgentsAgent(id string) BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion {
	var variant BetaManagedAgentsAgentParams
	variant.ID = id
	return BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion{OfBetaManagedAgentsAgent: &variant}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion struct {
	OfString                          param.Opt[string]                      `json:",omitzero,inline"`
	OfBetaManagedAgentsAgent          *BetaManagedAgentsAgentParams          `json:",omitzero,inline"`
	OfBetaManagedAgentsMultiagentSelf *BetaManagedAgentsMultiagentSelfParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfBetaManagedAgentsAgent, u.OfBetaManagedAgentsMultiagentSelf)
}
func (u *BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfString) {
		return &u.OfString.Value
	} else if !param.IsOmitted(u.OfBetaManagedAgentsAgent) {
		return u.OfBetaManagedAgentsAgent
	} else if !param.IsOmitted(u.OfBetaManagedAgentsMultiagentSelf) {
		return u.OfBetaManagedAgentsMultiagentSelf
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) GetID() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return &vt.ID
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) GetVersion() *int64 {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil && vt.Version.Valid() {
		return &vt.Version.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsBedrockMultiagentRosterEntryParamsUnion) GetType() *string {
	if vt := u.OfBetaManagedAgentsAgent; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfBetaManagedAgentsMultiagentSelf; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// BetaManagedAgentsCallerIdentityUnion contains all possible properties and values
// from [BetaManagedAgentsPersonActor], [BetaManagedAgentsRoleActor].
//
// Use the [BetaManagedAgentsCallerIdentityUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsCallerIdentityUnion struct {
	// This field is from variant [BetaManagedAgentsPersonActor].
	Issuer string `json:"issuer"`
	// This field is from variant [BetaManagedAgentsPersonActor].
	Subject string `json:"subject"`
	// Any of "person_actor", "role_actor".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsRoleActor].
	ARN string `json:"arn"`
	// This field is from variant [BetaManagedAgentsRoleActor].
	RoleID string `json:"role_id"`
	JSON   struct {
		Issuer  respjson.Field
		Subject respjson.Field
		Type    respjson.Field
		ARN     respjson.Field
		RoleID  respjson.Field
		raw     string
	} `json:"-"`
}

// anyBetaManagedAgentsCallerIdentity is implemented by each variant of
// [BetaManagedAgentsCallerIdentityUnion] to add type safety for the return type of
// [BetaManagedAgentsCallerIdentityUnion.AsAny]
type anyBetaManagedAgentsCallerIdentity interface {
	implBetaManagedAgentsCallerIdentityUnion()
}

func (BetaManagedAgentsPersonActor) implBetaManagedAgentsCallerIdentityUnion() {}
func (BetaManagedAgentsRoleActor) implBetaManagedAgentsCallerIdentityUnion()   {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsCallerIdentityUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsPersonActor:
//	case anthropic.BetaManagedAgentsRoleActor:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsCallerIdentityUnion) AsAny() anyBetaManagedAgentsCallerIdentity {
	switch u.Type {
	case "person_actor":
		return u.AsPersonActor()
	case "role_actor":
		return u.AsRoleActor()
	}
	return nil
}

func (u BetaManagedAgentsCallerIdentityUnion) AsPersonActor() (v BetaManagedAgentsPersonActor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCallerIdentityUnion) AsRoleActor() (v BetaManagedAgentsRoleActor) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsCallerIdentityUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsCallerIdentityUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsGatewayMCPServerUnion contains all possible properties and
// values from [BetaManagedAgentsAWSAgentCoreGatewayMCPServer].
//
// Use the [BetaManagedAgentsGatewayMCPServerUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsGatewayMCPServerUnion struct {
	// This field is from variant [BetaManagedAgentsAWSAgentCoreGatewayMCPServer].
	GatewayARN string `json:"gateway_arn"`
	// This field is from variant [BetaManagedAgentsAWSAgentCoreGatewayMCPServer].
	Name string `json:"name"`
	// Any of "aws_agentcore_gateway".
	Type string `json:"type"`
	JSON struct {
		GatewayARN respjson.Field
		Name       respjson.Field
		Type       respjson.Field
		raw        string
	} `json:"-"`
}

// anyBetaManagedAgentsGatewayMCPServer is implemented by each variant of
// [BetaManagedAgentsGatewayMCPServerUnion] to add type safety for the return type
// of [BetaManagedAgentsGatewayMCPServerUnion.AsAny]
type anyBetaManagedAgentsGatewayMCPServer interface {
	implBetaManagedAgentsGatewayMCPServerUnion()
}

func (BetaManagedAgentsAWSAgentCoreGatewayMCPServer) implBetaManagedAgentsGatewayMCPServerUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsGatewayMCPServerUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAWSAgentCoreGatewayMCPServer:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsGatewayMCPServerUnion) AsAny() anyBetaManagedAgentsGatewayMCPServer {
	switch u.Type {
	case "aws_agentcore_gateway":
		return u.AsAWSAgentcoreGateway()
	}
	return nil
}

func (u BetaManagedAgentsGatewayMCPServerUnion) AsAWSAgentcoreGateway() (v BetaManagedAgentsAWSAgentCoreGatewayMCPServer) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsGatewayMCPServerUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsGatewayMCPServerUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsGatewayMCPServerParamsOfAWSAgentcoreGateway(gatewayARN string, name string) BetaManagedAgentsGatewayMCPServerParamsUnion {
	var awsAgentcoreGateway BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams
	awsAgentcoreGateway.GatewayARN = gatewayARN
	awsAgentcoreGateway.Name = name
	return BetaManagedAgentsGatewayMCPServerParamsUnion{OfAWSAgentcoreGateway: &awsAgentcoreGateway}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsGatewayMCPServerParamsUnion struct {
	OfAWSAgentcoreGateway *BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsGatewayMCPServerParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAWSAgentcoreGateway)
}
func (u *BetaManagedAgentsGatewayMCPServerParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsGatewayMCPServerParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfAWSAgentcoreGateway) {
		return u.OfAWSAgentcoreGateway
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGatewayMCPServerParamsUnion) GetGatewayARN() *string {
	if vt := u.OfAWSAgentcoreGateway; vt != nil {
		return &vt.GatewayARN
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGatewayMCPServerParamsUnion) GetName() *string {
	if vt := u.OfAWSAgentcoreGateway; vt != nil {
		return &vt.Name
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsGatewayMCPServerParamsUnion) GetType() *string {
	if vt := u.OfAWSAgentcoreGateway; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockagent_3() {
	apijson.RegisterUnion[BetaManagedAgentsGatewayMCPServerParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsAWSAgentCoreGatewayMCPServerParams]("aws_agentcore_gateway"),
	)
}

// Configuration for a specific memory tool, with every default filled in.
type BetaManagedAgentsMemoryToolConfig struct {
	Enabled bool `json:"enabled" api:"required"`
	// Memory tool identifier. `memory_list`, `memory_read` and `memory_search` read.
	// `memory_write`, `memory_str_replace`, `memory_append` and `memory_delete` write.
	//
	// Any of "memory_list", "memory_read", "memory_search", "memory_write",
	// "memory_str_replace", "memory_append", "memory_delete".
	Name BetaManagedAgentsMemoryToolName `json:"name" api:"required"`
	// Permission policy for tool execution.
	PermissionPolicy BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion `json:"permission_policy" api:"required"`
	// The same value as `name`.
	//
	// Any of "memory_list", "memory_read", "memory_search", "memory_write",
	// "memory_str_replace", "memory_append", "memory_delete".
	Type BetaManagedAgentsMemoryToolName `json:"type" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Enabled          respjson.Field
		Name             respjson.Field
		PermissionPolicy respjson.Field
		Type             respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMemoryToolConfig) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMemoryToolConfig) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion contains all possible
// properties and values from [BetaManagedAgentsAlwaysAllowPolicy],
// [BetaManagedAgentsAlwaysAskPolicy], [BetaManagedAgentsAutoPolicy].
//
// Use the [BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion.AsAny] method to
// switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion struct {
	// Any of "always_allow", "always_ask", "auto".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMemoryToolConfigPermissionPolicy is implemented by each
// variant of [BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion] to add type
// safety for the return type of
// [BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion.AsAny]
type anyBetaManagedAgentsMemoryToolConfigPermissionPolicy interface {
	implBetaManagedAgentsMemoryToolConfigPermissionPolicyUnion()
}

func (BetaManagedAgentsAlwaysAllowPolicy) implBetaManagedAgentsMemoryToolConfigPermissionPolicyUnion() {
}
func (BetaManagedAgentsAlwaysAskPolicy) implBetaManagedAgentsMemoryToolConfigPermissionPolicyUnion() {
}
func (BetaManagedAgentsAutoPolicy) implBetaManagedAgentsMemoryToolConfigPermissionPolicyUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsAlwaysAllowPolicy:
//	case anthropic.BetaManagedAgentsAlwaysAskPolicy:
//	case anthropic.BetaManagedAgentsAutoPolicy:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) AsAny() anyBetaManagedAgentsMemoryToolConfigPermissionPolicy {
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

func (u BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) AsAlwaysAllow() (v BetaManagedAgentsAlwaysAllowPolicy) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) AsAlwaysAsk() (v BetaManagedAgentsAlwaysAskPolicy) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) AsAuto() (v BetaManagedAgentsAutoPolicy) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsMemoryToolConfigPermissionPolicyUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Configuration override for a specific memory tool.
//
// The property Name is required.
type BetaManagedAgentsMemoryToolConfigParams struct {
	// The memory tool this entry configures. At most one entry per tool.
	//
	// Any of "memory_list", "memory_read", "memory_search", "memory_write",
	// "memory_str_replace", "memory_append", "memory_delete".
	Name BetaManagedAgentsMemoryToolName `json:"name,omitzero" api:"required"`
	// Whether this tool is enabled and available to Claude. Overrides the
	// default_config setting.
	Enabled param.Opt[bool] `json:"enabled,omitzero"`
	// Permission policy for this tool. Overrides the default_config setting.
	PermissionPolicy BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion `json:"permission_policy,omitzero"`
	// Optional. Must equal `name`.
	//
	// Any of "memory_list", "memory_read", "memory_search", "memory_write",
	// "memory_str_replace", "memory_append", "memory_delete".
	Type BetaManagedAgentsMemoryToolName `json:"type,omitzero"`
	paramObj
}

func (r BetaManagedAgentsMemoryToolConfigParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMemoryToolConfigParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMemoryToolConfigParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion struct {
	OfAlwaysAllow *BetaManagedAgentsAlwaysAllowPolicyParam `json:",omitzero,inline"`
	OfAlwaysAsk   *BetaManagedAgentsAlwaysAskPolicyParam   `json:",omitzero,inline"`
	OfAuto        *BetaManagedAgentsAutoPolicyParam        `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAlwaysAllow, u.OfAlwaysAsk, u.OfAuto)
}
func (u *BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion) asAny() any {
	if !param.IsOmitted(u.OfAlwaysAllow) {
		return u.OfAlwaysAllow
	} else if !param.IsOmitted(u.OfAlwaysAsk) {
		return u.OfAlwaysAsk
	} else if !param.IsOmitted(u.OfAuto) {
		return u.OfAuto
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion) GetType() *string {
	if vt := u.OfAlwaysAllow; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfAlwaysAsk; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfAuto; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockagent_4() {
	apijson.RegisterUnion[BetaManagedAgentsMemoryToolConfigParamsPermissionPolicyUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsAlwaysAllowPolicyParam]("always_allow"),
		apijson.Discriminator[BetaManagedAgentsAlwaysAskPolicyParam]("always_ask"),
		apijson.Discriminator[BetaManagedAgentsAutoPolicyParam]("auto"),
	)
}

// Memory tool identifier. `memory_list`, `memory_read` and `memory_search` read.
// `memory_write`, `memory_str_replace`, `memory_append` and `memory_delete` write.
type BetaManagedAgentsMemoryToolName string

const (
	BetaManagedAgentsMemoryToolNameMemoryList       BetaManagedAgentsMemoryToolName = "memory_list"
	BetaManagedAgentsMemoryToolNameMemoryRead       BetaManagedAgentsMemoryToolName = "memory_read"
	BetaManagedAgentsMemoryToolNameMemorySearch     BetaManagedAgentsMemoryToolName = "memory_search"
	BetaManagedAgentsMemoryToolNameMemoryWrite      BetaManagedAgentsMemoryToolName = "memory_write"
	BetaManagedAgentsMemoryToolNameMemoryStrReplace BetaManagedAgentsMemoryToolName = "memory_str_replace"
	BetaManagedAgentsMemoryToolNameMemoryAppend     BetaManagedAgentsMemoryToolName = "memory_append"
	BetaManagedAgentsMemoryToolNameMemoryDelete     BetaManagedAgentsMemoryToolName = "memory_delete"
)

// The memory toolset of an agent, with every default filled in.
type BetaManagedAgentsMemoryToolset20261030 struct {
	// The entries the request sent, in its order. Empty if it sent none.
	Configs []BetaManagedAgentsMemoryToolConfig `json:"configs" api:"required"`
	// Resolved default configuration for agent tools.
	DefaultConfig BetaManagedAgentsAgentToolsetDefaultConfig `json:"default_config" api:"required"`
	Type          constant.MemoryToolset20261030             `json:"type" default:"memory_toolset_20261030"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Configs       respjson.Field
		DefaultConfig respjson.Field
		Type          respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMemoryToolset20261030) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMemoryToolset20261030) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Gives an agent the memory tools, through which it reads and writes the memory
// stores attached to its session. An entry with `type` alone enables every memory
// tool with `always_allow`.
//
// A thread is offered a memory tool only if its own agent's entry enables it and
// the session has a `memory_store` resource. A writing tool also needs a store
// attached `read_write`.
//
// The property Type is required.
type BetaManagedAgentsMemoryToolset20261030Params struct {
	// Per-tool configuration overrides. Null is treated as an empty array.
	Configs []BetaManagedAgentsMemoryToolConfigParams `json:"configs,omitzero"`
	// Default configuration applied to all tools in this set. Defaults: `enabled`
	// true, `permission_policy` `always_allow`.
	DefaultConfig BetaManagedAgentsAgentToolsetDefaultConfigParams `json:"default_config,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "memory_toolset_20261030".
	Type constant.MemoryToolset20261030 `json:"type" default:"memory_toolset_20261030"`
	paramObj
}

func (r BetaManagedAgentsMemoryToolset20261030Params) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMemoryToolset20261030Params
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMemoryToolset20261030Params) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A person who signed in through an identity provider.
type BetaManagedAgentsPersonActor struct {
	// The person's identity provider.
	Issuer string `json:"issuer" api:"required"`
	// The person's subject at that identity provider.
	Subject string               `json:"subject" api:"required"`
	Type    constant.PersonActor `json:"type" default:"person_actor"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Issuer      respjson.Field
		Subject     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsPersonActor) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsPersonActor) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An IAM role.
type BetaManagedAgentsRoleActor struct {
	// The IAM role's ARN.
	ARN string `json:"arn" api:"required"`
	// The IAM role's unique ID.
	RoleID string             `json:"role_id" api:"required"`
	Type   constant.RoleActor `json:"type" default:"role_actor"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ARN         respjson.Field
		RoleID      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRoleActor) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRoleActor) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An S3 folder that contains skills, as returned in API responses.
type BetaManagedAgentsS3MountSkill struct {
	// Where the folder is mounted in the sandbox.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket.
	Region string `json:"region" api:"required"`
	// The S3 folder, with exactly one trailing `/`. `{session_id}` is returned as
	// written.
	S3URI string           `json:"s3_uri" api:"required"`
	Type  constant.S3Mount `json:"type" default:"s3_mount"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MountPath   respjson.Field
		Region      respjson.Field
		S3URI       respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsS3MountSkill) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsS3MountSkill) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An S3 folder that contains skills. It is mounted read-only at `mount_path` each
// time the session's sandbox starts. S3 folders and files must be turned on for
// your account (ask your AWS contact), or any request that names this entry fails
// with a 400 error. The session's `environment_id` must name an AgentCore Runtime
// on platform version V2, or an endpoint of one, and that runtime's image must be
// able to mount S3 folders (the Claude Managed Agents for Amazon Bedrock guide
// shows how to build one). Otherwise the create-session request fails with a 400
// error, or every start of the sandbox fails with `s3_mount_error`. The session's
// agent must have the `read` tool enabled. The runtime's execution role must be
// able to list and read the folder. That role is not the one in
// `execution_identity`.
//
// The properties MountPath, Region, S3URI, Type are required.
type BetaManagedAgentsS3MountSkillParams struct {
	// Where the folder is mounted in the sandbox: a path under `/mnt/` of letters,
	// digits, `.`, `_`, `-` and `/`, with no empty, "." or ".." segment and no
	// trailing `/`. Up to 1024 characters, and up to 255 characters in each segment. A
	// segment is the text between two `/`, or the text after the last `/`. Not
	// `/mnt/workspace`, `/mnt/memory`, or anything under either.
	MountPath string `json:"mount_path" api:"required"`
	// AWS Region of the bucket, such as `us-east-1`.
	Region string `json:"region" api:"required"`
	// The S3 folder, as `s3://bucket/folder/` with one or more folder names. Up to
	// 1024 characters, with any `{session_id}` filled in. The bucket must be a general
	// purpose bucket. Use the bucket's name, not an access point alias. A folder name
	// can be the template variable `{session_id}`. Send those characters as written:
	// the service replaces them with each session's own ID when that session is
	// created.
	S3URI string `json:"s3_uri" api:"required"`
	// This field can be elided, and will marshal its zero value as "s3_mount".
	Type constant.S3Mount `json:"type" default:"s3_mount"`
	paramObj
}

func (r BetaManagedAgentsS3MountSkillParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsS3MountSkillParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsS3MountSkillParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A folder in the session's sandbox that contains skills, as returned in API
// responses.
type BetaManagedAgentsSandboxPathSkill struct {
	// Absolute path of the folder.
	Path string               `json:"path" api:"required"`
	Type constant.SandboxPath `json:"type" default:"sandbox_path"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Path        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsSandboxPathSkill) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsSandboxPathSkill) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A folder in the session's sandbox that contains skills. The session's agent must
// have the `read` tool enabled.
//
// The properties Path, Type are required.
type BetaManagedAgentsSandboxPathSkillParams struct {
	// Absolute path of the folder. Up to 1024 printable ASCII characters, with no ".."
	// segment and no template variable. Not `/mnt/memory` or anything under it,
	// because sessions write there.
	Path string `json:"path" api:"required"`
	// This field can be elided, and will marshal its zero value as "sandbox_path".
	Type constant.SandboxPath `json:"type" default:"sandbox_path"`
	paramObj
}

func (r BetaManagedAgentsSandboxPathSkillParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsSandboxPathSkillParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsSandboxPathSkillParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsSandboxSkillUnion contains all possible properties and values
// from [BetaManagedAgentsSandboxPathSkill], [BetaManagedAgentsS3MountSkill].
//
// Use the [BetaManagedAgentsSandboxSkillUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsSandboxSkillUnion struct {
	// This field is from variant [BetaManagedAgentsSandboxPathSkill].
	Path string `json:"path"`
	// Any of "sandbox_path", "s3_mount".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsS3MountSkill].
	MountPath string `json:"mount_path"`
	// This field is from variant [BetaManagedAgentsS3MountSkill].
	Region string `json:"region"`
	// This field is from variant [BetaManagedAgentsS3MountSkill].
	S3URI string `json:"s3_uri"`
	JSON  struct {
		Path      respjson.Field
		Type      respjson.Field
		MountPath respjson.Field
		Region    respjson.Field
		S3URI     respjson.Field
		raw       string
	} `json:"-"`
}

// anyBetaManagedAgentsSandboxSkill is implemented by each variant of
// [BetaManagedAgentsSandboxSkillUnion] to add type safety for the return type of
// [BetaManagedAgentsSandboxSkillUnion.AsAny]
type anyBetaManagedAgentsSandboxSkill interface {
	implBetaManagedAgentsSandboxSkillUnion()
}

func (BetaManagedAgentsSandboxPathSkill) implBetaManagedAgentsSandboxSkillUnion() {}
func (BetaManagedAgentsS3MountSkill) implBetaManagedAgentsSandboxSkillUnion()     {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsSandboxSkillUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsSandboxPathSkill:
//	case anthropic.BetaManagedAgentsS3MountSkill:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsSandboxSkillUnion) AsAny() anyBetaManagedAgentsSandboxSkill {
	switch u.Type {
	case "sandbox_path":
		return u.AsSandboxPath()
	case "s3_mount":
		return u.AsS3Mount()
	}
	return nil
}

func (u BetaManagedAgentsSandboxSkillUnion) AsSandboxPath() (v BetaManagedAgentsSandboxPathSkill) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsSandboxSkillUnion) AsS3Mount() (v BetaManagedAgentsS3MountSkill) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsSandboxSkillUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsSandboxSkillUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsSandboxSkillParamsOfSandboxPath(path string) BetaManagedAgentsSandboxSkillParamsUnion {
	var sandboxPath BetaManagedAgentsSandboxPathSkillParams
	sandboxPath.Path = path
	return BetaManagedAgentsSandboxSkillParamsUnion{OfSandboxPath: &sandboxPath}
}

func BetaManagedAgentsSandboxSkillParamsOfS3Mount(mountPath string, region string, s3URI string) BetaManagedAgentsSandboxSkillParamsUnion {
	var s3Mount BetaManagedAgentsS3MountSkillParams
	s3Mount.MountPath = mountPath
	s3Mount.Region = region
	s3Mount.S3URI = s3URI
	return BetaManagedAgentsSandboxSkillParamsUnion{OfS3Mount: &s3Mount}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsSandboxSkillParamsUnion struct {
	OfSandboxPath *BetaManagedAgentsSandboxPathSkillParams `json:",omitzero,inline"`
	OfS3Mount     *BetaManagedAgentsS3MountSkillParams     `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsSandboxSkillParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfSandboxPath, u.OfS3Mount)
}
func (u *BetaManagedAgentsSandboxSkillParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsSandboxSkillParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfSandboxPath) {
		return u.OfSandboxPath
	} else if !param.IsOmitted(u.OfS3Mount) {
		return u.OfS3Mount
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSandboxSkillParamsUnion) GetPath() *string {
	if vt := u.OfSandboxPath; vt != nil {
		return &vt.Path
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSandboxSkillParamsUnion) GetMountPath() *string {
	if vt := u.OfS3Mount; vt != nil {
		return &vt.MountPath
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSandboxSkillParamsUnion) GetRegion() *string {
	if vt := u.OfS3Mount; vt != nil {
		return &vt.Region
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSandboxSkillParamsUnion) GetS3URI() *string {
	if vt := u.OfS3Mount; vt != nil {
		return &vt.S3URI
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsSandboxSkillParamsUnion) GetType() *string {
	if vt := u.OfSandboxPath; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfS3Mount; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betabedrockagent_5() {
	apijson.RegisterUnion[BetaManagedAgentsSandboxSkillParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsSandboxPathSkillParams]("sandbox_path"),
		apijson.Discriminator[BetaManagedAgentsS3MountSkillParams]("s3_mount"),
	)
}

type BetaBedrockAgentNewParams struct {
	// The IAM role, in your account, that a session of this agent can take when its
	// create-session request names no role (see the text of `execution_identity` on
	// create session), as an object: `{"type": "aws_role", "role_arn": "<role ARN>"}`.
	// This field is required: if a create-agent request names no role, or an empty
	// one, Amazon Bedrock refuses it with a 400 error. The role cannot be set, changed
	// or removed after the agent is created: a different role needs a new agent. This
	// field does not limit the roles of the agent's sessions: a create-session request
	// can name another role. It is not the execution role of the session's sandbox.
	// Only a caller that signs in as an IAM role can send a role, so only such a
	// caller can create an agent.
	ExecutionIdentity BetaManagedAgentsBedrockExecutionIdentityParamsUnion `json:"execution_identity,omitzero" api:"required"`
	// Model identifier. Amazon Bedrock takes an inference profile ID, such as
	// `us.anthropic.claude-sonnet-5-5`. The prefix of the ID, such as `us.`, `eu.` or
	// `global.`, decides where the model runs. Amazon Bedrock refuses these with a 400
	// error: a Claude model name (`claude-sonnet-5-5`), an ID with no geography prefix
	// (`anthropic.claude-sonnet-5-5`) and an inference profile ARN. Send the inference
	// profile ID as a string, or as `id` in an object.
	Model BetaManagedAgentsBedrockModelConfigParams `json:"model,omitzero" api:"required"`
	// Human-readable name for the agent.
	Name string `json:"name" api:"required"`
	// Description of what the agent does.
	Description param.Opt[string] `json:"description,omitzero"`
	// System prompt for the agent.
	System param.Opt[string] `json:"system,omitzero"`
	// MCP servers this agent connects to. Maximum 20. Names must be unique within the
	// array. Every server must be referenced by an `mcp_toolset` in `tools`;
	// unreferenced servers are rejected. Null is treated as an empty array.
	MCPServers []BetaManagedAgentsGatewayMCPServerParamsUnion `json:"mcp_servers,omitzero"`
	// Folders of skills available to the agent. Maximum 20. Null is treated as an
	// empty array.
	Skills []BetaManagedAgentsSandboxSkillParamsUnion `json:"skills,omitzero"`
	// Tool configurations available to the agent. Maximum 128. Null is treated as an
	// empty array. `web_fetch` and `web_search` are not supported on Amazon Bedrock: a
	// `configs` entry that names either fails with a 400 error.
	Tools []BetaManagedAgentsBedrockAgentToolParamsUnion `json:"tools,omitzero"`
	// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up
	// to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Multiagent orchestration configuration. Amazon Bedrock supports only the
	// `coordinator` type: a request with any other type fails with a 400 error.
	Multiagent BetaManagedAgentsBedrockMultiagentParamsUnion `json:"multiagent,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockAgentNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockAgentNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockAgentNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockAgentGetParams struct {
	// Agent version. Omit for the most recent version. Must be at least 1 if
	// specified.
	Version param.Opt[int64] `query:"version,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockAgentGetParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockAgentGetParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockAgentUpdateParams struct {
	// Description. Omit to preserve; send null to clear.
	Description param.Opt[string] `json:"description,omitzero"`
	// System prompt. Omit to preserve; send null to clear.
	System param.Opt[string] `json:"system,omitzero"`
	// The agent's current version, used to prevent concurrent overwrites. Obtain this
	// value from a create or retrieve response. Must be at least 1 if specified. When
	// supplied, the request fails if it does not match the server's current version;
	// omit, or send null, to apply the update unconditionally.
	Version param.Opt[int64] `json:"version,omitzero"`
	// Human-readable name. Must be non-empty. Omit to preserve. Cannot be cleared.
	Name param.Opt[string] `json:"name,omitzero"`
	// MCP servers. Full replacement. Omit to preserve; send empty array or `null` to
	// clear. Names must be unique. Maximum 20. Every server must be referenced by an
	// `mcp_toolset` in the agent's resulting `tools`; unreferenced servers are
	// rejected.
	MCPServers []BetaManagedAgentsGatewayMCPServerParamsUnion `json:"mcp_servers,omitzero"`
	// Changes to the metadata. Set a key to a string to add or replace it, or to null
	// to delete it. Omit this field to keep the metadata as it is. Do not set the
	// whole field to null. It does not clear the metadata: the service either ignores
	// the null or fails the request with a 400 error and saves nothing. To clear the
	// metadata, set each key to null. The stored metadata is limited to 16 keys (up to
	// 64 characters each) with values up to 512 characters.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Folders of skills. Full replacement. Omit to preserve; send empty array or null
	// to clear. Maximum 20.
	Skills []BetaManagedAgentsSandboxSkillParamsUnion `json:"skills,omitzero"`
	// Tool configurations available to the agent. Full replacement. Omit to preserve;
	// send empty array or null to clear. Maximum 128. `web_fetch` and `web_search` are
	// not supported on Amazon Bedrock: a `configs` entry that names either fails with
	// a 400 error.
	Tools []BetaManagedAgentsBedrockAgentToolParamsUnion `json:"tools,omitzero"`
	// Model identifier. Amazon Bedrock takes an inference profile ID, such as
	// `us.anthropic.claude-sonnet-5-5`. The prefix of the ID, such as `us.`, `eu.` or
	// `global.`, decides where the model runs. Amazon Bedrock refuses these with a 400
	// error: a Claude model name (`claude-sonnet-5-5`), an ID with no geography prefix
	// (`anthropic.claude-sonnet-5-5`) and an inference profile ARN. Send the inference
	// profile ID as a string, or as `id` in an object. Full replacement. Omit to
	// preserve. Cannot be cleared.
	Model BetaManagedAgentsBedrockModelConfigParams `json:"model,omitzero"`
	// Multiagent orchestration configuration. Amazon Bedrock supports only the
	// `coordinator` type: a request with any other type fails with a 400 error. Full
	// replacement. Omit to preserve; send null to clear.
	Multiagent BetaManagedAgentsBedrockMultiagentParamsUnion `json:"multiagent,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaBedrockAgentUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaBedrockAgentUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaBedrockAgentUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaBedrockAgentListParams struct {
	// Return agents created at or after this time (inclusive).
	CreatedAtGte param.Opt[time.Time] `query:"created_at[gte],omitzero" format:"date-time" json:"-"`
	// Return agents created at or before this time (inclusive).
	CreatedAtLte param.Opt[time.Time] `query:"created_at[lte],omitzero" format:"date-time" json:"-"`
	// Include archived agents in results. Defaults to false.
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum results per page. Default 20, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor from a previous response.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockAgentListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockAgentListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaBedrockAgentArchiveParams struct {
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}
