#!/usr/bin/env bash
# tests/node/snapshot.sh — snapshots and log cleaning (KIP-630) across
# three `kwire node` processes on loopback, with kcat as the client.
#
#   snapshot.sh KWIRE [RDK_CLIENT]   (SNAPSHOT_CASES="a b" runs only those)
#
# The nodes take a snapshot every 256 KiB of committed records and clean
# the log down to the newest one each second (small segments and
# retention), so 100,000 records leave only the last few thousand in the
# log. Cases:
#   compacted   a node down while 100,000 records over 1,000 keys are
#               written and the log cleaned catches up by FetchSnapshot;
#               kcat reading from the beginning gets exactly one record
#               per key below the log start, each key's latest value at
#               the end, and every record after the log start once
#   wiped       a follower whose data is wiped catches up from the
#               leader's snapshot; its log and snapshot then agree with
#               the leader's (dump-log)
#   kill9       a follower is killed (SIGKILL) while it fetches a 4 MiB
#               snapshot in 256-byte chunks, restarted, finishes the
#               transfer and catches up; no .part file is left
#   restart     a node restarts from its newest snapshot and the log
#               after it (its start-up reads only that)
#   producers   idempotent producers (librdkafka) before and after every
#               node restarts from a snapshot: no producer id is handed
#               out twice
#   groups      a consumer group's committed offset, its record cleaned
#               from the log, survives every node restarting from a
#               snapshot: the group's consumer resumes there
# Prints one line per case and "N passed, N failed".
set -uo pipefail
KWIRE=$(realpath "$1")
RDK=${2:+$(realpath "$2")}
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
TOPIC=__cluster_metadata

PASSED=0
FAILED=0
. "$(dirname "$0")/lib.sh"

# kwire.fetch.snapshot.max.bytes and the snapshot / retention bytes (the
# kill9 case makes a larger snapshot and fetches it in small chunks)
CHUNK=8388608
SNAP_BYTES=262144

write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
metadata.log.max.record.bytes.between.snapshots=$SNAP_BYTES
metadata.max.retention.bytes=$SNAP_BYTES
metadata.log.segment.bytes=262144
metadata.log.segment.min.bytes=65536
kwire.log.clean.interval.ms=500
kwire.fetch.snapshot.max.bytes=$CHUNK
EOT
}

# COUNT records over KEYS keys, values of about SIZE bytes ("v-I-xxx..."),
# written with kcat (acks=all) through the live nodes; the input is kept
# in $DIR/in.txt. Fails when kcat reports a failed delivery.
produce() { # COUNT KEYS SIZE
	local pad
	pad=$(head -c "$3" /dev/zero | tr '\0' x)
	awk -v n="$1" -v k="$2" -v pad="$pad" \
		'BEGIN { for (i = 0; i < n; i++) printf "k%d:v-%d-%s\n", i % k, i, pad }' \
		>"$DIR/in.txt"
	timeout 120 kcat -P -b "$(boot)" -t $TOPIC -p 0 -K: -X acks=all \
		-X batch.size=65536 -X linger.ms=5 -l "$DIR/in.txt" >"$DIR/kcat-p.log" 2>&1
	local rc=$?
	if [ $rc -ne 0 ] || grep -q 'Delivery failed' "$DIR/kcat-p.log"; then
		echo "   kcat produce failed (rc $rc): $(grep -m1 -i 'fail\|error' "$DIR/kcat-p.log")"
		return 1
	fi
}

# Stops node $1, wipes its data directory, formats it again and empties
# its log file (a new, empty replica with the same id).
wipe() {
	stop "$1"
	rm -rf "$DIR/data$1"
	"$KWIRE" format --config "$DIR/n$1.properties" --cluster-id "$CLUSTER_ID" >/dev/null &&
		: >"$DIR/n$1.log"
}

# Waits (up to 30 s) until node $1 logged a snapshot installed (the
# leader's view of a replica that fetches a snapshot keeps its old log
# end offset until it fetches the log again, so "caught up" alone does not
# say the transfer is done).
wait_installed() {
	local deadline=$(($(now_ms) + 30000))
	while [ "$(now_ms)" -lt $deadline ]; do
		grep -q "snapshot .* installed" "$DIR/n$1.log" && return 0
		sleep 0.1
	done
	echo "   node $1 never installed a snapshot"
	return 1
}

# Waits (up to $2 ms) until node $1 logged that its log start advanced.
wait_cleaned() {
	local deadline=$(($(now_ms) + ${2:-20000}))
	while [ "$(now_ms)" -lt $deadline ]; do
		# (a follower behind the leader's log start installs a snapshot
		# instead, which moves its log start as well)
		grep -q "log start advanced\|the log now starts at" "$DIR/n$1.log" && return 0
		sleep 0.1
	done
	echo "   node $1 never cleaned its log"
	return 1
}

# Reads the topic from the beginning on node $1 with kcat into
# $DIR/read.txt ("offset key value" lines) and checks that the latest value
# of every key is the last one written ($DIR/in.txt).
latest_of_reads() {
	timeout 60 kcat -C -b "$(addr "$1")" -t $TOPIC -p 0 -o beginning -e -q \
		-f '%o %k %s\n' >"$DIR/read.txt" || return 1
	awk '{ last[$2] = $3 } END { for (k in last) print k, last[k] }' "$DIR/read.txt" |
		sort >"$DIR/got.txt"
	tr ':' ' ' <"$DIR/in.txt" |
		awk '{ last[$1] = $2 } END { for (k in last) print k, last[k] }' |
		sort >"$DIR/want.txt"
	cmp -s "$DIR/got.txt" "$DIR/want.txt" || {
		echo "   node $1: the latest values differ: $(diff "$DIR/got.txt" "$DIR/want.txt" | head -3)"
		return 1
	}
	echo "   node $1: $(wc -l <"$DIR/read.txt") records read from the beginning," \
		"$(wc -l <"$DIR/got.txt") keys, each with its latest value"
}

case_compacted() {
	cluster_up 3 || return 1
	stop 3
	wait_leader >/dev/null || return 1
	produce 100000 1000 100 || return 1
	local l
	l=$(wait_leader) || return 1
	wait_cleaned "$l" || return 1
	# node 3 was down for all of it: its fetch is below the leader's log
	# start, so it gets the snapshot
	start 3
	wait_installed 3 || return 1
	wait_caught_up 30000 || return 1
	latest_of_reads "$l" || return 1
	# the leader's log start and the data records of its log after it
	"$KWIRE" dump-log --dir "$DIR/data$l" --json >"$DIR/dump.json" 2>/dev/null || return 1
	local start in_log below keys dup after
	start=$("$KWIRE" dump-log --dir "$DIR/data$l" 2>/dev/null |
		sed -n 's/^Starting offset: \([0-9]*\)/\1/p')
	in_log=$(grep -o '"key": "k' "$DIR/dump.json" | wc -l)
	# kwire quorum describe reports the same log start (ListOffsets -4)
	"$KWIRE" quorum --bootstrap-server "$(addr "$l")" describe --status |
		grep -q "^LogStartOffset: *$start\$" || {
		echo "   describe --status does not show LogStartOffset $start"
		return 1
	}
	# below the log start: one record per key (the snapshot), no offset
	# twice, offsets rising, and every record of the log after its start
	below=$(awk -v s="$start" '$1 < s' "$DIR/read.txt" | wc -l)
	keys=$(awk -v s="$start" '$1 < s { print $2 }' "$DIR/read.txt" | sort -u | wc -l)
	dup=$(cut -d' ' -f1 "$DIR/read.txt" | sort | uniq -d | wc -l)
	after=$(awk -v s="$start" '$1 >= s' "$DIR/read.txt" | wc -l)
	echo "   log start $start: $below records below it ($keys keys), $dup offsets" \
		"twice; after it $after read, $in_log in the leader's log"
	[ "$start" -gt 0 ] && [ "$below" -eq 1000 ] && [ "$keys" -eq 1000 ] &&
		[ "$dup" -eq 0 ] && [ "$after" -eq "$in_log" ] || return 1
	awk 'NR > 1 && $1 <= prev { bad = 1 } { prev = $1 } END { exit bad }' "$DIR/read.txt"
}

case_wiped() {
	cluster_up 3 || return 1
	local l f
	l=$(wait_leader) || return 1
	produce 30000 500 100 || return 1
	wait_cleaned "$l" || return 1
	f=$(((l % 3) + 1))
	wipe "$f" || return 1
	start "$f"
	wait_installed "$f" || return 1
	wait_caught_up 30000 || return 1
	# read from the beginning on the follower itself, the compacted topic
	# it rebuilt from the snapshot holds every key's latest value
	latest_of_reads "$f" || return 1
}

case_kill9() {
	CHUNK=256 SNAP_BYTES=8388608
	cluster_up 3 || return 1
	CHUNK=8388608 SNAP_BYTES=262144
	local l f
	l=$(wait_leader) || return 1
	# 4,000 keys of 1 KiB: a 4 MiB snapshot, about 16,000 FetchSnapshot
	# chunks of 256 bytes (a second or more even in a release build; a
	# chunk of 1 KiB took 0.2 s, too short to kill it reliably)
	produce 24000 4000 1024 || return 1
	wait_cleaned "$l" 30000 || return 1
	f=$(((l % 3) + 1))
	wipe "$f" || return 1
	start "$f"
	local deadline=$(($(now_ms) + 20000))
	# killed as soon as the partial file is there: the transfer has
	# begun and cannot have ended
	while ! ls "$DIR/data$f/$TOPIC-0/" 2>/dev/null | grep -q '\.part$' &&
		[ "$(now_ms)" -lt $deadline ]; do
		sleep 0.005
	done
	kill -KILL "${PIDS[$f]}"
	wait "${PIDS[$f]}" 2>/dev/null
	unset "PIDS[$f]"
	local parts installed=no
	parts=$(ls "$DIR/data$f/$TOPIC-0/" | grep -c '\.part$')
	grep -q "snapshot .* installed" "$DIR/n$f.log" && installed=yes
	echo "   killed during the transfer: $parts .part file(s) left (installed: $installed)"
	[ "$installed" = no ] || return 1
	start "$f"
	wait_installed "$f" || return 1
	wait_caught_up 30000 || return 1
	# the restart removed the partial file, fetched the snapshot again
	# and left no .part behind
	grep -q "snapshot .*part removed" "$DIR/n$f.log" || {
		echo "   the restart did not report the partial snapshot it removed"
		grep -i snapshot "$DIR/n$f.log" | head -5
		return 1
	}
	! ls "$DIR/data$f/$TOPIC-0/" | grep -q '\.part$'
}

case_restart() {
	cluster_up 3 || return 1
	local l f
	l=$(wait_leader) || return 1
	produce 30000 500 100 || return 1
	wait_cleaned "$l" || return 1
	f=$(((l % 3) + 1))
	wait_caught_up 20000 || return 1
	stop "$f"
	: >"$DIR/n$f.log"
	start "$f"
	wait_caught_up 20000 || return 1
	local line
	line=$(grep -m1 "snapshot .* loaded" "$DIR/n$f.log")
	echo "   ${line#* node $f: }"
	[ -n "$line" ]
}

# The producer ids of the batches holding values "$2-..." in node $1's log
# (dump-log of a stopped node), one a line, sorted.
producer_ids() { # ID PREFIX
	"$KWIRE" dump-log --dir "$DIR/data$1" --json |
		grep "\"value\": \"$2-" | sed -n 's/.*"producerId": \([0-9-]*\).*/\1/p' | sort -u
}

# Idempotent producers across snapshots: a librdkafka idempotent producer
# writes until every node has snapshotted and cleaned its log past the
# ProducerIds record that claimed the producer's id; then every node
# restarts from its snapshot (the record is gone from the log) and a
# second idempotent producer writes. Its id must be one no earlier
# producer had (the counter came back from the snapshots; without it the
# first block would be handed out again), and it writes without error.
case_producers() {
	[ -n "${RDK:-}" ] || { echo "   no rdk_client given"; return 1; }
	cluster_up 3 || return 1
	local l id
	l=$(wait_leader) || return 1
	"$RDK" produce-idempotent "$(boot)" 60000 p1 "$DIR/acked1.txt" 2>>"$DIR/rdk.log" || {
		fail "the first producer: $(tail -n 2 "$DIR/rdk.log")"; return 1; }
	for id in 1 2 3; do wait_cleaned "$id" || return 1; done
	wait_caught_up 20000 || return 1
	for id in 1 2 3; do stop "$id"; done
	producer_ids "$l" p1 >"$DIR/pids1.txt"
	for id in 1 2 3; do
		if "$KWIRE" dump-log --dir "$DIR/data$id" | grep -q "controlType: PRODUCER_IDS"; then
			fail "node $id still has the ProducerIds record in its log"
			return 1
		fi
	done
	for id in 1 2 3; do start "$id"; done
	wait_leader >/dev/null || return 1
	"$RDK" produce-idempotent "$(boot)" 200 p2 "$DIR/acked2.txt" 2>>"$DIR/rdk.log" || {
		fail "the second producer: $(tail -n 2 "$DIR/rdk.log")"; return 1; }
	wait_caught_up 20000 || return 1
	for id in 1 2 3; do stop "$id"; done
	producer_ids "$l" p2 >"$DIR/pids2.txt"
	echo "   first producer id(s): $(tr '\n' ' ' <"$DIR/pids1.txt"); after the restart: $(tr '\n' ' ' <"$DIR/pids2.txt")"
	[ -s "$DIR/pids1.txt" ] && [ -s "$DIR/pids2.txt" ] || { fail "no producer ids in the logs"; return 1; }
	[ -z "$(comm -12 "$DIR/pids1.txt" "$DIR/pids2.txt")" ] || { fail "a producer id was handed out twice"; return 1; }
	grep -q '^-1$' "$DIR/pids2.txt" && { fail "batches without a producer id"; return 1; }
	local line
	line=$(grep -m1 "snapshot .* loaded" "$DIR/n$l.log")
	[ -n "$line" ] || { fail "node $l did not start from a snapshot"; return 1; }
}

case_groups() {
	cluster_up 3 || return 1
	wait_leader >/dev/null || return 1
	local kc=(-X auto.offset.reset=earliest -X session.timeout.ms=6000 -q -f '%s\n')
	printf 's:s-%d\n' 1 2 3 4 5 | timeout 30 kcat -P -b "$(boot)" -t $TOPIC -p 0 -K: \
		-X acks=all || return 1
	timeout 30 kcat -C -G sg -b "$(boot)" "${kc[@]}" -e $TOPIC >"$DIR/g1.txt" 2>/dev/null ||
		{ fail "the first consumer"; return 1; }
	[ "$(tr '\n' ' ' <"$DIR/g1.txt")" = "s-1 s-2 s-3 s-4 s-5 " ] ||
		{ fail "the first consumer read $(tr '\n' ' ' <"$DIR/g1.txt")"; return 1; }
	# enough after it for a snapshot and the log before it deleted
	produce 30000 500 100 || return 1
	local id
	for id in 1 2 3; do wait_cleaned "$id" || return 1; done
	wait_caught_up 20000 || return 1
	for id in 1 2 3; do stop "$id"; done
	for id in 1 2 3; do start "$id"; done
	wait_leader >/dev/null || return 1
	timeout 30 kcat -C -G sg -b "$(boot)" "${kc[@]}" -e $TOPIC >"$DIR/g2.txt" 2>/dev/null ||
		{ fail "the second consumer"; return 1; }
	echo "   after the restart the group read $(wc -l <"$DIR/g2.txt") records, from $(head -c 12 "$DIR/g2.txt")"
	# the compacted topic from the beginning would hold s-5 (key s)
	! grep -q '^s-' "$DIR/g2.txt" || { fail "the group read from the start again"; return 1; }
	[ -s "$DIR/g2.txt" ] || { fail "nothing read"; return 1; }
	grep -q "snapshot .* loaded" "$DIR"/n*.log || { fail "no node started from a snapshot"; return 1; }
}

for c in ${SNAPSHOT_CASES:-compacted wiped kill9 restart producers groups}; do
	t0=$(now_ms)
	"case_$c"
	rc=$?
	echo "   ($(($(now_ms) - t0)) ms)"
	report "$c" $rc
done
summary
[ $FAILED -eq 0 ]
