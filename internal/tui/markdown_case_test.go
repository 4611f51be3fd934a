package tui

import (
	"reflect"
	"strings"
	"testing"

	"charm.land/glamour/v2"
	"charm.land/glamour/v2/ansi"
	glamourstyles "charm.land/glamour/v2/styles"
)

// TestDarkStyleUsesNoCaseMapping: troupe's glamour copy maps the Upper,
// Lower and Title style attributes and the Title/ToLower/ToTitle template
// helpers with Go's strings and unicode instead of golang.org/x/text/cases
// (whose package init every troupe command paid for), which differs from
// x/text on some non-ASCII text (ß, ligatures, final sigma) and on Title's
// word breaks after digits and dots. The transcript renders with the "dark"
// style; this fails if that style starts to use any of them.
func TestDarkStyleUsesNoCaseMapping(t *testing.T) {
	var walk func(path string, v reflect.Value)
	walk = func(path string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(path, v.Elem())
			}
		case reflect.Struct:
			for i := range v.NumField() {
				f := v.Type().Field(i)
				fv := v.Field(i)
				switch {
				case (f.Name == "Upper" || f.Name == "Lower" || f.Name == "Title") && f.Type == reflect.TypeFor[*bool]():
					if !fv.IsNil() && fv.Elem().Bool() {
						t.Errorf("%s.%s is set", path, f.Name)
					}
				case f.Name == "Format" && fv.Kind() == reflect.String:
					for _, fn := range []string{"Title", "ToLower", "ToTitle"} {
						if strings.Contains(fv.String(), fn) {
							t.Errorf("%s.Format %q uses %s", path, fv.String(), fn)
						}
					}
				default:
					walk(path+"."+f.Name, fv)
				}
			}
		}
	}
	cfg := glamourstyles.DarkStyleConfig()
	walk("dark", reflect.ValueOf(&cfg))
}

// TestGlamourCaseStyles renders a paragraph with the Upper, Lower and Title
// attributes set. The wants are golang.org/x/text/cases' output for English
// (run against x/text v0.43.0, what upstream glamour used): on this text the
// copy's mapping agrees with it.
func TestGlamourCaseStyles(t *testing.T) {
	const in = "hello wORLD, don't o'neil (hi) [there] ÉCOLE élan it’s e-mail"
	on := true
	for _, tc := range []struct {
		name string
		set  func(*ansi.StylePrimitive)
		want string
	}{
		{"upper", func(p *ansi.StylePrimitive) { p.Upper = &on }, "HELLO WORLD, DON'T O'NEIL (HI) [THERE] ÉCOLE ÉLAN IT’S E-MAIL"},
		{"lower", func(p *ansi.StylePrimitive) { p.Lower = &on }, "hello world, don't o'neil (hi) [there] école élan it’s e-mail"},
		{"title", func(p *ansi.StylePrimitive) { p.Title = &on }, "Hello World, Don't O'neil (Hi) [There] École Élan It’s E-Mail"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cfg ansi.StyleConfig
			tc.set(&cfg.Text)
			r, err := glamour.NewTermRenderer(glamour.WithStyles(cfg), glamour.WithWordWrap(0))
			if err != nil {
				t.Fatal(err)
			}
			out, err := r.Render(in)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(out); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}
