/**
 * Issue 26, a member's reach: a receptionist of property A sees nothing of the owner's property
 * B — not through a guest who stayed at both (host.guests.get, the list's stay counts), not
 * through the search, the check-in statuses, the overview, the calendar, the front desk or a
 * reservation's own reads. And an accountant shared on two of the owner's three properties reads
 * exactly those two in host.reports.summary with no property named, and in its CSV.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { codeOf, join, mutate, newPerson, ok, query, type Person } from './team-support';
import { addDays, todayIn } from '../../shared/stay/dates';

const TIMEZONE = 'America/Sao_Paulo';
const today = todayIn(TIMEZONE);

interface Place {
  propertyId: number;
  roomTypeId: number;
  name: string;
}

async function place(owner: Person, name: string): Promise<Place> {
  const { id: propertyId } = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', timezone: TIMEZONE }));
  const rooms = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: `Quarto ${name}`, capacity: 2, baseRateCents: 30000, units: 2 }));
  return { propertyId, roomTypeId: rooms.id, name };
}

async function stay(owner: Person, where: Place, guest: { name: string; email: string }, checkIn: string, nights: number): Promise<{ id: number; code: string }> {
  const made = await ok<{ id: number }>(
    mutate(owner, 'host.reservations.create', {
      propertyId: where.propertyId,
      roomTypeId: where.roomTypeId,
      checkIn,
      checkOut: addDays(checkIn, nights),
      guest: { ...guest, phone: '' },
      adults: 1,
      children: 0,
      status: 'confirmed',
    }),
  );
  const row = await env.DB.prepare('SELECT code FROM reservations WHERE id = ?').bind(made.id).first<{ code: string }>();
  return { id: made.id, code: row!.code };
}

describe("a receptionist of property A sees nothing of the owner's property B", () => {
  let owner: Person;
  let receptionist: Person;
  let a: Place;
  let b: Place;
  let both: { guestId: number; atA: { id: number; code: string }; atB: { id: number; code: string } };
  let onlyB: { id: number; code: string };
  /** What must never appear in an answer to the receptionist: B's name, its room type, its stays' codes, its guest. */
  let secrets: string[];

  beforeAll(async () => {
    owner = await newPerson('reach-owner');
    receptionist = await newPerson('reach-desk');
    a = await place(owner, 'Pousada Alfa Aberta');
    b = await place(owner, 'Pousada Beta Secreta');
    const regular = { name: 'Regina Regular', email: `regina.${Date.now()}@example.com` };
    // The same guest (one row: the same email) at A today and at B later: B's stay is the newest.
    const atA = await stay(owner, a, regular, today, 2);
    const atB = await stay(owner, b, regular, addDays(today, 20), 3);
    onlyB = await stay(owner, b, { name: 'Bruno Somente Beta', email: `bruno.${Date.now()}@example.com` }, today, 1);
    const guest = await env.DB.prepare('SELECT guest_id FROM reservations WHERE id = ?').bind(atA.id).first<{ guest_id: number }>();
    both = { guestId: guest!.guest_id, atA, atB };
    // B's stays have a check-in started (a draft): its status would say so.
    for (const id of [atB.id, onlyB.id]) {
      await env.DB.prepare('INSERT INTO checkin_drafts (reservation_id, draft_enc, updated_at) VALUES (?, ?, ?)').bind(id, 'x', new Date().toISOString()).run();
    }
    secrets = [b.name, `Quarto ${b.name}`, atB.code, onlyB.code, 'Bruno Somente Beta'];
    await join(owner, receptionist, 'front_desk', [a.propertyId]);
  }, 120_000);

  const leaks = (answer: unknown) => secrets.filter((secret) => JSON.stringify(answer).includes(secret));

  it("host.guests.get: a guest of both properties shows only the stay at A", async () => {
    const guest = await ok<{ name: string; stays: { id: number; propertyId: number }[] }>(query(receptionist, 'host.guests.get', { id: both.guestId }));
    expect(guest.name).toBe('Regina Regular');
    expect(guest.stays.map((item) => item.id)).toEqual([both.atA.id]);
    expect(leaks(guest)).toEqual([]);
    // The owner still sees both.
    const full = await ok<{ stays: { id: number }[] }>(query(owner, 'host.guests.get', { id: both.guestId }));
    expect(full.stays.map((item) => item.id).sort((x, y) => x - y)).toEqual([both.atA.id, both.atB.id].sort((x, y) => x - y));
  });

  it('host.guests.list and search: the stays counted and the last arrival are those at A', async () => {
    for (const [path, input] of [
      ['host.guests.list', {}],
      ['host.guests.search', { q: 'Regina' }],
    ] as const) {
      const list = await ok<{ items: { id: number; stays: number; lastCheckIn: string | null }[] }>(query(receptionist, path, input));
      expect(list.items.map((item) => [item.id, item.stays, item.lastCheckIn]), path).toEqual([[both.guestId, 1, today]]);
    }
  });

  it('host.checkins.statuses: a stay at B is answered as if it did not exist', async () => {
    const statuses = await ok<Record<string, string>>(query(receptionist, 'host.checkins.statuses', { reservationIds: [both.atA.id, both.atB.id, onlyB.id] }));
    expect(statuses).toEqual({ [both.atA.id]: 'none', [both.atB.id]: 'none', [onlyB.id]: 'none' });
    // The owner reads B's started check-in.
    expect(await ok(query(owner, 'host.checkins.statuses', { reservationIds: [onlyB.id] }))).toEqual({ [onlyB.id]: 'partial' });
  });

  // Every read that gathers several properties, as the workspace calls it (no property, all, a text).
  const READS: [string, string, () => unknown][] = [
    ['host.reservations.search', 'no property', () => ({})],
    ['host.reservations.search', "B's code", () => ({ q: both.atB.code })],
    ['host.reservations.search', "the shared guest's name", () => ({ q: 'Regina' })],
    ['host.guests.search', "B's guest's name", () => ({ q: 'Bruno' })],
    ['host.overview', 'all', () => ({ all: true })],
    ['host.overview', 'no property', () => ({})],
    ['host.calendar.get', 'all', () => ({ all: true, days: 31 })],
    ['host.frontDesk.today', 'no property', () => ({})],
    ['host.reviews.list', 'no property', () => ({})],
    ['host.properties.list', '', () => undefined],
    ['host.reservations.get', "the shared guest's stay at A", () => ({ id: both.atA.id })],
    ['host.payments.list', 'a stay at A', () => ({ reservationId: both.atA.id })],
    ['host.messages.sent', 'a stay at A', () => ({ reservationId: both.atA.id })],
    ['host.checkins.get', 'a stay at A', () => ({ reservationId: both.atA.id })],
  ];
  for (const [path, what, input] of READS) {
    it(`${path} (${what}): nothing of B`, async () => {
      const answer = await ok(query(receptionist, path, input()));
      expect(leaks(answer)).toEqual([]);
    });
  }

  it("B's own resources answer NOT_FOUND, as another owner's would", async () => {
    for (const [path, input] of [
      ['host.reservations.get', { id: both.atB.id }],
      ['host.reservations.search', { propertyId: b.propertyId }],
      ['host.reservations.list', { propertyId: b.propertyId }],
      ['host.payments.list', { reservationId: onlyB.id }],
      ['host.messages.sent', { reservationId: onlyB.id }],
      ['host.checkins.get', { reservationId: onlyB.id }],
      ['host.housekeeping.list', { propertyId: b.propertyId }],
      ['host.calendar.get', { propertyId: b.propertyId }],
      ['host.overview', { propertyId: b.propertyId }],
      ['host.frontDesk.today', { propertyId: b.propertyId }],
    ] as const) {
      expect(codeOf(await query(receptionist, path, input)), path).toBe('NOT_FOUND');
    }
  });
});

describe('host.reports.summary with no property, for a member shared on two of three properties', () => {
  const from = addDays(today, 30);
  const to = addDays(from, 10);
  let owner: Person;
  let accountant: Person;
  let places: Place[];

  beforeAll(async () => {
    owner = await newPerson('report-owner');
    accountant = await newPerson('report-accountant');
    places = [await place(owner, 'Pousada Um'), await place(owner, 'Pousada Dois'), await place(owner, 'Pousada Três')];
    // Different stays at each, so every property's figures differ.
    for (const [i, where] of places.entries()) {
      for (let n = 0; n <= i; n += 1) await stay(owner, where, { name: `Hóspede ${i}-${n}`, email: `rep.${i}.${n}.${Date.now()}@example.com` }, addDays(from, 2 * n), n + 1);
    }
    await join(owner, accountant, 'accountant', [places[0]!.propertyId, places[2]!.propertyId]);
  }, 120_000);

  interface Summary {
    nightsAvailable: number;
    nightsSold: number;
    revenueCents: number;
  }

  it('covers exactly those two: their figures summed, not the first alone nor the third property', async () => {
    const one = (propertyId: number) => ok<Summary>(query(owner, 'host.reports.summary', { propertyId, from, to }));
    const [first, , third] = await Promise.all(places.map((item) => one(item.propertyId)));
    const mine = await ok<Summary>(query(accountant, 'host.reports.summary', { from, to }));
    expect({ nightsAvailable: mine.nightsAvailable, nightsSold: mine.nightsSold, revenueCents: mine.revenueCents }).toEqual({
      nightsAvailable: first!.nightsAvailable + third!.nightsAvailable,
      nightsSold: first!.nightsSold + third!.nightsSold,
      revenueCents: first!.revenueCents + third!.revenueCents,
    });
    // One shared property named: that one; the unshared one: NOT_FOUND.
    expect((await ok<Summary>(query(accountant, 'host.reports.summary', { propertyId: places[2]!.propertyId, from, to }))).nightsSold).toBe(third!.nightsSold);
    expect(codeOf(await query(accountant, 'host.reports.summary', { propertyId: places[1]!.propertyId, from, to }))).toBe('NOT_FOUND');
  });

  it('host.reservations.search with no property lists the stays of both shared properties, none of the third', async () => {
    const found = await ok<{ items: { propertyId: number }[]; total: number }>(query(accountant, 'host.reservations.search', {}));
    expect([...new Set(found.items.map((item) => item.propertyId))].sort((x, y) => x - y)).toEqual([places[0]!.propertyId, places[2]!.propertyId].sort((x, y) => x - y));
    expect(found.total).toBe(1 + 3);
  });

  it('the CSV at /account/reports.csv has the same figures as the page (the two shared properties)', async () => {
    const mine = await ok<Summary & { occupancyPercent: number }>(query(accountant, 'host.reports.summary', { from, to }));
    const csv = (who: Person, params: string) =>
      selfFetch(`${ORIGIN}/account/reports.csv?${params}`, { headers: { authorization: `Bearer ${who.token}`, 'cf-connecting-ip': uniqueIp() } });
    const response = await csv(accountant, `from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const total = (await response.text()).split('\r\n')[1]!.split(',');
    expect([total[4], total[5], total[7]]).toEqual([String(mine.nightsAvailable), String(mine.nightsSold), String(mine.revenueCents)]);
    expect(mine.nightsSold).toBeGreaterThan(0);
    expect((await csv(accountant, `from=${from}&to=${to}&propertyId=${places[1]!.propertyId}`)).status).toBe(404);
    // A role without reports is told so: 403.
    const desk = await newPerson('report-desk');
    await join(owner, desk, 'front_desk', [places[0]!.propertyId]);
    expect((await csv(desk, `from=${from}&to=${to}&propertyId=${places[0]!.propertyId}`)).status).toBe(403);
  });
});
