package supervisor

import (
	"os"
	"sync"
	"time"

	"troupe/configs"
	"troupe/internal/llm/script"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
)

// parsed is what a Runtime parses once for all the instances started on
// it (troupe worker: one instance per task), where each instance used to
// parse it again: the model catalog, the prompt and reminder templates
// (all embedded in the binary, immutable once parsed, read only by the
// instances) and the scripts of scripted models. Nothing in it belongs to a
// task: no workspace, session, key or project setting — those are still
// read per instance.
//
// Concurrency: the catalog and templates are built once (sync.OnceValues);
// scripts is guarded by mu.
type parsed struct {
	catalog   func() (*models.Catalog, error)
	prompts   func() (*prompt.Builder, error)
	reminders func() (*reminder.Templates, error)

	mu      sync.Mutex
	scripts map[string]parsedScript // by path
}

// parsedScript is a script file as parsed, and which version of the file
// that was.
type parsedScript struct {
	model *script.Model
	size  int64
	mod   time.Time
}

func newParsed() *parsed {
	return &parsed{
		catalog:   sync.OnceValues(models.Load),
		prompts:   sync.OnceValues(func() (*prompt.Builder, error) { return prompt.Load(configs.FS) }),
		reminders: sync.OnceValues(func() (*reminder.Templates, error) { return reminder.Load(configs.FS) }),
		scripts:   map[string]parsedScript{},
	}
}

// script returns the scripted model of the file at path with none of its
// turns used, as script.Load would: each instance consumes its own turns,
// as when it parsed the file itself. The file is parsed again when its
// size or modification time changed.
func (p *parsed) script(path string) (*script.Model, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return script.Load(path) // its error, as an instance of its own gets it
	}
	p.mu.Lock()
	ps, ok := p.scripts[path]
	p.mu.Unlock()
	if ok && ps.size == fi.Size() && ps.mod.Equal(fi.ModTime()) {
		return ps.model.Fresh(), nil
	}
	m, err := script.Load(path)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.scripts[path] = parsedScript{model: m, size: fi.Size(), mod: fi.ModTime()}
	p.mu.Unlock()
	return m.Fresh(), nil
}
