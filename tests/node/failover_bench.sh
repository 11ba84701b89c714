#!/usr/bin/env bash
# tests/node/failover_bench.sh — how long a client waits when the leader of
# a three-node kwire cluster (fsync on, Kafka's default timers) is killed
# with SIGKILL: from the last write acknowledged before the kill to the
# first one after it. A benchmark, not part of the test suite.
#
#   tests/node/failover_bench.sh KWIRE RDK_BENCH [RUNS, default 5]
#
# Each run starts a fresh cluster, writes through one librdkafka producer
# (rdk_bench --max-gap: acks=all, one 1 KiB write in flight, Kafka's client
# defaults otherwise), kills the leader 3 s in, and takes the longest gap
# between two acknowledgements of the 8 s run. Prints one line per run and
# the median.
set -uo pipefail
if [ $# -lt 2 ]; then
	echo "usage: $0 KWIRE RDK_BENCH [RUNS]" >&2
	exit 2
fi
KWIRE=$(realpath "$1")
RDK_BENCH=$(realpath "$2")
RUNS=${3:-5}
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
DIR=""
. "$(dirname "$0")/lib.sh"

write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
EOT
}

GAPS=()
for run in $(seq "$RUNS"); do
	cluster_up 3 || { echo "run $run: the cluster did not start" >&2; exit 1; }
	l=$(wait_leader) || { echo "run $run: no leader" >&2; exit 1; }
	"$RDK_BENCH" --max-gap "$(boot)" 8 >"$DIR/gap.out" 2>"$DIR/gap.err" &
	gen=$!
	sleep 3
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	wait "$gen"
	read -r _ gap at writes failed <"$DIR/gap.out" || {
		echo "run $run: rdk_bench failed: $(tail -n 3 "$DIR/gap.err")" >&2
		exit 1
	}
	nl=$(wait_leader "$l")
	echo "run $run: leader $l killed; longest gap ${gap} ms (ended ${at} s in), new leader $nl, $writes writes, $failed failed"
	GAPS+=("$gap")
	cleanup
done
printf '%s\n' "${GAPS[@]}" | sort -n | awk '{ v[NR] = $1 } END {
	printf "median of %d runs: %s ms (min %s, max %s)\n", NR, v[int((NR + 1) / 2)], v[1], v[NR] }'
