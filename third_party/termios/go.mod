module github.com/charmbracelet/x/termios

go 1.18

require golang.org/x/sys v0.29.0
