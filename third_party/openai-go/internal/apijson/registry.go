package apijson

import (
	"reflect"
	"sync"

	"github.com/tidwall/gjson"
)

type UnionVariant struct {
	TypeFilter         gjson.Type
	DiscriminatorValue any
	Type               reflect.Type
}

var unionRegistry = map[reflect.Type]unionEntry{}
var unionVariants = map[reflect.Type]any{}

type unionEntry struct {
	discriminatorKey string
	variants         []UnionVariant
}

func Discriminator[T any](value any) UnionVariant {
	var zero T
	return UnionVariant{
		TypeFilter:         gjson.JSON,
		DiscriminatorValue: value,
		Type:               reflect.TypeOf(zero),
	}
}

func RegisterUnion[T any](discriminator string, variants ...UnionVariant) {
	typ := reflect.TypeOf((*T)(nil)).Elem()
	unionRegistry[typ] = unionEntry{
		discriminatorKey: discriminator,
		variants:         variants,
	}
	for _, variant := range variants {
		unionVariants[variant.Type] = typ
	}
}

// Useful to wrap a union type to force it to use [apijson.UnmarshalJSON] since you cannot define an
// UnmarshalJSON function on the interface itself.
type UnionUnmarshaler[T any] struct {
	Value T
}

func (c *UnionUnmarshaler[T]) UnmarshalJSON(buf []byte) error {
	return UnmarshalRoot(buf, &c.Value)
}

// Lazy and ensureRegistered are troupe's (issue 23): each package's
// registrations (upstream's init funcs) are handed over at package init and
// run once, in that order, before the registries above are first read.
var (
	lazyRegistrars []func()
	lazyOnce       sync.Once
	lazyDone       bool
)

// Lazy hands over a package's registrations; it is called from package init
// only. After the registries were first read, they run at once.
func Lazy(register func()) {
	if lazyDone {
		register()
		return
	}
	lazyRegistrars = append(lazyRegistrars, register)
}

func ensureRegistered() {
	lazyOnce.Do(func() {
		for _, register := range lazyRegistrars {
			register()
		}
		lazyDone = true
	})
}
