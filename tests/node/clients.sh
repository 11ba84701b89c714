#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/node/clients.sh — stock Kafka clients other than librdkafka against
# a three-node kwire cluster on loopback (issue: "stock Kafka clients,
# unchanged"). The Node.js clients are installed by the test into NPM_DIR
# when missing (pinned: kafkajs 2.2.4, @platformatic/kafka 1.35.0);
# kafka-python is Debian's python3-kafka 2.0.2 (scripts/deps.sh).
#
#   clients.sh KWIRE RDK_CLIENT NPM_DIR   (CLIENT_CASES="a b" runs only those)
#
# Cases:
#   kafkajs       a kafkajs idempotent producer writes while the leader is
#                 SIGKILLed: everything acknowledged is in the log once, in
#                 order; describeCluster names the three brokers
#   platformatic  @platformatic/kafka's idempotent producer (flexible
#                 versions: ApiVersions v4, Metadata v12, Produce v11) and
#                 its admin client's metadata, without a kill: 1.35 keeps
#                 sending to a dead leader for its whole retry budget
#                 (ECONNREFUSED each time) without asking for metadata
#                 again, against Kafka as here
#   kafkajs_group, platformatic_group
#                 the client's group consumer reads 40 of 60 records from
#                 the beginning, committing each, and leaves; a second run
#                 in the same group reads the other 20, from the committed
#                 offset, after the leader (the group coordinator) was
#                 SIGKILLed in between
#   kafka_python  kafka-python 2.0.2: a producer (acks=all), a group
#                 consumer reading from the beginning and committing, a
#                 second one resuming at the committed offset, and the
#                 admin client's describe_cluster (it asks for Metadata v1,
#                 which Kafka 4.0 removed; the node keeps v0-3 for it)
# Prints one line per case and "N passed, N failed".
set -uo pipefail
KWIRE=$(realpath "$1")
RDK=$(realpath "$2")
NPM_DIR=$3
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/usr/bin/python3
PASSED=0
FAILED=0
. "$HERE/lib.sh"

write_config() { # ID VOTERS
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
EOT
}

# The pinned Node.js clients in NPM_DIR (installed once), with this
# test's scripts beside them (ES modules resolve packages from the
# script's own directory).
npm_ready() {
	if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
		echo "   SKIPPED: Node.js (20) and npm are not installed: this case did not run"
		return 77
	fi
	if [ ! -f "$NPM_DIR/node_modules/kafkajs/package.json" ] ||
		[ ! -f "$NPM_DIR/node_modules/@platformatic/kafka/package.json" ] ||
		! grep -q '"version": "2.2.4"' "$NPM_DIR/node_modules/kafkajs/package.json" ||
		! grep -q '"version": "1.35.0"' "$NPM_DIR/node_modules/@platformatic/kafka/package.json"; then
		mkdir -p "$NPM_DIR"
		echo "   installing kafkajs 2.2.4 and @platformatic/kafka 1.35.0 with npm"
		(cd "$NPM_DIR" && timeout 300 npm install --no-audit --no-fund --silent \
			kafkajs@2.2.4 @platformatic/kafka@1.35.0) || {
			echo "   npm install failed"
			return 1
		}
	fi
	cp "$HERE"/clients/*.js "$HERE"/clients/*.mjs "$NPM_DIR"/
}

# Every acknowledged value read back once, each producer's in order.
check_once_in_order() { # PREFIX
	check_acked || return 1
	local dups
	dups=$(sort "$DIR/read.txt" | uniq -d | wc -l)
	echo "   records in the log twice: $dups"
	[ "$dups" -eq 0 ] || { fail "duplicates: $(sort "$DIR/read.txt" | uniq -d | head -n 3)"; return 1; }
	grep "^$1-" "$DIR/read.txt" | sed "s/^$1-//" | sort -n -c 2>/dev/null ||
		{ fail "records out of order"; return 1; }
}

# A Node.js producer SCRIPT writing COUNT values, while the leader is
# killed once COUNT/4 are acknowledged unless KILL=no.
produce_through_kill() { # SCRIPT COUNT PREFIX
	cluster_up 3 || return 1
	local l
	l=$(wait_leader) || return 1
	: >"$DIR/acked.txt"
	(cd "$NPM_DIR" && timeout 120 node "$1" "$(boot)" "$2" "$3" "$DIR/acked.txt") \
		>"$DIR/client.out" 2>&1 &
	local prod=$! deadline=$(($(now_ms) + 30000))
	while [ "$(wc -l <"$DIR/acked.txt")" -lt $(($2 / 4)) ] && [ "$(now_ms)" -lt $deadline ]; do
		sleep 0.02
	done
	if [ "${KILL:-yes}" = yes ]; then
		kill -KILL "${PIDS[$l]}"
		wait "${PIDS[$l]}" 2>/dev/null
		unset "PIDS[$l]"
		echo "   leader $l SIGKILLed with $(wc -l <"$DIR/acked.txt") of $2 acknowledged"
	fi
	wait $prod || { fail "the client: $(tail -n 3 "$DIR/client.out")"; return 1; }
	sed 's/^/   /' "$DIR/client.out"
	[ "$(wc -l <"$DIR/acked.txt")" -eq "$2" ] || { fail "not every send acknowledged"; return 1; }
	check_once_in_order "$3"
}

case_kafkajs() {
	npm_ready || return
	produce_through_kill kafkajs_produce.js 400 kjs || return 1
	grep -q "describeCluster: 3 brokers" "$DIR/client.out"
}

case_platformatic() {
	npm_ready || return
	KILL=no produce_through_kill platformatic_produce.mjs 400 plat || return 1
	grep -q "metadata: 3 brokers, leader [123], replicas 1,2,3" "$DIR/client.out"
}

# A group consumer SCRIPT: 40 records, the coordinator killed, 20 more
# from the committed offset.
group_resumes() { # SCRIPT
	npm_ready || return
	cluster_up 3 || return 1
	local l
	l=$(wait_leader) || return 1
	"$RDK" produce "$(boot)" 60 gr "$DIR/acked.txt" 2>>"$DIR/rdk.log" || return 1
	: >"$DIR/got.txt"
	(cd "$NPM_DIR" && timeout 90 node "$1" "$(boot)" grp 40 "$DIR/got.txt") >"$DIR/client.out" 2>&1 ||
		{ fail "the first run: $(tail -n 3 "$DIR/client.out")"; return 1; }
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	wait_leader "$l" >/dev/null || return 1
	(cd "$NPM_DIR" && timeout 90 node "$1" "$(boot)" grp 20 "$DIR/got.txt") >>"$DIR/client.out" 2>&1 ||
		{ fail "the second run: $(tail -n 3 "$DIR/client.out")"; return 1; }
	sed 's/^/   /' "$DIR/client.out"
	echo "   leader $l SIGKILLed between the runs"
	seq 0 59 | sed 's/^/gr-/' >"$DIR/want.txt"
	cmp -s "$DIR/got.txt" "$DIR/want.txt" ||
		{ fail "read $(tr '\n' ' ' <"$DIR/got.txt" | head -c 300)"; return 1; }
}

case_kafkajs_group() { group_resumes kafkajs_consume.js; }
case_platformatic_group() { group_resumes platformatic_consume.mjs; }

case_kafka_python() {
	"$PY" -c 'import kafka' 2>/dev/null || { echo "   python3-kafka is not installed"; return 1; }
	cluster_up 3 || return 1
	wait_leader >/dev/null || return 1
	timeout 120 "$PY" "$HERE/clients/kafka_python_probe.py" "$(boot)" >"$DIR/client.out" 2>&1
	local rc=$?
	sed 's/^/   /' "$DIR/client.out"
	[ $rc -eq 0 ] || { fail "kafka-python failed"; return 1; }
	grep -qx "group read $(seq 0 14 | sed 's/^/kpy-/' | tr '\n' ' ' | sed 's/ $//')" "$DIR/client.out" ||
		{ fail "the group did not read kpy-0..14"; return 1; }
	grep -qx "group resumed $(seq 15 19 | sed 's/^/kpy-/' | tr '\n' ' ' | sed 's/ $//')" "$DIR/client.out" ||
		{ fail "the group did not resume at kpy-15"; return 1; }
	grep -q "^describe_cluster 3 brokers" "$DIR/client.out"
}

for c in ${CLIENT_CASES:-kafkajs platformatic kafkajs_group platformatic_group kafka_python}; do
	t0=$(now_ms)
	"case_$c"
	rc=$?
	echo "   ($(($(now_ms) - t0)) ms)"
	if [ $rc -eq 77 ]; then
		echo "ok - $c # SKIP (said above)"
		continue
	fi
	report "$c" $rc
done
summary
[ $FAILED -eq 0 ]
