#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# examples/kv/kv_test.sh KV — three kv processes on loopback; a client puts
# 400 keys, following redirects, while the leader is killed with SIGKILL
# after the first 100 acknowledged puts; then every acknowledged key must
# read back (a linearizable get through the log) with its value, also
# after every node is restarted. The nodes snapshot every 4 KiB of
# committed records (the snapshot hooks), so the restarts load a snapshot
# and replay only the log after it. Exit 0 when nothing acknowledged was
# lost and every node loaded a snapshot.
set -uo pipefail
KV=$(realpath "$1")
DIR=$(mktemp -d -t kwire-kv-test.XXXXXX)
declare -A PIDS=()
cleanup() {
	for id in "${!PIDS[@]}"; do kill -KILL "${PIDS[$id]}" 2>/dev/null; wait "${PIDS[$id]}" 2>/dev/null; done
	rm -rf "$DIR"
}
trap cleanup EXIT

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORTS=()
while [ ${#PORTS[@]} -lt 6 ]; do
	p=$((20000 + RANDOM % 12000))
	port_free "$p" && [[ " ${PORTS[*]:-} " != *" $p "* ]] && PORTS+=("$p")
done
VOTERS="1@127.0.0.1:${PORTS[0]},2@127.0.0.1:${PORTS[1]},3@127.0.0.1:${PORTS[2]}"
CLUSTER=MkU3OEVBNTcwNTJENDM2Qk
start() {
	"$KV" --id "$1" --voters "$VOTERS" --dir "$DIR/n$1" --serve "${PORTS[$(($1 + 2))]}" \
		--cluster-id "$CLUSTER" --snapshot-bytes 4096 >>"$DIR/n$1.log" 2>&1 &
	PIDS[$1]=$!
	echo "$!" >"$DIR/pid$1"
}
for id in 1 2 3; do start "$id"; done

cat >"$DIR/client.py" <<'EOF'
import os, signal, socket, sys, time
mode, d = sys.argv[1], sys.argv[2]
ports = {1: int(sys.argv[3]), 2: int(sys.argv[4]), 3: int(sys.argv[5])}

def ask(node, line):
    """One request to a node; its answer line, or None (no connection)."""
    try:
        with socket.create_connection(("127.0.0.1", ports[node]), timeout=5) as s:
            s.sendall((line + "\n").encode())
            buf = b""
            while not buf.endswith(b"\n"):
                chunk = s.recv(4096)
                if not chunk:
                    return None
                buf += chunk
            return buf.decode().strip()
    except OSError:
        return None

last = [1]

def leader_call(line, deadline_s=20):
    """Sends line to the leader, following redirects; (answer, node)."""
    node, end = last[0], time.time() + deadline_s
    while time.time() < end:
        a = ask(node, line)
        if a is None or a.startswith("redirect"):
            to = int(a.split()[1]) if a else -1
            node = to if to in ports else node % 3 + 1
            time.sleep(0.05)
            continue
        last[0] = node
        return a, node
    return None, None

if mode == "write":
    acked, killed = {}, False
    for i in range(400):
        a, node = leader_call("put k%d v%d" % (i, i))
        if a and a.startswith("ok"):
            acked["k%d" % i] = "v%d" % i
        if len(acked) == 100 and not killed:
            os.kill(int(open("%s/pid%d" % (d, node)).read()), signal.SIGKILL)
            killed = True
            print("killed the leader, node %d, after 100 acknowledged puts" % node)
    print("acknowledged %d of 400 puts" % len(acked))
    with open("%s/acked" % d, "w") as f:
        for k, v in acked.items():
            f.write("%s %s\n" % (k, v))
    if len(acked) < 300:
        sys.exit(1)
acked = dict(l.split() for l in open("%s/acked" % d))
lost = [k for k, v in acked.items() if leader_call("get " + k)[0] != "value " + v]
print("%s: %d of %d acknowledged keys read back wrong or missing" % (mode, len(lost), len(acked)))
sys.exit(1 if lost else 0)
EOF
client() { python3 "$DIR/client.py" "$1" "$DIR" "${PORTS[3]}" "${PORTS[4]}" "${PORTS[5]}"; }
fail() { tail -n 20 "$DIR"/n*.log; exit 1; }

client write || fail
# every node stopped and started again: each rebuilds its state from the log
for id in "${!PIDS[@]}"; do kill -TERM "${PIDS[$id]}" 2>/dev/null; wait "${PIDS[$id]}" 2>/dev/null; done 2>/dev/null
PIDS=()
for id in 1 2 3; do start "$id"; done
client verify || fail
for id in 1 2 3; do
	grep -q "snapshot .* taken" "$DIR/n$id.log" || { echo "node $id took no snapshot"; fail; }
	line=$(grep "snapshot .* loaded" "$DIR/n$id.log" | tail -1)
	[ -n "$line" ] || { echo "node $id loaded no snapshot"; fail; }
	echo "node $id: ${line#*node $id: }"
done
