package supervisor

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"time"
)

// ClipboardWord in a prompt attaches the image on the system clipboard
// (the TUI types it on Ctrl+V): the person's own request, read by the
// person's own process — a prompt from a controller on the bus never goes
// through Attach.
const ClipboardWord = "@clipboard"

// clipboardReaders are the programs that print the clipboard's image as
// PNG, tried in order: Wayland, X11, macOS.
var clipboardReaders = [][]string{
	{"wl-paste", "--no-newline", "--type", "image/png"},
	{"xclip", "-selection", "clipboard", "-t", "image/png", "-o"},
	{"pngpaste", "-"},
}

// clipboardTimeout bounds one clipboard read.
const clipboardTimeout = 5 * time.Second

// readClipboardImage returns the clipboard's image, or an error saying
// why there is none.
func readClipboardImage(ctx context.Context) ([]byte, error) {
	tried := false
	var last error
	for _, argv := range clipboardReaders {
		path, err := exec.LookPath(argv[0])
		if err != nil {
			continue
		}
		tried = true
		ctx, cancel := context.WithTimeout(ctx, clipboardTimeout)
		var out, errb bytes.Buffer
		cmd := exec.CommandContext(ctx, path, argv[1:]...)
		cmd.Stdout, cmd.Stderr = &out, &errb
		err = cmd.Run()
		cancel()
		if err == nil && out.Len() > 0 {
			return out.Bytes(), nil
		}
		last = fmt.Errorf("%s: %v %s", argv[0], err, bytes.TrimSpace(errb.Bytes()))
	}
	if !tried {
		return nil, fmt.Errorf("no clipboard reader found (install wl-clipboard, xclip or pngpaste), or drop the image file instead")
	}
	return nil, fmt.Errorf("no image on the clipboard (%v)", last)
}
