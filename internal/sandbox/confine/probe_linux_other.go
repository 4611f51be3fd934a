//go:build linux && !amd64

package confine

// i386Socket: there is no i386 ABI to try here.
func i386Socket() error { return errNotApplies }

// x32Socket: there is no x32 ABI to try here.
func x32Socket() error { return errNotApplies }
