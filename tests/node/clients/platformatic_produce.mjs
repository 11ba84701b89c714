// SPDX-License-Identifier: Apache-2.0
// tests/node/clients/platformatic_produce.mjs — an @platformatic/kafka
// 1.35 idempotent producer for tests/node/clients.sh (flexible versions
// throughout: ApiVersions v4, Metadata v12, Produce v11):
//   node platformatic_produce.mjs BOOTSTRAP COUNT PREFIX ACKED_FILE
// writes COUNT values "PREFIX-i" to __cluster_metadata/0 (acks=-1),
// appending each acknowledged value to ACKED_FILE, then prints the
// partition as the admin client's metadata sees it. Exit 1 with the
// client's own error text on a failure.
import fs from 'node:fs';
import { Producer, Admin, stringSerializers } from '@platformatic/kafka';

const [boot, count, prefix, ackedFile] = process.argv.slice(2);
const brokers = boot.split(',');
const producer = new Producer({
  clientId: 'kwire-test-platformatic',
  bootstrapBrokers: brokers,
  serializers: stringSerializers,
  idempotent: true,
  acks: -1,
  retries: 30,
  retryDelay: 200,
});
try {
  for (let i = 0; i < Number(count); i++) {
    const value = `${prefix}-${i}`;
    await producer.send({ messages: [{ topic: '__cluster_metadata', partition: 0, value }] });
    fs.appendFileSync(ackedFile, value + '\n');
  }
  const admin = new Admin({ clientId: 'kwire-test-platformatic-admin', bootstrapBrokers: brokers });
  const m = await admin.metadata({ topics: ['__cluster_metadata'] });
  const p = m.topics.get('__cluster_metadata').partitions[0];
  console.log(`metadata: ${m.brokers.size} brokers, leader ${p.leader}, replicas ${p.replicas.join(',')}`);
  await admin.close();
} catch (e) {
  // the client's error and the distinct causes under it
  const causes = new Set();
  const walk = (x, depth) => {
    if (!x || depth > 4) return;
    for (const c of x.errors || []) {
      causes.add(`${c.code || ''} ${c.message}`.trim());
      walk(c, depth + 1);
    }
    if (x.cause) walk({ errors: [x.cause] }, depth + 1);
  };
  walk(e, 0);
  console.error(`platformatic: ${e.message}${causes.size ? ' [' + [...causes].join('; ') + ']' : ''}`);
  process.exitCode = 1;
}
await producer.close();
