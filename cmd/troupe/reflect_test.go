package main

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoMethodLookupByName: a reachable call that looks a method up by a
// name known only at run time (reflect.Value.MethodByName with a variable,
// reflect.Type.Method(i), text/template's field evaluation) makes the
// linker keep every exported method of every type in the binary, and with
// them their code, types and itabs: troupe was 80 MB with one and 71 MB
// without, and `troupe --version` ~3 MiB more resident (issue 23). The
// linker marks such functions <ReflectMethod> in its dependency dump.
// internal/template is text/template without method calls for that
// reason; third_party/protobuf and third_party/glamour carry one edit each.
func TestNoMethodLookupByName(t *testing.T) {
	if testing.Short() {
		t.Skip("links troupe")
	}
	cmd := exec.Command("go", "build", "-ldflags=-dumpdep", "-o", os.DevNull, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	edges, marked := 0, map[string]bool{}
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.Contains(line, " -> ") {
			edges++
		}
		if before, _, ok := strings.Cut(line, " <ReflectMethod>"); ok {
			f := strings.Split(before, " -> ")
			marked[f[len(f)-1]] = true
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("go build -ldflags=-dumpdep: %v", err)
	}
	if edges < 10000 {
		t.Fatalf("the linker's dump has %d edges: this test checks nothing", edges)
	}
	for f := range marked {
		t.Errorf("%s looks methods up by name: the linker keeps every exported method (find who reaches it: go build -ldflags=-dumpdep ./cmd/troupe 2>&1 | grep -- '-> %s')", f, f)
	}
}
