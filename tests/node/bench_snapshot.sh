#!/usr/bin/env bash
# tests/node/bench_snapshot.sh — what snapshots buy (a benchmark, not a test).
#
#   bench_snapshot.sh KWIRE [RECORDS] [KEYS] [VALUE_BYTES]
#
# Writes RECORDS records (1,000,000) of VALUE_BYTES (1024) over KEYS keys
# (10,000) with kcat into a three-node cluster whose node 3 is down, once
# with snapshots off (both thresholds 0: the log only grows, as before
# snapshots) and once with Kafka's snapshot and retention defaults
# (metadata.log.segment.bytes at Kafka's floor, 8 MiB, so that cleaning
# can delete whole segments of this log). Then, for each:
#   start-up   node 1 stopped and started again, three times: the time
#              from exec to "listening" (the log opened, the snapshot
#              loaded) and to caught up (the state rebuilt, lag 0); medians
#   catch-up   node 3, empty, started: the time until its lag is 0
#              (FetchSnapshot and the log after it, or the whole log)
#   disk       bytes in node 1's and node 3's partition directories
# fsync=false for the writes (the numbers measured do not depend on it).
# Prints a table; the "off" row is the baseline of the same run.
set -uo pipefail
KWIRE=$(realpath "$1")
RECORDS=${2:-1000000}
KEYS=${3:-10000}
VALUE=${4:-1024}
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
TOPIC=__cluster_metadata
. "$(dirname "$0")/lib.sh"

MODE=off
write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
fsync=false
metadata.log.segment.bytes=8388608
EOT
	if [ "$MODE" = off ]; then
		echo "metadata.log.max.record.bytes.between.snapshots=0"
		echo "metadata.log.max.snapshot.interval.ms=0"
	fi
}

# Waits until each node named (ids) has lag 0 on the leader (the others
# may be down).
wait_lag0() { # TIMEOUT_MS ID...
	local deadline=$(($(now_ms) + $1)) l out id ok
	shift
	while [ "$(now_ms)" -lt $deadline ]; do
		l=$(wait_leader) || return 1
		out=$("$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --replication \
			--json 2>/dev/null | tr '{' '\n')
		ok=1
		for id in "$@"; do
			echo "$out" | grep "\"nodeId\": $id," | grep -q '"lag": 0,' || ok=0
		done
		[ $ok -eq 1 ] && return 0
		sleep 0.02
	done
	return 1
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# ms from exec of node $1 to its "listening" line (T_LISTEN) and to lag 0
# (T_READY). Not run in a subshell: it starts a process.
restart_times() {
	stop "$1"
	: >"$DIR/n$1.log"
	local t0 deadline
	t0=$(now_ms)
	deadline=$((t0 + 300000))
	start "$1"
	T_LISTEN=""
	while [ -z "$T_LISTEN" ] && [ "$(now_ms)" -lt $deadline ]; do
		grep -q "listening on" "$DIR/n$1.log" && T_LISTEN=$(($(now_ms) - t0))
		sleep 0.005
	done
	[ -n "$T_LISTEN" ] || { tail -3 "$DIR/n$1.log"; return 1; }
	wait_lag0 300000 1 2 || return 1
	T_READY=$(($(now_ms) - t0))
}

run_mode() {
	MODE=$1
	cluster_up 3 || return 1
	stop 3
	wait_leader >/dev/null || return 1
	local t0 wrote
	t0=$(now_ms)
	awk -v n="$RECORDS" -v k="$KEYS" -v size="$VALUE" 'BEGIN {
		pad = sprintf("%*s", size - 16, ""); gsub(/ /, "x", pad)
		for (i = 0; i < n; i++) printf "k%d:%012d-%s\n", i % k, i, pad }' |
		timeout 1200 kcat -P -b "$(boot)" -t $TOPIC -p 0 -K: -X acks=all \
			-X batch.size=262144 -X linger.ms=5 -X queue.buffering.max.kbytes=65536 \
			>"$DIR/kcat.log" 2>&1 || { echo "kcat failed"; tail -3 "$DIR/kcat.log"; return 1; }
	wrote=$(($(now_ms) - t0))
	grep -q "Delivery failed" "$DIR/kcat.log" && { echo "deliveries failed"; return 1; }
	wait_lag0 120000 1 2 || return 1
	# let the cleaning run once more (every 60 s and after each snapshot)
	sleep 2
	local listen=() ready=() i
	for i in 1 2 3; do
		restart_times 1 || return 1
		listen+=("$T_LISTEN")
		ready+=("$T_READY")
	done
	t0=$(now_ms)
	start 3
	wait_lag0 600000 1 2 3 || return 1
	local catch=$(($(now_ms) - t0))
	local how="replayed the log"
	grep -q "snapshot .* installed" "$DIR/n3.log" && how="FetchSnapshot"
	local d1 d3 snaps
	d1=$(du -sb "$DIR/data1/$TOPIC-0" | cut -f1)
	d3=$(du -sb "$DIR/data3/$TOPIC-0" | cut -f1)
	snaps=$(grep -c "snapshot .* taken" "$DIR/n1.log" "$DIR"/n2.log 2>/dev/null |
		awk -F: '{ s += $2 } END { print s + 0 }')
	printf "| %-9s | %8.1f | %10s | %10s | %10s (%s) | %7.1f | %7.1f |\n" "$MODE" \
		"$(echo "$wrote" | awk '{ print $1 / 1000 }')" \
		"$(printf '%s\n' "${listen[@]}" | median)" "$(printf '%s\n' "${ready[@]}" | median)" \
		"$catch" "$how" "$(echo "$d1" | awk '{ print $1 / 1048576 }')" \
		"$(echo "$d3" | awk '{ print $1 / 1048576 }')"
	cleanup
}

echo "$RECORDS records of $VALUE bytes over $KEYS keys; times in ms (medians of 3 restarts), disk in MiB"
echo "| snapshots | write s  | start: listening | start: caught up | catch-up of an empty node | disk n1 | disk n3 |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
run_mode off || echo "| off | failed |"
run_mode on || echo "| on | failed |"
