package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
	"strings"
)

// profileEnv names the variable that, like --cpuprofile, asks for a CPU
// profile of the whole run.
const profileEnv = "TROUPE_PPROF"

// cpuProfileFlag is the persistent flag that asks for a CPU profile.
const cpuProfileFlag = "cpuprofile"

// profilePath returns where a CPU profile of this run goes, or "" for none:
// the --cpuprofile flag, else $TROUPE_PPROF. The flag is read from args
// before cobra parses them, so the profile covers everything Execute does;
// cobra parses it again only for help and validation.
func profilePath(args []string, getenv func(string) string) string {
	for i, a := range args {
		if a == "--" {
			break
		}
		if v, ok := strings.CutPrefix(a, "--"+cpuProfileFlag+"="); ok {
			return v
		}
		if a == "--"+cpuProfileFlag && i+1 < len(args) {
			return args[i+1]
		}
	}
	return getenv(profileEnv)
}

// startCPUProfile starts profiling the process into path and returns the
// function that stops it and closes the file, reporting where it went.
func startCPUProfile(path string, stdio *IO) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		os.Remove(path)
		return nil, fmt.Errorf("cpu profile %s: %w", path, err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(stdio.Err, "troupe: cpu profile %s: %v\n", path, err)
			return
		}
		fmt.Fprintf(stdio.Err, "troupe: CPU profile written to %s (inspect with: go tool pprof %s)\n", path, path)
	}, nil
}
