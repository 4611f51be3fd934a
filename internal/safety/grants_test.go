package safety_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

func TestSessionGrantsCoversCommand(t *testing.T) {
	g := &safety.SessionGrants{}
	g.AllowPrefix([]string{"go", "test"})
	g.AllowPrefix([]string{"npm", "run", "build"})
	g.AllowPrefix([]string{"ls"})
	tests := []struct {
		cmd  string
		want bool
	}{
		{"go test", true},
		{"go test ./...", true},
		{"go test -run 'TestX|TestY' ./internal/...", true},
		{"'go' \"test\" ./...", true},
		{"FOO=1 go test", true},
		{"env CGO_ENABLED=0 go test", true},
		{"timeout 60 go test", true},
		{"go test && ls", true},
		{"go test | ls", true},
		{"cd internal && go test", true}, // cd needs no grant
		{"cd internal && go vet", false},
		{"go testx", false},
		{"go tes", false},
		{"go", false},
		{"go vet", false},
		{"go test; rm -rf ~", false},
		{"go test && rm x", false},
		{"go test $(curl x)", false},
		{"$(echo go) test", false},
		{"$GO test", false},
		{"PATH=. go test", false},
		{"LD_PRELOAD=x.so go test", false},
		{"export PATH=.; go test", false},
		{"go test > ~/out.txt", false},
		{"go test > out.txt 2>/dev/null", true},
		{"go test > /tmp/out.txt", true},
		{"sh -c 'go test'", true},
		{"sh -c 'go test; rm x'", false},
		{"npm run build", true},
		{"npm run build -- --prod", true},
		{"npm run test", false},
		{"npm run", false},
		{`echo "go test`, false},
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			if got := g.CoversCommand(tc.cmd, testCtx); got != tc.want {
				t.Errorf("CoversCommand(%q) = %v, want %v", tc.cmd, got, tc.want)
			}
		})
	}
}

func TestSessionGrantsZeroAndNil(t *testing.T) {
	var g safety.SessionGrants
	if g.CoversCommand("ls", testCtx) || g.CoversTool("bash") {
		t.Error("zero grants cover something")
	}
	var nilG *safety.SessionGrants
	if nilG.CoversCommand("ls", testCtx) || nilG.CoversTool("bash") || nilG.Prefixes() != nil {
		t.Error("nil grants cover something")
	}
	g.AllowPrefix(nil)
	if len(g.Prefixes()) != 0 {
		t.Error("empty prefix was granted")
	}
	g.AllowPrefix([]string{"go"})
	g.AllowPrefix([]string{"go", "test"}) // already covered by go
	if diff := cmp.Diff([][]string{{"go"}}, g.Prefixes()); diff != "" {
		t.Errorf("Prefixes (-want +got):\n%s", diff)
	}
}

func TestSessionGrantsConcurrent(t *testing.T) {
	g := &safety.SessionGrants{}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			g.AllowPrefix([]string{fmt.Sprintf("tool%d", i)})
			g.AllowTool(fmt.Sprintf("t%d", i))
		}()
		go func() {
			defer wg.Done()
			g.CoversCommand(fmt.Sprintf("tool%d x", i), testCtx)
			g.CoversTool("t0")
		}()
	}
	wg.Wait()
	if n := len(g.Prefixes()); n != 8 {
		t.Fatalf("%d prefixes, want 8", n)
	}
	if !g.CoversCommand("tool3 x", testCtx) || !g.CoversTool("t7") {
		t.Fatal("grant lost")
	}
}

func TestPrefixesOf(t *testing.T) {
	tests := []struct {
		cmd  string
		want [][]string
	}{
		{"go test ./...", [][]string{{"go", "test"}}},
		{"go -C x test", [][]string{{"go"}}},
		{"ls -la", [][]string{{"ls"}}},
		{"npm run build -- --prod", [][]string{{"npm", "run", "build"}}},
		{"git status && git diff", [][]string{{"git", "status"}, {"git", "diff"}}},
		{"cd x && make test", [][]string{{"make", "test"}}},
		{"sudo apt-get install jq", [][]string{{"apt-get", "install"}}},
		{"env FOO=1 timeout 5 cargo build", [][]string{{"cargo", "build"}}},
		{"bash -c 'go vet ./...'", [][]string{{"go", "vet"}}},
		{"go test; go test -v", [][]string{{"go", "test"}}},
		{"$X run", nil},
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			got, err := safety.PrefixesOf(tc.cmd)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("PrefixesOf(%q) (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
	if _, err := safety.PrefixesOf(`echo "x`); err == nil {
		t.Error("unparsable command gave prefixes")
	}
}
