#!/usr/bin/env bash
# tests/node/bench.sh — commit throughput and latency of a local three-node
# kwire cluster (fsync on, Kafka's default timers) through librdkafka, beside
# a three-member etcd 3.4 cluster as the peer and the disk's fdatasync floor,
# all measured in one run and printed as one markdown table. A benchmark,
# not part of the test suite.
#
#   tests/node/bench.sh KWIRE RDK_BENCH ETCD_BENCH [SECONDS per row, default 5]
#
# KWIRE is the kwire tool, RDK_BENCH and ETCD_BENCH the load generators built
# from tests/node/rdk_bench.c and tests/node/etcd_bench.c. Both systems get
# the same load: 1, 16 and 64 clients, each with one 1 KiB write in flight
# (send, wait for the acknowledgement of a commit, send the next). The two
# clusters run one after the other, never together, each with its data in
# this run's temporary directory. etcd (Debian's etcd-server and etcd-client)
# is installed with apt-get when missing; if that fails the etcd rows are
# left out, loudly, and the kwire rows still run.
#
# kwire runs once per value in KWIRE_LINGERS (default "25 0") of the leader's
# controller.quorum.append.linger.ms: 25 is Kafka's default and kwire's, and
# with one writer the leader holds each append that long before writing it.
# ETCD and ETCDCTL name other etcd binaries (default: etcd and etcdctl).
set -uo pipefail
if [ $# -lt 3 ]; then
	echo "usage: $0 KWIRE RDK_BENCH ETCD_BENCH [SECONDS]" >&2
	exit 2
fi
KWIRE=$(realpath "$1")
RDK_BENCH=$(realpath "$2")
ETCD_BENCH=$(realpath "$3")
SECS=${4:-5}
DIR=$(mktemp -d -t kwire-bench.XXXXXX)
PIDS=()

# Stops every process this script started: SIGTERM, then SIGKILL after 10 s.
stop_all() {
	local p i
	for p in "${PIDS[@]}"; do kill -TERM "$p" 2>/dev/null; done
	for p in "${PIDS[@]}"; do
		for i in $(seq 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	PIDS=()
}
# Runs a load generator in the background and waits for it, so a signal
# reaches the traps at once instead of after the generator's last row.
GEN=""
run_gen() {
	local rc
	"$@" &
	GEN=$!
	wait "$GEN"
	rc=$?
	GEN=""
	return $rc
}
cleanup() {
	if [ -n "$GEN" ]; then kill -TERM "$GEN" 2>/dev/null; wait "$GEN" 2>/dev/null; fi
	stop_all
	rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# Free loopback ports below the ephemeral range (32768 and up), so no
# outgoing connection's source port can take one between check and use.
USED=" "
free_port() {
	local p
	while :; do
		p=$((20000 + RANDOM % 12768))
		[[ "$USED" == *" $p "* ]] && continue
		(exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && continue
		USED="$USED$p "
		echo "$p"
		return
	done
}
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
# CPU seconds (user + system) the started processes have used so far.
cpu_used() {
	local p t=0 tck
	tck=$(getconf CLK_TCK)
	for p in "${PIDS[@]}"; do
		t=$((t + $(awk '{ print $14 + $15 }' "/proc/$p/stat" 2>/dev/null || echo 0)))
	done
	awk -v t="$t" -v k="$tck" 'BEGIN { printf "%.1f", t / k }'
}

echo "bench: $(nproc) cores, load average $(loadavg) at start; ${SECS}s per row"

# etcd: install it when missing (Debian's 3.4 packages).
ETCD=${ETCD:-etcd}
ETCDCTL=${ETCDCTL:-etcdctl}
if ! command -v "$ETCD" >/dev/null || ! command -v "$ETCDCTL" >/dev/null; then
	echo "bench: etcd is not installed; installing etcd-server and etcd-client with apt-get"
	SUDO=()
	if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=(sudo); fi
	"${SUDO[@]}" apt-get update -qq >"$DIR/apt.log" 2>&1
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq etcd-server etcd-client >>"$DIR/apt.log" 2>&1
fi
ETCD_OK=1
if ! command -v "$ETCD" >/dev/null || ! command -v "$ETCDCTL" >/dev/null; then
	ETCD_OK=0
	[ -f "$DIR/apt.log" ] && tail -5 "$DIR/apt.log" >&2
fi

ROWS="$DIR/rows"
: >"$ROWS"

# The floor first, on a quiet disk: 1 KiB append + fdatasync, 500 times.
run_gen "$RDK_BENCH" --fsync-floor "$DIR" >>"$ROWS" || echo "bench: fdatasync probe failed" >&2

# kwire: three voters, one listener each, fresh data; $1 is the leader's
# controller.quorum.append.linger.ms (Kafka's default is 25: the leader holds
# appends that long to batch them, which a lone writer waits out in full).
run_kwire() {
	local linger=$1 id
	local KP=($(free_port) $(free_port) $(free_port))
	local voters="1@127.0.0.1:${KP[0]},2@127.0.0.1:${KP[1]},3@127.0.0.1:${KP[2]}"
	for id in 1 2 3; do
		cat >"$DIR/n$id-l$linger.properties" <<EOT
node.id=$id
controller.quorum.voters=$voters
listeners=PLAINTEXT://127.0.0.1:${KP[$((id - 1))]}
log.dirs=$DIR/kwire$id-l$linger
controller.quorum.append.linger.ms=$linger
EOT
		"$KWIRE" format --config "$DIR/n$id-l$linger.properties" \
			--cluster-id MkU3OEVBNTcwNTJENDM2Qk >/dev/null
		"$KWIRE" node --config "$DIR/n$id-l$linger.properties" 2>"$DIR/n$id-l$linger.log" &
		PIDS+=($!)
	done
	for _ in $(seq 150); do
		"$KWIRE" quorum --bootstrap-server "127.0.0.1:${KP[0]}" describe --status \
			>/dev/null 2>&1 && break
		sleep 0.2
	done
	run_gen "$RDK_BENCH" "127.0.0.1:${KP[0]},127.0.0.1:${KP[1]},127.0.0.1:${KP[2]}" "$SECS" \
		>"$DIR/kwire-l$linger.out"
	local rc=$?
	sed -E "s/^(row|gen) kwire /\1 kwire-l$linger /" "$DIR/kwire-l$linger.out" >>"$ROWS"
	if [ "$rc" != 0 ]; then
		echo "bench: rdk_bench failed (linger $linger); the nodes' logs:" >&2
		tail -n 5 "$DIR"/n?-l"$linger".log >&2
	fi
	LOADS="${LOADS}after kwire linger $linger: $(loadavg); "
	echo "srv kwire-l$linger $(cpu_used)" >>"$ROWS"
	stop_all
	rm -rf "$DIR"/kwire?-l"$linger"
}
LOADS=""
for linger in ${KWIRE_LINGERS:-25 0}; do run_kwire "$linger"; done

# etcd: three members, a client and a peer port each.
ETCD_VERSION=""
if [ "$ETCD_OK" = 1 ]; then
	ETCD_VERSION=$("$ETCD" --version 2>/dev/null | sed -n 's/^etcd Version: //p')
	CP=($(free_port) $(free_port) $(free_port))
	PP=($(free_port) $(free_port) $(free_port))
	CLUSTER="e1=http://127.0.0.1:${PP[0]},e2=http://127.0.0.1:${PP[1]},e3=http://127.0.0.1:${PP[2]}"
	for i in 0 1 2; do
		"$ETCD" --name "e$((i + 1))" --data-dir "$DIR/etcd$((i + 1))" \
			--listen-client-urls "http://127.0.0.1:${CP[$i]}" \
			--advertise-client-urls "http://127.0.0.1:${CP[$i]}" \
			--listen-peer-urls "http://127.0.0.1:${PP[$i]}" \
			--initial-advertise-peer-urls "http://127.0.0.1:${PP[$i]}" \
			--initial-cluster "$CLUSTER" --initial-cluster-state new \
			--initial-cluster-token "kwire-bench-$$" \
			--logger zap --log-level warn >"$DIR/etcd$((i + 1)).log" 2>&1 &
		PIDS+=($!)
	done
	EPS="127.0.0.1:${CP[0]},127.0.0.1:${CP[1]},127.0.0.1:${CP[2]}"
	for _ in $(seq 150); do
		"$ETCDCTL" --endpoints "$EPS" endpoint health >/dev/null 2>&1 && break
		sleep 0.2
	done
	run_gen "$ETCD_BENCH" "$EPS" "$SECS" >>"$ROWS" || {
		echo "bench: etcd_bench failed; etcd's logs:" >&2
		tail -n 5 "$DIR"/etcd?.log >&2
	}
	LOADS="${LOADS}after etcd: $(loadavg); "
	echo "srv etcd $(cpu_used)" >>"$ROWS"
	stop_all
fi
NO_PEER=""
if [ "$ETCD_OK" != 1 ] || ! grep -q '^row etcd' "$ROWS"; then
	NO_PEER="!!!!!! bench: NO ETCD ROWS — the peer row is missing (etcd could not be installed or run) !!!!!!"
	printf '\n%s\n' "$NO_PEER"
fi

# One markdown table: per client count, each kwire run, etcd, and the
# ratio of each kwire run to etcd.
echo
awk -v etcd_version="${ETCD_VERSION:-not run}" -v secs="$SECS" '
	$1 == "row" {
		if (!($2 in seen)) { seen[$2] = 1; if ($2 != "etcd") kw[++nkw] = $2 }
		v[$2, $3] = $4 " " $5 " " $6 " " $7; f[$2, $3] = $8
	}
	$1 == "floor" { floor50 = $2; floor99 = $3 }
	$1 == "floor3" { floor3_50 = $2; floor3_99 = $3 }
	$1 == "row" { writes[$2] += $4 * secs }
	$1 == "srv" { srv[$2] = $3 }
	$1 == "gen" { gen[$2] = $3 }
	function cell(s, c, k,   a) { split(v[s, c], a, " "); return a[k] }
	function ratio(s, c, k) {
		if (v[s, c] == "" || v["etcd", c] == "" || cell("etcd", c, k) + 0 == 0) return "–"
		return sprintf("%.2f×", cell(s, c, k) / cell("etcd", c, k))
	}
	function label(s) {
		if (s == "etcd") return "etcd " etcd_version
		sub(/^kwire-l/, "", s)
		return "kwire, linger " s " ms"
	}
	function line(s, c,   a) {
		if (v[s, c] == "") { printf "| %s | %s | missing | | | |\n", label(s), c; return }
		split(v[s, c], a, " ")
		printf "| %s | %s | %.0f | %.2f | %.2f | %.2f |\n", label(s), c, a[1], a[2], a[3], a[4]
		if (f[s, c] > 0) bad = bad sprintf("%s with %s clients: %d failed writes. ", label(s), c, f[s, c])
	}
	END {
		print "| system | clients | records/s | MB/s | p50 ms | p99 ms |"
		print "| --- | ---: | ---: | ---: | ---: | ---: |"
		split("1 16 64", order, " ")
		for (i = 1; i <= 3; i++) {
			c = order[i]
			for (k = 1; k <= nkw; k++) line(kw[k], c)
			line("etcd", c)
			for (k = 1; k <= nkw; k++)
				printf "| %s / etcd | %s | %s | %s | %s | %s |\n", label(kw[k]), c,
					ratio(kw[k], c, 1), ratio(kw[k], c, 2), ratio(kw[k], c, 3), ratio(kw[k], c, 4)
		}
		if (floor50 != "")
			printf "| fdatasync floor, 1 writer | 1 | | | %.2f | %.2f |\n", floor50, floor99
		if (floor3_50 != "")
			printf "| fdatasync floor, 3 writers at once | 3 | | | %.2f | %.2f |\n", floor3_50, floor3_99
		print ""
		print "- clients: concurrent writers, each with its own connection and one 1 KiB write in flight:"
		print "  kwire, a librdkafka producer (acks=all, linger.ms=0, TCP_NODELAY) that waits for each"
		print "  delivery report; etcd, HTTP/1.1 keep-alive POST /v3/kv/put to the leader through the"
		print "  JSON gateway, waiting for each response. A reply means committed (fsynced by a majority)."
		print "- linger: the kwire leader'\''s controller.quorum.append.linger.ms (Kafka'\''s default 25)."
		print "- records/s: writes acknowledged per second, all clients together."
		print "- MB/s: 10^6 bytes of 1 KiB values acknowledged per second (no keys or framing)."
		print "- p50 / p99 ms: time from sending one write to its acknowledgement."
		print "- X / etcd: kwire'\''s value over etcd'\''s (above 1: kwire better in records/s and MB/s,"
		print "  worse in latency)."
		print "- fdatasync floor: 1 KiB append + fdatasync in the same directory, 500 times by one"
		print "  writer, and by each of 3 writers with their own files at once (as the 3 nodes of a"
		print "  cluster do on one disk: one journal commit can serve several writers)."
		cpu = ""
		for (k = 1; k <= nkw + 1; k++) {
			s = k <= nkw ? kw[k] : "etcd"
			if (writes[s] > 0 && s in srv)
				cpu = cpu sprintf("- %s: servers %.0f, load generator %.0f\n", label(s),
					srv[s] * 1e6 / writes[s], gen[s] * 1e6 / writes[s])
		}
		if (cpu != "") {
			print ""
			print "CPU µs per acknowledged write, over all three rows (servers: the 3 processes,"
			print "start-up included; load generator: its whole run):"
			printf "%s", cpu
		}
		if (bad != "") print "FAILURES: " bad
	}' "$ROWS"
echo
echo "bench: load average at end $(loadavg) (${LOADS%; })"
[ -z "$NO_PEER" ] || printf '%s\n' "$NO_PEER"
