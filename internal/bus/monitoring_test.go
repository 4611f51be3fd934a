package bus_test

import (
	"encoding/json"
	"expvar"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
)

// expvarLayout checks body is expvar's /debug/vars answer for this process
// (cmdline, then memstats, one per line) and returns memstats' field names.
func expvarLayout(t *testing.T, who, body string) []string {
	t.Helper()
	args, _ := json.Marshal(os.Args)
	head := "{\n\"cmdline\": " + string(args) + ",\n\"memstats\": "
	if !strings.HasPrefix(body, head) || !strings.HasSuffix(body, "}\n}\n") {
		t.Fatalf("%s: %.200q..., want %q...}\\n}\\n", who, body, head)
	}
	var mem map[string]any
	if err := json.Unmarshal([]byte(strings.TrimSuffix(body[len(head):], "\n}\n")), &mem); err != nil {
		t.Fatalf("%s: memstats: %v", who, err)
	}
	if mem["Sys"].(float64) == 0 {
		t.Errorf("%s: memstats.Sys is 0", who)
	}
	return slices.Sorted(maps.Keys(mem))
}

// The monitoring endpoint's /debug/vars and the system account's EXPVARZ
// answer as with the standard library's expvar, which troupe's nats-server
// copy no longer links (issue 23: its package init ran in every process).
func TestExpvarsAsStandardLibrarys(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", Monitor: "0"})

	rec := httptest.NewRecorder()
	expvar.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/debug/vars", nil))
	want := expvarLayout(t, "standard library", rec.Body.String())

	resp, err := http.Get(b.MonitorURL() + "/debug/vars")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != rec.Header().Get("Content-Type") {
		t.Errorf("/debug/vars: %d %q, want 200 %q", resp.StatusCode, resp.Header.Get("Content-Type"), rec.Header().Get("Content-Type"))
	}
	if got := expvarLayout(t, "/debug/vars", string(body)); !slices.Equal(got, want) {
		t.Errorf("/debug/vars memstats fields %v, want %v", got, want)
	}

	id, err := b.Grant(bus.Operator, "ignored")
	if err != nil {
		t.Fatal(err)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(b.ClientURL(), auth, nats.NoReconnect(), nats.CustomInboxPrefix(bus.InboxPrefix(bus.Operator, "")))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	msg, err := nc.Request("$SYS.REQ.SERVER."+b.Server().ID()+".EXPVARZ", nil, 5*time.Second)
	if err != nil {
		t.Fatalf("EXPVARZ: %v", err)
	}
	var z struct {
		Data struct {
			Memstats map[string]any `json:"memstats"`
			Cmdline  []string       `json:"cmdline"`
		} `json:"data"`
	}
	if err := json.Unmarshal(msg.Data, &z); err != nil {
		t.Fatalf("EXPVARZ %s: %v", msg.Data, err)
	}
	if !slices.Equal(z.Data.Cmdline, os.Args) || !slices.Equal(slices.Sorted(maps.Keys(z.Data.Memstats)), want) {
		t.Errorf("EXPVARZ: cmdline %q, memstats fields %v; want %q, %v", z.Data.Cmdline, slices.Sorted(maps.Keys(z.Data.Memstats)), os.Args, want)
	}
}

// VARZ reports the process's resident memory: troupe's nats-server copy
// starts pse's /proc sampling on first use instead of at package init.
func TestVarzReportsProcessMemory(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", Monitor: "0"})
	for range 2 {
		resp, err := http.Get(b.MonitorURL() + "/varz")
		if err != nil {
			t.Fatal(err)
		}
		var varz struct {
			Mem   int64    `json:"mem"`
			CPU   *float64 `json:"cpu"`
			Cores int      `json:"cores"`
		}
		err = json.NewDecoder(resp.Body).Decode(&varz)
		resp.Body.Close()
		if err != nil || varz.Mem < 1<<20 || varz.CPU == nil || *varz.CPU < 0 || varz.Cores == 0 {
			t.Fatalf("/varz: mem %d, cpu %v, cores %d (%v)", varz.Mem, varz.CPU, varz.Cores, err)
		}
	}
}
