// Package protoactor Proto Actor - Ultra fast distributed actors for Go, C# and Java/Kotlin http://proto.actor
package protoactor
