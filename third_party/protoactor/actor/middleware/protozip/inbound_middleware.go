package protozip
