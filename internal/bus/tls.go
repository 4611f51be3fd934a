package bus

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"time"
)

// TLSFiles names a PEM certificate (chain) and its private key.
type TLSFiles struct {
	Cert string
	Key  string
}

// TLSInfo describes the certificate a listening bus presents.
type TLSInfo struct {
	// Fingerprint is the SHA-256 of the leaf certificate (DER), hex encoded:
	// what a client pins.
	Fingerprint string
	// CertPEM is the leaf certificate; a client that trusts it (NATS_CA)
	// verifies the server. Public, not a secret.
	CertPEM   []byte
	Generated bool // made by the Bus rather than given by the user
}

// TLS returns the listener's certificate, or nil when the bus uses no TLS.
func (b *Bus) TLS() *TLSInfo { return b.tls }

// serverTLS loads files, or generates a self-signed certificate for host.
func serverTLS(host string, files *TLSFiles) (*TLSInfo, *tls.Config, error) {
	var cert tls.Certificate
	info := &TLSInfo{}
	var err error
	if files != nil && files.Cert != "" {
		if cert, err = tls.LoadX509KeyPair(files.Cert, files.Key); err != nil {
			return nil, nil, fmt.Errorf("bus: tls: %w", err)
		}
	} else {
		if cert, err = selfSigned(host); err != nil {
			return nil, nil, err
		}
		info.Generated = true
	}
	info.Fingerprint = fingerprint(cert.Certificate[0])
	info.CertPEM = pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Certificate[0]})
	cfg := &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	return info, cfg, nil
}

func fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	return hex.EncodeToString(sum[:])
}

// selfSigned makes an ECDSA P-256 certificate valid for a year for host,
// localhost, the loopback addresses and, when host is unspecified, this
// machine's addresses and name.
func selfSigned(host string) (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("bus: tls: %w", err)
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("bus: tls: %w", err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: "troupe bus"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().AddDate(1, 0, 0),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true, // self-signed: clients trust it as its own CA (NATS_CA)
		DNSNames:              []string{"localhost"},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
	}
	ip := net.ParseIP(host)
	switch {
	case ip != nil && !ip.IsUnspecified():
		tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
	case ip == nil && host != "":
		tmpl.DNSNames = append(tmpl.DNSNames, host)
	default: // every interface
		if name, err := os.Hostname(); err == nil {
			tmpl.DNSNames = append(tmpl.DNSNames, name)
		}
		if addrs, err := net.InterfaceAddrs(); err == nil {
			for _, a := range addrs {
				if n, ok := a.(*net.IPNet); ok {
					tmpl.IPAddresses = append(tmpl.IPAddresses, n.IP)
				}
			}
		}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("bus: tls: %w", err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}
