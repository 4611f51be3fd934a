package cli

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"troupe/internal/lazy"
	"troupe/internal/slash"
)

// groupArgs makes a command that only groups subcommands print its help
// when called alone and reject anything else as a usage error (cobra would
// print the help and succeed).
func groupArgs(cmd *cobra.Command) {
	cmd.Args = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		if s := nearestCommand(c, args[0]); s != "" {
			return usageError("unknown command %q for %q; did you mean %q?", args[0], c.CommandPath(), s)
		}
		return usageError("unknown command %q for %q (its commands are listed by '%s --help')", args[0], c.CommandPath(), c.CommandPath())
	}
	cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
}

// goParseErr is the part of a flag error strconv or time adds.
var goParseErr = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`: (strconv\.Parse(Int|Uint|Float|Bool)|time): (parsing "[^"]*": )?(invalid syntax|value out of range|invalid duration "[^"]*"|.*)$`)
}}

// plainFlagError rewrites a flag error that ends in a Go parser's message
// ("strconv.ParseInt: parsing \"abc\": invalid syntax") in words.
func plainFlagError(err error) error {
	m := goParseErr.Get().FindStringSubmatchIndex(err.Error())
	if m == nil {
		return err
	}
	s := err.Error()
	kind, reason := "", s[m[8]:m[9]]
	switch {
	case m[2] >= 0 && s[m[2]:m[3]] == "time":
		kind = "want a duration such as 30s, 5m or 2h"
	case reason == "value out of range":
		kind = "the number is out of range"
	case m[4] >= 0 && s[m[4]:m[5]] == "Bool":
		kind = "want true or false"
	case m[4] >= 0 && s[m[4]:m[5]] == "Float":
		kind = "want a number"
	case m[4] >= 0 && s[m[4]:m[5]] == "Uint":
		kind = "want a whole number, 0 or more"
	default:
		kind = "want a whole number"
	}
	return errors.New(s[:m[0]] + ": " + kind)
}

// unknownFlag is cobra's error for a flag a command does not have.
var unknownFlag = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^unknown flag: --([^\s=]+)`) }}

// flagError is the error for a bad flag of c: Go parser wording rewritten,
// and an unknown flag answered with the nearest one c has.
func flagError(c *cobra.Command, err error) error {
	err = plainFlagError(err)
	m := unknownFlag.Get().FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	var names []string
	c.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	if s := slash.Nearest(m[1], names); s != "" {
		return fmt.Errorf("%w (did you mean --%s?)", err, s)
	}
	return err
}

// argCount is cobra's wording of a wrong number of arguments.
var argCount = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:accepts at most|requires at least|accepts|accepts between) (\d+)(?: and (\d+))? arg\(s\), (?:only )?received (\d+)$`)
}}

// plainArgsError says in words what c takes when it got the wrong
// arguments, with its usage line.
func plainArgsError(c *cobra.Command, err error) error {
	s := err.Error()
	name := strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" ") // after "troupe: "
	switch {
	case argCount.Get().MatchString(s):
		m := argCount.Get().FindStringSubmatch(s)
		word := "arguments"
		if m[3] == "1" {
			word = "argument"
		}
		return fmt.Errorf("%s got %s %s (usage: %s)", name, m[3], word, c.UseLine())
	case strings.HasPrefix(s, "unknown command "):
		return fmt.Errorf("%s takes no arguments, got %q (usage: %s)", name, strings.SplitN(s, `"`, 3)[1], c.UseLine())
	}
	return fmt.Errorf("%s: %w (usage: %s)", name, err, c.UseLine())
}
