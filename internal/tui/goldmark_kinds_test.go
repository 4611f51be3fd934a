package tui

import (
	"testing"

	emojiast "github.com/yuin/goldmark-emoji/ast"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// TestGoldmarkNodeKindsAsBefore: third_party/goldmark's ast package numbers
// its node kinds with constants instead of NewNodeKind calls at init (issue
// 23); the extension and emoji packages still call NewNodeKind, after it.
// The wants were printed by the tree before that change. Renderers are
// registered by kind, so a kind renumbered or renamed would render a node
// with another node's renderer.
func TestGoldmarkNodeKindsAsBefore(t *testing.T) {
	for _, tc := range []struct {
		kind ast.NodeKind
		n    int
		name string
	}{
		{ast.KindDocument, 1, "Document"}, {ast.KindTextBlock, 2, "TextBlock"}, {ast.KindHTMLBlock, 11, "HTMLBlock"},
		{ast.KindText, 12, "Text"}, {ast.KindLink, 16, "Link"}, {ast.KindRawHTML, 19, "RawHTML"},
		{emojiast.KindEmoji, 20, "Emoji"}, {east.KindDefinitionList, 21, "DefinitionList"},
		{east.KindFootnoteList, 27, "FootnoteList"}, {east.KindStrikethrough, 28, "Strikethrough"},
		{east.KindTable, 29, "Table"}, {east.KindTaskCheckBox, 33, "TaskCheckBox"},
	} {
		if int(tc.kind) != tc.n || tc.kind.String() != tc.name {
			t.Errorf("kind %d %q, want %d %q", int(tc.kind), tc.kind.String(), tc.n, tc.name)
		}
	}
}
