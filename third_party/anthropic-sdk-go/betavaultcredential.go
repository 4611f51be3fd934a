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

// BetaVaultCredentialService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaVaultCredentialService] method instead.
type BetaVaultCredentialService struct {
	Options []option.RequestOption
}

// NewBetaVaultCredentialService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaVaultCredentialService(opts ...option.RequestOption) (r BetaVaultCredentialService) {
	r = BetaVaultCredentialService{}
	r.Options = opts
	return
}

// Create a Credential
func (r *BetaVaultCredentialService) New(ctx context.Context, vaultID string, params BetaVaultCredentialNewParams, opts ...option.RequestOption) (res *BetaManagedAgentsCredential, err error) {
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
	if vaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials", requestconfig.EscapePathSegment(vaultID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithConservativeRetries())
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.create", "/v1/vaults/{vault_id}/credentials"), requestconfig.WithSpanAttribute("anthropic.vault.id", vaultID), requestconfig.WithSpanCreatedID("anthropic.vault.credential.id", &res, func(created *BetaManagedAgentsCredential) string { return created.ID }))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// Retrieve a Credential
func (r *BetaVaultCredentialService) Get(ctx context.Context, credentialID string, params BetaVaultCredentialGetParams, opts ...option.RequestOption) (res *BetaManagedAgentsCredential, err error) {
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
	if params.VaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	if credentialID == "" {
		err = errors.New("missing required credential_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials/%s", requestconfig.EscapePathSegment(params.VaultID), requestconfig.EscapePathSegment(credentialID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.retrieve", "/v1/vaults/{vault_id}/credentials/{credential_id}"), requestconfig.WithSpanAttribute("anthropic.vault.id", params.VaultID), requestconfig.WithSpanAttribute("anthropic.vault.credential.id", credentialID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Update a Credential
func (r *BetaVaultCredentialService) Update(ctx context.Context, credentialID string, params BetaVaultCredentialUpdateParams, opts ...option.RequestOption) (res *BetaManagedAgentsCredential, err error) {
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
	if params.VaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	if credentialID == "" {
		err = errors.New("missing required credential_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials/%s", requestconfig.EscapePathSegment(params.VaultID), requestconfig.EscapePathSegment(credentialID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.update", "/v1/vaults/{vault_id}/credentials/{credential_id}"), requestconfig.WithSpanAttribute("anthropic.vault.id", params.VaultID), requestconfig.WithSpanAttribute("anthropic.vault.credential.id", credentialID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List Credentials
func (r *BetaVaultCredentialService) List(ctx context.Context, vaultID string, params BetaVaultCredentialListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaManagedAgentsCredential], err error) {
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
	if vaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials", requestconfig.EscapePathSegment(vaultID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.list", "/v1/vaults/{vault_id}/credentials", "include_archived", "limit", "page"), requestconfig.WithSpanAttribute("anthropic.vault.id", vaultID))
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

// List Credentials
func (r *BetaVaultCredentialService) ListAutoPaging(ctx context.Context, vaultID string, params BetaVaultCredentialListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaManagedAgentsCredential] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, vaultID, params, opts...))
}

// Delete a Credential
func (r *BetaVaultCredentialService) Delete(ctx context.Context, credentialID string, params BetaVaultCredentialDeleteParams, opts ...option.RequestOption) (res *BetaManagedAgentsDeletedCredential, err error) {
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
	if params.VaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	if credentialID == "" {
		err = errors.New("missing required credential_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials/%s", requestconfig.EscapePathSegment(params.VaultID), requestconfig.EscapePathSegment(credentialID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.delete", "/v1/vaults/{vault_id}/credentials/{credential_id}"), requestconfig.WithSpanAttribute("anthropic.vault.id", params.VaultID), requestconfig.WithSpanAttribute("anthropic.vault.credential.id", credentialID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodDelete, path, nil, &res, opts...)
	return res, err
}

// Archive a Credential
func (r *BetaVaultCredentialService) Archive(ctx context.Context, credentialID string, params BetaVaultCredentialArchiveParams, opts ...option.RequestOption) (res *BetaManagedAgentsCredential, err error) {
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
	if params.VaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	if credentialID == "" {
		err = errors.New("missing required credential_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials/%s/archive", requestconfig.EscapePathSegment(params.VaultID), requestconfig.EscapePathSegment(credentialID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.archive", "/v1/vaults/{vault_id}/credentials/{credential_id}/archive"), requestconfig.WithSpanAttribute("anthropic.vault.id", params.VaultID), requestconfig.WithSpanAttribute("anthropic.vault.credential.id", credentialID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// Validate an MCP OAuth Credential
func (r *BetaVaultCredentialService) MCPOAuthValidate(ctx context.Context, credentialID string, params BetaVaultCredentialMCPOAuthValidateParams, opts ...option.RequestOption) (res *BetaManagedAgentsCredentialValidation, err error) {
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
	if params.VaultID == "" {
		err = errors.New("missing required vault_id parameter")
		return nil, err
	}
	if credentialID == "" {
		err = errors.New("missing required credential_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/vaults/%s/credentials/%s/mcp_oauth_validate", requestconfig.EscapePathSegment(params.VaultID), requestconfig.EscapePathSegment(credentialID))
	opts = append(opts, requestconfig.WithQualifiers(map[string]string{"beta": "true"}))
	opts = append(opts, requestconfig.WithSpan("anthropic.vaults.credentials.mcp_oauth_validate", "/v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate"), requestconfig.WithSpanAttribute("anthropic.vault.id", params.VaultID), requestconfig.WithSpanAttribute("anthropic.vault.credential.id", credentialID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, nil, &res, opts...)
	return res, err
}

// A credential stored in a vault. Sensitive fields are never returned in
// responses.
type BetaManagedAgentsCredential struct {
	// The unique ID of the credential (`vcrd_...`).
	ID string `json:"id" api:"required"`
	// When the credential was archived. Null if not archived.
	ArchivedAt time.Time `json:"archived_at" api:"required" format:"date-time"`
	// Authentication configuration for this credential.
	Auth BetaManagedAgentsCredentialAuthUnion `json:"auth" api:"required"`
	// A timestamp in RFC 3339 format
	CreatedAt time.Time `json:"created_at" api:"required" format:"date-time"`
	// Arbitrary key-value metadata attached to the credential.
	Metadata map[string]string        `json:"metadata" api:"required"`
	Type     constant.VaultCredential `json:"type" default:"vault_credential"`
	// A timestamp in RFC 3339 format
	UpdatedAt time.Time `json:"updated_at" api:"required" format:"date-time"`
	// Identifier of the vault this credential belongs to.
	VaultID string `json:"vault_id" api:"required"`
	// Human-readable name for the credential.
	DisplayName string `json:"display_name" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		ArchivedAt  respjson.Field
		Auth        respjson.Field
		CreatedAt   respjson.Field
		Metadata    respjson.Field
		Type        respjson.Field
		UpdatedAt   respjson.Field
		VaultID     respjson.Field
		DisplayName respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCredential) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCredential) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsCredentialAuthUnion contains all possible properties and values
// from [BetaManagedAgentsMCPOAuthAuthResponse],
// [BetaManagedAgentsStaticBearerAuthResponse],
// [BetaManagedAgentsEnvironmentVariableAuthResponse].
//
// Use the [BetaManagedAgentsCredentialAuthUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsCredentialAuthUnion struct {
	MCPServerURL string `json:"mcp_server_url"`
	// Any of "mcp_oauth", "static_bearer", "environment_variable".
	Type string `json:"type"`
	// This field is from variant [BetaManagedAgentsMCPOAuthAuthResponse].
	ExpiresAt time.Time `json:"expires_at"`
	// This field is from variant [BetaManagedAgentsMCPOAuthAuthResponse].
	Refresh BetaManagedAgentsMCPOAuthRefreshResponse `json:"refresh"`
	// This field is from variant [BetaManagedAgentsEnvironmentVariableAuthResponse].
	InjectionLocation BetaManagedAgentsInjectionLocationResponse `json:"injection_location"`
	// This field is from variant [BetaManagedAgentsEnvironmentVariableAuthResponse].
	Networking BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion `json:"networking"`
	// This field is from variant [BetaManagedAgentsEnvironmentVariableAuthResponse].
	SecretName string `json:"secret_name"`
	JSON       struct {
		MCPServerURL      respjson.Field
		Type              respjson.Field
		ExpiresAt         respjson.Field
		Refresh           respjson.Field
		InjectionLocation respjson.Field
		Networking        respjson.Field
		SecretName        respjson.Field
		raw               string
	} `json:"-"`
}

// anyBetaManagedAgentsCredentialAuth is implemented by each variant of
// [BetaManagedAgentsCredentialAuthUnion] to add type safety for the return type of
// [BetaManagedAgentsCredentialAuthUnion.AsAny]
type anyBetaManagedAgentsCredentialAuth interface {
	implBetaManagedAgentsCredentialAuthUnion()
}

func (BetaManagedAgentsMCPOAuthAuthResponse) implBetaManagedAgentsCredentialAuthUnion()            {}
func (BetaManagedAgentsStaticBearerAuthResponse) implBetaManagedAgentsCredentialAuthUnion()        {}
func (BetaManagedAgentsEnvironmentVariableAuthResponse) implBetaManagedAgentsCredentialAuthUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsCredentialAuthUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsMCPOAuthAuthResponse:
//	case anthropic.BetaManagedAgentsStaticBearerAuthResponse:
//	case anthropic.BetaManagedAgentsEnvironmentVariableAuthResponse:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsCredentialAuthUnion) AsAny() anyBetaManagedAgentsCredentialAuth {
	switch u.Type {
	case "mcp_oauth":
		return u.AsMCPOAuth()
	case "static_bearer":
		return u.AsStaticBearer()
	case "environment_variable":
		return u.AsEnvironmentVariable()
	}
	return nil
}

func (u BetaManagedAgentsCredentialAuthUnion) AsMCPOAuth() (v BetaManagedAgentsMCPOAuthAuthResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCredentialAuthUnion) AsStaticBearer() (v BetaManagedAgentsStaticBearerAuthResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsCredentialAuthUnion) AsEnvironmentVariable() (v BetaManagedAgentsEnvironmentVariableAuthResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsCredentialAuthUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaManagedAgentsCredentialAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func BetaManagedAgentsCredentialNetworkingParamsOfLimited(allowedHosts []string) BetaManagedAgentsCredentialNetworkingParamsUnion {
	var limited BetaManagedAgentsLimitedCredentialNetworkingParams
	limited.AllowedHosts = allowedHosts
	return BetaManagedAgentsCredentialNetworkingParamsUnion{OfLimited: &limited}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsCredentialNetworkingParamsUnion struct {
	OfUnrestricted *BetaManagedAgentsUnrestrictedCredentialNetworkingParams `json:",omitzero,inline"`
	OfLimited      *BetaManagedAgentsLimitedCredentialNetworkingParams      `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsCredentialNetworkingParamsUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfUnrestricted, u.OfLimited)
}
func (u *BetaManagedAgentsCredentialNetworkingParamsUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsCredentialNetworkingParamsUnion) asAny() any {
	if !param.IsOmitted(u.OfUnrestricted) {
		return u.OfUnrestricted
	} else if !param.IsOmitted(u.OfLimited) {
		return u.OfLimited
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsCredentialNetworkingParamsUnion) GetAllowedHosts() []string {
	if vt := u.OfLimited; vt != nil {
		return vt.AllowedHosts
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsCredentialNetworkingParamsUnion) GetType() *string {
	if vt := u.OfUnrestricted; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfLimited; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betavaultcredential_0() {
	apijson.RegisterUnion[BetaManagedAgentsCredentialNetworkingParamsUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsUnrestrictedCredentialNetworkingParams]("unrestricted"),
		apijson.Discriminator[BetaManagedAgentsLimitedCredentialNetworkingParams]("limited"),
	)
}

// Result of live-probing a credential against its configured MCP server.
type BetaManagedAgentsCredentialValidation struct {
	// Unique identifier of the credential that was validated.
	CredentialID string `json:"credential_id" api:"required"`
	// Whether the credential has a refresh token configured.
	HasRefreshToken bool `json:"has_refresh_token" api:"required"`
	// Details of the MCP probe step that failed, or `null` if the probe succeeded or
	// there was no access token to test.
	MCPProbe BetaManagedAgentsMCPProbe `json:"mcp_probe" api:"required"`
	// Details of the refresh-token exchange attempted on a 401. Null when no refresh
	// was attempted.
	Refresh BetaManagedAgentsRefreshObject `json:"refresh" api:"required"`
	// Overall verdict of the validation probe.
	//
	// Any of "valid", "invalid", "unknown".
	Status BetaManagedAgentsCredentialValidationStatus `json:"status" api:"required"`
	Type   constant.VaultCredentialValidation          `json:"type" default:"vault_credential_validation"`
	// When the validation probe was performed.
	ValidatedAt time.Time `json:"validated_at" api:"required" format:"date-time"`
	// Identifier of the vault containing the credential.
	VaultID string `json:"vault_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		CredentialID    respjson.Field
		HasRefreshToken respjson.Field
		MCPProbe        respjson.Field
		Refresh         respjson.Field
		Status          respjson.Field
		Type            respjson.Field
		ValidatedAt     respjson.Field
		VaultID         respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsCredentialValidation) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsCredentialValidation) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Overall verdict of a credential validation probe.
type BetaManagedAgentsCredentialValidationStatus string

const (
	// The credential successfully authenticated against its MCP server.
	BetaManagedAgentsCredentialValidationStatusValid BetaManagedAgentsCredentialValidationStatus = "valid"
	// The probe reached the MCP server and the server rejected the credential, or no
	// access token is stored. A refresh, if one was tried, didn't recover it. Usually
	// the end user needs to authorize again.
	BetaManagedAgentsCredentialValidationStatusInvalid BetaManagedAgentsCredentialValidationStatus = "invalid"
	// The probe couldn't tell whether the credential works, for example because of a
	// network error or because a refresh succeeded but the new access token wasn't
	// tested. Validate the credential again to find out.
	BetaManagedAgentsCredentialValidationStatusUnknown BetaManagedAgentsCredentialValidationStatus = "unknown"
)

// Confirmation of a deleted credential.
type BetaManagedAgentsDeletedCredential struct {
	// The unique ID of the deleted credential (`vcrd_...`).
	ID   string                                      `json:"id" api:"required"`
	Type constant.VaultCredentialDeletedResponseType `json:"type" default:"vault_credential_deleted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsDeletedCredential) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsDeletedCredential) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Environment variable credential details. The secret value is never returned.
type BetaManagedAgentsEnvironmentVariableAuthResponse struct {
	// Where in the outbound request the secret value is substituted.
	InjectionLocation BetaManagedAgentsInjectionLocationResponse `json:"injection_location" api:"required"`
	// Outbound hosts the secret value is substituted on.
	Networking BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion `json:"networking" api:"required"`
	// Name of the environment variable.
	SecretName string                       `json:"secret_name" api:"required"`
	Type       constant.EnvironmentVariable `json:"type" default:"environment_variable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InjectionLocation respjson.Field
		Networking        respjson.Field
		SecretName        respjson.Field
		Type              respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsEnvironmentVariableAuthResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsEnvironmentVariableAuthResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion contains all
// possible properties and values from
// [BetaManagedAgentsUnrestrictedCredentialNetworkingResponse],
// [BetaManagedAgentsLimitedCredentialNetworkingResponse].
//
// Use the [BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion struct {
	// Any of "unrestricted", "limited".
	Type string `json:"type"`
	// This field is from variant
	// [BetaManagedAgentsLimitedCredentialNetworkingResponse].
	AllowedHosts []string `json:"allowed_hosts"`
	JSON         struct {
		Type         respjson.Field
		AllowedHosts respjson.Field
		raw          string
	} `json:"-"`
}

// anyBetaManagedAgentsEnvironmentVariableAuthResponseNetworking is implemented by
// each variant of
// [BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion] to add type
// safety for the return type of
// [BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion.AsAny]
type anyBetaManagedAgentsEnvironmentVariableAuthResponseNetworking interface {
	implBetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion()
}

func (BetaManagedAgentsUnrestrictedCredentialNetworkingResponse) implBetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion() {
}
func (BetaManagedAgentsLimitedCredentialNetworkingResponse) implBetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsUnrestrictedCredentialNetworkingResponse:
//	case anthropic.BetaManagedAgentsLimitedCredentialNetworkingResponse:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion) AsAny() anyBetaManagedAgentsEnvironmentVariableAuthResponseNetworking {
	switch u.Type {
	case "unrestricted":
		return u.AsUnrestricted()
	case "limited":
		return u.AsLimited()
	}
	return nil
}

func (u BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion) AsUnrestricted() (v BetaManagedAgentsUnrestrictedCredentialNetworkingResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion) AsLimited() (v BetaManagedAgentsLimitedCredentialNetworkingResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsEnvironmentVariableAuthResponseNetworkingUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for creating an environment variable credential.
//
// The properties Networking, SecretName, SecretValue, Type are required.
type BetaManagedAgentsEnvironmentVariableCreateParams struct {
	// Outbound hosts the secret value is substituted on.
	Networking BetaManagedAgentsCredentialNetworkingParamsUnion `json:"networking,omitzero" api:"required"`
	// Name of the environment variable. Immutable after create.
	SecretName string `json:"secret_name" api:"required"`
	// The secret to substitute into the agent's outbound requests. It's write-only and
	// never returned in responses.
	SecretValue string `json:"secret_value" api:"required"`
	// Where in the outbound request the secret value may be substituted.
	InjectionLocation BetaManagedAgentsInjectionLocationParams `json:"injection_location,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "environment_variable".
	Type constant.EnvironmentVariable `json:"type" default:"environment_variable"`
	paramObj
}

func (r BetaManagedAgentsEnvironmentVariableCreateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsEnvironmentVariableCreateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsEnvironmentVariableCreateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for updating an environment variable credential. `secret_name` is
// immutable.
//
// The property Type is required.
type BetaManagedAgentsEnvironmentVariableUpdateParams struct {
	// The new secret value to replace the stored one.
	SecretValue param.Opt[string] `json:"secret_value,omitzero"`
	// Updated injection location.
	InjectionLocation BetaManagedAgentsInjectionLocationUpdateParams `json:"injection_location,omitzero"`
	// The new networking scope, which replaces the stored one as a whole.
	Networking BetaManagedAgentsCredentialNetworkingParamsUnion `json:"networking,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "environment_variable".
	Type constant.EnvironmentVariable `json:"type" default:"environment_variable"`
	paramObj
}

func (r BetaManagedAgentsEnvironmentVariableUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsEnvironmentVariableUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsEnvironmentVariableUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Where in the outbound request the secret value may be substituted.
type BetaManagedAgentsInjectionLocationParams struct {
	// Substitute when the placeholder appears in the request body.
	Body param.Opt[bool] `json:"body,omitzero"`
	// Substitute when the placeholder appears in a request header value.
	Header param.Opt[bool] `json:"header,omitzero"`
	paramObj
}

func (r BetaManagedAgentsInjectionLocationParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsInjectionLocationParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsInjectionLocationParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Where in the outbound request the secret value is substituted.
type BetaManagedAgentsInjectionLocationResponse struct {
	// Whether the placeholder is substituted in the request body.
	Body bool `json:"body" api:"required"`
	// Whether the placeholder is substituted in request header values.
	Header bool `json:"header" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Body        respjson.Field
		Header      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsInjectionLocationResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsInjectionLocationResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Changes which parts of an outbound request the secret is substituted into. A
// location you leave out keeps its current setting.
//
// After the change, at least one location must be enabled.
//
// See
// [Authenticate with vaults](https://platform.claude.com/docs/en/managed-agents/vaults#add-a-credential)
// to learn more about injection locations.
type BetaManagedAgentsInjectionLocationUpdateParams struct {
	// Substitute when the placeholder appears in the request body.
	Body param.Opt[bool] `json:"body,omitzero"`
	// Substitute when the placeholder appears in a request header value.
	Header param.Opt[bool] `json:"header,omitzero"`
	paramObj
}

func (r BetaManagedAgentsInjectionLocationUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsInjectionLocationUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsInjectionLocationUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Substitute the secret only on requests to the listed hosts.
//
// The properties AllowedHosts, Type are required.
type BetaManagedAgentsLimitedCredentialNetworkingParams struct {
	// The destination hosts of the outbound requests that the credential's secret is
	// substituted into.
	//
	// Each entry is a bare hostname (`api.example.com`), an IPv4 address
	// (`192.0.2.1`), or a `*.` wildcard (`*.example.com`). URLs, ports, paths, and
	// IPv6 addresses aren't accepted. The list can have up to 16 entries.
	AllowedHosts []string `json:"allowed_hosts,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "limited".
	Type constant.Limited `json:"type" default:"limited"`
	paramObj
}

func (r BetaManagedAgentsLimitedCredentialNetworkingParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsLimitedCredentialNetworkingParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsLimitedCredentialNetworkingParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The secret is substituted only on requests to the listed hosts.
type BetaManagedAgentsLimitedCredentialNetworkingResponse struct {
	// The destination hosts of the outbound requests that the credential's secret is
	// substituted into.
	//
	// An entry matches the request host exactly. An entry such as `*.example.com`
	// matches any subdomain of `example.com` but not `example.com` itself.
	AllowedHosts []string         `json:"allowed_hosts" api:"required"`
	Type         constant.Limited `json:"type" default:"limited"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		AllowedHosts respjson.Field
		Type         respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsLimitedCredentialNetworkingResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsLimitedCredentialNetworkingResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// OAuth credential details for an MCP server.
type BetaManagedAgentsMCPOAuthAuthResponse struct {
	// URL of the MCP server this credential authenticates against.
	MCPServerURL string            `json:"mcp_server_url" api:"required"`
	Type         constant.MCPOAuth `json:"type" default:"mcp_oauth"`
	// When the credential's access token expires, in RFC 3339. Absent if the expiry
	// isn't known.
	ExpiresAt time.Time `json:"expires_at" api:"nullable" format:"date-time"`
	// Refresh token configuration, if the credential supports token refresh.
	Refresh BetaManagedAgentsMCPOAuthRefreshResponse `json:"refresh" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MCPServerURL respjson.Field
		Type         respjson.Field
		ExpiresAt    respjson.Field
		Refresh      respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPOAuthAuthResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPOAuthAuthResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for creating an MCP OAuth credential.
//
// The properties AccessToken, MCPServerURL, Type are required.
type BetaManagedAgentsMCPOAuthCreateParams struct {
	// The OAuth access token to send to the MCP server.
	AccessToken string `json:"access_token" api:"required"`
	// URL of the MCP server this credential authenticates against.
	MCPServerURL string `json:"mcp_server_url" api:"required"`
	// When `access_token` expires, in RFC 3339.
	//
	// Must be in the future.
	ExpiresAt param.Opt[time.Time] `json:"expires_at,omitzero" format:"date-time"`
	// Refresh token configuration, if the credential supports token refresh.
	Refresh BetaManagedAgentsMCPOAuthRefreshParams `json:"refresh,omitzero"`
	// This field can be elided, and will marshal its zero value as "mcp_oauth".
	Type constant.MCPOAuth `json:"type" default:"mcp_oauth"`
	paramObj
}

func (r BetaManagedAgentsMCPOAuthCreateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMCPOAuthCreateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMCPOAuthCreateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// OAuth refresh token parameters for creating a credential with refresh support.
//
// The properties ClientID, RefreshToken, TokenEndpoint, TokenEndpointAuth are
// required.
type BetaManagedAgentsMCPOAuthRefreshParams struct {
	// The OAuth client ID to use when refreshing the access token. It can't be changed
	// after the credential is created.
	ClientID string `json:"client_id" api:"required"`
	// The OAuth refresh token that the API uses to get a new access token when the
	// current one expires.
	RefreshToken string `json:"refresh_token" api:"required"`
	// Token endpoint URL used to refresh the access token.
	TokenEndpoint     string                                                       `json:"token_endpoint" api:"required"`
	TokenEndpointAuth BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion `json:"token_endpoint_auth,omitzero" api:"required"`
	// OAuth resource indicator.
	Resource param.Opt[string] `json:"resource,omitzero"`
	// OAuth scope for the refresh request.
	Scope param.Opt[string] `json:"scope,omitzero"`
	paramObj
}

func (r BetaManagedAgentsMCPOAuthRefreshParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMCPOAuthRefreshParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMCPOAuthRefreshParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion struct {
	OfNone              *BetaManagedAgentsTokenEndpointAuthNoneParam  `json:",omitzero,inline"`
	OfClientSecretBasic *BetaManagedAgentsTokenEndpointAuthBasicParam `json:",omitzero,inline"`
	OfClientSecretPost  *BetaManagedAgentsTokenEndpointAuthPostParam  `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfNone, u.OfClientSecretBasic, u.OfClientSecretPost)
}
func (u *BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion) asAny() any {
	if !param.IsOmitted(u.OfNone) {
		return u.OfNone
	} else if !param.IsOmitted(u.OfClientSecretBasic) {
		return u.OfClientSecretBasic
	} else if !param.IsOmitted(u.OfClientSecretPost) {
		return u.OfClientSecretPost
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion) GetType() *string {
	if vt := u.OfNone; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfClientSecretBasic; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfClientSecretPost; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion) GetClientSecret() *string {
	if vt := u.OfClientSecretBasic; vt != nil {
		return (*string)(&vt.ClientSecret)
	} else if vt := u.OfClientSecretPost; vt != nil {
		return (*string)(&vt.ClientSecret)
	}
	return nil
}

func troupeInit_betavaultcredential_1() {
	apijson.RegisterUnion[BetaManagedAgentsMCPOAuthRefreshParamsTokenEndpointAuthUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsTokenEndpointAuthNoneParam]("none"),
		apijson.Discriminator[BetaManagedAgentsTokenEndpointAuthBasicParam]("client_secret_basic"),
		apijson.Discriminator[BetaManagedAgentsTokenEndpointAuthPostParam]("client_secret_post"),
	)
}

// OAuth refresh token configuration returned in credential responses.
type BetaManagedAgentsMCPOAuthRefreshResponse struct {
	// The OAuth client ID used when refreshing the access token.
	ClientID string `json:"client_id" api:"required"`
	// Token endpoint URL used to refresh the access token.
	TokenEndpoint     string                                                         `json:"token_endpoint" api:"required"`
	TokenEndpointAuth BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion `json:"token_endpoint_auth" api:"required"`
	// OAuth resource indicator.
	Resource string `json:"resource" api:"nullable"`
	// OAuth scope for the refresh request.
	Scope string `json:"scope" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ClientID          respjson.Field
		TokenEndpoint     respjson.Field
		TokenEndpointAuth respjson.Field
		Resource          respjson.Field
		Scope             respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPOAuthRefreshResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPOAuthRefreshResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion contains all
// possible properties and values from
// [BetaManagedAgentsTokenEndpointAuthNoneResponse],
// [BetaManagedAgentsTokenEndpointAuthBasicResponse],
// [BetaManagedAgentsTokenEndpointAuthPostResponse].
//
// Use the [BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion.AsAny]
// method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion struct {
	// Any of "none", "client_secret_basic", "client_secret_post".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuth is implemented by
// each variant of [BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion]
// to add type safety for the return type of
// [BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion.AsAny]
type anyBetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuth interface {
	implBetaManagedAgentsMcpoAuthRefreshResponseTokenEndpointAuthUnion()
}

func (BetaManagedAgentsTokenEndpointAuthNoneResponse) implBetaManagedAgentsMcpoAuthRefreshResponseTokenEndpointAuthUnion() {
}
func (BetaManagedAgentsTokenEndpointAuthBasicResponse) implBetaManagedAgentsMcpoAuthRefreshResponseTokenEndpointAuthUnion() {
}
func (BetaManagedAgentsTokenEndpointAuthPostResponse) implBetaManagedAgentsMcpoAuthRefreshResponseTokenEndpointAuthUnion() {
}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion.AsAny().(type) {
//	case anthropic.BetaManagedAgentsTokenEndpointAuthNoneResponse:
//	case anthropic.BetaManagedAgentsTokenEndpointAuthBasicResponse:
//	case anthropic.BetaManagedAgentsTokenEndpointAuthPostResponse:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) AsAny() anyBetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuth {
	switch u.Type {
	case "none":
		return u.AsNone()
	case "client_secret_basic":
		return u.AsClientSecretBasic()
	case "client_secret_post":
		return u.AsClientSecretPost()
	}
	return nil
}

func (u BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) AsNone() (v BetaManagedAgentsTokenEndpointAuthNoneResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) AsClientSecretBasic() (v BetaManagedAgentsTokenEndpointAuthBasicResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) AsClientSecretPost() (v BetaManagedAgentsTokenEndpointAuthPostResponse) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) RawJSON() string {
	return u.JSON.raw
}

func (r *BetaManagedAgentsMCPOAuthRefreshResponseTokenEndpointAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for updating OAuth refresh token configuration.
type BetaManagedAgentsMCPOAuthRefreshUpdateParams struct {
	// The new OAuth refresh token to replace the stored one.
	RefreshToken param.Opt[string] `json:"refresh_token,omitzero"`
	// The new OAuth scope for refresh requests. Send an empty string to clear the
	// stored scope.
	Scope             param.Opt[string]                                                  `json:"scope,omitzero"`
	TokenEndpointAuth BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion `json:"token_endpoint_auth,omitzero"`
	paramObj
}

func (r BetaManagedAgentsMCPOAuthRefreshUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMCPOAuthRefreshUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMCPOAuthRefreshUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion struct {
	OfClientSecretBasic *BetaManagedAgentsTokenEndpointAuthBasicUpdateParam `json:",omitzero,inline"`
	OfClientSecretPost  *BetaManagedAgentsTokenEndpointAuthPostUpdateParam  `json:",omitzero,inline"`
	paramUnion
}

func (u BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfClientSecretBasic, u.OfClientSecretPost)
}
func (u *BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion) asAny() any {
	if !param.IsOmitted(u.OfClientSecretBasic) {
		return u.OfClientSecretBasic
	} else if !param.IsOmitted(u.OfClientSecretPost) {
		return u.OfClientSecretPost
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion) GetType() *string {
	if vt := u.OfClientSecretBasic; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfClientSecretPost; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion) GetClientSecret() *string {
	if vt := u.OfClientSecretBasic; vt != nil && vt.ClientSecret.Valid() {
		return &vt.ClientSecret.Value
	} else if vt := u.OfClientSecretPost; vt != nil && vt.ClientSecret.Valid() {
		return &vt.ClientSecret.Value
	}
	return nil
}

func troupeInit_betavaultcredential_2() {
	apijson.RegisterUnion[BetaManagedAgentsMCPOAuthRefreshUpdateParamsTokenEndpointAuthUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsTokenEndpointAuthBasicUpdateParam]("client_secret_basic"),
		apijson.Discriminator[BetaManagedAgentsTokenEndpointAuthPostUpdateParam]("client_secret_post"),
	)
}

// Parameters for updating an MCP OAuth credential. The `mcp_server_url` is
// immutable.
//
// The property Type is required.
type BetaManagedAgentsMCPOAuthUpdateParams struct {
	// The new OAuth access token to replace the stored one.
	AccessToken param.Opt[string] `json:"access_token,omitzero"`
	// When the credential's access token expires, in RFC 3339. Leave it out to keep
	// the stored expiry.
	//
	// If you send a new `access_token`, send its `expires_at` too, or the new token
	// keeps the old expiry.
	//
	// Must be in the future.
	ExpiresAt param.Opt[time.Time] `json:"expires_at,omitzero" format:"date-time"`
	// Updated refresh token configuration.
	Refresh BetaManagedAgentsMCPOAuthRefreshUpdateParams `json:"refresh,omitzero"`
	// This field can be elided, and will marshal its zero value as "mcp_oauth".
	Type constant.MCPOAuth `json:"type" default:"mcp_oauth"`
	paramObj
}

func (r BetaManagedAgentsMCPOAuthUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsMCPOAuthUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsMCPOAuthUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The failing step of an MCP validation probe.
type BetaManagedAgentsMCPProbe struct {
	// The HTTP error response from the MCP server, or `null` if the MCP server didn't
	// return one for the failing step, for example after a timeout or a DNS or TLS
	// failure.
	HTTPResponse BetaManagedAgentsRefreshHTTPResponse `json:"http_response" api:"required"`
	// The MCP method that failed (for example `initialize` or `tools/list`).
	Method string `json:"method" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		HTTPResponse respjson.Field
		Method       respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsMCPProbe) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsMCPProbe) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An HTTP response captured during a credential validation probe.
type BetaManagedAgentsRefreshHTTPResponse struct {
	// Response body. May be truncated and has sensitive values scrubbed.
	Body string `json:"body" api:"required"`
	// Whether `body` was truncated.
	BodyTruncated bool `json:"body_truncated" api:"required"`
	// Value of the `Content-Type` response header.
	ContentType string `json:"content_type" api:"required"`
	// HTTP status code.
	StatusCode int64 `json:"status_code" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Body          respjson.Field
		BodyTruncated respjson.Field
		ContentType   respjson.Field
		StatusCode    respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRefreshHTTPResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRefreshHTTPResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Outcome of a refresh-token exchange attempted during credential validation.
type BetaManagedAgentsRefreshObject struct {
	// The captured HTTP error response from the token endpoint. Populated only when
	// `status` is `failed`.
	HTTPResponse BetaManagedAgentsRefreshHTTPResponse `json:"http_response" api:"required"`
	// Outcome of the refresh attempt.
	//
	// Any of "succeeded", "failed", "connect_error", "no_refresh_token".
	Status BetaManagedAgentsRefreshObjectStatus `json:"status" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		HTTPResponse respjson.Field
		Status       respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsRefreshObject) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsRefreshObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Outcome of the refresh attempt.
type BetaManagedAgentsRefreshObjectStatus string

const (
	// The token endpoint returned a new access token.
	BetaManagedAgentsRefreshObjectStatusSucceeded BetaManagedAgentsRefreshObjectStatus = "succeeded"
	// The token endpoint returned an error response. See `http_response` for detail.
	BetaManagedAgentsRefreshObjectStatusFailed BetaManagedAgentsRefreshObjectStatus = "failed"
	// The token endpoint could not be reached (DNS, TLS, or connection error).
	BetaManagedAgentsRefreshObjectStatusConnectError BetaManagedAgentsRefreshObjectStatus = "connect_error"
	// No refresh token is stored for the credential, so no exchange was attempted.
	BetaManagedAgentsRefreshObjectStatusNoRefreshToken BetaManagedAgentsRefreshObjectStatus = "no_refresh_token"
)

// Static bearer token credential details for an MCP server.
type BetaManagedAgentsStaticBearerAuthResponse struct {
	// URL of the MCP server this credential authenticates against.
	MCPServerURL string                `json:"mcp_server_url" api:"required"`
	Type         constant.StaticBearer `json:"type" default:"static_bearer"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		MCPServerURL respjson.Field
		Type         respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsStaticBearerAuthResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsStaticBearerAuthResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for creating a static bearer token credential.
//
// The properties Token, MCPServerURL, Type are required.
type BetaManagedAgentsStaticBearerCreateParams struct {
	// The static bearer token to send to the MCP server, such as an API key or
	// personal access token.
	Token string `json:"token" api:"required"`
	// URL of the MCP server this credential authenticates against.
	MCPServerURL string `json:"mcp_server_url" api:"required"`
	// This field can be elided, and will marshal its zero value as "static_bearer".
	Type constant.StaticBearer `json:"type" default:"static_bearer"`
	paramObj
}

func (r BetaManagedAgentsStaticBearerCreateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsStaticBearerCreateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsStaticBearerCreateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Parameters for updating a static bearer token credential. The `mcp_server_url`
// is immutable.
//
// The property Type is required.
type BetaManagedAgentsStaticBearerUpdateParams struct {
	// The new static bearer token to replace the stored one.
	Token param.Opt[string] `json:"token,omitzero"`
	// This field can be elided, and will marshal its zero value as "static_bearer".
	Type constant.StaticBearer `json:"type" default:"static_bearer"`
	paramObj
}

func (r BetaManagedAgentsStaticBearerUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsStaticBearerUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsStaticBearerUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token endpoint uses HTTP Basic authentication with client credentials.
//
// The properties ClientSecret, Type are required.
type BetaManagedAgentsTokenEndpointAuthBasicParam struct {
	// The OAuth client secret, sent to `token_endpoint` with HTTP Basic
	// authentication.
	ClientSecret string `json:"client_secret" api:"required"`
	// This field can be elided, and will marshal its zero value as
	// "client_secret_basic".
	Type constant.ClientSecretBasic `json:"type" default:"client_secret_basic"`
	paramObj
}

func (r BetaManagedAgentsTokenEndpointAuthBasicParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTokenEndpointAuthBasicParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTokenEndpointAuthBasicParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token endpoint uses HTTP Basic authentication with client credentials.
type BetaManagedAgentsTokenEndpointAuthBasicResponse struct {
	Type constant.ClientSecretBasic `json:"type" default:"client_secret_basic"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTokenEndpointAuthBasicResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTokenEndpointAuthBasicResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Updated HTTP Basic authentication parameters for the token endpoint.
//
// The property Type is required.
type BetaManagedAgentsTokenEndpointAuthBasicUpdateParam struct {
	// A new OAuth client secret to replace the stored one.
	//
	// The credential must already use `client_secret_basic` or `client_secret_post`.
	// It keeps its current `token_endpoint_auth` type, even if the `type` sent with
	// this secret is the other one.
	ClientSecret param.Opt[string] `json:"client_secret,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "client_secret_basic".
	Type constant.ClientSecretBasic `json:"type" default:"client_secret_basic"`
	paramObj
}

func (r BetaManagedAgentsTokenEndpointAuthBasicUpdateParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTokenEndpointAuthBasicUpdateParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTokenEndpointAuthBasicUpdateParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func NewBetaManagedAgentsTokenEndpointAuthNoneParam() BetaManagedAgentsTokenEndpointAuthNoneParam {
	return BetaManagedAgentsTokenEndpointAuthNoneParam{
		Type: "none",
	}
}

// Token endpoint requires no client authentication.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsTokenEndpointAuthNoneParam].
type BetaManagedAgentsTokenEndpointAuthNoneParam struct {
	Type constant.None `json:"type" default:"none"`
	paramObj
}

func (r BetaManagedAgentsTokenEndpointAuthNoneParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTokenEndpointAuthNoneParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTokenEndpointAuthNoneParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token endpoint requires no client authentication.
type BetaManagedAgentsTokenEndpointAuthNoneResponse struct {
	Type constant.None `json:"type" default:"none"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTokenEndpointAuthNoneResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTokenEndpointAuthNoneResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token endpoint uses POST body authentication with client credentials.
//
// The properties ClientSecret, Type are required.
type BetaManagedAgentsTokenEndpointAuthPostParam struct {
	// The OAuth client secret, sent to `token_endpoint` in the POST body.
	ClientSecret string `json:"client_secret" api:"required"`
	// This field can be elided, and will marshal its zero value as
	// "client_secret_post".
	Type constant.ClientSecretPost `json:"type" default:"client_secret_post"`
	paramObj
}

func (r BetaManagedAgentsTokenEndpointAuthPostParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTokenEndpointAuthPostParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTokenEndpointAuthPostParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Token endpoint uses POST body authentication with client credentials.
type BetaManagedAgentsTokenEndpointAuthPostResponse struct {
	Type constant.ClientSecretPost `json:"type" default:"client_secret_post"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsTokenEndpointAuthPostResponse) RawJSON() string { return r.JSON.raw }
func (r *BetaManagedAgentsTokenEndpointAuthPostResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Updated POST body authentication parameters for the token endpoint.
//
// The property Type is required.
type BetaManagedAgentsTokenEndpointAuthPostUpdateParam struct {
	// A new OAuth client secret to replace the stored one.
	//
	// The credential must already use `client_secret_basic` or `client_secret_post`.
	// It keeps its current `token_endpoint_auth` type, even if the `type` sent with
	// this secret is the other one.
	ClientSecret param.Opt[string] `json:"client_secret,omitzero"`
	// This field can be elided, and will marshal its zero value as
	// "client_secret_post".
	Type constant.ClientSecretPost `json:"type" default:"client_secret_post"`
	paramObj
}

func (r BetaManagedAgentsTokenEndpointAuthPostUpdateParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsTokenEndpointAuthPostUpdateParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsTokenEndpointAuthPostUpdateParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func NewBetaManagedAgentsUnrestrictedCredentialNetworkingParams() BetaManagedAgentsUnrestrictedCredentialNetworkingParams {
	return BetaManagedAgentsUnrestrictedCredentialNetworkingParams{
		Type: "unrestricted",
	}
}

// Substitute the secret on any host the session's Environment network policy
// permits egress to. The Environment's network policy is the only boundary on
// where the secret can reach.
//
// This struct has a constant value, construct it with
// [NewBetaManagedAgentsUnrestrictedCredentialNetworkingParams].
type BetaManagedAgentsUnrestrictedCredentialNetworkingParams struct {
	Type constant.Unrestricted `json:"type" default:"unrestricted"`
	paramObj
}

func (r BetaManagedAgentsUnrestrictedCredentialNetworkingParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaManagedAgentsUnrestrictedCredentialNetworkingParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaManagedAgentsUnrestrictedCredentialNetworkingParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The secret is substituted on any host the session's Environment network policy
// permits egress to.
type BetaManagedAgentsUnrestrictedCredentialNetworkingResponse struct {
	Type constant.Unrestricted `json:"type" default:"unrestricted"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaManagedAgentsUnrestrictedCredentialNetworkingResponse) RawJSON() string {
	return r.JSON.raw
}
func (r *BetaManagedAgentsUnrestrictedCredentialNetworkingResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaVaultCredentialNewParams struct {
	// Authentication configuration for the credential.
	Auth BetaVaultCredentialNewParamsAuthUnion `json:"auth,omitzero" api:"required"`
	// Human-readable name for the credential. Up to 255 characters.
	DisplayName param.Opt[string] `json:"display_name,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Arbitrary key-value metadata to attach to the credential. Maximum 16 pairs, keys
	// up to 64 chars, values up to 512 chars.
	Metadata map[string]string `json:"metadata,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaVaultCredentialNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaVaultCredentialNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaVaultCredentialNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaVaultCredentialNewParamsAuthUnion struct {
	OfMCPOAuth            *BetaManagedAgentsMCPOAuthCreateParams            `json:",omitzero,inline"`
	OfStaticBearer        *BetaManagedAgentsStaticBearerCreateParams        `json:",omitzero,inline"`
	OfEnvironmentVariable *BetaManagedAgentsEnvironmentVariableCreateParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaVaultCredentialNewParamsAuthUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfMCPOAuth, u.OfStaticBearer, u.OfEnvironmentVariable)
}
func (u *BetaVaultCredentialNewParamsAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaVaultCredentialNewParamsAuthUnion) asAny() any {
	if !param.IsOmitted(u.OfMCPOAuth) {
		return u.OfMCPOAuth
	} else if !param.IsOmitted(u.OfStaticBearer) {
		return u.OfStaticBearer
	} else if !param.IsOmitted(u.OfEnvironmentVariable) {
		return u.OfEnvironmentVariable
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetAccessToken() *string {
	if vt := u.OfMCPOAuth; vt != nil {
		return &vt.AccessToken
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetExpiresAt() *time.Time {
	if vt := u.OfMCPOAuth; vt != nil && vt.ExpiresAt.Valid() {
		return &vt.ExpiresAt.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetRefresh() *BetaManagedAgentsMCPOAuthRefreshParams {
	if vt := u.OfMCPOAuth; vt != nil {
		return &vt.Refresh
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetToken() *string {
	if vt := u.OfStaticBearer; vt != nil {
		return &vt.Token
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetNetworking() *BetaManagedAgentsCredentialNetworkingParamsUnion {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.Networking
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetSecretName() *string {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.SecretName
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetSecretValue() *string {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.SecretValue
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetInjectionLocation() *BetaManagedAgentsInjectionLocationParams {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.InjectionLocation
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetMCPServerURL() *string {
	if vt := u.OfMCPOAuth; vt != nil {
		return (*string)(&vt.MCPServerURL)
	} else if vt := u.OfStaticBearer; vt != nil {
		return (*string)(&vt.MCPServerURL)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialNewParamsAuthUnion) GetType() *string {
	if vt := u.OfMCPOAuth; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfStaticBearer; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfEnvironmentVariable; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betavaultcredential_3() {
	apijson.RegisterUnion[BetaVaultCredentialNewParamsAuthUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsMCPOAuthCreateParams]("mcp_oauth"),
		apijson.Discriminator[BetaManagedAgentsStaticBearerCreateParams]("static_bearer"),
		apijson.Discriminator[BetaManagedAgentsEnvironmentVariableCreateParams]("environment_variable"),
	)
}

type BetaVaultCredentialGetParams struct {
	// Identifier of the vault containing the credential.
	VaultID string `path:"vault_id" api:"required" json:"-"`
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

type BetaVaultCredentialUpdateParams struct {
	// Identifier of the vault containing the credential.
	VaultID string `path:"vault_id" api:"required" json:"-"`
	// Updated human-readable name for the credential. 1-255 characters.
	DisplayName param.Opt[string] `json:"display_name,omitzero"`
	// Optional header to select the Workspace for this request. The value is a
	// Workspace ID (for example, `wrkspc_011CZkZaBF1tNoB5wlCeusgy`).
	//
	// Only needed for credentials that can act on more than one Workspace. A
	// credential that belongs to a specific Workspace may omit it; if sent, it must
	// match that Workspace.
	WorkspaceID param.Opt[string] `header:"anthropic-workspace-id,omitzero" json:"-"`
	// Metadata patch. Set a key to a string to upsert it, or to null to delete it.
	// Omitted keys are preserved.
	Metadata map[string]string `json:"metadata,omitzero"`
	// New authentication settings for the credential. The `type` must match the
	// credential's current type, which can't be changed.
	Auth BetaVaultCredentialUpdateParamsAuthUnion `json:"auth,omitzero"`
	// This endpoint is in beta: requests must send `managed-agents-2026-04-01` in this
	// header.
	Betas []AnthropicBeta `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

func (r BetaVaultCredentialUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaVaultCredentialUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaVaultCredentialUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaVaultCredentialUpdateParamsAuthUnion struct {
	OfMCPOAuth            *BetaManagedAgentsMCPOAuthUpdateParams            `json:",omitzero,inline"`
	OfStaticBearer        *BetaManagedAgentsStaticBearerUpdateParams        `json:",omitzero,inline"`
	OfEnvironmentVariable *BetaManagedAgentsEnvironmentVariableUpdateParams `json:",omitzero,inline"`
	paramUnion
}

func (u BetaVaultCredentialUpdateParamsAuthUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfMCPOAuth, u.OfStaticBearer, u.OfEnvironmentVariable)
}
func (u *BetaVaultCredentialUpdateParamsAuthUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

func (u *BetaVaultCredentialUpdateParamsAuthUnion) asAny() any {
	if !param.IsOmitted(u.OfMCPOAuth) {
		return u.OfMCPOAuth
	} else if !param.IsOmitted(u.OfStaticBearer) {
		return u.OfStaticBearer
	} else if !param.IsOmitted(u.OfEnvironmentVariable) {
		return u.OfEnvironmentVariable
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetAccessToken() *string {
	if vt := u.OfMCPOAuth; vt != nil && vt.AccessToken.Valid() {
		return &vt.AccessToken.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetExpiresAt() *time.Time {
	if vt := u.OfMCPOAuth; vt != nil && vt.ExpiresAt.Valid() {
		return &vt.ExpiresAt.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetRefresh() *BetaManagedAgentsMCPOAuthRefreshUpdateParams {
	if vt := u.OfMCPOAuth; vt != nil {
		return &vt.Refresh
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetToken() *string {
	if vt := u.OfStaticBearer; vt != nil && vt.Token.Valid() {
		return &vt.Token.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetInjectionLocation() *BetaManagedAgentsInjectionLocationUpdateParams {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.InjectionLocation
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetNetworking() *BetaManagedAgentsCredentialNetworkingParamsUnion {
	if vt := u.OfEnvironmentVariable; vt != nil {
		return &vt.Networking
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetSecretValue() *string {
	if vt := u.OfEnvironmentVariable; vt != nil && vt.SecretValue.Valid() {
		return &vt.SecretValue.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u BetaVaultCredentialUpdateParamsAuthUnion) GetType() *string {
	if vt := u.OfMCPOAuth; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfStaticBearer; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	} else if vt := u.OfEnvironmentVariable; vt != nil {
		return paramutil.AddrOrDefault(vt.Type)
	}
	return nil
}

func troupeInit_betavaultcredential_4() {
	apijson.RegisterUnion[BetaVaultCredentialUpdateParamsAuthUnion](
		"type",
		apijson.Discriminator[BetaManagedAgentsMCPOAuthUpdateParams]("mcp_oauth"),
		apijson.Discriminator[BetaManagedAgentsStaticBearerUpdateParams]("static_bearer"),
		apijson.Discriminator[BetaManagedAgentsEnvironmentVariableUpdateParams]("environment_variable"),
	)
}

type BetaVaultCredentialListParams struct {
	// Whether to include archived credentials in the results. Defaults to `false`.
	IncludeArchived param.Opt[bool] `query:"include_archived,omitzero" json:"-"`
	// Maximum number of credentials to return per page. Defaults to 20, maximum 100.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// The `next_page` value from a previous
	// [List Credentials](https://platform.claude.com/docs/en/api/beta/vaults/credentials/list)
	// response, to get the next page. Leave it out to get the first page.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
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

// URLQuery serializes [BetaVaultCredentialListParams]'s query parameters as
// `url.Values`.
func (r BetaVaultCredentialListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

type BetaVaultCredentialDeleteParams struct {
	// Identifier of the vault containing the credential.
	VaultID string `path:"vault_id" api:"required" json:"-"`
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

type BetaVaultCredentialArchiveParams struct {
	// Identifier of the vault containing the credential.
	VaultID string `path:"vault_id" api:"required" json:"-"`
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

type BetaVaultCredentialMCPOAuthValidateParams struct {
	// Identifier of the vault containing the credential.
	VaultID string `path:"vault_id" api:"required" json:"-"`
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
