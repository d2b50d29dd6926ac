/**
 * Past one database (issue 46), "the jobs reach both shards": one host on DB_SHARD_1 and another
 * on DB_SHARD_0 in the same run, each with due work of every kind; one scheduled() call (the
 * cron, worker/index.ts: forEachShard, a cursor per shard) does it on both shards, each host's
 * rows written on its own shard and nothing on the other. Also NFS-e (Focus NFe) for a stay on
 * DB_SHARD_1: issued, read back by the trigger (which names only a key) and by the poll job.
 * Channex: tests/worker/shards-jobs-channex.test.ts; the demo copy: shards-jobs-demo.test.ts.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { forgetShards } from '../../worker/db/shards';
import { directoryListingIds } from '../../worker/db/directory-listings';
import { pollInvoices } from '../../worker/books/invoices';
import { forEachShard } from '../../worker/db/shards';
import { encryptGuestData } from '../../worker/journey/guest-crypto';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { calendar, FIXTURES, serveFeeds } from './channels-support';
import { mutate, newPerson, ok, query, type Person } from './team-support';

type Binding = 'DB_SHARD_0' | 'DB_SHARD_1';
const BINDINGS: Binding[] = ['DB_SHARD_1', 'DB_SHARD_0'];
const databaseOf = (binding: Binding) => (binding === 'DB_SHARD_1' ? env.DB_SHARD_1 : env.DB);
const otherOf = (binding: Binding) => databaseOf(binding === 'DB_SHARD_1' ? 'DB_SHARD_0' : 'DB_SHARD_1');
const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Placed {
  binding: Binding;
  db: D1Database;
  host: Person;
  propertyId: number;
  roomTypeId: number;
  unitIds: number[];
}

/** A signed-up host placed on `binding` (a directory row for DB_SHARD_1), with a property of `units` units. */
async function hostOn(binding: Binding, units = 3): Promise<Placed> {
  const host = await newPerson(`jobs-${binding.toLowerCase()}`);
  if (binding !== 'DB_SHARD_0') await env.DB.prepare('INSERT INTO host_shards (host_id, binding) VALUES (?, ?)').bind(host.id, binding).run();
  forgetShards(host.id);
  const property = await ok<{ id: number }>(mutate(host, 'host.properties.create', { name: `Pousada ${binding}`, kind: 'inn', city: 'Paraty', country: 'BR' }));
  const roomType = await ok<{ id: number; unitIds: number[] }>(mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units }));
  const db = databaseOf(binding);
  await db.prepare("UPDATE properties SET contact_email = ? WHERE id = ?").bind(`recepcao.${host.id.slice(0, 8)}@pousada.example`, property.id).run();
  return { binding, db, host, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds };
}

function stay(place: Placed, unitIndex: number, checkIn: string, checkOut: string, status: 'pending' | 'confirmed', email = `guest.${crypto.randomUUID().slice(0, 8)}@example.com`) {
  return ok<{ id: number; code: string }>(
    mutate(place.host, 'host.reservations.create', {
      propertyId: place.propertyId,
      unitId: place.unitIds[unitIndex],
      checkIn,
      checkOut,
      guest: { name: 'Ana Souza', email, phone: '+55 11 91234-5678' },
      adults: 2,
      children: 0,
      status,
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('shards: one scheduled() run does the due work of both shards', () => {
  it('iCal feeds, Pix holds, the mail outbox, guest messages and the directory repair: each host on its own shard, nothing on the other', async () => {
    const places = await Promise.all(BINDINGS.map((binding) => hostOn(binding)));
    const [one] = places;
    expect(one!.propertyId).toBeGreaterThan(100_000_000);
    const routes = new Map<string, () => Response>();
    serveFeeds(routes);
    const due: Record<string, { feedUrl: string; feedId: number; held: number; confirmed: number; recipient: string }> = {};
    for (const place of places) {
      // An iCal import feed of unit 0, never synced (due at once).
      const feedUrl = `http://127.0.0.1:9/airbnb-${place.binding}-${crypto.randomUUID()}.ics`;
      routes.set(feedUrl, calendar(FIXTURES.airbnb));
      const feed = await place.db
        .prepare("INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, ?, 'airbnb', ?) RETURNING id")
        .bind(place.host.id, place.propertyId, place.unitIds[0], feedUrl, new Date().toISOString())
        .first<number>('id');
      // A Pix hold on unit 1 past its deadline.
      const held = await stay(place, 1, dayAhead(60), dayAhead(62), 'pending');
      await place.db.prepare("UPDATE reservations SET hold_expires_at = ?, payment_method = 'pix', paid_cents = 0 WHERE id = ?").bind(new Date(Date.now() - 60_000).toISOString(), held.id).run();
      // A confirmed stay on unit 2 booked now: its "confirmed" guest message is due by the next 10:00 at the property.
      const confirmed = await stay(place, 2, dayAhead(40), dayAhead(42), 'confirmed');
      // A host's mail whose first attempt failed, due again.
      const recipient = `outbox.${place.binding.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`;
      await place.db
        .prepare("INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at) VALUES (?, ?, NULL, 'booking_host', ?, 'Nova reserva', '<p>x</p>', 'x', 'pending', 1, 0, ?)")
        .bind(crypto.randomUUID(), place.host.id, recipient, new Date().toISOString())
        .run();
      // Published behind the host API's back: the directory has no copy until the repair.
      await place.db.prepare("UPDATE properties SET published = 1, street = 'Rua 1' WHERE id = ?").bind(place.propertyId).run();
      await env.DB.prepare('DELETE FROM directory_listings WHERE property_id = ?').bind(place.propertyId).run();
      due[place.binding] = { feedUrl, feedId: feed!, held: held.id, confirmed: confirmed.id, recipient };
    }
    await env.DB.prepare('DELETE FROM listing_repair').run();

    const sent: string[] = [];
    const BOOKING_EMAIL = { send: async (message: { to: string }) => void sent.push(message.to) } as unknown as SendEmail;
    const ctx = createExecutionContext();
    // A day later: every kind of work above is due.
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 86_400_000, cron: '*/5 * * * *' }) as never, { ...env, BOOKING_EMAIL } as Env, ctx as never);
    await waitOnExecutionContext(ctx);

    for (const place of places) {
      const mine = due[place.binding]!;
      const other = otherOf(place.binding);
      const label = (value: unknown) => [place.binding, value];
      // The feed was pulled and its two events written as blocks on the host's shard.
      expect(label(await count(place.db, 'SELECT COUNT(*) AS n FROM blocks WHERE feed_id = ? AND host_id = ?', mine.feedId, place.host.id))).toEqual(label(2));
      expect(label(await place.db.prepare('SELECT last_error FROM channel_feeds WHERE id = ?').bind(mine.feedId).first('last_error'))).toEqual(label(null));
      expect(await count(place.db, 'SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ? AND block_id IS NOT NULL', place.unitIds[0])).toBe(8);
      // The hold released, the confirmed stay kept.
      expect(label(await place.db.prepare('SELECT status FROM reservations WHERE id = ?').bind(mine.held).first('status'))).toEqual(label('cancelled'));
      expect(await place.db.prepare('SELECT status FROM reservations WHERE id = ?').bind(mine.confirmed).first('status')).toBe('confirmed');
      // The outbox row went out and is marked sent where it lives.
      expect(sent).toContain(mine.recipient);
      expect(label(await place.db.prepare('SELECT status FROM mail_outbox WHERE recipient = ?').bind(mine.recipient).first('status'))).toEqual(label('sent'));
      // The guest message written on the stay's shard.
      expect(label(await count(place.db, 'SELECT COUNT(*) AS n FROM scheduled_messages WHERE reservation_id = ? AND host_id = ?', mine.confirmed, place.host.id))).toEqual(label(1));
      // The directory has DB_SHARD_1's listing, read on that shard (DB_SHARD_0's are read live: no copy).
      const copied = await env.DB.prepare('SELECT binding FROM directory_listings WHERE property_id = ?').bind(place.propertyId).first('binding');
      expect(label(copied)).toEqual(label(place.binding === 'DB_SHARD_0' ? null : place.binding));
      expect(await directoryListingIds(env)).toContain(place.propertyId);
      // Nothing of this host on the other shard.
      for (const table of ['blocks', 'reservations', 'mail_outbox', 'scheduled_messages', 'channel_feeds', 'occupancy']) {
        expect([place.binding, table, await count(other, `SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ?`, place.host.id)]).toEqual([place.binding, table, 0]);
      }
    }
    // The hold's release mails were written on each shard and, being due at once, sent in a later run.
    for (const place of places) expect(await count(place.db, "SELECT COUNT(*) AS n FROM mail_outbox WHERE host_id = ? AND kind LIKE 'hold%'", place.host.id)).toBeGreaterThanOrEqual(1);
  });

  it("a shard whose jobs fail does not stop the other shards' jobs or the directory repair (and the run still reports the failure)", async () => {
    const one = await hostOn('DB_SHARD_1', 1);
    const zero = await hostOn('DB_SHARD_0', 1);
    const recipients: Record<string, string> = {};
    for (const place of [one, zero]) {
      recipients[place.binding] = `fail.${place.binding.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`;
      await place.db
        .prepare("INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at) VALUES (?, ?, NULL, 'booking_host', ?, 'Nova reserva', '<p>x</p>', 'x', 'pending', 1, 0, ?)")
        .bind(crypto.randomUUID(), place.host.id, recipients[place.binding], new Date().toISOString())
        .run();
    }
    await one.db.prepare("UPDATE properties SET published = 1, street = 'Rua 1' WHERE id = ?").bind(one.propertyId).run();
    await env.DB.prepare('DELETE FROM listing_repair').run();
    // DB_SHARD_0's first job throws (its contact relay's table read fails); DB_SHARD_1's run still goes.
    const sent: string[] = [];
    const BOOKING_EMAIL = { send: async (message: { to: string }) => void sent.push(message.to) } as unknown as SendEmail;
    const broken = { ...env, BOOKING_EMAIL } as Env;
    const original = env.DB.prepare.bind(env.DB);
    const failing = new Proxy(env.DB, {
      get(target, name) {
        if (name === 'prepare') return (sql: string) => (/FROM contact_messages/i.test(sql) ? original('SELECT * FROM no_such_table') : original(sql));
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const run = worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, { ...broken, DB: failing, DB_SHARD_0: failing } as Env, ctx as never);
    const outcome = await run.then(() => null, (error: unknown) => error);
    await waitOnExecutionContext(ctx);
    expect(sent).toContain(recipients.DB_SHARD_1);
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM mail_outbox WHERE recipient = ?').bind(recipients.DB_SHARD_1).first('status')).toBe('sent');
    expect(await env.DB.prepare('SELECT binding FROM directory_listings WHERE property_id = ?').bind(one.propertyId).first('binding')).toBe('DB_SHARD_1');
    // The failed shard is the run's error (the cron's invocation shows it), after every shard had its turn.
    expect(String(outcome)).toBe('Error: scheduled jobs failed on DB_SHARD_0');
  });
});

describe('shards: local mode\'s POST /dev/jobs/run is the whole cron too', () => {
  it('releases the due holds of both shards and answers each shard\'s run by binding', async () => {
    const places = await Promise.all(BINDINGS.map((binding) => hostOn(binding, 1)));
    const held: Record<string, number> = {};
    for (const place of places) {
      const made = await stay(place, 0, dayAhead(70), dayAhead(72), 'pending');
      await place.db.prepare("UPDATE reservations SET hold_expires_at = ?, payment_method = 'pix', paid_cents = 0 WHERE id = ?").bind(new Date(Date.now() - 60_000).toISOString(), made.id).run();
      held[place.binding] = made.id;
    }
    const answer = await selfFetch(`${ORIGIN}/dev/jobs/run?now=${encodeURIComponent(new Date().toISOString())}`, { method: 'POST' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { shards: Record<string, { holds: { released: number } }>; failed: string[] };
    expect(body.failed).toEqual([]);
    for (const place of places) {
      expect([place.binding, body.shards[place.binding]!.holds.released >= 1]).toEqual([place.binding, true]);
      expect([place.binding, await place.db.prepare('SELECT status FROM reservations WHERE id = ?').bind(held[place.binding]).first('status')]).toEqual([place.binding, 'cancelled']);
    }
  });
});

const FOCUS = (env as unknown as { FOCUSNFE_API_URL: string }).FOCUSNFE_API_URL;
const SETTINGS = { provider: 'focusnfe', cnpj: '11.222.333/0001-81', inscricaoMunicipal: '12.345', codigoServico: '09.01.01', aliquotaIss: 5, codigoMunicipio: '3303807', legalName: 'Pousada Teste Ltda' };

describe('shards: NFS-e (Focus NFe) for stays on both shards', () => {
  it('issued for a stay on DB_SHARD_1, authorized by the trigger (a key, found on its shard); the poll job reads both shards', async () => {
    const places = await Promise.all(BINDINGS.map((binding) => hostOn(binding, 2)));
    const notes: Record<string, { id: number; code: string; token: string; webhookUrl: string }> = {};
    for (const place of places) {
      const token = `token-shards-${place.binding}-${crypto.randomUUID()}`;
      const settings = await ok<{ webhookUrl: string }>(mutate(place.host, 'host.invoicing.update', { propertyId: place.propertyId, ...SETTINGS, token }));
      expect(await count(place.db, 'SELECT COUNT(*) AS n FROM invoicing_settings WHERE property_id = ?', place.propertyId)).toBe(1);
      expect(await count(otherOf(place.binding), 'SELECT COUNT(*) AS n FROM invoicing_settings WHERE property_id = ?', place.propertyId)).toBe(0);
      const made = await stay(place, 0, '2031-07-01', '2031-07-03', 'confirmed', 'ana.souza@example.com');
      await place.db.prepare('UPDATE reservations SET lines = ?, total_cents = 80000 WHERE id = ?').bind(JSON.stringify([{ kind: 'room', amountCents: 80_000 }]), made.id).run();
      await place.db
        .prepare(
          `INSERT INTO checkin_guests (reservation_id, position, host_id, full_name, birth_date, nationality, document_type, document_country, document_enc, document_hint)
           VALUES (?, 0, ?, 'Ana Souza', '1990-01-01', 'BR', 'cpf', 'BR', ?, '25')`,
        )
        .bind(made.id, place.host.id, await encryptGuestData(env, '529.982.247-25'))
        .run();
      const issued = await ok<{ status: string; ref: string }>(mutate(place.host, 'host.invoices.issue', { reservationId: made.id }));
      expect([place.binding, issued]).toMatchObject([place.binding, { status: 'processing', ref: made.code }]);
      expect(await place.db.prepare('SELECT status FROM invoices WHERE reservation_id = ?').bind(made.id).first('status')).toBe('processing');
      notes[place.binding] = { ...made, token, webhookUrl: settings.webhookUrl };
    }
    const process = (binding: Binding) => fetch(`${FOCUS}/__fake/process`, { method: 'POST', body: JSON.stringify({ token: notes[binding]!.token, ref: notes[binding]!.code }) });

    // DB_SHARD_1's note: the trigger's URL carries a key only; it is found on DB_SHARD_1.
    expect((await process('DB_SHARD_1')).status).toBe(200);
    const trigger = await selfFetch(notes.DB_SHARD_1!.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() }, body: JSON.stringify({ ref: notes.DB_SHARD_1!.code, status: 'autorizado' }) });
    expect(trigger.status).toBe(204);
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM invoices WHERE reservation_id = ?').bind(notes.DB_SHARD_1!.id).first('status')).toBe('authorized');
    const [listed] = (await ok<{ status: string; number: string }[]>(query(places[0]!.host, 'host.invoices.list', { propertyId: places[0]!.propertyId }))) as { status: string; number: string }[];
    expect(listed).toMatchObject({ status: 'authorized' });
    expect(listed!.number).toMatch(/^\d+$/);

    // Both processed at Focus NFe; the cron's poll (a cursor per shard) reads back what is still processing on each.
    await env.DB_SHARD_1.prepare("UPDATE invoices SET status = 'processing' WHERE reservation_id = ?").bind(notes.DB_SHARD_1!.id).run();
    expect((await process('DB_SHARD_0')).status).toBe(200);
    const runs = await forEachShard(env, (shard) => pollInvoices(shard, new Date(Date.now() + 120_000)));
    expect(Object.fromEntries(runs.map((run) => [run.binding, run.result]))).toMatchObject({ DB_SHARD_0: expect.any(Number), DB_SHARD_1: 1 });
    expect(runs.find((run) => run.binding === 'DB_SHARD_0')!.result).toBeGreaterThanOrEqual(1);
    for (const place of places) {
      expect([place.binding, await place.db.prepare('SELECT status FROM invoices WHERE reservation_id = ?').bind(notes[place.binding]!.id).first('status')]).toEqual([place.binding, 'authorized']);
      expect(await count(otherOf(place.binding), 'SELECT COUNT(*) AS n FROM invoices WHERE host_id = ?', place.host.id)).toBe(0);
    }
  });
});
