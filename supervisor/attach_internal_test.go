package supervisor

import "testing"

// The words a prompt names images with, as people type them and terminals
// paste a dropped file.
func TestImagePathWords(t *testing.T) {
	for _, tc := range []struct {
		text     string
		path     string
		explicit bool
	}{
		{"see @shot.png", "shot.png", true},
		{"see @shot.png.", "shot.png", true},
		{"see @dir/a b.png", "", false}, // a space ends the word: "b.png" is prose
		{`see '/tmp/My Shot.png'`, "/tmp/My Shot.png", false},
		{`see "/tmp/My Shot.PNG"`, "/tmp/My Shot.PNG", false},
		{`see /tmp/My\ Shot.jpeg`, "/tmp/My Shot.jpeg", false},
		{"see file:///tmp/My%20Shot.webp", "/tmp/My Shot.webp", false},
		{"see logo@2x.png", "", false},
		{"see shot.png", "", false}, // a bare relative name is prose
		{"see @notes.txt", "", false},
	} {
		var path string
		var explicit bool
		for _, tok := range splitTokens(tc.text) {
			if p, e := imagePath(tok.word); p != "" {
				path, explicit = p, e
			}
		}
		if path != tc.path || explicit != tc.explicit {
			t.Errorf("%q: path %q explicit %v, want %q %v", tc.text, path, explicit, tc.path, tc.explicit)
		}
	}
	// The words put back together give the text again.
	const text = "a  'b c.png'\t@d.gif, /e\\ f.jpg\n"
	var back string
	for _, tok := range splitTokens(text) {
		back += tok.raw
	}
	if back != text {
		t.Errorf("round trip %q, want %q", back, text)
	}
}
