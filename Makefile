# troupe — build, test, lint, bench, demo. Needs only Go (see README).
GO       ?= go
BIN      ?= bin/troupe
PKGS     := ./...
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.7.0

.PHONY: all build test test-cluster test-short lint vet staticcheck deps-check bench demo demo-workers fuzz clean redteam

all: build

# Shipped binaries carry no symbol table or DWARF (-s -w): ~25 MB smaller
# on disk and ~10 MiB less resident memory.
LDFLAGS ?= -s -w

# The binary is linked beside and copied into place: the linker writes
# through a shared mapping, which leaves the file in the page cache as large
# folios, and the kernel maps a whole folio at each fault, so a freshly
# linked troupe showed ~70 MiB resident for `--version` against ~38 MiB for
# the same bytes written by cp (or read back from disk).
#
# Both are static, without cgo (CGO_ENABLED=0): troupe needs no C library.
# With cgo, go-landlock's psx package made the linker external and the
# binary dynamic: libc and ld.so mapped in every process, ~1 MiB more
# resident for `--version` (issue 23). Without cgo, psx uses the Go
# runtime's AllThreadsSyscall, DNS the Go resolver, os/user /etc/passwd.
build:
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN).link ./cmd/troupe && cp $(BIN).link $(BIN) && rm -f $(BIN).link
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(dir $(BIN))troupe-sandbox ./cmd/troupe-sandbox  # slim static sandbox helper, found beside troupe

# The README's test command; CI runs exactly this. troupe and its sandbox
# helper are built once first, as `make build` ships them, into
# tmp/test-bin: the packages that drive the binary (internal/cli,
# internal/redteam, worker) copy them from there (TROUPE_TEST_BIN_DIR)
# instead of each compiling the whole graph at once while the race builds
# wait (on a cold cache that cost ~4 of 13 minutes).
#
# -p 4 on 2 cores: most of the suite's time is spent waiting (processes,
# timeouts, the network on loopback), not computing — a warm run used 4
# CPU-minutes in 6 wall minutes at -p 2 — and while two long process-test
# packages held both slots, no race build could run. At -p 4, under a load
# of 6–9, the warm suite took 7.0 minutes against 11.8 at -p 2.
TEST_BIN := $(CURDIR)/tmp/test-bin
TEST_P   ?= 4
test:
	mkdir -p $(TEST_BIN) && $(MAKE) --no-print-directory build BIN=$(TEST_BIN)/troupe
	TROUPE_TEST_BIN_DIR=$(TEST_BIN) $(GO) test -p $(TEST_P) -race -shuffle=on -timeout 15m $(PKGS)

# The cluster suite (issue 22): a 3-node NATS cluster (real nats-server
# processes), a coordinator and workers, each in a network namespace of its
# own, and a fault table: kill -9 of a worker, of NATS nodes, of the
# coordinator (then resume), partitions that heal, slow lossy links. Needs
# root (namespaces, veth, nftables); without them it fails, never skips.
# `make test` does not run it (build tag cluster).
test-cluster:
	$(GO) test -tags cluster -count=1 -v -timeout 20m ./internal/clustertest/

# The red team (issue 20): the built binary driven as a hostile model from a
# hostile repository (internal/redteam prints "class / attack / result"),
# then the attack tests of each layer: kernel sandbox, unix gate, tool
# policy, file tools, undo, MCP gate, workspace trust, and a hostile
# worker's forged results, changesets, snapshots and keys. `make test`
# runs all of these too.
REDTEAM_LAYERS := \
	./internal/sandbox:'^(TestAttacks|TestInheritedDescriptors|TestOtherTerminals|TestSeccompFilter|TestSocketsBeyondTCP|TestUnixGate|TestProxiedNetwork|TestCommandLimits|TestReuseAttack.*|TestCommandSetsItsOwnLimits|TestSharedMemoryIsTheHelpers)$$' \
	./internal/sandbox/cgroup:'^TestGroupKillsAndRemoves$$' \
	./internal/netproxy:'^(TestProxyRequestTricks|TestProxyRefusesNonPublicAddresses|TestProxyByDomain)$$' \
	./internal/tool/shell:'^(TestAttack.*|TestBashScrubsSecrets)$$' \
	./internal/tool/fs:'^(TestFileToolsSymlinkRace|TestNamedPipeIsRefused)$$' \
	./internal/checkpoint:'^TestUndoRefusesPlantedSymlink$$' \
	./internal/gate:'^TestMCPUnderTheGate$$' \
	./internal/mcp:'^TestMCPServerConfined$$' \
	./internal/config:'^(TestProjectLayerNeverLoosens|TestUntrustedProjectIsNotRead)$$' \
	./internal/cli:'^(TestWorkspaceTrustGatesRepositoryConfig|TestUnixSocketAllowlistThroughTheBinary|TestNetworkByDomainThroughTheBinary)$$' \
	./actors/remote:'^(TestStrictFenceBelievesDeliveriesNotWorkers|TestClaimBeforeTheDeliveryIsRefusedWhenItNamesAnother)$$' \
	./worker:'^(TestRevokedWorkerIsCutOffAtOnce|TestRemoteApprovalAskedAtTheCoordinator|TestLateStartOfACancelledTaskIsStopped|TestEnrolmentKeyRotation)$$' \
	./internal/taskq:'^TestSignedStatusVerifies$$' \
	./internal/bus:'^(TestRolePermissions|TestWorkerKeysAreOwnAndRevocable|TestIdentityPayloadLimit|TestIdentitySubscriptionLimit|TestConsumerLimitPerIdentity|TestFloodingWorkerIsCutOff|TestHonestWorkerReadsManyObjectsUnderTheLimit)$$' \
	./internal/snapshot:'^(TestNamedPipeIsNotRead|TestApplyRefusesChangesetsThatLeadOutside|TestBuildLeavesOutSecretsAndOutsideLinks|TestLoadChangesetRefusesARewrittenObject|TestMaterialiseRefusesATamperedManifest)$$'

redteam:
	$(GO) test -count=1 -v -run '^(TestHostileModel(Network|ReusedHelper|Pipes)?|TestHostileWorker|TestHostileBusClients)$$' ./internal/redteam
	@fail=0; for l in $(REDTEAM_LAYERS); do pkg=$${l%%:*}; run=$${l#*:}; \
	  if $(GO) test -count=1 -run "$$run" $$pkg >/tmp/redteam.$$$$.log 2>&1; then echo "held    $$pkg $$run"; \
	  else echo "FAILED  $$pkg $$run"; cat /tmp/redteam.$$$$.log; fail=1; fi; done; rm -f /tmp/redteam.$$$$.log; exit $$fail

test-short:
	$(GO) test -short $(PKGS)

lint: vet staticcheck deps-check

vet:
	$(GO) vet $(PKGS)
	@# third_party/ holds upstream's files as they are (cmd/troupe's deps_test compares them byte for byte).
	@test -z "$$(gofmt -l $$(git ls-files '*.go' ':!third_party/**' 2>/dev/null || find . -name '*.go' -not -path './third_party/*'))" || { gofmt -l $$(git ls-files '*.go' ':!third_party/**'); echo "gofmt: files above need formatting"; exit 1; }

staticcheck:
	$(GO) run $(STATICCHECK) $(PKGS)

# Dependency direction: cmd → internal/cli → supervisor → actors → internal → messages.
deps-check:
	@$(GO) list -f '{{.ImportPath}} {{join .Imports " "}}' $(PKGS) | .ci/depcheck

# bench: the packages' benchmarks, then .ci/bench: the built binary's start,
# first request and 50-turn tool loop as ratios against baselines in the
# same run, and benchstat against the last release tag (BENCH_BASE=ref to
# choose; without a tag, the merge-base with main).
bench:
	$(GO) test -run '^$$' -bench . -benchtime 2s ./internal/bus/ ./internal/cli/ ./supervisor/ ./internal/tokens/ ./internal/safety/ ./internal/tool/fs/ ./internal/reminder/ ./internal/window/ ./internal/llm/openai/ ./internal/llm/anthropic/
	.ci/bench

demo:
	$(GO) run ./cmd/troupe demo

# A coordinator and two real worker processes on loopback; one is killed
# mid-task and its subagent is redelivered to the other.
demo-workers:
	$(GO) build -o bin/troupe-demo ./cmd/troupe && ./bin/troupe-demo demo --workers 2

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseLog -fuzztime 60s ./internal/store/
	$(GO) test -run '^$$' -fuzz FuzzDecode -fuzztime 60s ./messages/
	$(GO) test -run '^$$' -fuzz FuzzCount -fuzztime 60s ./internal/tokens/
	$(GO) test -run '^$$' -fuzz FuzzSplit -fuzztime 60s ./internal/tokens/

clean:
	rm -rf bin
