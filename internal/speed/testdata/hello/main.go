// Command hello is the baseline of internal/speed's start benchmarks: the
// smallest Go program, built in the same run as the binary it is set
// against.
package main

import "os"

func main() { _, _ = os.Stdout.WriteString("hello\n") }
