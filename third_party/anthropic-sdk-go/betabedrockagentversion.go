package anthropic

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/apiquery"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/pagination"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
)

// BetaBedrockAgentVersionService contains methods and other services that help
// with interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaBedrockAgentVersionService] method instead.
type BetaBedrockAgentVersionService struct {
	Options []option.RequestOption
}

// NewBetaBedrockAgentVersionService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaBedrockAgentVersionService(opts ...option.RequestOption) (r BetaBedrockAgentVersionService) {
	r = BetaBedrockAgentVersionService{}
	r.Options = opts
	return
}

// List Agent Versions
func (r *BetaBedrockAgentVersionService) List(ctx context.Context, agentID string, params BetaBedrockAgentVersionListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsBedrockAgentListItem], err error) {
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
	if agentID == "" {
		err = errors.New("missing required agent_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/agents/%s/versions", requestconfig.EscapePathSegment(agentID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true", "bedrock": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.agents.versions.list", "/v1/agents/{agent_id}/versions", "limit", "page"), requestconfig.WithSpanAttribute("gen_ai.agent.id", agentID))
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

// List Agent Versions
func (r *BetaBedrockAgentVersionService) ListAutoPaging(ctx context.Context, agentID string, params BetaBedrockAgentVersionListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsBedrockAgentListItem] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, agentID, params, opts...))
}

type BetaBedrockAgentVersionListParams struct {
	// Maximum results per page. Default 20, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque pagination cursor.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaBedrockAgentVersionListParams]'s query parameters as
// `url.Values`.
func (r BetaBedrockAgentVersionListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}
