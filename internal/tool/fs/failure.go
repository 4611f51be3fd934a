package fs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"

	"troupe/internal/fileread"
	"troupe/internal/tool"
	"troupe/messages"
)

// failure is an error the model should see: it becomes a tool.Result with
// IsError set instead of a Go error.
type failure struct {
	kind messages.Kind
	msg  string
}

func (f *failure) Error() string { return f.msg }

// fail returns a model-facing error of the given kind.
func fail(kind messages.Kind, format string, args ...any) error {
	return &failure{kind: kind, msg: fmt.Sprintf(format, args...)}
}

// invalid returns a model-facing error for arguments the model got wrong.
func invalid(format string, args ...any) error {
	return fail(messages.KindInvalidInput, format, args...)
}

// runFunc is the body of a tool: it returns the text the model sees, or an
// error that is a *failure for the model's mistakes and anything else for
// infrastructure failures. env.Workspace is never nil.
type runFunc func(ctx context.Context, env tool.Env, args json.RawMessage) (string, error)

// newTool wraps fn in a tool.Func that turns failures and context errors
// into error results.
func newTool(spec tool.Spec, fn runFunc) tool.Func {
	return newResultTool(spec, func(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
		text, err := fn(ctx, env, args)
		return tool.Result{Content: text}, err
	})
}

// newResultTool is newTool for a tool whose result is more than text.
func newResultTool(spec tool.Spec, fn func(context.Context, tool.Env, json.RawMessage) (tool.Result, error)) tool.Func {
	return tool.Func{S: spec, Fn: func(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
		if env.Workspace == nil {
			return tool.Result{}, fmt.Errorf("%s: %w", spec.Name, ErrNoWorkspace)
		}
		res, err := fn(ctx, env, args)
		if err == nil {
			return res, nil
		}
		var f *failure
		switch {
		case errors.As(err, &f):
			return tool.Result{Content: f.msg, IsError: true, Kind: f.kind}, nil
		case errors.Is(err, context.Canceled):
			return tool.Errorf(messages.KindCanceled, "%s was canceled", spec.Name), nil
		case errors.Is(err, context.DeadlineExceeded):
			return tool.Errorf(messages.KindTimeout, "%s ran out of time", spec.Name), nil
		}
		return tool.Result{}, fmt.Errorf("%s: %w", spec.Name, err)
	}}
}

// ErrNoWorkspace is returned by Run when the tool.Env has no workspace.
var ErrNoWorkspace = errors.New("fs: env has no workspace")

// resolve maps a model-given path into the workspace and returns the
// absolute path and the path to show the model (relative to the root).
func resolve(ws *tool.Workspace, p string) (abs, shown string, err error) {
	abs, err = ws.Resolve(p)
	switch {
	case errors.Is(err, tool.ErrOutsideWorkspace):
		return "", "", fail(messages.KindPermissionDenied,
			"%s is outside the workspace %s; only paths inside it can be accessed", p, ws.Root())
	case err != nil:
		return "", "", fail(messages.KindInvalidInput, "cannot resolve path %s: %v", p, err)
	}
	return abs, ws.Rel(abs), nil
}

// fileError turns an error from a file operation on the path shown into a
// model-facing failure.
func fileError(shown string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return invalid("%s does not exist", shown)
	case errors.Is(err, fs.ErrPermission):
		return fail(messages.KindPermissionDenied, "%s: permission denied", shown)
	case errors.Is(err, fileread.ErrNotRegular):
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return invalid("%s: %v", shown, err)
	}
	return fail(messages.KindToolFailed, "%s: %v", shown, err)
}
