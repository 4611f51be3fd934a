package slash

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/internal/diag"
	"troupe/internal/frontmatter"
)

// Custom is a slash command written as a Markdown file (Claude Code's
// custom commands): its body, with $ARGUMENTS and $1…$9 filled in, is
// sent as the prompt.
type Custom struct {
	Name         string // "review", or "frontend:component" for frontend/component.md
	Scope        string // project or user
	File         string
	Description  string
	ArgumentHint string
	AllowedTools []string // front matter allowed-tools: pre-approved for the command's turn (Result.Turn)
	Model        string   // front matter model: the command's turn runs on it (Result.Turn)
	Body         string
}

// CommandDir is a directory of command files and whose it is.
type CommandDir struct {
	Path  string
	Scope string // "project" or "user"
}

// CommandDirs are the directories custom commands are read from, lowest
// precedence first: the user's ~/.claude/commands and
// <config>/troupe/commands, then (for a trusted workspace; "" for none)
// the project's .claude/commands and .troupe/commands.
func CommandDirs(getenv func(string) string, workspace string) []CommandDir {
	var out []CommandDir
	home := getenv("HOME")
	if home != "" {
		out = append(out, CommandDir{filepath.Join(home, ".claude", "commands"), "user"})
	}
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		out = append(out, CommandDir{filepath.Join(d, "troupe", "commands"), "user"})
	} else if home != "" {
		out = append(out, CommandDir{filepath.Join(home, ".config", "troupe", "commands"), "user"})
	}
	if workspace != "" {
		out = append(out, CommandDir{filepath.Join(workspace, ".claude", "commands"), "project"},
			CommandDir{filepath.Join(workspace, ".troupe", "commands"), "project"})
	}
	return out
}

// maxCommandBytes bounds one command file.
const maxCommandBytes = 256 << 10

// LoadCustom reads every *.md file under dirs (subfolders are namespaces:
// frontend/component.md is /frontend:component). A later directory's
// command replaces an earlier one of the same name (the project's win
// over the user's). Loading is tolerant: a file that cannot be read or
// whose front matter does not parse is skipped and recorded in r, an
// unknown front matter key is a warning.
func LoadCustom(r *diag.Report, dirs ...CommandDir) []Custom {
	byName := map[string]Custom{}
	for _, d := range dirs {
		_ = filepath.WalkDir(d.Path, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				if !errors.Is(err, fs.ErrNotExist) {
					r.Skip(diag.Command, "", p, 0, "%v", err)
				}
				return nil
			}
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
				return nil
			}
			c, ok := readCustom(r, d, p)
			if !ok {
				return nil
			}
			if old, dup := byName[c.Name]; dup {
				r.Skip(diag.Command, "/"+c.Name, old.File, 0, "replaced by %s", c.File)
			}
			byName[c.Name] = c
			return nil
		})
	}
	out := make([]Custom, 0, len(byName))
	for _, c := range byName {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	for _, c := range out {
		r.Load(diag.Command, "/"+c.Name, c.File)
	}
	return out
}

func readCustom(r *diag.Report, d CommandDir, p string) (Custom, bool) {
	rel, _ := filepath.Rel(d.Path, p)
	name := strings.ReplaceAll(filepath.ToSlash(strings.TrimSuffix(rel, ".md")), "/", ":")
	if name == "" || strings.ContainsAny(name, " \t") {
		r.Skip(diag.Command, name, p, 0, "a command name cannot hold spaces")
		return Custom{}, false
	}
	info, err := os.Stat(p)
	if err == nil && info.Size() > maxCommandBytes {
		err = fmt.Errorf("%d bytes; a command file holds at most %d", info.Size(), maxCommandBytes)
	}
	var data []byte
	if err == nil {
		data, err = os.ReadFile(p)
	}
	if err != nil {
		r.Skip(diag.Command, "/"+name, p, 0, "%v", err)
		return Custom{}, false
	}
	c := Custom{Name: name, Scope: d.Scope, File: p, Body: string(data)}
	text := strings.TrimPrefix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\ufeff")
	if !strings.HasPrefix(text, "---\n") {
		return c, true // no front matter: the whole file is the prompt
	}
	f, body, err := frontmatter.ParseLenient(data)
	if err != nil {
		line := 0
		var fe *frontmatter.Error
		if errors.As(err, &fe) {
			line = fe.Line
		}
		r.Skip(diag.Command, "/"+name, p, line, "front matter: %v", err)
		return Custom{}, false
	}
	c.Body = body
	for i, k := range f.Keys {
		v := f.Vals[i]
		switch k.Value {
		case "description":
			c.Description = scalar(v)
		case "argument-hint":
			c.ArgumentHint = scalar(v)
		case "model":
			if c.Model = scalar(v); strings.EqualFold(c.Model, "inherit") {
				c.Model = "" // the session's model, as without the field
			}
		case "allowed-tools":
			c.AllowedTools = toolList(v)
		case "disable-model-invocation":
		default:
			r.Warn(diag.Command, "/"+name, p, k.Line, "front matter %q is not used", k.Value)
		}
	}
	return c, true
}

// scalar is a node's text: a scalar's value, or a sequence's items
// joined by spaces (argument-hint: [file] [line] is a YAML list).
func scalar(n *yaml.Node) string {
	if n.Kind == yaml.SequenceNode {
		var parts []string
		for _, c := range n.Content {
			parts = append(parts, "["+scalar(c)+"]")
		}
		return strings.Join(parts, " ")
	}
	return strings.TrimSpace(n.Value)
}

// toolList reads allowed-tools: a list, or a comma-separated string.
func toolList(n *yaml.Node) []string {
	if n.Kind == yaml.SequenceNode {
		var out []string
		for _, c := range n.Content {
			out = append(out, strings.TrimSpace(c.Value))
		}
		return out
	}
	var out []string
	for _, t := range strings.Split(n.Value, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// Expand is the command's prompt for args: $ARGUMENTS is args as typed,
// $1…$9 its words (a quoted run of words is one). When the body uses
// neither and args is not empty, args follow the body, as Claude Code
// does.
func (c Custom) Expand(args string) string {
	body := strings.TrimSpace(c.Body)
	words := Fields(args)
	used := strings.Contains(body, "$ARGUMENTS")
	out := strings.ReplaceAll(body, "$ARGUMENTS", args)
	for i := 9; i >= 1; i-- { // $10 is not a thing; go down so $1 does not eat into $1x
		v := ""
		if i <= len(words) {
			v = words[i-1]
		}
		k := fmt.Sprintf("$%d", i)
		if strings.Contains(out, k) {
			used = true
			out = strings.ReplaceAll(out, k, v)
		}
	}
	if !used && strings.TrimSpace(args) != "" {
		out += "\n\n" + args
	}
	return out
}

// Command is the slash command that runs c: its help says where it comes
// from, and running it submits the expanded prompt.
func (c Custom) Command() Command {
	help := c.Description
	if help == "" {
		help = "custom command"
	}
	where := c.Scope
	if ns, _, ok := strings.Cut(c.Name, ":"); ok && strings.Contains(c.Name, ":") {
		where += ":" + ns
	}
	help += " (" + where + ")"
	if c.Model != "" {
		help += " [model " + c.Model + "]"
	}
	cc := c
	return Command{Name: c.Name, Args: c.ArgumentHint, Help: help,
		Run: func(ctx context.Context, h Host, args string) (Result, error) {
			if mc, ok := h.(ModelChecker); ok && cc.Model != "" {
				if err := mc.CheckModel(cc.Model); err != nil {
					return Result{}, fmt.Errorf("/%s (%s): %w", cc.Name, cc.File, err)
				}
			}
			p, err := expanded(ctx, h, SlashCommand, cc.Name, args, cc.Scope, cc.Expand(args))
			if err != nil {
				return Result{}, err
			}
			return Result{Prompt: p, Turn: Turn{AllowedTools: cc.AllowedTools, Model: cc.Model}}, nil
		}}
}

// ModelChecker is a Host that can tell whether a custom command's model
// (its front matter) can run a turn, before the command runs.
type ModelChecker interface {
	CheckModel(name string) error
}

// Expansion kinds, as UserPromptExpansion hooks see them.
const (
	SlashCommand = "slash_command"
	MCPPrompt    = "mcp_prompt"
)

// Expander is a Host whose session tells hooks a command expanded into a
// prompt (UserPromptExpansion): it returns the prompt to send (with what
// the hooks added), or an error when a hook blocked it.
type Expander interface {
	Expand(ctx context.Context, kind, name, args, source, prompt string) (string, error)
}

// expanded is prompt after h's expansion hooks, when h has them.
func expanded(ctx context.Context, h Host, kind, name, args, source, prompt string) (string, error) {
	e, ok := h.(Expander)
	if !ok {
		return prompt, nil
	}
	return e.Expand(ctx, kind, name, args, source, prompt)
}

// WithCustom returns a registry of r's commands and the custom ones after
// them. A custom command may not take a built-in's name: it is skipped and
// recorded in rep.
func WithCustom(r *Registry, custom []Custom, rep *diag.Report) *Registry {
	cmds := r.Commands()
	taken := map[string]bool{}
	for _, c := range cmds {
		taken[c.Name] = true
		for _, a := range c.Alias {
			taken[a] = true
		}
	}
	for _, c := range custom {
		name := strings.ToLower(c.Name)
		if taken[name] {
			rep.Skip(diag.Command, "/"+c.Name, c.File, 0, "/%s is a built-in command", c.Name)
			continue
		}
		taken[name] = true
		cmd := c.Command()
		cmd.Name = name
		cmds = append(cmds, cmd)
	}
	out, err := New(cmds...)
	if err != nil { // names were made unique above
		return r
	}
	return out
}

// MCPPrompter is a Host whose session can render MCP servers' prompts.
type MCPPrompter interface {
	// MCPPrompt renders the prompt mcp__<server>__<prompt> with args.
	MCPPrompt(ctx context.Context, name, args string) (string, error)
}

// MCPPromptLister is a Host that can list its MCP servers' prompts for
// /help.
type MCPPromptLister interface {
	MCPPromptHelp() []Command
}

// MCPPromptCommands are the /help lines of MCP prompts (name, args,
// description each), and one line for the servers not started yet.
func MCPPromptCommands(prompts [][3]string, notStarted []string) []Command {
	var out []Command
	for _, p := range prompts {
		out = append(out, Command{Name: p[0], Args: p[1], Help: p[2]})
	}
	if len(notStarted) > 0 {
		out = append(out, Command{Name: "mcp__<server>__<prompt>", Help: "prompts of " + strings.Join(notStarted, ", ") +
			" (not started yet: their prompts are listed here once they are; the command works anyway)"})
	}
	return out
}

func mcpPromptHelp(cmds []Command) string {
	if len(cmds) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\nMCP prompts:\n")
	for _, c := range cmds {
		use := "/" + c.Name
		if c.Args != "" {
			use += " " + c.Args
		}
		fmt.Fprintf(&b, "  %-22s %s\n", use, c.Help)
	}
	return strings.TrimRight(b.String(), "\n")
}

// mcpPromptCommand runs /mcp__<server>__<prompt> ARGS: the prompt the
// server renders is sent as the prompt. The server starts on first use,
// so these commands are not listed by /help before it has.
func mcpPromptCommand(name string) Command {
	return Command{Name: name, Help: "an MCP server's prompt",
		Run: func(ctx context.Context, h Host, args string) (Result, error) {
			p, ok := h.(MCPPrompter)
			if !ok {
				return Result{}, fmt.Errorf("/%s: this session has no MCP servers", name)
			}
			text, err := p.MCPPrompt(ctx, name, args)
			if err != nil {
				return Result{}, err
			}
			if text, err = expanded(ctx, h, MCPPrompt, name, args, "mcp", text); err != nil {
				return Result{}, err
			}
			return Result{Prompt: text}, nil
		}}
}
