//go:build !linux

package sandbox

import (
	"os"
	"os/exec"

	"troupe/internal/sandbox/cgroup"
	"troupe/internal/sandbox/confine"
)

// warmKey and warm are never made where there are no warm helpers.
type (
	warmKey struct {
		id      string
		grouped bool
		limits  cgroup.Limits
	}
	warm struct {
		cmd   *exec.Cmd
		conn  *os.File
		group *cgroup.Group
	}
)

// handoverFor says every command starts cold.
func handoverFor(Policy, Spec, Support) (warmKey, handover, bool, error) {
	return warmKey{}, handover{}, false, nil
}

func startHelper(warmKey, *cgroup.Group) (*warm, error) { return nil, confine.ErrUnavailable }

func (w *warm) valid(warmKey) bool { return false }

func (w *warm) hand(handover, []*os.File) (int, error) { return 0, confine.ErrUnavailable }

func (w *warm) discard() {}
