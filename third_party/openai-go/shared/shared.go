// File generated from our OpenAPI spec by Castiron. See CONTRIBUTING.md for details.

package shared

import (
	"encoding/json"

	"github.com/openai/openai-go/v3/internal/apijson"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/respjson"
	"github.com/openai/openai-go/v3/shared/constant"
)

// aliased to make [param.APIUnion] private when embedding
type paramUnion = param.APIUnion

// aliased to make [param.APIObject] private when embedding
type paramObj = param.APIObject

// AllModels also accepts any [string] or [ChatModel]
type AllModels = string

const (
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO1Pro AllModels = "o1-pro"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO1Pro2025_03_19 AllModels = "o1-pro-2025-03-19"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO3Pro AllModels = "o3-pro"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO3Pro2025_06_10 AllModels = "o3-pro-2025-06-10"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO3DeepResearch AllModels = "o3-deep-research"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO3DeepResearch2025_06_26 AllModels = "o3-deep-research-2025-06-26"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO4MiniDeepResearch AllModels = "o4-mini-deep-research"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsO4MiniDeepResearch2025_06_26 AllModels = "o4-mini-deep-research-2025-06-26"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsComputerUsePreview AllModels = "computer-use-preview"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsComputerUsePreview2025_03_11 AllModels = "computer-use-preview-2025-03-11"
	AllModelsGPT5_5Pro                    AllModels = "gpt-5.5-pro"
	AllModelsGPT5_5Pro2026_04_23          AllModels = "gpt-5.5-pro-2026-04-23"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsGPT5Codex AllModels = "gpt-5-codex"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsGPT5Pro AllModels = "gpt-5-pro"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsGPT5Pro2025_10_06 AllModels = "gpt-5-pro-2025-10-06"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	AllModelsGPT5_1CodexMax        AllModels = "gpt-5.1-codex-max"
	AllModelsGPTDaybreakBlueLatest AllModels = "gpt-daybreak-blue-latest"
	AllModelsGPTDaybreakRedLatest  AllModels = "gpt-daybreak-red-latest"
	AllModelsGPT5_6Cyber           AllModels = "gpt-5.6-cyber"
	AllModelsGPT6Cyber             AllModels = "gpt-6-cyber"
	AllModelsGPTRosalindResearch   AllModels = "gpt-rosalind-research"
	AllModelsGPT6Rosalind          AllModels = "gpt-6-rosalind"
	AllModelsGPT6_2AstraLaw        AllModels = "gpt-6.2-astra-law"
	// Or some ...[ChatModel]
)

type ChatModel = string

const (
	ChatModelGPT6Astra         ChatModel = "gpt-6-astra"
	ChatModelGPT6_2Astra       ChatModel = "gpt-6.2-astra"
	ChatModelGPT6_1Sol         ChatModel = "gpt-6.1-sol"
	ChatModelGPT6_2Sol         ChatModel = "gpt-6.2-sol"
	ChatModelGPT6_1Terra       ChatModel = "gpt-6.1-terra"
	ChatModelGPT6Sol           ChatModel = "gpt-6-sol"
	ChatModelGPT6Luna          ChatModel = "gpt-6-luna"
	ChatModelGPT5_6Sol         ChatModel = "gpt-5.6-sol"
	ChatModelGPT5_6Terra       ChatModel = "gpt-5.6-terra"
	ChatModelGPT5_6Luna        ChatModel = "gpt-5.6-luna"
	ChatModelGPT5_5            ChatModel = "gpt-5.5"
	ChatModelGPT5_5_2026_04_23 ChatModel = "gpt-5.5-2026-04-23"
	ChatModelGPT5_4            ChatModel = "gpt-5.4"
	ChatModelGPT5_4Mini        ChatModel = "gpt-5.4-mini"
	// Deprecated: Announced shutdown date: 2027-04-01. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_4Nano           ChatModel = "gpt-5.4-nano"
	ChatModelGPT5_4Mini2026_03_17 ChatModel = "gpt-5.4-mini-2026-03-17"
	// Deprecated: Announced shutdown date: 2027-04-01. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_4Nano2026_03_17 ChatModel = "gpt-5.4-nano-2026-03-17"
	// Deprecated: Announced shutdown date: 2026-08-10. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_3ChatLatest  ChatModel = "gpt-5.3-chat-latest"
	ChatModelGPT5_2            ChatModel = "gpt-5.2"
	ChatModelGPT5_2_2025_12_11 ChatModel = "gpt-5.2-2025-12-11"
	// Deprecated: Announced shutdown date: 2026-08-10. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_2ChatLatest    ChatModel = "gpt-5.2-chat-latest"
	ChatModelGPT5_2Pro           ChatModel = "gpt-5.2-pro"
	ChatModelGPT5_2Pro2025_12_11 ChatModel = "gpt-5.2-pro-2025-12-11"
	// Deprecated: Announced shutdown date: 2027-04-01. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_1 ChatModel = "gpt-5.1"
	// Deprecated: Announced shutdown date: 2027-04-01. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_1_2025_11_13 ChatModel = "gpt-5.1-2025-11-13"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_1Codex ChatModel = "gpt-5.1-codex"
	// Deprecated: Not a supported model ID. Retained for SDK compatibility.
	ChatModelGPT5_1Mini ChatModel = "gpt-5.1-mini"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_1ChatLatest ChatModel = "gpt-5.1-chat-latest"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5 ChatModel = "gpt-5"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5Mini ChatModel = "gpt-5-mini"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5Nano ChatModel = "gpt-5-nano"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5_2025_08_07 ChatModel = "gpt-5-2025-08-07"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5Mini2025_08_07 ChatModel = "gpt-5-mini-2025-08-07"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5Nano2025_08_07 ChatModel = "gpt-5-nano-2025-08-07"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT5ChatLatest ChatModel = "gpt-5-chat-latest"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1 ChatModel = "gpt-4.1"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1Mini ChatModel = "gpt-4.1-mini"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1Nano ChatModel = "gpt-4.1-nano"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1_2025_04_14 ChatModel = "gpt-4.1-2025-04-14"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1Mini2025_04_14 ChatModel = "gpt-4.1-mini-2025-04-14"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1Nano2025_04_14 ChatModel = "gpt-4.1-nano-2025-04-14"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO4Mini ChatModel = "o4-mini"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO4Mini2025_04_16 ChatModel = "o4-mini-2025-04-16"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO3 ChatModel = "o3"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO3_2025_04_16 ChatModel = "o3-2025-04-16"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO3Mini ChatModel = "o3-mini"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO3Mini2025_01_31 ChatModel = "o3-mini-2025-01-31"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1 ChatModel = "o1"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1_2024_12_17 ChatModel = "o1-2024-12-17"
	// Deprecated: Announced shutdown date: 2025-07-28. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1Preview ChatModel = "o1-preview"
	// Deprecated: Announced shutdown date: 2025-07-28. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1Preview2024_09_12 ChatModel = "o1-preview-2024-09-12"
	// Deprecated: Announced shutdown date: 2025-10-27. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1Mini ChatModel = "o1-mini"
	// Deprecated: Announced shutdown date: 2025-10-27. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelO1Mini2024_09_12 ChatModel = "o1-mini-2024-09-12"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4o ChatModel = "gpt-4o"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4o2024_11_20 ChatModel = "gpt-4o-2024-11-20"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4o2024_08_06 ChatModel = "gpt-4o-2024-08-06"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4o2024_05_13 ChatModel = "gpt-4o-2024-05-13"
	// Deprecated: Announced shutdown date: 2027-01-20. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPTAudioMini ChatModel = "gpt-audio-mini"
	// Deprecated: Announced shutdown date: 2027-01-20. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPTAudioMini2025_12_15 ChatModel = "gpt-audio-mini-2025-12-15"
	// Deprecated: Announced shutdown date: 2026-05-07. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oAudioPreview ChatModel = "gpt-4o-audio-preview"
	// Deprecated: Announced shutdown date: 2025-10-10. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oAudioPreview2024_10_01 ChatModel = "gpt-4o-audio-preview-2024-10-01"
	// Deprecated: Announced shutdown date: 2026-05-07. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oAudioPreview2024_12_17 ChatModel = "gpt-4o-audio-preview-2024-12-17"
	// Deprecated: Announced shutdown date: 2026-05-07. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oAudioPreview2025_06_03 ChatModel = "gpt-4o-audio-preview-2025-06-03"
	// Deprecated: Announced shutdown date: 2026-05-07. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMiniAudioPreview ChatModel = "gpt-4o-mini-audio-preview"
	// Deprecated: Announced shutdown date: 2026-05-07. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMiniAudioPreview2024_12_17 ChatModel = "gpt-4o-mini-audio-preview-2024-12-17"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oSearchPreview ChatModel = "gpt-4o-search-preview"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMiniSearchPreview ChatModel = "gpt-4o-mini-search-preview"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oSearchPreview2025_03_11 ChatModel = "gpt-4o-search-preview-2025-03-11"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMiniSearchPreview2025_03_11 ChatModel = "gpt-4o-mini-search-preview-2025-03-11"
	// Deprecated: Announced shutdown date: 2026-02-17. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelChatgpt4oLatest ChatModel = "chatgpt-4o-latest"
	// Deprecated: Announced shutdown date: 2026-02-12. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelCodexMiniLatest ChatModel = "codex-mini-latest"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMini ChatModel = "gpt-4o-mini"
	// Deprecated: Announced shutdown date: 2027-01-14. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4oMini2024_07_18 ChatModel = "gpt-4o-mini-2024-07-18"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4Turbo ChatModel = "gpt-4-turbo"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4Turbo2024_04_09 ChatModel = "gpt-4-turbo-2024-04-09"
	// Deprecated: Announced shutdown date: 2026-03-26. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_0125Preview ChatModel = "gpt-4-0125-preview"
	// Deprecated: Announced shutdown date: 2026-03-26. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4TurboPreview ChatModel = "gpt-4-turbo-preview"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_1106Preview ChatModel = "gpt-4-1106-preview"
	// Deprecated: Announced shutdown date: 2024-12-06. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4VisionPreview ChatModel = "gpt-4-vision-preview"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4 ChatModel = "gpt-4"
	// Deprecated: Announced shutdown date: 2026-03-26. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_0314 ChatModel = "gpt-4-0314"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_0613 ChatModel = "gpt-4-0613"
	// Deprecated: Announced shutdown date: 2025-06-06. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_32k ChatModel = "gpt-4-32k"
	// Deprecated: Announced shutdown date: 2025-06-06. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_32k0314 ChatModel = "gpt-4-32k-0314"
	// Deprecated: Announced shutdown date: 2025-06-06. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT4_32k0613 ChatModel = "gpt-4-32k-0613"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo ChatModel = "gpt-3.5-turbo"
	// Deprecated: Announced shutdown date: 2024-09-13. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo16k ChatModel = "gpt-3.5-turbo-16k"
	// Deprecated: Announced shutdown date: 2024-09-13. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo0301 ChatModel = "gpt-3.5-turbo-0301"
	// Deprecated: Announced shutdown date: 2024-09-13. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo0613 ChatModel = "gpt-3.5-turbo-0613"
	// Deprecated: Announced shutdown date: 2026-09-28. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo1106 ChatModel = "gpt-3.5-turbo-1106"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo0125 ChatModel = "gpt-3.5-turbo-0125"
	// Deprecated: Announced shutdown date: 2024-09-13. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ChatModelGPT3_5Turbo16k0613 ChatModel = "gpt-3.5-turbo-16k-0613"
)

// A filter used to compare a specified attribute key to a given value using a
// defined comparison operation.
type ComparisonFilter struct {
	// The key to compare against the value.
	Key string `json:"key" api:"required"`
	// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`,
	// `nin`.
	//
	// - `eq`: equals
	// - `ne`: not equal
	// - `gt`: greater than
	// - `gte`: greater than or equal
	// - `lt`: less than
	// - `lte`: less than or equal
	// - `in`: in
	// - `nin`: not in
	//
	// Any of "eq", "ne", "gt", "gte", "lt", "lte", "in", "nin".
	Type ComparisonFilterType `json:"type" api:"required"`
	// The value to compare against the attribute key; supports string, number, or
	// boolean types.
	Value ComparisonFilterValueUnion `json:"value" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Key         respjson.Field
		Type        respjson.Field
		Value       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ComparisonFilter) RawJSON() string { return r.JSON.raw }
func (r *ComparisonFilter) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this ComparisonFilter to a ComparisonFilterParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// ComparisonFilterParam.Overrides()
func (r ComparisonFilter) ToParam() ComparisonFilterParam {
	return param.Override[ComparisonFilterParam](json.RawMessage(r.RawJSON()))
}

// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`,
// `nin`.
//
// - `eq`: equals
// - `ne`: not equal
// - `gt`: greater than
// - `gte`: greater than or equal
// - `lt`: less than
// - `lte`: less than or equal
// - `in`: in
// - `nin`: not in
type ComparisonFilterType string

const (
	ComparisonFilterTypeEq  ComparisonFilterType = "eq"
	ComparisonFilterTypeNe  ComparisonFilterType = "ne"
	ComparisonFilterTypeGt  ComparisonFilterType = "gt"
	ComparisonFilterTypeGte ComparisonFilterType = "gte"
	ComparisonFilterTypeLt  ComparisonFilterType = "lt"
	ComparisonFilterTypeLte ComparisonFilterType = "lte"
	ComparisonFilterTypeIn  ComparisonFilterType = "in"
	ComparisonFilterTypeNin ComparisonFilterType = "nin"
)

// ComparisonFilterValueUnion contains all possible properties and values from
// [string], [float64], [bool], [[]ComparisonFilterValueArrayItemUnion].
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString OfFloat OfBool OfComparisonFilterValueArray]
type ComparisonFilterValueUnion struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString string `json:",inline"`
	// This field will be present if the value is a [float64] instead of an object.
	OfFloat float64 `json:",inline"`
	// This field will be present if the value is a [bool] instead of an object.
	OfBool bool `json:",inline"`
	// This field will be present if the value is a
	// [[]ComparisonFilterValueArrayItemUnion] instead of an object.
	OfComparisonFilterValueArray []ComparisonFilterValueArrayItemUnion `json:",inline"`
	JSON                         struct {
		OfString                     respjson.Field
		OfFloat                      respjson.Field
		OfBool                       respjson.Field
		OfComparisonFilterValueArray respjson.Field
		raw                          string
	} `json:"-"`
}

func (u ComparisonFilterValueUnion) AsString() (v string) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ComparisonFilterValueUnion) AsFloat() (v float64) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ComparisonFilterValueUnion) AsBool() (v bool) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ComparisonFilterValueUnion) AsComparisonFilterValueArray() (v []ComparisonFilterValueArrayItemUnion) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u ComparisonFilterValueUnion) RawJSON() string { return u.JSON.raw }

func (r *ComparisonFilterValueUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ComparisonFilterValueArrayItemUnion contains all possible properties and values
// from [string], [float64].
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfString OfFloat]
type ComparisonFilterValueArrayItemUnion struct {
	// This field will be present if the value is a [string] instead of an object.
	OfString string `json:",inline"`
	// This field will be present if the value is a [float64] instead of an object.
	OfFloat float64 `json:",inline"`
	JSON    struct {
		OfString respjson.Field
		OfFloat  respjson.Field
		raw      string
	} `json:"-"`
}

func (u ComparisonFilterValueArrayItemUnion) AsString() (v string) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ComparisonFilterValueArrayItemUnion) AsFloat() (v float64) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u ComparisonFilterValueArrayItemUnion) RawJSON() string { return u.JSON.raw }

func (r *ComparisonFilterValueArrayItemUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A filter used to compare a specified attribute key to a given value using a
// defined comparison operation.
//
// The properties Key, Type, Value are required.
type ComparisonFilterParam struct {
	// The key to compare against the value.
	Key string `json:"key" api:"required"`
	// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`,
	// `nin`.
	//
	// - `eq`: equals
	// - `ne`: not equal
	// - `gt`: greater than
	// - `gte`: greater than or equal
	// - `lt`: less than
	// - `lte`: less than or equal
	// - `in`: in
	// - `nin`: not in
	//
	// Any of "eq", "ne", "gt", "gte", "lt", "lte", "in", "nin".
	Type ComparisonFilterType `json:"type,omitzero" api:"required"`
	// The value to compare against the attribute key; supports string, number, or
	// boolean types.
	Value ComparisonFilterValueUnionParam `json:"value,omitzero" api:"required"`
	paramObj
}

func (r ComparisonFilterParam) MarshalJSON() (data []byte, err error) {
	type shadow ComparisonFilterParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ComparisonFilterParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type ComparisonFilterValueUnionParam struct {
	OfString                     param.Opt[string]                          `json:",omitzero,inline"`
	OfFloat                      param.Opt[float64]                         `json:",omitzero,inline"`
	OfBool                       param.Opt[bool]                            `json:",omitzero,inline"`
	OfComparisonFilterValueArray []ComparisonFilterValueArrayItemUnionParam `json:",omitzero,inline"`
	paramUnion
}

func (u ComparisonFilterValueUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfFloat, u.OfBool, u.OfComparisonFilterValueArray)
}
func (u *ComparisonFilterValueUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type ComparisonFilterValueArrayItemUnionParam struct {
	OfString param.Opt[string]  `json:",omitzero,inline"`
	OfFloat  param.Opt[float64] `json:",omitzero,inline"`
	paramUnion
}

func (u ComparisonFilterValueArrayItemUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfFloat)
}
func (u *ComparisonFilterValueArrayItemUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Combine multiple filters using `and` or `or`.
type CompoundFilter struct {
	// Array of filters to combine. Items can be `ComparisonFilter` or
	// `CompoundFilter`.
	Filters []CompoundFilterFilterUnion `json:"filters" api:"required"`
	// Type of operation: `and` or `or`.
	//
	// Any of "and", "or".
	Type CompoundFilterType `json:"type" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Filters     respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r CompoundFilter) RawJSON() string { return r.JSON.raw }
func (r *CompoundFilter) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this CompoundFilter to a CompoundFilterParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// CompoundFilterParam.Overrides()
func (r CompoundFilter) ToParam() CompoundFilterParam {
	return param.Override[CompoundFilterParam](json.RawMessage(r.RawJSON()))
}

// CompoundFilterFilterUnion contains all possible properties and values from
// [ComparisonFilter], [CompoundFilter].
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type CompoundFilterFilterUnion struct {
	// This field is from variant [ComparisonFilter].
	Key string `json:"key"`
	// This field is from variant [ComparisonFilter].
	Type ComparisonFilterType `json:"type"`
	// This field is from variant [ComparisonFilter].
	Value            ComparisonFilterValueUnion `json:"value"`
	OfCompoundFilter CompoundFilter             `json:",inline"`
	JSON             struct {
		Key              respjson.Field
		Type             respjson.Field
		Value            respjson.Field
		OfCompoundFilter respjson.Field
		raw              string
	} `json:"-"`
}

func (u CompoundFilterFilterUnion) AsComparisonFilter() (v ComparisonFilter) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u CompoundFilterFilterUnion) AsCompoundFilter() (v CompoundFilter) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u CompoundFilterFilterUnion) RawJSON() string { return u.JSON.raw }

func (r *CompoundFilterFilterUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Type of operation: `and` or `or`.
type CompoundFilterType string

const (
	CompoundFilterTypeAnd CompoundFilterType = "and"
	CompoundFilterTypeOr  CompoundFilterType = "or"
)

// Combine multiple filters using `and` or `or`.
//
// The properties Filters, Type are required.
type CompoundFilterParam struct {
	// Array of filters to combine. Items can be `ComparisonFilter` or
	// `CompoundFilter`.
	Filters []CompoundFilterFilterUnionParam `json:"filters,omitzero" api:"required"`
	// Type of operation: `and` or `or`.
	//
	// Any of "and", "or".
	Type CompoundFilterType `json:"type,omitzero" api:"required"`
	paramObj
}

func (r CompoundFilterParam) MarshalJSON() (data []byte, err error) {
	type shadow CompoundFilterParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *CompoundFilterParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type CompoundFilterFilterUnionParam struct {
	OfComparison *ComparisonFilterParam `json:",omitzero,inline"`
	OfFilter     *CompoundFilterParam   `json:",omitzero,inline"`
	paramUnion
}

func (u CompoundFilterFilterUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfComparison, u.OfFilter)
}
func (u *CompoundFilterFilterUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Returns a pointer to the underlying variant's property, if present.
func (u CompoundFilterFilterUnionParam) GetKey() *string {
	if vt := u.OfComparison; vt != nil {
		return &vt.Key
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u CompoundFilterFilterUnionParam) GetValue() *ComparisonFilterValueUnionParam {
	if vt := u.OfComparison; vt != nil {
		return &vt.Value
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u CompoundFilterFilterUnionParam) GetFilters() []CompoundFilterFilterUnionParam {
	if vt := u.OfFilter; vt != nil {
		return vt.Filters
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u CompoundFilterFilterUnionParam) GetType() *string {
	if vt := u.OfComparison; vt != nil {
		return (*string)(&vt.Type)
	} else if vt := u.OfFilter; vt != nil {
		return (*string)(&vt.Type)
	}
	return nil
}

func troupeInit_shared_0() {
	apijson.RegisterUnion[CompoundFilterFilterUnionParam](
		"type",
		apijson.Discriminator[ComparisonFilterParam]("eq"),
		apijson.Discriminator[ComparisonFilterParam]("ne"),
		apijson.Discriminator[ComparisonFilterParam]("gt"),
		apijson.Discriminator[ComparisonFilterParam]("gte"),
		apijson.Discriminator[ComparisonFilterParam]("lt"),
		apijson.Discriminator[ComparisonFilterParam]("lte"),
		apijson.Discriminator[ComparisonFilterParam]("in"),
		apijson.Discriminator[ComparisonFilterParam]("nin"),
		apijson.Discriminator[CompoundFilterParam]("and"),
		apijson.Discriminator[CompoundFilterParam]("or"),
	)
}

// CustomToolInputFormatUnion contains all possible properties and values from
// [CustomToolInputFormatText], [CustomToolInputFormatGrammar].
//
// Use the [CustomToolInputFormatUnion.AsAny] method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type CustomToolInputFormatUnion struct {
	// Any of "text", "grammar".
	Type string `json:"type"`
	// This field is from variant [CustomToolInputFormatGrammar].
	Definition string `json:"definition"`
	// This field is from variant [CustomToolInputFormatGrammar].
	Syntax string `json:"syntax"`
	JSON   struct {
		Type       respjson.Field
		Definition respjson.Field
		Syntax     respjson.Field
		raw        string
	} `json:"-"`
}

// anyCustomToolInputFormat is implemented by each variant of
// [CustomToolInputFormatUnion] to add type safety for the return type of
// [CustomToolInputFormatUnion.AsAny]
type anyCustomToolInputFormat interface {
	implCustomToolInputFormatUnion()
}

// Use the following switch statement to find the correct variant
//
//	switch variant := CustomToolInputFormatUnion.AsAny().(type) {
//	case shared.CustomToolInputFormatText:
//	case shared.CustomToolInputFormatGrammar:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u CustomToolInputFormatUnion) AsAny() anyCustomToolInputFormat {
	switch u.Type {
	case "text":
		return u.AsText()
	case "grammar":
		return u.AsGrammar()
	}
	return nil
}

func (u CustomToolInputFormatUnion) AsText() (v CustomToolInputFormatText) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u CustomToolInputFormatUnion) AsGrammar() (v CustomToolInputFormatGrammar) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u CustomToolInputFormatUnion) RawJSON() string { return u.JSON.raw }

func (r *CustomToolInputFormatUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this CustomToolInputFormatUnion to a
// CustomToolInputFormatUnionParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// CustomToolInputFormatUnionParam.Overrides()
func (r CustomToolInputFormatUnion) ToParam() CustomToolInputFormatUnionParam {
	return param.Override[CustomToolInputFormatUnionParam](json.RawMessage(r.RawJSON()))
}

// Unconstrained free-form text.
type CustomToolInputFormatText struct {
	// Unconstrained text format. Always `text`.
	Type constant.Text `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r CustomToolInputFormatText) RawJSON() string { return r.JSON.raw }
func (r *CustomToolInputFormatText) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (CustomToolInputFormatText) implCustomToolInputFormatUnion() {}

// A grammar defined by the user.
type CustomToolInputFormatGrammar struct {
	// The grammar definition.
	Definition string `json:"definition" api:"required"`
	// The syntax of the grammar definition. One of `lark` or `regex`.
	//
	// Any of "lark", "regex".
	Syntax string `json:"syntax" api:"required"`
	// Grammar format. Always `grammar`.
	Type constant.Grammar `json:"type" default:"grammar"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Definition  respjson.Field
		Syntax      respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r CustomToolInputFormatGrammar) RawJSON() string { return r.JSON.raw }
func (r *CustomToolInputFormatGrammar) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (CustomToolInputFormatGrammar) implCustomToolInputFormatUnion() {}

func CustomToolInputFormatParamOfGrammar(definition string, syntax string) CustomToolInputFormatUnionParam {
	var grammar CustomToolInputFormatGrammarParam
	grammar.Definition = definition
	grammar.Syntax = syntax
	return CustomToolInputFormatUnionParam{OfGrammar: &grammar}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type CustomToolInputFormatUnionParam struct {
	OfText    *CustomToolInputFormatTextParam    `json:",omitzero,inline"`
	OfGrammar *CustomToolInputFormatGrammarParam `json:",omitzero,inline"`
	paramUnion
}

func (u CustomToolInputFormatUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfText, u.OfGrammar)
}
func (u *CustomToolInputFormatUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Returns a pointer to the underlying variant's property, if present.
func (u CustomToolInputFormatUnionParam) GetDefinition() *string {
	if vt := u.OfGrammar; vt != nil {
		return &vt.Definition
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u CustomToolInputFormatUnionParam) GetSyntax() *string {
	if vt := u.OfGrammar; vt != nil {
		return &vt.Syntax
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u CustomToolInputFormatUnionParam) GetType() *string {
	if vt := u.OfText; vt != nil {
		return (*string)(&vt.Type)
	} else if vt := u.OfGrammar; vt != nil {
		return (*string)(&vt.Type)
	}
	return nil
}

func troupeInit_shared_1() {
	apijson.RegisterUnion[CustomToolInputFormatUnionParam](
		"type",
		apijson.Discriminator[CustomToolInputFormatTextParam]("text"),
		apijson.Discriminator[CustomToolInputFormatGrammarParam]("grammar"),
	)
}

func NewCustomToolInputFormatTextParam() CustomToolInputFormatTextParam {
	return CustomToolInputFormatTextParam{
		Type: "text",
	}
}

// Unconstrained free-form text.
//
// This struct has a constant value, construct it with
// [NewCustomToolInputFormatTextParam].
type CustomToolInputFormatTextParam struct {
	// Unconstrained text format. Always `text`.
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r CustomToolInputFormatTextParam) MarshalJSON() (data []byte, err error) {
	type shadow CustomToolInputFormatTextParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *CustomToolInputFormatTextParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A grammar defined by the user.
//
// The properties Definition, Syntax, Type are required.
type CustomToolInputFormatGrammarParam struct {
	// The grammar definition.
	Definition string `json:"definition" api:"required"`
	// The syntax of the grammar definition. One of `lark` or `regex`.
	//
	// Any of "lark", "regex".
	Syntax string `json:"syntax,omitzero" api:"required"`
	// Grammar format. Always `grammar`.
	//
	// This field can be elided, and will marshal its zero value as "grammar".
	Type constant.Grammar `json:"type" default:"grammar"`
	paramObj
}

func (r CustomToolInputFormatGrammarParam) MarshalJSON() (data []byte, err error) {
	type shadow CustomToolInputFormatGrammarParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *CustomToolInputFormatGrammarParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func troupeInit_shared_2() {
	apijson.RegisterFieldValidator[CustomToolInputFormatGrammarParam](
		"syntax", "lark", "regex",
	)
}

// A JSON object or an array of objects rendered as text. Nested values may be any
// JSON value. Limited to 32 container levels, 10,000 values, and 256 KiB of
// compact UTF-8 JSON.
type DecisionInputJSON struct {
	Data DecisionInputJSONDataUnion `json:"data" api:"required"`
	Type constant.InputJSON         `json:"type" default:"input_json"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Data        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r DecisionInputJSON) RawJSON() string { return r.JSON.raw }
func (r *DecisionInputJSON) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (DecisionInputJSON) implDecisionQuestionInputPartUnion() {}
func (DecisionInputJSON) ImplDecisionInputPartUnion()         {}

// ToParam converts this DecisionInputJSON to a DecisionInputJSONParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// DecisionInputJSONParam.Overrides()
func (r DecisionInputJSON) ToParam() DecisionInputJSONParam {
	return param.Override[DecisionInputJSONParam](json.RawMessage(r.RawJSON()))
}

// DecisionInputJSONDataUnion contains all possible properties and values from
// [map[string]any], [[]map[string]any].
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
//
// If the underlying value is not a json object, one of the following properties
// will be valid: OfArrayOfMap]
type DecisionInputJSONDataUnion struct {
	OfDecisionInputJSONDataMapItem map[string]any `json:",inline"`
	// This field will be present if the value is a [[]map[string]any] instead of an
	// object.
	OfArrayOfMap []map[string]any `json:",inline"`
	JSON         struct {
		OfDecisionInputJSONDataMapItem respjson.Field
		OfArrayOfMap                   respjson.Field
		raw                            string
	} `json:"-"`
}

func (u DecisionInputJSONDataUnion) AsMap() (v map[string]any) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u DecisionInputJSONDataUnion) AsArrayOfMap() (v []map[string]any) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u DecisionInputJSONDataUnion) RawJSON() string { return u.JSON.raw }

func (r *DecisionInputJSONDataUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// A JSON object or an array of objects rendered as text. Nested values may be any
// JSON value. Limited to 32 container levels, 10,000 values, and 256 KiB of
// compact UTF-8 JSON.
//
// The properties Data, Type are required.
type DecisionInputJSONParam struct {
	Data DecisionInputJSONDataUnionParam `json:"data,omitzero" api:"required"`
	// This field can be elided, and will marshal its zero value as "input_json".
	Type constant.InputJSON `json:"type" default:"input_json"`
	paramObj
}

func (r DecisionInputJSONParam) MarshalJSON() (data []byte, err error) {
	type shadow DecisionInputJSONParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *DecisionInputJSONParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type DecisionInputJSONDataUnionParam struct {
	OfAnyMap        map[string]any   `json:",omitzero,inline"`
	OfArrayOfValues []map[string]any `json:",omitzero,inline"`
	paramUnion
}

func (u DecisionInputJSONDataUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfAnyMap, u.OfArrayOfValues)
}
func (u *DecisionInputJSONDataUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// An image provided as a base64 data URL or a publicly accessible HTTP(S) URL.
// File IDs are not supported.
type DecisionQuestionInputImage struct {
	// A base64-encoded image in a data URL or a publicly accessible HTTP(S) image URL.
	ImageURL string              `json:"image_url" api:"required"`
	Type     constant.InputImage `json:"type" default:"input_image"`
	// The image detail level, using the selected model's image profile. Defaults to
	// auto.
	//
	// Any of "low", "high", "auto", "original".
	Detail DecisionQuestionInputImageDetail `json:"detail" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ImageURL    respjson.Field
		Type        respjson.Field
		Detail      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r DecisionQuestionInputImage) RawJSON() string { return r.JSON.raw }
func (r *DecisionQuestionInputImage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (DecisionQuestionInputImage) implDecisionQuestionInputPartUnion() {}

// ToParam converts this DecisionQuestionInputImage to a
// DecisionQuestionInputImageParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// DecisionQuestionInputImageParam.Overrides()
func (r DecisionQuestionInputImage) ToParam() DecisionQuestionInputImageParam {
	return param.Override[DecisionQuestionInputImageParam](json.RawMessage(r.RawJSON()))
}

// The image detail level, using the selected model's image profile. Defaults to
// auto.
type DecisionQuestionInputImageDetail string

const (
	DecisionQuestionInputImageDetailLow      DecisionQuestionInputImageDetail = "low"
	DecisionQuestionInputImageDetailHigh     DecisionQuestionInputImageDetail = "high"
	DecisionQuestionInputImageDetailAuto     DecisionQuestionInputImageDetail = "auto"
	DecisionQuestionInputImageDetailOriginal DecisionQuestionInputImageDetail = "original"
)

// An image provided as a base64 data URL or a publicly accessible HTTP(S) URL.
// File IDs are not supported.
//
// The properties ImageURL, Type are required.
type DecisionQuestionInputImageParam struct {
	// A base64-encoded image in a data URL or a publicly accessible HTTP(S) image URL.
	ImageURL string `json:"image_url" api:"required"`
	// The image detail level, using the selected model's image profile. Defaults to
	// auto.
	//
	// Any of "low", "high", "auto", "original".
	Detail DecisionQuestionInputImageDetail `json:"detail,omitzero"`
	// This field can be elided, and will marshal its zero value as "input_image".
	Type constant.InputImage `json:"type" default:"input_image"`
	paramObj
}

func (r DecisionQuestionInputImageParam) MarshalJSON() (data []byte, err error) {
	type shadow DecisionQuestionInputImageParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *DecisionQuestionInputImageParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// DecisionQuestionInputPartUnion contains all possible properties and values from
// [DecisionQuestionInputText], [DecisionQuestionInputImage], [DecisionInputJSON].
//
// Use the [DecisionQuestionInputPartUnion.AsAny] method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type DecisionQuestionInputPartUnion struct {
	Type                         string                     `json:"type" api:"required"`
	OfDecisionQuestionInputText  DecisionQuestionInputText  `json:",inline"`
	OfDecisionQuestionInputImage DecisionQuestionInputImage `json:",inline"`
	OfDecisionInputJSON          DecisionInputJSON          `json:",inline"`
	JSON                         struct {
		Type                         respjson.Field
		OfDecisionQuestionInputText  respjson.Field
		OfDecisionQuestionInputImage respjson.Field
		OfDecisionInputJSON          respjson.Field
		raw                          string
	} `json:"-"`
}

// anyDecisionQuestionInputPart is implemented by each variant of
// [DecisionQuestionInputPartUnion] to add type safety for the return type of
// [DecisionQuestionInputPartUnion.AsAny]
type anyDecisionQuestionInputPart interface {
	implDecisionQuestionInputPartUnion()
}

// Use the following switch statement to find the correct variant
//
//	switch variant := DecisionQuestionInputPartUnion.AsAny().(type) {
//	case shared.DecisionQuestionInputText:
//	case shared.DecisionQuestionInputImage:
//	case shared.DecisionInputJSON:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u DecisionQuestionInputPartUnion) AsAny() anyDecisionQuestionInputPart {
	switch u.Type {
	case "input_text":
		return u.AsInputText()
	case "input_image":
		return u.AsInputImage()
	case "input_json":
		return u.AsInputJSON()
	}
	return nil
}

func (u DecisionQuestionInputPartUnion) AsInputText() (v DecisionQuestionInputText) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u DecisionQuestionInputPartUnion) AsInputImage() (v DecisionQuestionInputImage) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u DecisionQuestionInputPartUnion) AsInputJSON() (v DecisionInputJSON) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u DecisionQuestionInputPartUnion) RawJSON() string { return u.JSON.raw }

func (r *DecisionQuestionInputPartUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func DecisionQuestionInputPartParamOfInputText(text string) DecisionQuestionInputPartUnionParam {
	var inputText DecisionQuestionInputTextParam
	inputText.Text = text
	return DecisionQuestionInputPartUnionParam{OfInputText: &inputText}
}

func DecisionQuestionInputPartParamOfInputImage(imageURL string) DecisionQuestionInputPartUnionParam {
	var inputImage DecisionQuestionInputImageParam
	inputImage.ImageURL = imageURL
	return DecisionQuestionInputPartUnionParam{OfInputImage: &inputImage}
}

func DecisionQuestionInputPartParamOfInputJSON[T map[string]any | []map[string]any](data T) DecisionQuestionInputPartUnionParam {
	var inputJSON DecisionInputJSONParam
	switch v := any(data).(type) {
	case map[string]any:
		inputJSON.Data.OfAnyMap = v
	case []map[string]any:
		inputJSON.Data.OfArrayOfValues = v
	}
	return DecisionQuestionInputPartUnionParam{OfInputJSON: &inputJSON}
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type DecisionQuestionInputPartUnionParam struct {
	OfInputText  *DecisionQuestionInputTextParam  `json:",omitzero,inline"`
	OfInputImage *DecisionQuestionInputImageParam `json:",omitzero,inline"`
	OfInputJSON  *DecisionInputJSONParam          `json:",omitzero,inline"`
	paramUnion
}

func (u DecisionQuestionInputPartUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfInputText, u.OfInputImage, u.OfInputJSON)
}
func (u *DecisionQuestionInputPartUnionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Returns a pointer to the underlying variant's property, if present.
func (u DecisionQuestionInputPartUnionParam) GetText() *string {
	if vt := u.OfInputText; vt != nil {
		return &vt.Text
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u DecisionQuestionInputPartUnionParam) GetImageURL() *string {
	if vt := u.OfInputImage; vt != nil {
		return &vt.ImageURL
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u DecisionQuestionInputPartUnionParam) GetDetail() *string {
	if vt := u.OfInputImage; vt != nil {
		return (*string)(&vt.Detail)
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u DecisionQuestionInputPartUnionParam) GetData() *DecisionInputJSONDataUnionParam {
	if vt := u.OfInputJSON; vt != nil {
		return &vt.Data
	}
	return nil
}

// Returns a pointer to the underlying variant's property, if present.
func (u DecisionQuestionInputPartUnionParam) GetType() *string {
	if vt := u.OfInputText; vt != nil {
		return (*string)(&vt.Type)
	} else if vt := u.OfInputImage; vt != nil {
		return (*string)(&vt.Type)
	} else if vt := u.OfInputJSON; vt != nil {
		return (*string)(&vt.Type)
	}
	return nil
}

func troupeInit_shared_3() {
	apijson.RegisterUnion[DecisionQuestionInputPartUnionParam](
		"type",
		apijson.Discriminator[DecisionQuestionInputTextParam]("input_text"),
		apijson.Discriminator[DecisionQuestionInputImageParam]("input_image"),
		apijson.Discriminator[DecisionInputJSONParam]("input_json"),
	)
}

type DecisionQuestionInputText struct {
	Text string             `json:"text" api:"required"`
	Type constant.InputText `json:"type" default:"input_text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Text        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r DecisionQuestionInputText) RawJSON() string { return r.JSON.raw }
func (r *DecisionQuestionInputText) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (DecisionQuestionInputText) implDecisionQuestionInputPartUnion() {}

// ToParam converts this DecisionQuestionInputText to a
// DecisionQuestionInputTextParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// DecisionQuestionInputTextParam.Overrides()
func (r DecisionQuestionInputText) ToParam() DecisionQuestionInputTextParam {
	return param.Override[DecisionQuestionInputTextParam](json.RawMessage(r.RawJSON()))
}

// The properties Text, Type are required.
type DecisionQuestionInputTextParam struct {
	Text string `json:"text" api:"required"`
	// This field can be elided, and will marshal its zero value as "input_text".
	Type constant.InputText `json:"type" default:"input_text"`
	paramObj
}

func (r DecisionQuestionInputTextParam) MarshalJSON() (data []byte, err error) {
	type shadow DecisionQuestionInputTextParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *DecisionQuestionInputTextParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type ErrorObject struct {
	Code         string                  `json:"code" api:"required"`
	Message      string                  `json:"message" api:"required"`
	Param        string                  `json:"param" api:"required"`
	Type         string                  `json:"type" api:"required"`
	Misalignment ErrorObjectMisalignment `json:"misalignment"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Code         respjson.Field
		Message      respjson.Field
		Param        respjson.Field
		Type         respjson.Field
		Misalignment respjson.Field
		ExtraFields  map[string]respjson.Field
		raw          string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ErrorObject) RawJSON() string { return r.JSON.raw }
func (r *ErrorObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type ErrorObjectMisalignment struct {
	// The public explanation for this block.
	DetailedExplanation string `json:"detailed_explanation"`
	// An optional classification; clients must accept additional values.
	ErrorType string `json:"error_type"`
	// An opaque target for explicitly continuing this review, or null when
	// unavailable.
	ReviewTarget string `json:"review_target" api:"nullable"`
	// An optional public continuation instruction.
	Steer ErrorObjectMisalignmentSteer `json:"steer"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		DetailedExplanation respjson.Field
		ErrorType           respjson.Field
		ReviewTarget        respjson.Field
		Steer               respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ErrorObjectMisalignment) RawJSON() string { return r.JSON.raw }
func (r *ErrorObjectMisalignment) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// An optional public continuation instruction.
type ErrorObjectMisalignmentSteer struct {
	// The public continuation instruction.
	Message string `json:"message" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Message     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ErrorObjectMisalignmentSteer) RawJSON() string { return r.JSON.raw }
func (r *ErrorObjectMisalignmentSteer) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type FunctionDefinition struct {
	// The name of the function to be called. Must be a-z, A-Z, 0-9, or contain
	// underscores and dashes, with a maximum length of 64.
	Name string `json:"name" api:"required"`
	// A description of what the function does, used by the model to choose when and
	// how to call the function.
	Description string `json:"description"`
	// The parameters the functions accepts, described as a JSON Schema object. See the
	// [guide](https://developers.openai.com/api/docs/guides/function-calling) for
	// examples, and the
	// [JSON Schema reference](https://json-schema.org/understanding-json-schema/) for
	// documentation about the format.
	//
	// Omitting `parameters` defines a function with an empty parameter list.
	Parameters FunctionParameters `json:"parameters"`
	// Whether to enable strict schema adherence when generating the function call. If
	// set to true, the model will follow the exact schema defined in the `parameters`
	// field. Only a subset of JSON Schema is supported when `strict` is `true`. Learn
	// more about Structured Outputs in the
	// [function calling guide](https://developers.openai.com/api/docs/guides/function-calling).
	Strict bool `json:"strict" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Name        respjson.Field
		Description respjson.Field
		Parameters  respjson.Field
		Strict      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r FunctionDefinition) RawJSON() string { return r.JSON.raw }
func (r *FunctionDefinition) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this FunctionDefinition to a FunctionDefinitionParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// FunctionDefinitionParam.Overrides()
func (r FunctionDefinition) ToParam() FunctionDefinitionParam {
	return param.Override[FunctionDefinitionParam](json.RawMessage(r.RawJSON()))
}

// The property Name is required.
type FunctionDefinitionParam struct {
	// The name of the function to be called. Must be a-z, A-Z, 0-9, or contain
	// underscores and dashes, with a maximum length of 64.
	Name string `json:"name" api:"required"`
	// Whether to enable strict schema adherence when generating the function call. If
	// set to true, the model will follow the exact schema defined in the `parameters`
	// field. Only a subset of JSON Schema is supported when `strict` is `true`. Learn
	// more about Structured Outputs in the
	// [function calling guide](https://developers.openai.com/api/docs/guides/function-calling).
	Strict param.Opt[bool] `json:"strict,omitzero"`
	// A description of what the function does, used by the model to choose when and
	// how to call the function.
	Description param.Opt[string] `json:"description,omitzero"`
	// The parameters the functions accepts, described as a JSON Schema object. See the
	// [guide](https://developers.openai.com/api/docs/guides/function-calling) for
	// examples, and the
	// [JSON Schema reference](https://json-schema.org/understanding-json-schema/) for
	// documentation about the format.
	//
	// Omitting `parameters` defines a function with an empty parameter list.
	Parameters FunctionParameters `json:"parameters,omitzero"`
	paramObj
}

func (r FunctionDefinitionParam) MarshalJSON() (data []byte, err error) {
	type shadow FunctionDefinitionParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *FunctionDefinitionParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type FunctionParameters map[string]any

type Metadata map[string]string

type OAuthErrorCode string

const (
	OAuthErrorCodeInvalidGrant        OAuthErrorCode = "invalid_grant"
	OAuthErrorCodeInvalidSubjectToken OAuthErrorCode = "invalid_subject_token"
)

// Configuration options for
// [reasoning models](https://developers.openai.com/api/docs/guides/reasoning).
type Reasoning struct {
	// Controls which reasoning items are rendered back to the model on later turns. If
	// omitted or set to `auto`, the model determines the context mode. The `gpt-5.6`
	// model family defaults to `all_turns`; earlier models default to `current_turn`.
	//
	// When returned on a response, this is the effective reasoning context mode used
	// for the response.
	//
	// Any of "auto", "current_turn", "all_turns".
	Context ReasoningContext `json:"context" api:"nullable"`
	// Constrains effort on reasoning for reasoning models. Currently supported values
	// are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`. Reducing
	// reasoning effort can result in faster responses and fewer tokens used on
	// reasoning in a response. Not all reasoning models support every value. See the
	// [reasoning guide](https://developers.openai.com/api/docs/guides/reasoning) for
	// model-specific support.
	//
	// Any of "none", "minimal", "low", "medium", "high", "xhigh", "max".
	Effort ReasoningEffort `json:"effort" api:"nullable"`
	// **Deprecated:** use `summary` instead.
	//
	// A summary of the reasoning performed by the model. This can be useful for
	// debugging and understanding the model's reasoning process. One of `auto`,
	// `concise`, or `detailed`.
	//
	// Any of "auto", "concise", "detailed".
	//
	// Deprecated: deprecated
	GenerateSummary ReasoningGenerateSummary `json:"generate_summary" api:"nullable"`
	// Controls the reasoning execution mode for the request.
	//
	// When returned on a response, this is the effective execution mode.
	Mode ReasoningMode `json:"mode"`
	// A summary of the reasoning performed by the model. This can be useful for
	// debugging and understanding the model's reasoning process. One of `auto`,
	// `concise`, or `detailed`.
	//
	// `concise` is supported for `computer-use-preview` models and all reasoning
	// models after `gpt-5`.
	//
	// Any of "auto", "concise", "detailed".
	Summary ReasoningSummary `json:"summary" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Context         respjson.Field
		Effort          respjson.Field
		GenerateSummary respjson.Field
		Mode            respjson.Field
		Summary         respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r Reasoning) RawJSON() string { return r.JSON.raw }
func (r *Reasoning) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this Reasoning to a ReasoningParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// ReasoningParam.Overrides()
func (r Reasoning) ToParam() ReasoningParam {
	return param.Override[ReasoningParam](json.RawMessage(r.RawJSON()))
}

// Controls which reasoning items are rendered back to the model on later turns. If
// omitted or set to `auto`, the model determines the context mode. The `gpt-5.6`
// model family defaults to `all_turns`; earlier models default to `current_turn`.
//
// When returned on a response, this is the effective reasoning context mode used
// for the response.
type ReasoningContext string

const (
	ReasoningContextAuto        ReasoningContext = "auto"
	ReasoningContextCurrentTurn ReasoningContext = "current_turn"
	ReasoningContextAllTurns    ReasoningContext = "all_turns"
)

// **Deprecated:** use `summary` instead.
//
// A summary of the reasoning performed by the model. This can be useful for
// debugging and understanding the model's reasoning process. One of `auto`,
// `concise`, or `detailed`.
type ReasoningGenerateSummary string

const (
	ReasoningGenerateSummaryAuto     ReasoningGenerateSummary = "auto"
	ReasoningGenerateSummaryConcise  ReasoningGenerateSummary = "concise"
	ReasoningGenerateSummaryDetailed ReasoningGenerateSummary = "detailed"
)

// Controls the reasoning execution mode for the request.
//
// When returned on a response, this is the effective execution mode.
type ReasoningMode string

const (
	ReasoningModeStandard ReasoningMode = "standard"
	ReasoningModePro      ReasoningMode = "pro"
)

// A summary of the reasoning performed by the model. This can be useful for
// debugging and understanding the model's reasoning process. One of `auto`,
// `concise`, or `detailed`.
//
// `concise` is supported for `computer-use-preview` models and all reasoning
// models after `gpt-5`.
type ReasoningSummary string

const (
	ReasoningSummaryAuto     ReasoningSummary = "auto"
	ReasoningSummaryConcise  ReasoningSummary = "concise"
	ReasoningSummaryDetailed ReasoningSummary = "detailed"
)

// Configuration options for
// [reasoning models](https://developers.openai.com/api/docs/guides/reasoning).
type ReasoningParam struct {
	// Controls which reasoning items are rendered back to the model on later turns. If
	// omitted or set to `auto`, the model determines the context mode. The `gpt-5.6`
	// model family defaults to `all_turns`; earlier models default to `current_turn`.
	//
	// When returned on a response, this is the effective reasoning context mode used
	// for the response.
	//
	// Any of "auto", "current_turn", "all_turns".
	Context ReasoningContext `json:"context,omitzero"`
	// Constrains effort on reasoning for reasoning models. Currently supported values
	// are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`. Reducing
	// reasoning effort can result in faster responses and fewer tokens used on
	// reasoning in a response. Not all reasoning models support every value. See the
	// [reasoning guide](https://developers.openai.com/api/docs/guides/reasoning) for
	// model-specific support.
	//
	// Any of "none", "minimal", "low", "medium", "high", "xhigh", "max".
	Effort ReasoningEffort `json:"effort,omitzero"`
	// **Deprecated:** use `summary` instead.
	//
	// A summary of the reasoning performed by the model. This can be useful for
	// debugging and understanding the model's reasoning process. One of `auto`,
	// `concise`, or `detailed`.
	//
	// Any of "auto", "concise", "detailed".
	//
	// Deprecated: deprecated
	GenerateSummary ReasoningGenerateSummary `json:"generate_summary,omitzero"`
	// A summary of the reasoning performed by the model. This can be useful for
	// debugging and understanding the model's reasoning process. One of `auto`,
	// `concise`, or `detailed`.
	//
	// `concise` is supported for `computer-use-preview` models and all reasoning
	// models after `gpt-5`.
	//
	// Any of "auto", "concise", "detailed".
	Summary ReasoningSummary `json:"summary,omitzero"`
	// Controls the reasoning execution mode for the request.
	//
	// When returned on a response, this is the effective execution mode.
	Mode ReasoningMode `json:"mode,omitzero"`
	paramObj
}

func (r ReasoningParam) MarshalJSON() (data []byte, err error) {
	type shadow ReasoningParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ReasoningParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Constrains effort on reasoning for reasoning models. Currently supported values
// are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`. Reducing
// reasoning effort can result in faster responses and fewer tokens used on
// reasoning in a response. Not all reasoning models support every value. See the
// [reasoning guide](https://developers.openai.com/api/docs/guides/reasoning) for
// model-specific support.
type ReasoningEffort string

const (
	ReasoningEffortNone    ReasoningEffort = "none"
	ReasoningEffortMinimal ReasoningEffort = "minimal"
	ReasoningEffortLow     ReasoningEffort = "low"
	ReasoningEffortMedium  ReasoningEffort = "medium"
	ReasoningEffortHigh    ReasoningEffort = "high"
	ReasoningEffortXhigh   ReasoningEffort = "xhigh"
	ReasoningEffortMax     ReasoningEffort = "max"
)

// JSON object response format. An older method of generating JSON responses. Using
// `json_schema` is recommended for models that support it. Note that the model
// will not generate JSON without a system or user message instructing it to do so.
type ResponseFormatJSONObject struct {
	// The type of response format being defined. Always `json_object`.
	Type constant.JSONObject `json:"type" default:"json_object"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ResponseFormatJSONObject) RawJSON() string { return r.JSON.raw }
func (r *ResponseFormatJSONObject) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (ResponseFormatJSONObject) ImplResponseFormatTextConfigUnion() {}

// ToParam converts this ResponseFormatJSONObject to a
// ResponseFormatJSONObjectParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// ResponseFormatJSONObjectParam.Overrides()
func (r ResponseFormatJSONObject) ToParam() ResponseFormatJSONObjectParam {
	return param.Override[ResponseFormatJSONObjectParam](json.RawMessage(r.RawJSON()))
}

func NewResponseFormatJSONObjectParam() ResponseFormatJSONObjectParam {
	return ResponseFormatJSONObjectParam{
		Type: "json_object",
	}
}

// JSON object response format. An older method of generating JSON responses. Using
// `json_schema` is recommended for models that support it. Note that the model
// will not generate JSON without a system or user message instructing it to do so.
//
// This struct has a constant value, construct it with
// [NewResponseFormatJSONObjectParam].
type ResponseFormatJSONObjectParam struct {
	// The type of response format being defined. Always `json_object`.
	Type constant.JSONObject `json:"type" default:"json_object"`
	paramObj
}

func (r ResponseFormatJSONObjectParam) MarshalJSON() (data []byte, err error) {
	type shadow ResponseFormatJSONObjectParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ResponseFormatJSONObjectParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// JSON Schema response format. Used to generate structured JSON responses. Learn
// more about
// [Structured Outputs](https://developers.openai.com/api/docs/guides/structured-outputs).
type ResponseFormatJSONSchema struct {
	// Structured Outputs configuration options, including a JSON Schema.
	JSONSchema ResponseFormatJSONSchemaJSONSchema `json:"json_schema" api:"required"`
	// The type of response format being defined. Always `json_schema`.
	Type constant.JSONSchema `json:"type" default:"json_schema"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		JSONSchema  respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ResponseFormatJSONSchema) RawJSON() string { return r.JSON.raw }
func (r *ResponseFormatJSONSchema) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ToParam converts this ResponseFormatJSONSchema to a
// ResponseFormatJSONSchemaParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// ResponseFormatJSONSchemaParam.Overrides()
func (r ResponseFormatJSONSchema) ToParam() ResponseFormatJSONSchemaParam {
	return param.Override[ResponseFormatJSONSchemaParam](json.RawMessage(r.RawJSON()))
}

// Structured Outputs configuration options, including a JSON Schema.
type ResponseFormatJSONSchemaJSONSchema struct {
	// The name of the response format. Must be a-z, A-Z, 0-9, or contain underscores
	// and dashes, with a maximum length of 64.
	Name string `json:"name" api:"required"`
	// A description of what the response format is for, used by the model to determine
	// how to respond in the format.
	Description string `json:"description"`
	// The schema for the response format, described as a JSON Schema object. Learn how
	// to build JSON schemas [here](https://json-schema.org/).
	Schema map[string]any `json:"schema"`
	// Whether to enable strict schema adherence when generating the output. If set to
	// true, the model will always follow the exact schema defined in the `schema`
	// field. Only a subset of JSON Schema is supported when `strict` is `true`. To
	// learn more, read the
	// [Structured Outputs guide](https://developers.openai.com/api/docs/guides/structured-outputs).
	Strict bool `json:"strict" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Name        respjson.Field
		Description respjson.Field
		Schema      respjson.Field
		Strict      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ResponseFormatJSONSchemaJSONSchema) RawJSON() string { return r.JSON.raw }
func (r *ResponseFormatJSONSchemaJSONSchema) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// JSON Schema response format. Used to generate structured JSON responses. Learn
// more about
// [Structured Outputs](https://developers.openai.com/api/docs/guides/structured-outputs).
//
// The properties JSONSchema, Type are required.
type ResponseFormatJSONSchemaParam struct {
	// Structured Outputs configuration options, including a JSON Schema.
	JSONSchema ResponseFormatJSONSchemaJSONSchemaParam `json:"json_schema,omitzero" api:"required"`
	// The type of response format being defined. Always `json_schema`.
	//
	// This field can be elided, and will marshal its zero value as "json_schema".
	Type constant.JSONSchema `json:"type" default:"json_schema"`
	paramObj
}

func (r ResponseFormatJSONSchemaParam) MarshalJSON() (data []byte, err error) {
	type shadow ResponseFormatJSONSchemaParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ResponseFormatJSONSchemaParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Structured Outputs configuration options, including a JSON Schema.
//
// The property Name is required.
type ResponseFormatJSONSchemaJSONSchemaParam struct {
	// The name of the response format. Must be a-z, A-Z, 0-9, or contain underscores
	// and dashes, with a maximum length of 64.
	Name string `json:"name" api:"required"`
	// Whether to enable strict schema adherence when generating the output. If set to
	// true, the model will always follow the exact schema defined in the `schema`
	// field. Only a subset of JSON Schema is supported when `strict` is `true`. To
	// learn more, read the
	// [Structured Outputs guide](https://developers.openai.com/api/docs/guides/structured-outputs).
	Strict param.Opt[bool] `json:"strict,omitzero"`
	// A description of what the response format is for, used by the model to determine
	// how to respond in the format.
	Description param.Opt[string] `json:"description,omitzero"`
	// The schema for the response format, described as a JSON Schema object. Learn how
	// to build JSON schemas [here](https://json-schema.org/).
	Schema any `json:"schema,omitzero"`
	paramObj
}

func (r ResponseFormatJSONSchemaJSONSchemaParam) MarshalJSON() (data []byte, err error) {
	type shadow ResponseFormatJSONSchemaJSONSchemaParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ResponseFormatJSONSchemaJSONSchemaParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Default response format. Used to generate text responses.
type ResponseFormatText struct {
	// The type of response format being defined. Always `text`.
	Type constant.Text `json:"type" default:"text"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ResponseFormatText) RawJSON() string { return r.JSON.raw }
func (r *ResponseFormatText) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func (ResponseFormatText) ImplResponseConfigurationUpdateItemTextFormatUnion()          {}
func (ResponseFormatText) ImplResponseConfigurationUpdateItemParamTextFormatUnionResp() {}
func (ResponseFormatText) ImplResponseFormatTextConfigUnion()                           {}

// ToParam converts this ResponseFormatText to a ResponseFormatTextParam.
//
// Warning: the fields of the param type will not be present. ToParam should only
// be used at the last possible moment before sending a request. Test for this with
// ResponseFormatTextParam.Overrides()
func (r ResponseFormatText) ToParam() ResponseFormatTextParam {
	return param.Override[ResponseFormatTextParam](json.RawMessage(r.RawJSON()))
}

func NewResponseFormatTextParam() ResponseFormatTextParam {
	return ResponseFormatTextParam{
		Type: "text",
	}
}

// Default response format. Used to generate text responses.
//
// This struct has a constant value, construct it with
// [NewResponseFormatTextParam].
type ResponseFormatTextParam struct {
	// The type of response format being defined. Always `text`.
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

func (r ResponseFormatTextParam) MarshalJSON() (data []byte, err error) {
	type shadow ResponseFormatTextParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ResponseFormatTextParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// ResponsesModel also accepts any [string] or [ChatModel]
type ResponsesModel = string

const (
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO1Pro ResponsesModel = "o1-pro"
	// Deprecated: Announced shutdown date: 2026-10-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO1Pro2025_03_19 ResponsesModel = "o1-pro-2025-03-19"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO3Pro ResponsesModel = "o3-pro"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO3Pro2025_06_10 ResponsesModel = "o3-pro-2025-06-10"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO3DeepResearch ResponsesModel = "o3-deep-research"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO3DeepResearch2025_06_26 ResponsesModel = "o3-deep-research-2025-06-26"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO4MiniDeepResearch ResponsesModel = "o4-mini-deep-research"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelO4MiniDeepResearch2025_06_26 ResponsesModel = "o4-mini-deep-research-2025-06-26"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelComputerUsePreview ResponsesModel = "computer-use-preview"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelComputerUsePreview2025_03_11 ResponsesModel = "computer-use-preview-2025-03-11"
	ResponsesModelGPT5_5Pro                    ResponsesModel = "gpt-5.5-pro"
	ResponsesModelGPT5_5Pro2026_04_23          ResponsesModel = "gpt-5.5-pro-2026-04-23"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelGPT5Codex ResponsesModel = "gpt-5-codex"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelGPT5Pro ResponsesModel = "gpt-5-pro"
	// Deprecated: Announced shutdown date: 2026-12-11. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelGPT5Pro2025_10_06 ResponsesModel = "gpt-5-pro-2025-10-06"
	// Deprecated: Announced shutdown date: 2026-07-23. See
	// https://developers.openai.com/api/docs/deprecations for details and recommended
	// replacements.
	ResponsesModelGPT5_1CodexMax        ResponsesModel = "gpt-5.1-codex-max"
	ResponsesModelGPTDaybreakBlueLatest ResponsesModel = "gpt-daybreak-blue-latest"
	ResponsesModelGPTDaybreakRedLatest  ResponsesModel = "gpt-daybreak-red-latest"
	ResponsesModelGPT5_6Cyber           ResponsesModel = "gpt-5.6-cyber"
	ResponsesModelGPT6Cyber             ResponsesModel = "gpt-6-cyber"
	ResponsesModelGPTRosalindResearch   ResponsesModel = "gpt-rosalind-research"
	ResponsesModelGPT6Rosalind          ResponsesModel = "gpt-6-rosalind"
	ResponsesModelGPT6_2AstraLaw        ResponsesModel = "gpt-6.2-astra-law"
	// Or some ...[ChatModel]
)
