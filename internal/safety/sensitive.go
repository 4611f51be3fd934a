package safety

import (
	"path"
	"strings"
)

// homeSecrets are files and trees below the home directory that hold
// credentials, with what each is.
var homeSecrets = []struct{ rel, what string }{
	{".ssh", "SSH keys and configuration"},
	{".aws/credentials", "AWS credentials"},
	{".aws/sso/cache", "AWS SSO tokens"},
	{".netrc", "netrc credentials"},
	{".npmrc", "npm credentials"},
	{".pypirc", "PyPI credentials"},
	{".git-credentials", "git credentials"},
	{".docker/config.json", "Docker registry credentials"},
	{".kube/config", "Kubernetes credentials"},
	{".config/gh/hosts.yml", "GitHub CLI token"},
	{".config/gcloud", "Google Cloud credentials"},
	{".azure", "Azure credentials"},
	{".gnupg", "GnuPG keys"},
	{".password-store", "pass password store"},
	{".pgpass", "PostgreSQL passwords"},
	{".my.cnf", "MySQL credentials"},
	{".config/troupe/credentials", "troupe credentials"},
	{".cargo/credentials", "Cargo registry token"},
	{".cargo/credentials.toml", "Cargo registry token"},
	{".gem/credentials", "RubyGems credentials"},
	{".terraform.d/credentials.tfrc.json", "Terraform Cloud token"},
}

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
	case abs == "/etc/shadow" || abs == "/etc/gshadow" || abs == "/etc/sudoers" || below(abs, "/etc/sudoers.d"):
		return true, "system password or sudo file"
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
