package todo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Status is where an item stands.
type Status string

// The statuses an item can have.
const (
	Pending    Status = "pending"
	InProgress Status = "in_progress"
	Completed  Status = "completed"
)

// Valid reports whether s is one of the three statuses.
func (s Status) Valid() bool { return s == Pending || s == InProgress || s == Completed }

// Limits on a list, so a model cannot flood its own context with it.
const (
	MaxItems      = 100
	MaxContentLen = 500 // bytes of one item's content
)

// Item is one task of the list.
type Item struct {
	ID      string `json:"id" jsonschema_description:"Short unique id, e.g. \"1\". Defaults to the item's position."`
	Content string `json:"content" jsonschema:"required" jsonschema_description:"What to do, in one imperative sentence."`
	Status  Status `json:"status" jsonschema:"required,enum=pending,enum=in_progress,enum=completed"`
}

// Open reports whether the item still has work left.
func (it Item) Open() bool { return it.Status != Completed }

// ErrUnknownID is returned by Update for an id the list does not hold.
var ErrUnknownID = errors.New("todo: unknown id")

// List is an agent's todo list. The zero value is an empty list ready to
// use; a List must not be copied after first use.
type List struct {
	mu      sync.Mutex
	items   []Item
	version uint64
}

// NewList returns an empty list.
func NewList() *List { return &List{} }

// Items returns a copy of the items, in order.
func (l *List) Items() []Item {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Item(nil), l.items...)
}

// Version counts the changes made to the list; it grows by one with every
// successful Set or Update, so the owner can tell whether the list changed
// since it last looked without comparing items.
func (l *List) Version() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.version
}

// Snapshot returns the items and the version they belong to, read together.
func (l *List) Snapshot() ([]Item, uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Item(nil), l.items...), l.version
}

// Set replaces the whole list after checking it (see Check). Items without
// an id get their 1-based position as id. On error the list is unchanged.
func (l *List) Set(items []Item) error {
	items = append([]Item(nil), items...)
	for i := range items {
		items[i].Content = strings.TrimSpace(items[i].Content)
		items[i].ID = strings.TrimSpace(items[i].ID)
		if items[i].ID == "" {
			items[i].ID = strconv.Itoa(i + 1)
		}
	}
	if err := Check(items); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.items = items
	l.version++
	return nil
}

// Update sets the status of the item with the given id and returns it. It
// returns ErrUnknownID when no item has that id.
func (l *List) Update(id string, status Status) (Item, error) {
	if !status.Valid() {
		return Item{}, statusError(status)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := range l.items {
		if l.items[i].ID == id {
			l.items[i].Status = status
			l.version++
			return l.items[i], nil
		}
	}
	return Item{}, ErrUnknownID
}

// Check reports the first problem with items as a list: too many items, an
// empty or too long content, an unknown status, a duplicate id. Its text
// quotes what was wrong, for the model.
func Check(items []Item) error {
	if len(items) > MaxItems {
		return fmt.Errorf("the list has %d items; at most %d are allowed", len(items), MaxItems)
	}
	seen := make(map[string]int, len(items))
	for i, it := range items {
		n := i + 1
		switch {
		case it.Content == "":
			return fmt.Errorf("item %d has an empty content", n)
		case len(it.Content) > MaxContentLen:
			return fmt.Errorf("item %d: content is %d bytes long; at most %d are allowed, keep items short", n, len(it.Content), MaxContentLen)
		case !it.Status.Valid():
			return fmt.Errorf("item %d: %w", n, statusError(it.Status))
		}
		if prev, dup := seen[it.ID]; dup {
			return fmt.Errorf("items %d and %d have the same id %q; ids must be unique", prev, n, it.ID)
		}
		seen[it.ID] = n
	}
	return nil
}

func statusError(s Status) error {
	return fmt.Errorf("status must be %q, %q or %q, got %q", Pending, InProgress, Completed, string(s))
}

// Counts returns how many items are completed, in progress and pending.
func Counts(items []Item) (completed, inProgress, pending int) {
	for _, it := range items {
		switch it.Status {
		case Completed:
			completed++
		case InProgress:
			inProgress++
		default:
			pending++
		}
	}
	return completed, inProgress, pending
}

// Render shows items one per line for people — events and the final
// output: "[x] done", "[~] doing", "[ ] todo". An empty list renders as "".
func Render(items []Item) string {
	lines := make([]string, len(items))
	for i, it := range items {
		lines[i] = mark(it.Status) + " " + it.Content
	}
	return strings.Join(lines, "\n")
}

// renderForModel is Render with the ids the model needs for todo_update.
func renderForModel(items []Item) string {
	lines := make([]string, len(items))
	for i, it := range items {
		lines[i] = fmt.Sprintf("%s %s (id %s)", mark(it.Status), it.Content, it.ID)
	}
	return strings.Join(lines, "\n")
}

func mark(s Status) string {
	switch s {
	case Completed:
		return "[x]"
	case InProgress:
		return "[~]"
	}
	return "[ ]"
}
