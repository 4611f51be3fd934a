// Package configs holds troupe's built-in data files — default configuration,
// prompts, the demo — embedded into the binary. It contains no logic; FS is
// read-only and safe for concurrent use.
package configs

import "embed"

// FS holds every data file of this directory.
//
//go:embed *
var FS embed.FS
