// SPDX-License-Identifier: Apache-2.0
// tests/node/clients/kafkajs_produce.js — a kafkajs 2.2.4 idempotent
// producer for tests/node/clients.sh:
//   node kafkajs_produce.js BOOTSTRAP COUNT PREFIX ACKED_FILE
// writes COUNT values "PREFIX-i" to __cluster_metadata/0 (acks=-1, one
// request in flight, as kafkajs requires for idempotence), appending each
// acknowledged value to ACKED_FILE, then prints the cluster as
// describeCluster sees it. Exit 1 with kafkajs's own error text when a
// send fails for good.
'use strict';
const fs = require('fs');
const { Kafka, logLevel } = require('kafkajs');

const [boot, count, prefix, ackedFile] = process.argv.slice(2);
const kafka = new Kafka({
  clientId: 'kwire-test-kafkajs',
  brokers: boot.split(','),
  logLevel: logLevel.NOTHING,
  retry: { retries: 30, initialRetryTime: 100, maxRetryTime: 1000 },
});

(async () => {
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  for (let i = 0; i < Number(count); i++) {
    const value = `${prefix}-${i}`;
    await producer.send({ topic: '__cluster_metadata', acks: -1, messages: [{ partition: 0, value }] });
    fs.appendFileSync(ackedFile, value + '\n');
  }
  await producer.disconnect();
  const admin = kafka.admin();
  await admin.connect();
  const c = await admin.describeCluster();
  console.log(`describeCluster: ${c.brokers.length} brokers, controller ${c.controller}, cluster ${c.clusterId}`);
  await admin.disconnect();
})().catch((e) => {
  console.error(`kafkajs: ${e.name}: ${e.message}`);
  process.exit(1);
});
