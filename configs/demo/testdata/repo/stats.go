// Package stats computes simple statistics over integer samples.
package stats

// Sum returns the sum of xs.
func Sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}

// Mean returns the arithmetic mean of xs, or 0 for no samples.
func Mean(xs []int) float64 {
	if len(xs) == 0 {
		return 0
	}
	return float64(Sum(xs) / len(xs))
}
