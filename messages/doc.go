// Package messages is the protocol troupe's actors speak over the bus: the
// conversation data types, the commands, events and results exchanged between
// levels, the JSON envelope with its NATS headers, and the subject names.
//
// It is a leaf package: it imports only the standard library, never anything
// else of this module. Every value here is plain data, safe to copy and to
// send between goroutines; nothing in the package holds state.
package messages
