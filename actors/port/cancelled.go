package port

// Cancelled remembers the most recent cancelled turn ids. Messages on
// different subjects may arrive in any order, so a cancel can overtake the
// request it cancels; an actor checks new work against this set. It is owned
// by one actor and not safe for concurrent use.
type Cancelled struct {
	ids  []string
	size int
}

// NewCancelled returns a set remembering the last n ids.
func NewCancelled(n int) *Cancelled { return &Cancelled{size: n} }

// Add records id; the oldest id is forgotten beyond the set's size.
func (c *Cancelled) Add(id string) {
	if id == "" || c.Has(id) {
		return
	}
	c.ids = append(c.ids, id)
	if len(c.ids) > c.size {
		c.ids = c.ids[1:]
	}
}

// Has reports whether id was cancelled recently.
func (c *Cancelled) Has(id string) bool {
	for _, x := range c.ids {
		if x == id {
			return true
		}
	}
	return false
}
