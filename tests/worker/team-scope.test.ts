/**
 * Issue 26 × the workspace's "all properties" scope and the guest list: a member who owns nothing
 * and has two of an owner's three properties shared with them reads exactly those two — never the
 * owner's third property, never another owner's — on the overview, the calendar and the front desk
 * with no property named, and in host.guests.list/search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { join, mutate, newPerson, ok, query, type Person } from './team-support';

// Every property below keeps São Paulo's clock: "today" is the same date on all of them.
const TIMEZONE = 'America/Sao_Paulo';
const today = todayIn(TIMEZONE);
const tomorrow = addDays(today, 1);

interface Made {
  propertyId: number;
  guestName: string;
}

async function propertyWithArrival(owner: Person, name: string, guestName: string): Promise<Made> {
  const { id: propertyId } = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', timezone: TIMEZONE }));
  const rooms = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 }));
  await ok(
    mutate(owner, 'host.reservations.create', {
      propertyId,
      roomTypeId: rooms.id,
      checkIn: today,
      checkOut: tomorrow,
      guest: { name: guestName, email: `${guestName.toLowerCase().replace(/\W+/g, '.')}.${propertyId}@example.com`, phone: '' },
      adults: 1,
      children: 0,
      status: 'confirmed',
    }),
  );
  return { propertyId, guestName };
}

describe('a member reading several properties at once reads only those shared with them', () => {
  let member: Person;
  let shared: Made[];
  let notShared: Made;
  let otherOwners: Made;

  beforeAll(async () => {
    const owner = await newPerson('scope-owner');
    const stranger = await newPerson('scope-stranger');
    member = await newPerson('scope-member');
    const first = await propertyWithArrival(owner, 'Pousada Um', 'Alice Partilhada');
    notShared = await propertyWithArrival(owner, 'Pousada Dois', 'Bruno Reservado');
    const third = await propertyWithArrival(owner, 'Pousada Três', 'Clara Partilhada');
    shared = [first, third];
    otherOwners = await propertyWithArrival(stranger, 'Casa Alheia', 'Diego Alheio');
    await join(owner, member, 'front_desk', [first.propertyId, third.propertyId]);
  }, 120_000);

  const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);
  const sharedIds = () => shared.map((item) => item.propertyId).sort((a, b) => a - b);

  it('overview and calendar with all: true cover both shared properties and no other', async () => {
    const overview = await ok<{ properties: { id: number }[]; arrivals: { guestName: string }[] }>(query(member, 'host.overview', { all: true }));
    expect(ids(overview.properties)).toEqual(sharedIds());
    expect(overview.arrivals.map((stay) => stay.guestName).sort()).toEqual(['Alice Partilhada', 'Clara Partilhada']);
    const calendar = await ok<{ properties: { id: number }[] }>(query(member, 'host.calendar.get', { all: true }));
    expect(ids(calendar.properties)).toEqual(sharedIds());
  });

  it('the front desk with no property named covers both shared properties and no other', async () => {
    const day = await ok<{ properties: { id: number }[]; arrivals: { guestName: string; propertyId: number }[] }>(query(member, 'host.frontDesk.today', {}));
    expect(ids(day.properties)).toEqual(sharedIds());
    const arrivedAt = day.arrivals.map((stay) => stay.propertyId);
    expect(arrivedAt).not.toContain(notShared.propertyId);
    expect(arrivedAt).not.toContain(otherOwners.propertyId);
    expect(day.arrivals.map((stay) => stay.guestName).sort()).toEqual(['Alice Partilhada', 'Clara Partilhada']);
  });

  it('host.guests.list and search list only guests with stays at the shared properties', async () => {
    const list = await ok<{ items: { name: string }[]; total: number }>(query(member, 'host.guests.list', {}));
    expect(list.items.map((guest) => guest.name).sort()).toEqual(['Alice Partilhada', 'Clara Partilhada']);
    expect(list.total).toBe(2);
    const hidden = await ok<{ items: unknown[]; total: number }>(query(member, 'host.guests.search', { q: 'Bruno' }));
    expect(hidden).toMatchObject({ items: [], total: 0 });
    const stranger = await ok<{ items: unknown[]; total: number }>(query(member, 'host.guests.search', { q: 'Diego' }));
    expect(stranger).toMatchObject({ items: [], total: 0 });
    const found = await ok<{ items: { name: string }[] }>(query(member, 'host.guests.search', { q: 'Partilhada' }));
    expect(found.items.map((guest) => guest.name).sort()).toEqual(['Alice Partilhada', 'Clara Partilhada']);
  });
});
