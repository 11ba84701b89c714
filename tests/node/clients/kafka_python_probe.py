# SPDX-License-Identifier: Apache-2.0
# tests/node/clients/kafka_python_probe.py — what kafka-python 2.0.2
# (Debian's python3-kafka) gets from the node, for tests/node/clients.sh:
#   python3 kafka_python_probe.py BOOTSTRAP
# prints the broker version the client infers from ApiVersions, then tries
# a producer and prints its outcome on one line ("produced OFFSET" or the
# client's own error text). kafka-python 2.0.2 asks for Metadata v1, which
# Kafka 4.0 removed (KIP-896), as the node does: the expected outcome is
# the client's metadata timeout, the node naming the version it refused.
import sys

from kafka import KafkaClient, KafkaProducer
from kafka.errors import KafkaError

boot = sys.argv[1].split(',')
client = KafkaClient(bootstrap_servers=boot)
print('api_version', '.'.join(map(str, client.config['api_version'])))
client.close()
try:
    producer = KafkaProducer(bootstrap_servers=boot, acks='all', max_block_ms=5000)
    md = producer.send('__cluster_metadata', value=b'kpy-0', partition=0).get(timeout=10)
    print('produced', md.offset)
    producer.close()
except KafkaError as e:
    print('producer error:', type(e).__name__, str(e))
