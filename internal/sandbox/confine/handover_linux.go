package confine

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"

	"golang.org/x/sys/unix"

	"troupe/internal/reaper"
)

// maxHandover bounds a handover message (the environment is most of it).
const maxHandover = 16 << 20

// waitAndRun is the warm helper (see WaitArg). It runs the commands
// handed over one after another (runOne) and returns errPoolClosed when
// the socket closes before a handover, and an error when it could not
// confine itself or take a command; otherwise it exits.
func waitAndRun(args []string) error {
	runtime.LockOSThread() // never unlocked: the command is forked from this confined thread
	if len(args) != 1 {
		return fmt.Errorf("usage: %s REQUEST", WaitArg)
	}
	req, err := parseRequest(args[0])
	if err != nil {
		return err
	}
	// Be the command's reaper (internal/reaper): told when troupe dies,
	// troupe's TERM/INT/HUP left to the command, orphans adopted.
	r, err := reaper.Become()
	if errors.Is(err, reaper.ErrOrphaned) {
		return errPoolClosed // troupe is gone: nobody to hand anything over
	}
	if _, err := unix.FcntlInt(HandoverFD, unix.F_GETFD, 0); err != nil {
		return errPoolClosed // no socket: nobody to hand anything over
	}
	var th *confined
	if err == nil {
		err = confineProcess(req)
	}
	if err == nil {
		th, err = startConfined(req) // the command's thread: a Landlock domain the reaper is not in
	}
	if err != nil {
		// Said on the socket: this helper's stderr is /dev/null for now.
		_, _ = unix.Write(HandoverFD, append([]byte{Failed}, err.Error()...))
		return err
	}
	// The command can neither ptrace this process nor read or write its
	// memory (Landlock scopes ptrace too; this is the second lock).
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		return fmt.Errorf("make the helper non-dumpable: %w", err)
	}
	null, err := unix.Open("/dev/null", unix.O_RDWR|unix.O_CLOEXEC, 0) // each command's stdio given back
	if err != nil {
		return fmt.Errorf("open /dev/null: %w", err)
	}
	if _, err := unix.Write(HandoverFD, []byte{Ready}); err != nil {
		return errPoolClosed
	}
	for {
		if err := runOne(req, r, th, null); err != nil {
			return err
		}
	}
}

// runOne waits for the next handover and runs its command: it forks it
// in a process group of its own (troupe signals that group, never this
// helper's) and says its pid, waits for it, kills and reaps all it left,
// gives its stdio back (/dev/null), forgets its sockets, and says its
// status — followed by Ready when this helper can take another command,
// or Retired when it cannot (something outlived SIGKILL), and then it
// exits. A socket closed before a handover is errPoolClosed.
func runOne(req Request, r *reaper.Reaper, th *confined, null int) error {
	h, fds, err := receive(HandoverFD)
	if err != nil {
		return err
	}
	if err := takeStdio(h.Stdio, fds); err != nil {
		return err
	}
	if err := setLimits(req.Limits); err != nil {
		return err
	}
	pid, err := th.start(h.Prog, h.Argv, h.Env, h.Dir, true)
	if err != nil {
		// Pid 0: troupe then treats this helper's group as the command's;
		// the reason goes to the command's stderr, and the helper exits 126.
		_, _ = unix.Write(HandoverFD, binary.BigEndian.AppendUint32(nil, 0))
		return fmt.Errorf("start %s: %w", h.Prog, err)
	}
	if _, err := unix.Write(HandoverFD, binary.BigEndian.AppendUint32(nil, uint32(pid))); err != nil {
		r.Exit(r.Wait(pid)) // troupe is gone: the death signal comes
	}
	ws := r.Wait(pid) // what the command left dies with it
	again := r.Empty()
	for fd := 0; fd <= 2 && again; fd++ {
		again = unix.Dup3(null, fd, 0) == nil
	}
	th.reset()
	// The command's status goes back on the socket, so that troupe sees
	// how the command ended rather than how this helper did.
	msg := binary.BigEndian.AppendUint32(nil, uint32(ws))
	if !again {
		_, _ = unix.Write(HandoverFD, append(msg, Retired))
		os.Exit(reaper.ExitCode(ws))
	}
	if _, err := unix.Write(HandoverFD, append(msg, Ready)); err != nil {
		return errPoolClosed
	}
	return nil
}

// takeStdio makes the passed descriptors fds the stdio slots they are for.
func takeStdio(slots []int, fds []int) error {
	if len(fds) != len(slots) {
		return fmt.Errorf("handover: %d descriptors for %d stdio slots", len(fds), len(slots))
	}
	for i, fd := range fds {
		if to := slots[i]; to < 0 || to > 2 {
			return fmt.Errorf("handover: stdio slot %d", to)
		}
		if err := unix.Dup3(fd, slots[i], 0); err != nil {
			return fmt.Errorf("handover: take descriptor %d: %w", slots[i], err)
		}
	}
	for _, fd := range fds {
		_ = unix.Close(fd)
	}
	return nil
}

// receive reads one handover from the socket fd: a 4-byte big-endian
// length, then that many bytes of JSON; the descriptors come with the
// first bytes. A socket closed before the first byte is errPoolClosed.
func receive(fd int) (Handover, []int, error) {
	var h Handover
	var fds []int
	buf := make([]byte, 64<<10)
	oob := make([]byte, unix.CmsgSpace(3*4))
	var msg []byte
	for {
		n, oobn, _, _, err := unix.Recvmsg(fd, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return h, nil, fmt.Errorf("handover: %w", err)
		}
		if oobn > 0 {
			got, err := rights(oob[:oobn])
			if err != nil {
				return h, nil, err
			}
			fds = append(fds, got...)
		}
		if n == 0 {
			if len(msg) == 0 && len(fds) == 0 {
				return h, nil, errPoolClosed
			}
			return h, nil, fmt.Errorf("handover: %w", io.ErrUnexpectedEOF)
		}
		msg = append(msg, buf[:n]...)
		if len(msg) < 4 {
			continue
		}
		size := binary.BigEndian.Uint32(msg)
		if size > maxHandover {
			return h, nil, fmt.Errorf("handover: message of %d bytes", size)
		}
		if uint32(len(msg)-4) < size {
			continue
		}
		if err := json.Unmarshal(msg[4:4+size], &h); err != nil {
			return h, nil, fmt.Errorf("handover: decode: %w", err)
		}
		return h, fds, nil
	}
}

// rights returns the descriptors an SCM_RIGHTS control message carries.
func rights(oob []byte) ([]int, error) {
	msgs, err := unix.ParseSocketControlMessage(oob)
	if err != nil {
		return nil, fmt.Errorf("handover: control message: %w", err)
	}
	var fds []int
	for _, m := range msgs {
		got, err := unix.ParseUnixRights(&m)
		if err != nil {
			return nil, fmt.Errorf("handover: descriptors: %w", err)
		}
		fds = append(fds, got...)
	}
	return fds, nil
}
