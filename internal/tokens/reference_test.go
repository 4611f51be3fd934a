package tokens

import (
	"os"
	"testing"

	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// TestMain points tiktoken-go, the reference implementation, at its offline
// loader before any test runs, so nothing is ever downloaded.
func TestMain(m *testing.M) {
	tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader())
	os.Exit(m.Run())
}

// reference returns tiktoken-go's own encoder for enc: the unbounded
// implementation the counts must equal.
func reference(tb testing.TB, enc Encoding) *tiktoken.Tiktoken {
	tb.Helper()
	tk, err := tiktoken.GetEncoding(string(enc))
	if err != nil {
		tb.Fatalf("reference %s: %v", enc, err)
	}
	return tk
}
