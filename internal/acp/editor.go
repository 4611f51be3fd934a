package acp

import (
	"context"

	acpsdk "github.com/coder/acp-go-sdk"

	"troupe/internal/tool"
)

// editor is the client as the file tools' editor (tool.Editor): when the
// client offers fs/read_text_file and fs/write_text_file, troupe's file tools
// read the client's buffers (unsaved changes included) and write through
// them, so the editor shows and can undo each change. The workspace decides
// when the client may be used and hands it only names the kernel resolved
// beneath the workspace root (see tool.Workspace.ReadText).
type editor struct {
	s *session
}

// editor returns the session's editor, or nil when the client offers
// neither reads nor writes.
func (s *session) editor() tool.Editor {
	if !s.caps.Fs.ReadTextFile && !s.caps.Fs.WriteTextFile {
		return nil
	}
	return editor{s: s}
}

func (e editor) sessionID() acpsdk.SessionId {
	e.s.mu.Lock()
	defer e.s.mu.Unlock()
	return e.s.id
}

func (e editor) ReadTextFile(ctx context.Context, abs string) (string, error) {
	if !e.s.caps.Fs.ReadTextFile {
		return "", tool.ErrNoEditor
	}
	res, err := e.s.conn.ReadTextFile(ctx, acpsdk.ReadTextFileRequest{SessionId: e.sessionID(), Path: abs})
	if err != nil {
		return "", err
	}
	return res.Content, nil
}

func (e editor) WriteTextFile(ctx context.Context, abs, content string) error {
	if !e.s.caps.Fs.WriteTextFile {
		return tool.ErrNoEditor
	}
	_, err := e.s.conn.WriteTextFile(ctx, acpsdk.WriteTextFileRequest{SessionId: e.sessionID(), Path: abs, Content: content})
	return err
}
