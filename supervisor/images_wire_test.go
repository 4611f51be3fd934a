package supervisor_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"troupe/supervisor"
)

// wireServer answers every request with one text answer in the provider's
// stream format and keeps the request bodies.
func wireServer(t *testing.T, provider string) (*httptest.Server, func() [][]byte) {
	var mu sync.Mutex
	var bodies [][]byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, body)
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		if provider == "openai" {
			fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{"role":"assistant","content":"A gradient."},"finish_reason":null}]}`+"\n\n")
			fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`+"\n\n")
			fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":900,"completion_tokens":3,"total_tokens":903}}`+"\n\ndata: [DONE]\n\n")
			return
		}
		for _, ev := range []string{
			`{"type":"message_start","message":{"id":"m1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":900,"output_tokens":1}}}`,
			`{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`,
			`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"A gradient."}}`,
			`{"type":"content_block_stop","index":0}`,
			`{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":3}}`,
			`{"type":"message_stop"}`,
		} {
			var typ struct{ Type string }
			_ = json.Unmarshal([]byte(ev), &typ)
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", typ.Type, ev)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, func() [][]byte {
		mu.Lock()
		defer mu.Unlock()
		return append([][]byte(nil), bodies...)
	}
}

// Through the whole system to a fake server of each wire format: the
// picture named in the prompt reaches the model as the provider's own image
// part, carrying exactly the file's bytes, loaded from the session's image
// store by the model client.
func TestImageOnEachWireFormat(t *testing.T) {
	for _, tc := range []struct {
		provider, model, keyEnv, urlEnv, suffix string
		find                                    func(t *testing.T, body []byte) (mediaType, data string)
	}{
		{"openai", "openai/gpt-4.1", "OPENAI_API_KEY", "OPENAI_BASE_URL", "/v1", func(t *testing.T, body []byte) (string, string) {
			var req struct {
				Messages []struct {
					Role    string          `json:"role"`
					Content json.RawMessage `json:"content"`
				} `json:"messages"`
			}
			if err := json.Unmarshal(body, &req); err != nil {
				t.Fatal(err)
			}
			for _, m := range req.Messages {
				var parts []struct {
					Type     string `json:"type"`
					ImageURL struct {
						URL    string `json:"url"`
						Detail string `json:"detail"`
					} `json:"image_url"`
				}
				if m.Role != "user" || json.Unmarshal(m.Content, &parts) != nil {
					continue
				}
				for _, p := range parts {
					if p.Type == "image_url" {
						rest, ok := strings.CutPrefix(p.ImageURL.URL, "data:")
						mt, data, _ := strings.Cut(rest, ";base64,")
						if !ok || p.ImageURL.Detail != "high" {
							t.Errorf("image part %+v", p)
						}
						return mt, data
					}
				}
			}
			return "", ""
		}},
		{"anthropic", "anthropic/claude-sonnet-4-5", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "", func(t *testing.T, body []byte) (string, string) {
			var req struct {
				Messages []struct {
					Role    string `json:"role"`
					Content []struct {
						Type   string `json:"type"`
						Source struct {
							Type      string `json:"type"`
							MediaType string `json:"media_type"`
							Data      string `json:"data"`
						} `json:"source"`
					} `json:"content"`
				} `json:"messages"`
			}
			if err := json.Unmarshal(body, &req); err != nil {
				t.Fatal(err)
			}
			for _, m := range req.Messages {
				for _, b := range m.Content {
					if m.Role == "user" && b.Type == "image" && b.Source.Type == "base64" {
						return b.Source.MediaType, b.Source.Data
					}
				}
			}
			return "", ""
		}},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			srv, bodies := wireServer(t, tc.provider)
			png := screenshotPNG(t, 64, 48)
			w := newWorld(t, "turns: []\n", map[string]string{"shot.png": png})
			w.cfg.Model = tc.model
			env := map[string]string{tc.keyEnv: "sk-test", tc.urlEnv: srv.URL + tc.suffix}
			sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace, DataDir: w.dataDir,
				Getenv: func(k string) string { return env[k] }})
			if err != nil {
				t.Fatal(err)
			}
			defer sup.Close()
			sess, err := sup.OpenSession(context.Background(), "", newRecorder().observe)
			if err != nil {
				t.Fatal(err)
			}
			if res := submit(t, sess, "what is @shot.png?"); res.Err != nil || res.Final != "A gradient." {
				t.Fatalf("turn = %+v", res)
			}
			got := bodies()
			if len(got) == 0 {
				t.Fatal("no request reached the server")
			}
			mt, data := tc.find(t, got[0])
			if mt != "image/png" || data != base64.StdEncoding.EncodeToString([]byte(png)) {
				t.Errorf("image in the request: %q, %d base64 bytes; want image/png with the file's bytes", mt, len(data))
			}
			// The session log holds the reference, not the bytes.
			logData, err := os.ReadFile(filepath.Join(w.dataDir, "sessions", sess.ID(), "log.jsonl"))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(logData), data[:64]) {
				t.Error("the image's base64 is in the session log")
			}
		})
	}
}
