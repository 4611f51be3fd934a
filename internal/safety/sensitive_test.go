package safety_test

import (
	"testing"

	"troupe/internal/safety"
)

func TestSensitivePath(t *testing.T) {
	tests := []struct {
		path string
		want bool
	}{
		{"/home/u/proj/.env", true},
		{"/home/u/proj/.env.local", true},
		{"/home/u/proj/.env.production", true},
		{"/home/u/proj/config/.ENV", true},
		{"/home/u/proj/.envrc", true},
		{"/home/u/proj/.env.example", false},
		{"/home/u/proj/.env.sample", false},
		{"/home/u/proj/env.go", false},
		{"/home/u/.ssh/id_rsa", true},
		{"/home/u/.ssh/config", true},
		{"/home/u/.ssh/known_hosts", true},
		{"/home/u/.ssh", true},
		{"/home/u/proj/deploy/id_ed25519", true},
		{"/home/u/proj/deploy/id_rsa.pub", false},
		{"/home/u/proj/certs/server.pem", true},
		{"/home/u/proj/certs/server.key", true},
		{"/home/u/proj/keystore.jks", true},
		{"/home/u/proj/cert.p12", true},
		{"/home/u/proj/terraform.tfstate", true},
		{"/home/u/proj/keys.go", false},
		{"/home/u/.aws/credentials", true},
		{"/home/u/.aws/config", true},
		{"/home/u/.pgpass", true},
		{"/home/u/.codex/auth.json", true},
		{"/home/u/.claude/.credentials.json", true},
		{"/home/u/.claude/settings.json", false},
		{"/home/u/.bash_history", true},
		{"/home/u/.local/share/fish/fish_history", true},
		{"/home/u/.cargo/credentials.toml", true},
		{"/home/u/.cargo/config.toml", false},
		{"/etc/gshadow", true},
		{"/etc/ssh/ssh_host_ed25519_key", true},
		{"/etc/ssh/ssh_host_ed25519_key.pub", false},
		{"/home/u/.netrc", true},
		{"/srv/app/.netrc", true},
		{"/home/u/.npmrc", true},
		{"/home/u/proj/.npmrc", false},
		{"/home/u/.docker/config.json", true},
		{"/home/u/.kube/config", true},
		{"/home/u/.config/gh/hosts.yml", true},
		{"/home/u/.git-credentials", true},
		{"/home/u/.gnupg/private-keys-v1.d/x.key", true},
		{"/home/u/proj/gcp/service-account-prod.json", true},
		{"/home/u/proj/package.json", false},
		{"/etc/shadow", true},
		{"/etc/passwd", false},
		{"/home/u/proj/README.md", false},
		{"/home/u/.bashrc", false},
		{"/home/u/proj/../.ssh/id_rsa", true},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			got, what := safety.SensitivePath(tc.path, "/home/u")
			if got != tc.want {
				t.Errorf("SensitivePath(%q) = %v (%q), want %v", tc.path, got, what, tc.want)
			}
			if got && what == "" {
				t.Errorf("SensitivePath(%q) gives no description", tc.path)
			}
		})
	}
}

func TestSensitivePathWithoutHome(t *testing.T) {
	if ok, _ := safety.SensitivePath("/x/.ssh/config", ""); ok {
		t.Error("~/.ssh rules applied without a home")
	}
	if ok, _ := safety.SensitivePath("/x/.env", ""); !ok {
		t.Error(".env not sensitive without a home")
	}
}
