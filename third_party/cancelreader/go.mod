module github.com/muesli/cancelreader

go 1.17

require golang.org/x/sys v0.0.0-20220204135822-1c1b9b1eba6a
