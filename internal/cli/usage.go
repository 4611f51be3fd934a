package cli

import (
	"errors"
	"regexp"

	"github.com/spf13/cobra"
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
var goParseErr = regexp.MustCompile(`: (strconv\.Parse(Int|Uint|Float|Bool)|time): (parsing "[^"]*": )?(invalid syntax|value out of range|invalid duration "[^"]*"|.*)$`)

// plainFlagError rewrites a flag error that ends in a Go parser's message
// ("strconv.ParseInt: parsing \"abc\": invalid syntax") in words.
func plainFlagError(err error) error {
	m := goParseErr.FindStringSubmatchIndex(err.Error())
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
