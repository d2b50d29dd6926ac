/**
 * Profiles the server render of /dashboard/calendario (issue 27, item 6) in Node, in-process:
 * the same Hono app as the Node entry (worker/node.ts), D1 from wrangler's platform proxy, a host
 * with 30 units (or 100 across 5 properties with PROFILE_ALL=1) and a month of 100 stays.
 * Renders the page sequentially and prints the time per render and the HTML size; run with
 * `node --cpu-prof` to see where the time goes. Built by scripts/bench/profile.vite.config.ts.
 */
import { writeFileSync } from 'node:fs';
import { getPlatformProxy } from 'wrangler';
import { createApp } from '../../worker/app';
import { useLocalCf } from '../local-cf';

const state = process.env.ESTADIA_STATE ?? '.wrangler/state';
const RUNS = Number(process.env.PROFILE_RUNS || 200);
useLocalCf();
const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: { path: `${state}/v3` } });
const app = createApp();
const origin = 'http://127.0.0.1:8788';
const call = (path: string, init?: RequestInit) => app.fetch(new Request(`${origin}${path}`, init), proxy.env, proxy.ctx as unknown as ExecutionContext);
const sql = async (query: string) => (await proxy.env.DB.prepare(query).all()).results as Record<string, number>[];

const signUp = await call('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `profile-${Date.now()}@example.com`, password: 'profile-secret-123' }) });
const body = (await signUp.json()) as { access_token?: string; user?: { id: string }; session?: { access_token: string; user: { id: string } } };
const session = body.access_token ? (body as { access_token: string; user: { id: string } }) : body.session!;
const host = session.user.id;
const now = new Date().toISOString();
const today = now.slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
async function property(name: string, units: number) {
  const [p] = await sql(`INSERT INTO properties (host_id, slug, name, kind, city, country, currency, published, created_at, updated_at) VALUES ('${host}', 'profile-${name}-${Date.now()}', 'Profile ${name}', 'hotel', 'Paraty', 'BR', 'BRL', 0, '${now}', '${now}') RETURNING id`);
  const [rt] = await sql(`INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES ('${host}', ${p!.id}, 'Duplo', 2, 30000, '${now}', '${now}') RETURNING id`);
  await sql(`INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${units}) SELECT '${host}', ${p!.id}, ${rt!.id}, 'Quarto ' || i, i, '${now}' FROM n`);
  const [u] = await sql(`SELECT MIN(id) AS id FROM units WHERE property_id = ${p!.id}`);
  return { property: p!.id, roomType: rt!.id, firstUnit: u!.id };
}
const mine = await property('main', 30);
await sql(`INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, total_cents, created_at, updated_at)
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 100)
  SELECT '${host}', 'PR${Date.now()}-' || i, ${mine.property}, ${mine.roomType}, ${mine.firstUnit} + (i % 30), date('${monthStart}', '+' || ((i / 30) * 2) || ' days'), date('${monthStart}', '+' || ((i / 30) * 2 + 1) || ' days'), 'confirmed', 'direct', 'BRL', 30000, datetime('now'), datetime('now') FROM n`);
await sql(`INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id) SELECT unit_id, check_in, host_id, property_id, id FROM reservations WHERE code LIKE 'PR%' AND host_id = '${host}'`);
if (process.env.PROFILE_ALL) for (const [i, units] of [17, 18, 17, 18].entries()) await property(`more-${i}`, units);

/**
 * PROFILE_CACHE_D1=1: the same reads answered from memory after their first answer (same SQL and
 * values), so that the profile shows the app's own work, not the platform proxy's round trips.
 */
function cachedDb(db: D1Database): D1Database {
  const answers = new Map<string, unknown>();
  type Bound = { key: string; real: () => D1PreparedStatement };
  const statement = (sql: string, values: unknown[] = []): D1PreparedStatement => {
    const key = `${sql}\u0000${JSON.stringify(values)}`;
    // The proxy's prepare and bind are round trips of their own: only on a miss.
    const real = () => (values.length ? db.prepare(sql).bind(...values) : db.prepare(sql));
    const remember = async (kind: string, run: (statement: D1PreparedStatement) => Promise<unknown>) => {
      const k = `${kind}\u0000${key}`;
      if (!answers.has(k)) {
        answers.set(k, await run(real()));
        if (process.env.PROFILE_LOG_D1) console.log(`D1 ${kind} ${JSON.stringify(answers.get(k)).length}B ${sql.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
      return answers.get(k);
    };
    return {
      bind: (...args: unknown[]) => statement(sql, args),
      all: () => remember('all', (it) => it.all()),
      first: (column?: string) => remember(`first${column ?? ''}`, (it) => (column ? it.first(column) : it.first())),
      raw: (options?: { columnNames?: boolean }) => remember(`raw${options?.columnNames ? 'c' : ''}`, (it) => (options?.columnNames ? it.raw({ columnNames: true }) : it.raw())),
      run: () => real().run(),
      __bound: { key, real } as Bound,
    } as unknown as D1PreparedStatement;
  };
  const wrapped = {
    prepare: (sql: string) => statement(sql),
    batch: async (list: D1PreparedStatement[]) => {
      const bound = list.map((item) => (item as unknown as { __bound: Bound }).__bound);
      const key = `batch\u0000${bound.map((b) => b.key).join('\u0001')}`;
      if (!answers.has(key)) {
        answers.set(key, await db.batch(bound.map((b) => b.real())));
        if (process.env.PROFILE_LOG_D1) console.log(`D1 batch of ${bound.length} ${JSON.stringify(answers.get(key)).length}B ${bound.map((b) => b.key.replace(/\s+/g, ' ').slice(0, 60)).join(' | ')}`);
      }
      return answers.get(key);
    },
    withSession: () => ({ ...wrapped, getBookmark: () => null }),
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
  };
  return wrapped as unknown as D1Database;
}
if (process.env.PROFILE_CACHE_D1) (proxy.env as { DB: D1Database }).DB = cachedDb(proxy.env.DB);

const path = process.env.PROFILE_ALL ? `/dashboard/calendario?property=all&from=${monthStart}` : `/dashboard/calendario?property=${mine.property}&from=${monthStart}`;
const headers = { authorization: `Bearer ${session.access_token}` };
const first = await call(path, { headers });
const html = await first.text();
if (process.env.PROFILE_HTML) writeFileSync(process.env.PROFILE_HTML, html);
if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${html.slice(0, 300)}`);
const bootstrap = html.slice(html.indexOf('<script type="application/json"'));
const home = await (await call('/')).text();
console.log(`/ is ${home.length} bytes`);
console.log(`HTML ${html.length} bytes (bootstrap ${bootstrap.length}); cells ${(html.match(/role="gridcell"/g) ?? []).length}`);
for (let i = 0; i < 20; i++) await (await call(path, { headers })).text();
const times: number[] = [];
const cpu = process.cpuUsage();
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  await (await call(path, { headers })).text();
  times.push(performance.now() - t);
}
const used = process.cpuUsage(cpu);
times.sort((a, b) => a - b);
// CPU time is steadier than wall time on a loaded machine (with PROFILE_CACHE_D1, the app's own work).
console.log(`${RUNS} renders: p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms; CPU ${((used.user + used.system) / 1000 / RUNS).toFixed(2)} ms per render`);
await proxy.dispose();
process.exit(0);
