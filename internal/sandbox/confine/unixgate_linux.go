package confine

import (
	"encoding/binary"
	"errors"
	"net/netip"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The unix gate: with Request.UnixGate the command's seccomp program
// sends every connect and bind to this helper (seccomp user
// notification). For a unix socket the helper does the call itself, on
// the command's socket (pidfd_getfd) with its own copy of the address, so
// nothing the command changes after the check counts:
//
//   - bind of a path: done here; the socket file's device and inode are
//     remembered as the command's own;
//   - connect to a path: allowed to a socket the command bound itself or
//     one named in Request.UnixAllow (compared by device and inode, the
//     path opened once with O_PATH and connected to through
//     /proc/self/fd), refused with EACCES otherwise — a tmux server's,
//     an ssh agent's or a desktop bus's socket is outside the sandbox;
//   - connect to an abstract name: refused (Landlock scopes them too);
//     bind of one: done here.
//
// Calls on other sockets are made here too, with the gate's copy of the
// address (a call continued in the command would have the kernel read
// the address, and the descriptor, again: a thread could swap either
// after the check):
//
//   - with Request.Proxy (the network through troupe's proxy): a TCP
//     connect to the proxy's address is made, any other TCP connect and
//     every TCP bind and listen (listen would bind a port by itself) are
//     refused with EACCES;
//   - with the network on: connect and bind are made as asked.
//
// The socket's family is the kernel's, read from the socket, not from the
// address the command passes. The gate is one goroutine of the helper,
// for the helper's life, and one more per call while it is made (a
// connect may wait for a slow host); the helper exits when its command
// ends, which ends them.

// seccompNotif and seccompNotifResp are the kernel's struct seccomp_notif
// and struct seccomp_notif_resp (linux/seccomp.h).
type seccompNotif struct {
	id    uint64
	pid   uint32
	flags uint32
	nr    int32
	arch  uint32
	ip    uint64
	args  [6]uint64
}

type seccompNotifResp struct {
	id    uint64
	val   int64
	error int32
	flags uint32
}

// unixGate serves the notifications of one command's seccomp listener.
type unixGate struct {
	listener int
	allow    []string
	any      bool           // every unix socket may be connected to
	proxy    netip.AddrPort // valid: TCP goes to this address only

	mu  sync.Mutex
	own map[fileKey]bool // sockets the command bound
	gen uint64           // the command's: a helper runs one after another (reset)
}

// reset forgets the sockets the last command bound, before the next
// command starts: a command may connect only to its own. An answer still
// being made for the last command (its processes are dead by then)
// records nothing.
func (g *unixGate) reset() {
	g.mu.Lock()
	g.own = map[fileKey]bool{}
	g.gen++
	g.mu.Unlock()
}

type fileKey struct{ dev, ino uint64 }

// serve answers notifications until the listener fails (the helper is
// exiting).
func (g *unixGate) serve() {
	for {
		var n seccompNotif
		if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(g.listener), unix.SECCOMP_IOCTL_NOTIF_RECV, uintptr(unsafe.Pointer(&n))); e != 0 {
			if e == unix.EINTR || e == unix.ENOENT {
				continue
			}
			return
		}
		g.mu.Lock()
		gen := g.gen
		g.mu.Unlock()
		go func() {
			r := g.answer(&n, gen)
			r.id = n.id
			_, _, _ = unix.Syscall(unix.SYS_IOCTL, uintptr(g.listener), unix.SECCOMP_IOCTL_NOTIF_SEND, uintptr(unsafe.Pointer(&r)))
		}()
	}
}

// answer decides one connect, bind or listen.
func (g *unixGate) answer(n *seccompNotif, gen uint64) seccompNotifResp {
	fail := func(e unix.Errno) seccompNotifResp { return seccompNotifResp{error: -int32(e)} }
	pidfd, err := unix.PidfdOpen(int(n.pid), 0)
	if err != nil {
		return fail(unix.EPERM)
	}
	defer unix.Close(pidfd)
	fd, err := unix.PidfdGetfd(pidfd, int(n.args[0]), 0)
	if err != nil {
		return fail(unix.EBADF)
	}
	defer unix.Close(fd)
	dom, err := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_DOMAIN)
	if err != nil {
		return fail(unix.ENOTSOCK)
	}
	switch {
	case n.nr == unix.SYS_LISTEN && dom == unix.AF_UNIX:
		return result(unix.Listen(fd, int(int32(n.args[1]))))
	case n.nr == unix.SYS_LISTEN:
		return fail(unix.EACCES) // an unbound TCP socket would take a port
	case dom != unix.AF_UNIX:
		return g.inet(n, fd)
	}
	path, abstract, ok := g.address(n)
	if !ok {
		return fail(unix.EINVAL)
	}
	switch {
	case n.nr == unix.SYS_BIND && abstract:
		return result(unix.Bind(fd, &unix.SockaddrUnix{Name: "@" + path}))
	case abstract:
		return fail(unix.EACCES)
	case n.nr == unix.SYS_BIND:
		return g.bind(fd, n.pid, path, gen)
	}
	return g.connect(fd, n.pid, path)
}

// address reads the sockaddr_un the call passes from the command's
// memory; ok is false for a malformed one.
func (g *unixGate) address(n *seccompNotif) (path string, abstract, ok bool) {
	size := int(n.args[2])
	if size <= 2 || size > int(unsafe.Sizeof(unix.RawSockaddrUnix{})) {
		return "", false, false
	}
	buf := make([]byte, size)
	local := []unix.Iovec{{Base: &buf[0]}}
	local[0].SetLen(size)
	remote := []unix.RemoteIovec{{Base: uintptr(n.args[1]), Len: size}}
	if got, err := unix.ProcessVMReadv(int(n.pid), local, remote, 0); err != nil || got != size {
		return "", false, false
	}
	if binary.NativeEndian.Uint16(buf) != unix.AF_UNIX {
		return "", false, false
	}
	name := buf[2:]
	if name[0] == 0 {
		return string(name[1:]), true, true
	}
	if i := indexZero(name); i >= 0 {
		name = name[:i]
	}
	return string(name), false, len(name) > 0
}

func indexZero(b []byte) int {
	for i, c := range b {
		if c == 0 {
			return i
		}
	}
	return -1
}

// resolve makes path absolute against the command's working directory.
func resolve(pid uint32, path string) (string, error) {
	if filepath.IsAbs(path) {
		return path, nil
	}
	cwd, err := os.Readlink("/proc/" + strconv.Itoa(int(pid)) + "/cwd")
	if err != nil {
		return "", err
	}
	return filepath.Join(cwd, path), nil
}

// bind binds the command's socket to path, through the directory opened
// once, and remembers the socket file as the command's (as command gen's:
// none once the next command came).
func (g *unixGate) bind(fd int, pid uint32, path string, gen uint64) seccompNotifResp {
	abs, err := resolve(pid, path)
	if err != nil {
		return result(unix.ENOENT)
	}
	dir, err := unix.Open(filepath.Dir(abs), unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return result(err)
	}
	defer unix.Close(dir)
	base := filepath.Base(abs)
	if err := unix.Bind(fd, &unix.SockaddrUnix{Name: "/proc/self/fd/" + strconv.Itoa(dir) + "/" + base}); err != nil {
		return result(err)
	}
	var st unix.Stat_t
	if err := unix.Fstatat(dir, base, &st, unix.AT_SYMLINK_NOFOLLOW); err == nil {
		g.mu.Lock()
		if g.gen == gen {
			g.own[fileKey{st.Dev, st.Ino}] = true
		}
		g.mu.Unlock()
	}
	return seccompNotifResp{}
}

// connect connects the command's socket to path if the socket there is
// the command's own or allowed.
func (g *unixGate) connect(fd int, pid uint32, path string) seccompNotifResp {
	abs, err := resolve(pid, path)
	if err != nil {
		return result(unix.ENOENT)
	}
	target, err := unix.Open(abs, unix.O_PATH|unix.O_CLOEXEC, 0)
	if err != nil {
		return result(err)
	}
	defer unix.Close(target)
	var st unix.Stat_t
	if err := unix.Fstat(target, &st); err != nil {
		return result(err)
	}
	if st.Mode&unix.S_IFMT != unix.S_IFSOCK {
		return result(unix.ECONNREFUSED)
	}
	if k := (fileKey{st.Dev, st.Ino}); !g.any && !g.owned(k) && !g.allowed(k) {
		return result(unix.EACCES)
	}
	return result(unix.Connect(fd, &unix.SockaddrUnix{Name: "/proc/self/fd/" + strconv.Itoa(target)}))
}

// owned reports whether k is a socket the command bound.
func (g *unixGate) owned(k fileKey) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.own[k]
}

// maxSockaddr is sizeof(struct sockaddr_storage).
const maxSockaddr = 128

// inet makes a connect or bind of a socket that is not a unix one
// (TCP, or any family with the network on) with the gate's own copy of
// the address: to the proxy only, with Proxy.
func (g *unixGate) inet(n *seccompNotif, fd int) seccompNotifResp {
	size := int(n.args[2])
	if size < 2 || size > maxSockaddr {
		return result(unix.EINVAL)
	}
	buf := make([]byte, size)
	local := []unix.Iovec{{Base: &buf[0]}}
	local[0].SetLen(size)
	remote := []unix.RemoteIovec{{Base: uintptr(n.args[1]), Len: size}}
	if got, err := unix.ProcessVMReadv(int(n.pid), local, remote, 0); err != nil || got != size {
		return result(unix.EFAULT)
	}
	family := binary.NativeEndian.Uint16(buf)
	if !g.proxy.IsValid() || family == unix.AF_UNSPEC && n.nr == unix.SYS_CONNECT { // the network on, or a disconnect
		_, _, e := unix.Syscall(uintptr(n.nr), uintptr(fd), uintptr(unsafe.Pointer(&buf[0])), uintptr(size))
		return result(errnoOf(e))
	}
	if n.nr != unix.SYS_CONNECT {
		return result(unix.EACCES)
	}
	to, ok := inetAddr(family, buf)
	if !ok || to.Port() != g.proxy.Port() || to.Addr().Unmap() != g.proxy.Addr().Unmap() {
		return result(unix.EACCES)
	}
	a := g.proxy.Addr().Unmap()
	if family == unix.AF_INET6 {
		return result(unix.Connect(fd, &unix.SockaddrInet6{Port: int(g.proxy.Port()), Addr: netip.AddrFrom16(a.As16()).As16()}))
	}
	return result(unix.Connect(fd, &unix.SockaddrInet4{Port: int(g.proxy.Port()), Addr: a.As4()}))
}

// inetAddr reads a sockaddr_in or sockaddr_in6.
func inetAddr(family uint16, b []byte) (netip.AddrPort, bool) {
	switch {
	case family == unix.AF_INET && len(b) >= 8:
		return netip.AddrPortFrom(netip.AddrFrom4([4]byte(b[4:8])), binary.BigEndian.Uint16(b[2:4])), true
	case family == unix.AF_INET6 && len(b) >= 24:
		return netip.AddrPortFrom(netip.AddrFrom16([16]byte(b[8:24])), binary.BigEndian.Uint16(b[2:4])), true
	}
	return netip.AddrPort{}, false
}

// errnoOf is nil for 0, else e.
func errnoOf(e unix.Errno) error {
	if e == 0 {
		return nil
	}
	return e
}

// allowed reports whether k is one of the allowed sockets (looked up at
// each connect: a socket may be made again after the command started).
func (g *unixGate) allowed(k fileKey) bool {
	for _, p := range g.allow {
		var st unix.Stat_t
		if unix.Stat(p, &st) == nil && st.Mode&unix.S_IFMT == unix.S_IFSOCK && (fileKey{st.Dev, st.Ino}) == k {
			return true
		}
	}
	return false
}

// result is the answer of a call the gate made itself.
func result(err error) seccompNotifResp {
	if err == nil {
		return seccompNotifResp{}
	}
	var e unix.Errno
	if !errors.As(err, &e) {
		e = unix.EIO
	}
	return seccompNotifResp{error: -int32(e)}
}
