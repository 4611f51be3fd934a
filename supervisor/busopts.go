package supervisor

import (
	"context"
	"log/slog"

	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/internal/faults"
)

// startBus starts the embedded bus as config says. JetStream starts only
// when something needs it (a replay stream, a large body). --insecure is
// refused off loopback unless the config says insecure too, and warns on
// every start.
func startBus(ctx context.Context, c config.Bus, storeDir string, fs *faults.Set, log *slog.Logger, getenv func(string) string) (*bus.Bus, error) {
	if c.URL != "" { // --bus: join a deployment; its credentials come from NATS_*
		return bus.Start(ctx, bus.Options{Name: "troupe", Faults: fs, Replicas: c.Replicas, External: bus.ClientFromEnv(bus.Client{URL: c.URL}, getenv)},
			log.With("component", "nats"))
	}
	insecure, err := bus.InsecureAllowed(c.Listen, c.InsecureFlag, c.Insecure)
	if err != nil {
		return nil, err
	}
	if insecure {
		log.Warn("the bus listens WITHOUT authentication (--insecure): anyone who reaches it can read and drive this session", "listen", c.Listen)
	}
	bo := bus.Options{StoreDir: storeDir, Listen: c.Listen, Insecure: insecure, MaxPayload: c.MaxPayload,
		InlineMax: c.InlineMax, BodyTTL: c.Replay.MaxAge.D(), Name: "troupe", Faults: fs, Monitor: c.Monitor, Replicas: c.Replicas,
		// A finished session can be replayed after the process exits.
		KeepStore: c.Listen != "" && c.Replay.Enabled}
	bo.Limits = busLimits(c.Limits)
	if c.TLSCert != "" {
		bo.TLS = &bus.TLSFiles{Cert: c.TLSCert, Key: c.TLSKey}
	}
	bus.CleanStale(storeDir, c.Replay.MaxAge.D(), log)
	return bus.Start(ctx, bo, log.With("component", "nats"))
}

// presence puts session id on the listening bus: replay stream, credentials
// beside its log, heartbeats. Nil when nothing listens.
func (s *Supervisor) presence(ctx context.Context, id string) (*bus.Presence, error) {
	if s.bus.ClientURL() == "" {
		return nil, nil
	}
	c := s.cfg.Bus
	o := bus.PresenceOptions{Dir: s.store.Dir(id), Session: id, Replay: c.Replay.Enabled,
		MaxAge: c.Replay.MaxAge.D(), MaxBytes: c.Replay.MaxBytes, Heartbeat: c.Heartbeat.D()}
	if c.ListenControl {
		o.Roles = append(o.Roles, bus.Controller)
	}
	o.Roles = append(o.Roles, bus.Worker)
	return s.bus.Open(ctx, o)
}

// busLimits converts the config's bus limits to the bus's.
func busLimits(l config.BusLimits) bus.Limits {
	class := func(c config.BusClassLimits) bus.ClassLimits {
		return bus.ClassLimits{MaxPayload: c.MaxPayload, MaxSubs: c.MaxSubscriptions, MaxConsumers: c.MaxConsumers,
			MaxMsgsPerSec: c.MaxMsgsPerSec, MaxBytesPerSec: c.MaxBytesPerSec}
	}
	return bus.Limits{Observer: class(l.Observer), Worker: class(l.Worker)}
}
