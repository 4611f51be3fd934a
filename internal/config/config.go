// Package config is troupe's typed configuration: a Config struct with
// built-in defaults (configs/default.yaml), layered loading from user and
// project files, and Validate. A Config is a plain value; once loaded it is
// read-only and may be shared between goroutines.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"troupe/configs"
	"troupe/internal/compact"
	"troupe/internal/diag"
	"troupe/messages"
)

// Config is everything troupe can be configured with.
type Config struct {
	// Model is a shorthand for models.action.model: "provider/model" or
	// "script:PATH".
	Model     string              `yaml:"model"`
	Models    map[string]Slot     `yaml:"models"`    // per workflow slot: action, thinking, critique, compact, vision
	Providers map[string]Provider `yaml:"providers"` // added to and overriding the catalog's providers
	MaxTurns  int                 `yaml:"max_turns"`
	Think     string              `yaml:"think"` // thinking level before each action call: off, low, medium, high
	// Approval is the approval mode: manual, auto-edit or auto; "" means
	// auto-edit in an interactive session and auto otherwise.
	Approval string `yaml:"approval"`
	// OnAsk is what a non-interactive run does with a call that needs
	// approval: deny (default) or allow.
	OnAsk     string    `yaml:"on_ask"`
	Restart   Restart   `yaml:"restart"`
	Bus       Bus       `yaml:"bus"`
	Tools     Tools     `yaml:"tools"`
	Sandbox   Sandbox   `yaml:"sandbox"` // the kernel sandbox of every command (sandbox.go)
	Subagents Subagents `yaml:"subagents"`
	Context   Context   `yaml:"context"`
	// Concurrency bounds model calls per provider and subagents per agent.
	Concurrency Concurrency `yaml:"concurrency"`

	// MCP servers (mcp.go), beside those in .mcp.json files.
	MCPServers map[string]MCPServer `yaml:"mcp_servers"`
	// MCPCallTimeout bounds one MCP tool call (0: 5 minutes); a server
	// that does not answer in time is restarted. Claude Code's
	// MCP_TOOL_TIMEOUT (milliseconds) in the environment wins.
	MCPCallTimeout Duration `yaml:"mcp_call_timeout"`

	// Diag is what Load read of foreign formats (subagent files) and what
	// it skipped or ignored, and why.
	Diag diag.Report `yaml:"-"`
	// ProjectTrusted says the workspace's own files take effect: its
	// .troupe/config.yaml (restricted: it never loosens sandbox, bus,
	// approval or providers), .mcp.json servers, hooks and permission
	// allow rules. LoadFor sets it; see internal/trust.
	ProjectTrusted bool `yaml:"-"`
}

// Context sizes every agent's context window — its model's context window
// minus OutputReserve — and configures offloading and staged compaction.
type Context struct {
	// OutputReserve is the tokens kept free for the model's answer, at
	// most a quarter of a model's window.
	OutputReserve int            `yaml:"output_reserve"`
	Compaction    compact.Config `yaml:"compaction"`
}

// Restart is a supervision policy: at most MaxRestarts restarts within the
// window, then the actor is stopped and its parent told.
type Restart struct {
	MaxRestarts int      `yaml:"max_restarts"`
	Within      Duration `yaml:"within"`
	Backoff     Duration `yaml:"backoff"`     // before the first restart; doubled for each further one
	MaxBackoff  Duration `yaml:"max_backoff"` // cap of the delay
}

// Bus configures the embedded NATS server.
type Bus struct {
	Listen     string `yaml:"listen"`
	Insecure   bool   `yaml:"insecure"`
	MaxPayload int32  `yaml:"max_payload"`
	// InsecureFlag is --insecure: off loopback it takes effect only with
	// insecure: true in a config file too.
	InsecureFlag bool `yaml:"-"`
	// ListenControl also writes controller credentials (--listen-control).
	ListenControl bool `yaml:"listen_control"`
	// Monitor binds the NATS monitoring endpoint (--monitor; loopback
	// unless a host is named).
	Monitor   string   `yaml:"monitor"`
	TLSCert   string   `yaml:"tls_cert"`   // a non-loopback listener's certificate; "" generates one
	TLSKey    string   `yaml:"tls_key"`    // its private key
	InlineMax int      `yaml:"inline_max"` // bodies over this many bytes go by reference
	Heartbeat Duration `yaml:"heartbeat"`  // period of hb messages of a listening process
	Replay    Replay   `yaml:"replay"`
	// Replicas of every stream, consumer and store troupe makes: 0 means 3
	// where the cluster has at least three JetStream servers, else 1;
	// existing ones are never lowered.
	Replicas int `yaml:"replicas"`
	// URL joins an existing NATS deployment (with JetStream) instead of
	// embedding a server; credentials come from the NATS_* variables.
	URL string `yaml:"url"`
	// Limits bound each external identity of a listening bus.
	Limits BusLimits `yaml:"limits"`
}

// BusLimits are the limits of the two classes of external identities:
// observers (and controllers, the operator, the admin) and workers.
type BusLimits struct {
	Observer BusClassLimits `yaml:"observer"`
	Worker   BusClassLimits `yaml:"worker"`
}

// BusClassLimits bound one identity of a class: 0 means troupe's
// default, -1 no limit.
type BusClassLimits struct {
	MaxPayload       int64 `yaml:"max_payload"`       // bytes one message may hold
	MaxSubscriptions int64 `yaml:"max_subscriptions"` // per connection
	MaxConsumers     int   `yaml:"max_consumers"`     // JetStream consumers alive at once
	MaxMsgsPerSec    int64 `yaml:"max_msgs_per_sec"`  // published, all its connections
	MaxBytesPerSec   int64 `yaml:"max_bytes_per_sec"`
}

// validate checks a class's limits against the server's payload limit.
func (l BusClassLimits) validate(class string, maxPayload int32) error {
	if l.MaxPayload < -1 || l.MaxSubscriptions < -1 || l.MaxConsumers < -1 || l.MaxMsgsPerSec < -1 || l.MaxBytesPerSec < -1 {
		return fmt.Errorf("config: bus.limits.%s: a limit is a number, 0 (the default) or -1 (none)", class)
	}
	if l.MaxPayload > int64(maxPayload) {
		return fmt.Errorf("config: bus.limits.%s.max_payload must not exceed bus.max_payload", class)
	}
	return nil
}

// Replay bounds the JetStream stream that keeps a listening session's
// traffic for `troupe bus tap --since`.
type Replay struct {
	Enabled  bool     `yaml:"enabled"`
	MaxAge   Duration `yaml:"max_age"`
	MaxBytes int64    `yaml:"max_bytes"`
}

// Tools configures the built-in tools.
type Tools struct {
	BashTimeout    Duration `yaml:"bash_timeout"`
	BashMaxTimeout Duration `yaml:"bash_max_timeout"`
	MaxOutput      int      `yaml:"max_output"`
	// TempDir is a directory outside the workspace that tools may write to
	// and commands may delete in; "" for none.
	TempDir string `yaml:"temp_dir"`
	// SecretEnv names more environment variables (names or globs) removed
	// from commands' environment, beyond *_API_KEY, *_TOKEN, *_SECRET and
	// *PASSWORD*.
	SecretEnv []string `yaml:"secret_env"`
	// WebSearch is web_search's backend; without a URL the tool is not
	// offered. Only the person's own config may set it.
	WebSearch WebSearch `yaml:"web_search"`
}

// WebSearch configures web_search: backend "searxng" (URL: the
// instance's base URL; its JSON format must be enabled) or "brave" (URL:
// the web search endpoint; KeyEnv: the variable holding the API key,
// which never appears in argv, logs or session files).
type WebSearch struct {
	Backend string `yaml:"backend"`
	URL     string `yaml:"url"`
	KeyEnv  string `yaml:"key_env"`
}

// Subagents configures the task tool.
type Subagents struct {
	ResultCap int                     `yaml:"result_cap"`
	Types     map[string]SubagentType `yaml:"types"`
	// Placement is where subagents run: local (this process), remote (a
	// worker; wait up to RemoteWait for one to take the task) or auto
	// (remote when a capable worker has a free slot, else local).
	Placement  string   `yaml:"placement"`
	RemoteWait Duration `yaml:"remote_wait"`
	Queue      Queue    `yaml:"queue"`
	// ModelAliases maps the model names of Claude Code's subagent files
	// (haiku, sonnet, opus, or a full id such as claude-sonnet-4-5) to a
	// troupe model ("provider/model") or a slot of the main agent
	// ("slot:compact"). A full Claude id not listed falls back to its
	// family's alias.
	ModelAliases map[string]string `yaml:"model_aliases"`
}

// Queue tunes the distributed task queue (see troupe worker).
type Queue struct {
	AckWait    Duration `yaml:"ack_wait"`    // a task with no heartbeat this long is redelivered
	MaxDeliver int      `yaml:"max_deliver"` // deliveries of one task before it fails
	// Deadline is how long a remote task may take from being queued to
	// its result; past it the task is withdrawn, cancelled on its worker
	// and dead-lettered. 0: none.
	Deadline Duration `yaml:"deadline"`
}

// SubagentType is one kind of subagent the task tool can start.
type SubagentType struct {
	Description string          `yaml:"description"`
	Tools       []string        `yaml:"tools"`
	MaxTurns    int             `yaml:"max_turns"`
	Prompt      string          `yaml:"prompt"` // path of the system prompt inside configs/
	Models      map[string]Slot `yaml:"models"` // per-slot overrides for this type

	// Types defined as Markdown (agents.go) also have these.
	Placement string `yaml:"placement"` // local, remote, auto (or any); "" = subagents.placement
	// Labels a worker must offer (troupe worker --label) to run the type
	// remotely: labels: [gpu].
	Labels  []string `yaml:"labels"`
	System  string   `yaml:"-"` // the prompt itself (a Markdown body); used instead of Prompt
	Source  string   `yaml:"-"` // the file the type came from
	Inherit bool     `yaml:"-"` // no tools listed: the main agent's tools
	Ignored []string `yaml:"-"` // Claude Code tools troupe lacks, named in the file

	// Claude Code's fields (agents.go).
	NoTools        bool     `yaml:"-"` // "tools: []": no tools at all
	Disallowed     []string `yaml:"-"` // tools taken away (disallowedTools)
	ModelAlias     string   `yaml:"-"` // a Claude model name, resolved by ResolveAgentModels
	Skills         []string `yaml:"-"` // the skills it may use, with SkillsSet
	SkillsSet      bool     `yaml:"-"` // skills was given (empty: none)
	MCPServers     []string `yaml:"-"` // MCP servers whose every tool it gets
	PermissionMode string   `yaml:"-"` // "plan": read-only tools only
}

// Slot binds one workflow slot to a model and its parameters.
type Slot struct {
	Model           string   `yaml:"model"`            // "provider/model"
	ContextWindow   int      `yaml:"context_window"`   // tokens; required for models the catalog lacks
	MaxTokens       int      `yaml:"max_tokens"`       // output cap per call; 0 = the model's default
	Temperature     *float64 `yaml:"temperature"`      // nil = provider default
	ReasoningEffort string   `yaml:"reasoning_effort"` // low, medium, high (reasoning models)
	Thinking        string   `yaml:"thinking"`         // off, budget, adaptive (Anthropic extended thinking)
	ThinkingBudget  int      `yaml:"thinking_budget"`  // tokens, with thinking: budget
	// Vision says the model takes images (true) or not (false), for a model
	// the catalog lacks or to correct it; nil = the catalog's word.
	Vision *bool `yaml:"vision"`
	// Price is in USD per million tokens, for a model the catalog lacks or
	// to replace the catalog's list price; nil = the catalog's.
	Price *SlotPrice `yaml:"price"`
}

// SlotPrice is a model's price in USD per million tokens.
type SlotPrice struct {
	Input       float64 `yaml:"input"`
	Output      float64 `yaml:"output"`
	CachedInput float64 `yaml:"cached_input"` // prompt-cache read; 0 = input
	CacheWrite  float64 `yaml:"cache_write"`  // prompt-cache write; 0 = input
}

// Provider says how to reach a model provider. Keys are read from the
// environment variable APIKeyEnv names, never from a file.
type Provider struct {
	Kind       string `yaml:"kind"` // openai (Chat Completions) or anthropic (Messages)
	BaseURL    string `yaml:"base_url"`
	BaseURLEnv string `yaml:"base_url_env"`
	APIKeyEnv  string `yaml:"api_key_env"`
	Keyless    bool   `yaml:"keyless"` // works without a key (local servers)
	// HeaderTimeout bounds the wait for a response's headers, IdleTimeout
	// the silence of a stream after them; either is retried as a transient
	// fault. 0 = the defaults (5m and 10m, for reasoning models).
	HeaderTimeout Duration `yaml:"header_timeout"`
	IdleTimeout   Duration `yaml:"idle_timeout"`
}

// Duration is a time.Duration written as "10s", "2m" in files.
type Duration time.Duration

// D returns the duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// UnmarshalYAML parses a Go duration string.
func (d *Duration) UnmarshalYAML(n *yaml.Node) error {
	v, err := time.ParseDuration(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: invalid duration %q (want e.g. 30s, 2m)", n.Line, n.Value)
	}
	*d = Duration(v)
	return nil
}

// MarshalYAML writes the duration as a string.
func (d Duration) MarshalYAML() (any, error) { return time.Duration(d).String(), nil }

// Default returns the built-in configuration.
func Default() Config {
	data, err := fs.ReadFile(configs.FS, "default.yaml")
	if err != nil {
		panic("config: built-in default.yaml missing: " + err.Error())
	}
	var c Config
	if err := decode(data, &c); err != nil {
		panic("config: built-in default.yaml: " + err.Error())
	}
	if c.Subagents.Types == nil {
		c.Subagents.Types = map[string]SubagentType{}
	}
	if err := builtinAgents(c.Subagents.Types); err != nil {
		panic("config: built-in subagent types: " + err.Error())
	}
	return c
}

// Load is LoadFor with the project trusted: for tools that show the
// configuration, and tests.
func Load(paths ...string) (Config, error) { return LoadFor(true, paths...) }

// LoadFor returns the defaults overlaid by each file in paths that exists,
// in order (later wins), then by the subagent files in AgentDirs of each
// path, in the same order (see agents.go). A path named "agents" is a
// directory of subagent files only (Claude Code's ~/.claude/agents). A
// project layer (a workspace's .troupe/config.yaml) is read only if
// trusted, and then never loosens sandbox, bus, approval or provider
// settings (project.go); what it was refused is recorded in Config.Diag.
// A malformed config file is an error naming the file and line; a
// subagent file that cannot be used is skipped and recorded in
// Config.Diag.
func LoadFor(trusted bool, paths ...string) (Config, error) {
	c := Default()
	c.ProjectTrusted = trusted
	for _, p := range paths {
		if filepath.Base(p) == "agents" {
			continue
		}
		project := isProjectLayer(p)
		if project && !trusted {
			skipUntrusted(p, &c.Diag)
			continue
		}
		var before Config
		if project {
			before = beforeProject(c)
		}
		data, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return c, fmt.Errorf("config: %w", err)
		}
		if err := decode(data, &c); err != nil {
			return c, fmt.Errorf("config %s: %w", p, err)
		}
		if project {
			restrictProject(before, &c, p)
		}
	}
	for _, p := range paths {
		dirs := AgentDirs(p)
		if filepath.Base(p) == "agents" {
			dirs = []string{p}
		}
		if err := loadAgentDirs(dirs, c.Subagents.Types, &c.Diag); err != nil {
			return c, fmt.Errorf("config: %w", err)
		}
	}
	c.ResolveAgentModels()
	return c, c.Validate()
}

// Paths returns the paths Load reads for a workspace, lowest precedence
// first: Claude Code's user agents (~/.claude/agents), the user's config
// file, then the project's .troupe/config.yaml.
func Paths(getenv func(string) string, workspace string) []string {
	var out []string
	if h := getenv("HOME"); h != "" {
		out = append(out, filepath.Join(h, ".claude", "agents"))
	}
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		out = append(out, filepath.Join(d, "troupe", "config.yaml"))
	} else if h := getenv("HOME"); h != "" {
		out = append(out, filepath.Join(h, ".config", "troupe", "config.yaml"))
	}
	if workspace != "" {
		out = append(out, filepath.Join(workspace, ".troupe", "config.yaml"))
	}
	return out
}

func decode(data []byte, c *Config) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) { // an empty file changes nothing
		return errors.New(strings.TrimPrefix(err.Error(), "yaml: "))
	}
	return checkNames(data)
}

// Validate reports the first invalid setting.
func (c Config) Validate() error {
	switch {
	case c.MaxTurns < 1:
		return fmt.Errorf("config: max_turns must be at least 1, got %d", c.MaxTurns)
	case c.Restart.MaxRestarts < 0:
		return fmt.Errorf("config: restart.max_restarts must not be negative")
	case c.Restart.Within.D() < 0:
		return fmt.Errorf("config: restart.within must not be negative")
	case c.Restart.Backoff.D() < 0 || c.Restart.MaxBackoff.D() < 0:
		return fmt.Errorf("config: restart.backoff and restart.max_backoff must not be negative")
	case c.Tools.BashTimeout.D() <= 0 || c.Tools.BashMaxTimeout.D() < c.Tools.BashTimeout.D():
		return fmt.Errorf("config: tools.bash_timeout must be positive and at most tools.bash_max_timeout")
	case c.Tools.WebSearch.URL != "" && c.Tools.WebSearch.Backend != "searxng" && c.Tools.WebSearch.Backend != "brave":
		return fmt.Errorf("config: tools.web_search.backend must be searxng or brave, not %q", c.Tools.WebSearch.Backend)
	case c.Tools.WebSearch.Backend == "brave" && c.Tools.WebSearch.KeyEnv == "":
		return fmt.Errorf("config: tools.web_search.key_env must name the variable holding the Brave API key")
	case c.Tools.MaxOutput < 1000:
		return fmt.Errorf("config: tools.max_output must be at least 1000")
	case c.Subagents.ResultCap < 100:
		return fmt.Errorf("config: subagents.result_cap must be at least 100")
	case c.Approval != "" && c.Approval != "manual" && c.Approval != "auto-edit" && c.Approval != "auto":
		return fmt.Errorf("config: approval must be manual, auto-edit or auto, not %q", c.Approval)
	case c.OnAsk != "" && c.OnAsk != "deny" && c.OnAsk != "allow":
		return fmt.Errorf("config: on_ask must be deny or allow, not %q", c.OnAsk)
	case c.Bus.MaxPayload < 1<<20 || c.Bus.MaxPayload > 64<<20:
		return fmt.Errorf("config: bus.max_payload must be between 1 MiB and 64 MiB")
	case c.Bus.InlineMax < 0 || c.Bus.InlineMax > int(c.Bus.MaxPayload)/2:
		return fmt.Errorf("config: bus.inline_max must be between 0 and half of bus.max_payload")
	case c.Bus.Heartbeat.D() < 0 || c.Bus.Replay.MaxAge.D() < 0 || c.Bus.Replay.MaxBytes < 0 || c.Bus.Replicas < 0 || c.Bus.Replicas > 5:
		return fmt.Errorf("config: bus.heartbeat and bus.replay limits must not be negative, bus.replicas 0 to 5")
	case (c.Bus.TLSCert == "") != (c.Bus.TLSKey == ""):
		return fmt.Errorf("config: bus.tls_cert and bus.tls_key go together")
	}
	if err := c.Bus.Limits.Observer.validate("observer", c.Bus.MaxPayload); err != nil {
		return err
	}
	if err := c.Bus.Limits.Worker.validate("worker", c.Bus.MaxPayload); err != nil {
		return err
	}
	if err := c.Concurrency.validate(); err != nil {
		return err
	}
	if err := c.Sandbox.validate(); err != nil {
		return err
	}
	if c.Context.OutputReserve < 0 {
		return fmt.Errorf("config: context.output_reserve must not be negative")
	}
	if err := c.Context.Compaction.Validate(); err != nil {
		return fmt.Errorf("config: context.compaction: %w", err)
	}
	if err := validPlacement("subagents.placement", c.Subagents.Placement); err != nil {
		return err
	}
	for name, p := range c.Providers {
		if p.HeaderTimeout < 0 || p.IdleTimeout < 0 {
			return fmt.Errorf("config: providers.%s: header_timeout and idle_timeout must not be negative", name)
		}
	}
	for name, t := range c.Subagents.Types {
		if !messages.ValidID(name) {
			return fmt.Errorf("config: subagents.types: invalid subagent type name %q (%s)", name, nameRule)
		}
		for _, l := range t.Labels {
			if !validLabel(l) {
				return fmt.Errorf("config: subagents.types.%s.labels: %q is not a label (1 to 32 letters, digits, '-' or '_')", name, l)
			}
		}
		if err := validPlacement("subagents.types."+name+".placement", t.Placement); err != nil {
			return err
		}
		if t.MaxTurns < 1 {
			return fmt.Errorf("config: subagents.types.%s.max_turns must be at least 1", name)
		}
		if len(t.Tools) == 0 && !t.Inherit && !t.NoTools {
			return fmt.Errorf("config: subagents.types.%s.tools is empty", name)
		}
	}
	return nil
}

func validPlacement(key, v string) error {
	switch v {
	case "", "local", "remote", "auto", "any":
		return nil
	}
	return fmt.Errorf("config: %s must be local, remote or auto (any), not %q", key, v)
}

// validLabel reports whether s may be a worker label (taskq.CheckLabel).
func validLabel(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
