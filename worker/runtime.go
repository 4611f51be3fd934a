package worker

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"troupe/internal/config"
	"troupe/supervisor"
)

// StartRuntime starts the one runtime a worker process runs all its tasks
// on (supervisor.Runtime: one in-process bus and connection, one actor
// system, one sandbox pool), under cacheDir; the caller closes it after Run
// returns. Each task is then a subtree of it, stopped when the task ends.
func StartRuntime(ctx context.Context, cfg config.Config, cacheDir string, getenv func(string) string, log *slog.Logger) (*supervisor.Runtime, error) {
	dir := filepath.Join(cacheDir, "runtime")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("worker: runtime: %w", err)
	}
	return supervisor.StartRuntime(ctx, supervisor.RuntimeOptions{Config: cfg, DataDir: dir, Logger: log, Getenv: getenv})
}
