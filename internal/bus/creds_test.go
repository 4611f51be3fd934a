package bus_test

import (
	"testing"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nkeys"
)

// A creds file made by jwt.FormatUserConfig parses back to its JWT and
// seed, and text without the decoration passes through as upstream's does:
// troupe's jwt copy compiles the creds regexp on first use (issue 23).
func TestCredsParseBack(t *testing.T) {
	akp, _ := nkeys.CreateAccount()
	ukp, _ := nkeys.CreateUser()
	upub, _ := ukp.PublicKey()
	useed, _ := ukp.Seed()
	token, err := jwt.NewUserClaims(upub).Encode(akp)
	if err != nil {
		t.Fatal(err)
	}
	creds, err := jwt.FormatUserConfig(token, useed)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		got, err := jwt.ParseDecoratedJWT(creds)
		if err != nil || got != token {
			t.Fatalf("ParseDecoratedJWT = %.20q, %v; want %.20q", got, err, token)
		}
		kp, err := jwt.ParseDecoratedUserNKey(creds)
		if err != nil {
			t.Fatal(err)
		}
		if pub, _ := kp.PublicKey(); pub != upub {
			t.Fatalf("ParseDecoratedUserNKey: %s, want %s", pub, upub)
		}
	}
	if got, err := jwt.ParseDecoratedJWT([]byte(token)); err != nil || got != token {
		t.Errorf("undecorated JWT: %.20q, %v", got, err)
	}
	if _, err := jwt.ParseDecoratedUserNKey([]byte("no seed here")); err == nil {
		t.Error("ParseDecoratedUserNKey of garbage: no error")
	}
}
