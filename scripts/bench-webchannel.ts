// `npm run bench:webchannel`: does the Firestore emulator send again what it wrote into a Listen
// back channel that broke? WebChannel numbers every message of the back channel; a client that
// opens a new back channel says with AID how far it got (0: nothing), and the server is to send
// again everything after that. The client-gallery bench met loads whose back channel began at
// message 111 (docs/speed.md, issue 41): this is the same thing without a browser, on the wire.
// Prints what happened, asserts nothing: a listener (300 documents) over raw WebChannel, its first
// back channel closed after the first chunk, then a second one asking from AID=0.
import { request } from 'node:http';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const project = process.env.GCLOUD_PROJECT;
if (!host || !project) throw new Error('Run under the emulators: npm run bench:webchannel');

const DOCUMENTS = 300;
const database = `projects/${project}/databases/(default)`;
const channel = `http://${host}/google.firestore.v1.Firestore/Listen/channel?database=${encodeURIComponent(database)}&VER=8`;
// The emulator's admin token: this measures the transport, not the rules.
const owner = { Authorization: 'Bearer owner' };

const messageIds = (text: string) => [...text.matchAll(/\[(\d+),\[/g)].map((match) => Number(match[1]));
const range = (ids: number[]) => (ids.length ? `messages ${ids[0]}–${ids.at(-1)}` : 'no message');

async function seed() {
  const writes = Array.from({ length: DOCUMENTS }, (_, i) => ({
    update: { name: `${database}/documents/webchannel/doc-${i}`, fields: { order: { integerValue: String(i) } } },
  }));
  const answer = await fetch(`http://${host}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...owner },
    body: JSON.stringify({ writes }),
  });
  if (!answer.ok) throw new Error(`seeding failed: ${answer.status} ${await answer.text()}`);
}

/** The handshake, carrying the Listen target as the JS SDK sends its first one; returns the session id. */
async function handshake(): Promise<string> {
  const target = {
    database,
    addTarget: { query: { structuredQuery: { from: [{ collectionId: 'webchannel' }] }, parent: `${database}/documents` }, targetId: 2 },
  };
  const body = `headers=${encodeURIComponent('Authorization:Bearer owner\r\n')}&count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify(target))}`;
  const answer = await fetch(`${channel}&RID=1000&CVER=22&zx=bench&t=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const sid = (await answer.text()).match(/\["c","([^"]+)"/)?.[1];
  if (!sid) throw new Error('the emulator opened no session');
  return sid;
}

/** A back channel from AID=0; `breakAfterFirstChunk` closes its socket as soon as something arrives. */
function backChannel(sid: string, breakAfterFirstChunk: boolean): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const get = request(`${channel}&RID=rpc&SID=${encodeURIComponent(sid)}&AID=0&CI=0&TYPE=xmlhttp&zx=bench&t=1`, (answer) => {
      answer.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (breakAfterFirstChunk || /"CURRENT"/.test(received)) get.destroy();
      });
      answer.on('close', () => resolve(received));
    });
    get.on('error', () => resolve(received));
    get.setTimeout(5000, () => get.destroy());
    get.end();
  });
}

async function main() {
  await seed();
  const sid = await handshake();
  // The messages are written before any back channel comes, as when a browser's opens late.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const first = messageIds(await backChannel(sid, true));
  const second = messageIds(await backChannel(sid, false));
  console.log(`Listen over WebChannel, ${DOCUMENTS} documents, on the Firestore emulator (${host}):`);
  console.log(`  first back channel, closed after its first chunk: ${range(first)} read`);
  console.log(`  second back channel, AID=0 (nothing acknowledged): ${range(second)}`);
  console.log(
    second[0] === 1
      ? '  the emulator sent everything again from message 1, as the protocol asks'
      : `  the emulator did not send again messages 1–${(second[0] ?? 1) - 1}: what it wrote into the broken back channel is lost to this session`,
  );
}

// The emulator keeps the session's sockets open: the figures are out, so the script ends here.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
