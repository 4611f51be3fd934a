package apierror

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httputil"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/apijson"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/respjson"
	"github.com/anthropics/anthropic-sdk-go/v2/shared"
	"github.com/tidwall/gjson"
)

// Error represents an error that originates from the API, i.e. when a request is
// made and the API returns a response with a HTTP status code. Other errors are
// not wrapped by this SDK.
type Error struct {
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
	StatusCode  int
	Request     *http.Request
	Response    *http.Response
	RequestID   string
	WorkspaceID string
	// A human-readable explanation of the error. Its wording can change, so don't
	// match on it.
	//
	// `error.message` from the response body, if present.
	Message string
	// Machine-readable detail about the cause of the error. `error_code` names the
	// cause; branch on it rather than on `message`. Absent when the error has no code.
	// Treat an unrecognized `error_code` as the bare `type`.
	//
	// `error.details` from the response body, if present.
	Details shared.ErrorDetailsUnion

	errorType shared.ErrorType
}

// Type returns the error type from the API response body, e.g.
// "rate_limit_error" or "overloaded_error". Returns "" if the
// response body did not contain a recognized error type.
func (r *Error) Type() shared.ErrorType { return r.errorType }

// Returns the unmodified JSON received from the API
func (r Error) RawJSON() string { return r.JSON.raw }

func (r *Error) UnmarshalJSON(data []byte) error {
	if !json.Valid(data) {
		r.JSON.raw = string(data)
		return nil
	}
	body := gjson.ParseBytes(data)
	for path, field := range map[string]any{
		"error.message": &r.Message,
		"error.type":    &r.errorType,
		"error.details": &r.Details,
	} {
		apijson.UnmarshalRoot([]byte(body.Get(path).Raw), field)
	}
	return apijson.UnmarshalRoot(data, r)
}

// UnmarshalAPIJSON marks Error as not apijson-native. See
// [apijson.CustomUnmarshaler].
func (r *Error) UnmarshalAPIJSON(data []byte) error { return r.UnmarshalJSON(data) }

func (r *Error) Error() string {
	msg := fmt.Sprintf("%d %s", r.StatusCode, http.StatusText(r.StatusCode))
	if r.Request != nil {
		msg = fmt.Sprintf("%s %q: %s", r.Request.Method, r.Request.URL, msg)
	}
	if r.RequestID != "" {
		msg += fmt.Sprintf(" (Request-ID: %s)", r.RequestID)
	}
	if r.WorkspaceID != "" {
		msg += fmt.Sprintf(" (Workspace-ID: %s)", r.WorkspaceID)
	}
	if body := r.JSON.raw; body != "" {
		msg += " " + body
	}
	return msg
}

// ErrorCode returns `error.details.error_code` from the response body, or "" if it
// is absent or not a string.
//
// A stable code that names the cause.
func (r *Error) ErrorCode() ErrorCode {
	if code := gjson.Get(r.RawJSON(), "error.details.error_code"); code.Type == gjson.String {
		return ErrorCode(code.Str)
	}
	return ""
}

// DumpRequest returns the request in HTTP/1.x wire format, with sensitive header
// values redacted, or nil if Request is nil.
func (r *Error) DumpRequest(body bool) []byte {
	if r.Request == nil {
		return nil
	}
	if r.Request.GetBody != nil {
		r.Request.Body, _ = r.Request.GetBody()
	}
	req := *r.Request
	req.Header = RedactHeaders(r.Request.Header)
	out, _ := httputil.DumpRequestOut(&req, body)
	// The dump may swap in an unread copy of the body; keep it for later reads.
	r.Request.Body = req.Body
	return out
}

// DumpResponse returns the response in HTTP/1.x wire format, with sensitive header
// values redacted, or nil if Response is nil.
func (r *Error) DumpResponse(body bool) []byte {
	if r.Response == nil {
		return nil
	}
	resp := *r.Response
	resp.Header = RedactHeaders(r.Response.Header)
	out, _ := httputil.DumpResponse(&resp, body)
	// The dump may swap in an unread copy of the body; keep it for later reads.
	r.Response.Body = resp.Body
	return out
}

var sensitiveHeaders = []string{"authorization", "proxy-authorization", "api-key", "x-api-key", "x-amz-security-token", "cookie", "set-cookie"}

// RedactHeaders returns headers with every value of each sensitive header
// replaced by "***", without modifying headers. The result may be headers
// itself, so callers must not modify it.
func RedactHeaders(headers http.Header) http.Header {
	var redacted http.Header
	for _, name := range sensitiveHeaders {
		values := headers.Values(name)
		if len(values) == 0 {
			continue
		}
		if redacted == nil {
			redacted = headers.Clone()
		}
		redacted.Del(name)
		for range values {
			redacted.Add(name, "***")
		}
	}
	if redacted == nil {
		return headers
	}
	return redacted
}

// ErrorCode identifies the specific cause of an [Error]. The API may return codes
// that this version of the library does not know.
type ErrorCode string

const (
	// The email address already belongs to a user in the organization. The message
	// names the user.
	//
	// Returned with HTTP status 400 and [shared.AlreadyMemberErrorDetails] details.
	ErrorCodeAlreadyMember ErrorCode = "already_member"

	// Turning human review off needs Anthropic's approval for the organization, and
	// the organization doesn't have it. Contact Anthropic support to request approval.
	//
	// Returned with HTTP status 400 and [shared.BetaApprovalRequiredErrorDetails]
	// details.
	ErrorCodeBetaApprovalRequired ErrorCode = "approval_required"

	// The tools available after a message exceed a limit on their number or their
	// size.
	//
	// Returned with HTTP status 400 and
	// [shared.AvailableToolsLimitExceededErrorDetails] details.
	ErrorCodeAvailableToolsLimitExceeded ErrorCode = "available_tools_limit_exceeded"

	// The Bundle has an attachment this API does not support editing, so its
	// instructions can be changed only in claude.ai.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaBundleAttachmentNotSupportedErrorDetails] details.
	ErrorCodeBetaBundleAttachmentNotSupported ErrorCode = "bundle_attachment_not_supported"

	// This Bundle's instructions are managed in claude.ai and can't be changed through
	// the API.
	//
	// Returned with HTTP status 400 and [shared.BetaBundleOnCallErrorDetails] details.
	ErrorCodeBetaBundleOnCall ErrorCode = "bundle_on_call"

	// The email address's domain is not one of the verified domains of the
	// organization's parent organization.
	//
	// Returned with HTTP status 400 and
	// [shared.CannotInviteEmailsWithUnverifiedDomainsErrorDetails] details.
	ErrorCodeCannotInviteEmailsWithUnverifiedDomains ErrorCode = "cannot_invite_emails_with_unverified_domains"

	// The user is the organization's only member. Add another member before removing
	// this one.
	//
	// Returned with HTTP status 400 and [shared.CannotRemoveLastMemberErrorDetails]
	// details.
	ErrorCodeCannotRemoveLastMember ErrorCode = "cannot_remove_last_member"

	// The member is the organization's primary owner, whom no API key or token can
	// sign out.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaCannotSignOutPrimaryOwnerErrorDetails] details.
	ErrorCodeBetaCannotSignOutPrimaryOwner ErrorCode = "cannot_sign_out_primary_owner"

	// The member is the user the API key or token belongs to.
	//
	// Returned with HTTP status 400 and [shared.BetaCannotSignOutSelfErrorDetails]
	// details.
	ErrorCodeBetaCannotSignOutSelf ErrorCode = "cannot_sign_out_self"

	// The API key belongs to the Claude Code workspace, and the user who created it is
	// no longer a member of the organization or of that workspace.
	//
	// Returned with HTTP status 400 and
	// [shared.ClaudeCodeKeyCreatorNotMemberErrorDetails] details.
	ErrorCodeClaudeCodeKeyCreatorNotMember ErrorCode = "claude_code_key_creator_not_member"

	// The request comes from a Claude Code version older than the minimum that the
	// requested model or the organization requires. Update Claude Code, then retry.
	//
	// Returned with HTTP status 400 and [shared.ClaudeCodeVersionTooOldErrorDetails]
	// details.
	ErrorCodeClaudeCodeVersionTooOld ErrorCode = "claude_code_version_too_old"

	// This stored settings document currently cannot be read or replaced. Contact
	// support, or, if you no longer need these settings, delete the group's settings
	// or clear the default.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaCMEKFeatureUnsupportedErrorDetails] details.
	ErrorCodeBetaCMEKFeatureUnsupported ErrorCode = "cmek_feature_unsupported"

	// The workspace's customer-managed encryption key is disabled or revoked.
	// Re-enable the key, then retry.
	//
	// Returned with HTTP status 400 and [shared.CMEKKeyDisabledErrorDetails] details.
	ErrorCodeCMEKKeyDisabled ErrorCode = "cmek_key_disabled"

	// The key management service's network access controls blocked the request to the
	// workspace's customer-managed encryption key. The key itself may be healthy.
	//
	// Returned with HTTP status 400 and [shared.CMEKKeyNetworkBlockedErrorDetails]
	// details.
	ErrorCodeCMEKKeyNetworkBlocked ErrorCode = "cmek_key_network_blocked"

	// Anthropic has not approved customer-managed encryption keys for the
	// organization, project or user profile this request applies to, or has paused or
	// withdrawn its approval. If you did not expect this, contact Anthropic.
	//
	// Returned with HTTP status 400 and [shared.BetaCMEKNotApprovedErrorDetails]
	// details.
	ErrorCodeBetaCMEKNotApproved ErrorCode = "cmek_not_approved"

	// `messages` holds more than one `compaction` block with content. Send only the
	// block the conversation returned last.
	//
	// Returned with HTTP status 400 and [shared.CompactionBlockAmbiguousErrorDetails]
	// details.
	ErrorCodeCompactionBlockAmbiguous ErrorCode = "compaction_block_ambiguous"

	// The `compaction` block is not the first block of the conversation, or is in a
	// `system` message.
	//
	// Returned with HTTP status 400 and [shared.CompactionBlockMisplacedErrorDetails]
	// details.
	ErrorCodeCompactionBlockMisplaced ErrorCode = "compaction_block_misplaced"

	// The `compaction` block's `content` differs from the text its `signature`
	// recorded.
	//
	// Returned with HTTP status 400 and [shared.CompactionContentMismatchErrorDetails]
	// details.
	ErrorCodeCompactionContentMismatch ErrorCode = "compaction_content_mismatch"

	// The compaction request ends on an `assistant` turn that is not finished.
	//
	// Returned with HTTP status 400 and [shared.CompactionIncompleteTurnErrorDetails]
	// details.
	ErrorCodeCompactionIncompleteTurn ErrorCode = "compaction_incomplete_turn"

	// `messages` holds no `user` or `assistant` content to summarize or adopt.
	//
	// Returned with HTTP status 400 and
	// [shared.CompactionNothingToSummarizeErrorDetails] details.
	ErrorCodeCompactionNothingToSummarize ErrorCode = "compaction_nothing_to_summarize"

	// The `compaction` block's `signature` does not verify.
	//
	// Returned with HTTP status 400 and
	// [shared.CompactionSignatureInvalidErrorDetails] details.
	ErrorCodeCompactionSignatureInvalid ErrorCode = "compaction_signature_invalid"

	// The conversation references more distinct tools than a `compaction` block can
	// record.
	//
	// Returned with HTTP status 400 and
	// [shared.CompactionTooManyToolReferencesErrorDetails] details.
	ErrorCodeCompactionTooManyToolReferences ErrorCode = "compaction_too_many_tool_references"

	// The `compaction` block's `tool_changes` differs from what was returned with the
	// block.
	//
	// Returned with HTTP status 400 and
	// [shared.CompactionToolChangesMismatchErrorDetails] details.
	ErrorCodeCompactionToolChangesMismatch ErrorCode = "compaction_tool_changes_mismatch"

	// The organization restricts invites to an allowed list of email domains, and the
	// list is empty or does not include the email address's domain.
	//
	// Returned with HTTP status 400 and [shared.EmailDomainNotAllowedErrorDetails]
	// details.
	ErrorCodeEmailDomainNotAllowed ErrorCode = "email_domain_not_allowed"

	// The environment is archived, so it cannot be updated.
	//
	// Returned with HTTP status 400 and [shared.BetaEnvironmentArchivedErrorDetails]
	// details.
	ErrorCodeBetaEnvironmentArchived ErrorCode = "environment_archived"

	// The External Key can't be deleted or reconfigured while the organization's
	// Workspace Policy lists it as an allowed key.
	//
	// Returned with HTTP status 400 and
	// [shared.ExternalKeyInWorkspacePolicyErrorDetails] details.
	ErrorCodeExternalKeyInWorkspacePolicy ErrorCode = "external_key_in_workspace_policy"

	// The organization has no active External Key with this ID. The message names the
	// field.
	//
	// Returned with HTTP status 400 and [shared.BetaExternalKeyNotFoundErrorDetails]
	// details.
	ErrorCodeBetaExternalKeyNotFound ErrorCode = "external_key_not_found"

	// The External Key is held by a key management service that this endpoint does not
	// take. The message names the field and the service it takes.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaExternalKeyProviderMismatchErrorDetails] details.
	ErrorCodeBetaExternalKeyProviderMismatch ErrorCode = "external_key_provider_mismatch"

	// The External Key failed Anthropic's validation, so the request was refused. The
	// message gives the reason, if there is one.
	//
	// Returned with HTTP status 400 and
	// [shared.ExternalKeyValidationFailedErrorDetails] details.
	ErrorCodeExternalKeyValidationFailed ErrorCode = "external_key_validation_failed"

	// Anthropic's validation of the External Key did not finish in time, so the
	// request was refused. Wait a moment, then send the request again.
	//
	// Returned with HTTP status 400 and
	// [shared.ExternalKeyValidationTimedOutErrorDetails] details.
	ErrorCodeExternalKeyValidationTimedOut ErrorCode = "external_key_validation_timed_out"

	// The External Storage is `active` or `draining`, so this delete didn't erase it.
	// The message says what to do next. On `draining` storage this delete may have
	// started a removal that can't be undone: get the storage and read
	// `status.removal_started`.
	//
	// Returned with HTTP status 400 and [shared.BetaExternalStorageInUseErrorDetails]
	// details.
	ErrorCodeBetaExternalStorageInUse ErrorCode = "external_storage_in_use"

	// The External Storage can't be deleted while an Enterprise Frontier Safeguards
	// workspace policy lists it as allowed storage.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaExternalStorageInWorkspacePolicyErrorDetails] details.
	ErrorCodeBetaExternalStorageInWorkspacePolicy ErrorCode = "external_storage_in_workspace_policy"

	// External Storage isn't available for this Workspace, so only `internal` storage
	// is accepted. The error's `message` says why.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaExternalStorageNotAvailableErrorDetails] details.
	ErrorCodeBetaExternalStorageNotAvailable ErrorCode = "external_storage_not_available"

	// The file has `downloadable: false`. Only files generated by a tool, such as the
	// code execution tool, can be downloaded.
	//
	// Returned with HTTP status 400 and [shared.FileNotDownloadableErrorDetails]
	// details.
	ErrorCodeFileNotDownloadable ErrorCode = "file_not_downloadable"

	// The organization has not proved that it owns the Google Cloud project that holds
	// the key or bucket. The message names the field.
	//
	// Returned with HTTP status 400 and [shared.BetaGCPProjectNotVerifiedErrorDetails]
	// details.
	ErrorCodeBetaGCPProjectNotVerified ErrorCode = "gcp_project_not_verified"

	// Anthropic has not approved External Storage for the organization, for the
	// Workspace or, for storage bound to a user profile, for that user profile.
	// Contact your Anthropic account team.
	//
	// Returned with HTTP status 400 and [shared.BetaGrantRequiredErrorDetails]
	// details.
	ErrorCodeBetaGrantRequired ErrorCode = "grant_required"

	// Human review can't be set as requested on this Workspace, so the request changed
	// nothing. The error's `message` says what to do instead.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaHumanReviewNotAvailableErrorDetails] details.
	ErrorCodeBetaHumanReviewNotAvailable ErrorCode = "human_review_not_available"

	// The request would leave the Workspace with
	// `inference_data_privacy.safeguards_storage` set to External Storage and
	// `inference_data_privacy.human_review` enabled. Anthropic doesn't offer human
	// review of data in a customer's own storage. Set `human_review` to `disabled`, or
	// `safeguards_storage` to `internal`.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaHumanReviewOnWithExternalStorageErrorDetails] details.
	ErrorCodeBetaHumanReviewOnWithExternalStorage ErrorCode = "human_review_on_with_external_storage"

	// The longest side of one or more images in the request exceeds the image size
	// limit. Scale each image in `paths` so that neither side exceeds
	// `max_side_length_pixels`, or remove it, then retry.
	//
	// Returned with HTTP status 400 and [shared.ImageDimensionsTooLargeErrorDetails]
	// details.
	ErrorCodeImageDimensionsTooLarge ErrorCode = "image_dimensions_too_large"

	// `config.type` differs from the environment's stored type, which cannot change
	// after creation.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaInvalidConfigTypeChangeErrorDetails] details.
	ErrorCodeBetaInvalidConfigTypeChange ErrorCode = "invalid_config_type_change"

	// `metadata` has too many keys, a key or value that is too long, or a reserved
	// key. The message names each problem.
	//
	// Returned with HTTP status 400 and [shared.BetaInvalidMetadataErrorDetails]
	// details.
	ErrorCodeBetaInvalidMetadata ErrorCode = "invalid_metadata"

	// On Claude Platform on AWS, the External Storage ID in the request is neither a
	// bucket ARN nor an `estrg_` ID, or is the `estrg_` ID of AWS storage. Name AWS
	// storage by its bucket ARN, `arn:<partition>:s3:::<bucket_name>`, which responses
	// return as its `id`.
	//
	// Returned with HTTP status 400 and [shared.BetaInvalidStorageARNErrorDetails]
	// details.
	ErrorCodeBetaInvalidStorageARN ErrorCode = "invalid_storage_arn"

	// A pending invite already exists for the email address. The message names the
	// invite.
	//
	// Returned with HTTP status 400 and [shared.InviteAlreadyExistsErrorDetails]
	// details.
	ErrorCodeInviteAlreadyExists ErrorCode = "invite_already_exists"

	// After this request, the External Key and the Workspace would not have the same
	// user profile. A key and its Workspace must have the same user profile, or both
	// have none.
	//
	// Returned with HTTP status 400 and [shared.KeyProfileMismatchErrorDetails]
	// details.
	ErrorCodeKeyProfileMismatch ErrorCode = "key_profile_mismatch"

	// The organization has reached its limit of active API keys.
	//
	// Returned with HTTP status 400 and [shared.OrgAPIKeyLimitExceededErrorDetails]
	// details.
	ErrorCodeOrgAPIKeyLimitExceeded ErrorCode = "org_api_key_limit_exceeded"

	// The organization has reached the member limit that Anthropic set for it. Pending
	// invites count toward the limit.
	//
	// Returned with HTTP status 400 and [shared.OrgMemberLimitExceededErrorDetails]
	// details.
	ErrorCodeOrgMemberLimitExceeded ErrorCode = "org_member_limit_exceeded"

	// The feature isn't offered to this organization. The error's `message` names the
	// kind of organization or, when it names none, says to contact your Anthropic
	// account team.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaOrganizationNotEligibleErrorDetails] details.
	ErrorCodeBetaOrganizationNotEligible ErrorCode = "organization_not_eligible"

	// The beta that the endpoint requires is not enabled for the organization. The
	// message names the beta value.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaOrganizationNotEnrolledInBetaErrorDetails] details.
	ErrorCodeBetaOrganizationNotEnrolledInBeta ErrorCode = "organization_not_enrolled_in_beta"

	// Anthropic has disabled the organization for trust and safety reasons. An
	// organization disabled for any other reason, such as billing, does not get this
	// code. `appeal_url`, when present, is where the organization can appeal.
	//
	// Returned with HTTP status 400 and [shared.OrganizationOnHoldErrorDetails]
	// details.
	ErrorCodeOrganizationOnHold ErrorCode = "organization_on_hold"

	// The endpoint does not support the organization's type. Each endpoint's
	// description says which organization types it supports.
	//
	// Returned with HTTP status 400 and
	// [shared.OrganizationTypeNotSupportedErrorDetails] details.
	ErrorCodeOrganizationTypeNotSupported ErrorCode = "organization_type_not_supported"

	// The endpoint serves only organizations that belong to a parent organization, and
	// this organization belongs to none.
	//
	// Returned with HTTP status 400 and
	// [shared.ParentOrganizationRequiredErrorDetails] details.
	ErrorCodeParentOrganizationRequired ErrorCode = "parent_organization_required"

	// The request can't use External Storage on this cloud provider. The error's
	// message says why.
	//
	// Returned with HTTP status 400 and [shared.BetaProviderNotAllowedErrorDetails]
	// details.
	ErrorCodeBetaProviderNotAllowed ErrorCode = "provider_not_allowed"

	// A role attached to an RBAC Group in the request grants owner access, so this API
	// does not add members to that group (directly or through an invite), remove its
	// members, or delete it. Make the change in the organization's admin settings in
	// Claude.
	//
	// Returned with HTTP status 400 and
	// [shared.RBACGroupGrantsOwnerAccessErrorDetails] details.
	ErrorCodeRBACGroupGrantsOwnerAccess ErrorCode = "rbac_group_grants_owner_access"

	// The RBAC Group order already has the most groups allowed. Delete another group's
	// settings first.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaRBACGroupOrderLimitExceededErrorDetails] details.
	ErrorCodeBetaRBACGroupOrderLimitExceeded ErrorCode = "rbac_group_order_limit_exceeded"

	// The API could not finish checking whether an RBAC Group in the request grants
	// owner access, so it made no change. Retrying the same request will not help.
	// Make the change in the organization's admin settings in Claude.
	//
	// Returned with HTTP status 400 and
	// [shared.RBACGroupOwnerAccessUnconfirmedErrorDetails] details.
	ErrorCodeRBACGroupOwnerAccessUnconfirmed ErrorCode = "rbac_group_owner_access_unconfirmed"

	// The request names a region code that the control does not take from this
	// organization. The message names the field.
	//
	// Returned with HTTP status 400 and [shared.BetaRegionNotSupportedErrorDetails]
	// details.
	ErrorCodeBetaRegionNotSupported ErrorCode = "region_not_supported"

	// The requested page of the report has more usage than one page can hold. Send a
	// lower `limit` and page through the rest.
	//
	// Returned with HTTP status 400 and [shared.BetaReportPageTooLargeErrorDetails]
	// details.
	ErrorCodeBetaReportPageTooLarge ErrorCode = "report_page_too_large"

	// The request body is not valid for its `Content-Encoding`.
	//
	// Returned with HTTP status 400 and
	// [shared.RequestBodyEncodingInvalidErrorDetails] details.
	ErrorCodeRequestBodyEncodingInvalid ErrorCode = "request_body_encoding_invalid"

	// The request's `Content-Encoding` is not supported.
	//
	// Returned with HTTP status 400 and
	// [shared.RequestBodyEncodingUnsupportedErrorDetails] details.
	ErrorCodeRequestBodyEncodingUnsupported ErrorCode = "request_body_encoding_unsupported"

	// The request body did not finish arriving in time, so nothing was done. Send a
	// smaller body, or send it over a faster connection.
	//
	// Returned with HTTP status 400 and [shared.BetaRequestBodyTimeoutErrorDetails]
	// details.
	ErrorCodeBetaRequestBodyTimeout ErrorCode = "request_body_timeout"

	// The version in `plugin_version_id` did not pass its content scan, so it cannot
	// be served.
	//
	// Returned with HTTP status 400 and [shared.BetaScanFailedErrorDetails] details.
	ErrorCodeBetaScanFailed ErrorCode = "scan_failed"

	// The organization has reached its limit of settings documents, counting unused
	// ones. An owner can remove unused documents in claude.ai. Deleting a group's
	// settings or clearing the default settings also frees a document, if nothing else
	// uses it. None of these works once the organization has also reached its settings
	// history limit.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaSettingsDocumentLimitExceededErrorDetails] details.
	ErrorCodeBetaSettingsDocumentLimitExceeded ErrorCode = "settings_document_limit_exceeded"

	// The organization has reached its settings history limit, a cap on stored
	// versions of its settings documents. Nothing in the API or claude.ai lowers the
	// count, so contact support. Creating or deleting group settings, creating or
	// clearing the default settings, and reordering are refused. Changing the mode
	// still works, unless it would copy the organization settings into a new default.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaSettingsHistoryLimitExceededErrorDetails] details.
	ErrorCodeBetaSettingsHistoryLimitExceeded ErrorCode = "settings_history_limit_exceeded"

	// The request set the channel up, and `settings` was then refused. The channel
	// stays set up with every setting unset.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaSlackChannelSetUpSettingsRefusedErrorDetails] details.
	ErrorCodeBetaSlackChannelSetUpSettingsRefused ErrorCode = "slack_channel_set_up_settings_refused"

	// The Workspace has reached its limit of 100 different External Storage resources
	// attached over its lifetime. Detached storage counts toward the limit until it is
	// deleted.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaStorageAttachLimitReachedErrorDetails] details.
	ErrorCodeBetaStorageAttachLimitReached ErrorCode = "storage_attach_limit_reached"

	// Anthropic has not approved keeping data in a customer-owned storage bucket for
	// the organization, project or user profile this request applies to, or has paused
	// or withdrawn its approval. If you did not expect this, contact Anthropic.
	//
	// Returned with HTTP status 400 and [shared.BetaStorageNotApprovedErrorDetails]
	// details.
	ErrorCodeBetaStorageNotApproved ErrorCode = "storage_not_approved"

	// This External Storage can't be attached to the setting named in `field`. The
	// error's `message` says why.
	//
	// Returned with HTTP status 400 and [shared.BetaStorageNotAttachableErrorDetails]
	// details.
	ErrorCodeBetaStorageNotAttachable ErrorCode = "storage_not_attachable"

	// The Workspace's storage and its user profile don't match: the Workspace and its
	// storage must have the same user profile, or both have none.
	//
	// Returned with HTTP status 400 and [shared.StorageProfileMismatchErrorDetails]
	// details.
	ErrorCodeStorageProfileMismatch ErrorCode = "storage_profile_mismatch"

	// This storage is bound to a different user profile from storage the Workspace has
	// attached, or from active or draining storage it once had for safeguards data.
	// Detaching storage the Workspace uses only for transcripts clears this. Detaching
	// safeguards storage doesn't, so use a new Workspace instead.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaStorageProfileStillRequiredErrorDetails] details.
	ErrorCodeBetaStorageProfileStillRequired ErrorCode = "storage_profile_still_required"

	// The organization's file storage quota is exhausted. Delete files to free up
	// space, then retry the upload.
	//
	// Returned with HTTP status 400 and [shared.StorageQuotaExceededErrorDetails]
	// details.
	ErrorCodeStorageQuotaExceeded ErrorCode = "storage_quota_exceeded"

	// The External Storage failed verification, so the request changed nothing.
	// `failed_checks` lists what to fix.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaStorageVerificationFailedErrorDetails] details.
	ErrorCodeBetaStorageVerificationFailed ErrorCode = "storage_verification_failed"

	// The response that `previous_message_id` names has already been continued, and
	// each response can be continued only once. Continue from the Thread's most recent
	// response `id`.
	//
	// Returned with HTTP status 400 and [shared.ThreadAlreadyContinuedErrorDetails]
	// details.
	ErrorCodeThreadAlreadyContinued ErrorCode = "thread_already_continued"

	// Another request is still continuing from the same `previous_message_id`. Wait
	// for it to complete and continue from its response `id`, or replay the full
	// conversation with `thread: {"type": "create"}`.
	//
	// Returned with HTTP status 400 and [shared.ThreadContinueInFlightErrorDetails]
	// details.
	ErrorCodeThreadContinueInFlight ErrorCode = "thread_continue_in_flight"

	// A field that must stay the same across a Thread's turns differs from the value
	// stored with the Thread; the message names each such field. Send the stored
	// values, or replay the full conversation with `thread: {"type": "create"}` to
	// change them.
	//
	// Returned with HTTP status 400 and [shared.ThreadFingerprintMismatchErrorDetails]
	// details.
	ErrorCodeThreadFingerprintMismatch ErrorCode = "thread_fingerprint_mismatch"

	// The request combines `thread` with a request field or an organization setting
	// that Threads do not support; `unsupported`, when present, names it. Send the
	// full conversation without `thread`, or change that field.
	//
	// Returned with HTTP status 400 and [shared.ThreadUnsupportedRequestErrorDetails]
	// details.
	ErrorCodeThreadUnsupportedRequest ErrorCode = "thread_unsupported_request"

	// A day in the report has usage in more groups than the report can return. The
	// error message names the endpoint to use instead.
	//
	// Returned with HTTP status 400 and [shared.BetaTooManyReportGroupsErrorDetails]
	// details.
	ErrorCodeBetaTooManyReportGroups ErrorCode = "too_many_report_groups"

	// A tool made available in `messages` takes a name that an available tool of
	// another kind, or of another MCP server, already holds.
	//
	// Returned with HTTP status 400 and [shared.ToolNameConflictErrorDetails] details.
	ErrorCodeToolNameConflict ErrorCode = "tool_name_conflict"

	// A tool change or MCP tool listing references a tool or MCP server that is not
	// defined at that position in the conversation.
	//
	// Returned with HTTP status 400 and [shared.ToolReferenceUnresolvedErrorDetails]
	// details.
	ErrorCodeToolReferenceUnresolved ErrorCode = "tool_reference_unresolved"

	// In an organization managed through AWS or Google Cloud, the request would leave
	// the Workspace with `inference_data_privacy.human_review` disabled and
	// `inference_data_privacy.transcripts_storage` not set to External Storage. With
	// human review disabled, the organization reviews its own flagged requests, and it
	// receives them only in that storage.
	//
	// Returned with HTTP status 400 and
	// [shared.BetaTranscriptsStorageRequiredErrorDetails] details.
	ErrorCodeBetaTranscriptsStorageRequired ErrorCode = "transcripts_storage_required"

	// The request's `Content-Type` header names a charset other than UTF-8, ISO-8859-1
	// or US-ASCII. Send the request with no charset, or with one of these.
	//
	// Returned with HTTP status 400 and [shared.BetaUnsupportedCharsetErrorDetails]
	// details.
	ErrorCodeBetaUnsupportedCharset ErrorCode = "unsupported_charset"

	// `provider_config.region` is not a region where External Storage is available.
	//
	// Returned with HTTP status 400 and [shared.BetaUnsupportedRegionErrorDetails]
	// details.
	ErrorCodeBetaUnsupportedRegion ErrorCode = "unsupported_region"

	// Deleting a user profile removed it from the Workspace, and a user profile can't
	// be attached to that Workspace again. Create a new Workspace for the user
	// profile.
	//
	// Returned with HTTP status 400 and [shared.UserProfileClearedErrorDetails]
	// details.
	ErrorCodeUserProfileCleared ErrorCode = "user_profile_cleared"

	// The request depends on a user profile that does not exist in the organization or
	// is no longer active. The request either names this user profile by ID, or names
	// a resource, such as an External Key, that is bound to it.
	//
	// Returned with HTTP status 400 and [shared.UserProfileNotFoundErrorDetails]
	// details.
	ErrorCodeUserProfileNotFound ErrorCode = "user_profile_not_found"

	// The request sets `billing_policy.bill_to` to `"user_profile"` but names no user
	// profile. Name the profile to bill in the `anthropic-user-profile-id` header.
	//
	// Returned with HTTP status 400 and [shared.UserProfileRequiredErrorDetails]
	// details.
	ErrorCodeUserProfileRequired ErrorCode = "user_profile_required"

	// The workspace has reached its limit of active API keys.
	//
	// Returned with HTTP status 400 and
	// [shared.WorkspaceAPIKeyLimitExceededErrorDetails] details.
	ErrorCodeWorkspaceAPIKeyLimitExceeded ErrorCode = "workspace_api_key_limit_exceeded"

	// The request's Workspace has Human Review turned off, and this operation is not
	// available there. Use a Workspace with Human Review on.
	//
	// Returned with HTTP status 400 and
	// [shared.WorkspaceHumanReviewDisabledErrorDetails] details.
	ErrorCodeWorkspaceHumanReviewDisabled ErrorCode = "workspace_human_review_disabled"

	// The workspace has reached the member limit that Anthropic set for it.
	//
	// Returned with HTTP status 400 and
	// [shared.WorkspaceMemberLimitExceededErrorDetails] details.
	ErrorCodeWorkspaceMemberLimitExceeded ErrorCode = "workspace_member_limit_exceeded"

	// The request breaks the organization's Workspace Policy. The message says which
	// rule it broke; an organization admin can see and change the policy in the
	// Console.
	//
	// Returned with HTTP status 400 and [shared.WorkspacePolicyViolationErrorDetails]
	// details.
	ErrorCodeWorkspacePolicyViolation ErrorCode = "workspace_policy_violation"

	// Anthropic cannot currently bill the organization linked to the request's user
	// profile, for a reason that lies with that organization's own account. The
	// response does not say what the reason is.
	//
	// Returned with HTTP status 402 and
	// [shared.LinkedOrganizationBillingUnavailableErrorDetails] details.
	ErrorCodeLinkedOrganizationBillingUnavailable ErrorCode = "linked_organization_billing_unavailable"

	// The organization linked to the request's user profile has reached a spend limit
	// that it set, or lacks credit for the request. The response does not say which
	// applies.
	//
	// Returned with HTTP status 402 and
	// [shared.LinkedOrganizationSpendLimitReachedErrorDetails] details.
	ErrorCodeLinkedOrganizationSpendLimitReached ErrorCode = "linked_organization_spend_limit_reached"

	// The API could not confirm that this request came from your organization, so it
	// refused a change to an API key. If you were updating an API key, the key did not
	// change. If you were archiving a service account, it is archived, but some of its
	// API keys are not. If you were removing a user, they are still a member, but they
	// may be signed out and some of their API keys may be turned off. It is safe to
	// send the same request again. If the error continues, contact Anthropic support
	// and give them the `request_id` from this response.
	//
	// Returned with HTTP status 403 and
	// [shared.APIKeyRequesterUnconfirmedErrorDetails] details.
	ErrorCodeAPIKeyRequesterUnconfirmed ErrorCode = "api_key_requester_unconfirmed"

	// The API key lacks the scope the request needs: `read:claude_tag` for a read,
	// `write:claude_tag` for a change.
	//
	// Returned with HTTP status 403 and [shared.BetaAPIKeyScopeMissingErrorDetails]
	// details.
	ErrorCodeBetaAPIKeyScopeMissing ErrorCode = "api_key_scope_missing"

	// The member has the `managed` role, and this API key or token cannot sign them
	// out. The error message says which keys and tokens can.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaCannotSignOutManagedMemberErrorDetails] details.
	ErrorCodeBetaCannotSignOutManagedMember ErrorCode = "cannot_sign_out_managed_member"

	// The member is a membership admin, and the person the API key or token belongs to
	// is not allowed to sign out membership admins.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaCannotSignOutMembershipAdminErrorDetails] details.
	ErrorCodeBetaCannotSignOutMembershipAdmin ErrorCode = "cannot_sign_out_membership_admin"

	// The member is an owner or has owner permissions, and this API key or token
	// cannot sign them out. In a Claude Enterprise organization, an API key with the
	// `write:members` scope can.
	//
	// Returned with HTTP status 403 and [shared.BetaCannotSignOutOwnerErrorDetails]
	// details.
	ErrorCodeBetaCannotSignOutOwner ErrorCode = "cannot_sign_out_owner"

	// This OAuth token cannot sign out a membership admin or a member whose roles
	// grant owner, user management, or identity and access management.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaCannotSignOutPrivilegedMemberErrorDetails] details.
	ErrorCodeBetaCannotSignOutPrivilegedMember ErrorCode = "cannot_sign_out_privileged_member"

	// Changes through the Claude Tag API are not enabled for the organization.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaClaudeTagWritesNotEnabledErrorDetails] details.
	ErrorCodeBetaClaudeTagWritesNotEnabled ErrorCode = "claude_tag_writes_not_enabled"

	// The organization's compliance configuration does not let Claude Tag store
	// anything new.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaComplianceConfigurationRestrictedErrorDetails] details.
	ErrorCodeBetaComplianceConfigurationRestricted ErrorCode = "compliance_configuration_restricted"

	// Anthropic has turned off creating environments for this organization. Existing
	// environments still work.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaEnvironmentCreateDisabledErrorDetails] details.
	ErrorCodeBetaEnvironmentCreateDisabled ErrorCode = "environment_create_disabled"

	// Anthropic has turned off updating environments for this organization. Existing
	// environments still work as they are.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaEnvironmentUpdateDisabledErrorDetails] details.
	ErrorCodeBetaEnvironmentUpdateDisabled ErrorCode = "environment_update_disabled"

	// The credential is not a scoped API key that is bound at the organization level.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaOrganizationLevelScopedAPIKeyRequiredErrorDetails] details.
	ErrorCodeBetaOrganizationLevelScopedAPIKeyRequired ErrorCode = "organization_level_scoped_api_key_required"

	// The request came from a Claude sandbox with restricted network access, which is
	// not allowed to make this request. Send it from outside the sandbox, or from a
	// sandbox with unrestricted network access.
	//
	// Returned with HTTP status 403 and [shared.SandboxEgressRestrictedErrorDetails]
	// details.
	ErrorCodeSandboxEgressRestricted ErrorCode = "sandbox_egress_restricted"

	// The organization cannot retrieve, set or delete spend limits with an Admin API
	// credential.
	//
	// Returned with HTTP status 403 and
	// [shared.BetaSpendLimitsAdminAPIWritesNotEnabledErrorDetails] details.
	ErrorCodeBetaSpendLimitsAdminAPIWritesNotEnabled ErrorCode = "spend_limits_admin_api_writes_not_enabled"

	// The customer that the request's user profile represents has not authorized the
	// caller to bill them, or the authorization that the request's credential uses has
	// ended. The response does not say which applies.
	//
	// Returned with HTTP status 403 and
	// [shared.UserProfileBillingNotAuthorizedErrorDetails] details.
	ErrorCodeUserProfileBillingNotAuthorized ErrorCode = "user_profile_billing_not_authorized"

	// The request's user profile cannot be billed. The response gives no more specific
	// error code and does not say what the reason is.
	//
	// Returned with HTTP status 403 and [shared.UserProfileNotBillableErrorDetails]
	// details.
	ErrorCodeUserProfileNotBillable ErrorCode = "user_profile_not_billable"

	// `settings.environment_id` names no Environment within the organization's reach.
	//
	// Returned with HTTP status 404 and [shared.BetaEnvironmentNotFoundErrorDetails]
	// details.
	ErrorCodeBetaEnvironmentNotFound ErrorCode = "environment_not_found"

	// The file's `expires_at` has passed, so its content is no longer available.
	//
	// Returned with HTTP status 404 and [shared.FileExpiredErrorDetails] details.
	ErrorCodeFileExpired ErrorCode = "file_expired"

	// This RBAC Group has no Claude Code managed settings.
	//
	// Returned with HTTP status 404 and
	// [shared.BetaRBACGroupManagedSettingsNotFoundErrorDetails] details.
	ErrorCodeBetaRBACGroupManagedSettingsNotFound ErrorCode = "rbac_group_managed_settings_not_found"

	// The RBAC Group is not one of the organization's groups.
	//
	// Returned with HTTP status 404 and [shared.BetaRBACGroupNotFoundErrorDetails]
	// details.
	ErrorCodeBetaRBACGroupNotFound ErrorCode = "rbac_group_not_found"

	// No RBAC Role with this ID was found.
	//
	// Returned with HTTP status 404 and [shared.RBACRoleNotFoundErrorDetails] details.
	ErrorCodeRBACRoleNotFound ErrorCode = "rbac_role_not_found"

	// `settings.environment_id` names no Environment within the organization's reach,
	// and the request had set the channel up by then. The channel stays set up with
	// every setting unset.
	//
	// Returned with HTTP status 404 and
	// [shared.BetaSlackChannelSetUpEnvironmentNotFoundErrorDetails] details.
	ErrorCodeBetaSlackChannelSetUpEnvironmentNotFound ErrorCode = "slack_channel_set_up_environment_not_found"

	// No usable Thread state was found for `previous_message_id`. Replay the full
	// conversation with `thread: {"type": "create"}` to start a new Thread.
	//
	// Returned with HTTP status 404 and [shared.ThreadNotFoundErrorDetails] details.
	ErrorCodeThreadNotFound ErrorCode = "thread_not_found"

	// Another change to the organization's members is in progress. Retry the request
	// once it completes.
	//
	// Returned with HTTP status 409 and
	// [shared.ConcurrentMembershipChangeErrorDetails] details.
	ErrorCodeConcurrentMembershipChange ErrorCode = "concurrent_membership_change"

	// The external key changed while the request was validating it. Send the request
	// again.
	//
	// Returned with HTTP status 409 and [shared.ExternalKeyChangedErrorDetails]
	// details.
	ErrorCodeExternalKeyChanged ErrorCode = "external_key_changed"

	// Another organization has data controls turned on for this Google Cloud project,
	// or turned them off recently. The message says how long to wait.
	//
	// Returned with HTTP status 409 and
	// [shared.BetaGCPProjectControlledByAnotherOrganizationErrorDetails] details.
	ErrorCodeBetaGCPProjectControlledByAnotherOrganization ErrorCode = "gcp_project_controlled_by_another_organization"

	// The marketplace already holds this name. `plugin_id` is the Plugin that holds
	// it, and can be absent.
	//
	// Returned with HTTP status 409 and [shared.BetaPluginNameTakenErrorDetails]
	// details.
	ErrorCodeBetaPluginNameTaken ErrorCode = "plugin_name_taken"

	// The content scan of the version in `plugin_version_id` is still running. Retry
	// once the scan finishes.
	//
	// Returned with HTTP status 409 and [shared.BetaScanPendingErrorDetails] details.
	ErrorCodeBetaScanPending ErrorCode = "scan_pending"

	// One of the Plugin's skills has the name of an organization skill. `skill_name`
	// is that name.
	//
	// Returned with HTTP status 409 and [shared.BetaSkillNameTakenErrorDetails]
	// details.
	ErrorCodeBetaSkillNameTaken ErrorCode = "skill_name_taken"

	// A custom skill the request names is stored under an encryption key state the
	// workspace cannot currently decrypt.
	//
	// Returned with HTTP status 409 and
	// [shared.SkillReadBlockedUndecryptableErrorDetails] details.
	ErrorCodeSkillReadBlockedUndecryptable ErrorCode = "skill_read_blocked_undecryptable"

	// The request set the channel up, and something else then changed the channel or
	// removed it. Nothing of `settings` was stored.
	//
	// Returned with HTTP status 409 and
	// [shared.BetaSlackChannelSetUpSettingsConflictErrorDetails] details.
	ErrorCodeBetaSlackChannelSetUpSettingsConflict ErrorCode = "slack_channel_set_up_settings_conflict"

	// The organization already has External Storage for this bucket that it has not
	// deleted. List the organization's External Storage to find it.
	//
	// Returned with HTTP status 409 and
	// [shared.BetaStorageAlreadyRegisteredErrorDetails] details.
	ErrorCodeBetaStorageAlreadyRegistered ErrorCode = "storage_already_registered"

	// The Workspace was archived, but External Storage was attached to it during the
	// archive and is still attached. To detach it, archive the Workspace again as a
	// caller with the `org:external-storage:use` permission.
	//
	// Returned with HTTP status 409 and
	// [shared.StorageAttachedDuringArchiveErrorDetails] details.
	ErrorCodeStorageAttachedDuringArchive ErrorCode = "storage_attached_during_archive"

	// Another request changed this storage setting while this one was running, so this
	// request left it as it is. Read the Workspace and send the request again if you
	// still want the change.
	//
	// Returned with HTTP status 409 and
	// [shared.BetaStorageChangedConcurrentlyErrorDetails] details.
	ErrorCodeBetaStorageChangedConcurrently ErrorCode = "storage_changed_concurrently"

	// The bucket is already in use, or was in use recently. Name a different bucket.
	//
	// Returned with HTTP status 409 and [shared.BetaStorageInUseErrorDetails] details.
	ErrorCodeBetaStorageInUse ErrorCode = "storage_in_use"

	// Another request changed the Workspace, so this request left the setting named in
	// `field` as it is. The error's `message` says which of this request's other
	// changes are in place. Read the Workspace and send the request again if you still
	// want the change.
	//
	// Returned with HTTP status 409 and
	// [shared.BetaWorkspaceChangedConcurrentlyErrorDetails] details.
	ErrorCodeBetaWorkspaceChangedConcurrently ErrorCode = "workspace_changed_concurrently"

	// `expected_last_heartbeat` does not match the stored heartbeat, so another worker
	// may hold the lease.
	//
	// Returned with HTTP status 412 and
	// [shared.BetaHeartbeatPreconditionFailedErrorDetails] details.
	ErrorCodeBetaHeartbeatPreconditionFailed ErrorCode = "heartbeat_precondition_failed"

	// The compressed request body exceeds the request size limit once decoded.
	//
	// Returned with HTTP status 413 and
	// [shared.RequestBodyTooLargeAfterDecodingErrorDetails] details.
	ErrorCodeRequestBodyTooLargeAfterDecoding ErrorCode = "request_body_too_large_after_decoding"

	// The organization has reached the spend limit of its contract.
	//
	// Returned with HTTP status 429 and [shared.ContractSpendLimitReachedErrorDetails]
	// details.
	ErrorCodeContractSpendLimitReached ErrorCode = "contract_spend_limit_reached"

	// The organization has crossed the monthly API usage threshold of its API tier.
	//
	// Returned with HTTP status 429 and [shared.EnforcedSpendLimitReachedErrorDetails]
	// details.
	ErrorCodeEnforcedSpendLimitReached ErrorCode = "enforced_spend_limit_reached"

	// The request would exceed a ramp limit, which caps how fast usage can grow. Retry
	// after the time in the `retry-after` header.
	//
	// Returned with HTTP status 429 and [shared.RampLimitExceededErrorDetails]
	// details.
	ErrorCodeRampLimitExceeded ErrorCode = "ramp_limit_exceeded"

	// One of the organization's approvals from Anthropic could not be read right now,
	// so nothing was done. Retry after the `Retry-After` delay.
	//
	// Returned with HTTP status 503 and
	// [shared.BetaAuthorizationCheckUnavailableErrorDetails] details.
	ErrorCodeBetaAuthorizationCheckUnavailable ErrorCode = "authorization_check_unavailable"

	// Some of the request's changes may have been saved and others not. Send the same
	// request again to finish it; changes already saved aren't repeated.
	//
	// Returned with HTTP status 503 and [shared.ChangeOutcomeUnknownErrorDetails]
	// details.
	ErrorCodeChangeOutcomeUnknown ErrorCode = "change_outcome_unknown"

	// The workspace's encryption settings could not be read, so the request was
	// refused. Retry in a few minutes.
	//
	// Returned with HTTP status 503 and [shared.CMEKContextUnavailableErrorDetails]
	// details.
	ErrorCodeCMEKContextUnavailable ErrorCode = "cmek_context_unavailable"

	// The workspace's customer-managed encryption key could not be reached. Retry the
	// request; if this continues, check that the key is available in your key
	// management service, or contact Anthropic support.
	//
	// Returned with HTTP status 503 and [shared.CMEKKeyUnreachableErrorDetails]
	// details.
	ErrorCodeCMEKKeyUnreachable ErrorCode = "cmek_key_unreachable"

	// The Plugin version was stored but is not yet usable in claude.ai. `plugin_id`
	// and `plugin_version_id` identify what was stored.
	//
	// Returned with HTTP status 503 and [shared.BetaRegistrationPendingErrorDetails]
	// details.
	ErrorCodeBetaRegistrationPending ErrorCode = "registration_pending"

	// This workspace isn't ready yet: it's still being connected to its storage. Try
	// again in a few minutes.
	//
	// Returned with HTTP status 503 and [shared.StorageNotReadyErrorDetails] details.
	ErrorCodeStorageNotReady ErrorCode = "storage_not_ready"

	// The Workspace was created, but some of what the request asked for did not take
	// effect, or may not have. Don't send the create again. The error's `message` says
	// what to do with the Workspace at `workspace_id`.
	//
	// Returned with HTTP status 503 and
	// [shared.WorkspaceCreatedIncompleteErrorDetails] details.
	ErrorCodeWorkspaceCreatedIncomplete ErrorCode = "workspace_created_incomplete"

	// The compaction could not be completed for a transient server reason. Retry the
	// request.
	//
	// Returned with HTTP status 529 and [shared.CompactionUnavailableErrorDetails]
	// details.
	ErrorCodeCompactionUnavailable ErrorCode = "compaction_unavailable"
)
