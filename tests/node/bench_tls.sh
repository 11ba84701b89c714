#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/node/bench_tls.sh — commit latency of a local three-node kwire
# cluster with plaintext, with TLS (mutual TLS between the voters, TLS for
# the clients) and with SASL_SSL clients (SCRAM-SHA-256) on top of the
# voters' mutual TLS, through librdkafka (rdk_bench: each client one 1 KiB
# acks=all write in flight). A benchmark, not part of the test suite.
#
#   tests/node/bench_tls.sh KWIRE RDK_BENCH [SECONDS per row, default 5] [CLIENTS...]
#
# The three clusters run one after the other, each in its own temporary
# directory, with fsync on and Kafka's default timers except
# controller.quorum.append.linger.ms=0 (with 25 ms, Kafka's default, the
# linger dominates every row). Prints one markdown table.
set -uo pipefail
if [ $# -lt 2 ]; then
	echo "usage: $0 KWIRE RDK_BENCH [SECONDS] [CLIENTS...]" >&2
	exit 2
fi
KWIRE=$(realpath "$1")
RDK_BENCH=$(realpath "$2")
SECS=${3:-5}
shift $(($# >= 3 ? 3 : $#))
CLIENTS=("${@:-1 16}")
# shellcheck disable=SC2206
CLIENTS=(${CLIENTS[*]})
CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk
N=3
PASSWORD=bench-secret-pw
. "$(dirname "$0")/lib.sh"

caddr() { echo "127.0.0.1:${PORTS[$(($1 + N - 1))]}"; }

make_pki() {
	local p=$DIR/pki id
	mkdir -p "$p"
	openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
		-keyout "$p/ca.key" -out "$p/ca.pem" -days 2 -subj /CN=kwire-bench-ca 2>/dev/null
	printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' >"$p/ext"
	for id in $(seq "$N"); do
		openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
			-keyout "$p/n$id.key" -out "$p/n$id.csr" -subj "/CN=node$id" 2>/dev/null
		openssl x509 -req -in "$p/n$id.csr" -CA "$p/ca.pem" -CAkey "$p/ca.key" \
			-CAcreateserial -days 2 -extfile "$p/ext" -out "$p/n$id.crt" 2>/dev/null
		cat "$p/n$id.crt" "$p/n$id.key" >"$p/node$id.pem"
	done
	printf '%s\n' "$PASSWORD" | "$KWIRE" scram-credential bench >"$DIR/users.txt"
}

write_config() { # ID MODE
	local id=$1 mode=$2 voters="" eps="" j ctl=PLAINTEXT cli=PLAINTEXT
	for j in $(seq "$N"); do
		voters="${voters:+$voters,}$j@$(addr "$j")"
		eps="${eps:+$eps,}$j@$(caddr "$j")"
	done
	case $mode in
	tls) ctl=SSL cli=SSL ;;
	sasl_ssl) ctl=SSL cli=SASL_SSL ;;
	esac
	cat <<EOT
node.id=$id
controller.quorum.voters=$voters
listeners=CONTROLLER://$(addr "$id"),CLIENT://$(caddr "$id")
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:$ctl,CLIENT:$cli
listener.name.CONTROLLER.ssl.client.auth=required
kwire.client.endpoints=$eps
ssl.keystore.location=$DIR/pki/node$id.pem
ssl.truststore.location=$DIR/pki/ca.pem
sasl.enabled.mechanisms=SCRAM-SHA-256
kwire.sasl.credentials.file=$DIR/users.txt
log.dirs=$DIR/data$id
controller.quorum.append.linger.ms=0
EOT
}

client_config() { # MODE
	case $1 in
	tls) printf 'security.protocol=ssl\nssl.ca.location=%s\n' "$DIR/pki/ca.pem" ;;
	sasl_ssl)
		printf 'security.protocol=sasl_ssl\nssl.ca.location=%s\nsasl.mechanisms=SCRAM-SHA-256\n' \
			"$DIR/pki/ca.pem"
		printf 'sasl.username=bench\nsasl.password=%s\n' "$PASSWORD"
		;;
	esac
}

run_mode() { # MODE -> rows on stdout
	local mode=$1 id
	DIR=$(mktemp -d -t kwire-bench-tls.XXXXXX)
	make_pki
	pick_ports $((2 * N))
	for id in $(seq "$N"); do
		write_config "$id" "$mode" >"$DIR/n$id.properties"
		"$KWIRE" format --config "$DIR/n$id.properties" --cluster-id "$CLUSTER_ID" >/dev/null
		start "$id"
	done
	client_config "$mode" >"$DIR/client.properties"
	local boot="" deadline=$(($(now_ms) + 20000))
	for id in $(seq "$N"); do boot="${boot:+$boot,}$(caddr "$id")"; done
	# wait for a leader: the first write succeeds
	until RDK_BENCH_CONFIG=$DIR/client.properties "$RDK_BENCH" "$boot" 1 1 >/dev/null 2>&1; do
		[ "$(now_ms)" -lt $deadline ] || { echo "   $mode: no leader" >&2; cleanup; return 1; }
		sleep 0.5
	done
	RDK_BENCH_CONFIG=$DIR/client.properties "$RDK_BENCH" "$boot" "$SECS" "${CLIENTS[@]}" |
		sed -n "s/^row kwire /row $mode /p"
	cleanup
}

echo "| cluster | clients | commits/s | p50 ms | p99 ms | failed |"
echo "| --- | --- | --- | --- | --- | --- |"
for mode in plaintext tls sasl_ssl; do
	run_mode "$mode" | while read -r _ m c rate _ p50 p99 failed; do
		echo "| $m | $c | $rate | $p50 | $p99 | $failed |"
	done
done
