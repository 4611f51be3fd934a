package safety

import (
	"path"
	"strings"
)

// homeSecrets are files and trees below the home directory that hold
// credentials (or what was typed: shell histories), with what each is.
// It is the one list of secret paths: the analyzer asks before one is
// read (SensitivePath) and the sandbox hides each of them from commands
// (internal/sandbox takes it from HomeSecrets).
var homeSecrets = []struct{ rel, what string }{
	{".ssh", "SSH keys and configuration"},
	{".aws", "AWS credentials and configuration"},
	{".netrc", "netrc credentials"},
	{".npmrc", "npm credentials"},
	{".yarnrc.yml", "Yarn registry credentials"},
	{".pypirc", "PyPI credentials"},
	{".pip/pip.conf", "pip index credentials"},
	{".config/pip/pip.conf", "pip index credentials"},
	{".git-credentials", "git credentials"},
	{".config/git/credentials", "git credentials"},
	{".docker/config.json", "Docker registry credentials"},
	{".kube", "Kubernetes credentials"},
	{".config/gh", "GitHub CLI token"},
	{".config/hub", "GitHub hub token"},
	{".config/glab-cli", "GitLab CLI token"},
	{".config/gcloud", "Google Cloud credentials"},
	{".azure", "Azure credentials"},
	{".oci", "Oracle Cloud credentials"},
	{".config/doctl", "DigitalOcean token"},
	{".gnupg", "GnuPG keys"},
	{".password-store", "pass password store"},
	{".local/share/keyrings", "desktop keyrings"},
	{".pgpass", "PostgreSQL passwords"},
	{".my.cnf", "MySQL credentials"},
	{".vault-token", "Vault token"},
	{".config/rclone", "rclone remotes and their credentials"},
	{".config/op", "1Password CLI"},
	{".m2/settings.xml", "Maven repository credentials"},
	{".gradle/gradle.properties", "Gradle credentials"},
	{".config/troupe/credentials", "troupe credentials"},
	{".codex/auth.json", "Codex credentials"},
	{".claude/.credentials.json", "Claude Code credentials"},
	{".claude.json", "Claude Code account data"},
	{".config/github-copilot", "GitHub Copilot token"},
	{".cargo/credentials", "Cargo registry token"},
	{".cargo/credentials.toml", "Cargo registry token"},
	{".gem/credentials", "RubyGems credentials"},
	{".terraform.d/credentials.tfrc.json", "Terraform Cloud token"},
	{".terraformrc", "Terraform credentials"},
	{".bash_history", "shell history"},
	{".zsh_history", "shell history"},
	{".zhistory", "shell history"},
	{".histfile", "shell history"},
	{".sh_history", "shell history"},
	{".local/share/fish/fish_history", "shell history"},
	{".config/fish/fish_history", "shell history"},
	{".python_history", "Python history"},
	{".node_repl_history", "Node.js history"},
	{".psql_history", "psql history"},
	{".mysql_history", "MySQL history"},
	{".sqlite_history", "SQLite history"},
	{".rediscli_history", "redis-cli history"},
	{".lesshst", "less history"},
	{".viminfo", "vim history and registers"},
}

// systemSecrets are absolute paths outside home that hold secrets.
var systemSecrets = []string{
	"/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-", "/etc/security/opasswd",
	"/etc/sudoers", "/etc/sudoers.d", "/etc/ssh/ssh_host_rsa_key", "/etc/ssh/ssh_host_ecdsa_key",
	"/etc/ssh/ssh_host_ed25519_key", "/etc/ssh/ssh_host_dsa_key", "/etc/ssl/private",
}

// HomeSecrets returns the home-relative secret paths (the one list the
// sandbox hides and the analyzer asks about).
func HomeSecrets() []string {
	out := make([]string, len(homeSecrets))
	for i, s := range homeSecrets {
		out[i] = s.rel
	}
	return out
}

// SystemSecrets returns the absolute secret paths outside home.
func SystemSecrets() []string { return append([]string(nil), systemSecrets...) }

// SensitivePath reports whether abs (an absolute, clean path) is a file
// that usually holds secrets, and says what it is: .env files, anything in
// ~/.ssh, private keys and certificates (*.pem, *.key, id_rsa...), and
// credential files (~/.aws/credentials, ~/.netrc, ~/.npmrc, ...).
// Layer 4 asks before such a file is read. A project's own .npmrc is not
// counted (it rarely holds a token); the one in home is.
func SensitivePath(abs, home string) (bool, string) {
	abs = path.Clean(abs)
	if home != "" {
		home = path.Clean(home)
		if rel, ok := strings.CutPrefix(abs, home+"/"); ok {
			for _, s := range homeSecrets {
				if rel == s.rel || strings.HasPrefix(rel, s.rel+"/") {
					return true, s.what
				}
			}
		}
	}
	base := path.Base(abs)
	lower := strings.ToLower(base)
	switch {
	case lower == ".env" || lower == ".envrc":
		return true, "environment file"
	case strings.HasPrefix(lower, ".env."):
		switch strings.TrimPrefix(lower, ".env.") {
		case "example", "sample", "template", "dist", "defaults", "schema":
			return false, ""
		}
		return true, "environment file"
	case strings.HasPrefix(lower, "id_rsa") || strings.HasPrefix(lower, "id_dsa") ||
		strings.HasPrefix(lower, "id_ecdsa") || strings.HasPrefix(lower, "id_ed25519"):
		if strings.HasSuffix(lower, ".pub") {
			return false, ""
		}
		return true, "SSH private key"
	case lower == ".netrc" || lower == "_netrc" || lower == ".git-credentials" || lower == ".pgpass":
		return true, "credentials file"
	case isSystemSecret(abs):
		return true, "system password, sudo or host key file"
	}
	switch path.Ext(lower) {
	case ".pem", ".key", ".p12", ".pfx", ".jks", ".keystore", ".ppk", ".kdbx", ".tfstate":
		return true, "key or secret store"
	}
	if lower == "credentials.json" || strings.HasPrefix(lower, "service-account") && strings.HasSuffix(lower, ".json") {
		return true, "cloud credentials"
	}
	return false, ""
}

// isSystemSecret reports whether abs is or is below a system secret.
func isSystemSecret(abs string) bool {
	for _, s := range systemSecrets {
		if abs == s || below(abs, s) {
			return true
		}
	}
	return false
}
