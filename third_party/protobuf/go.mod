module google.golang.org/protobuf

go 1.21

require (
	github.com/golang/protobuf v1.5.0
	github.com/google/go-cmp v0.5.5
)

require golang.org/x/xerrors v0.0.0-20191204190536-9bdfabe68543 // indirect
