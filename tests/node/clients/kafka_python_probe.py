# SPDX-License-Identifier: Apache-2.0
# tests/node/clients/kafka_python_probe.py — kafka-python 2.0.2 (Debian's
# python3-kafka) against the node, for tests/node/clients.sh:
#   python3 kafka_python_probe.py BOOTSTRAP
# prints, one line each: the broker version the client infers from
# ApiVersions; a producer's 20 records (acks=all) and their last offset; a
# group consumer reading 15 of them from the beginning and committing; a
# second consumer of the same group reading the other 5 from the committed
# offset; the admin client's describe_cluster. Exit 1 with the client's
# own error text on a failure.
import sys

from kafka import KafkaAdminClient, KafkaClient, KafkaConsumer, KafkaProducer

TOPIC = '__cluster_metadata'
boot = sys.argv[1].split(',')


def consume(n):
    c = KafkaConsumer(TOPIC, bootstrap_servers=boot, group_id='kpy-group',
                      auto_offset_reset='earliest', enable_auto_commit=False,
                      consumer_timeout_ms=20000, max_poll_records=1)
    got = []
    for m in c:
        if m.value.startswith(b'kpy-'):
            got.append(m.value.decode())
        c.commit()
        if len(got) == n:
            break
    c.close()
    return got


try:
    client = KafkaClient(bootstrap_servers=boot)
    print('api_version', '.'.join(map(str, client.config['api_version'])))
    client.close()
    p = KafkaProducer(bootstrap_servers=boot, acks='all')
    last = None
    for i in range(20):
        last = p.send(TOPIC, value=('kpy-%d' % i).encode(), partition=0).get(timeout=30)
    p.close()
    print('produced 20, last offset', last.offset)
    first = consume(15)
    print('group read', ' '.join(first))
    second = consume(5)
    print('group resumed', ' '.join(second))
    a = KafkaAdminClient(bootstrap_servers=boot)
    d = a.describe_cluster()
    print('describe_cluster', len(d['brokers']), 'brokers, controller', d['controller_id'],
          'cluster', d['cluster_id'])
    a.close()
except Exception as e:  # the client's own words, whatever it raised
    print('kafka-python error:', type(e).__name__, str(e))
    sys.exit(1)
