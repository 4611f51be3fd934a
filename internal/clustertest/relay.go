package clustertest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"time"
)

// RelayEnv, set in a process's environment, makes RelayMain run relays
// instead of returning: "DELAY LISTEN=TARGET[,LISTEN=TARGET...]".
const RelayEnv = "TROUPE_CLUSTERTEST_RELAY"

// RelayMain runs the relays RelayEnv asks for until the process is killed,
// and reports whether it did; a test binary's TestMain calls it first, so
// the binary itself is the relay a node's namespace runs (a slow link
// where the kernel has no netem).
func RelayMain() bool {
	spec := os.Getenv(RelayEnv)
	if spec == "" {
		return false
	}
	if err := runRelays(context.Background(), spec); err != nil {
		fmt.Fprintln(os.Stderr, "relay:", err)
		os.Exit(1)
	}
	os.Exit(0)
	return true
}

func runRelays(ctx context.Context, spec string) error {
	delayText, pairs, ok := strings.Cut(spec, " ")
	if !ok {
		return fmt.Errorf("bad %s %q", RelayEnv, spec)
	}
	delay, err := time.ParseDuration(delayText)
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for _, pair := range strings.Split(pairs, ",") {
		listen, target, ok := strings.Cut(pair, "=")
		if !ok {
			return fmt.Errorf("bad relay %q", pair)
		}
		l, err := net.Listen("tcp", listen)
		if err != nil {
			return err
		}
		wg.Add(1)
		go func() { // owned here: waited for below
			defer wg.Done()
			errs <- Relay(ctx, l, target, delay)
		}()
	}
	fmt.Println("relaying")
	wg.Wait()
	close(errs)
	var all []error
	for err := range errs {
		all = append(all, err)
	}
	return errors.Join(all...)
}

// Relay accepts connections on l and joins each to a new connection to
// target, holding every chunk for delay in each direction (the bandwidth
// stays, the round trip grows by twice delay). It returns when ctx ends
// or l fails, after every connection it joined ended.
func Relay(ctx context.Context, l net.Listener, target string, delay time.Duration) error {
	var wg sync.WaitGroup
	defer wg.Wait()
	stop := context.AfterFunc(ctx, func() { l.Close() })
	defer stop()
	for {
		c, err := l.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		wg.Add(1)
		go func() { // owned by Relay: waited for on return
			defer wg.Done()
			defer c.Close()
			var d net.Dialer
			up, err := d.DialContext(ctx, "tcp", target)
			if err != nil {
				return
			}
			defer up.Close()
			var pipes sync.WaitGroup
			pipes.Add(2)
			go func() { defer pipes.Done(); delayed(up, c, delay) }() // owned here
			go func() { defer pipes.Done(); delayed(c, up, delay) }() // owned here
			pipes.Wait()
		}()
	}
}

// delayed copies src to dst, each chunk written delay after it was read;
// when either side ends, both are closed.
func delayed(dst, src net.Conn, delay time.Duration) {
	type chunk struct {
		at   time.Time
		data []byte
	}
	ch := make(chan chunk, 4096)
	done := make(chan struct{})
	go func() { // owned by delayed: waited for on return
		defer close(done)
		for c := range ch {
			time.Sleep(time.Until(c.at.Add(delay)))
			if _, err := dst.Write(c.data); err != nil {
				src.Close()
				for range ch { // drain so the reader never blocks
				}
				return
			}
		}
		if cw, ok := dst.(interface{ CloseWrite() error }); ok {
			_ = cw.CloseWrite()
		}
	}()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			ch <- chunk{at: time.Now(), data: append([]byte(nil), buf[:n]...)}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				dst.Close()
			}
			break
		}
	}
	close(ch)
	<-done
}
