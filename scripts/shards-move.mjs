// `npm run shards:move -- --host <id> --to <binding>` (issue 46, item 4): moves a host's rows to
// another shard with moveHost (worker/db/shard-move.ts) — copy in batches, freeze the host's
// writes for the last copy and check only (the source shard refuses them meanwhile: migration
// 0044), verify counts and checksums, switch the directory, delete the old rows; a failure at any
// step leaves the old copy serving. It runs against the local databases through the running
// `npm start` (POST /dev/shards/move, local mode only: BASE_URL, default http://127.0.0.1:8787).
// A deployed worker has no such endpoint: moving a production host is not wired yet.
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { host: { type: 'string' }, to: { type: 'string' } } });
if (!values.host || !values.to) {
  console.error('usage: npm run shards:move -- --host <host id> --to DB_SHARD_<n>');
  process.exit(2);
}
const base = (process.env.BASE_URL || `http://127.0.0.1:${process.env.PORT || '8787'}`).replace(/\/$/, '');
const url = `${base}/dev/shards/move?host=${encodeURIComponent(values.host)}&to=${encodeURIComponent(values.to)}`;
let response;
try {
  response = await fetch(url, { method: 'POST' });
} catch (error) {
  console.error(`Cannot reach ${base} (${error.message}): start the app with \`npm start\` first.`);
  process.exit(1);
}
const body = await response.json().catch(() => null);
if (!response.ok || !body) {
  console.error(`Move refused (${response.status}): ${body?.error ?? 'not local mode (the endpoint answers 404 outside it)'}${body?.serving ? `; ${body.serving} still serving` : ''}`);
  process.exit(1);
}
console.log(`Moved host ${body.hostId} from ${body.from} to ${body.to}:`);
for (const table of body.tables) console.log(`  ${table.table.padEnd(32)} ${String(table.rows).padStart(8)} rows  ${table.checksum.slice(0, 16)}`);
