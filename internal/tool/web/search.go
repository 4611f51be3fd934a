package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"troupe/internal/tool"
	"troupe/messages"
)

// Search is web_search's backend (tools.web_search in the config).
type Search struct {
	// Backend is "searxng" (a SearXNG instance's /search?format=json) or
	// "brave" (the Brave Search API's web search endpoint).
	Backend string
	// URL is the search endpoint: the SearXNG instance's base URL, or
	// Brave's web search URL.
	URL string
	// KeyEnv names the environment variable holding the API key (Brave's
	// X-Subscription-Token); the key is never written anywhere else.
	KeyEnv string
}

type searchArgs struct {
	Query string `json:"query" jsonschema:"required" jsonschema_description:"What to search the web for."`
	Count int    `json:"count,omitempty" jsonschema:"minimum=1,maximum=20" jsonschema_description:"How many results (default 8, at most 20)."`
}

// SearchTool returns the web_search tool over o.Search.
func SearchTool(o Options) tool.Func {
	o = o.withDefaults()
	spec := tool.Spec{
		Name:        "web_search",
		Description: "Search the web (the configured " + o.Search.Backend + " backend) and return titles, URLs and snippets; fetch a result with web_fetch.",
		Parameters:  tool.Schema[searchArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Web: true, Subject: []string{"query"}, Kind: tool.KindSearch},
	}
	return tool.Func{S: spec, Fn: func(ctx context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
		var a searchArgs
		if err := json.Unmarshal(raw, &a); err != nil || strings.TrimSpace(a.Query) == "" {
			return tool.Errorf(messages.KindInvalidInput, "web_search: want a query"), nil
		}
		if a.Count <= 0 {
			a.Count = 8
		}
		a.Count = min(a.Count, 20)
		return o.search(ctx, a), nil
	}}
}

// hit is one search result.
type hit struct{ title, url, snippet string }

func (o Options) search(ctx context.Context, a searchArgs) tool.Result {
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	var req *http.Request
	var err error
	switch o.Search.Backend {
	case "searxng":
		u := strings.TrimSuffix(o.Search.URL, "/") + "/search?" + url.Values{"q": {a.Query}, "format": {"json"}}.Encode()
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	case "brave":
		u := o.Search.URL + "?" + url.Values{"q": {a.Query}, "count": {strconv.Itoa(a.Count)}}.Encode()
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err == nil {
			getenv := o.Getenv
			if getenv == nil {
				getenv = os.Getenv
			}
			key := getenv(o.Search.KeyEnv)
			if key == "" {
				return tool.Errorf(messages.KindInvalidInput, "web_search: the Brave API key is not set (environment variable %s, tools.web_search.key_env)", o.Search.KeyEnv)
			}
			req.Header.Set("X-Subscription-Token", key)
		}
	default:
		return tool.Errorf(messages.KindInvalidInput, "web_search: unknown backend %q (tools.web_search.backend: searxng or brave)", o.Search.Backend)
	}
	if err != nil {
		return tool.Errorf(messages.KindInvalidInput, "web_search: %v", err)
	}
	req.Header.Set("Accept", "application/json")
	// The backend is the user's own configuration (often a SearXNG on
	// this machine): reached directly, not through the host rules.
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return tool.Errorf(messages.KindOther, "web_search: %s: %v", o.Search.Backend, redact(err, req))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return tool.Errorf(messages.KindOther, "web_search: %v", err)
	}
	if resp.StatusCode != http.StatusOK {
		return tool.Errorf(messages.KindOther, "web_search: %s answered %s: %.300s", o.Search.Backend, resp.Status, body)
	}
	hits, err := parseHits(o.Search.Backend, body)
	if err != nil {
		return tool.Errorf(messages.KindOther, "web_search: %s: %v", o.Search.Backend, err)
	}
	if len(hits) > a.Count {
		hits = hits[:a.Count]
	}
	if len(hits) == 0 {
		return tool.Result{Content: "No results for " + strconv.Quote(a.Query) + ".\n"}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Results for %q:\n", a.Query)
	for i, h := range hits {
		fmt.Fprintf(&b, "\n%d. %s\n   %s\n", i+1, h.title, h.url)
		if s := strings.TrimSpace(h.snippet); s != "" {
			fmt.Fprintf(&b, "   %s\n", s)
		}
	}
	return tool.Result{Content: b.String()}
}

// parseHits reads a backend's JSON answer.
func parseHits(backend string, body []byte) ([]hit, error) {
	var out []hit
	switch backend {
	case "searxng":
		var r struct {
			Results []struct {
				Title   string `json:"title"`
				URL     string `json:"url"`
				Content string `json:"content"`
			} `json:"results"`
		}
		if err := json.Unmarshal(body, &r); err != nil {
			return nil, fmt.Errorf("not SearXNG's JSON (is format=json enabled on the instance?): %w", err)
		}
		for _, x := range r.Results {
			out = append(out, hit{x.Title, x.URL, x.Content})
		}
	case "brave":
		var r struct {
			Web struct {
				Results []struct {
					Title       string `json:"title"`
					URL         string `json:"url"`
					Description string `json:"description"`
				} `json:"results"`
			} `json:"web"`
		}
		if err := json.Unmarshal(body, &r); err != nil {
			return nil, fmt.Errorf("not Brave's JSON: %w", err)
		}
		for _, x := range r.Web.Results {
			out = append(out, hit{x.Title, x.URL, stripTags(x.Description)})
		}
	}
	return out, nil
}

// stripTags drops the <strong> marks Brave puts in snippets.
func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>' && in:
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// redact keeps the request's key out of an error (it is in a header, not
// the URL, but a transport error names only the URL: checked anyway).
func redact(err error, req *http.Request) string {
	s := err.Error()
	if k := req.Header.Get("X-Subscription-Token"); k != "" {
		s = strings.ReplaceAll(s, k, "[key]")
	}
	return s
}
