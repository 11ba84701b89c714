// SPDX-License-Identifier: Apache-2.0
// tests/node/clients/platformatic_consume.mjs — an @platformatic/kafka
// 1.35 group consumer (the classic protocol; Fetch v12+) for
// tests/node/clients.sh:
//   node platformatic_consume.mjs BOOTSTRAP GROUP COUNT OUT_FILE
// joins GROUP, reads __cluster_metadata from the committed offset (the
// beginning for a new group), appends each value to OUT_FILE until COUNT
// were read, commits each, and leaves. Exit 1 with the client's own error
// text on a failure or after 60 s.
import fs from 'node:fs';
import { Consumer, stringDeserializers } from '@platformatic/kafka';

const [boot, group, count, outFile] = process.argv.slice(2);
const consumer = new Consumer({
  clientId: 'kwire-test-platformatic',
  groupId: group,
  bootstrapBrokers: boot.split(','),
  deserializers: stringDeserializers,
  sessionTimeout: 10000,
  rebalanceTimeout: 10000,
  heartbeatInterval: 1000,
  maxWaitTime: 500,
});
let n = 0;
const timer = setTimeout(() => {
  console.error(`platformatic: read ${n} of ${count} within 60 s`);
  process.exit(1);
}, 60000);
try {
  const stream = await consumer.consume({ topics: ['__cluster_metadata'], mode: 'committed', fallbackMode: 'earliest', autocommit: false });
  for await (const message of stream) {
    fs.appendFileSync(outFile, message.value + '\n');
    await message.commit();
    if (++n === Number(count)) break;
  }
  await stream.close();
  console.log(`platformatic consumer: ${n} read in group ${group}`);
} catch (e) {
  console.error(`platformatic: ${e.message}${e.errors ? ' [' + e.errors.map((x) => x.message).join('; ') + ']' : ''}`);
  process.exitCode = 1;
}
clearTimeout(timer);
await consumer.close();
