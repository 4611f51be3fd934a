package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// `troupe tools run` builds its commands with the session's one
// constructor: the variables sandbox.env lets through reach the command,
// and tools.secret_env keeps its names out even when allowed (the
// command ran with the secret when tools run assembled its own options).
func TestToolsRunCommandEnvironmentFollowsConfig(t *testing.T) {
	ws, cfgHome := t.TempDir(), t.TempDir()
	if err := os.MkdirAll(filepath.Join(cfgHome, "troupe"), 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := "sandbox:\n  env: [TROUPE_TEST_*]\ntools:\n  secret_env: [TROUPE_TEST_TOKEN]\n"
	if err := os.WriteFile(filepath.Join(cfgHome, "troupe", "config.yaml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	calls := `[{"name":"bash","arguments":{"command":"echo \"allowed=$TROUPE_TEST_PLAIN secret=$TROUPE_TEST_TOKEN\""}}]`
	cmd := exec.Command(binary, "tools", "run", "--approval", "auto", "-C", ws, calls)
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+cfgHome,
		"TROUPE_TEST_PLAIN=visible", "TROUPE_TEST_TOKEN=s3cr3t-value")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tools run: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "allowed=visible secret=\n") && !strings.Contains(string(out), "allowed=visible secret=\r\n") {
		t.Errorf("want the allowed variable and not the secret:\n%s", out)
	}
	if strings.Contains(string(out), "s3cr3t-value") {
		t.Errorf("the secret reached the command:\n%s", out)
	}
}
