package fs

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/imagefile"
	"troupe/internal/tool"
)

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// read_file on a picture returns the picture, kept in the session's image
// store; a damaged one, one outside the workspace (also through a
// symlink) and one an agent without a store reads are refused clearly.
func TestReadFileImage(t *testing.T) {
	good := pngBytes(t, 40, 30)
	outside := filepath.Join(t.TempDir(), "secret.png")
	if err := os.WriteFile(outside, good, 0o644); err != nil {
		t.Fatal(err)
	}
	ws := newWorkspace(t, map[string]string{"shot.png": string(good), "broken.png": string(good[:len(good)/2])})
	if err := os.Symlink(outside, filepath.Join(ws.Root(), "link.png")); err != nil {
		t.Fatal(err)
	}
	store := imagefile.NewStore(filepath.Join(t.TempDir(), "images"))
	env := tool.Env{Workspace: ws, Images: store}
	run := func(env tool.Env, path string) tool.Result {
		t.Helper()
		args, _ := json.Marshal(map[string]string{"file_path": path})
		res, err := ReadFile().Run(context.Background(), env, args)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := run(env, "shot.png")
	if res.IsError || len(res.Images) != 1 {
		t.Fatalf("read_file shot.png = %+v", res)
	}
	img := res.Images[0]
	if img.Width != 40 || img.Height != 30 || img.MediaType != imagefile.PNG || img.Name != "shot.png" {
		t.Errorf("image = %+v", img)
	}
	if data, err := store.Load(img.Ref); err != nil || !bytes.Equal(data, good) {
		t.Errorf("stored bytes differ (%v)", err)
	}
	if !strings.Contains(res.Content, "40x30") {
		t.Errorf("content = %q", res.Content)
	}
	for _, tc := range []struct {
		env  tool.Env
		path string
		want string
	}{
		{env, "broken.png", "corrupt"},
		{env, outside, "outside"},
		{env, "link.png", "outside"},
		{tool.Env{Workspace: ws}, "shot.png", "cannot take images"},
	} {
		res := run(tc.env, tc.path)
		if !res.IsError || len(res.Images) != 0 || !strings.Contains(res.Content, tc.want) {
			t.Errorf("read_file %s = %+v, want an error saying %q", tc.path, res, tc.want)
		}
	}
}
