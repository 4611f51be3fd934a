package anthropic

import (
	"github.com/anthropics/anthropic-sdk-go/v2/internal/apierror"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
	"github.com/anthropics/anthropic-sdk-go/v2/shared"
)

// aliased to make [param.APIUnion] private when embedding
type paramUnion = param.APIUnion

// aliased to make [param.APIObject] private when embedding
type paramObj = param.APIObject

type Error = apierror.Error

// This is an alias to an internal type.
type ErrorCode = apierror.ErrorCode

// The email address already belongs to a user in the organization. The message
// names the user.
//
// Returned with HTTP status 400 and [shared.AlreadyMemberErrorDetails] details.
const ErrorCodeAlreadyMember = apierror.ErrorCodeAlreadyMember

// Turning human review off needs Anthropic's approval for the organization, and
// the organization doesn't have it. Contact Anthropic support to request approval.
//
// Returned with HTTP status 400 and [shared.BetaApprovalRequiredErrorDetails]
// details.
const ErrorCodeBetaApprovalRequired = apierror.ErrorCodeBetaApprovalRequired

// The tools available after a message exceed a limit on their number or their
// size.
//
// Returned with HTTP status 400 and
// [shared.AvailableToolsLimitExceededErrorDetails] details.
const ErrorCodeAvailableToolsLimitExceeded = apierror.ErrorCodeAvailableToolsLimitExceeded

// The Bundle has an attachment this API does not support editing, so its
// instructions can be changed only in claude.ai.
//
// Returned with HTTP status 400 and
// [shared.BetaBundleAttachmentNotSupportedErrorDetails] details.
const ErrorCodeBetaBundleAttachmentNotSupported = apierror.ErrorCodeBetaBundleAttachmentNotSupported

// This Bundle's instructions are managed in claude.ai and can't be changed through
// the API.
//
// Returned with HTTP status 400 and [shared.BetaBundleOnCallErrorDetails] details.
const ErrorCodeBetaBundleOnCall = apierror.ErrorCodeBetaBundleOnCall

// The email address's domain is not one of the verified domains of the
// organization's parent organization.
//
// Returned with HTTP status 400 and
// [shared.CannotInviteEmailsWithUnverifiedDomainsErrorDetails] details.
const ErrorCodeCannotInviteEmailsWithUnverifiedDomains = apierror.ErrorCodeCannotInviteEmailsWithUnverifiedDomains

// The user is the organization's only member. Add another member before removing
// this one.
//
// Returned with HTTP status 400 and [shared.CannotRemoveLastMemberErrorDetails]
// details.
const ErrorCodeCannotRemoveLastMember = apierror.ErrorCodeCannotRemoveLastMember

// The member is the organization's primary owner, whom no API key or token can
// sign out.
//
// Returned with HTTP status 400 and
// [shared.BetaCannotSignOutPrimaryOwnerErrorDetails] details.
const ErrorCodeBetaCannotSignOutPrimaryOwner = apierror.ErrorCodeBetaCannotSignOutPrimaryOwner

// The member is the user the API key or token belongs to.
//
// Returned with HTTP status 400 and [shared.BetaCannotSignOutSelfErrorDetails]
// details.
const ErrorCodeBetaCannotSignOutSelf = apierror.ErrorCodeBetaCannotSignOutSelf

// The API key belongs to the Claude Code workspace, and the user who created it is
// no longer a member of the organization or of that workspace.
//
// Returned with HTTP status 400 and
// [shared.ClaudeCodeKeyCreatorNotMemberErrorDetails] details.
const ErrorCodeClaudeCodeKeyCreatorNotMember = apierror.ErrorCodeClaudeCodeKeyCreatorNotMember

// The request comes from a Claude Code version older than the minimum that the
// requested model or the organization requires. Update Claude Code, then retry.
//
// Returned with HTTP status 400 and [shared.ClaudeCodeVersionTooOldErrorDetails]
// details.
const ErrorCodeClaudeCodeVersionTooOld = apierror.ErrorCodeClaudeCodeVersionTooOld

// This stored settings document currently cannot be read or replaced. Contact
// support, or, if you no longer need these settings, delete the group's settings
// or clear the default.
//
// Returned with HTTP status 400 and
// [shared.BetaCMEKFeatureUnsupportedErrorDetails] details.
const ErrorCodeBetaCMEKFeatureUnsupported = apierror.ErrorCodeBetaCMEKFeatureUnsupported

// The workspace's customer-managed encryption key is disabled or revoked.
// Re-enable the key, then retry.
//
// Returned with HTTP status 400 and [shared.CMEKKeyDisabledErrorDetails] details.
const ErrorCodeCMEKKeyDisabled = apierror.ErrorCodeCMEKKeyDisabled

// The key management service's network access controls blocked the request to the
// workspace's customer-managed encryption key. The key itself may be healthy.
//
// Returned with HTTP status 400 and [shared.CMEKKeyNetworkBlockedErrorDetails]
// details.
const ErrorCodeCMEKKeyNetworkBlocked = apierror.ErrorCodeCMEKKeyNetworkBlocked

// Anthropic has not approved customer-managed encryption keys for the
// organization, project or user profile this request applies to, or has paused or
// withdrawn its approval. If you did not expect this, contact Anthropic.
//
// Returned with HTTP status 400 and [shared.BetaCMEKNotApprovedErrorDetails]
// details.
const ErrorCodeBetaCMEKNotApproved = apierror.ErrorCodeBetaCMEKNotApproved

// `messages` holds more than one `compaction` block with content. Send only the
// block the conversation returned last.
//
// Returned with HTTP status 400 and [shared.CompactionBlockAmbiguousErrorDetails]
// details.
const ErrorCodeCompactionBlockAmbiguous = apierror.ErrorCodeCompactionBlockAmbiguous

// The `compaction` block is not the first block of the conversation, or is in a
// `system` message.
//
// Returned with HTTP status 400 and [shared.CompactionBlockMisplacedErrorDetails]
// details.
const ErrorCodeCompactionBlockMisplaced = apierror.ErrorCodeCompactionBlockMisplaced

// The `compaction` block's `content` differs from the text its `signature`
// recorded.
//
// Returned with HTTP status 400 and [shared.CompactionContentMismatchErrorDetails]
// details.
const ErrorCodeCompactionContentMismatch = apierror.ErrorCodeCompactionContentMismatch

// The compaction request ends on an `assistant` turn that is not finished.
//
// Returned with HTTP status 400 and [shared.CompactionIncompleteTurnErrorDetails]
// details.
const ErrorCodeCompactionIncompleteTurn = apierror.ErrorCodeCompactionIncompleteTurn

// `messages` holds no `user` or `assistant` content to summarize or adopt.
//
// Returned with HTTP status 400 and
// [shared.CompactionNothingToSummarizeErrorDetails] details.
const ErrorCodeCompactionNothingToSummarize = apierror.ErrorCodeCompactionNothingToSummarize

// The `compaction` block's `signature` does not verify.
//
// Returned with HTTP status 400 and
// [shared.CompactionSignatureInvalidErrorDetails] details.
const ErrorCodeCompactionSignatureInvalid = apierror.ErrorCodeCompactionSignatureInvalid

// The conversation references more distinct tools than a `compaction` block can
// record.
//
// Returned with HTTP status 400 and
// [shared.CompactionTooManyToolReferencesErrorDetails] details.
const ErrorCodeCompactionTooManyToolReferences = apierror.ErrorCodeCompactionTooManyToolReferences

// The `compaction` block's `tool_changes` differs from what was returned with the
// block.
//
// Returned with HTTP status 400 and
// [shared.CompactionToolChangesMismatchErrorDetails] details.
const ErrorCodeCompactionToolChangesMismatch = apierror.ErrorCodeCompactionToolChangesMismatch

// The organization restricts invites to an allowed list of email domains, and the
// list is empty or does not include the email address's domain.
//
// Returned with HTTP status 400 and [shared.EmailDomainNotAllowedErrorDetails]
// details.
const ErrorCodeEmailDomainNotAllowed = apierror.ErrorCodeEmailDomainNotAllowed

// The environment is archived, so it cannot be updated.
//
// Returned with HTTP status 400 and [shared.BetaEnvironmentArchivedErrorDetails]
// details.
const ErrorCodeBetaEnvironmentArchived = apierror.ErrorCodeBetaEnvironmentArchived

// The External Key can't be deleted or reconfigured while the organization's
// Workspace Policy lists it as an allowed key.
//
// Returned with HTTP status 400 and
// [shared.ExternalKeyInWorkspacePolicyErrorDetails] details.
const ErrorCodeExternalKeyInWorkspacePolicy = apierror.ErrorCodeExternalKeyInWorkspacePolicy

// The organization has no active External Key with this ID. The message names the
// field.
//
// Returned with HTTP status 400 and [shared.BetaExternalKeyNotFoundErrorDetails]
// details.
const ErrorCodeBetaExternalKeyNotFound = apierror.ErrorCodeBetaExternalKeyNotFound

// The External Key is held by a key management service that this endpoint does not
// take. The message names the field and the service it takes.
//
// Returned with HTTP status 400 and
// [shared.BetaExternalKeyProviderMismatchErrorDetails] details.
const ErrorCodeBetaExternalKeyProviderMismatch = apierror.ErrorCodeBetaExternalKeyProviderMismatch

// The External Key failed Anthropic's validation, so the request was refused. The
// message gives the reason, if there is one.
//
// Returned with HTTP status 400 and
// [shared.ExternalKeyValidationFailedErrorDetails] details.
const ErrorCodeExternalKeyValidationFailed = apierror.ErrorCodeExternalKeyValidationFailed

// Anthropic's validation of the External Key did not finish in time, so the
// request was refused. Wait a moment, then send the request again.
//
// Returned with HTTP status 400 and
// [shared.ExternalKeyValidationTimedOutErrorDetails] details.
const ErrorCodeExternalKeyValidationTimedOut = apierror.ErrorCodeExternalKeyValidationTimedOut

// The External Storage is `active` or `draining`, so this delete didn't erase it.
// The message says what to do next. On `draining` storage this delete may have
// started a removal that can't be undone: get the storage and read
// `status.removal_started`.
//
// Returned with HTTP status 400 and [shared.BetaExternalStorageInUseErrorDetails]
// details.
const ErrorCodeBetaExternalStorageInUse = apierror.ErrorCodeBetaExternalStorageInUse

// The External Storage can't be deleted while an Enterprise Frontier Safeguards
// workspace policy lists it as allowed storage.
//
// Returned with HTTP status 400 and
// [shared.BetaExternalStorageInWorkspacePolicyErrorDetails] details.
const ErrorCodeBetaExternalStorageInWorkspacePolicy = apierror.ErrorCodeBetaExternalStorageInWorkspacePolicy

// External Storage isn't available for this Workspace, so only `internal` storage
// is accepted. The error's `message` says why.
//
// Returned with HTTP status 400 and
// [shared.BetaExternalStorageNotAvailableErrorDetails] details.
const ErrorCodeBetaExternalStorageNotAvailable = apierror.ErrorCodeBetaExternalStorageNotAvailable

// The file has `downloadable: false`. Only files generated by a tool, such as the
// code execution tool, can be downloaded.
//
// Returned with HTTP status 400 and [shared.FileNotDownloadableErrorDetails]
// details.
const ErrorCodeFileNotDownloadable = apierror.ErrorCodeFileNotDownloadable

// The organization has not proved that it owns the Google Cloud project that holds
// the key or bucket. The message names the field.
//
// Returned with HTTP status 400 and [shared.BetaGCPProjectNotVerifiedErrorDetails]
// details.
const ErrorCodeBetaGCPProjectNotVerified = apierror.ErrorCodeBetaGCPProjectNotVerified

// Anthropic has not approved External Storage for the organization, for the
// Workspace or, for storage bound to a user profile, for that user profile.
// Contact your Anthropic account team.
//
// Returned with HTTP status 400 and [shared.BetaGrantRequiredErrorDetails]
// details.
const ErrorCodeBetaGrantRequired = apierror.ErrorCodeBetaGrantRequired

// Human review can't be set as requested on this Workspace, so the request changed
// nothing. The error's `message` says what to do instead.
//
// Returned with HTTP status 400 and
// [shared.BetaHumanReviewNotAvailableErrorDetails] details.
const ErrorCodeBetaHumanReviewNotAvailable = apierror.ErrorCodeBetaHumanReviewNotAvailable

// The request would leave the Workspace with
// `inference_data_privacy.safeguards_storage` set to External Storage and
// `inference_data_privacy.human_review` enabled. Anthropic doesn't offer human
// review of data in a customer's own storage. Set `human_review` to `disabled`, or
// `safeguards_storage` to `internal`.
//
// Returned with HTTP status 400 and
// [shared.BetaHumanReviewOnWithExternalStorageErrorDetails] details.
const ErrorCodeBetaHumanReviewOnWithExternalStorage = apierror.ErrorCodeBetaHumanReviewOnWithExternalStorage

// The longest side of one or more images in the request exceeds the image size
// limit. Scale each image in `paths` so that neither side exceeds
// `max_side_length_pixels`, or remove it, then retry.
//
// Returned with HTTP status 400 and [shared.ImageDimensionsTooLargeErrorDetails]
// details.
const ErrorCodeImageDimensionsTooLarge = apierror.ErrorCodeImageDimensionsTooLarge

// `config.type` differs from the environment's stored type, which cannot change
// after creation.
//
// Returned with HTTP status 400 and
// [shared.BetaInvalidConfigTypeChangeErrorDetails] details.
const ErrorCodeBetaInvalidConfigTypeChange = apierror.ErrorCodeBetaInvalidConfigTypeChange

// `metadata` has too many keys, a key or value that is too long, or a reserved
// key. The message names each problem.
//
// Returned with HTTP status 400 and [shared.BetaInvalidMetadataErrorDetails]
// details.
const ErrorCodeBetaInvalidMetadata = apierror.ErrorCodeBetaInvalidMetadata

// On Claude Platform on AWS, the External Storage ID in the request is neither a
// bucket ARN nor an `estrg_` ID, or is the `estrg_` ID of AWS storage. Name AWS
// storage by its bucket ARN, `arn:<partition>:s3:::<bucket_name>`, which responses
// return as its `id`.
//
// Returned with HTTP status 400 and [shared.BetaInvalidStorageARNErrorDetails]
// details.
const ErrorCodeBetaInvalidStorageARN = apierror.ErrorCodeBetaInvalidStorageARN

// A pending invite already exists for the email address. The message names the
// invite.
//
// Returned with HTTP status 400 and [shared.InviteAlreadyExistsErrorDetails]
// details.
const ErrorCodeInviteAlreadyExists = apierror.ErrorCodeInviteAlreadyExists

// After this request, the External Key and the Workspace would not have the same
// user profile. A key and its Workspace must have the same user profile, or both
// have none.
//
// Returned with HTTP status 400 and [shared.KeyProfileMismatchErrorDetails]
// details.
const ErrorCodeKeyProfileMismatch = apierror.ErrorCodeKeyProfileMismatch

// The organization has reached its limit of active API keys.
//
// Returned with HTTP status 400 and [shared.OrgAPIKeyLimitExceededErrorDetails]
// details.
const ErrorCodeOrgAPIKeyLimitExceeded = apierror.ErrorCodeOrgAPIKeyLimitExceeded

// The organization has reached the member limit that Anthropic set for it. Pending
// invites count toward the limit.
//
// Returned with HTTP status 400 and [shared.OrgMemberLimitExceededErrorDetails]
// details.
const ErrorCodeOrgMemberLimitExceeded = apierror.ErrorCodeOrgMemberLimitExceeded

// The feature isn't offered to this organization. The error's `message` names the
// kind of organization or, when it names none, says to contact your Anthropic
// account team.
//
// Returned with HTTP status 400 and
// [shared.BetaOrganizationNotEligibleErrorDetails] details.
const ErrorCodeBetaOrganizationNotEligible = apierror.ErrorCodeBetaOrganizationNotEligible

// The beta that the endpoint requires is not enabled for the organization. The
// message names the beta value.
//
// Returned with HTTP status 400 and
// [shared.BetaOrganizationNotEnrolledInBetaErrorDetails] details.
const ErrorCodeBetaOrganizationNotEnrolledInBeta = apierror.ErrorCodeBetaOrganizationNotEnrolledInBeta

// Anthropic has disabled the organization for trust and safety reasons. An
// organization disabled for any other reason, such as billing, does not get this
// code. `appeal_url`, when present, is where the organization can appeal.
//
// Returned with HTTP status 400 and [shared.OrganizationOnHoldErrorDetails]
// details.
const ErrorCodeOrganizationOnHold = apierror.ErrorCodeOrganizationOnHold

// The endpoint does not support the organization's type. Each endpoint's
// description says which organization types it supports.
//
// Returned with HTTP status 400 and
// [shared.OrganizationTypeNotSupportedErrorDetails] details.
const ErrorCodeOrganizationTypeNotSupported = apierror.ErrorCodeOrganizationTypeNotSupported

// The endpoint serves only organizations that belong to a parent organization, and
// this organization belongs to none.
//
// Returned with HTTP status 400 and
// [shared.ParentOrganizationRequiredErrorDetails] details.
const ErrorCodeParentOrganizationRequired = apierror.ErrorCodeParentOrganizationRequired

// The request can't use External Storage on this cloud provider. The error's
// message says why.
//
// Returned with HTTP status 400 and [shared.BetaProviderNotAllowedErrorDetails]
// details.
const ErrorCodeBetaProviderNotAllowed = apierror.ErrorCodeBetaProviderNotAllowed

// A role attached to an RBAC Group in the request grants owner access, so this API
// does not add members to that group (directly or through an invite), remove its
// members, or delete it. Make the change in the organization's admin settings in
// Claude.
//
// Returned with HTTP status 400 and
// [shared.RBACGroupGrantsOwnerAccessErrorDetails] details.
const ErrorCodeRBACGroupGrantsOwnerAccess = apierror.ErrorCodeRBACGroupGrantsOwnerAccess

// The RBAC Group order already has the most groups allowed. Delete another group's
// settings first.
//
// Returned with HTTP status 400 and
// [shared.BetaRBACGroupOrderLimitExceededErrorDetails] details.
const ErrorCodeBetaRBACGroupOrderLimitExceeded = apierror.ErrorCodeBetaRBACGroupOrderLimitExceeded

// The API could not finish checking whether an RBAC Group in the request grants
// owner access, so it made no change. Retrying the same request will not help.
// Make the change in the organization's admin settings in Claude.
//
// Returned with HTTP status 400 and
// [shared.RBACGroupOwnerAccessUnconfirmedErrorDetails] details.
const ErrorCodeRBACGroupOwnerAccessUnconfirmed = apierror.ErrorCodeRBACGroupOwnerAccessUnconfirmed

// The request names a region code that the control does not take from this
// organization. The message names the field.
//
// Returned with HTTP status 400 and [shared.BetaRegionNotSupportedErrorDetails]
// details.
const ErrorCodeBetaRegionNotSupported = apierror.ErrorCodeBetaRegionNotSupported

// The requested page of the report has more usage than one page can hold. Send a
// lower `limit` and page through the rest.
//
// Returned with HTTP status 400 and [shared.BetaReportPageTooLargeErrorDetails]
// details.
const ErrorCodeBetaReportPageTooLarge = apierror.ErrorCodeBetaReportPageTooLarge

// The request body is not valid for its `Content-Encoding`.
//
// Returned with HTTP status 400 and
// [shared.RequestBodyEncodingInvalidErrorDetails] details.
const ErrorCodeRequestBodyEncodingInvalid = apierror.ErrorCodeRequestBodyEncodingInvalid

// The request's `Content-Encoding` is not supported.
//
// Returned with HTTP status 400 and
// [shared.RequestBodyEncodingUnsupportedErrorDetails] details.
const ErrorCodeRequestBodyEncodingUnsupported = apierror.ErrorCodeRequestBodyEncodingUnsupported

// The request body did not finish arriving in time, so nothing was done. Send a
// smaller body, or send it over a faster connection.
//
// Returned with HTTP status 400 and [shared.BetaRequestBodyTimeoutErrorDetails]
// details.
const ErrorCodeBetaRequestBodyTimeout = apierror.ErrorCodeBetaRequestBodyTimeout

// The version in `plugin_version_id` did not pass its content scan, so it cannot
// be served.
//
// Returned with HTTP status 400 and [shared.BetaScanFailedErrorDetails] details.
const ErrorCodeBetaScanFailed = apierror.ErrorCodeBetaScanFailed

// The organization has reached its limit of settings documents, counting unused
// ones. An owner can remove unused documents in claude.ai. Deleting a group's
// settings or clearing the default settings also frees a document, if nothing else
// uses it. None of these works once the organization has also reached its settings
// history limit.
//
// Returned with HTTP status 400 and
// [shared.BetaSettingsDocumentLimitExceededErrorDetails] details.
const ErrorCodeBetaSettingsDocumentLimitExceeded = apierror.ErrorCodeBetaSettingsDocumentLimitExceeded

// The organization has reached its settings history limit, a cap on stored
// versions of its settings documents. Nothing in the API or claude.ai lowers the
// count, so contact support. Creating or deleting group settings, creating or
// clearing the default settings, and reordering are refused. Changing the mode
// still works, unless it would copy the organization settings into a new default.
//
// Returned with HTTP status 400 and
// [shared.BetaSettingsHistoryLimitExceededErrorDetails] details.
const ErrorCodeBetaSettingsHistoryLimitExceeded = apierror.ErrorCodeBetaSettingsHistoryLimitExceeded

// The request set the channel up, and `settings` was then refused. The channel
// stays set up with every setting unset.
//
// Returned with HTTP status 400 and
// [shared.BetaSlackChannelSetUpSettingsRefusedErrorDetails] details.
const ErrorCodeBetaSlackChannelSetUpSettingsRefused = apierror.ErrorCodeBetaSlackChannelSetUpSettingsRefused

// The Workspace has reached its limit of 100 different External Storage resources
// attached over its lifetime. Detached storage counts toward the limit until it is
// deleted.
//
// Returned with HTTP status 400 and
// [shared.BetaStorageAttachLimitReachedErrorDetails] details.
const ErrorCodeBetaStorageAttachLimitReached = apierror.ErrorCodeBetaStorageAttachLimitReached

// Anthropic has not approved keeping data in a customer-owned storage bucket for
// the organization, project or user profile this request applies to, or has paused
// or withdrawn its approval. If you did not expect this, contact Anthropic.
//
// Returned with HTTP status 400 and [shared.BetaStorageNotApprovedErrorDetails]
// details.
const ErrorCodeBetaStorageNotApproved = apierror.ErrorCodeBetaStorageNotApproved

// This External Storage can't be attached to the setting named in `field`. The
// error's `message` says why.
//
// Returned with HTTP status 400 and [shared.BetaStorageNotAttachableErrorDetails]
// details.
const ErrorCodeBetaStorageNotAttachable = apierror.ErrorCodeBetaStorageNotAttachable

// The Workspace's storage and its user profile don't match: the Workspace and its
// storage must have the same user profile, or both have none.
//
// Returned with HTTP status 400 and [shared.StorageProfileMismatchErrorDetails]
// details.
const ErrorCodeStorageProfileMismatch = apierror.ErrorCodeStorageProfileMismatch

// This storage is bound to a different user profile from storage the Workspace has
// attached, or from active or draining storage it once had for safeguards data.
// Detaching storage the Workspace uses only for transcripts clears this. Detaching
// safeguards storage doesn't, so use a new Workspace instead.
//
// Returned with HTTP status 400 and
// [shared.BetaStorageProfileStillRequiredErrorDetails] details.
const ErrorCodeBetaStorageProfileStillRequired = apierror.ErrorCodeBetaStorageProfileStillRequired

// The organization's file storage quota is exhausted. Delete files to free up
// space, then retry the upload.
//
// Returned with HTTP status 400 and [shared.StorageQuotaExceededErrorDetails]
// details.
const ErrorCodeStorageQuotaExceeded = apierror.ErrorCodeStorageQuotaExceeded

// The External Storage failed verification, so the request changed nothing.
// `failed_checks` lists what to fix.
//
// Returned with HTTP status 400 and
// [shared.BetaStorageVerificationFailedErrorDetails] details.
const ErrorCodeBetaStorageVerificationFailed = apierror.ErrorCodeBetaStorageVerificationFailed

// The response that `previous_message_id` names has already been continued, and
// each response can be continued only once. Continue from the Thread's most recent
// response `id`.
//
// Returned with HTTP status 400 and [shared.ThreadAlreadyContinuedErrorDetails]
// details.
const ErrorCodeThreadAlreadyContinued = apierror.ErrorCodeThreadAlreadyContinued

// Another request is still continuing from the same `previous_message_id`. Wait
// for it to complete and continue from its response `id`, or replay the full
// conversation with `thread: {"type": "create"}`.
//
// Returned with HTTP status 400 and [shared.ThreadContinueInFlightErrorDetails]
// details.
const ErrorCodeThreadContinueInFlight = apierror.ErrorCodeThreadContinueInFlight

// A field that must stay the same across a Thread's turns differs from the value
// stored with the Thread; the message names each such field. Send the stored
// values, or replay the full conversation with `thread: {"type": "create"}` to
// change them.
//
// Returned with HTTP status 400 and [shared.ThreadFingerprintMismatchErrorDetails]
// details.
const ErrorCodeThreadFingerprintMismatch = apierror.ErrorCodeThreadFingerprintMismatch

// The request combines `thread` with a request field or an organization setting
// that Threads do not support; `unsupported`, when present, names it. Send the
// full conversation without `thread`, or change that field.
//
// Returned with HTTP status 400 and [shared.ThreadUnsupportedRequestErrorDetails]
// details.
const ErrorCodeThreadUnsupportedRequest = apierror.ErrorCodeThreadUnsupportedRequest

// A day in the report has usage in more groups than the report can return. The
// error message names the endpoint to use instead.
//
// Returned with HTTP status 400 and [shared.BetaTooManyReportGroupsErrorDetails]
// details.
const ErrorCodeBetaTooManyReportGroups = apierror.ErrorCodeBetaTooManyReportGroups

// A tool made available in `messages` takes a name that an available tool of
// another kind, or of another MCP server, already holds.
//
// Returned with HTTP status 400 and [shared.ToolNameConflictErrorDetails] details.
const ErrorCodeToolNameConflict = apierror.ErrorCodeToolNameConflict

// A tool change or MCP tool listing references a tool or MCP server that is not
// defined at that position in the conversation.
//
// Returned with HTTP status 400 and [shared.ToolReferenceUnresolvedErrorDetails]
// details.
const ErrorCodeToolReferenceUnresolved = apierror.ErrorCodeToolReferenceUnresolved

// In an organization managed through AWS or Google Cloud, the request would leave
// the Workspace with `inference_data_privacy.human_review` disabled and
// `inference_data_privacy.transcripts_storage` not set to External Storage. With
// human review disabled, the organization reviews its own flagged requests, and it
// receives them only in that storage.
//
// Returned with HTTP status 400 and
// [shared.BetaTranscriptsStorageRequiredErrorDetails] details.
const ErrorCodeBetaTranscriptsStorageRequired = apierror.ErrorCodeBetaTranscriptsStorageRequired

// The request's `Content-Type` header names a charset other than UTF-8, ISO-8859-1
// or US-ASCII. Send the request with no charset, or with one of these.
//
// Returned with HTTP status 400 and [shared.BetaUnsupportedCharsetErrorDetails]
// details.
const ErrorCodeBetaUnsupportedCharset = apierror.ErrorCodeBetaUnsupportedCharset

// `provider_config.region` is not a region where External Storage is available.
//
// Returned with HTTP status 400 and [shared.BetaUnsupportedRegionErrorDetails]
// details.
const ErrorCodeBetaUnsupportedRegion = apierror.ErrorCodeBetaUnsupportedRegion

// Deleting a user profile removed it from the Workspace, and a user profile can't
// be attached to that Workspace again. Create a new Workspace for the user
// profile.
//
// Returned with HTTP status 400 and [shared.UserProfileClearedErrorDetails]
// details.
const ErrorCodeUserProfileCleared = apierror.ErrorCodeUserProfileCleared

// The request depends on a user profile that does not exist in the organization or
// is no longer active. The request either names this user profile by ID, or names
// a resource, such as an External Key, that is bound to it.
//
// Returned with HTTP status 400 and [shared.UserProfileNotFoundErrorDetails]
// details.
const ErrorCodeUserProfileNotFound = apierror.ErrorCodeUserProfileNotFound

// The request sets `billing_policy.bill_to` to `"user_profile"` but names no user
// profile. Name the profile to bill in the `anthropic-user-profile-id` header.
//
// Returned with HTTP status 400 and [shared.UserProfileRequiredErrorDetails]
// details.
const ErrorCodeUserProfileRequired = apierror.ErrorCodeUserProfileRequired

// The workspace has reached its limit of active API keys.
//
// Returned with HTTP status 400 and
// [shared.WorkspaceAPIKeyLimitExceededErrorDetails] details.
const ErrorCodeWorkspaceAPIKeyLimitExceeded = apierror.ErrorCodeWorkspaceAPIKeyLimitExceeded

// The request's Workspace has Human Review turned off, and this operation is not
// available there. Use a Workspace with Human Review on.
//
// Returned with HTTP status 400 and
// [shared.WorkspaceHumanReviewDisabledErrorDetails] details.
const ErrorCodeWorkspaceHumanReviewDisabled = apierror.ErrorCodeWorkspaceHumanReviewDisabled

// The workspace has reached the member limit that Anthropic set for it.
//
// Returned with HTTP status 400 and
// [shared.WorkspaceMemberLimitExceededErrorDetails] details.
const ErrorCodeWorkspaceMemberLimitExceeded = apierror.ErrorCodeWorkspaceMemberLimitExceeded

// The request breaks the organization's Workspace Policy. The message says which
// rule it broke; an organization admin can see and change the policy in the
// Console.
//
// Returned with HTTP status 400 and [shared.WorkspacePolicyViolationErrorDetails]
// details.
const ErrorCodeWorkspacePolicyViolation = apierror.ErrorCodeWorkspacePolicyViolation

// Anthropic cannot currently bill the organization linked to the request's user
// profile, for a reason that lies with that organization's own account. The
// response does not say what the reason is.
//
// Returned with HTTP status 402 and
// [shared.LinkedOrganizationBillingUnavailableErrorDetails] details.
const ErrorCodeLinkedOrganizationBillingUnavailable = apierror.ErrorCodeLinkedOrganizationBillingUnavailable

// The organization linked to the request's user profile has reached a spend limit
// that it set, or lacks credit for the request. The response does not say which
// applies.
//
// Returned with HTTP status 402 and
// [shared.LinkedOrganizationSpendLimitReachedErrorDetails] details.
const ErrorCodeLinkedOrganizationSpendLimitReached = apierror.ErrorCodeLinkedOrganizationSpendLimitReached

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
const ErrorCodeAPIKeyRequesterUnconfirmed = apierror.ErrorCodeAPIKeyRequesterUnconfirmed

// The API key lacks the scope the request needs: `read:claude_tag` for a read,
// `write:claude_tag` for a change.
//
// Returned with HTTP status 403 and [shared.BetaAPIKeyScopeMissingErrorDetails]
// details.
const ErrorCodeBetaAPIKeyScopeMissing = apierror.ErrorCodeBetaAPIKeyScopeMissing

// The member has the `managed` role, and this API key or token cannot sign them
// out. The error message says which keys and tokens can.
//
// Returned with HTTP status 403 and
// [shared.BetaCannotSignOutManagedMemberErrorDetails] details.
const ErrorCodeBetaCannotSignOutManagedMember = apierror.ErrorCodeBetaCannotSignOutManagedMember

// The member is a membership admin, and the person the API key or token belongs to
// is not allowed to sign out membership admins.
//
// Returned with HTTP status 403 and
// [shared.BetaCannotSignOutMembershipAdminErrorDetails] details.
const ErrorCodeBetaCannotSignOutMembershipAdmin = apierror.ErrorCodeBetaCannotSignOutMembershipAdmin

// The member is an owner or has owner permissions, and this API key or token
// cannot sign them out. In a Claude Enterprise organization, an API key with the
// `write:members` scope can.
//
// Returned with HTTP status 403 and [shared.BetaCannotSignOutOwnerErrorDetails]
// details.
const ErrorCodeBetaCannotSignOutOwner = apierror.ErrorCodeBetaCannotSignOutOwner

// This OAuth token cannot sign out a membership admin or a member whose roles
// grant owner, user management, or identity and access management.
//
// Returned with HTTP status 403 and
// [shared.BetaCannotSignOutPrivilegedMemberErrorDetails] details.
const ErrorCodeBetaCannotSignOutPrivilegedMember = apierror.ErrorCodeBetaCannotSignOutPrivilegedMember

// Changes through the Claude Tag API are not enabled for the organization.
//
// Returned with HTTP status 403 and
// [shared.BetaClaudeTagWritesNotEnabledErrorDetails] details.
const ErrorCodeBetaClaudeTagWritesNotEnabled = apierror.ErrorCodeBetaClaudeTagWritesNotEnabled

// The organization's compliance configuration does not let Claude Tag store
// anything new.
//
// Returned with HTTP status 403 and
// [shared.BetaComplianceConfigurationRestrictedErrorDetails] details.
const ErrorCodeBetaComplianceConfigurationRestricted = apierror.ErrorCodeBetaComplianceConfigurationRestricted

// Anthropic has turned off creating environments for this organization. Existing
// environments still work.
//
// Returned with HTTP status 403 and
// [shared.BetaEnvironmentCreateDisabledErrorDetails] details.
const ErrorCodeBetaEnvironmentCreateDisabled = apierror.ErrorCodeBetaEnvironmentCreateDisabled

// Anthropic has turned off updating environments for this organization. Existing
// environments still work as they are.
//
// Returned with HTTP status 403 and
// [shared.BetaEnvironmentUpdateDisabledErrorDetails] details.
const ErrorCodeBetaEnvironmentUpdateDisabled = apierror.ErrorCodeBetaEnvironmentUpdateDisabled

// The credential is not a scoped API key that is bound at the organization level.
//
// Returned with HTTP status 403 and
// [shared.BetaOrganizationLevelScopedAPIKeyRequiredErrorDetails] details.
const ErrorCodeBetaOrganizationLevelScopedAPIKeyRequired = apierror.ErrorCodeBetaOrganizationLevelScopedAPIKeyRequired

// The request came from a Claude sandbox with restricted network access, which is
// not allowed to make this request. Send it from outside the sandbox, or from a
// sandbox with unrestricted network access.
//
// Returned with HTTP status 403 and [shared.SandboxEgressRestrictedErrorDetails]
// details.
const ErrorCodeSandboxEgressRestricted = apierror.ErrorCodeSandboxEgressRestricted

// The organization cannot retrieve, set or delete spend limits with an Admin API
// credential.
//
// Returned with HTTP status 403 and
// [shared.BetaSpendLimitsAdminAPIWritesNotEnabledErrorDetails] details.
const ErrorCodeBetaSpendLimitsAdminAPIWritesNotEnabled = apierror.ErrorCodeBetaSpendLimitsAdminAPIWritesNotEnabled

// The customer that the request's user profile represents has not authorized the
// caller to bill them, or the authorization that the request's credential uses has
// ended. The response does not say which applies.
//
// Returned with HTTP status 403 and
// [shared.UserProfileBillingNotAuthorizedErrorDetails] details.
const ErrorCodeUserProfileBillingNotAuthorized = apierror.ErrorCodeUserProfileBillingNotAuthorized

// The request's user profile cannot be billed. The response gives no more specific
// error code and does not say what the reason is.
//
// Returned with HTTP status 403 and [shared.UserProfileNotBillableErrorDetails]
// details.
const ErrorCodeUserProfileNotBillable = apierror.ErrorCodeUserProfileNotBillable

// `settings.environment_id` names no Environment within the organization's reach.
//
// Returned with HTTP status 404 and [shared.BetaEnvironmentNotFoundErrorDetails]
// details.
const ErrorCodeBetaEnvironmentNotFound = apierror.ErrorCodeBetaEnvironmentNotFound

// The file's `expires_at` has passed, so its content is no longer available.
//
// Returned with HTTP status 404 and [shared.FileExpiredErrorDetails] details.
const ErrorCodeFileExpired = apierror.ErrorCodeFileExpired

// This RBAC Group has no Claude Code managed settings.
//
// Returned with HTTP status 404 and
// [shared.BetaRBACGroupManagedSettingsNotFoundErrorDetails] details.
const ErrorCodeBetaRBACGroupManagedSettingsNotFound = apierror.ErrorCodeBetaRBACGroupManagedSettingsNotFound

// The RBAC Group is not one of the organization's groups.
//
// Returned with HTTP status 404 and [shared.BetaRBACGroupNotFoundErrorDetails]
// details.
const ErrorCodeBetaRBACGroupNotFound = apierror.ErrorCodeBetaRBACGroupNotFound

// No RBAC Role with this ID was found.
//
// Returned with HTTP status 404 and [shared.RBACRoleNotFoundErrorDetails] details.
const ErrorCodeRBACRoleNotFound = apierror.ErrorCodeRBACRoleNotFound

// `settings.environment_id` names no Environment within the organization's reach,
// and the request had set the channel up by then. The channel stays set up with
// every setting unset.
//
// Returned with HTTP status 404 and
// [shared.BetaSlackChannelSetUpEnvironmentNotFoundErrorDetails] details.
const ErrorCodeBetaSlackChannelSetUpEnvironmentNotFound = apierror.ErrorCodeBetaSlackChannelSetUpEnvironmentNotFound

// No usable Thread state was found for `previous_message_id`. Replay the full
// conversation with `thread: {"type": "create"}` to start a new Thread.
//
// Returned with HTTP status 404 and [shared.ThreadNotFoundErrorDetails] details.
const ErrorCodeThreadNotFound = apierror.ErrorCodeThreadNotFound

// Another change to the organization's members is in progress. Retry the request
// once it completes.
//
// Returned with HTTP status 409 and
// [shared.ConcurrentMembershipChangeErrorDetails] details.
const ErrorCodeConcurrentMembershipChange = apierror.ErrorCodeConcurrentMembershipChange

// The external key changed while the request was validating it. Send the request
// again.
//
// Returned with HTTP status 409 and [shared.ExternalKeyChangedErrorDetails]
// details.
const ErrorCodeExternalKeyChanged = apierror.ErrorCodeExternalKeyChanged

// Another organization has data controls turned on for this Google Cloud project,
// or turned them off recently. The message says how long to wait.
//
// Returned with HTTP status 409 and
// [shared.BetaGCPProjectControlledByAnotherOrganizationErrorDetails] details.
const ErrorCodeBetaGCPProjectControlledByAnotherOrganization = apierror.ErrorCodeBetaGCPProjectControlledByAnotherOrganization

// The marketplace already holds this name. `plugin_id` is the Plugin that holds
// it, and can be absent.
//
// Returned with HTTP status 409 and [shared.BetaPluginNameTakenErrorDetails]
// details.
const ErrorCodeBetaPluginNameTaken = apierror.ErrorCodeBetaPluginNameTaken

// The content scan of the version in `plugin_version_id` is still running. Retry
// once the scan finishes.
//
// Returned with HTTP status 409 and [shared.BetaScanPendingErrorDetails] details.
const ErrorCodeBetaScanPending = apierror.ErrorCodeBetaScanPending

// One of the Plugin's skills has the name of an organization skill. `skill_name`
// is that name.
//
// Returned with HTTP status 409 and [shared.BetaSkillNameTakenErrorDetails]
// details.
const ErrorCodeBetaSkillNameTaken = apierror.ErrorCodeBetaSkillNameTaken

// A custom skill the request names is stored under an encryption key state the
// workspace cannot currently decrypt.
//
// Returned with HTTP status 409 and
// [shared.SkillReadBlockedUndecryptableErrorDetails] details.
const ErrorCodeSkillReadBlockedUndecryptable = apierror.ErrorCodeSkillReadBlockedUndecryptable

// The request set the channel up, and something else then changed the channel or
// removed it. Nothing of `settings` was stored.
//
// Returned with HTTP status 409 and
// [shared.BetaSlackChannelSetUpSettingsConflictErrorDetails] details.
const ErrorCodeBetaSlackChannelSetUpSettingsConflict = apierror.ErrorCodeBetaSlackChannelSetUpSettingsConflict

// The organization already has External Storage for this bucket that it has not
// deleted. List the organization's External Storage to find it.
//
// Returned with HTTP status 409 and
// [shared.BetaStorageAlreadyRegisteredErrorDetails] details.
const ErrorCodeBetaStorageAlreadyRegistered = apierror.ErrorCodeBetaStorageAlreadyRegistered

// The Workspace was archived, but External Storage was attached to it during the
// archive and is still attached. To detach it, archive the Workspace again as a
// caller with the `org:external-storage:use` permission.
//
// Returned with HTTP status 409 and
// [shared.StorageAttachedDuringArchiveErrorDetails] details.
const ErrorCodeStorageAttachedDuringArchive = apierror.ErrorCodeStorageAttachedDuringArchive

// Another request changed this storage setting while this one was running, so this
// request left it as it is. Read the Workspace and send the request again if you
// still want the change.
//
// Returned with HTTP status 409 and
// [shared.BetaStorageChangedConcurrentlyErrorDetails] details.
const ErrorCodeBetaStorageChangedConcurrently = apierror.ErrorCodeBetaStorageChangedConcurrently

// The bucket is already in use, or was in use recently. Name a different bucket.
//
// Returned with HTTP status 409 and [shared.BetaStorageInUseErrorDetails] details.
const ErrorCodeBetaStorageInUse = apierror.ErrorCodeBetaStorageInUse

// Another request changed the Workspace, so this request left the setting named in
// `field` as it is. The error's `message` says which of this request's other
// changes are in place. Read the Workspace and send the request again if you still
// want the change.
//
// Returned with HTTP status 409 and
// [shared.BetaWorkspaceChangedConcurrentlyErrorDetails] details.
const ErrorCodeBetaWorkspaceChangedConcurrently = apierror.ErrorCodeBetaWorkspaceChangedConcurrently

// `expected_last_heartbeat` does not match the stored heartbeat, so another worker
// may hold the lease.
//
// Returned with HTTP status 412 and
// [shared.BetaHeartbeatPreconditionFailedErrorDetails] details.
const ErrorCodeBetaHeartbeatPreconditionFailed = apierror.ErrorCodeBetaHeartbeatPreconditionFailed

// The compressed request body exceeds the request size limit once decoded.
//
// Returned with HTTP status 413 and
// [shared.RequestBodyTooLargeAfterDecodingErrorDetails] details.
const ErrorCodeRequestBodyTooLargeAfterDecoding = apierror.ErrorCodeRequestBodyTooLargeAfterDecoding

// The organization has reached the spend limit of its contract.
//
// Returned with HTTP status 429 and [shared.ContractSpendLimitReachedErrorDetails]
// details.
const ErrorCodeContractSpendLimitReached = apierror.ErrorCodeContractSpendLimitReached

// The organization has crossed the monthly API usage threshold of its API tier.
//
// Returned with HTTP status 429 and [shared.EnforcedSpendLimitReachedErrorDetails]
// details.
const ErrorCodeEnforcedSpendLimitReached = apierror.ErrorCodeEnforcedSpendLimitReached

// The request would exceed a ramp limit, which caps how fast usage can grow. Retry
// after the time in the `retry-after` header.
//
// Returned with HTTP status 429 and [shared.RampLimitExceededErrorDetails]
// details.
const ErrorCodeRampLimitExceeded = apierror.ErrorCodeRampLimitExceeded

// One of the organization's approvals from Anthropic could not be read right now,
// so nothing was done. Retry after the `Retry-After` delay.
//
// Returned with HTTP status 503 and
// [shared.BetaAuthorizationCheckUnavailableErrorDetails] details.
const ErrorCodeBetaAuthorizationCheckUnavailable = apierror.ErrorCodeBetaAuthorizationCheckUnavailable

// Some of the request's changes may have been saved and others not. Send the same
// request again to finish it; changes already saved aren't repeated.
//
// Returned with HTTP status 503 and [shared.ChangeOutcomeUnknownErrorDetails]
// details.
const ErrorCodeChangeOutcomeUnknown = apierror.ErrorCodeChangeOutcomeUnknown

// The workspace's encryption settings could not be read, so the request was
// refused. Retry in a few minutes.
//
// Returned with HTTP status 503 and [shared.CMEKContextUnavailableErrorDetails]
// details.
const ErrorCodeCMEKContextUnavailable = apierror.ErrorCodeCMEKContextUnavailable

// The workspace's customer-managed encryption key could not be reached. Retry the
// request; if this continues, check that the key is available in your key
// management service, or contact Anthropic support.
//
// Returned with HTTP status 503 and [shared.CMEKKeyUnreachableErrorDetails]
// details.
const ErrorCodeCMEKKeyUnreachable = apierror.ErrorCodeCMEKKeyUnreachable

// The Plugin version was stored but is not yet usable in claude.ai. `plugin_id`
// and `plugin_version_id` identify what was stored.
//
// Returned with HTTP status 503 and [shared.BetaRegistrationPendingErrorDetails]
// details.
const ErrorCodeBetaRegistrationPending = apierror.ErrorCodeBetaRegistrationPending

// This workspace isn't ready yet: it's still being connected to its storage. Try
// again in a few minutes.
//
// Returned with HTTP status 503 and [shared.StorageNotReadyErrorDetails] details.
const ErrorCodeStorageNotReady = apierror.ErrorCodeStorageNotReady

// The Workspace was created, but some of what the request asked for did not take
// effect, or may not have. Don't send the create again. The error's `message` says
// what to do with the Workspace at `workspace_id`.
//
// Returned with HTTP status 503 and
// [shared.WorkspaceCreatedIncompleteErrorDetails] details.
const ErrorCodeWorkspaceCreatedIncomplete = apierror.ErrorCodeWorkspaceCreatedIncomplete

// The compaction could not be completed for a transient server reason. Retry the
// request.
//
// Returned with HTTP status 529 and [shared.CompactionUnavailableErrorDetails]
// details.
const ErrorCodeCompactionUnavailable = apierror.ErrorCodeCompactionUnavailable

// This is an alias to an internal type.
type APIErrorObject = shared.APIErrorObject

// This is an alias to an internal type.
type AuthenticationErrorObject = shared.AuthenticationErrorObject

// This is an alias to an internal type.
type BillingErrorObject = shared.BillingErrorObject

// The API key belongs to the Claude Code workspace, and the user who created it is
// no longer a member of the organization or of that workspace.
//
// This is an alias to an internal type.
type ClaudeCodeKeyCreatorNotMemberErrorDetails = shared.ClaudeCodeKeyCreatorNotMemberErrorDetails

// The request comes from a Claude Code version older than the minimum that the
// requested model or the organization requires. Update Claude Code, then retry.
//
// This is an alias to an internal type.
type ClaudeCodeVersionTooOldErrorDetails = shared.ClaudeCodeVersionTooOldErrorDetails

// The workspace's encryption settings could not be read, so the request was
// refused. Retry in a few minutes.
//
// This is an alias to an internal type.
type CMEKContextUnavailableErrorDetails = shared.CMEKContextUnavailableErrorDetails

// The workspace's customer-managed encryption key is disabled or revoked.
// Re-enable the key, then retry.
//
// This is an alias to an internal type.
type CMEKKeyDisabledErrorDetails = shared.CMEKKeyDisabledErrorDetails

// The key management service's network access controls blocked the request to the
// workspace's customer-managed encryption key. The key itself may be healthy.
//
// This is an alias to an internal type.
type CMEKKeyNetworkBlockedErrorDetails = shared.CMEKKeyNetworkBlockedErrorDetails

// The workspace's customer-managed encryption key could not be reached. Retry the
// request; if this continues, check that the key is available in your key
// management service, or contact Anthropic support.
//
// This is an alias to an internal type.
type CMEKKeyUnreachableErrorDetails = shared.CMEKKeyUnreachableErrorDetails

// The organization has reached the spend limit of its contract.
//
// This is an alias to an internal type.
type ContractSpendLimitReachedErrorDetails = shared.ContractSpendLimitReachedErrorDetails

// The organization has crossed the monthly API usage threshold of its API tier.
//
// This is an alias to an internal type.
type EnforcedSpendLimitReachedErrorDetails = shared.EnforcedSpendLimitReachedErrorDetails

// This is an alias to an internal type.
type ErrorDetailsUnion = shared.ErrorDetailsUnion

// This is an alias to an internal type.
type ErrorObjectUnion = shared.ErrorObjectUnion

// This is an alias to an internal type.
type ErrorResponse = shared.ErrorResponse

// This is an alias to an internal type.
type ErrorType = shared.ErrorType

// Equals "invalid_request_error"
const ErrorTypeInvalidRequestError = shared.ErrorTypeInvalidRequestError

// Equals "authentication_error"
const ErrorTypeAuthenticationError = shared.ErrorTypeAuthenticationError

// Equals "billing_error"
const ErrorTypeBillingError = shared.ErrorTypeBillingError

// Equals "permission_error"
const ErrorTypePermissionError = shared.ErrorTypePermissionError

// Equals "not_found_error"
const ErrorTypeNotFoundError = shared.ErrorTypeNotFoundError

// Equals "rate_limit_error"
const ErrorTypeRateLimitError = shared.ErrorTypeRateLimitError

// Equals "timeout_error"
const ErrorTypeTimeoutError = shared.ErrorTypeTimeoutError

// Equals "api_error"
const ErrorTypeAPIError = shared.ErrorTypeAPIError

// Equals "overloaded_error"
const ErrorTypeOverloadedError = shared.ErrorTypeOverloadedError

// Equals "memory_precondition_failed_error"
const ErrorTypeMemoryPreconditionFailedError = shared.ErrorTypeMemoryPreconditionFailedError

// Equals "memory_path_conflict_error"
const ErrorTypeMemoryPathConflictError = shared.ErrorTypeMemoryPathConflictError

// Equals "conflict_error"
const ErrorTypeConflictError = shared.ErrorTypeConflictError

// This is an alias to an internal type.
type GatewayTimeoutErrorObject = shared.GatewayTimeoutErrorObject

// This is an alias to an internal type.
type InvalidRequestErrorObject = shared.InvalidRequestErrorObject

// Anthropic cannot currently bill the organization linked to the request's user
// profile, for a reason that lies with that organization's own account. The
// response does not say what the reason is.
//
// This is an alias to an internal type.
type LinkedOrganizationBillingUnavailableErrorDetails = shared.LinkedOrganizationBillingUnavailableErrorDetails

// The organization linked to the request's user profile has reached a spend limit
// that it set, or lacks credit for the request. The response does not say which
// applies.
//
// This is an alias to an internal type.
type LinkedOrganizationSpendLimitReachedErrorDetails = shared.LinkedOrganizationSpendLimitReachedErrorDetails

// This is an alias to an internal type.
type NotFoundErrorObject = shared.NotFoundErrorObject

// Anthropic has disabled the organization for trust and safety reasons. An
// organization disabled for any other reason, such as billing, does not get this
// code. `appeal_url`, when present, is where the organization can appeal.
//
// This is an alias to an internal type.
type OrganizationOnHoldErrorDetails = shared.OrganizationOnHoldErrorDetails

// The endpoint does not support the organization's type. Each endpoint's
// description says which organization types it supports.
//
// This is an alias to an internal type.
type OrganizationTypeNotSupportedErrorDetails = shared.OrganizationTypeNotSupportedErrorDetails

// This is an alias to an internal type.
type OverloadedErrorObject = shared.OverloadedErrorObject

// The endpoint serves only organizations that belong to a parent organization, and
// this organization belongs to none.
//
// This is an alias to an internal type.
type ParentOrganizationRequiredErrorDetails = shared.ParentOrganizationRequiredErrorDetails

// This is an alias to an internal type.
type PermissionErrorObject = shared.PermissionErrorObject

// The request would exceed a ramp limit, which caps how fast usage can grow. Retry
// after the time in the `retry-after` header.
//
// This is an alias to an internal type.
type RampLimitExceededErrorDetails = shared.RampLimitExceededErrorDetails

// This is an alias to an internal type.
type RateLimitErrorObject = shared.RateLimitErrorObject

// The request body is not valid for its `Content-Encoding`.
//
// This is an alias to an internal type.
type RequestBodyEncodingInvalidErrorDetails = shared.RequestBodyEncodingInvalidErrorDetails

// The request's `Content-Encoding` is not supported.
//
// This is an alias to an internal type.
type RequestBodyEncodingUnsupportedErrorDetails = shared.RequestBodyEncodingUnsupportedErrorDetails

// The compressed request body exceeds the request size limit once decoded.
//
// This is an alias to an internal type.
type RequestBodyTooLargeAfterDecodingErrorDetails = shared.RequestBodyTooLargeAfterDecodingErrorDetails

// The request came from a Claude sandbox with restricted network access, which is
// not allowed to make this request. Send it from outside the sandbox, or from a
// sandbox with unrestricted network access.
//
// This is an alias to an internal type.
type SandboxEgressRestrictedErrorDetails = shared.SandboxEgressRestrictedErrorDetails

// This workspace isn't ready yet: it's still being connected to its storage. Try
// again in a few minutes.
//
// This is an alias to an internal type.
type StorageNotReadyErrorDetails = shared.StorageNotReadyErrorDetails

// The request's Workspace has Human Review turned off, and this operation is not
// available there. Use a Workspace with Human Review on.
//
// This is an alias to an internal type.
type WorkspaceHumanReviewDisabledErrorDetails = shared.WorkspaceHumanReviewDisabledErrorDetails

// The tools available after a message exceed a limit on their number or their
// size.
//
// This is an alias to an internal type.
type AvailableToolsLimitExceededErrorDetails = shared.AvailableToolsLimitExceededErrorDetails

// `messages` holds more than one `compaction` block with content. Send only the
// block the conversation returned last.
//
// This is an alias to an internal type.
type CompactionBlockAmbiguousErrorDetails = shared.CompactionBlockAmbiguousErrorDetails

// The `compaction` block is not the first block of the conversation, or is in a
// `system` message.
//
// This is an alias to an internal type.
type CompactionBlockMisplacedErrorDetails = shared.CompactionBlockMisplacedErrorDetails

// The `compaction` block's `content` differs from the text its `signature`
// recorded.
//
// This is an alias to an internal type.
type CompactionContentMismatchErrorDetails = shared.CompactionContentMismatchErrorDetails

// The compaction request ends on an `assistant` turn that is not finished.
//
// This is an alias to an internal type.
type CompactionIncompleteTurnErrorDetails = shared.CompactionIncompleteTurnErrorDetails

// `messages` holds no `user` or `assistant` content to summarize or adopt.
//
// This is an alias to an internal type.
type CompactionNothingToSummarizeErrorDetails = shared.CompactionNothingToSummarizeErrorDetails

// The `compaction` block's `signature` does not verify.
//
// This is an alias to an internal type.
type CompactionSignatureInvalidErrorDetails = shared.CompactionSignatureInvalidErrorDetails

// The conversation references more distinct tools than a `compaction` block can
// record.
//
// This is an alias to an internal type.
type CompactionTooManyToolReferencesErrorDetails = shared.CompactionTooManyToolReferencesErrorDetails

// The `compaction` block's `tool_changes` differs from what was returned with the
// block.
//
// This is an alias to an internal type.
type CompactionToolChangesMismatchErrorDetails = shared.CompactionToolChangesMismatchErrorDetails

// The longest side of one or more images in the request exceeds the image size
// limit. Scale each image in `paths` so that neither side exceeds
// `max_side_length_pixels`, or remove it, then retry.
//
// This is an alias to an internal type.
type ImageDimensionsTooLargeErrorDetails = shared.ImageDimensionsTooLargeErrorDetails

// The response that `previous_message_id` names has already been continued, and
// each response can be continued only once. Continue from the Thread's most recent
// response `id`.
//
// This is an alias to an internal type.
type ThreadAlreadyContinuedErrorDetails = shared.ThreadAlreadyContinuedErrorDetails

// Another request is still continuing from the same `previous_message_id`. Wait
// for it to complete and continue from its response `id`, or replay the full
// conversation with `thread: {"type": "create"}`.
//
// This is an alias to an internal type.
type ThreadContinueInFlightErrorDetails = shared.ThreadContinueInFlightErrorDetails

// A field that must stay the same across a Thread's turns differs from the value
// stored with the Thread; the message names each such field. Send the stored
// values, or replay the full conversation with `thread: {"type": "create"}` to
// change them.
//
// This is an alias to an internal type.
type ThreadFingerprintMismatchErrorDetails = shared.ThreadFingerprintMismatchErrorDetails

// The request combines `thread` with a request field or an organization setting
// that Threads do not support; `unsupported`, when present, names it. Send the
// full conversation without `thread`, or change that field.
//
// This is an alias to an internal type.
type ThreadUnsupportedRequestErrorDetails = shared.ThreadUnsupportedRequestErrorDetails

// This is an alias to an internal type.
type ThreadUnsupportedFeatureName = shared.ThreadUnsupportedFeatureName

// Equals "cache_control"
const ThreadUnsupportedFeatureNameCacheControl = shared.ThreadUnsupportedFeatureNameCacheControl

// Equals "context_management"
const ThreadUnsupportedFeatureNameContextManagement = shared.ThreadUnsupportedFeatureNameContextManagement

// Equals "fallbacks"
const ThreadUnsupportedFeatureNameFallbacks = shared.ThreadUnsupportedFeatureNameFallbacks

// Equals "hipaa"
const ThreadUnsupportedFeatureNameHipaa = shared.ThreadUnsupportedFeatureNameHipaa

// Equals "inference_hooks"
const ThreadUnsupportedFeatureNameInferenceHooks = shared.ThreadUnsupportedFeatureNameInferenceHooks

// Equals "thinking"
const ThreadUnsupportedFeatureNameThinking = shared.ThreadUnsupportedFeatureNameThinking

// A tool made available in `messages` takes a name that an available tool of
// another kind, or of another MCP server, already holds.
//
// This is an alias to an internal type.
type ToolNameConflictErrorDetails = shared.ToolNameConflictErrorDetails

// A tool change or MCP tool listing references a tool or MCP server that is not
// defined at that position in the conversation.
//
// This is an alias to an internal type.
type ToolReferenceUnresolvedErrorDetails = shared.ToolReferenceUnresolvedErrorDetails

// The request sets `billing_policy.bill_to` to `"user_profile"` but names no user
// profile. Name the profile to bill in the `anthropic-user-profile-id` header.
//
// This is an alias to an internal type.
type UserProfileRequiredErrorDetails = shared.UserProfileRequiredErrorDetails

// The customer that the request's user profile represents has not authorized the
// caller to bill them, or the authorization that the request's credential uses has
// ended. The response does not say which applies.
//
// This is an alias to an internal type.
type UserProfileBillingNotAuthorizedErrorDetails = shared.UserProfileBillingNotAuthorizedErrorDetails

// The request's user profile cannot be billed. The response gives no more specific
// error code and does not say what the reason is.
//
// This is an alias to an internal type.
type UserProfileNotBillableErrorDetails = shared.UserProfileNotBillableErrorDetails

// No usable Thread state was found for `previous_message_id`. Replay the full
// conversation with `thread: {"type": "create"}` to start a new Thread.
//
// This is an alias to an internal type.
type ThreadNotFoundErrorDetails = shared.ThreadNotFoundErrorDetails

// A custom skill the request names is stored under an encryption key state the
// workspace cannot currently decrypt.
//
// This is an alias to an internal type.
type SkillReadBlockedUndecryptableErrorDetails = shared.SkillReadBlockedUndecryptableErrorDetails

// The compaction could not be completed for a transient server reason. Retry the
// request.
//
// This is an alias to an internal type.
type CompactionUnavailableErrorDetails = shared.CompactionUnavailableErrorDetails

// The organization's file storage quota is exhausted. Delete files to free up
// space, then retry the upload.
//
// This is an alias to an internal type.
type StorageQuotaExceededErrorDetails = shared.StorageQuotaExceededErrorDetails

// The file has `downloadable: false`. Only files generated by a tool, such as the
// code execution tool, can be downloaded.
//
// This is an alias to an internal type.
type FileNotDownloadableErrorDetails = shared.FileNotDownloadableErrorDetails

// The file's `expires_at` has passed, so its content is no longer available.
//
// This is an alias to an internal type.
type FileExpiredErrorDetails = shared.FileExpiredErrorDetails

// The organization has reached its limit of active API keys.
//
// This is an alias to an internal type.
type OrgAPIKeyLimitExceededErrorDetails = shared.OrgAPIKeyLimitExceededErrorDetails

// The workspace has reached its limit of active API keys.
//
// This is an alias to an internal type.
type WorkspaceAPIKeyLimitExceededErrorDetails = shared.WorkspaceAPIKeyLimitExceededErrorDetails

// The API could not confirm that this request came from your organization, so it
// refused a change to an API key. If you were updating an API key, the key did not
// change. If you were archiving a service account, it is archived, but some of its
// API keys are not. If you were removing a user, they are still a member, but they
// may be signed out and some of their API keys may be turned off. It is safe to
// send the same request again. If the error continues, contact Anthropic support
// and give them the `request_id` from this response.
//
// This is an alias to an internal type.
type APIKeyRequesterUnconfirmedErrorDetails = shared.APIKeyRequesterUnconfirmedErrorDetails

// The request depends on a user profile that does not exist in the organization or
// is no longer active. The request either names this user profile by ID, or names
// a resource, such as an External Key, that is bound to it.
//
// This is an alias to an internal type.
type UserProfileNotFoundErrorDetails = shared.UserProfileNotFoundErrorDetails

// The External Key can't be deleted or reconfigured while the organization's
// Workspace Policy lists it as an allowed key.
//
// This is an alias to an internal type.
type ExternalKeyInWorkspacePolicyErrorDetails = shared.ExternalKeyInWorkspacePolicyErrorDetails

// The email address already belongs to a user in the organization. The message
// names the user.
//
// This is an alias to an internal type.
type AlreadyMemberErrorDetails = shared.AlreadyMemberErrorDetails

// The email address's domain is not one of the verified domains of the
// organization's parent organization.
//
// This is an alias to an internal type.
type CannotInviteEmailsWithUnverifiedDomainsErrorDetails = shared.CannotInviteEmailsWithUnverifiedDomainsErrorDetails

// The organization restricts invites to an allowed list of email domains, and the
// list is empty or does not include the email address's domain.
//
// This is an alias to an internal type.
type EmailDomainNotAllowedErrorDetails = shared.EmailDomainNotAllowedErrorDetails

// A pending invite already exists for the email address. The message names the
// invite.
//
// This is an alias to an internal type.
type InviteAlreadyExistsErrorDetails = shared.InviteAlreadyExistsErrorDetails

// The organization has reached the member limit that Anthropic set for it. Pending
// invites count toward the limit.
//
// This is an alias to an internal type.
type OrgMemberLimitExceededErrorDetails = shared.OrgMemberLimitExceededErrorDetails

// A role attached to an RBAC Group in the request grants owner access, so this API
// does not add members to that group (directly or through an invite), remove its
// members, or delete it. Make the change in the organization's admin settings in
// Claude.
//
// This is an alias to an internal type.
type RBACGroupGrantsOwnerAccessErrorDetails = shared.RBACGroupGrantsOwnerAccessErrorDetails

// The API could not finish checking whether an RBAC Group in the request grants
// owner access, so it made no change. Retrying the same request will not help.
// Make the change in the organization's admin settings in Claude.
//
// This is an alias to an internal type.
type RBACGroupOwnerAccessUnconfirmedErrorDetails = shared.RBACGroupOwnerAccessUnconfirmedErrorDetails

// The user is the organization's only member. Add another member before removing
// this one.
//
// This is an alias to an internal type.
type CannotRemoveLastMemberErrorDetails = shared.CannotRemoveLastMemberErrorDetails

// Another change to the organization's members is in progress. Retry the request
// once it completes.
//
// This is an alias to an internal type.
type ConcurrentMembershipChangeErrorDetails = shared.ConcurrentMembershipChangeErrorDetails

// The External Key failed Anthropic's validation, so the request was refused. The
// message gives the reason, if there is one.
//
// This is an alias to an internal type.
type ExternalKeyValidationFailedErrorDetails = shared.ExternalKeyValidationFailedErrorDetails

// Anthropic's validation of the External Key did not finish in time, so the
// request was refused. Wait a moment, then send the request again.
//
// This is an alias to an internal type.
type ExternalKeyValidationTimedOutErrorDetails = shared.ExternalKeyValidationTimedOutErrorDetails

// After this request, the External Key and the Workspace would not have the same
// user profile. A key and its Workspace must have the same user profile, or both
// have none.
//
// This is an alias to an internal type.
type KeyProfileMismatchErrorDetails = shared.KeyProfileMismatchErrorDetails

// The request breaks the organization's Workspace Policy. The message says which
// rule it broke; an organization admin can see and change the policy in the
// Console.
//
// This is an alias to an internal type.
type WorkspacePolicyViolationErrorDetails = shared.WorkspacePolicyViolationErrorDetails

// This is an alias to an internal type.
type WorkspacePolicyField = shared.WorkspacePolicyField

// Equals "external_key_id"
const WorkspacePolicyFieldExternalKeyID = shared.WorkspacePolicyFieldExternalKeyID

// The external key changed while the request was validating it. Send the request
// again.
//
// This is an alias to an internal type.
type ExternalKeyChangedErrorDetails = shared.ExternalKeyChangedErrorDetails

// The Workspace was created, but some of what the request asked for did not take
// effect, or may not have. Don't send the create again. The error's `message` says
// what to do with the Workspace at `workspace_id`.
//
// This is an alias to an internal type.
type WorkspaceCreatedIncompleteErrorDetails = shared.WorkspaceCreatedIncompleteErrorDetails

// The Workspace's storage and its user profile don't match: the Workspace and its
// storage must have the same user profile, or both have none.
//
// This is an alias to an internal type.
type StorageProfileMismatchErrorDetails = shared.StorageProfileMismatchErrorDetails

// Deleting a user profile removed it from the Workspace, and a user profile can't
// be attached to that Workspace again. Create a new Workspace for the user
// profile.
//
// This is an alias to an internal type.
type UserProfileClearedErrorDetails = shared.UserProfileClearedErrorDetails

// Some of the request's changes may have been saved and others not. Send the same
// request again to finish it; changes already saved aren't repeated.
//
// This is an alias to an internal type.
type ChangeOutcomeUnknownErrorDetails = shared.ChangeOutcomeUnknownErrorDetails

// The Workspace was archived, but External Storage was attached to it during the
// archive and is still attached. To detach it, archive the Workspace again as a
// caller with the `org:external-storage:use` permission.
//
// This is an alias to an internal type.
type StorageAttachedDuringArchiveErrorDetails = shared.StorageAttachedDuringArchiveErrorDetails

// The workspace has reached the member limit that Anthropic set for it.
//
// This is an alias to an internal type.
type WorkspaceMemberLimitExceededErrorDetails = shared.WorkspaceMemberLimitExceededErrorDetails

// No RBAC Role with this ID was found.
//
// This is an alias to an internal type.
type RBACRoleNotFoundErrorDetails = shared.RBACRoleNotFoundErrorDetails

// Anthropic has turned off creating environments for this organization. Existing
// environments still work.
//
// This is an alias to an internal type.
type BetaEnvironmentCreateDisabledErrorDetails = shared.BetaEnvironmentCreateDisabledErrorDetails

// The environment is archived, so it cannot be updated.
//
// This is an alias to an internal type.
type BetaEnvironmentArchivedErrorDetails = shared.BetaEnvironmentArchivedErrorDetails

// `config.type` differs from the environment's stored type, which cannot change
// after creation.
//
// This is an alias to an internal type.
type BetaInvalidConfigTypeChangeErrorDetails = shared.BetaInvalidConfigTypeChangeErrorDetails

// Anthropic has turned off updating environments for this organization. Existing
// environments still work as they are.
//
// This is an alias to an internal type.
type BetaEnvironmentUpdateDisabledErrorDetails = shared.BetaEnvironmentUpdateDisabledErrorDetails

// `expected_last_heartbeat` does not match the stored heartbeat, so another worker
// may hold the lease.
//
// This is an alias to an internal type.
type BetaHeartbeatPreconditionFailedErrorDetails = shared.BetaHeartbeatPreconditionFailedErrorDetails

// A work item's lease as the server holds it.
//
// This is an alias to an internal type.
type BetaWorkLeaseState = shared.BetaWorkLeaseState

// Current state of the work item
//
// This is an alias to an internal type.
type BetaWorkLeaseStateState = shared.BetaWorkLeaseStateState

// Equals "queued"
const BetaWorkLeaseStateStateQueued = shared.BetaWorkLeaseStateStateQueued

// Equals "starting"
const BetaWorkLeaseStateStateStarting = shared.BetaWorkLeaseStateStateStarting

// Equals "active"
const BetaWorkLeaseStateStateActive = shared.BetaWorkLeaseStateStateActive

// Equals "stopping"
const BetaWorkLeaseStateStateStopping = shared.BetaWorkLeaseStateStateStopping

// Equals "stopped"
const BetaWorkLeaseStateStateStopped = shared.BetaWorkLeaseStateStateStopped

// `metadata` has too many keys, a key or value that is too long, or a reserved
// key. The message names each problem.
//
// This is an alias to an internal type.
type BetaInvalidMetadataErrorDetails = shared.BetaInvalidMetadataErrorDetails

// Anthropic has not approved External Storage for the organization, for the
// Workspace or, for storage bound to a user profile, for that user profile.
// Contact your Anthropic account team.
//
// This is an alias to an internal type.
type BetaGrantRequiredErrorDetails = shared.BetaGrantRequiredErrorDetails

// The feature isn't offered to this organization. The error's `message` names the
// kind of organization or, when it names none, says to contact your Anthropic
// account team.
//
// This is an alias to an internal type.
type BetaOrganizationNotEligibleErrorDetails = shared.BetaOrganizationNotEligibleErrorDetails

// The request can't use External Storage on this cloud provider. The error's
// message says why.
//
// This is an alias to an internal type.
type BetaProviderNotAllowedErrorDetails = shared.BetaProviderNotAllowedErrorDetails

// `provider_config.region` is not a region where External Storage is available.
//
// This is an alias to an internal type.
type BetaUnsupportedRegionErrorDetails = shared.BetaUnsupportedRegionErrorDetails

// The organization already has External Storage for this bucket that it has not
// deleted. List the organization's External Storage to find it.
//
// This is an alias to an internal type.
type BetaStorageAlreadyRegisteredErrorDetails = shared.BetaStorageAlreadyRegisteredErrorDetails

// One of the organization's approvals from Anthropic could not be read right now,
// so nothing was done. Retry after the `Retry-After` delay.
//
// This is an alias to an internal type.
type BetaAuthorizationCheckUnavailableErrorDetails = shared.BetaAuthorizationCheckUnavailableErrorDetails

// On Claude Platform on AWS, the External Storage ID in the request is neither a
// bucket ARN nor an `estrg_` ID, or is the `estrg_` ID of AWS storage. Name AWS
// storage by its bucket ARN, `arn:<partition>:s3:::<bucket_name>`, which responses
// return as its `id`.
//
// This is an alias to an internal type.
type BetaInvalidStorageARNErrorDetails = shared.BetaInvalidStorageARNErrorDetails

// The External Storage is `active` or `draining`, so this delete didn't erase it.
// The message says what to do next. On `draining` storage this delete may have
// started a removal that can't be undone: get the storage and read
// `status.removal_started`.
//
// This is an alias to an internal type.
type BetaExternalStorageInUseErrorDetails = shared.BetaExternalStorageInUseErrorDetails

// The External Storage can't be deleted while an Enterprise Frontier Safeguards
// workspace policy lists it as allowed storage.
//
// This is an alias to an internal type.
type BetaExternalStorageInWorkspacePolicyErrorDetails = shared.BetaExternalStorageInWorkspacePolicyErrorDetails

// The External Storage failed verification, so the request changed nothing.
// `failed_checks` lists what to fix.
//
// This is an alias to an internal type.
type BetaStorageVerificationFailedErrorDetails = shared.BetaStorageVerificationFailedErrorDetails

// One check that an External Storage's verification failed.
//
// This is an alias to an internal type.
type BetaExternalStorageFailedCheck = shared.BetaExternalStorageFailedCheck

// Name of the check that failed, such as `versioning`, for code to branch on. New
// names may be added; `other` is a check this API does not name. The value is a
// name with no data of its own.
//
// This is an alias to an internal type.
type BetaExternalStorageFailedCheckCheck = shared.BetaExternalStorageFailedCheckCheck

// Equals "already_registered"
const BetaExternalStorageFailedCheckCheckAlreadyRegistered = shared.BetaExternalStorageFailedCheckCheckAlreadyRegistered

// Equals "assume_role"
const BetaExternalStorageFailedCheckCheckAssumeRole = shared.BetaExternalStorageFailedCheckCheckAssumeRole

// Equals "bucket_empty"
const BetaExternalStorageFailedCheckCheckBucketEmpty = shared.BetaExternalStorageFailedCheckCheckBucketEmpty

// Equals "bucket_not_confirmed"
const BetaExternalStorageFailedCheckCheckBucketNotConfirmed = shared.BetaExternalStorageFailedCheckCheckBucketNotConfirmed

// Equals "bucket_policy"
const BetaExternalStorageFailedCheckCheckBucketPolicy = shared.BetaExternalStorageFailedCheckCheckBucketPolicy

// Equals "bucket_settings"
const BetaExternalStorageFailedCheckCheckBucketSettings = shared.BetaExternalStorageFailedCheckCheckBucketSettings

// Equals "default_encryption"
const BetaExternalStorageFailedCheckCheckDefaultEncryption = shared.BetaExternalStorageFailedCheckCheckDefaultEncryption

// Equals "deletion_policy"
const BetaExternalStorageFailedCheckCheckDeletionPolicy = shared.BetaExternalStorageFailedCheckCheckDeletionPolicy

// Equals "encryption"
const BetaExternalStorageFailedCheckCheckEncryption = shared.BetaExternalStorageFailedCheckCheckEncryption

// Equals "grant_mismatch"
const BetaExternalStorageFailedCheckCheckGrantMismatch = shared.BetaExternalStorageFailedCheckCheckGrantMismatch

// Equals "key_usable"
const BetaExternalStorageFailedCheckCheckKeyUsable = shared.BetaExternalStorageFailedCheckCheckKeyUsable

// Equals "kms_key_refused"
const BetaExternalStorageFailedCheckCheckKMSKeyRefused = shared.BetaExternalStorageFailedCheckCheckKMSKeyRefused

// Equals "lifecycle_no_archive"
const BetaExternalStorageFailedCheckCheckLifecycleNoArchive = shared.BetaExternalStorageFailedCheckCheckLifecycleNoArchive

// Equals "lifecycle_rules"
const BetaExternalStorageFailedCheckCheckLifecycleRules = shared.BetaExternalStorageFailedCheckCheckLifecycleRules

// Equals "lifecycle_template"
const BetaExternalStorageFailedCheckCheckLifecycleTemplate = shared.BetaExternalStorageFailedCheckCheckLifecycleTemplate

// Equals "location_mismatch"
const BetaExternalStorageFailedCheckCheckLocationMismatch = shared.BetaExternalStorageFailedCheckCheckLocationMismatch

// Equals "object_lock"
const BetaExternalStorageFailedCheckCheckObjectLock = shared.BetaExternalStorageFailedCheckCheckObjectLock

// Equals "other"
const BetaExternalStorageFailedCheckCheckOther = shared.BetaExternalStorageFailedCheckCheckOther

// Equals "ownership_enforced"
const BetaExternalStorageFailedCheckCheckOwnershipEnforced = shared.BetaExternalStorageFailedCheckCheckOwnershipEnforced

// Equals "probe_failed"
const BetaExternalStorageFailedCheckCheckProbeFailed = shared.BetaExternalStorageFailedCheckCheckProbeFailed

// Equals "probe_object"
const BetaExternalStorageFailedCheckCheckProbeObject = shared.BetaExternalStorageFailedCheckCheckProbeObject

// Equals "probe_storage_class"
const BetaExternalStorageFailedCheckCheckProbeStorageClass = shared.BetaExternalStorageFailedCheckCheckProbeStorageClass

// Equals "public_access_block"
const BetaExternalStorageFailedCheckCheckPublicAccessBlock = shared.BetaExternalStorageFailedCheckCheckPublicAccessBlock

// Equals "region"
const BetaExternalStorageFailedCheckCheckRegion = shared.BetaExternalStorageFailedCheckCheckRegion

// Equals "replication"
const BetaExternalStorageFailedCheckCheckReplication = shared.BetaExternalStorageFailedCheckCheckReplication

// Equals "request_metrics"
const BetaExternalStorageFailedCheckCheckRequestMetrics = shared.BetaExternalStorageFailedCheckCheckRequestMetrics

// Equals "request_payment"
const BetaExternalStorageFailedCheckCheckRequestPayment = shared.BetaExternalStorageFailedCheckCheckRequestPayment

// Equals "transcripts_support"
const BetaExternalStorageFailedCheckCheckTranscriptsSupport = shared.BetaExternalStorageFailedCheckCheckTranscriptsSupport

// Equals "trust_ingest_role"
const BetaExternalStorageFailedCheckCheckTrustIngestRole = shared.BetaExternalStorageFailedCheckCheckTrustIngestRole

// Equals "trust_maintenance_role"
const BetaExternalStorageFailedCheckCheckTrustMaintenanceRole = shared.BetaExternalStorageFailedCheckCheckTrustMaintenanceRole

// Equals "trust_media_erasure_role"
const BetaExternalStorageFailedCheckCheckTrustMediaErasureRole = shared.BetaExternalStorageFailedCheckCheckTrustMediaErasureRole

// Equals "trust_read_role"
const BetaExternalStorageFailedCheckCheckTrustReadRole = shared.BetaExternalStorageFailedCheckCheckTrustReadRole

// Equals "trust_transcripts_role"
const BetaExternalStorageFailedCheckCheckTrustTranscriptsRole = shared.BetaExternalStorageFailedCheckCheckTrustTranscriptsRole

// Equals "trust_transcripts_verify_role"
const BetaExternalStorageFailedCheckCheckTrustTranscriptsVerifyRole = shared.BetaExternalStorageFailedCheckCheckTrustTranscriptsVerifyRole

// Equals "trust_verify_role"
const BetaExternalStorageFailedCheckCheckTrustVerifyRole = shared.BetaExternalStorageFailedCheckCheckTrustVerifyRole

// Equals "versioning"
const BetaExternalStorageFailedCheckCheckVersioning = shared.BetaExternalStorageFailedCheckCheckVersioning

// The part of your access grant that the check is about, such as `ingest`: on AWS,
// one of the IAM roles your setup created; on Google Cloud, the grant to one of
// Anthropic's service accounts. `null` when the check is not about one. New names
// may be added. The value is a name with no data of its own.
//
// This is an alias to an internal type.
type BetaExternalStorageFailedCheckRole = shared.BetaExternalStorageFailedCheckRole

// Equals "ingest"
const BetaExternalStorageFailedCheckRoleIngest = shared.BetaExternalStorageFailedCheckRoleIngest

// Equals "maintenance"
const BetaExternalStorageFailedCheckRoleMaintenance = shared.BetaExternalStorageFailedCheckRoleMaintenance

// Equals "media_erasure"
const BetaExternalStorageFailedCheckRoleMediaErasure = shared.BetaExternalStorageFailedCheckRoleMediaErasure

// Equals "read"
const BetaExternalStorageFailedCheckRoleRead = shared.BetaExternalStorageFailedCheckRoleRead

// Equals "transcripts"
const BetaExternalStorageFailedCheckRoleTranscripts = shared.BetaExternalStorageFailedCheckRoleTranscripts

// Equals "transcripts_verify"
const BetaExternalStorageFailedCheckRoleTranscriptsVerify = shared.BetaExternalStorageFailedCheckRoleTranscriptsVerify

// Equals "verify"
const BetaExternalStorageFailedCheckRoleVerify = shared.BetaExternalStorageFailedCheckRoleVerify

// Anthropic has not approved customer-managed encryption keys for the
// organization, project or user profile this request applies to, or has paused or
// withdrawn its approval. If you did not expect this, contact Anthropic.
//
// This is an alias to an internal type.
type BetaCMEKNotApprovedErrorDetails = shared.BetaCMEKNotApprovedErrorDetails

// The organization has no active External Key with this ID. The message names the
// field.
//
// This is an alias to an internal type.
type BetaExternalKeyNotFoundErrorDetails = shared.BetaExternalKeyNotFoundErrorDetails

// The External Key is held by a key management service that this endpoint does not
// take. The message names the field and the service it takes.
//
// This is an alias to an internal type.
type BetaExternalKeyProviderMismatchErrorDetails = shared.BetaExternalKeyProviderMismatchErrorDetails

// The organization has not proved that it owns the Google Cloud project that holds
// the key or bucket. The message names the field.
//
// This is an alias to an internal type.
type BetaGCPProjectNotVerifiedErrorDetails = shared.BetaGCPProjectNotVerifiedErrorDetails

// The request names a region code that the control does not take from this
// organization. The message names the field.
//
// This is an alias to an internal type.
type BetaRegionNotSupportedErrorDetails = shared.BetaRegionNotSupportedErrorDetails

// Anthropic has not approved keeping data in a customer-owned storage bucket for
// the organization, project or user profile this request applies to, or has paused
// or withdrawn its approval. If you did not expect this, contact Anthropic.
//
// This is an alias to an internal type.
type BetaStorageNotApprovedErrorDetails = shared.BetaStorageNotApprovedErrorDetails

// Another organization has data controls turned on for this Google Cloud project,
// or turned them off recently. The message says how long to wait.
//
// This is an alias to an internal type.
type BetaGCPProjectControlledByAnotherOrganizationErrorDetails = shared.BetaGCPProjectControlledByAnotherOrganizationErrorDetails

// The bucket is already in use, or was in use recently. Name a different bucket.
//
// This is an alias to an internal type.
type BetaStorageInUseErrorDetails = shared.BetaStorageInUseErrorDetails

// The member is the organization's primary owner, whom no API key or token can
// sign out.
//
// This is an alias to an internal type.
type BetaCannotSignOutPrimaryOwnerErrorDetails = shared.BetaCannotSignOutPrimaryOwnerErrorDetails

// The member is the user the API key or token belongs to.
//
// This is an alias to an internal type.
type BetaCannotSignOutSelfErrorDetails = shared.BetaCannotSignOutSelfErrorDetails

// The beta that the endpoint requires is not enabled for the organization. The
// message names the beta value.
//
// This is an alias to an internal type.
type BetaOrganizationNotEnrolledInBetaErrorDetails = shared.BetaOrganizationNotEnrolledInBetaErrorDetails

// The member has the `managed` role, and this API key or token cannot sign them
// out. The error message says which keys and tokens can.
//
// This is an alias to an internal type.
type BetaCannotSignOutManagedMemberErrorDetails = shared.BetaCannotSignOutManagedMemberErrorDetails

// The member is a membership admin, and the person the API key or token belongs to
// is not allowed to sign out membership admins.
//
// This is an alias to an internal type.
type BetaCannotSignOutMembershipAdminErrorDetails = shared.BetaCannotSignOutMembershipAdminErrorDetails

// The member is an owner or has owner permissions, and this API key or token
// cannot sign them out. In a Claude Enterprise organization, an API key with the
// `write:members` scope can.
//
// This is an alias to an internal type.
type BetaCannotSignOutOwnerErrorDetails = shared.BetaCannotSignOutOwnerErrorDetails

// This OAuth token cannot sign out a membership admin or a member whose roles
// grant owner, user management, or identity and access management.
//
// This is an alias to an internal type.
type BetaCannotSignOutPrivilegedMemberErrorDetails = shared.BetaCannotSignOutPrivilegedMemberErrorDetails

// Turning human review off needs Anthropic's approval for the organization, and
// the organization doesn't have it. Contact Anthropic support to request approval.
//
// This is an alias to an internal type.
type BetaApprovalRequiredErrorDetails = shared.BetaApprovalRequiredErrorDetails

// External Storage isn't available for this Workspace, so only `internal` storage
// is accepted. The error's `message` says why.
//
// This is an alias to an internal type.
type BetaExternalStorageNotAvailableErrorDetails = shared.BetaExternalStorageNotAvailableErrorDetails

// Human review can't be set as requested on this Workspace, so the request changed
// nothing. The error's `message` says what to do instead.
//
// This is an alias to an internal type.
type BetaHumanReviewNotAvailableErrorDetails = shared.BetaHumanReviewNotAvailableErrorDetails

// The request would leave the Workspace with
// `inference_data_privacy.safeguards_storage` set to External Storage and
// `inference_data_privacy.human_review` enabled. Anthropic doesn't offer human
// review of data in a customer's own storage. Set `human_review` to `disabled`, or
// `safeguards_storage` to `internal`.
//
// This is an alias to an internal type.
type BetaHumanReviewOnWithExternalStorageErrorDetails = shared.BetaHumanReviewOnWithExternalStorageErrorDetails

// This External Storage can't be attached to the setting named in `field`. The
// error's `message` says why.
//
// This is an alias to an internal type.
type BetaStorageNotAttachableErrorDetails = shared.BetaStorageNotAttachableErrorDetails

// In an organization managed through AWS or Google Cloud, the request would leave
// the Workspace with `inference_data_privacy.human_review` disabled and
// `inference_data_privacy.transcripts_storage` not set to External Storage. With
// human review disabled, the organization reviews its own flagged requests, and it
// receives them only in that storage.
//
// This is an alias to an internal type.
type BetaTranscriptsStorageRequiredErrorDetails = shared.BetaTranscriptsStorageRequiredErrorDetails

// The Workspace has reached its limit of 100 different External Storage resources
// attached over its lifetime. Detached storage counts toward the limit until it is
// deleted.
//
// This is an alias to an internal type.
type BetaStorageAttachLimitReachedErrorDetails = shared.BetaStorageAttachLimitReachedErrorDetails

// This storage is bound to a different user profile from storage the Workspace has
// attached, or from active or draining storage it once had for safeguards data.
// Detaching storage the Workspace uses only for transcripts clears this. Detaching
// safeguards storage doesn't, so use a new Workspace instead.
//
// This is an alias to an internal type.
type BetaStorageProfileStillRequiredErrorDetails = shared.BetaStorageProfileStillRequiredErrorDetails

// Another request changed this storage setting while this one was running, so this
// request left it as it is. Read the Workspace and send the request again if you
// still want the change.
//
// This is an alias to an internal type.
type BetaStorageChangedConcurrentlyErrorDetails = shared.BetaStorageChangedConcurrentlyErrorDetails

// Another request changed the Workspace, so this request left the setting named in
// `field` as it is. The error's `message` says which of this request's other
// changes are in place. Read the Workspace and send the request again if you still
// want the change.
//
// This is an alias to an internal type.
type BetaWorkspaceChangedConcurrentlyErrorDetails = shared.BetaWorkspaceChangedConcurrentlyErrorDetails

// This is an alias to an internal type.
type BetaWorkspaceChangedConcurrentlyField = shared.BetaWorkspaceChangedConcurrentlyField

// Equals "inference_data_privacy.human_review"
const BetaWorkspaceChangedConcurrentlyFieldInferenceDataPrivacyHumanReview = shared.BetaWorkspaceChangedConcurrentlyFieldInferenceDataPrivacyHumanReview

// The requested page of the report has more usage than one page can hold. Send a
// lower `limit` and page through the rest.
//
// This is an alias to an internal type.
type BetaReportPageTooLargeErrorDetails = shared.BetaReportPageTooLargeErrorDetails

// A day in the report has usage in more groups than the report can return. The
// error message names the endpoint to use instead.
//
// This is an alias to an internal type.
type BetaTooManyReportGroupsErrorDetails = shared.BetaTooManyReportGroupsErrorDetails

// The organization cannot retrieve, set or delete spend limits with an Admin API
// credential.
//
// This is an alias to an internal type.
type BetaSpendLimitsAdminAPIWritesNotEnabledErrorDetails = shared.BetaSpendLimitsAdminAPIWritesNotEnabledErrorDetails

// The request's `Content-Type` header names a charset other than UTF-8, ISO-8859-1
// or US-ASCII. Send the request with no charset, or with one of these.
//
// This is an alias to an internal type.
type BetaUnsupportedCharsetErrorDetails = shared.BetaUnsupportedCharsetErrorDetails

// The marketplace already holds this name. `plugin_id` is the Plugin that holds
// it, and can be absent.
//
// This is an alias to an internal type.
type BetaPluginNameTakenErrorDetails = shared.BetaPluginNameTakenErrorDetails

// One of the Plugin's skills has the name of an organization skill. `skill_name`
// is that name.
//
// This is an alias to an internal type.
type BetaSkillNameTakenErrorDetails = shared.BetaSkillNameTakenErrorDetails

// The Plugin version was stored but is not yet usable in claude.ai. `plugin_id`
// and `plugin_version_id` identify what was stored.
//
// This is an alias to an internal type.
type BetaRegistrationPendingErrorDetails = shared.BetaRegistrationPendingErrorDetails

// The version in `plugin_version_id` did not pass its content scan, so it cannot
// be served.
//
// This is an alias to an internal type.
type BetaScanFailedErrorDetails = shared.BetaScanFailedErrorDetails

// The content scan of the version in `plugin_version_id` is still running. Retry
// once the scan finishes.
//
// This is an alias to an internal type.
type BetaScanPendingErrorDetails = shared.BetaScanPendingErrorDetails

// The request body did not finish arriving in time, so nothing was done. Send a
// smaller body, or send it over a faster connection.
//
// This is an alias to an internal type.
type BetaRequestBodyTimeoutErrorDetails = shared.BetaRequestBodyTimeoutErrorDetails

// The organization has reached its limit of settings documents, counting unused
// ones. An owner can remove unused documents in claude.ai. Deleting a group's
// settings or clearing the default settings also frees a document, if nothing else
// uses it. None of these works once the organization has also reached its settings
// history limit.
//
// This is an alias to an internal type.
type BetaSettingsDocumentLimitExceededErrorDetails = shared.BetaSettingsDocumentLimitExceededErrorDetails

// The organization has reached its settings history limit, a cap on stored
// versions of its settings documents. Nothing in the API or claude.ai lowers the
// count, so contact support. Creating or deleting group settings, creating or
// clearing the default settings, and reordering are refused. Changing the mode
// still works, unless it would copy the organization settings into a new default.
//
// This is an alias to an internal type.
type BetaSettingsHistoryLimitExceededErrorDetails = shared.BetaSettingsHistoryLimitExceededErrorDetails

// This stored settings document currently cannot be read or replaced. Contact
// support, or, if you no longer need these settings, delete the group's settings
// or clear the default.
//
// This is an alias to an internal type.
type BetaCMEKFeatureUnsupportedErrorDetails = shared.BetaCMEKFeatureUnsupportedErrorDetails

// This RBAC Group has no Claude Code managed settings.
//
// This is an alias to an internal type.
type BetaRBACGroupManagedSettingsNotFoundErrorDetails = shared.BetaRBACGroupManagedSettingsNotFoundErrorDetails

// The RBAC Group order already has the most groups allowed. Delete another group's
// settings first.
//
// This is an alias to an internal type.
type BetaRBACGroupOrderLimitExceededErrorDetails = shared.BetaRBACGroupOrderLimitExceededErrorDetails

// The RBAC Group is not one of the organization's groups.
//
// This is an alias to an internal type.
type BetaRBACGroupNotFoundErrorDetails = shared.BetaRBACGroupNotFoundErrorDetails

// The request set the channel up, and `settings` was then refused. The channel
// stays set up with every setting unset.
//
// This is an alias to an internal type.
type BetaSlackChannelSetUpSettingsRefusedErrorDetails = shared.BetaSlackChannelSetUpSettingsRefusedErrorDetails

// The API key lacks the scope the request needs: `read:claude_tag` for a read,
// `write:claude_tag` for a change.
//
// This is an alias to an internal type.
type BetaAPIKeyScopeMissingErrorDetails = shared.BetaAPIKeyScopeMissingErrorDetails

// Changes through the Claude Tag API are not enabled for the organization.
//
// This is an alias to an internal type.
type BetaClaudeTagWritesNotEnabledErrorDetails = shared.BetaClaudeTagWritesNotEnabledErrorDetails

// The organization's compliance configuration does not let Claude Tag store
// anything new.
//
// This is an alias to an internal type.
type BetaComplianceConfigurationRestrictedErrorDetails = shared.BetaComplianceConfigurationRestrictedErrorDetails

// The credential is not a scoped API key that is bound at the organization level.
//
// This is an alias to an internal type.
type BetaOrganizationLevelScopedAPIKeyRequiredErrorDetails = shared.BetaOrganizationLevelScopedAPIKeyRequiredErrorDetails

// `settings.environment_id` names no Environment within the organization's reach.
//
// This is an alias to an internal type.
type BetaEnvironmentNotFoundErrorDetails = shared.BetaEnvironmentNotFoundErrorDetails

// `settings.environment_id` names no Environment within the organization's reach,
// and the request had set the channel up by then. The channel stays set up with
// every setting unset.
//
// This is an alias to an internal type.
type BetaSlackChannelSetUpEnvironmentNotFoundErrorDetails = shared.BetaSlackChannelSetUpEnvironmentNotFoundErrorDetails

// The request set the channel up, and something else then changed the channel or
// removed it. Nothing of `settings` was stored.
//
// This is an alias to an internal type.
type BetaSlackChannelSetUpSettingsConflictErrorDetails = shared.BetaSlackChannelSetUpSettingsConflictErrorDetails

// The Bundle has an attachment this API does not support editing, so its
// instructions can be changed only in claude.ai.
//
// This is an alias to an internal type.
type BetaBundleAttachmentNotSupportedErrorDetails = shared.BetaBundleAttachmentNotSupportedErrorDetails

// This Bundle's instructions are managed in claude.ai and can't be changed through
// the API.
//
// This is an alias to an internal type.
type BetaBundleOnCallErrorDetails = shared.BetaBundleOnCallErrorDetails

// Deprecated: AuthenticationError has been renamed to AuthenticationErrorObject
//
// This is an alias to an internal type.
type AuthenticationError = shared.AuthenticationError

// Deprecated: InvalidRequestError has been renamed to InvalidRequestErrorObject
//
// This is an alias to an internal type.
type InvalidRequestError = shared.InvalidRequestError

// Deprecated: BillingError has been renamed to BillingErrorObject
//
// This is an alias to an internal type.
type BillingError = shared.BillingError

// Deprecated: GatewayTimeoutError has been renamed to GatewayTimeoutErrorObject
//
// This is an alias to an internal type.
type GatewayTimeoutError = shared.GatewayTimeoutError

// Deprecated: NotFoundError has been renamed to NotFoundErrorObject
//
// This is an alias to an internal type.
type NotFoundError = shared.NotFoundError

// Deprecated: OverloadedError has been renamed to OverloadedErrorObject
//
// This is an alias to an internal type.
type OverloadedError = shared.OverloadedError

// Deprecated: PermissionError has been renamed to PermissionErrorObject
//
// This is an alias to an internal type.
type PermissionError = shared.PermissionError

// Deprecated: RateLimitError has been renamed to RateLimitErrorObject
//
// This is an alias to an internal type.
type RateLimitError = shared.RateLimitError

// Backward-compatible type aliases for renamed types.
// These ensure existing code continues to compile after
// UserLocation and ErrorCode types were consolidated.

type WebSearchToolRequestErrorErrorCode = WebSearchToolResultErrorCode
type WebSearchToolResultErrorErrorCode = WebSearchToolResultErrorCode
type WebSearchTool20250305UserLocationParam = UserLocationParam
type WebSearchTool20260209UserLocationParam = UserLocationParam

const WebSearchToolRequestErrorErrorCodeInvalidToolInput = WebSearchToolResultErrorCodeInvalidToolInput
const WebSearchToolRequestErrorErrorCodeUnavailable = WebSearchToolResultErrorCodeUnavailable
const WebSearchToolRequestErrorErrorCodeMaxUsesExceeded = WebSearchToolResultErrorCodeMaxUsesExceeded
const WebSearchToolRequestErrorErrorCodeTooManyRequests = WebSearchToolResultErrorCodeTooManyRequests
const WebSearchToolRequestErrorErrorCodeQueryTooLong = WebSearchToolResultErrorCodeQueryTooLong
const WebSearchToolRequestErrorErrorCodeRequestTooLarge = WebSearchToolResultErrorCodeRequestTooLarge
const WebSearchToolResultErrorErrorCodeInvalidToolInput = WebSearchToolResultErrorCodeInvalidToolInput
const WebSearchToolResultErrorErrorCodeUnavailable = WebSearchToolResultErrorCodeUnavailable
const WebSearchToolResultErrorErrorCodeMaxUsesExceeded = WebSearchToolResultErrorCodeMaxUsesExceeded
const WebSearchToolResultErrorErrorCodeTooManyRequests = WebSearchToolResultErrorCodeTooManyRequests
const WebSearchToolResultErrorErrorCodeQueryTooLong = WebSearchToolResultErrorCodeQueryTooLong
const WebSearchToolResultErrorErrorCodeRequestTooLarge = WebSearchToolResultErrorCodeRequestTooLarge

// Deprecated: use [BetaCurrencyUSD]. Kept so code written before the USD
// initialism casing continues to compile.
const BetaCurrencyUsd = BetaCurrencyUSD
