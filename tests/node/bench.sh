#!/usr/bin/env bash
# tests/node/bench.sh — commit throughput/latency of a local three-node
# cluster (fsync on, Kafka's default timers) through librdkafka, beside the
# disk's fdatasync floor. Not part of the test suite.
#
#   tests/node/bench.sh KWIRE RDK_BENCH [SECONDS per row, default 5]
set -uo pipefail
KWIRE=$(realpath "$1")
BENCH=$(realpath "$2")
SECS=${3:-5}
DIR=$(mktemp -d -t kwire-bench.XXXXXX)
PIDS=()
cleanup() {
	for p in "${PIDS[@]}"; do kill -TERM "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
	rm -rf "$DIR"
}
trap cleanup EXIT
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORTS=()
while [ ${#PORTS[@]} -lt 3 ]; do
	p=$((20000 + RANDOM % 40000))
	if port_free "$p" && [[ " ${PORTS[*]:-} " != *" $p "* ]]; then PORTS+=("$p"); fi
done
VOTERS="1@127.0.0.1:${PORTS[0]},2@127.0.0.1:${PORTS[1]},3@127.0.0.1:${PORTS[2]}"
for id in 1 2 3; do
	cat >"$DIR/n$id.properties" <<EOT
node.id=$id
controller.quorum.voters=$VOTERS
listeners=PLAINTEXT://127.0.0.1:${PORTS[$((id - 1))]}
log.dirs=$DIR/data$id
EOT
	"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id MkU3OEVBNTcwNTJENDM2Qk >/dev/null
	"$KWIRE" node --config "$DIR/n$id.properties" 2>"$DIR/n$id.log" &
	PIDS+=($!)
done
for _ in $(seq 100); do
	"$KWIRE" quorum --bootstrap-server "127.0.0.1:${PORTS[0]}" describe --status >/dev/null 2>&1 && break
	sleep 0.2
done
"$BENCH" "127.0.0.1:${PORTS[0]},127.0.0.1:${PORTS[1]},127.0.0.1:${PORTS[2]}" "$DIR" "$SECS"
