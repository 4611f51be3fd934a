// Package web provides the web tools: web_fetch (a page as Markdown,
// text or HTML, through the same host rules as commands granted the
// network: the call's tool.Hosts decides each host, redirects included,
// and loopback, private and reserved addresses are refused unless the
// user's config allows them by address) and web_search (a configured
// search backend: a SearXNG instance's JSON API or the Brave Search API,
// whose key is read from the environment variable the config names).
//
// Concurrency: the tools are safe for concurrent calls; each call makes
// its own HTTP client, whose connections end with the call.
package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"troupe/internal/netproxy"
	"troupe/internal/tool"
	"troupe/messages"
)

// Options configure the web tools; zero fields take their defaults.
type Options struct {
	// Net is how web_fetch resolves and which non-public addresses it
	// may reach (the proxy's options: sandbox.network_hosts and the
	// addresses in sandbox.network_allow).
	Net netproxy.Options
	// Hosts decides a call's hosts when its context carries none (the
	// configured rules; nobody asked); nil refuses every host.
	Hosts tool.Hosts
	// MaxBytes bounds what web_fetch downloads (default 5 MiB); a longer
	// body is cut there and the result says so.
	MaxBytes int64
	// MaxChars bounds the text web_fetch returns (default 200,000); the
	// agent offloads a long result to its scratch as it does any tool's.
	MaxChars int
	// Timeout bounds one call (default 60 seconds).
	Timeout time.Duration
	// Search is web_search's backend; without one web_search is not
	// offered.
	Search Search
	// Getenv reads the search key's variable; nil is os.Getenv.
	Getenv func(string) string
}

func (o Options) withDefaults() Options {
	if o.MaxBytes <= 0 {
		o.MaxBytes = 5 << 20
	}
	if o.MaxChars <= 0 {
		o.MaxChars = 200_000
	}
	if o.Timeout <= 0 {
		o.Timeout = time.Minute
	}
	return o
}

// Tools returns web_fetch, and web_search when a backend is configured.
func Tools(o Options) []tool.Tool {
	o = o.withDefaults()
	out := []tool.Tool{Fetch(o)}
	if o.Search.URL != "" {
		out = append(out, SearchTool(o))
	}
	return out
}

type fetchArgs struct {
	URL    string `json:"url" jsonschema:"required" jsonschema_description:"The http:// or https:// URL to fetch."`
	Prompt string `json:"prompt,omitempty" jsonschema_description:"What to look for in the page; it is kept with the result, to answer from it."`
	Format string `json:"format,omitempty" jsonschema:"enum=markdown,enum=text,enum=html" jsonschema_description:"How to return an HTML page: markdown (default), text or html."`
}

// Fetch returns the web_fetch tool.
func Fetch(o Options) tool.Func {
	o = o.withDefaults()
	spec := tool.Spec{
		Name: "web_fetch",
		Description: "Fetch a web page (http or https) and return it as Markdown (or text or HTML). " +
			"Hosts are allowed by the user's network rules (sandbox.network_allow, WebFetch(domain:…) rules) or asked; " +
			"redirects are followed and checked the same way. Long pages are cut; large results are kept in a scratch file.",
		Parameters: tool.Schema[fetchArgs](),
		ReadOnly:   true,
		Facts:      tool.Facts{Web: true, Subject: []string{"url"}},
	}
	return tool.Func{S: spec, Fn: func(ctx context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
		var a fetchArgs
		if err := json.Unmarshal(raw, &a); err != nil {
			return tool.Errorf(messages.KindInvalidInput, "web_fetch: %v", err), nil
		}
		return o.fetch(ctx, a), nil
	}}
}

// client is an HTTP client whose every connection is decided by h and
// checked as the proxy checks: redirects go through it too.
func (o Options) client(h tool.Hosts) *http.Client {
	tr := &http.Transport{DialContext: netproxy.Dialer(o.Net, h), Proxy: nil, DisableKeepAlives: true,
		TLSHandshakeTimeout: 15 * time.Second, ResponseHeaderTimeout: 30 * time.Second}
	return &http.Client{Transport: tr, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if len(via) >= 10 {
			return errors.New("stopped after 10 redirects")
		}
		if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
			return fmt.Errorf("a redirect to %s is not followed", req.URL.Scheme)
		}
		return nil
	}}
}

func (o Options) fetch(ctx context.Context, a fetchArgs) tool.Result {
	u, err := url.Parse(strings.TrimSpace(a.URL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return tool.Errorf(messages.KindInvalidInput, "web_fetch: want an http:// or https:// URL, not %q", a.URL)
	}
	switch a.Format {
	case "", "markdown", "text", "html":
	default:
		return tool.Errorf(messages.KindInvalidInput, "web_fetch: format is markdown, text or html, not %q", a.Format)
	}
	h := tool.HostsOf(ctx)
	if h == nil {
		h = o.Hosts
	}
	if h == nil {
		h = noHosts{}
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return tool.Errorf(messages.KindInvalidInput, "web_fetch: %v", err)
	}
	req.Header.Set("User-Agent", "troupe-web-fetch/1")
	req.Header.Set("Accept", "text/html,text/markdown,text/plain,application/json;q=0.9,*/*;q=0.5")
	hc := o.client(h)
	defer hc.CloseIdleConnections()
	resp, err := hc.Do(req)
	if err != nil {
		kind := messages.KindOther
		if strings.Contains(err.Error(), "troupe proxy refused") {
			kind = messages.KindPermissionDenied
		}
		return tool.Errorf(kind, "web_fetch %s: %v", u, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, o.MaxBytes+1))
	if err != nil {
		return tool.Errorf(messages.KindOther, "web_fetch %s: reading the body: %v", u, err)
	}
	cut := int64(len(body)) > o.MaxBytes
	if cut {
		body = body[:o.MaxBytes]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "URL: %s\nStatus: %s\n", resp.Request.URL, resp.Status)
	ct := resp.Header.Get("Content-Type")
	if ct != "" {
		fmt.Fprintf(&b, "Content-Type: %s\n", ct)
	}
	if a.Prompt != "" {
		fmt.Fprintf(&b, "Looking for: %s\n", a.Prompt)
	}
	if cut {
		fmt.Fprintf(&b, "[the body was cut at %d bytes]\n", o.MaxBytes)
	}
	b.WriteString("\n")
	content, err := convert(body, ct, a.Format)
	if err != nil {
		return tool.Errorf(messages.KindOther, "web_fetch %s: %v", u, err)
	}
	if n := utf8.RuneCountInString(content); n > o.MaxChars {
		content = string([]rune(content)[:o.MaxChars]) + fmt.Sprintf("\n[cut: %d of %d characters shown]\n", o.MaxChars, n)
	}
	b.WriteString(content)
	res := tool.Result{Content: b.String()}
	if resp.StatusCode >= 400 {
		res.IsError, res.Kind = true, messages.KindOther
	}
	return res
}

// convert renders a body by its content type: HTML as format says,
// text-like types as they are, anything else as a note.
func convert(body []byte, contentType, format string) (string, error) {
	mt, _, _ := mime.ParseMediaType(contentType)
	if mt == "" {
		mt = http.DetectContentType(body)
		mt, _, _ = mime.ParseMediaType(mt)
	}
	switch {
	case mt == "text/html" || mt == "application/xhtml+xml":
		switch format {
		case "html":
			return string(body), nil
		case "text":
			md, err := Markdown(bytes.NewReader(body))
			return plain(md), err
		}
		return Markdown(bytes.NewReader(body))
	case strings.HasPrefix(mt, "text/") || mt == "application/json" || strings.HasSuffix(mt, "+json") ||
		mt == "application/xml" || strings.HasSuffix(mt, "+xml") || mt == "application/javascript":
		if !utf8.Valid(body) {
			return strings.ToValidUTF8(string(body), "\uFFFD"), nil
		}
		return string(body), nil
	}
	return fmt.Sprintf("[%d bytes of %s: not text, not shown]\n", len(body), mt), nil
}

// plain drops Markdown's marks from md, roughly: what is left is text.
func plain(md string) string {
	r := strings.NewReplacer("**", "", "`", "", "# ", "", "#", "")
	return r.Replace(md)
}

// noHosts refuses every host: nothing decides for this call.
type noHosts struct{}

func (noHosts) Decide(context.Context, string, int) error {
	return errors.New("no host is allowed to this call (sandbox.network_allow)")
}
