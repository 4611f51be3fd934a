// Package vocabhash is the hash function of the token tables that
// internal/genvocab writes and internal/tokens reads. It is fixed (no
// per-process seed) because the table is built once, at generate time, and
// embedded. It is pure and safe for concurrent use.
package vocabhash

// Sum returns the hash of s: FNV-1a, 64-bit, then a final mix so the low
// bits (the table index) depend on every byte.
func Sum(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	h ^= h >> 32
	h *= 0xd6e8feb86659fd93
	h ^= h >> 32
	return h
}
