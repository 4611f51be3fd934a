module github.com/nats-io/nuid
