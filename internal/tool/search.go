package tool

import (
	"encoding/json"
	"strconv"
	"strings"

	"troupe/messages"
)

// DefaultSearchResults is how many matches a keyword search tool returns
// unless asked for another number.
const DefaultSearchResults = 8

// SearchArgs are a keyword search tool's arguments (search_tools,
// search_skills, search_agent_types): what to look for, and how many
// matches at most.
type SearchArgs struct {
	Query      string `json:"query"`
	MaxResults int    `json:"max_results"`
}

// SearchSchema is the JSON schema of SearchArgs, with example as the
// query's example and what naming the things found ("matches", "skills").
func SearchSchema(example, what string) json.RawMessage {
	type prop struct {
		Type        string `json:"type"`
		Description string `json:"description"`
	}
	schema, err := json.Marshal(struct {
		Type       string          `json:"type"`
		Properties map[string]prop `json:"properties"`
		Required   []string        `json:"required"`
	}{"object", map[string]prop{
		"query":       {"string", "Keywords for what you need, e.g. " + strconv.Quote(example)},
		"max_results": {"integer", "At most this many " + what + " (default " + strconv.Itoa(DefaultSearchResults) + ")"},
	}, []string{"query"}})
	if err != nil {
		panic(err) // strings and a map of them always encode
	}
	return schema
}

// ParseSearch decodes the arguments of the search tool name. A missing or
// blank query is the model's to fix: res is then the error result to
// return, which shows example. MaxResults defaults to DefaultSearchResults.
func ParseSearch(name, example string, raw json.RawMessage) (a SearchArgs, res *Result) {
	if err := json.Unmarshal(raw, &a); err != nil || strings.TrimSpace(a.Query) == "" {
		r := Errorf(messages.KindInvalidInput, "%s: give a non-empty query string, e.g. {\"query\": %q}", name, example)
		return a, &r
	}
	if a.MaxResults <= 0 {
		a.MaxResults = DefaultSearchResults
	}
	return a, nil
}
