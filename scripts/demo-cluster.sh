#!/usr/bin/env bash
# demo-cluster.sh — a local three-node kwire quorum on 127.0.0.1: starts it in
# a temporary directory, writes records through kcat (producer), reads them
# back (consumer), describes the quorum, kills the leader with SIGKILL, and
# shows the new leader with every committed record still readable. Stops
# everything it started on exit.
#
#   scripts/demo-cluster.sh            (uses build/tools/kwire)
#   KWIRE=path/to/kwire scripts/demo-cluster.sh
set -euo pipefail
cd "$(dirname "$0")/.."
KWIRE=${KWIRE:-build/tools/kwire}
KWIRE=$(realpath "$KWIRE")
command -v kcat >/dev/null || { echo "demo-cluster: kcat is not installed" >&2; exit 1; }
[ -x "$KWIRE" ] || { echo "demo-cluster: $KWIRE not built" >&2; exit 1; }

DIR=$(mktemp -d -t kwire-demo.XXXXXX)
declare -A PIDS=()
cleanup() {
	for id in "${!PIDS[@]}"; do
		kill -KILL "${PIDS[$id]}" 2>/dev/null || true
		wait "${PIDS[$id]}" 2>/dev/null || true
	done
	rm -rf "$DIR"
}
trap cleanup EXIT

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORTS=()
# Ports below Linux's ephemeral range (32768+): no outgoing connection holds them.
while [ ${#PORTS[@]} -lt 3 ]; do
	p=$((20000 + RANDOM % 12000))
	if port_free "$p" && [[ " ${PORTS[*]:-} " != *" $p "* ]]; then PORTS+=("$p"); fi
done
VOTERS="1@127.0.0.1:${PORTS[0]},2@127.0.0.1:${PORTS[1]},3@127.0.0.1:${PORTS[2]}"
BOOT="127.0.0.1:${PORTS[0]},127.0.0.1:${PORTS[1]},127.0.0.1:${PORTS[2]}"
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk

start() {
	local id=$1
	"$KWIRE" node --config "$DIR/n$id.properties" >>"$DIR/n$id.log" 2>&1 &
	PIDS[$id]=$!
}

echo "== three nodes in $DIR, ports ${PORTS[*]}"
for id in 1 2 3; do
	cat >"$DIR/n$id.properties" <<EOF
node.id=$id
controller.quorum.voters=$VOTERS
listeners=PLAINTEXT://127.0.0.1:${PORTS[$((id - 1))]}
log.dirs=$DIR/data$id
EOF
	"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id "$CLUSTER_ID"
	start "$id"
done

# Prints the leader id once some live node's DescribeQuorum names one.
wait_leader() {
	local deadline=$((SECONDS + 20)) id
	while [ $SECONDS -lt $deadline ]; do
		for id in "${!PIDS[@]}"; do
			if out=$("$KWIRE" quorum --bootstrap-server "127.0.0.1:${PORTS[$((id - 1))]}" \
				describe --status 2>/dev/null); then
				echo "$out" | awk '/^LeaderId:/ {print $2}'
				return 0
			fi
		done
		sleep 0.2
	done
	echo "demo-cluster: no leader within 20 s" >&2
	return 1
}

LEADER=$(wait_leader)
echo "== leader: node $LEADER"

echo "== producing 20 records with kcat (acks=all)"
seq 1 20 | sed 's/^/record-/' |
	kcat -P -b "$BOOT" -t __cluster_metadata -p 0 -X request.required.acks=-1
echo "== consuming them back with kcat"
kcat -C -b "$BOOT" -t __cluster_metadata -p 0 -o beginning -e -q -f 'offset %o: %s\n' |
	tee "$DIR/before.txt"

SERVER="127.0.0.1:${PORTS[$((LEADER - 1))]}"
echo "== kwire quorum --bootstrap-server $SERVER describe --status"
"$KWIRE" quorum --bootstrap-server "$SERVER" describe --status
echo "== kwire quorum --bootstrap-server $SERVER describe --replication"
"$KWIRE" quorum --bootstrap-server "$SERVER" describe --replication

echo "== SIGKILL to the leader (node $LEADER, pid ${PIDS[$LEADER]})"
T0=$(date +%s%N)
kill -KILL "${PIDS[$LEADER]}"
wait "${PIDS[$LEADER]}" 2>/dev/null || true
unset "PIDS[$LEADER]"
NEW=$(wait_leader)
T1=$(date +%s%N)
echo "== new leader: node $NEW, $(((T1 - T0) / 1000000)) ms after the kill"
SERVER="127.0.0.1:${PORTS[$((NEW - 1))]}"
"$KWIRE" quorum --bootstrap-server "$SERVER" describe --status
"$KWIRE" quorum --bootstrap-server "$SERVER" describe --replication

ALIVE=""
for id in "${!PIDS[@]}"; do ALIVE="${ALIVE:+$ALIVE,}127.0.0.1:${PORTS[$((id - 1))]}"; done
echo "== every committed record, read from the survivors"
kcat -C -b "$ALIVE" -t __cluster_metadata -p 0 -o beginning -e -q -f 'offset %o: %s\n' \
	>"$DIR/after.txt"
if diff -q "$DIR/before.txt" "$DIR/after.txt" >/dev/null; then
	echo "all $(wc -l <"$DIR/after.txt") records are still there"
else
	echo "records differ after the failover:" >&2
	diff "$DIR/before.txt" "$DIR/after.txt" >&2 || true
	exit 1
fi
echo "== stopping"
