// Package expvar is the part of the standard library's expvar that
// nats-server uses (Do, KeyValue, Handler), for the two variables the
// standard package publishes itself, "cmdline" and "memstats", built when
// read. troupe's copy of nats-server imports it instead of "expvar", whose
// package init registers /debug/vars on http.DefaultServeMux and publishes
// both variables in every process that links it (9 64-KiB windows of
// resident memory at troupe's start, issue 23). Nothing else in troupe
// publishes expvar variables, so the monitoring endpoint's /debug/vars and
// the system account's EXPVARZ answer as before.
package expvar

import (
	"encoding/json"
	"net/http"
	"os"
	"runtime"
)

// Var is a variable: String returns its value as JSON.
type Var interface {
	String() string
}

// KeyValue is one variable and its name.
type KeyValue struct {
	Key   string
	Value Var
}

// jsonFunc is expvar.Func: its value is f's result marshalled to JSON.
type jsonFunc func() any

func (f jsonFunc) String() string {
	v, _ := json.Marshal(f())
	return string(v)
}

// vars are the variables in name order, as expvar's own init publishes them.
var vars = [...]KeyValue{
	{"cmdline", jsonFunc(cmdline)},
	{"memstats", jsonFunc(memstats)},
}

func cmdline() any {
	return os.Args
}

func memstats() any {
	stats := new(runtime.MemStats)
	runtime.ReadMemStats(stats)
	return *stats
}

// Do calls f for each variable, in name order.
func Do(f func(KeyValue)) {
	for _, kv := range vars {
		f(kv)
	}
}

// Handler returns the handler expvar serves on /debug/vars: the
// variables as one JSON object, one per line.
func Handler() http.Handler {
	return http.HandlerFunc(handle)
}

func handle(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	b := []byte("{\n")
	for i, kv := range vars {
		if i > 0 {
			b = append(b, ",\n"...)
		}
		k, _ := json.Marshal(kv.Key)
		b = append(b, k...)
		b = append(b, ": "...)
		b = append(b, kv.Value.String()...)
	}
	b = append(b, "\n}\n"...)
	_, _ = w.Write(b)
}
