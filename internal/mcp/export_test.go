package mcp

import sdk "github.com/modelcontextprotocol/go-sdk/mcp"

// PidOf is the process id of a started stdio transport (0 for others).
func PidOf(t sdk.Transport) int {
	if st, ok := t.(*stdioTransport); ok && st.cmd.Process != nil {
		return st.cmd.Process.Pid
	}
	return 0
}
