#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/node/versions.sh — version negotiation between voters: three
# `kwire node` processes on loopback, node 3 made to speak older versions
# (kwire.test.max.versions: Vote v1, so no pre-vote; BeginQuorumEpoch and
# EndQuorumEpoch v0; Fetch v16; FetchSnapshot v0) beside two current
# ones. The cluster must elect, replicate what librdkafka produces, fail
# over twice with the leader SIGKILLed (so that at least once the old node
# must vote for the new leader or become it), and lose nothing
# acknowledged; the logs must show node 3 spoken to, and speaking, at its
# versions only, and the current nodes at theirs between them. Then node 3
# is upgraded in place and spoken to at its new versions, and a node with
# no Fetch version in common is named in the log.
#
#   versions.sh KWIRE RDK_CLIENT
set -uo pipefail
KWIRE=$(realpath "$1")
RDK=$(realpath "$2")
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
OLD=3
OLD_VERSIONS=Vote:1,BeginQuorumEpoch:0,EndQuorumEpoch:0,Fetch:16,FetchSnapshot:0

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
kwire.log.level=debug
fsync=false
EOT
	if [ "$1" -eq $OLD ] && [ -n "$OLD_VERSIONS" ]; then
		echo "kwire.test.max.versions=$OLD_VERSIONS"
	fi
}

# Kills the leader while a producer runs, waits for another, checks what
# was acknowledged (file $1) is all there.
failover() {
	local l nl prod t0
	l=$(wait_leader) || fail "no leader" || return 1
	"$RDK" produce "$(boot)" 300 "$1" "$DIR/$1.txt" 2>>"$DIR/rdk.log" &
	prod=$!
	sleep 1
	t0=$(now_ms)
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	nl=$(wait_leader "$l") || fail "no leader after $l was killed" || return 1
	echo "   leader $l SIGKILLed: node $nl leads after $(($(now_ms) - t0)) ms"
	wait $prod || fail "the producer failed" || return 1
	cat "$DIR/$1.txt" >>"$DIR/acked.txt"
	check_acked || fail "acknowledged records missing" || return 1
	start "$l"
	wait_caught_up 20000 || fail "node $l did not catch up" || return 1
}

# Node $1's log has a negotiation line for peer $2 that matches $3.
negotiated() {
	grep "peer $2 speaks" "$DIR/n$1.log" | grep -q -- "$3" ||
		fail "node $1 has no line 'peer $2 speaks ...$3': $(grep "peer $2 speaks" "$DIR/n$1.log" | tail -n 1)"
}

case_old_voter() {
	cluster_up 3 || return 1
	: >"$DIR/acked.txt"
	failover round1 || return 1
	failover round2 || return 1
	local id
	for id in 1 2; do
		# what the old node lists, and that they speak down to it
		negotiated $id $OLD "Vote v0-1, BeginQuorumEpoch v0-0, EndQuorumEpoch v0-0, Fetch v[0-9]*-16, FetchSnapshot v0-0" || return 1
		negotiated $id $OLD ": using Vote v1, BeginQuorumEpoch v0, EndQuorumEpoch v0, Fetch v16, FetchSnapshot v0" || return 1
		# the old node speaks no higher than its cap either
		negotiated $OLD $id ": using Vote v1, BeginQuorumEpoch v0, EndQuorumEpoch v0, Fetch v16, FetchSnapshot v0" || return 1
	done
	# the current nodes speak their own versions between them
	negotiated 1 2 ": using Vote v2, BeginQuorumEpoch v1, EndQuorumEpoch v1, Fetch v17, FetchSnapshot v1" || return 1
	negotiated 2 1 ": using Vote v2, BeginQuorumEpoch v1, EndQuorumEpoch v1, Fetch v17, FetchSnapshot v1" || return 1
	# nobody sent the old node a version it refuses
	if grep -E "(Vote|BeginQuorumEpoch|EndQuorumEpoch|Fetch|FetchSnapshot) v[0-9]+ is not a version served" "$DIR/n$OLD.log"; then
		fail "node $OLD was sent a version above its cap"
		return 1
	fi
	echo "   node 1: $(grep -m1 "peer $OLD speaks" "$DIR/n1.log" | sed 's/.*\(peer \)/\1/')"
	echo "   node $OLD: $(grep -c "peer [12] speaks" "$DIR/n$OLD.log") negotiations; nodes 1, 2 with node $OLD: $(cat "$DIR"/n[12].log | grep -c "peer $OLD speaks")"
}

# The old node is upgraded in place (restarted without the cap): the
# versions are each connection's, so its peers speak its new versions on
# their next connection to it, without a restart of their own.
case_upgrade() {
	cluster_up 3 || return 1
	: >"$DIR/acked.txt"
	local l
	l=$(wait_leader) || fail "no leader" || return 1
	stop $OLD
	OLD_VERSIONS="" write_config $OLD "$(sed -n 's/^controller.quorum.voters=//p' "$DIR/n1.properties")" \
		>"$DIR/n$OLD.properties"
	echo "--- upgraded" >>"$DIR/n$OLD.log"
	start $OLD
	wait_caught_up 20000 || fail "node $OLD did not catch up" || return 1
	l=$(wait_leader) || fail "no leader" || return 1
	[ "$l" -ne $OLD ] || fail "node $OLD leads" || return 1
	# the other current node must now win node 3's vote, on a new
	# connection to it
	failover up || return 1
	local id found=0
	for id in 1 2; do
		if grep "peer $OLD speaks" "$DIR/n$id.log" | tail -n 1 |
			grep -q "Vote v0-2, .*: using Vote v2, BeginQuorumEpoch v1, EndQuorumEpoch v1, Fetch v17, FetchSnapshot v1"; then
			found=1
		fi
	done
	[ $found -eq 1 ] || fail "no peer of node $OLD spoke its new versions" || return 1
	sed -n '/^--- upgraded/,$p' "$DIR/n$OLD.log" | grep "peer [12] speaks" |
		grep -q ": using Vote v2, BeginQuorumEpoch v1, EndQuorumEpoch v1, Fetch v17" ||
		fail "node $OLD still speaks its old versions" || return 1
}

# A node that speaks no Fetch version the others can send (Fetch capped
# at v11, below the Raft fields of v12) cannot follow: its peers say so,
# naming it and the API, and the two others still elect and serve.
case_no_common_fetch() {
	OLD_VERSIONS=Fetch:11 cluster_up 3 || return 1
	local l
	l=$(wait_leader) || fail "no leader" || return 1
	local deadline=$(($(now_ms) + 10000)) id
	while [ "$(now_ms)" -lt $deadline ]; do
		for id in 1 2; do
			if grep -q "peer $OLD speaks Fetch v[0-9]*-11 and this node v12-17: no version in common" "$DIR/n$id.log" ||
				grep -q "peer [12] speaks Fetch v[0-9]*-17 and this node v12-11" "$DIR/n$OLD.log"; then
				return 0
			fi
		done
		sleep 0.1
	done
	fail "no 'no version in common' line for Fetch"
}

run_case() { # NAME
	case " ${VERSIONS_CASES:-$1} " in *" $1 "*) ;; *) return ;; esac
	local t0 rc
	t0=$(now_ms)
	"case_$1"
	rc=$?
	echo "   ($1: $(($(now_ms) - t0)) ms)"
	report "$1" $rc
}

run_case old_voter
run_case upgrade
run_case no_common_fetch
summary
[ "$FAILED" -eq 0 ]
