#!/usr/bin/env bash
# tests/node/reassign.sh — AlterQuorum (kwire's api key 10000, the KIP-595
# draft's voter reassignment) on five `kwire node` processes on loopback,
# driven by `kwire quorum ... alter`.
#
#   reassign.sh KWIRE
#
# One cluster of nodes 1..5: controller.quorum.voters lists all five (every
# node reaches every other through it) and kwire.quorum.initial.voters=1,2,3
# starts the quorum with three voters and two observers. The voters shrink
# to two (the third becomes an observer), grow back, move to the spare nodes
# (1,4,5), the leader removes itself (it finishes the change, resigns, and a
# voter of the new set leads), a cancel is accepted, a bad list is refused,
# and after a restart of every node the voter set is the log's, not the
# configuration's. Bounded in time; kills every process it started
# (by PID). Prints one line per case and a closing "N passed, N failed".
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
kwire.quorum.initial.voters=1,2,3
listeners=PLAINTEXT://$(addr "$1")
log.dirs=$DIR/data$1
controller.quorum.election.timeout.ms=500
controller.quorum.fetch.timeout.ms=2000
controller.quorum.election.backoff.max.ms=500
EOT
}

setup() { cluster_up 5; }

# "LEADER VOTER VOTER ..." as the leader reports it (within 20 s), sorted.
quorum() {
	local deadline=$(($(now_ms) + 20000)) id out l v
	while [ "$(now_ms)" -lt $deadline ]; do
		for id in "${!PIDS[@]}"; do
			out=$("$KWIRE" quorum --bootstrap-server "$(addr "$id")" describe --status \
				2>/dev/null) || continue
			l=$(echo "$out" | sed -n 's/^LeaderId: *\([0-9-]*\).*/\1/p')
			v=$(echo "$out" | sed -n 's/^CurrentVoters: *//p' |
				grep -o '"id": [0-9]*' | awk '{print $2}' | sort -n | tr '\n' ' ')
			if [ -n "$l" ] && [ "$l" -ge 0 ]; then
				echo "$l ${v% }"
				return 0
			fi
		done
		sleep 0.1
	done
	return 1
}

voters_are() { # WANT ("1 2"): the leader's voter set, within 20 s
	local deadline=$(($(now_ms) + 20000)) q
	while [ "$(now_ms)" -lt $deadline ]; do
		q=$(quorum) && [ "${q#* }" = "$1" ] && return 0
		sleep 0.2
	done
	echo "   voters: want [$1], have [${q#* }]"
	return 1
}

observer_listed() { # ID: the leader lists ID among CurrentObservers (10 s)
	local deadline=$(($(now_ms) + 10000))
	while [ "$(now_ms)" -lt $deadline ]; do
		"$KWIRE" quorum --bootstrap-server "$(boot | cut -d, -f1)" describe --status \
			2>/dev/null | grep '^CurrentObservers' | grep -q "\"id\": $1[,}]" &&
			return 0
		sleep 0.2
	done
	echo "   $1 is not listed as an observer"
	return 1
}

alter() { # ARGS...: kwire quorum alter through every live node
	"$KWIRE" quorum --bootstrap-server "$(boot | cut -d, -f1)" alter "$@" \
		>"$DIR/alter.out" 2>&1
	local rc=$?
	[ $rc -eq 0 ] || sed 's/^/   /' "$DIR/alter.out"
	return $rc
}

check() { # NAME COMMAND...
	local name=$1
	shift
	if "$@"; then
		echo "ok   $name"
		PASSED=$((PASSED + 1))
	else
		echo "FAIL $name"
		FAILED=$((FAILED + 1))
		FAILED_CASES="${FAILED_CASES:+$FAILED_CASES; }$name"
		for f in "$DIR"/n*.log; do
			[ -f "$f" ] && tail -n 5 "$f" | sed "s|^|   $(basename "$f"): |"
		done
	fi
}

case_shrink() {
	alter --voters 1,2 && grep -q "^Done: the voters are 1,2" "$DIR/alter.out" &&
		voters_are "1 2" && observer_listed 3
}

case_initial() {
	voters_are "1 2 3" && observer_listed 4 && observer_listed 5
}

case_grow() {
	alter --voters 1,2,3 && voters_are "1 2 3"
}

case_move_to_spares() {
	alter --voters 1,4,5 && voters_are "1 4 5" && observer_listed 2
}

case_leader_removes_itself() {
	local q l rest
	q=$(quorum) || return 1
	l=${q%% *}
	rest=$(echo "${q#* }" | tr ' ' '\n' | grep -vx "$l" | tr '\n' ',')
	alter --voters "${rest%,}" || return 1
	voters_are "$(echo "${rest%,}" | tr ',' ' ')" || return 1
	# the old leader resigned; a voter of the new set leads
	q=$(quorum) || return 1
	[ "${q%% *}" != "$l" ] || { echo "   $l still leads"; return 1; }
	grep -q "AlterQuorum: target committed" "$DIR/n$l.log"
}

case_cancel() {
	alter --cancel && grep -q "^Cancelled" "$DIR/alter.out"
}

raw_alter() { # NODE CLUSTER_ID [VOTERS]: the errorCode of a hand-made AlterQuorum
	local f=$DIR/raw v voters=""
	for v in $(echo "${3:-1,2,3}" | tr ',' ' '); do
		voters="${voters:+$voters,}{\"voterId\":$v}"
	done
	printf '{"type":"request","apiKey":10000,"apiVersion":0,"header":{"requestApiKey":10000,"requestApiVersion":0,"correlationId":7,"clientId":"raw"},"body":{"clusterId":"%s","topics":[{"topicName":"__cluster_metadata","partitions":[{"partitionIndex":0,"targetVoters":[%s]}]}]}}' \
		"$2" "$voters" >"$f.json"
	"$KWIRE" encode "$f.json" >"$f.bin" || return 1
	rm -f "$f.resp"
	(exec 3<>"/dev/tcp/127.0.0.1/${PORTS[$(($1 - 1))]}" && cat "$f.bin" >&3 &&
		timeout 2 cat <&3 >"$f.resp") 2>/dev/null
	"$KWIRE" decode --response --api AlterQuorum --version 0 "$f.resp" 2>/dev/null |
		sed -n 's/.*"errorCode": \([0-9-]*\).*/\1/p' | head -n 1
}

raw_alter_to() { # NODE "V,V,V X": AlterQuorum to the voters and X
	raw_alter "$1" "$CLUSTER_ID" "${2% *},${2##* }"
}

case_refusals() {
	local q l f e
	q=$(quorum) || return 1
	l=${q%% *}
	f=$(echo "${q#* }" | tr ' ' '\n' | grep -vx "$l" | head -n 1)
	e=$(raw_alter "$l" wrong-cluster-id)
	[ "$e" = 104 ] || { echo "   leader, wrong cluster id: errorCode '$e', want 104"; return 1; }
	e=$(raw_alter "$f" $CLUSTER_ID)
	[ "$e" = 6 ] || { echo "   follower $f: errorCode '$e', want 6 (NOT_LEADER_OR_FOLLOWER)"; return 1; }
}

case_voters_from_log_after_restart() {
	local before id
	before=$(quorum) || return 1
	for id in 1 2 3 4 5; do stop "$id"; done
	for id in 1 2 3 4 5; do start "$id"; done
	voters_are "${before#* }"
}

case_bad_voter_list() {
	! "$KWIRE" quorum --bootstrap-server "$(addr 1)" alter --voters 1,1 \
		>"$DIR/alter.out" 2>&1 &&
		grep -q "INVALID_REQUEST" "$DIR/alter.out"
}

# A voter no node can reach (no endpoint, never fetched) is refused at
# once, with its id named; the voters stay as they are.
case_unknown_voter() {
	local q cur t0 rc
	q=$(quorum) || return 1
	cur=$(echo "${q#* }" | tr ' ' ',')
	t0=$(now_ms)
	"$KWIRE" quorum --bootstrap-server "$(boot)" alter --voters "$cur,99" \
		>"$DIR/alter.out" 2>&1
	rc=$?
	sed 's/^/   /' "$DIR/alter.out"
	[ $rc -ne 0 ] || { fail "the tool accepted voter 99"; return 1; }
	[ $(($(now_ms) - t0)) -lt 1000 ] || { fail "the refusal took 1 s or more"; return 1; }
	grep -q "voter 99 is not known to the leader" "$DIR/alter.out" ||
		{ fail "the tool did not name voter 99"; return 1; }
	voters_are "${q#* }"
}

# The leader itself refuses (whatever a tool checks first): a voter with
# no endpoint in its controller.quorum.voters, and an observer that has
# stopped fetching, each answered INVALID_REQUEST with a log line (how
# fast is the tool case's: raw_alter waits out its read timeout).
case_leader_refuses() {
	local q l cur o e
	q=$(quorum) || return 1
	l=${q%% *}
	cur=" ${q#* } "
	# an observer: a node of 1..5 that is not a voter now
	for o in 1 2 3 4 5; do [[ "$cur" == *" $o "* ]] || break; done
	stop "$o"
	sleep 2.5 # past controller.quorum.fetch.timeout.ms (2000)
	e=$(raw_alter_to "$l" "$(echo "${q#* }" | tr ' ' ',') $o")
	[ "$e" = 42 ] || { fail "stopped observer $o: errorCode '$e', want 42 (INVALID_REQUEST)"; start "$o"; return 1; }
	e=$(raw_alter_to "$l" "$(echo "${q#* }" | tr ' ' ',') 77")
	start "$o"
	[ "$e" = 42 ] || { fail "voter 77: errorCode '$e', want 42 (INVALID_REQUEST)"; return 1; }
	grep -q "AlterQuorum refused: voter $o last fetched from this leader" "$DIR/n$l.log" ||
		{ fail "no log line naming observer $o"; return 1; }
	grep -q "AlterQuorum refused: voter 77 has no known endpoint" "$DIR/n$l.log" ||
		{ fail "no log line naming voter 77"; return 1; }
	sed -n 's/.*\(AlterQuorum refused: .*\)/   \1/p' "$DIR/n$l.log"
	voters_are "${q#* }"
}

# A change that cannot finish (the voter it adds stopped half a second
# before: the leader still takes it, fetching within the fetch timeout, but
# it never catches up with the target's record) shows as the pending
# target in `quorum describe`, in --status and --json; a cancel clears it.
case_pending_target_shown() {
	local q l cur o bg out
	q=$(quorum) || return 1
	cur=" ${q#* } "
	for o in 1 2 3 4 5; do [[ "$cur" == *" $o "* ]] || break; done
	# the leader (maybe just elected) has seen it fetch: the tool and the
	# leader take it as a voter that stopped half a second ago
	observer_listed "$o" || return 1
	stop "$o"
	sleep 0.5
	"$KWIRE" quorum --bootstrap-server "$(boot)" alter \
		--voters "$(echo "${q#* }" | tr ' ' ','),$o" >"$DIR/alter_bg.out" 2>&1 &
	bg=$!
	local deadline=$(($(now_ms) + 10000))
	while [ "$(now_ms)" -lt $deadline ]; do
		out=$("$KWIRE" quorum --bootstrap-server "$(boot)" describe --status 2>&1)
		echo "$out" | grep -q "^PendingTarget: *\[.*$o.*\] (last voter record: VoterAssignment at offset [0-9]*, committed)" && break
		sleep 0.2
	done
	echo "$out" | grep '^PendingTarget' | sed 's/^/   /'
	echo "$out" | grep -q "^PendingTarget: *\[.*$o" ||
		{ fail "no pending target naming $o"; kill "$bg" 2>/dev/null; start "$o"; return 1; }
	"$KWIRE" quorum --bootstrap-server "$(boot)" describe --status --json 2>&1 |
		grep -q "\"pendingTarget\": \[.*$o.*\]" ||
		{ fail "--json shows no pendingTarget"; kill "$bg" 2>/dev/null; start "$o"; return 1; }
	alter --cancel || { kill "$bg" 2>/dev/null; start "$o"; return 1; }
	kill "$bg" 2>/dev/null
	wait "$bg" 2>/dev/null
	start "$o"
	out=$("$KWIRE" quorum --bootstrap-server "$(boot)" describe --status 2>&1)
	echo "$out" | grep -q '^PendingTarget: *none (last voter record: VoterAssignment at offset [0-9]*, committed)' ||
		{ fail "after the cancel: $(echo "$out" | grep '^PendingTarget')"; return 1; }
	voters_are "${q#* }"
}

setup || { echo "FAIL setup"; echo "0 passed, 1 failed"; exit 1; }
check "initial voters 1,2,3 from the key, 4 and 5 observers" case_initial
check "shrink to 1,2 (3 becomes an observer)" case_shrink
check "grow back to 1,2,3" case_grow
check "move to the spare nodes: 1,4,5" case_move_to_spares
check "the leader removes itself, resigns, a new voter leads" case_leader_removes_itself
check "cancel with no change in progress" case_cancel
check "a change that cannot finish shows as the pending target" case_pending_target_shown
check "a duplicate voter id is refused" case_bad_voter_list
check "INCONSISTENT_CLUSTER_ID; NOT_LEADER_OR_FOLLOWER from a follower" case_refusals
check "an unknown voter is refused at once by the tool, naming it" case_unknown_voter
check "the leader refuses a voter without an endpoint or not fetching" case_leader_refuses
check "after a restart the voters are the log's" case_voters_from_log_after_restart
cleanup
summary
[ "$FAILED" -eq 0 ]
