package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"troupe/internal/tokens"
)

func newTokensCmd(stdio *IO) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tokens",
		Short: "Count tokens the way troupe does",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newTokensCountCmd(stdio))
	return cmd
}

func newTokensCountCmd(stdio *IO) *cobra.Command {
	var model, encoding string
	cmd := &cobra.Command{
		Use:   "count [--model M | --encoding E] [FILE | -]",
		Short: "Print the token count of a file or of standard input",
		Long: `Print the number of tokens FILE (or standard input, without FILE or with
"-") encodes to, as a bare number on standard output.

--encoding names the byte-pair encoding: o200k_base (the default; GPT-4o,
GPT-4.1, GPT-5, o-series) or cl100k_base (GPT-4, GPT-3.5). --model picks the
encoding troupe uses for that model, with or without a provider prefix
(openai/gpt-4o, gpt-4-turbo). For models whose own tokenizer is not available
offline (Claude, Llama, Qwen, Gemini, ...) the count uses the closest known
encoding and is an estimate; a note on standard error says so.`,
		Example: `  troupe tokens count README.md
  git diff | troupe tokens count --model gpt-4.1
  troupe tokens count --encoding cl100k_base - < prompt.txt`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if model != "" && encoding != "" {
				return usageError("give --model or --encoding, not both")
			}
			enc, note, err := countEncoding(model, encoding)
			if err != nil {
				return err
			}
			var in io.Reader = stdio.In
			if len(args) == 1 && args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return err
				}
				defer f.Close()
				in = f
			}
			n, err := tokens.CountReader(tokens.NewCounter(), enc, in)
			if err != nil {
				return err
			}
			if note != "" {
				fmt.Fprintln(stdio.Err, note)
			}
			fmt.Fprintln(stdio.Out, n)
			return nil
		},
	}
	cmd.Flags().StringVar(&model, "model", "", "count with the encoding of `MODEL`")
	cmd.Flags().StringVar(&encoding, "encoding", "", "count with `ENCODING`: o200k_base (default) or cl100k_base")
	return cmd
}

// countEncoding resolves --model or --encoding; note is set when the
// encoding only stands in for the model's own tokenizer.
func countEncoding(model, encoding string) (enc tokens.Encoding, note string, err error) {
	switch {
	case model != "":
		c, err := tokens.ChooseEncoding(model)
		if err != nil {
			return "", "", usageError("--model: %v", err)
		}
		if c.Approximate {
			note = fmt.Sprintf("note: %s's tokenizer is not available offline; counted with %s, an estimate", model, c.Encoding)
		}
		return c.Encoding, note, nil
	case encoding != "":
		enc, err := tokens.ParseEncoding(encoding)
		if err != nil {
			return "", "", usageError("--encoding: %v", err)
		}
		return enc, "", nil
	}
	return tokens.O200KBase, "", nil
}
