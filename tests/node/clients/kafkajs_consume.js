// SPDX-License-Identifier: Apache-2.0
// tests/node/clients/kafkajs_consume.js — a kafkajs 2.2.4 group consumer
// for tests/node/clients.sh:
//   node kafkajs_consume.js BOOTSTRAP GROUP COUNT OUT_FILE
// joins GROUP, reads __cluster_metadata from the group's committed offset
// (the beginning for a new group), appends each value to OUT_FILE until
// COUNT were read, commits, and leaves. Exit 1 with kafkajs's own error
// text on a failure or after 60 s.
'use strict';
const fs = require('fs');
const { Kafka, logLevel } = require('kafkajs');

const [boot, group, count, outFile] = process.argv.slice(2);
const kafka = new Kafka({ clientId: 'kwire-test-kafkajs', brokers: boot.split(','), logLevel: logLevel.NOTHING });
const consumer = kafka.consumer({ groupId: group, sessionTimeout: 10000, rebalanceTimeout: 10000 });
let n = 0;
const timer = setTimeout(() => {
  console.error(`kafkajs: read ${n} of ${count} within 60 s`);
  process.exit(1);
}, 60000);

(async () => {
  await consumer.connect();
  await consumer.subscribe({ topics: ['__cluster_metadata'], fromBeginning: true });
  await new Promise((resolve, reject) => {
    consumer.run({
      autoCommit: false,
      eachMessage: async ({ topic, partition, message }) => {
        if (n >= Number(count)) return;
        fs.appendFileSync(outFile, message.value.toString() + '\n');
        n++;
        await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
        if (n === Number(count)) resolve();
      },
    }).catch(reject);
  });
  await consumer.disconnect();
  clearTimeout(timer);
  console.log(`kafkajs consumer: ${n} read in group ${group}`);
})().catch((e) => {
  console.error(`kafkajs: ${e.name}: ${e.message}`);
  process.exit(1);
});
