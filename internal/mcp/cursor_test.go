package mcp_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/gob"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// pageToken is the go-sdk's pagination cursor struct, same name and field:
// encoding/gob writes both into the stream.
type pageToken struct {
	LastUID string
}

// gobCursor is the cursor upstream's server.go makes for uid.
func gobCursor(t *testing.T, uid string) string {
	t.Helper()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(pageToken{LastUID: uid}); err != nil {
		t.Fatal(err)
	}
	return base64.URLEncoding.EncodeToString(buf.Bytes())
}

// TestListCursorsAreUpstreams: troupe's copy of the MCP SDK writes its
// pagination cursors without encoding/gob (third_party/mcpsdk, issue 23);
// every cursor is still the one upstream's gob encoding makes, whatever the
// URI's length (gob's one- and multi-byte lengths), upstream's cursors page
// on, and a bad cursor is invalid params.
func TestListCursorsAreUpstreams(t *testing.T) {
	ctx := context.Background()
	srv := sdk.NewServer(&sdk.Implementation{Name: "pages", Version: "1"}, &sdk.ServerOptions{PageSize: 1})
	uris := []string{"a:", "file:///" + strings.Repeat("b", 119), "file:///" + strings.Repeat("c", 120),
		"file:///" + strings.Repeat("d", 300), "file:///" + strings.Repeat("e", 70000), "x:\u00e9\u4e16 ~"}
	for _, u := range uris {
		srv.AddResource(&sdk.Resource{URI: u, Name: u[:2]}, func(context.Context, *sdk.ReadResourceRequest) (*sdk.ReadResourceResult, error) {
			return &sdk.ReadResourceResult{}, nil
		})
	}
	ct, st := sdk.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "c", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	// The server lists resources sorted by URI.
	sorted := []string{uris[0], uris[1], uris[2], uris[3], uris[4], uris[5]}
	cursor := ""
	for i, want := range sorted {
		res, err := cs.ListResources(ctx, &sdk.ListResourcesParams{Cursor: cursor})
		if err != nil {
			t.Fatalf("page %d: %v", i, err)
		}
		if len(res.Resources) != 1 || res.Resources[0].URI != want {
			t.Fatalf("page %d: got %d resources, want %.20q", i, len(res.Resources), want)
		}
		if i == len(sorted)-1 {
			if res.NextCursor != "" {
				t.Fatalf("last page: next cursor %q", res.NextCursor)
			}
			break
		}
		if g := gobCursor(t, want); res.NextCursor != g {
			t.Fatalf("page %d: cursor %.60q, upstream's %.60q", i, res.NextCursor, g)
		}
		cursor = gobCursor(t, want) // upstream's own encoding pages on
	}

	var all []string
	for r, err := range cs.Resources(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, r.URI)
	}
	if len(all) != len(uris) {
		t.Fatalf("iterator listed %d resources, want %d", len(all), len(uris))
	}

	valid := gobCursor(t, uris[0])
	raw, _ := base64.URLEncoding.DecodeString(valid)
	for name, c := range map[string]string{
		"not base64":  "%%%",
		"not gob":     base64.URLEncoding.EncodeToString([]byte("hello")),
		"truncated":   base64.URLEncoding.EncodeToString(raw[:len(raw)-2]),
		"length lies": base64.URLEncoding.EncodeToString(append(raw[:len(raw)-1:len(raw)-1], 'x', 'y')),
		"type only":   base64.URLEncoding.EncodeToString(raw[:1+raw[0]]),
		// a hostile client's length of 2^63-1 bytes: refused, nothing allocated
		"huge length": base64.URLEncoding.EncodeToString([]byte{0xf8, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03}),
	} {
		if b, err := base64.URLEncoding.DecodeString(c); err == nil {
			var tok pageToken
			if gob.NewDecoder(bytes.NewReader(b)).Decode(&tok) == nil {
				t.Fatalf("%s cursor: encoding/gob decodes it (%q): the case tests nothing", name, tok.LastUID)
			}
		}
		if _, err := cs.ListResources(ctx, &sdk.ListResourcesParams{Cursor: c}); err == nil || !strings.Contains(err.Error(), "invalid params") {
			t.Errorf("%s cursor: err = %v, want invalid params", name, err)
		}
	}
}
