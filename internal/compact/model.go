package compact

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"troupe/internal/lazy"
	"troupe/internal/llm"
	"troupe/messages"
)

// Streamer is the model client a ModelSummarizer calls: the compact slot's.
type Streamer interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
}

// ModelSummarizer summarizes with a model: the system prompt is Prompt (the
// template configs/prompts/compact.md) and the one user message is the
// middle of the conversation, one block per message, each cut to
// MaxMessageChars.
type ModelSummarizer struct {
	Model           Streamer
	ModelName       string // provider model name; empty for the client's default
	Prompt          string
	MaxTokens       int // of the summary; 0 means 2048
	MaxMessageChars int // 0 means DefaultMessageChars
}

// ErrEmptySummary reports a model that answered with no summary.
var ErrEmptySummary = errors.New("compact: model returned an empty summary")

var analysisRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(?s)<analysis>.*?</analysis>`) }}

// Summarize implements Summarizer.
func (s ModelSummarizer) Summarize(ctx context.Context, msgs []messages.Message) (string, error) {
	maxTokens := s.MaxTokens
	if maxTokens == 0 {
		maxTokens = 2048
	}
	req := llm.Request{
		Model:     s.ModelName,
		Workflow:  "compact",
		System:    s.Prompt,
		Messages:  []messages.Message{SummaryRequest(msgs, s.maxChars())},
		MaxTokens: maxTokens,
	}
	stream, err := s.Model.Stream(ctx, req)
	if err != nil {
		return "", fmt.Errorf("compact: summarize: %w", err)
	}
	resp, err := llm.Collect(ctx, stream, nil)
	if err != nil {
		return "", fmt.Errorf("compact: summarize: %w", err)
	}
	return SummaryText(resp.Message.Content)
}

// SummaryRequest is the one user message a summarizer model is sent: the
// messages to summarize rendered by Transcript, each cut to maxChars.
func SummaryRequest(msgs []messages.Message, maxChars int) messages.Message {
	return messages.Message{Role: messages.RoleUser, Content: Transcript(msgs, maxChars)}
}

// SummaryText is the summary in a summarizer model's answer: the answer
// without its <analysis> part, or ErrEmptySummary when nothing is left.
func SummaryText(answer string) (string, error) {
	text := strings.TrimSpace(analysisRE.Get().ReplaceAllString(answer, ""))
	if text == "" {
		return "", ErrEmptySummary
	}
	return text, nil
}

func (s ModelSummarizer) maxChars() int {
	if s.MaxMessageChars > 0 {
		return s.MaxMessageChars
	}
	return DefaultMessageChars
}

// DefaultMessageChars is how much of each message a summarizer sees by
// default.
const DefaultMessageChars = 2000

// Transcript renders messages for a summarizer: a "[role]" or "[tool NAME]"
// line, then the content cut to maxChars characters, then one line per tool
// call.
func Transcript(msgs []messages.Message, maxChars int) string {
	var b strings.Builder
	for _, m := range msgs {
		if m.Role == messages.RoleTool {
			fmt.Fprintf(&b, "[tool %s]\n", m.Name)
		} else {
			fmt.Fprintf(&b, "[%s]\n", m.Role)
		}
		content := m.Content
		if r := []rune(content); len(r) > maxChars {
			content = string(r[:maxChars]) + fmt.Sprintf(" … (%d more characters)", len(r)-maxChars)
		}
		if content != "" {
			b.WriteString(content)
			b.WriteString("\n")
		}
		for _, img := range m.Images {
			b.WriteString(img.StandIn())
			b.WriteString("\n")
		}
		for _, c := range m.ToolCalls {
			fmt.Fprintf(&b, "→ %s %s\n", c.Name, clip(string(c.Arguments), 500))
		}
		b.WriteString("\n")
	}
	return b.String()
}
