package cli

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"

	"troupe/internal/config"
	"troupe/internal/lazy"
	"troupe/internal/slash"
)

// unknownField is how the YAML decoder reports a key no field takes.
var unknownField = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`field (\S+) not found in type config\.(\w+)`) }}

// explainConfigError rewrites the decoder's "field X not found in type
// config.T" into the key's name and the nearest valid key.
func explainConfigError(err error) error {
	if err == nil || !unknownField.Get().MatchString(err.Error()) {
		return err
	}
	types := map[string]reflect.Type{}
	collectTypes(reflect.TypeOf(config.Config{}), types)
	msg := unknownField.Get().ReplaceAllStringFunc(err.Error(), func(s string) string {
		m := unknownField.Get().FindStringSubmatch(s)
		key, typ := m[1], types[m[2]]
		out := fmt.Sprintf("unknown key %q", key)
		if typ == nil {
			return out
		}
		keys := yamlKeys(typ)
		if n := slash.Nearest(key, keys); n != "" {
			return out + fmt.Sprintf(" (did you mean %q?)", n)
		}
		return out + " (valid keys: " + strings.Join(keys, ", ") + ")"
	})
	return &configKeyError{msg: msg, err: err}
}

// configKeyError is a config error with its unknown keys explained; it
// unwraps to the decoder's error.
type configKeyError struct {
	msg string
	err error
}

func (e *configKeyError) Error() string { return e.msg }
func (e *configKeyError) Unwrap() error { return e.err }

func collectTypes(t reflect.Type, out map[string]reflect.Type) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || out[t.Name()] != nil {
		return
	}
	out[t.Name()] = t
	for i := 0; i < t.NumField(); i++ {
		collectTypes(t.Field(i).Type, out)
	}
}

func yamlKeys(t reflect.Type) []string {
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		keys = append(keys, name)
	}
	return keys
}
