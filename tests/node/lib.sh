# tests/node/lib.sh — what the multi-process node tests share: a cluster of
# `kwire node` processes on loopback in a temporary directory, its ports,
# and stopping exactly the processes the test started (by PID).
#
# Sourced by cluster.sh, hostile.sh and reassign.sh, which set KWIRE and
# CLUSTER_ID (and RDK, PASSED, FAILED where they use report and
# check_acked) and
# define write_config ID VOTERS (the node's properties on stdout) before
# calling cluster_up N.

DIR=""
declare -A PIDS=()
PORTS=()

# Kills every node still running and removes the directory.
cleanup() {
	for id in "${!PIDS[@]}"; do
		kill -KILL "${PIDS[$id]}" 2>/dev/null
		wait "${PIDS[$id]}" 2>/dev/null
	done
	PIDS=()
	[ -n "$DIR" ] && rm -rf "$DIR"
	DIR=""
}
trap cleanup EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
addr() { echo "127.0.0.1:${PORTS[$(($1 - 1))]}"; }

# The addresses of the live nodes, comma-separated (a bootstrap list).
boot() {
	local b="" id
	for id in "${!PIDS[@]}"; do b="${b:+$b,}$(addr "$id")"; done
	echo "$b"
}

start() {
	"$KWIRE" node --config "$DIR/n$1.properties" >>"$DIR/n$1.log" 2>&1 &
	PIDS[$1]=$!
}

# SIGTERM, then SIGKILL if the node has not exited within 5 s.
stop() {
	kill -TERM "${PIDS[$1]}" 2>/dev/null
	local deadline=$(($(now_ms) + 5000))
	while kill -0 "${PIDS[$1]}" 2>/dev/null && [ "$(now_ms)" -lt $deadline ]; do
		sleep 0.05
	done
	kill -KILL "${PIDS[$1]}" 2>/dev/null
	wait "${PIDS[$1]}" 2>/dev/null
	unset "PIDS[$1]"
}

# N free ports into PORTS, below Linux's ephemeral range (32768+), so that
# no outgoing connection on this machine can be holding one when a node
# binds it.
pick_ports() {
	PORTS=()
	while [ ${#PORTS[@]} -lt "$1" ]; do
		local p=$((20000 + RANDOM % 12000))
		if port_free "$p" && [[ " ${PORTS[*]:-} " != *" $p "* ]]; then PORTS+=("$p"); fi
	done
}

# N nodes (ids 1..N, every one in controller.quorum.voters), formatted and
# started in a fresh directory.
cluster_up_once() {
	local n=$1 id voters=""
	DIR=$(mktemp -d -t kwire-node-test.XXXXXX)
	pick_ports "$n"
	for id in $(seq "$n"); do voters="${voters:+$voters,}$id@$(addr "$id")"; done
	for id in $(seq "$n"); do
		write_config "$id" "$voters" >"$DIR/n$id.properties"
		"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id "$CLUSTER_ID" \
			>/dev/null || return 1
		start "$id"
	done
}

# cluster_up_once, started over with new ports when a port was taken between
# choosing and binding it (another program on the machine).
cluster_up() {
	local try
	for try in 1 2 3; do
		cluster_up_once "$1" || return 1
		sleep 0.3
		if ! grep -q "cannot listen" "$DIR"/n*.log 2>/dev/null; then return 0; fi
		echo "   (a port was taken; new ports, attempt $((try + 1)))"
		cleanup
	done
	return 1
}

# Reports case $1 with status $2 as one "ok -" / "not ok -" line (a
# sanitizer report in any node's log fails it; a failure shows the tail
# of every node's log), counts it in PASSED / FAILED, and cleans up.
# Says which check of a case failed and why, then fails: a case that
# only returns 1 leaves the reader of a CI log guessing.
fail() {
	echo "   check failed: $*"
	return 1
}

SANITIZER_REPORT='AddressSanitizer|LeakSanitizer|runtime error:'
FAILED_CASES=""
report() {
	local rc=$2 f
	# A sanitizer report in any node's log fails the case; its first lines
	# are printed whole, before the logs' tails can push them out of sight.
	if [ -n "$DIR" ]; then
		for f in $(grep -lE "$SANITIZER_REPORT" "$DIR"/n*.log 2>/dev/null); do
			rc=1
			echo "   a sanitizer report in $(basename "$f"):"
			grep -m1 -A30 -E "$SANITIZER_REPORT" "$f"
		done
	fi
	if [ "$rc" -eq 0 ]; then
		echo "ok - $1"
		PASSED=$((PASSED + 1))
	else
		echo "not ok - $1"
		[ -n "$DIR" ] && for f in "$DIR"/n*.log; do echo "--- $f"; tail -n 15 "$f"; done
		FAILED=$((FAILED + 1))
		FAILED_CASES="${FAILED_CASES:+$FAILED_CASES }$1"
	fi
	cleanup
}

# The last line of a test script: the counts and the names of the failed
# cases (the last line is what a truncated log still shows).
summary() {
	echo "$PASSED passed, $FAILED failed${FAILED_CASES:+ (failed: $FAILED_CASES)}"
}

# Every acknowledged record must be read back (through the bootstrap
# list the function named by BOOT prints; default boot).
check_acked() {
	"$RDK" consume "$(${BOOT:-boot})" "$DIR/read.txt" 2>>"$DIR/rdk.log" || return 1
	local missing
	missing=$(sort "$DIR/acked.txt" | comm -23 - <(sort "$DIR/read.txt") | wc -l)
	echo "   acknowledged $(wc -l <"$DIR/acked.txt"), read $(wc -l <"$DIR/read.txt"), missing $missing"
	[ "$missing" -eq 0 ] && [ -s "$DIR/acked.txt" ]
}

# The leader id named by any live node other than $1 (none: -1), within 20 s.
wait_leader() {
	local not=${1:--1} deadline=$(($(now_ms) + 20000)) id l
	while [ "$(now_ms)" -lt $deadline ]; do
		for id in "${!PIDS[@]}"; do
			l=$("$KWIRE" quorum --bootstrap-server "$(addr "$id")" describe --status --json \
				2>/dev/null | sed -n 's/.*"leaderId": \([0-9-]*\).*/\1/p')
			if [ -n "$l" ] && [ "$l" != "$not" ]; then
				echo "$l"
				return 0
			fi
		done
		sleep 0.05
	done
	return 1
}

# For scripts whose addr is a controller listener (it serves no client
# APIs, so kwire quorum reaches it with --bootstrap-controller):
# "leaderId leaderEpoch hw" from node $1, or nothing.
controller_status() {
	"$KWIRE" quorum --bootstrap-controller "$(addr "$1")" describe --status --json 2>/dev/null |
		sed -n 's/.*"leaderId": \([0-9-]*\), "leaderEpoch": \([0-9]*\), "highWatermark": \([0-9-]*\).*/\1 \2 \3/p'
}

# The leader id named by any live node, through controller_status, within 20 s.
wait_controller_leader() {
	local deadline=$(($(now_ms) + 20000)) id s
	while [ "$(now_ms)" -lt $deadline ]; do
		for id in "${!PIDS[@]}"; do
			s=$(controller_status "$id")
			if [ -n "$s" ] && [ "${s%% *}" -ge 0 ]; then
				echo "${s%% *}"
				return 0
			fi
		done
		sleep 0.05
	done
	return 1
}

# Waits until every voter's log end offset equals the leader's (lag 0).
wait_caught_up() {
	local deadline=$(($(now_ms) + ${1:-20000})) l out
	while [ "$(now_ms)" -lt $deadline ]; do
		l=$(wait_leader) || return 1
		out=$("$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --replication --json \
			2>/dev/null)
		if [ -n "$out" ] && ! echo "$out" | grep -q '"lag": [1-9-]'; then
			return 0
		fi
		sleep 0.1
	done
	echo "not caught up: $out" >&2
	return 1
}
