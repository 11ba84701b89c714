#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/node/metrics.sh — the metrics listener and the log of three `kwire
# node` processes on loopback, scraped with curl, written to with kcat.
#
#   metrics.sh KWIRE   (METRICS_CASES="a b" runs only those cases)
#
# Every node serves kwire.metrics.listener; node 3 logs in JSON
# (--log-format json). Cases:
#   names    every metric name of docs/operations.md is in a scrape of the
#            leader and of a follower; other paths are 404, other methods
#            405; `kwire metrics` prints the table with p50 and p99
#   moves    after 2,000 records produced with kcat (acks=all) the
#            leader's appended records, high watermark, commit latency and
#            fsync counts rose, and a follower's fetched records did
#   hostile  a request with 1 MiB of headers is refused (431 or a reset)
#            and logged; 300 connections at once are refused beyond the
#            listener's bound and logged; meanwhile the cluster still
#            commits (kcat acks=all) and a scrape afterwards still works
#   json     node 3's log is one JSON object per line (ts, level, node,
#            msg, fields), its state changes carry epoch, state and reason
# Prints one line per case and "N passed, N failed".
set -uo pipefail
KWIRE=$(realpath "$1")
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
TOPIC=__cluster_metadata

PASSED=0
FAILED=0
. "$(dirname "$0")/lib.sh"

MPORTS=()
# the metrics ports: free ones, none of the nodes' own
pick_metrics_ports() {
	MPORTS=()
	while [ ${#MPORTS[@]} -lt 3 ]; do
		local p=$((20000 + RANDOM % 12000))
		if port_free "$p" && [[ " ${PORTS[*]} ${MPORTS[*]:-} " != *" $p "* ]]; then
			MPORTS+=("$p")
		fi
	done
}
maddr() { echo "127.0.0.1:${MPORTS[$(($1 - 1))]}"; }

write_config() { # ID VOTERS
	[ "$1" = 1 ] && pick_metrics_ports
	cat <<EOT
node.id=$1
controller.quorum.voters=$2
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
kwire.metrics.listener=http://$(maddr "$1")
EOT
}

# node 3 logs in JSON
start() {
	local fmt=text
	[ "$1" = 3 ] && fmt=json
	"$KWIRE" node --config "$DIR/n$1.properties" --log-format $fmt >>"$DIR/n$1.log" 2>&1 &
	PIDS[$1]=$!
}

# (Read whole before grep: under pipefail, `scrape | grep -q` fails when grep
# exits at its match and curl's next write meets a closed pipe.)
scrape() { curl -sf --max-time 5 "http://$(maddr "$1")/metrics"; }
# The value of sample $2 (the whole name with its labels) in a scrape of $1.
value_of() { scrape "$1" | awk -v k="$2" '$1 == k { print $2 }'; }

produce() { # COUNT
	seq "$1" | sed 's/^/k:v-/' >"$DIR/in.txt"
	timeout 60 kcat -P -b "$(boot)" -t $TOPIC -p 0 -K: -X acks=all -l "$DIR/in.txt" \
		>"$DIR/kcat-p.log" 2>&1
	local rc=$?
	if [ $rc -ne 0 ] || grep -q 'Delivery failed' "$DIR/kcat-p.log"; then
		fail "kcat produce failed (rc $rc): $(grep -m1 -i 'fail\|error' "$DIR/kcat-p.log")"
		return 1
	fi
}

NAMES="kwire_raft_current_state kwire_raft_current_leader kwire_raft_current_epoch
kwire_raft_current_vote kwire_raft_high_watermark kwire_raft_log_end_offset
kwire_raft_log_start_offset kwire_raft_number_of_voters kwire_raft_number_of_observers
kwire_raft_election_latency_seconds kwire_raft_commit_latency_seconds
kwire_raft_fetch_records_rate kwire_raft_append_records_rate kwire_raft_poll_idle_ratio
kwire_raft_uncommitted_voter_change kwire_raft_fsync_seconds kwire_raft_apply_seconds
kwire_raft_append_to_high_watermark_seconds kwire_raft_peer_fetch_lag
kwire_raft_peer_last_fetch_age_seconds kwire_raft_snapshots kwire_raft_snapshot_latest_bytes
kwire_raft_snapshots_taken_total kwire_raft_snapshots_installed_total
kwire_requests_total kwire_request_errors_total kwire_connections
kwire_network_bytes_in_total kwire_network_bytes_out_total"

case_names() {
	cluster_up 3 || return 1
	local l f text n code
	l=$(wait_leader) || return 1
	f=$((l % 3 + 1))
	wait_caught_up 20000 || return 1
	for n in "$l" "$f"; do
		text=$(scrape "$n") || fail "no scrape of node $n" || return 1
		for name in $NAMES; do
			grep -q "^# TYPE $name " <<<"$text" ||
				fail "node $n: no metric $name" || return 1
		done
	done
	# the leader knows its peers; the state gauge names the state
	grep -q "^kwire_raft_peer_fetch_lag{peer=\"$f\",role=\"voter\"} " <<<"$(scrape "$l")" ||
		fail "leader $l lists no lag of peer $f" || return 1
	[ "$(value_of "$l" 'kwire_raft_current_state{state="leader"}')" = 1 ] ||
		fail "leader $l: current_state leader is not 1" || return 1
	[ "$(value_of "$f" 'kwire_raft_current_leader')" = "$l" ] ||
		fail "follower $f: current_leader is not $l" || return 1
	code=$(curl -s -o /dev/null -w '%{http_code}' "http://$(maddr "$l")/other")
	[ "$code" = 404 ] || fail "GET /other answered $code, not 404" || return 1
	code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://$(maddr "$l")/metrics")
	[ "$code" = 405 ] || fail "POST /metrics answered $code, not 405" || return 1
	"$KWIRE" metrics --url "$(maddr "$l")" >"$DIR/table.txt" ||
		fail "kwire metrics failed" || return 1
	grep -qE '^kwire_raft_election_latency_seconds +count [0-9]+ +mean .* p50 .* p99 ' \
		"$DIR/table.txt" || fail "no histogram row in: $(head -c 600 "$DIR/table.txt")" ||
		return 1
	grep -qE '^kwire_raft_current_epoch +[0-9]+$' "$DIR/table.txt" ||
		fail "no epoch row in the table" || return 1
}

case_moves() {
	cluster_up 3 || return 1
	local l f hw0 hw1 a0 a1 c1 fe1 fs1
	l=$(wait_leader) || return 1
	f=$((l % 3 + 1))
	wait_caught_up 20000 || return 1
	hw0=$(value_of "$l" kwire_raft_high_watermark)
	a0=$(value_of "$l" kwire_raft_append_records_total)
	produce 2000 || return 1
	wait_caught_up 20000 || return 1
	hw1=$(value_of "$l" kwire_raft_high_watermark)
	a1=$(value_of "$l" kwire_raft_append_records_total)
	c1=$(value_of "$l" kwire_raft_commit_latency_seconds_count)
	fs1=$(value_of "$l" kwire_raft_fsync_seconds_count)
	fe1=$(value_of "$f" kwire_raft_fetch_records_total)
	echo "   leader $l: high watermark $hw0 -> $hw1, appended $a0 -> $a1, commits timed $c1, fsyncs $fs1; follower $f fetched $fe1"
	[ "$hw1" -ge $((hw0 + 2000)) ] || fail "high watermark did not rise by 2000" || return 1
	[ "$a1" -ge $((a0 + 2000)) ] || fail "appended records did not rise by 2000" || return 1
	[ "$c1" -gt 0 ] || fail "no commit latency observed" || return 1
	[ "$fs1" -gt 0 ] || fail "no fsync observed" || return 1
	[ "$fe1" -ge 2000 ] || fail "follower fetched fewer than 2000 records" || return 1
	grep -q '^kwire_requests_total{api="Produce"} [1-9]' <<<"$(scrape "$l")" ||
		fail "no Produce requests counted" || return 1
	"$KWIRE" metrics --url "$(maddr "$l")" | grep -E '^kwire_raft_commit_latency_seconds ' |
		sed 's/^/   /'
}

case_hostile() {
	cluster_up 3 || return 1
	local l mp i got t0 t1
	l=$(wait_leader) || return 1
	wait_caught_up 20000 || return 1
	mp=${MPORTS[$((l - 1))]}
	# 1 MiB of headers: the node reads 8 KiB, answers 431 and closes
	exec 5<>"/dev/tcp/127.0.0.1/$mp" || fail "cannot connect to the metrics port" || return 1
	# (a subshell: the write fails once the node resets the connection,
	# and SIGPIPE must end only the writer)
	(printf 'GET /metrics HTTP/1.1\r\nX-Big: '
		head -c 1048576 /dev/zero | tr '\0' a
		printf '\r\n\r\n') >&5 2>/dev/null
	got=$(timeout 3 head -n 1 <&5 2>/dev/null)
	exec 5>&-
	echo "   1 MiB of headers: answered '$(echo "$got" | tr -d '\r\n' | tail -c 40)'"
	grep -q "metrics listener: refusing a request from 127.0.0.1: request head too large" \
		"$DIR/n$l.log" || fail "no log line for the 1 MiB request" || return 1
	# the same produce without the flood, as the baseline
	t0=$(now_ms)
	produce 500 || return 1
	t1=$(now_ms)
	echo "   500 records committed (acks=all) in $((t1 - t0)) ms with no flood"
	# 300 connections held open at once while the cluster commits
	local fds=()
	for i in $(seq 300); do
		exec {fd}<>"/dev/tcp/127.0.0.1/$mp" 2>/dev/null && fds+=("$fd")
	done
	echo "   ${#fds[@]} connections opened"
	t0=$(now_ms)
	produce 500 || { for fd in "${fds[@]}"; do exec {fd}>&-; done; return 1; }
	t1=$(now_ms)
	echo "   500 records committed (acks=all) in $((t1 - t0)) ms meanwhile"
	for fd in "${fds[@]}"; do exec {fd}>&-; done
	grep -q "metrics listener: refusing a connection from 127.0.0.1: 16 connections open" \
		"$DIR/n$l.log" || fail "no log line for the refused connections" || return 1
	sleep 0.5
	grep -q '^kwire_metrics_refused_total [1-9]' <<<"$(scrape "$l")" ||
		fail "refusals not counted, or no scrape after the flood" || return 1
}

case_json() {
	cluster_up 3 || return 1
	wait_leader >/dev/null || return 1
	wait_caught_up 20000 || return 1
	local bad
	bad=$(grep -cv '^{"ts":"[0-9T:.-]*Z","level":"[a-z]*","node":3,"msg":".*","fields":{.*}}$' \
		"$DIR/n3.log")
	[ "$bad" -eq 0 ] || fail "$bad lines of node 3 are not JSON log objects: $(grep -m1 -v '^{' "$DIR/n3.log")" || return 1
	if command -v jq >/dev/null; then
		jq -e . "$DIR/n3.log" >/dev/null || fail "jq cannot parse node 3's log" || return 1
	fi
	grep -q '"msg":"epoch [0-9]*, [^"]*state [A-Za-z]*: [^"]*","fields":{"epoch":[0-9]*,"state":"[A-Za-z]*","leader":-\{0,1\}[0-9]*,"voted":-\{0,1\}[0-9]*,"reason":"' \
		"$DIR/n3.log" || fail "no state change with its fields in node 3's log" || return 1
	grep -m1 '"fields":{"epoch"' "$DIR/n3.log" | sed 's/^/   /'
	# the text logs give each state change its reason too
	grep -m1 'state [A-Za-z]*: ' "$DIR/n1.log" | sed 's/^/   /'
	grep -q 'state [A-Za-z]*: .' "$DIR/n1.log" || fail "node 1's state lines carry no reason" ||
		return 1
}

CASES=${METRICS_CASES:-names moves hostile json}
for c in $CASES; do
	echo "# $c"
	"case_$c"
	report "$c" $?
done
summary
[ "$FAILED" -eq 0 ]
