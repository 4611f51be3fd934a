module github.com/invopop/jsonschema

go 1.24

require (
	github.com/pb33f/ordered-map/v2 v2.3.1
	github.com/stretchr/testify v1.11.1
)

require (
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/buger/jsonparser v1.1.2 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	go.yaml.in/yaml/v4 v4.0.0-rc.2 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
