#!/usr/bin/env bash
# tests/node/cluster.sh — multi-process tests of `kwire node` on loopback.
#
#   cluster.sh KWIRE RDK_CLIENT   (CLUSTER_CASES="a b" runs only those cases)
#
# Each case runs a fresh three-node cluster in a temporary directory (ports
# chosen free), is bounded in time, and kills every process it started (by
# PID). Traffic cutting uses the node's test-only fault hook
# (kwire.fault.file), not network namespaces. Prints one line per case and
# a closing "N passed, N failed".
set -uo pipefail
KWIRE=$(realpath "$1")
RDK=$(realpath "$2")
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
ELECTION_MS=500
FETCH_MS=2000
BACKOFF_MS=500

PASSED=0
FAILED=0
. "$(dirname "$0")/lib.sh"

write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=$ELECTION_MS
controller.quorum.fetch.timeout.ms=$FETCH_MS
controller.quorum.election.backoff.max.ms=$BACKOFF_MS
kwire.fault.file=$DIR/fault$1
EOT
}

setup() { cluster_up 3; }

KILL_MS=-1
case_failover() {
	setup || return 1
	local l
	l=$(wait_leader) || return 1
	"$RDK" produce "$(boot)" 400 fo "$DIR/acked.txt" 2>>"$DIR/rdk.log" &
	local prod=$!
	sleep 1
	local t0
	t0=$(now_ms)
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	local nl
	nl=$(wait_leader "$l") || return 1
	KILL_MS=$(($(now_ms) - t0))
	echo "   leader $l SIGKILLed: node $nl leads after $KILL_MS ms"
	wait $prod || return 1
	check_acked || return 1
	# The killed node comes back and catches up.
	start "$l"
	wait_caught_up 20000 || return 1
	# Every node's log, read with dump-log once all are stopped, holds every
	# acknowledged record, in the same order at the same offsets.
	check_logs_agree || return 1
	# Bound: the follower notices after fetch.timeout, then one election
	# (election.timeout plus a backoff), plus slack for a loaded machine
	# (sanitizer builds, two cores shared by the whole suite).
	[ $KILL_MS -le $((FETCH_MS + ELECTION_MS + BACKOFF_MS + 5000)) ]
}

# Idempotent producers (KIP-98) through a leader kill: two librdkafka
# producers with enable.idempotence=true write while the leader is
# SIGKILLed in full flow. The retries of requests the old leader had
# appended but not answered reach the new leader with the same sequences:
# nothing acknowledged may be lost, no record may be in the log twice,
# and neither producer may raise a fatal error (an out-of-order sequence
# or a fenced epoch would be one). Each producer's records are in the
# order it wrote them. The restarted node rebuilds the producers from its
# log and agrees with the others.
case_idempotent_failover() {
	setup || return 1
	local l p pids=() at_kill
	l=$(wait_leader) || return 1
	for p in 1 2; do
		"$RDK" produce-idempotent "$(boot)" 20000 id$p "$DIR/acked$p.txt" \
			2>>"$DIR/rdk$p.log" &
		pids+=($!)
	done
	local deadline=$(($(now_ms) + 20000))
	while [ "$(cat "$DIR"/acked?.txt 2>/dev/null | wc -l)" -lt 3000 ] &&
		[ "$(now_ms)" -lt $deadline ]; do
		sleep 0.02
	done
	kill -KILL "${PIDS[$l]}"
	at_kill=$(cat "$DIR"/acked?.txt 2>/dev/null | wc -l)
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	for p in 1 2; do
		wait "${pids[$((p - 1))]}" || { fail "producer $p: $(tail -n 2 "$DIR/rdk$p.log")"; return 1; }
	done
	cat "$DIR"/acked?.txt >"$DIR/acked.txt"
	echo "   leader $l SIGKILLed with $at_kill of $(wc -l <"$DIR/acked.txt") acknowledgements in"
	[ "$at_kill" -gt 0 ] && [ "$(wc -l <"$DIR/acked.txt")" -gt "$at_kill" ] || return 1
	check_acked || return 1
	local dups
	dups=$(sort "$DIR/read.txt" | uniq -d | wc -l)
	echo "   records in the log twice: $dups"
	[ "$dups" -eq 0 ] || { fail "duplicates: $(sort "$DIR/read.txt" | uniq -d | head -n 3)"; return 1; }
	for p in 1 2; do
		grep "^id$p-" "$DIR/read.txt" | sed "s/^id$p-//" >"$DIR/order$p.txt"
		sort -n -c "$DIR/order$p.txt" 2>/dev/null || { fail "producer $p's records out of order"; return 1; }
	done
	start "$l"
	wait_caught_up 20000 || return 1
	check_logs_agree
}

# The leader is killed while four producers (8 writes in flight each) keep
# it busy: with a flush always in flight, every append waits in a group
# commit, so the kill lands in the middle of one. Every acknowledged record
# must survive, on every node, in one order.
case_kill_group_commit() {
	setup || return 1
	local l p pids=() at_kill
	l=$(wait_leader) || return 1
	for p in 1 2 3 4; do
		"$RDK" produce "$(boot)" 20000 gc$p "$DIR/acked$p.txt" 2>>"$DIR/rdk.log" &
		pids+=($!)
	done
	# in full flow: once 4000 writes are acknowledged (within 20 s)
	local deadline=$(($(now_ms) + 20000))
	while [ "$(cat "$DIR"/acked?.txt 2>/dev/null | wc -l)" -lt 4000 ] &&
		[ "$(now_ms)" -lt $deadline ]; do
		sleep 0.02
	done
	kill -KILL "${PIDS[$l]}"
	at_kill=$(cat "$DIR"/acked?.txt 2>/dev/null | wc -l)
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	for p in "${pids[@]}"; do wait "$p" || return 1; done
	cat "$DIR"/acked?.txt >"$DIR/acked.txt"
	echo "   leader $l SIGKILLed with $at_kill of $(wc -l <"$DIR/acked.txt") acknowledgements in"
	# the kill came while writes were being acknowledged, not after
	[ "$at_kill" -gt 0 ] && [ "$(wc -l <"$DIR/acked.txt")" -gt "$at_kill" ] || return 1
	check_acked || return 1
	start "$l"
	wait_caught_up 20000 || return 1
	check_logs_agree
}

# Stops every node (SIGTERM), dumps each log with `kwire dump-log --json`
# and checks that each holds every acknowledged value (acked.txt) and that
# the (offset, value) sequences of acknowledged values are identical on
# all nodes (a value retried by the producer may occur twice, but then at
# the same offsets everywhere).
check_logs_agree() {
	local id
	for id in "${!PIDS[@]}"; do kill -TERM "${PIDS[$id]}"; done
	for id in "${!PIDS[@]}"; do wait "${PIDS[$id]}" 2>/dev/null; done
	PIDS=()
	sort -u "$DIR/acked.txt" >"$DIR/acked.sorted"
	local n_acked
	n_acked=$(wc -l <"$DIR/acked.sorted")
	for id in 1 2 3; do
		"$KWIRE" dump-log --dir "$DIR/data$id" --json >"$DIR/dump$id.json" || return 1
		if grep -q '"isValid": false' "$DIR/dump$id.json"; then
			echo "   node $id: a batch fails its CRC"
			return 1
		fi
		grep -o '"offset": [0-9]*, "timestamp": [0-9-]*, "key": [^,]*, "value": "[^"]*"' \
			"$DIR/dump$id.json" | sed 's/"offset": \([0-9]*\),.*"value": "\(.*\)"/\1 \2/' |
			awk 'NR == FNR { want[$0] = 1; next } ($2 in want)' "$DIR/acked.sorted" - \
				>"$DIR/log$id.txt"
		local have
		have=$(cut -d' ' -f2 "$DIR/log$id.txt" | sort -u | wc -l)
		echo "   node $id: end offset $(tail -1 "$DIR/dump$id.json" | sed -n 's/.*"endOffset": \([0-9]*\).*/\1/p'), $have of $n_acked acknowledged values"
		[ "$have" -eq "$n_acked" ] || return 1
	done
	cmp -s "$DIR/log1.txt" "$DIR/log2.txt" && cmp -s "$DIR/log1.txt" "$DIR/log3.txt" || {
		echo "   the nodes' logs differ"
		return 1
	}
}

case_graceful() {
	setup || return 1
	local l
	l=$(wait_leader) || return 1
	wait_caught_up 10000 || return 1
	local t0
	t0=$(now_ms)
	kill -TERM "${PIDS[$l]}"
	local nl
	nl=$(wait_leader "$l") || return 1
	local ms=$(($(now_ms) - t0))
	wait "${PIDS[$l]}"
	local rc=$?
	unset "PIDS[$l]"
	echo "   SIGTERM to leader $l: node $nl leads after $ms ms (SIGKILL took $KILL_MS ms); exit status $rc"
	grep -q "stopped; log durable" "$DIR/n$l.log" || return 1
	# A timeout election cannot start before fetch.timeout.ms has passed.
	[ $rc -eq 0 ] && [ $ms -lt $FETCH_MS ]
}

case_follower_restart() {
	setup || return 1
	local l f
	l=$(wait_leader) || return 1
	f=$((l % 3 + 1))
	kill -TERM "${PIDS[$f]}"
	wait "${PIDS[$f]}" 2>/dev/null
	unset "PIDS[$f]"
	"$RDK" produce "$(boot)" 100 fr "$DIR/acked.txt" 2>>"$DIR/rdk.log" || return 1
	start "$f"
	wait_caught_up 20000 || return 1
	check_acked
}

case_wiped_follower() {
	setup || return 1
	local l f
	l=$(wait_leader) || return 1
	"$RDK" produce "$(boot)" 100 wf "$DIR/acked.txt" 2>>"$DIR/rdk.log" || return 1
	f=$((l % 3 + 1))
	kill -KILL "${PIDS[$f]}"
	wait "${PIDS[$f]}" 2>/dev/null
	unset "PIDS[$f]"
	rm -rf "$DIR/data$f"
	# An empty disk is refused until it is formatted again.
	if "$KWIRE" node --config "$DIR/n$f.properties" 2>/dev/null; then return 1; fi
	"$KWIRE" format --config "$DIR/n$f.properties" --cluster-id $CLUSTER_ID >/dev/null ||
		return 1
	start "$f"
	wait_caught_up 20000 || return 1
	check_acked
}

case_partitioned_leader() {
	setup || return 1
	local l o1 o2
	l=$(wait_leader) || return 1
	o1=$((l % 3 + 1))
	o2=$((o1 % 3 + 1))
	echo "$o1 $o2" >"$DIR/fault$l"
	echo "$l" >"$DIR/fault$o1"
	echo "$l" >"$DIR/fault$o2"
	local deadline=$(($(now_ms) + 20000)) nl=""
	while [ "$(now_ms)" -lt $deadline ]; do
		nl=$("$KWIRE" quorum --bootstrap-server "$(addr "$o1")" describe --status --json \
			2>/dev/null | sed -n 's/.*"leaderId": \([0-9-]*\).*/\1/p')
		[ -n "$nl" ] && [ "$nl" != "$l" ] && break
		nl=""
		sleep 0.1
	done
	[ -n "$nl" ] || return 1
	echo "   leader $l cut off: node $nl leads the majority"
	"$RDK" produce "$(addr "$o1"),$(addr "$o2")" 50 pl "$DIR/acked.txt" 2>>"$DIR/rdk.log" ||
		return 1
	: >"$DIR/fault$l"
	: >"$DIR/fault$o1"
	: >"$DIR/fault$o2"
	# Healed, node $l still believes it leads epoch 1 until the new
	# leader's BeginQuorumEpoch reaches it (the one sent during the cut was
	# dropped and is retried after request.timeout.ms). Until then it
	# answers as that stale leader, with its old high watermark: wait until
	# it names the new leader before reading.
	deadline=$(($(now_ms) + 20000))
	until [ "$("$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --status --json \
		2>/dev/null | sed -n 's/.*"leaderId": \([0-9-]*\).*/\1/p')" = "$nl" ]; do
		[ "$(now_ms)" -lt $deadline ] || fail "node $l never named leader $nl" || return 1
		sleep 0.1
	done
	wait_caught_up 20000 || return 1
	check_acked
}

# Pre-vote (KIP-996, Vote v2) on TCP: a follower cut off from both other
# nodes for several fetch and election timeouts only stands as Prospective
# (its pre-votes go unanswered) and never raises its epoch; healed, it
# rejoins and the leader and its epoch are unchanged on every node.
# (Without pre-vote its epoch would run ahead and depose the leader.)
status_of() { # ID -> "leaderId leaderEpoch" from that node, or nothing
	"$KWIRE" quorum --bootstrap-server "$(addr "$1")" describe --status --json 2>/dev/null |
		tr -d ' \n' | sed -n 's/.*"leaderId":\([0-9-]*\).*"leaderEpoch":\([0-9-]*\).*/\1 \2/p'
}
case_prevote() {
	setup || return 1
	local l f o before after id n0
	l=$(wait_leader) || return 1
	wait_caught_up 20000 || return 1
	before=$(status_of "$l")
	[ -n "$before" ] || return 1
	f=$((l % 3 + 1))
	o=$((f % 3 + 1))
	n0=$(wc -l <"$DIR/n$f.log")
	echo "$l $o" >"$DIR/fault$f"
	echo "$f" >"$DIR/fault$l"
	echo "$f" >"$DIR/fault$o"
	# fetch timeout 2 s, then election timeouts of 0.5 s: 6 s is many
	sleep 6
	tail -n +$((n0 + 1)) "$DIR/n$f.log" | grep -q 'state Prospective' ||
		{ echo "   node $f never Prospective" >&2; return 1; }
	: >"$DIR/fault$f"
	: >"$DIR/fault$l"
	: >"$DIR/fault$o"
	wait_caught_up 20000 || return 1
	sleep 1
	for id in 1 2 3; do
		after=$(status_of "$id")
		echo "   node $id: leader and epoch $after (before the cut: $before)"
		[ "$after" = "$before" ] || return 1
	done
	# after the cut, node $f never stood for real
	tail -n +$((n0 + 1)) "$DIR/n$f.log" | grep -q 'state Candidate' &&
		{ echo "   node $f stood as Candidate" >&2; return 1; }
	tail -n +$((n0 + 1)) "$DIR/n$f.log" | grep 'state Prospective' | head -n 1 | sed 's/^/   /'
	return 0
}

# Sends raw bytes to a node and prints what comes back (hex) within 2 s.
raw() {
	local port=$1 hex=$2
	exec 5<>"/dev/tcp/127.0.0.1/$port" || return 1
	printf "$hex" >&5 2>/dev/null
	timeout 2 cat <&5 | od -An -tx1 -v | tr -d ' \n'
	exec 5<&- 5>&-
}

case_hostile() {
	setup || return 1
	local l p
	l=$(wait_leader) || return 1
	p=${PORTS[$((l - 1))]}
	# random bytes, an oversize frame, an unknown api key: closed, no answer
	local out
	out=$(head -c 4096 /dev/urandom | od -An -tx1 -v | tr -d ' \n' | sed 's/\(..\)/\\x\1/g')
	[ -z "$(raw "$p" "$out")" ] || return 1
	[ -z "$(raw "$p" '\x7f\xff\xff\xff\x00\x12\x00\x03')" ] || return 1
	[ -z "$(raw "$p" '\x00\x00\x00\x0a\x27\x0f\x00\x00\x00\x00\x00\x01\xff\xff')" ] || return 1
	# a Vote v0 from another cluster: INCONSISTENT_CLUSTER_ID (104 = 0x68)
	local vote='\x00\x00\x00\x3f\x00\x34\x00\x00\x00\x00\x00\x07\xff\xff\x00'
	vote+='\x04bad\x02\x13__cluster_metadata\x02\x00\x00\x00\x00\x00\x00\x00\x64'
	vote+='\x00\x00\x00\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'
	out=$(raw "$p" "$vote")
	echo "   Vote from another cluster answered: $out"
	[[ "$out" == 00000007* ]] || [[ "$out" == ????????00000007* ]] || return 1
	[[ "$out" == *0068* ]] || return 1
	# a stalled partial frame does not block anyone
	exec 6<>"/dev/tcp/127.0.0.1/$p"
	printf '\x00\x00\x01\x00\x00' >&6
	"$KWIRE" quorum --bootstrap-server "127.0.0.1:$p" describe --status >/dev/null || return 1
	exec 6<&- 6>&-
	# and the cluster still commits
	"$RDK" produce "$(boot)" 20 ho "$DIR/acked.txt" 2>>"$DIR/rdk.log" || return 1
	check_acked
}

case_kcat() {
	command -v kcat >/dev/null || { echo "   kcat not installed: skipped"; return 0; }
	setup || return 1
	wait_leader >/dev/null || return 1
	seq 1 50 | sed 's/^/kc-/' | timeout 30 kcat -P -b "$(boot)" -t __cluster_metadata -p 0 \
		-X request.required.acks=-1 || return 1
	# a key and a header survive the Raft log
	echo 'kc-key:kc-val' | timeout 30 kcat -P -b "$(boot)" -t __cluster_metadata -p 0 \
		-K: -H kc-hdr=hv1 -X request.required.acks=-1 || return 1
	timeout 30 kcat -C -b "$(boot)" -t __cluster_metadata -p 0 -o beginning -e -q \
		-f '%k:%s %h\n' >"$DIR/kcat.txt" || return 1
	[ "$(grep -c '^:kc-' "$DIR/kcat.txt")" -eq 50 ] || return 1
	grep -qx 'kc-key:kc-val kc-hdr=hv1' "$DIR/kcat.txt" || {
		grep 'kc-key' "$DIR/kcat.txt"
		return 1
	}
	# dump-log's text form shows the same records, and the epoch's
	# LeaderChange control record
	local id
	for id in "${!PIDS[@]}"; do kill -TERM "${PIDS[$id]}"; done
	for id in "${!PIDS[@]}"; do wait "${PIDS[$id]}" 2>/dev/null; done
	PIDS=()
	"$KWIRE" dump-log --dir "$DIR/data1" >"$DIR/dump.txt" || return 1
	grep -q '^| offset: 0 CreateTime: [0-9]* keySize: 4 valueSize: [0-9]* controlType: LEADER_CHANGE LeaderChange: {"version":[01],"leaderId":[123],' \
		"$DIR/dump.txt" || return 1
	grep -q ' key: kc-key payload: kc-val headers: 1$' "$DIR/dump.txt" || return 1
	[ "$(grep -c ' key: null payload: kc-[0-9]* headers: 0$' "$DIR/dump.txt")" -eq 50 ] || return 1
	! grep -q 'isvalid: false' "$DIR/dump.txt"
}

# A ListOffsets v7 request (flexible) for __cluster_metadata/0 at timestamp
# $1 (16 hex digits), as \x escapes for raw().
list_offsets_v7() {
	local ts=$1 r='\x00\x00\x00\x38\x00\x02\x00\x07\x00\x00\x00\x2a\xff\xff\x00'
	r+='\xff\xff\xff\xff\x00\x02\x13__cluster_metadata\x02\x00\x00\x00\x00'
	r+='\xff\xff\xff\xff'
	r+=$(echo "$ts" | sed 's/\(..\)/\\x\1/g')
	r+='\x00\x00\x00'
	echo "$r"
}

# ListOffsets by timestamp: librdkafka's offsets_for_times against the
# offsets the cluster acknowledged, kcat -Q, and raw v7 requests for the
# max timestamp (-3) on the leader and on a follower.
case_timestamps() {
	setup || return 1
	local l f base=4102444800000
	l=$(wait_leader) || return 1
	"$RDK" times "$(boot)" $base 2>>"$DIR/rdk.log" || return 1
	# kcat: the record at base + 2500 is the fourth one (ts-3)
	local off
	off=$(timeout 30 kcat -Q -b "$(boot)" -t "__cluster_metadata:0:$((base + 2500))" |
		sed -n 's/.*offset \([0-9-]*\).*/\1/p')
	echo "   kcat -Q at base+2500: offset $off"
	[ -n "$off" ] || return 1
	timeout 30 kcat -C -b "$(boot)" -t __cluster_metadata -p 0 -o "$off" -c 1 -e -q \
		-f '%s %T\n' >"$DIR/kq.txt" || return 1
	grep -qx "ts-3 $((base + 3000))" "$DIR/kq.txt" || { cat "$DIR/kq.txt"; return 1; }
	# -3 at v7: the last record (largest timestamp), timestamp base + 19000
	local out want_ts
	want_ts=$(printf '%016x' $((base + 19000)))
	out=$(raw "${PORTS[$((l - 1))]}" "$(list_offsets_v7 fffffffffffffffd)")
	echo "   ListOffsets v7 -3 on the leader: $out"
	[[ "$out" == *0000"$want_ts"* ]] || return 1
	# the same partition twice: INVALID_REQUEST (42) for both
	local dup='\x00\x00\x00\x49\x00\x02\x00\x07\x00\x00\x00\x2b\xff\xff\x00'
	dup+='\xff\xff\xff\xff\x00\x02\x13__cluster_metadata\x03'
	dup+='\x00\x00\x00\x00\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x00'
	dup+='\x00\x00\x00\x00\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x00\x00\x00'
	out=$(raw "${PORTS[$((l - 1))]}" "$dup")
	echo "   ListOffsets v7 naming partition 0 twice: $out"
	[ "$(echo "$out" | grep -o '00000000002affff' | wc -l)" -eq 2 ] || return 1
	# partition 1: UNKNOWN_TOPIC_OR_PARTITION (3)
	local p1
	p1=$(list_offsets_v7 ffffffffffffffff | sed 's/x13__cluster_metadata\\x02\\x00\\x00\\x00\\x00/x13__cluster_metadata\\x02\\x00\\x00\\x00\\x01/')
	out=$(raw "${PORTS[$((l - 1))]}" "$p1")
	echo "   ListOffsets v7 for partition 1: $out"
	[[ "$out" == *02000000010003ffffffffffffffffffffffffffffffffffffffff* ]] || return 1
	# a follower: NOT_LEADER_OR_FOLLOWER (6)
	f=$((l % 3 + 1))
	out=$(raw "${PORTS[$((f - 1))]}" "$(list_offsets_v7 fffffffffffffffd)")
	echo "   ListOffsets v7 -3 on follower $f: $out"
	[[ "$out" == *02000000000006ffffffffffffffffffffffffffffffff* ]]
}

# Directory ids: the leader reports every voter's directory.id (its own from
# meta.properties, the others' from their Fetch requests) in DescribeQuorum
# v2, and `kwire quorum` prints them in Kafka's layouts.
case_directory_ids() {
	setup || return 1
	local l id d out
	l=$(wait_leader) || return 1
	wait_caught_up 10000 || return 1
	out=$("$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --replication) || return 1
	echo "$out" | sed 's/^/   /'
	[ "$(echo "$out" | head -1 | tr -s ' \t' ' ')" = \
		"NodeId DirectoryId LogEndOffset Lag LastFetchTimestamp LastCaughtUpTimestamp Status " ] ||
		return 1
	for id in 1 2 3; do
		d=$(sed -n 's/^directory.id=//p' "$DIR/data$id/meta.properties")
		[ -n "$d" ] || return 1
		echo "$out" | grep -qE "^$id +	$d	" || { echo "   no row for $id $d"; return 1; }
	done
	out=$("$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --status) || return 1
	echo "$out" | grep '^CurrentVoters' | sed 's/^/   /'
	d=$(sed -n 's/^directory.id=//p' "$DIR/data$l/meta.properties")
	echo "$out" | grep -qF "{\"id\": $l, \"directoryId\": \"$d\", \"endpoints\": [\"PLAINTEXT://$(addr "$l")\"]}"
}

# Persist before send, with the quorum-state write on its own thread: a
# follower whose quorum-state writes are held back 1500 ms (test-only key
# kwire.fault.quorum.state.delay.ms) is asked for its vote in a much later
# epoch. Its answer (vote granted) must not come before the write: it takes
# at least the delay, and when it arrives the quorum-state file already
# holds the new epoch and the vote. Meanwhile the node keeps serving.
case_vote_after_persist() {
	setup || return 1
	local l f o
	l=$(wait_leader) || return 1
	f=$((l % 3 + 1))
	o=$((f % 3 + 1))
	[ "$o" = "$l" ] && o=$((o % 3 + 1))
	kill -TERM "${PIDS[$f]}"
	wait "${PIDS[$f]}" 2>/dev/null
	# (a longer election timeout on that node: its own candidacy must not
	# overtake the held-back vote)
	printf 'kwire.fault.quorum.state.delay.ms=1500\ncontroller.quorum.election.timeout.ms=5000\n' \
		>>"$DIR/n$f.properties"
	start "$f"
	wait_caught_up 20000 || return 1
	# Vote v0 from voter $o for epoch 1000 (0x3e8) with a log far ahead
	local cid vote
	cid=$(printf '%s' "$CLUSTER_ID" | od -An -tx1 -v | tr -d ' \n' | sed 's/\(..\)/\\x\1/g')
	vote='\x00\x00\x00\x52\x00\x34\x00\x00\x00\x00\x00\x09\xff\xff\x00\x17'"$cid"
	vote+='\x02\x13__cluster_metadata\x02\x00\x00\x00\x00\x00\x00\x03\xe8'
	vote+="\\x00\\x00\\x00\\x0$o"'\x00\x00\x03\xe7\x00\x00\x00\x00\x00\x0f\x42\x40'
	vote+='\x00\x00\x00'
	local qs="$DIR/data$f/__cluster_metadata-0/quorum-state" t0 ms out state
	exec 5<>"/dev/tcp/127.0.0.1/${PORTS[$((f - 1))]}" || return 1
	t0=$(now_ms)
	printf "$vote" >&5
	out=$(timeout 10 head -c 50 <&5 | od -An -tx1 -v | tr -d ' \n')
	ms=$(($(now_ms) - t0))
	state=$(cat "$qs")
	# while the write is held back, the node still answers clients
	exec 5<&- 5>&-
	echo "   Vote to node $f answered after $ms ms: $out"
	echo "   its quorum-state then: $state"
	[[ "$out" == *000003e801* ]] || return 1
	[[ "$state" == *'"leaderEpoch":1000'* ]] && [[ "$state" == *"\"votedId\":$o"* ]] || return 1
	[ "$ms" -ge 1400 ] || return 1
	# the loop is not blocked while a write is held back: right after a
	# second vote request (epoch 1001), the node answers DescribeQuorum
	exec 5<>"/dev/tcp/127.0.0.1/${PORTS[$((f - 1))]}" || return 1
	printf "${vote/\\x03\\xe8/\\x03\\xe9}" >&5
	t0=$(now_ms)
	"$KWIRE" quorum --bootstrap-server "$(addr "$f")" describe --status >/dev/null 2>&1
	ms=$(($(now_ms) - t0))
	exec 5<&- 5>&-
	echo "   DescribeQuorum on node $f answered in $ms ms"
	[ "$ms" -lt 1000 ]
}

# A node formatted with another cluster id: the leader refuses its
# fetches and says so, the node says why it is refused, both naming the
# ids (rate-limited, not a line per fetch), and the quorum goes on.
case_other_cluster() {
	setup || return 1
	local l f
	l=$(wait_leader) || return 1
	f=$((l % 3 + 1))
	stop "$f"
	rm -rf "$DIR/data$f"
	"$KWIRE" format --config "$DIR/n$f.properties" --cluster-id OTHERclusterIDxxxxxxxx \
		>/dev/null || return 1
	: >"$DIR/n$f.log"
	start "$f"
	sleep 3
	echo "   leader $l: $(grep -c 'cluster id' "$DIR/n$l.log") line(s) on cluster ids, e.g."
	grep -m1 'cluster id' "$DIR/n$l.log" | cut -d' ' -f3- | sed 's/^/     /'
	echo "   node $f: $(grep -c 'cluster id' "$DIR/n$f.log") line(s), e.g."
	grep -m1 'cluster id' "$DIR/n$f.log" | cut -d' ' -f3- | sed 's/^/     /'
	grep -q "cluster id differs.*OTHERclusterIDxxxxxxxx" "$DIR/n$l.log" ||
		{ fail "the leader did not name the other cluster id"; return 1; }
	grep -q "cluster id.*$CLUSTER_ID" "$DIR/n$f.log" ||
		{ fail "node $f did not say it is refused for its cluster id"; return 1; }
	[ "$(grep -c 'cluster id' "$DIR/n$l.log")" -le 10 ] ||
		{ fail "more than 10 lines in 3 s: not rate-limited"; return 1; }
	# the quorum of the other two goes on (through the leader: the node
	# of the other cluster knows no leader to name)
	"$RDK" produce "$(addr "$l")" 20 oc "$DIR/acked.txt" 2>>"$DIR/rdk.log" ||
		{ fail "no produce through leader $l"; return 1; }
	kill -0 "${PIDS[$f]}" || { fail "node $f stopped"; return 1; }
}

for c in ${CLUSTER_CASES:-other_cluster vote_after_persist prevote directory_ids timestamps failover kill_group_commit idempotent_failover graceful follower_restart wiped_follower partitioned_leader hostile kcat}; do
	t0=$(now_ms)
	"case_$c"
	rc=$?
	echo "   ($(($(now_ms) - t0)) ms)"
	report "$c" $rc
done
summary
[ $FAILED -eq 0 ]
