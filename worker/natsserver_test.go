package worker_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// natsServer is a NATS deployment troupe does not run: one server with
// JetStream on loopback, shut down when the test ends.
type natsServer struct {
	URL   string
	Creds string // operator mode: the only way in, a user's .creds file
}

// startNATS starts a plain server (anyone may connect) or, with
// operatorMode, one that takes only JWT users of its one account (with
// JetStream), whose .creds file it writes.
func startNATS(t *testing.T, operatorMode bool) natsServer {
	t.Helper()
	dir := t.TempDir()
	so := &server.Options{ServerName: "ext", Host: "127.0.0.1", Port: server.RANDOM_PORT, JetStream: true,
		StoreDir: filepath.Join(dir, "js"), NoSigs: true, NoLog: true}
	var ns natsServer
	if operatorMode {
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		okp, err := nkeys.CreateOperator()
		must(err)
		opub, err := okp.PublicKey()
		must(err)
		oc := jwt.NewOperatorClaims(opub)
		account := func(js bool) (nkeys.KeyPair, string, string) {
			akp, err := nkeys.CreateAccount()
			must(err)
			apub, err := akp.PublicKey()
			must(err)
			ac := jwt.NewAccountClaims(apub)
			if js {
				ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1}
			}
			ajwt, err := ac.Encode(okp)
			must(err)
			return akp, apub, ajwt
		}
		_, syspub, sysjwt := account(false)
		akp, apub, ajwt := account(true)
		oc.SystemAccount = syspub
		so.TrustedOperators = []*jwt.OperatorClaims{oc}
		so.SystemAccount = syspub
		res := &server.MemAccResolver{}
		for pub, j := range map[string]string{syspub: sysjwt, apub: ajwt} {
			must(res.Store(pub, j)) // before the server: it resolves its system account at once
		}
		so.AccountResolver = res
		ukp, err := nkeys.CreateUser()
		must(err)
		upub, err := ukp.PublicKey()
		must(err)
		uc := jwt.NewUserClaims(upub)
		ujwt, err := uc.Encode(akp)
		must(err)
		seed, err := ukp.Seed()
		must(err)
		creds, err := jwt.FormatUserConfig(ujwt, seed)
		must(err)
		ns.Creds = filepath.Join(dir, "worker.creds")
		must(os.WriteFile(ns.Creds, creds, 0o600))
	}
	s, err := server.NewServer(so)
	if err != nil {
		t.Fatal(err)
	}
	go s.Start() // owned by the server; Shutdown and WaitForShutdown in Cleanup
	t.Cleanup(func() { s.Shutdown(); s.WaitForShutdown() })
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats server not ready")
	}
	ns.URL = s.ClientURL()
	return ns
}
