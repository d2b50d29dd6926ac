/**
 * The guest model (issue 38, item 1), as a table: every guest procedure (host.guests.list,
 * search, get, update) × every caller (the owner, and a manager, front-desk member, accountant
 * and housekeeper shared on property A only) × guests who stayed at A only (shared), at B only
 * (not shared), and at B and then at A — linked by email by a front-desk member's stay at A or by
 * a public booking at A. A member reaches the owner's record only when every stay of the guest
 * is within their reach; otherwise they see (and edit) only the copies on their stays, never B's
 * name, phone or the owner's note, and B's stay keeps its own address for its mail.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { uniqueIp, post } from './api-support';
import { codeOf, data, join, mutate, newPerson, ok, query, type Person } from './team-support';

const today = todayIn('America/Sao_Paulo');
type Caller = 'owner' | 'manager' | 'front_desk' | 'accountant' | 'housekeeping';
const CALLERS: Caller[] = ['owner', 'manager', 'front_desk', 'accountant', 'housekeeping'];
type GuestKind = 'onlyA' | 'onlyB' | 'linkedByMember' | 'linkedByBooking';
const KINDS: GuestKind[] = ['onlyA', 'onlyB', 'linkedByMember', 'linkedByBooking'];

const reads = (caller: Caller) => caller !== 'housekeeping';
const writes = (caller: Caller) => caller === 'owner' || caller === 'manager' || caller === 'front_desk';

interface Made {
  guestId: number;
  /** The stays at A and at B, if any. */
  atA: number | null;
  atB: number | null;
  /** What the owner's record holds (B's details for the linked guests). */
  record: { name: string; email: string; phone: string; notes: string };
  /** What A's stay was made with. */
  copyA: { name: string; email: string } | null;
}

let people: Record<Caller, Person>;
let a: { propertyId: number; roomTypeId: number };
let b: { propertyId: number; roomTypeId: number };
const guests = {} as Record<GuestKind, Made>;
let night = 0;

async function place(owner: Person, name: string) {
  const { id: propertyId } = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', published: true }));
  const rooms = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: `Quarto ${name}`, capacity: 2, baseRateCents: 30000, units: 3 }));
  return { propertyId, roomTypeId: rooms.id };
}

/** A manual stay typed by `who`, each on its own night. */
async function typed(who: Person, where: { propertyId: number; roomTypeId: number }, guest: { name: string; email: string; phone: string }): Promise<number> {
  night += 2;
  const checkIn = addDays(today, 10 + night);
  const made = await ok<{ id: number }>(
    mutate(who, 'host.reservations.create', { propertyId: where.propertyId, roomTypeId: where.roomTypeId, checkIn, checkOut: addDays(checkIn, 1), guest, adults: 1, children: 0, status: 'confirmed' }),
  );
  return made.id;
}

const guestIdOf = async (reservationId: number) => (await env.DB.prepare('SELECT guest_id AS id FROM reservations WHERE id = ?').bind(reservationId).first<{ id: number }>())!.id;
const copyOf = (reservationId: number) =>
  env.DB.prepare('SELECT guest_name AS name, guest_email AS email, guest_phone AS phone FROM reservations WHERE id = ?').bind(reservationId).first<{ name: string; email: string; phone: string }>();
const recordOf = (guestId: number) => env.DB.prepare('SELECT name, email, phone, notes FROM guests WHERE id = ?').bind(guestId).first<{ name: string; email: string; phone: string; notes: string }>();

beforeAll(async () => {
  const owner = await newPerson('guest-owner');
  a = await place(owner, 'Pousada Alfa');
  b = await place(owner, 'Pousada Beta');
  people = { owner } as Record<Caller, Person>;
  for (const role of CALLERS.slice(1)) {
    people[role] = await newPerson(`guest-${role}`);
    await join(owner, people[role], role, [a.propertyId]);
  }
  const secretB = (label: string) => ({ name: `Bruna Beta ${label}`, email: `bruna.${label}.${Date.now()}@example.com`, phone: '+55 21 97777-0000' });
  const note = (guestId: number, text: string) => ok(mutate(owner, 'host.guests.update', { id: guestId, notes: text }));

  const onlyA = await typed(owner, a, { name: 'Alice Alfa', email: `alice.${Date.now()}@example.com`, phone: '+55 11 90000-1111' });
  const onlyB = await typed(owner, b, secretB('only'));
  // Linked by a front-desk member of A: a stay at A typed with the email of B's guest.
  const linkedB = await typed(owner, b, secretB('member'));
  const linkedEmail = (await copyOf(linkedB))!.email;
  const linkedA = await typed(people.front_desk, a, { name: 'Nome Digitado', email: linkedEmail, phone: '' });
  // Linked by a public booking at A with the email of B's guest.
  const bookedB = await typed(owner, b, secretB('booking'));
  const bookedEmail = (await copyOf(bookedB))!.email;
  const checkIn = addDays(today, 60);
  const booking = await post(
    'booking.create',
    { propertyId: a.propertyId, roomTypeId: a.roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guests: 1, guest: { name: 'Reserva Pública', email: bookedEmail }, locale: 'pt', payment: 'at_property' },
    { ip: uniqueIp() },
  );
  const bookedA = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(data(booking).code).first<{ id: number }>())!.id;

  for (const [kind, atA, atB] of [
    ['onlyA', onlyA, null],
    ['onlyB', null, onlyB],
    ['linkedByMember', linkedA, linkedB],
    ['linkedByBooking', bookedA, bookedB],
  ] as const) {
    const guestId = await guestIdOf((atA ?? atB)!);
    await note(guestId, `nota privada ${kind}`);
    const copyA = atA ? await copyOf(atA) : null;
    guests[kind] = { guestId, atA, atB, record: (await recordOf(guestId))!, copyA: copyA && { name: copyA.name, email: copyA.email } };
  }
  expect(guests.linkedByMember.guestId).toBe(await guestIdOf(linkedB));
  expect(guests.linkedByBooking.guestId).toBe(await guestIdOf(bookedB));
});

/** What `caller` must get for a guest of `kind`: the code, and when OK which view. */
function expected(caller: Caller, kind: GuestKind, needs: 'read' | 'write'): 'record' | 'copy' | 'NOT_FOUND' | 'FORBIDDEN' {
  if (caller === 'owner') return 'record';
  if (kind === 'onlyB') return 'NOT_FOUND';
  if (!(needs === 'read' ? reads(caller) : writes(caller))) return 'FORBIDDEN';
  return kind === 'onlyA' ? 'record' : 'copy';
}

describe('the guest model: every guest procedure × role × (shared, not shared)', () => {
  it('host.guests.get', async () => {
    for (const caller of CALLERS) {
      for (const kind of KINDS) {
        const made = guests[kind];
        const answer = await query(people[caller], 'host.guests.get', { id: made.guestId });
        const want = expected(caller, kind, 'read');
        const label = `${caller} × ${kind}`;
        if (want === 'NOT_FOUND' || want === 'FORBIDDEN') {
          expect({ label, code: codeOf(answer) }).toEqual({ label, code: want });
          continue;
        }
        const guest = data(answer) as { name: string; email: string; phone: string; notes: string; record: boolean; stays: { id: number }[] };
        if (want === 'record') {
          expect({ label, record: guest.record, name: guest.name, notes: guest.notes }).toEqual({ label, record: true, name: made.record.name, notes: made.record.notes });
        } else {
          expect({ label, record: guest.record, name: guest.name, email: guest.email, phone: guest.phone, notes: guest.notes, stays: guest.stays.map((s) => s.id) }).toEqual({
            label,
            record: false,
            name: made.copyA!.name,
            email: made.copyA!.email,
            phone: '',
            notes: '',
            stays: [made.atA],
          });
          expect(JSON.stringify(guest)).not.toContain('Bruna Beta');
        }
      }
    }
  });

  it('host.guests.list and host.guests.search', async () => {
    for (const caller of CALLERS) {
      const list = await query(people[caller], 'host.guests.list', { pageSize: 100 });
      const byName = await query(people[caller], 'host.guests.search', { q: 'Bruna Beta' });
      if (!reads(caller)) {
        expect({ caller, list: codeOf(list), search: codeOf(byName) }).toEqual({ caller, list: 'FORBIDDEN', search: 'FORBIDDEN' });
        continue;
      }
      const items = data(list).items as { id: number; name: string }[];
      for (const kind of KINDS) {
        const made = guests[kind];
        const want = expected(caller, kind, 'read');
        const item = items.find((i) => i.id === made.guestId);
        const label = `${caller} × ${kind}`;
        if (want === 'NOT_FOUND') expect({ label, item }).toEqual({ label, item: undefined });
        else expect({ label, name: item?.name }).toEqual({ label, name: want === 'record' ? made.record.name : made.copyA!.name });
      }
      // B's guests' names find them only for the owner.
      const found = (data(byName).items as { id: number }[]).map((i) => i.id).sort();
      const ofB = [guests.onlyB, guests.linkedByMember, guests.linkedByBooking].map((g) => g.guestId).sort();
      expect({ caller, found }).toEqual({ caller, found: caller === 'owner' ? ofB : [] });
    }
  });

  it('host.guests.update', async () => {
    let n = 0;
    for (const caller of CALLERS) {
      for (const kind of KINDS) {
        const made = guests[kind];
        const before = { record: await recordOf(made.guestId), b: made.atB ? await copyOf(made.atB) : null };
        n += 1;
        const email = `changed.${n}.${Date.now()}@example.com`;
        const answer = await mutate(people[caller], 'host.guests.update', { id: made.guestId, name: `Mudado ${n}`, email });
        const want = expected(caller, kind, 'write');
        const label = `${caller} × ${kind}`;
        const record = await recordOf(made.guestId);
        const atB = made.atB ? await copyOf(made.atB) : null;
        if (want === 'NOT_FOUND' || want === 'FORBIDDEN') {
          expect({ label, code: codeOf(answer), record, atB }).toEqual({ label, code: want, record: before.record, atB: before.b });
          continue;
        }
        expect({ label, code: codeOf(answer) }).toEqual({ label, code: 'OK' });
        if (want === 'record') {
          expect({ label, name: record!.name, email: record!.email }).toEqual({ label, name: `Mudado ${n}`, email });
          if (made.atB) made.record = record!;
        } else {
          // Only the member's stay's copy changed: the record and B's stay (its name and the
          // address its mail goes to) are as they were.
          expect({ label, record, atB, atA: (await copyOf(made.atA!))!.email }).toEqual({ label, record: before.record, atB: before.b, atA: email });
          made.copyA = { name: `Mudado ${n}`, email };
          // The record's own fields are not theirs to change.
          const notes = await mutate(people[caller], 'host.guests.update', { id: made.guestId, notes: 'tentativa' });
          expect({ label, code: codeOf(notes), notes: (await recordOf(made.guestId))!.notes }).toEqual({ label, code: 'FORBIDDEN', notes: before.record!.notes });
        }
      }
    }
  });
});
