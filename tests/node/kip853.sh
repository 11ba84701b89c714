#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/node/kip853.sh — KIP-853 (dynamic quorums) across `kwire node`
# processes on loopback: `kwire format --standalone / --initial-controllers
# / --no-initial-controllers`, controller.quorum.bootstrap.servers, and
# add-controller and remove-controller: a quorum grown from one node, a
# replaced disk, an add while the leader is killed, refusals at once.
#
#   kip853.sh KWIRE RDK_CLIENT   (KIP853_CASES="a b" runs only those cases)
#
# Each case formats and starts its own nodes in a fresh directory (ports
# chosen free, lib.sh), is bounded in time and kills every process it
# started (by PID). Prints one line per case and "N passed, N failed".
#
# A case is a function case_NAME listed in CASES below. Helpers for new
# cases: dyn_config ID [KEY=VALUE...] writes a node's properties (no
# controller.quorum.voters; bootstrap servers = BOOT_IDS' addresses),
# dyn_format ID MODE... formats it, replication_of ID prints a node's
# "logEndOffset status" as the leader reports it.
set -uo pipefail
KWIRE=$(realpath "$1")
RDK=$(realpath "$2")
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
CASES="format_modes standalone_observers add_remove_controller grow_from_standalone replaced_disk add_while_leader_killed refusals_at_once change_times_out voter_moves"

PASSED=0
FAILED=0
. "$(dirname "$0")/lib.sh"

# The nodes whose addresses make controller.quorum.bootstrap.servers.
BOOT_IDS="1"

boot_servers() {
	local b="" id
	for id in $BOOT_IDS; do b="${b:+$b,}$(addr "$id")"; done
	echo "$b"
}

# dyn_config ID [KEY=VALUE...]: a node of a dynamic quorum, on stdout.
dyn_config() {
	local id=$1
	shift
	cat <<EOT
node.id=$id
controller.quorum.bootstrap.servers=$(boot_servers)
listeners=PLAINTEXT://$(addr "$id")
log.dirs=$DIR/data$id
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
controller.quorum.election.backoff.max.ms=500
EOT
	local kv
	for kv in "$@"; do echo "$kv"; done
}

# dyn_format ID FLAGS...: writes node ID's config and formats it.
dyn_format() {
	local id=$1
	shift
	dyn_config "$id" >"$DIR/n$id.properties"
	"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id "$CLUSTER_ID" "$@" \
		>>"$DIR/format.log" 2>&1 || { fail "format of node $id ($*) failed: $(tail -n1 "$DIR/format.log")"; return 1; }
}

# A fresh directory with N free ports (a case formats and starts nodes).
dyn_dir() {
	DIR=$(mktemp -d -t kwire-kip853-test.XXXXXX)
	pick_ports "$1"
}

# replication_of ID: "logEndOffset status" of node ID in the leader's
# describe --replication (asked through node 1), or nothing.
replication_of() {
	"$KWIRE" quorum --bootstrap-server "$(addr 1)" describe --replication --json 2>/dev/null |
		tr '{' '\n' | grep "\"nodeId\": $1," |
		sed -n 's/.*"logEndOffset": \([0-9-]*\).*"status": "\([A-Za-z]*\)".*/\1 \2/p'
}

# wait_replicated ID STATUS: until node ID's log end offset, as the leader
# reports it, is the leader's own and its status is STATUS (20 s).
wait_replicated() {
	local deadline=$(($(now_ms) + 20000)) leo mine
	while [ "$(now_ms)" -lt $deadline ]; do
		leo=$(replication_of 1)
		mine=$(replication_of "$1")
		if [ -n "$leo" ] && [ "$mine" = "${leo%% *} $2" ]; then
			echo "   node $1: $mine (leader: $leo)"
			return 0
		fi
		sleep 0.1
	done
	echo "   node $1: '$mine', leader: '$leo'"
	return 1
}

# expect_refused WANT ARGS...: kwire format ARGS exits 2 saying WANT.
expect_refused() {
	local want=$1 out rc
	shift
	out=$("$KWIRE" format "$@" 2>&1)
	rc=$?
	[ $rc -eq 2 ] && grep -qF -- "$want" <<<"$out" ||
		{ fail "format $* gave $rc '$out', expected 2 and '$want'"; return 1; }
}

# kafka-storage's three modes and their checks, without starting a node.
case_format_modes() {
	dyn_dir 3
	local c="--cluster-id $CLUSTER_ID" d1 d2 d3
	dyn_config 1 >"$DIR/n1.properties"
	dyn_config 1 "controller.quorum.voters=1@$(addr 1)" >"$DIR/static.properties"
	grep -v bootstrap.servers "$DIR/n1.properties" >"$DIR/none.properties"
	expect_refused "one of --standalone, --initial-controllers or --no-initial-controllers is required" \
		--config "$DIR/n1.properties" $c || return 1
	expect_refused "only one of --standalone, --initial-controllers and --no-initial-controllers" \
		--config "$DIR/n1.properties" $c --standalone -N || return 1
	expect_refused "--standalone: refused: controller.quorum.voters is set" \
		--config "$DIR/static.properties" $c --standalone || return 1
	expect_refused "controller.quorum.bootstrap.servers: both missing" \
		--config "$DIR/none.properties" $c -N || return 1
	d1=$("$KWIRE" random-uuid) d2=$("$KWIRE" random-uuid) d3=$("$KWIRE" random-uuid)
	expect_refused "this node (node.id 1) is not listed" --config "$DIR/n1.properties" $c \
		--initial-controllers "2@$(addr 2):$d2,3@$(addr 3):$d3" || return 1
	expect_refused "node id 2 is given more than once" --config "$DIR/n1.properties" $c \
		--initial-controllers "1@$(addr 1):$d1,2@$(addr 2):$d2,2@$(addr 3):$d3" || return 1
	[ ! -e "$DIR/data1" ] || { fail "a refused format wrote $DIR/data1"; return 1; }
	# the listed set; this node's directory id is the listed one
	"$KWIRE" format --config "$DIR/n1.properties" $c \
		--initial-controllers "1@$(addr 1):$d1,2@$(addr 2):$d2,3@$(addr 3):$d3" \
		>>"$DIR/format.log" 2>&1 || { fail "--initial-controllers: $(tail -n1 "$DIR/format.log")"; return 1; }
	grep -qx "directory.id=$d1" "$DIR/data1/meta.properties" ||
		{ fail "directory.id is not the listed $d1"; return 1; }
	local voters
	voters=$("$KWIRE" dump-log --file \
		"$DIR/data1/__cluster_metadata-0/00000000000000000000-0000000000.checkpoint" |
		grep -o '"voterId":[0-9]*,"voterDirectoryId":"[^"]*"' | tr '\n' ' ')
	echo "   checkpoint: $voters"
	[ "$voters" = "\"voterId\":1,\"voterDirectoryId\":\"$d1\" \"voterId\":2,\"voterDirectoryId\":\"$d2\" \"voterId\":3,\"voterDirectoryId\":\"$d3\" " ] ||
		{ fail "the checkpoint's voters are not the listed ones"; return 1; }
	# formatted once: a second format is refused, --ignore-formatted keeps it
	"$KWIRE" format --config "$DIR/n1.properties" $c --standalone >/dev/null 2>&1 &&
		{ fail "a second format was not refused"; return 1; }
	"$KWIRE" format --config "$DIR/n1.properties" $c --standalone --ignore-formatted \
		>/dev/null 2>&1 || { fail "--ignore-formatted refused"; return 1; }
	grep -qx "directory.id=$d1" "$DIR/data1/meta.properties" ||
		{ fail "--ignore-formatted changed the directory"; return 1; }
}

# Node 1 formatted --standalone starts and elects itself; nodes 2 and 3,
# formatted --no-initial-controllers with node 1 as bootstrap server, find
# it as observers and replicate what a client produces to it.
case_standalone_observers() {
	dyn_dir 3
	dyn_format 1 --standalone || return 1
	[ -s "$DIR/data1/__cluster_metadata-0/00000000000000000000-0000000000.checkpoint" ] ||
		{ fail "--standalone wrote no bootstrap checkpoint"; return 1; }
	"$KWIRE" dump-log --file \
		"$DIR/data1/__cluster_metadata-0/00000000000000000000-0000000000.checkpoint" |
		grep -q '"voterId":1,' || { fail "the checkpoint does not name voter 1"; return 1; }
	"$KWIRE" dump-log --dir "$DIR/data1" | grep -q '^Bootstrap checkpoint .*voters 1@' ||
		{ fail "dump-log --dir does not show the bootstrap checkpoint"; return 1; }
	dyn_format 2 --no-initial-controllers || return 1
	dyn_format 3 --no-initial-controllers || return 1
	[ ! -e "$DIR/data2/__cluster_metadata-0" ] ||
		{ fail "--no-initial-controllers wrote more than meta.properties"; return 1; }
	local id
	for id in 1 2 3; do start "$id"; done
	local l
	l=$(wait_leader) || { fail "no leader within 20 s"; return 1; }
	[ "$l" = 1 ] || { fail "leader $l, expected the standalone node 1"; return 1; }
	"$KWIRE" quorum --bootstrap-server "$(addr 1)" describe --status |
		grep '^CurrentVoters:' | grep -q '"id": 1,' ||
		{ fail "node 1 is not the only voter"; return 1; }
	"$RDK" produce "$(addr 1)" 200 kip "$DIR/acked.txt" 2>>"$DIR/rdk.log" ||
		{ fail "produce to node 1 failed"; return 1; }
	wait_replicated 2 Observer || { fail "node 2 is no caught-up observer"; return 1; }
	wait_replicated 3 Observer || { fail "node 3 is no caught-up observer"; return 1; }
	"$KWIRE" quorum --bootstrap-server "$(addr 1)" describe --status --json |
		grep -q '"currentObservers": \[{"id": [23],.*{"id": [23],' ||
		{ fail "describe --status does not list 2 and 3 as observers"; return 1; }
	# an observer names the leader it found (its DescribeQuorum Nodes)
	"$KWIRE" quorum --bootstrap-server "$(addr 3)" describe --status |
		grep -q '^LeaderId: *1$' || { fail "node 3 does not lead the tool to node 1"; return 1; }
	# the observers hold the records themselves
	for id in 2 3; do
		"$KWIRE" dump-log --dir "$DIR/data$id" 2>/dev/null | sed -n 's/.* payload: \(kip-[0-9]*\) .*/\1/p' |
			sort >"$DIR/held$id.txt"
		local missing
		missing=$(sort "$DIR/acked.txt" | comm -23 - "$DIR/held$id.txt" | wc -l)
		echo "   node $id holds $(wc -l <"$DIR/held$id.txt") of $(wc -l <"$DIR/acked.txt") acknowledged records"
		[ "$missing" -eq 0 ] && [ -s "$DIR/acked.txt" ] ||
			{ fail "node $id misses $missing acknowledged records"; return 1; }
	done
	BOOT="addr 1" check_acked || { fail "a consumer of node 1 misses records"; return 1; }
}

# Split listeners (controller.listener.names: what add-controller reads):
# node 1 standalone, node 2 an observer; add-controller makes node 2 a
# voter, remove-controller an observer again; a voter that is not there
# is refused with the leader's ErrorMessage. The listeners: CONTROLLER on
# PORTS[i-1], PLAINTEXT (clients) on PORTS[i+1].
case_add_remove_controller() {
	dyn_dir 4
	local id ctl
	for id in 1 2; do
		ctl="127.0.0.1:${PORTS[$((id - 1))]}"
		dyn_config "$id" "controller.listener.names=CONTROLLER" |
			sed "s|^listeners=.*|listeners=CONTROLLER://$ctl,PLAINTEXT://127.0.0.1:${PORTS[$((id + 1))]}|" \
				>"$DIR/n$id.properties"
	done
	"$KWIRE" format --config "$DIR/n1.properties" --cluster-id "$CLUSTER_ID" --standalone \
		>>"$DIR/format.log" 2>&1 || { fail "format 1: $(tail -n1 "$DIR/format.log")"; return 1; }
	"$KWIRE" format --config "$DIR/n2.properties" --cluster-id "$CLUSTER_ID" -N \
		>>"$DIR/format.log" 2>&1 || { fail "format 2: $(tail -n1 "$DIR/format.log")"; return 1; }
	for id in 1 2; do start "$id"; done
	local q="$KWIRE quorum --bootstrap-controller $(addr 1)" deadline out d2
	deadline=$(($(now_ms) + 20000))
	until $q describe --replication 2>/dev/null | grep -q "^2 .*Observer"; do
		[ "$(now_ms)" -lt $deadline ] || { fail "node 2 never observed"; return 1; }
		sleep 0.1
	done
	d2=$(sed -n 's/^directory.id=//p' "$DIR/data2/meta.properties")
	out=$($q --command-config "$DIR/n2.properties" add-controller 2>&1) ||
		{ fail "add-controller: $out"; return 1; }
	echo "   $out"
	[ "$out" = "Added controller 2 with directory id $d2 and endpoints: CONTROLLER://$(addr 1 | sed "s/:.*//"):${PORTS[1]}" ] ||
		{ fail "not Kafka's line: $out"; return 1; }
	$q describe --status | grep '^CurrentVoters:' | grep -q "\"id\": 2, \"directoryId\": \"$d2\"" ||
		{ fail "node 2 is not a voter after add-controller"; return 1; }
	out=$($q remove-controller --controller-id 2 --controller-directory-id "$d2" 2>&1) ||
		{ fail "remove-controller: $out"; return 1; }
	echo "   $out"
	[ "$out" = "Removed KRaft controller 2 with directory id $d2" ] ||
		{ fail "not Kafka's line: $out"; return 1; }
	$q describe --status | grep '^CurrentVoters:' | grep -q '"id": 2,' &&
		{ fail "node 2 is still a voter after remove-controller"; return 1; }
	out=$($q remove-controller --controller-id 7 --controller-directory-id "$d2" 2>&1)
	local rc=$?
	echo "   $out"
	[ $rc -eq 1 ] && grep -q "VOTER_NOT_FOUND: " <<<"$out" ||
		{ fail "removing an unknown voter: status $rc, '$out'"; return 1; }
}

# -- a quorum grown from a --standalone node ---------------------------
# NODES nodes with split listeners: CONTROLLER (Raft, the admin tools) on
# addr ID = PORTS[ID-1], PLAINTEXT (clients) on caddr ID = PORTS[ID-1+NODES].
NODES=0
caddr() { echo "127.0.0.1:${PORTS[$(($1 - 1 + NODES))]}"; }

# The client listeners of the live nodes (check_acked's BOOT).
client_boot() {
	local b="" id
	for id in "${!PIDS[@]}"; do b="${b:+$b,}$(caddr "$id")"; done
	echo "$b"
}

# The controller listeners of the live nodes, for --bootstrap-controller.
ctl_boot() { boot; }

split_format() { # ID MODE...
	local id=$1 k ce=""
	shift
	# Metadata gives clients every node's client listener
	for k in $(seq 1 "$NODES"); do ce="${ce:+$ce,}$k@$(caddr "$k")"; done
	dyn_config "$id" "controller.listener.names=CONTROLLER" "kwire.client.endpoints=$ce" |
		sed "s|^listeners=.*|listeners=CONTROLLER://$(addr "$id"),PLAINTEXT://$(caddr "$id")|" \
			>"$DIR/n$id.properties"
	"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id "$CLUSTER_ID" "$@" \
		>>"$DIR/format.log" 2>&1 || { fail "format $id ($*): $(tail -n1 "$DIR/format.log")"; return 1; }
}

dir_of() { sed -n 's/^directory.id=//p' "$DIR/data$1/meta.properties"; }

# voter_ids: the voters the leader reports, sorted, space-separated.
voter_ids() {
	"$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" describe --status 2>/dev/null |
		sed -n 's/^CurrentVoters: *//p' | grep -o '"id": [0-9]*' | awk '{print $2}' |
		sort -n | tr '\n' ' ' | sed 's/ $//'
}

wait_voters() { # WANT ("1 2 3"), within 20 s
	local deadline=$(($(now_ms) + 20000)) v
	while [ "$(now_ms)" -lt $deadline ]; do
		v=$(voter_ids)
		[ "$v" = "$1" ] && return 0
		sleep 0.1
	done
	fail "voters [$v], want [$1]"
}

wait_observer() { # ID: the leader lists it as a caught-up observer (20 s)
	local deadline=$(($(now_ms) + 20000))
	until "$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" describe --replication 2>/dev/null |
		grep -q "^$1 .*Observer"; do
		[ "$(now_ms)" -lt $deadline ] || { fail "node $1 never observed"; return 1; }
		sleep 0.1
	done
}

# add_controller ID: add-controller with node ID's file, retried while the
# leader answers REQUEST_TIMED_OUT (the observer not caught up yet, or a
# change still committing) or none leads, within 20 s; prints its line.
add_controller() {
	local deadline=$(($(now_ms) + 20000)) out
	while :; do
		out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" \
			--command-config "$DIR/n$1.properties" add-controller 2>&1) && {
			echo "   $out"
			return 0
		}
		[ "$(now_ms)" -lt $deadline ] || { fail "add-controller $1: $out"; return 1; }
		grep -q "REQUEST_TIMED_OUT\|NOT_LEADER\|leader\|connect" <<<"$out" ||
			{ fail "add-controller $1: $out"; return 1; }
		sleep 0.2
	done
}

produce() { # COUNT PREFIX: through the live client listeners, acks=all;
	# what is acknowledged adds to acked.txt (check_acked's list)
	"$RDK" produce "$(client_boot)" "$1" "$2" "$DIR/acked_$2.txt" 2>>"$DIR/rdk.log" ||
		{ fail "produce $2: $(tail -n 2 "$DIR/rdk.log")"; return 1; }
	cat "$DIR/acked_$2.txt" >>"$DIR/acked.txt"
}

# Node 1 --standalone, nodes 2..N --no-initial-controllers, all started;
# 2 and 3 added with add-controller: voters 1 2 3.
grow_to_three() {
	NODES=$1
	dyn_dir $((2 * NODES))
	# every controller in the bootstrap list, as Kafka advises: an
	# observer finds a new leader through any of them
	BOOT_IDS=$(seq 1 "$NODES" | tr '\n' ' ')
	split_format 1 --standalone || return 1
	local id
	for id in $(seq 2 "$NODES"); do split_format "$id" -N || return 1; done
	for id in $(seq 1 "$NODES"); do start "$id"; done
	wait_observer 2 && wait_observer 3 || return 1
	produce 100 a || return 1
	add_controller 2 && add_controller 3 || return 1
	wait_voters "1 2 3"
}

# KIP-853's own path to a quorum: one standalone voter grows to three with
# add-controller while clients write, then survives losing its first
# leader to SIGKILL; every acknowledged record is read back.
case_grow_from_standalone() {
	grow_to_three 3 || return 1
	produce 100 b || return 1
	# the leader's VotersRecords are in the log on every node
	"$KWIRE" dump-log --dir "$DIR/data3" 2>/dev/null | grep -c 'KRAFT_VOTERS\|VOTERS' |
		sed 's/^/   VotersRecord lines in node 3'"'"'s log: /'
	local l t0
	l=$(wait_controller_leader) || return 1
	t0=$(now_ms)
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	local nl="" deadline=$(($(now_ms) + 20000))
	while [ "$(now_ms)" -lt $deadline ]; do
		nl=$(wait_controller_leader) && [ "$nl" != "$l" ] && break
		sleep 0.02
	done
	[ -n "$nl" ] && [ "$nl" != "$l" ] || { fail "no new leader after killing $l"; return 1; }
	echo "   killed leader $l, node $nl leads after $(($(now_ms) - t0)) ms"
	wait_voters "1 2 3" || return 1 # the dead one is still a voter
	produce 100 c || return 1
	BOOT=client_boot check_acked
}

# A voter's disk is replaced: remove-controller, a fresh format (a new
# directory id), then add-controller again; the old identity is gone (a
# removal naming it is VOTER_NOT_FOUND) and nothing acknowledged is lost.
case_replaced_disk() {
	grow_to_three 3 || return 1
	local old new out
	old=$(dir_of 3)
	out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" remove-controller \
		--controller-id 3 --controller-directory-id "$old" 2>&1) ||
		{ fail "remove-controller 3: $out"; return 1; }
	echo "   $out"
	wait_voters "1 2" || return 1
	stop 3
	rm -rf "$DIR/data3"
	split_format 3 -N || return 1
	new=$(dir_of 3)
	[ "$new" != "$old" ] || { fail "the new format kept directory id $old"; return 1; }
	start 3
	wait_observer 3 || return 1
	add_controller 3 || return 1
	wait_voters "1 2 3" || return 1
	"$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" describe --status |
		grep '^CurrentVoters:' | grep -q "\"id\": 3, \"directoryId\": \"$new\"" ||
		{ fail "voter 3 does not have the new directory id $new"; return 1; }
	out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" remove-controller \
		--controller-id 3 --controller-directory-id "$old" 2>&1)
	echo "   the old disk: $out"
	grep -q "VOTER_NOT_FOUND" <<<"$out" || { fail "the old identity was not refused"; return 1; }
	produce 100 d || return 1
	BOOT=client_boot check_acked
}

# add-controller while the leader is SIGKILLed: whatever the first
# request's fate (committed, or lost with the leader), retrying it ends
# with the voter added once, and every acknowledged record is there.
case_add_while_leader_killed() {
	grow_to_three 4 || return 1
	wait_observer 4 || return 1
	local l bg out
	l=$(wait_controller_leader) || return 1
	"$KWIRE" quorum --bootstrap-controller "$(addr "$l")" \
		--command-config "$DIR/n4.properties" add-controller >"$DIR/first_add.out" 2>&1 &
	bg=$!
	sleep 0.0$((RANDOM % 4)) # before, while or after the request reaches it
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	wait "$bg"
	echo "   first add-controller (leader $l killed): $(head -n 1 "$DIR/first_add.out")"
	local deadline=$(($(now_ms) + 20000))
	while :; do
		out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" \
			--command-config "$DIR/n4.properties" add-controller 2>&1) && break
		grep -q "DUPLICATE_VOTER" <<<"$out" && break # the first one was committed
		[ "$(now_ms)" -lt $deadline ] || { fail "add-controller 4 after the kill: $out"; return 1; }
		sleep 0.2
	done
	echo "   retried: $out"
	wait_voters "1 2 3 4" || return 1
	start "$l"
	produce 100 e || return 1
	BOOT=client_boot check_acked
}

# Each refusal comes back at once (under a second) with its reason: a new
# voter that is not running, an unknown voter to remove (a second change
# while one is committing: test_voters).
case_refusals_at_once() {
	NODES=2
	BOOT_IDS=1
	dyn_dir 4
	split_format 1 --standalone && split_format 2 -N || return 1
	start 1
	wait_controller_leader >/dev/null || return 1
	local t0 out rc
	t0=$(now_ms)
	out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" \
		--command-config "$DIR/n2.properties" add-controller 2>&1)
	rc=$?
	echo "   $out ($(($(now_ms) - t0)) ms)"
	[ $rc -eq 1 ] && grep -q "REQUEST_TIMED_OUT: the new voter is not an observer caught up" <<<"$out" ||
		{ fail "a node that never ran was not refused: $rc"; return 1; }
	[ $(($(now_ms) - t0)) -lt 1000 ] || { fail "the refusal took 1 s or more"; return 1; }
	t0=$(now_ms)
	out=$("$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" remove-controller \
		--controller-id 9 --controller-directory-id "$(dir_of 2)" 2>&1)
	rc=$?
	echo "   $out ($(($(now_ms) - t0)) ms)"
	[ $rc -eq 1 ] && grep -q "VOTER_NOT_FOUND" <<<"$out" || { fail "voter 9 was not refused"; return 1; }
	[ $(($(now_ms) - t0)) -lt 1000 ] || { fail "the refusal took 1 s or more"; return 1; }
	grep -q "AddRaftVoter: REQUEST_TIMED_OUT" "$DIR/n1.log" ||
		{ fail "the leader did not log the refusal"; return 1; }
}

# A change the quorum cannot commit (two of three voters stopped) is
# answered REQUEST_TIMED_OUT after controller.quorum.request.timeout.ms
# (2 s), before check-quorum makes the leader resign (3 s).
case_change_times_out() {
	grow_to_three 3 || return 1
	local l id out rc t0
	l=$(wait_controller_leader) || return 1
	for id in 1 2 3; do [ "$id" = "$l" ] || stop "$id"; done
	t0=$(now_ms)
	out=$("$KWIRE" quorum --bootstrap-controller "$(addr "$l")" remove-controller \
		--controller-id "$l" --controller-directory-id "$(dir_of "$l")" 2>&1)
	rc=$?
	echo "   $out ($(($(now_ms) - t0)) ms)"
	[ $rc -eq 1 ] && grep -q "REQUEST_TIMED_OUT: the voter change was not committed in time" <<<"$out" ||
		{ fail "no timeout answer"; return 1; }
	[ $(($(now_ms) - t0)) -ge 1900 ] || { fail "answered before the request timeout"; return 1; }
}

# A voter restarted on another port tells the leader itself
# (UpdateRaftVoter); the VotersRecord that follows carries the new
# endpoint, and after the leader is killed the other survivor reaches the
# moved voter there: they elect a leader and take writes.
case_voter_moves() {
	grow_to_three 3 || return 1
	local l m p
	l=$(wait_controller_leader) || return 1
	for m in 3 2 1; do [ "$m" = "$l" ] || break; done
	stop "$m"
	for p in $(shuf -i 20000-32000 -n 50); do
		port_free "$p" && [[ " ${PORTS[*]} " != *" $p "* ]] && break
	done
	sed -i "s|CONTROLLER://$(addr "$m")|CONTROLLER://127.0.0.1:$p|" "$DIR/n$m.properties"
	PORTS[$((m - 1))]=$p
	start "$m"
	local deadline=$(($(now_ms) + 20000))
	until "$KWIRE" quorum --bootstrap-controller "$(ctl_boot)" describe --status 2>/dev/null |
		grep '^CurrentVoters:' | grep -q "\"id\": $m, [^}]*127.0.0.1:$p"; do
		[ "$(now_ms)" -lt $deadline ] || { fail "the log never took node $m's new port $p"; return 1; }
		sleep 0.1
	done
	grep -q "UpdateRaftVoter to leader" "$DIR/n$m.log" || { fail "node $m sent no UpdateRaftVoter"; return 1; }
	echo "   node $m now at 127.0.0.1:$p in the log"
	kill -KILL "${PIDS[$l]}"
	wait "${PIDS[$l]}" 2>/dev/null
	unset "PIDS[$l]"
	local nl=""
	deadline=$(($(now_ms) + 20000))
	while [ "$(now_ms)" -lt $deadline ]; do
		nl=$(wait_controller_leader) && [ "$nl" != "$l" ] && break
		sleep 0.05
	done
	[ -n "$nl" ] && [ "$nl" != "$l" ] || { fail "no leader after killing $l"; return 1; }
	echo "   leader $l killed, node $nl leads"
	produce 100 f || return 1
	BOOT=client_boot check_acked
}

for c in ${KIP853_CASES:-$CASES}; do
	t0=$(now_ms)
	"case_$c"
	rc=$?
	echo "   ($(($(now_ms) - t0)) ms)"
	report "$c" $rc
done
summary
[ $FAILED -eq 0 ]
