#!/usr/bin/env bash
# tests/node/groups.sh — consumer groups (the classic protocol) against a
# three-node cluster, with kcat's balanced consumer (librdkafka):
#
#   groups.sh KWIRE   (GROUPS_CASES="a b" runs only those cases)
#
# Two members share the one partition (one of them is assigned it), the
# one consuming leaves and the other takes over from the committed offset;
# a consumer started again resumes from its group's committed offset; and
# after the leader (the group coordinator) is killed, the new one still
# has that offset: nothing is read again from the start
# (auto.offset.reset=earliest would re-read the log if the offset were
# lost). Prints one line per case and a closing "N passed, N failed".
set -uo pipefail
KWIRE=$(realpath "$1")
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk

PASSED=0
FAILED=0
. "$(dirname "$0")/lib.sh"

write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
controller.quorum.election.backoff.max.ms=500
group.initial.rebalance.delay.ms=300
EOT
}

CONSUMERS=()
stop_consumers() {
	local p
	for p in "${CONSUMERS[@]}"; do
		kill -TERM "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	CONSUMERS=()
}

produce() { # FROM TO
	seq "$1" "$2" | sed 's/^/g-/' | timeout 30 kcat -P -b "$(boot)" -t __cluster_metadata \
		-p 0 -X request.required.acks=-1
}

KCAT_GROUP=(-X auto.offset.reset=earliest -X auto.commit.interval.ms=200
	-X session.timeout.ms=6000 -X heartbeat.interval.ms=500 -u -f '%s\n')

# A member of group grp in the background: its records into $DIR/$1.out,
# kcat's group messages into $DIR/$1.err.
member() {
	kcat -C -G grp -b "$(boot)" "${KCAT_GROUP[@]}" __cluster_metadata \
		>"$DIR/$1.out" 2>"$DIR/$1.err" &
	CONSUMERS+=($!)
	eval "PID_$1=$!"
}

# True when member $1's last assignment holds the partition.
owns() {
	grep -o 'assigned:.*\|revoked:.*' "$DIR/$1.err" 2>/dev/null | tail -n 1 |
		grep -q 'assigned: __cluster_metadata \[0\]'
}

# Waits (up to $2 s) until the command $1 succeeds.
wait_for() {
	local deadline=$(($(now_ms) + $2 * 1000))
	while [ "$(now_ms)" -lt $deadline ]; do
		eval "$1" && return 0
		sleep 0.1
	done
	fail "not within $2 s: $1"
}

case_group() {
	command -v kcat >/dev/null || { echo "   kcat not installed: skipped"; return 0; }
	cluster_up 3 || return 1
	wait_leader >/dev/null || return 1
	produce 1 100 || fail "produce 1-100" || return 1
	member a
	member b
	# one member owns the partition once both have joined
	wait_for '[ "$(grep -c rebalanced "$DIR/a.err" "$DIR/b.err" | grep -vc ":0$")" = 2 ] &&
		{ owns a || owns b; } && ! { owns a && owns b; }' 30 || return 1
	local own=a other=b
	owns a || { own=b other=a; }
	wait_for 'grep -qx g-100 "$DIR/$own.out"' 30 || return 1
	produce 101 150 || return 1
	wait_for 'grep -qx g-150 "$DIR/$own.out"' 30 || return 1
	echo "   member $own owns the partition and read $(wc -l <"$DIR/$own.out") records"
	# the owner leaves (LeaveGroup on SIGTERM, after its last commit): the
	# other is assigned the partition and goes on from the committed offset
	local p
	eval "p=\$PID_$own"
	kill -TERM "$p"
	wait "$p" 2>/dev/null
	wait_for "owns $other" 30 || return 1
	produce 151 200 || return 1
	wait_for 'grep -qx g-200 "$DIR/$other.out"' 30 || return 1
	local first
	first=$(head -n 1 "$DIR/$other.out")
	echo "   after the rebalance member $other took over at $first"
	[ "${first#g-}" -gt 100 ] || fail "member $other re-read from $first" || return 1
	[ "$(sort -u "$DIR/a.out" "$DIR/b.out" | wc -l)" -eq 200 ] ||
		fail "not every record was read by the group" || return 1
	stop_consumers
	# a consumer started again resumes from the committed offset
	produce 201 220 || return 1
	timeout 30 kcat -C -G grp -b "$(boot)" "${KCAT_GROUP[@]}" -e __cluster_metadata \
		>"$DIR/c.out" 2>"$DIR/c.err" || fail "consumer c" || return 1
	echo "   restarted consumer read $(head -n 1 "$DIR/c.out")..$(tail -n 1 "$DIR/c.out")"
	[ "$(head -n 1 "$DIR/c.out")" = g-201 ] && [ "$(wc -l <"$DIR/c.out")" -eq 20 ] ||
		fail "consumer c did not resume at g-201" || return 1
	# the coordinator is killed: the new leader has the committed offset
	local l nl
	l=$(wait_leader) || return 1
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	nl=$(wait_leader "$l") || return 1
	produce 221 240 || return 1
	timeout 30 kcat -C -G grp -b "$(boot)" "${KCAT_GROUP[@]}" -e __cluster_metadata \
		>"$DIR/d.out" 2>"$DIR/d.err" || fail "consumer d" || return 1
	echo "   leader $l killed, node $nl coordinates: the consumer read" \
		"$(head -n 1 "$DIR/d.out")..$(tail -n 1 "$DIR/d.out")"
	[ "$(head -n 1 "$DIR/d.out")" = g-221 ] && [ "$(wc -l <"$DIR/d.out")" -eq 20 ] ||
		fail "after the failover the consumer did not resume at g-221" || return 1
}

for c in ${GROUPS_CASES:-group}; do
	t0=$(now_ms)
	"case_$c"
	rc=$?
	stop_consumers
	echo "   ($c: $(($(now_ms) - t0)) ms)"
	report "$c" $rc
done
summary
[ "$FAILED" -eq 0 ]
