package main

import (
	"context"
	"errors"
	"os"
	"sync"

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/exporter"
	"go.opentelemetry.io/collector/exporter/exporterhelper"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/pmetric"
	"go.opentelemetry.io/collector/pdata/ptrace"
)

// config is the jsonfile exporter's configuration.
type config struct {
	Path string `mapstructure:"path"`
}

func (c *config) Validate() error {
	if c.Path == "" {
		return errors.New("jsonfile: path is required")
	}
	return nil
}

// file is one output file, shared by the exporters of every signal that
// name it; writes are serialised.
type file struct {
	mu sync.Mutex
	f  *os.File
}

func (f *file) write(b []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	_, err := f.f.Write(append(b, '\n'))
	return err
}

// files is the exporter's open files by path; the collector builds one
// exporter per signal and pipeline.
type files struct {
	mu sync.Mutex
	by map[string]*file
}

func (fs *files) open(path string) (*file, error) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if f, ok := fs.by[path]; ok {
		return f, nil
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, err
	}
	out := &file{f: f}
	fs.by[path] = out
	return out, nil
}

func newFactory() exporter.Factory {
	fs := &files{by: map[string]*file{}}
	return exporter.NewFactory(component.MustNewType("jsonfile"), func() component.Config { return &config{} },
		exporter.WithTraces(func(ctx context.Context, set exporter.Settings, c component.Config) (exporter.Traces, error) {
			f, err := fs.open(c.(*config).Path)
			if err != nil {
				return nil, err
			}
			m := &ptrace.JSONMarshaler{}
			return exporterhelper.NewTraces(ctx, set, c, func(_ context.Context, td ptrace.Traces) error {
				b, err := m.MarshalTraces(td)
				if err != nil {
					return err
				}
				return f.write(b)
			})
		}, component.StabilityLevelDevelopment),
		exporter.WithMetrics(func(ctx context.Context, set exporter.Settings, c component.Config) (exporter.Metrics, error) {
			f, err := fs.open(c.(*config).Path)
			if err != nil {
				return nil, err
			}
			m := &pmetric.JSONMarshaler{}
			return exporterhelper.NewMetrics(ctx, set, c, func(_ context.Context, md pmetric.Metrics) error {
				b, err := m.MarshalMetrics(md)
				if err != nil {
					return err
				}
				return f.write(b)
			})
		}, component.StabilityLevelDevelopment),
		exporter.WithLogs(func(ctx context.Context, set exporter.Settings, c component.Config) (exporter.Logs, error) {
			f, err := fs.open(c.(*config).Path)
			if err != nil {
				return nil, err
			}
			m := &plog.JSONMarshaler{}
			return exporterhelper.NewLogs(ctx, set, c, func(_ context.Context, ld plog.Logs) error {
				b, err := m.MarshalLogs(ld)
				if err != nil {
					return err
				}
				return f.write(b)
			})
		}, component.StabilityLevelDevelopment),
	)
}
