package taskq

import (
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

func TestSignedStatusVerifies(t *testing.T) {
	kp, _ := nkeys.CreateUser()
	pub, _ := kp.PublicKey()
	other, _ := nkeys.CreateUser()
	otherPub, _ := other.PublicKey()
	m := &nats.Msg{Subject: StatusSubject("S", "a"), Data: []byte(`{"task":"S-a-1","worker":"w1","attempt":1,"done":true}`)}
	if err := (Signer{Worker: "w1", Key: kp}).Sign(m); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		pub     string
		worker  string
		subject string
		data    string
		want    bool
	}{
		{"as signed", pub, "w1", m.Subject, string(m.Data), true},
		{"another worker's key", otherPub, "w1", m.Subject, string(m.Data), false},
		{"claims another worker", pub, "w2", m.Subject, string(m.Data), false},
		{"payload changed", pub, "w1", m.Subject, `{"task":"S-a-1","worker":"w1","attempt":9,"done":true}`, false},
		{"replayed on another subject", pub, "w1", StatusSubject("S", "b"), string(m.Data), false},
		{"no key enrolled", "", "w1", m.Subject, string(m.Data), false},
	}
	for _, tt := range tests {
		if got := Verify(tt.pub, tt.worker, tt.subject, m.Header, []byte(tt.data)); got != tt.want {
			t.Errorf("%s: Verify = %v, want %v", tt.name, got, tt.want)
		}
	}
	if Verify(pub, "w1", m.Subject, nil, m.Data) {
		t.Error("an unsigned message verified")
	}
}
