package jsonschema

import (
	"reflect"
)

func (r *Reflector) lookupComment(t reflect.Type, name string) string {
	if r.LookupComment != nil {
		if comment := r.LookupComment(t, name); comment != "" {
			return comment
		}
	}

	if r.CommentMap == nil {
		return ""
	}

	n := fullyQualifiedTypeName(t)
	if name != "" {
		n = n + "." + name
	}

	return r.CommentMap[n]
}
