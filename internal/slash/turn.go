package slash

// Turn is what a command asks of the one turn its prompt starts, and of
// no other: a custom command's allowed-tools, Claude Code permission rules
// ("Read", "Bash(git add:*)") pre-approved while the turn runs, and its
// model (an alias such as haiku, a full Claude id, or a troupe model),
// which that turn runs on.
type Turn struct {
	AllowedTools []string
	Model        string
}

// IsZero reports whether t asks nothing of its turn.
func (t Turn) IsZero() bool { return len(t.AllowedTools) == 0 && t.Model == "" }

// TurnLender is a host that can apply a Turn to the next turn: the front
// end calls LendTurn before submitting the prompt and revoke once that
// turn has ended. notes say what could not be applied.
type TurnLender interface {
	LendTurn(t Turn) (revoke func(), notes []string)
}
