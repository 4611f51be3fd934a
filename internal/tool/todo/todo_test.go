package todo_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

func run(t *testing.T, tl tool.Tool, args string) tool.Result {
	t.Helper()
	res, err := tl.Run(context.Background(), tool.Env{}, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s(%s): %v", tl.Spec().Name, args, err)
	}
	return res
}

func TestWrite(t *testing.T) {
	tests := []struct {
		name      string
		args      string
		want      tool.Result
		wantItems []todo.Item
	}{
		{
			name: "ids default to positions",
			args: `{"todos":[{"content":"read the code","status":"completed"},{"content":" fix the bug ","status":"in_progress"},{"content":"run the tests","status":"pending"}]}`,
			want: tool.Result{Content: "Todo list: 1 completed, 1 in progress, 1 pending.\n" +
				"[x] read the code (id 1)\n[~] fix the bug (id 2)\n[ ] run the tests (id 3)"},
			wantItems: []todo.Item{{ID: "1", Content: "read the code", Status: todo.Completed},
				{ID: "2", Content: "fix the bug", Status: todo.InProgress}, {ID: "3", Content: "run the tests", Status: todo.Pending}},
		},
		{
			name:      "own ids",
			args:      `{"todos":[{"id":"a","content":"one","status":"pending"},{"id":"b","content":"two","status":"pending"}]}`,
			want:      tool.Result{Content: "Todo list: 0 completed, 0 in progress, 2 pending.\n[ ] one (id a)\n[ ] two (id b)"},
			wantItems: []todo.Item{{ID: "a", Content: "one", Status: todo.Pending}, {ID: "b", Content: "two", Status: todo.Pending}},
		},
		{
			name:      "empty list clears",
			args:      `{"todos":[]}`,
			want:      tool.Result{Content: "The todo list is now empty."},
			wantItems: []todo.Item{},
		},
		{
			name: "bad status is quoted",
			args: `{"todos":[{"content":"one","status":"pending"},{"content":"two","status":"done"}]}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput,
				Content: `todo_write: item 2: status must be "pending", "in_progress" or "completed", got "done"`},
		},
		{
			name: "empty content",
			args: `{"todos":[{"content":"  ","status":"pending"}]}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput, Content: "todo_write: item 1 has an empty content"},
		},
		{
			name: "duplicate id",
			args: `{"todos":[{"id":"x","content":"one","status":"pending"},{"id":"x","content":"two","status":"pending"}]}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput,
				Content: `todo_write: items 1 and 2 have the same id "x"; ids must be unique`},
		},
		{
			name: "missing todos",
			args: `{"items":[]}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput, Content: `todo_write: missing required argument "todos"`},
		},
		{
			name: "todos not an array",
			args: `{"todos":"buy milk"}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput, Content: `todo_write: argument "todos" must be a slice, got string`},
		},
		{
			name: "malformed JSON is quoted",
			args: `{"todos":[`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput,
				Content: `todo_write: arguments are not valid JSON (unexpected end of JSON input); received: {"todos":[`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := todo.NewList()
			got := run(t, todo.Write(list), tt.args)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			want := tt.wantItems
			if want == nil {
				want = []todo.Item{} // failures leave the list empty
			}
			if diff := cmp.Diff(want, list.Items(), cmpEmpty); diff != "" {
				t.Errorf("items (-want +got):\n%s", diff)
			}
		})
	}
}

var cmpEmpty = cmp.Transformer("empty", func(in []todo.Item) []todo.Item {
	if in == nil {
		return []todo.Item{}
	}
	return in
})

func TestWriteFailureKeepsList(t *testing.T) {
	list := todo.NewList()
	run(t, todo.Write(list), `{"todos":[{"content":"keep me","status":"pending"}]}`)
	v := list.Version()
	res := run(t, todo.Write(list), `{"todos":[{"content":"x","status":"nope"}]}`)
	if !res.IsError {
		t.Fatalf("invalid write succeeded: %+v", res)
	}
	if got := todo.Render(list.Items()); got != "[ ] keep me" {
		t.Errorf("list after failed write = %q, want the old list", got)
	}
	if list.Version() != v {
		t.Errorf("version moved from %d to %d on a failed write", v, list.Version())
	}
}

func TestTooManyItems(t *testing.T) {
	var items []string
	for i := range todo.MaxItems + 1 {
		items = append(items, `{"content":"item `+strconv.Itoa(i)+`","status":"pending"}`)
	}
	res := run(t, todo.Write(todo.NewList()), `{"todos":[`+strings.Join(items, ",")+`]}`)
	want := "todo_write: the list has 101 items; at most 100 are allowed"
	if res.Content != want || !res.IsError {
		t.Errorf("got %+v, want error %q", res, want)
	}
}

func TestUpdate(t *testing.T) {
	tests := []struct {
		name string
		list string // todo_write arguments; "" leaves the list empty
		args string
		want tool.Result
	}{
		{
			name: "marks one item",
			list: `{"todos":[{"content":"one","status":"in_progress"},{"content":"two","status":"pending"}]}`,
			args: `{"id":"1","status":"completed"}`,
			want: tool.Result{Content: "Item 1 is now completed. Todo list: 1 completed, 0 in progress, 1 pending.\n[x] one (id 1)\n[ ] two (id 2)"},
		},
		{
			name: "unknown id names the ids",
			list: `{"todos":[{"id":"a","content":"one","status":"pending"},{"id":"b","content":"two","status":"pending"}]}`,
			args: `{"id":"c","status":"completed"}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput, Content: `todo_update: no item has the id "c"; the ids are "a", "b"`},
		},
		{
			name: "empty list",
			args: `{"id":"1","status":"completed"}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput,
				Content: `todo_update: no item has the id "1": the list is empty; write it with todo_write first`},
		},
		{
			name: "bad status",
			list: `{"todos":[{"content":"one","status":"pending"}]}`,
			args: `{"id":"1","status":"finished"}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput,
				Content: `todo_update: status must be "pending", "in_progress" or "completed", got "finished"`},
		},
		{
			name: "missing arguments",
			args: `{}`,
			want: tool.Result{IsError: true, Kind: messages.KindInvalidInput, Content: `todo_update: missing required arguments "id", "status"`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := todo.NewList()
			if tt.list != "" {
				run(t, todo.Write(list), tt.list)
			}
			got := run(t, todo.Update(list), tt.args)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRender(t *testing.T) {
	items := []todo.Item{
		{ID: "1", Content: "done", Status: todo.Completed},
		{ID: "2", Content: "doing", Status: todo.InProgress},
		{ID: "3", Content: "todo", Status: todo.Pending},
	}
	if diff := cmp.Diff("[x] done\n[~] doing\n[ ] todo", todo.Render(items)); diff != "" {
		t.Errorf("Render (-want +got):\n%s", diff)
	}
	if got := todo.Render(nil); got != "" {
		t.Errorf("Render(nil) = %q, want empty", got)
	}
}

func TestToolsPerAgent(t *testing.T) {
	a, b := todo.NewList(), todo.NewList()
	ta, tb := todo.Tools(a), todo.Tools(b)
	var names []string
	for _, tl := range ta {
		names = append(names, tl.Spec().Name)
		if tl.Spec().ReadOnly {
			t.Errorf("%s is read-only; it must not run in parallel with its twin", tl.Spec().Name)
		}
		if !json.Valid(tl.Spec().Parameters) || strings.TrimSpace(tl.Spec().Description) == "" {
			t.Errorf("%s: bad schema or empty description", tl.Spec().Name)
		}
	}
	if diff := cmp.Diff([]string{"todo_write", "todo_update"}, names); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	run(t, ta[0], `{"todos":[{"content":"a's task","status":"pending"}]}`)
	run(t, tb[0], `{"todos":[{"content":"b's task","status":"completed"}]}`)
	if got := todo.Render(a.Items()) + " | " + todo.Render(b.Items()); got != "[ ] a's task | [x] b's task" {
		t.Errorf("lists = %q: the agents' lists are not separate", got)
	}
}

// TestConcurrent writes and reads one list from many goroutines; run it with
// -race. Every snapshot must be one whole write, never a mix.
func TestConcurrent(t *testing.T) {
	list := todo.NewList()
	write, update := todo.Write(list), todo.Update(list)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 50 {
				st := []string{"pending", "in_progress", "completed"}[i%3]
				run(t, write, `{"todos":[{"content":"g`+strconv.Itoa(g)+`","status":"`+st+`"},{"content":"g`+strconv.Itoa(g)+`","status":"`+st+`"}]}`)
				run(t, update, `{"id":"1","status":"completed"}`)
				items, _ := list.Snapshot()
				if len(items) != 2 {
					t.Errorf("snapshot has %d items, want 2", len(items))
					return
				}
			}
		})
	}
	wg.Wait()
	if got := list.Version(); got != 8*50*2 {
		t.Errorf("version = %d, want %d (one per write and per update)", got, 8*50*2)
	}
}
