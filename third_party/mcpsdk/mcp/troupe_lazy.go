// Copyright 2025 The Go MCP SDK Authors. All rights reserved.
// Use of this source code is governed by the license
// that can be found in the LICENSE file.

// troupe: this file is not upstream's. It holds the helper that builds the
// package-level values upstream built at package init on first use instead
// (issue 23, start cost); see README.troupe.md.

package mcp

import "sync"

// onceValue is a value built by build on the first get. Its zero sync.Once
// and a func literal are laid out by the linker: declaring one runs no
// init code.
type onceValue[T any] struct {
	once  sync.Once
	v     T
	build func() T
}

func (o *onceValue[T]) get() T {
	o.once.Do(func() { o.v = o.build() })
	return o.v
}
