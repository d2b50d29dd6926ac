/**
 * Issue 26: every host.* procedure declares a permission, and the resolver enforces it before
 * anything is read. Table-driven over the router's own list of procedures: a procedure added
 * without a declared permission, or without a case below, fails the first test.
 * For each role (a member of owner A on ONE of A's two properties):
 *   allowed → works (no FORBIDDEN / NOT_FOUND); lacking → FORBIDDEN and not one row of A changed;
 *   A's other property and another owner's resource → NOT_FOUND; revoked → NOT_FOUND on the next call.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../worker/trpc/root';
import type { ProcedureMeta } from '../../worker/trpc/trpc';
import { PERMISSIONS, ROLES, roleMay, type MemberRole } from '../../shared/team/permissions';
import { addDays, todayIn } from '../../shared/stay/dates';
import { call, codeOf, join, mutate, newPerson, ok, snapshot, type Person } from './team-support';
import { forgetShards } from '../../worker/db/shards';

type Procedures = Record<string, { _def: { meta?: ProcedureMeta; type: 'query' | 'mutation' | 'subscription' } }>;
const PROCEDURES = Object.entries((appRouter._def as unknown as { procedures: Procedures }).procedures)
  .filter(([path]) => path.startsWith('host.'))
  .map(([path, procedure]) => ({ path, type: procedure._def.type as 'query' | 'mutation', meta: procedure._def.meta ?? {} }));

// The properties' own day (São Paulo): a UTC date is tomorrow there after 21:00, and a payment cannot be received in the future.
const today = todayIn('America/Sao_Paulo');
let counter = 0;
/** Dates no other call of this file uses (reservations and blocks never collide). */
const nextStay = (base: number) => {
  counter += 1;
  const checkIn = addDays(today, base + counter * 3);
  return { checkIn, checkOut: addDays(checkIn, 2) };
};

/** One property's resources, and factories of fresh ones (for calls that delete or end them). */
interface Side {
  owner: Person;
  propertyId: number;
  roomTypeId: number;
  unitId: number;
  reservationId: number;
  guestId: number;
  paymentId: number;
  blockId: number;
  ratePlanId: number;
  promoCodeId: number;
  addonId: number;
  feedId: number;
  photoId: number;
  reviewId: number;
  fresh: {
    unit(): Promise<number>;
    block(): Promise<number>;
    reservation(): Promise<number>;
    payment(): Promise<number>;
    ratePlan(): Promise<number>;
    promoCode(): Promise<number>;
    addon(): Promise<number>;
    feed(): Promise<number>;
    photo(): Promise<number>;
  };
}

async function reservationIn(owner: Person, propertyId: number, roomTypeId: number): Promise<number> {
  const made = await ok<{ id: number }>(
    mutate(owner, 'host.reservations.create', { propertyId, roomTypeId, ...nextStay(30), guest: { name: 'Gil Teste', email: `gil.${propertyId}@example.com`, phone: '' }, adults: 1, children: 0, status: 'confirmed' }),
  );
  return made.id;
}

async function sideOf(owner: Person, name: string, db: D1Database = env.DB): Promise<Side> {
  const property = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }));
  const propertyId = property.id;
  const rooms = await ok<{ id: number; unitIds: number[] }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
  const roomTypeId = rooms.id;
  const reservationId = await reservationIn(owner, propertyId, roomTypeId);
  // The owner's own shard (issue 46): DB_SHARD_0 is the directory's database.
  const guest = await db.prepare('SELECT guest_id FROM reservations WHERE id = ?').bind(reservationId).first<{ guest_id: number }>();
  const fresh: Side['fresh'] = {
    unit: async () => (await ok<{ id: number }>(mutate(owner, 'host.units.create', { roomTypeId, name: `U${++counter}` }))).id,
    block: async () => (await ok<{ id: number }>(mutate(owner, 'host.blocks.create', { unitId: rooms.unitIds[1], ...fromTo(nextStay(400)) }))).id,
    reservation: () => reservationIn(owner, propertyId, roomTypeId),
    payment: async () => (await ok<{ id: number }>(mutate(owner, 'host.payments.record', { reservationId, amountCents: 100, method: 'cash', receivedOn: today }))).id,
    ratePlan: async () => (await ok<{ id: number }>(mutate(owner, 'host.ratePlans.create', { roomTypeId, name: `P${++counter}`, percent: 5, refundable: true }))).id,
    promoCode: async () => (await ok<{ id: number }>(mutate(owner, 'host.promoCodes.create', { propertyId, code: `CODE${++counter}`, percent: 10 }))).id,
    addon: async () => (await ok<{ id: number }>(mutate(owner, 'host.addons.create', { propertyId, name: `Extra ${++counter}`, priceCents: 1000, per: 'stay', optional: true }))).id,
    feed: async () =>
      (await db
        .prepare("INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, ?, 'airbnb', ?) RETURNING id")
        .bind(owner.id, propertyId, rooms.unitIds[0], `https://www.airbnb.com/calendar/ical/${++counter}.ics`, new Date().toISOString())
        .first<{ id: number }>())!.id,
    photo: async () =>
      (await db
        .prepare('INSERT INTO property_photos (host_id, property_id, object_key, url, width, height, position, created_at) VALUES (?, ?, ?, ?, 800, 600, ?, ?) RETURNING id')
        .bind(owner.id, propertyId, `test/${++counter}`, `https://example.com/${counter}.jpg`, counter, new Date().toISOString())
        .first<{ id: number }>())!.id,
  };
  const review = await db
    .prepare("INSERT INTO reviews (reservation_id, property_id, host_id, rating, text, locale, author_name, created_at) VALUES (?, ?, ?, 5, 'Ótimo', 'pt', 'Gil', ?) RETURNING id")
    .bind(reservationId, propertyId, owner.id, new Date().toISOString())
    .first<{ id: number }>();
  return {
    owner,
    propertyId,
    roomTypeId,
    unitId: rooms.unitIds[0]!,
    reservationId,
    guestId: guest!.guest_id,
    paymentId: await fresh.payment(),
    blockId: await fresh.block(),
    ratePlanId: await fresh.ratePlan(),
    promoCodeId: await fresh.promoCode(),
    addonId: await fresh.addon(),
    feedId: await fresh.feed(),
    photoId: await fresh.photo(),
    reviewId: review!.id,
    fresh,
  };
}

const fromTo = (stay: { checkIn: string; checkOut: string }) => ({ from: stay.checkIn, to: stay.checkOut });
const guestOf = { fullName: 'Marco Rossi', birthDate: '1985-09-30', nationality: 'IT', document: { type: 'passport', number: 'YA1234567', country: 'IT' } };

/**
 * A valid input of every host procedure on a side's resources. Calls that end a resource get a
 * fresh one. `self` marks procedures that act on the caller's own account only (permission
 * `own` / `team.manage`): they never reach another owner's data, tested apart below.
 */
const CASES: Record<string, { input: (s: Side) => unknown | Promise<unknown>; self?: true; noResource?: true }> = {
  'host.properties.list': { input: () => undefined, self: true },
  'host.properties.create': { input: () => ({ name: 'Casa Própria', kind: 'inn', city: 'Rio', country: 'BR', currency: 'BRL' }), self: true },
  'host.properties.update': { input: (s) => ({ id: s.propertyId, city: 'Paraty' }) },
  'host.properties.get': { input: (s) => ({ id: s.propertyId }) },
  'host.properties.archive': { input: (s) => ({ id: s.propertyId }) },
  'host.properties.setPublished': { input: (s) => ({ id: s.propertyId, published: false }) },
  'host.roomTypes.create': { input: (s) => ({ propertyId: s.propertyId, name: 'Triplo', capacity: 3, baseRateCents: 40000, units: 1 }) },
  'host.roomTypes.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.roomTypes.update': { input: (s) => ({ id: s.roomTypeId, name: 'Duplo' }) },
  'host.units.create': { input: (s) => ({ roomTypeId: s.roomTypeId, name: `N${++counter}` }) },
  'host.units.rename': { input: (s) => ({ id: s.unitId, name: 'Quarto 1' }) },
  'host.units.delete': { input: async (s) => ({ id: await s.fresh.unit() }) },
  'host.overview': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.rates.set': { input: (s) => ({ roomTypeId: s.roomTypeId, from: addDays(today, 200), to: addDays(today, 202), rateCents: 31000 }) },
  'host.rates.get': { input: (s) => ({ roomTypeId: s.roomTypeId }) },
  'host.reservations.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.reservations.search': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.reservations.get': { input: (s) => ({ id: s.reservationId }) },
  'host.reservations.create': {
    input: (s) => ({ propertyId: s.propertyId, roomTypeId: s.roomTypeId, ...nextStay(30), guest: { name: 'Nova Hóspede', email: `nova.${s.propertyId}@example.com`, phone: '' }, adults: 1, children: 0, status: 'confirmed' }),
  },
  'host.reservations.quote': { input: (s) => ({ unitId: s.unitId, ...nextStay(40) }) },
  'host.reservations.update': { input: (s) => ({ id: s.reservationId, notes: `nota ${++counter}` }) },
  'host.reservations.setStatus': { input: async (s) => ({ id: await s.fresh.reservation(), status: 'cancelled' }) },
  'host.reservations.cancel': { input: async (s) => ({ id: await s.fresh.reservation() }) },
  'host.channels.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.channels.conflicts': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.channels.addFeed': { input: (s) => ({ unitId: s.unitId, url: `https://www.airbnb.com/calendar/ical/x${++counter}.ics`, channel: 'airbnb' }) },
  'host.channels.removeFeed': { input: async (s) => ({ id: await s.fresh.feed() }) },
  'host.channels.sync': { input: (s) => ({ feedId: s.feedId }) },
  'host.channels.regenerateExport': { input: (s) => ({ unitId: s.unitId }) },
  'host.calendar.get': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.blocks.create': { input: (s) => ({ unitId: s.unitId, ...fromTo(nextStay(700)) }) },
  'host.blocks.delete': { input: async (s) => ({ id: await s.fresh.block() }) },
  'host.guests.list': { input: () => ({}), noResource: true },
  'host.guests.search': { input: () => ({ q: 'Gil' }), noResource: true },
  'host.guests.get': { input: (s) => ({ id: s.guestId }) },
  'host.guests.update': { input: (s) => ({ id: s.guestId, notes: `nota ${++counter}` }) },
  'host.payments.record': { input: (s) => ({ reservationId: s.reservationId, amountCents: 100, method: 'cash', receivedOn: today }) },
  'host.payments.list': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.payments.refund': { input: async (s) => ({ paymentId: await s.fresh.payment() }) },
  'host.payments.refundOnline': { input: async (s) => ({ paymentId: await s.fresh.payment() }) },
  'host.paymentProviders.connect': { input: () => ({ provider: 'stripe', secret: 'sk_test_permissions', webhookSecret: 'whsec_permissions' }), self: true },
  'host.paymentProviders.list': { input: () => undefined, self: true },
  'host.paymentProviders.disconnect': { input: () => ({ provider: 'stripe' }), self: true },
  'host.channelManager.status': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.channelManager.connect': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.channelManager.disconnect': { input: (s) => ({ propertyId: s.propertyId }) },
  // These two need a property connected to Channex (else NOT_FOUND), which this table's sides are
  // not: their permission and reach are checked in tests/worker/channex-push.test.ts.
  'host.channelManager.resync': { input: (s) => ({ propertyId: s.propertyId }), self: true },
  'host.channelManager.channelScreen': { input: (s) => ({ propertyId: s.propertyId }), self: true },
  'host.payments.pixSettings': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.account.summary': { input: () => undefined, self: true },
  'host.demo.outbox': { input: () => undefined, self: true },
  'host.ratePlans.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.ratePlans.create': { input: (s) => ({ roomTypeId: s.roomTypeId, name: `Plano ${++counter}`, percent: -5, refundable: false }) },
  'host.ratePlans.update': { input: (s) => ({ id: s.ratePlanId, percent: 7 }) },
  'host.ratePlans.archive': { input: async (s) => ({ id: await s.fresh.ratePlan() }) },
  'host.promoCodes.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.promoCodes.create': { input: (s) => ({ propertyId: s.propertyId, code: `NEW${++counter}`, percent: 15 }) },
  'host.promoCodes.update': { input: (s) => ({ id: s.promoCodeId, percent: 12 + (++counter % 50) }) },
  'host.promoCodes.archive': { input: async (s) => ({ id: await s.fresh.promoCode() }) },
  'host.addons.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.addons.create': { input: (s) => ({ propertyId: s.propertyId, name: `Café ${++counter}`, priceCents: 2000, per: 'guest_night', optional: true }) },
  'host.addons.update': { input: (s) => ({ id: s.addonId, name: `Café ${++counter}`, priceCents: 2500, per: 'guest_night', optional: true }) },
  'host.pricing.get': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.addons.archive': { input: async (s) => ({ id: await s.fresh.addon() }) },
  'host.housekeeping.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.housekeeping.set': { input: (s) => ({ unitId: s.unitId, status: 'clean' }) },
  'host.reports.summary': { input: (s) => ({ propertyId: s.propertyId, from: today, to: addDays(today, 30) }) },
  'host.reports.payments': { input: (s) => ({ propertyId: s.propertyId, from: today, to: addDays(today, 30) }) },
  'host.invoicing.get': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.invoicing.update': {
    input: (s) => ({ propertyId: s.propertyId, provider: 'focusnfe', token: 'token-team-0001', cnpj: '11222333000181', inscricaoMunicipal: '123', codigoServico: '090101', aliquotaIss: 5 }),
  },
  'host.invoices.issue': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.invoices.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.invoices.refresh': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.invoices.cancel': { input: (s) => ({ reservationId: s.reservationId, reason: 'Cancelada no teste de permissões' }) },
  'host.receipts.get': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.receipts.mail': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.frontDesk.today': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.messages.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.messages.update': { input: (s) => ({ propertyId: s.propertyId, event: 'confirmed', locale: 'pt', subject: 'Olá {guestName}', body: 'Até breve.', enabled: true }) },
  'host.messages.preview': { input: (s) => ({ locale: 'pt', subject: 'Olá {guestName}', body: 'Até breve.', reservationId: s.reservationId }) },
  'host.messages.reservations': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.messages.sent': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.checkins.get': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.checkins.statuses': { input: (s) => ({ reservationIds: [s.reservationId] }), noResource: true },
  'host.checkins.submit': { input: (s) => ({ reservationId: s.reservationId, guests: [guestOf], purpose: 'leisure', transport: 'car' }) },
  'host.reviews.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.inbox.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.inbox.unread': { input: () => undefined, noResource: true },
  'host.inbox.get': { input: (s) => ({ reservationId: s.reservationId }) },
  'host.inbox.send': { input: (s) => ({ reservationId: s.reservationId, text: `Olá ${++counter}` }) },
  'host.reviews.reply': { input: (s) => ({ id: s.reviewId, text: `Obrigado ${++counter}` }) },
  'host.photos.list': { input: (s) => ({ propertyId: s.propertyId }) },
  'host.photos.update': { input: (s) => ({ id: s.photoId, alt: { pt: 'Fachada' } }) },
  'host.photos.delete': { input: async (s) => ({ id: await s.fresh.photo() }) },
  'host.team.invite': { input: () => ({ email: `x${++counter}@example.com`, role: 'manager' }), self: true },
  'host.team.resend': { input: () => ({ id: 1 }), self: true },
  'host.team.list': { input: () => undefined, self: true },
  'host.site.get': { input: () => undefined, noResource: true },
  'host.site.update': { input: (s) => ({ slug: `equipe-${++counter}-${s.propertyId}`, name: 'Pousada da Equipe', colors: { primary: '#0b4f8a', accent: '#0f6b5c' }, font: 'sans', propertyIds: [s.propertyId] }), noResource: true },
  'host.team.update': { input: () => ({ id: 1, role: 'manager' }), self: true },
  'host.team.revoke': { input: () => ({ id: 1 }), self: true },
  'host.team.invitation': { input: () => ({ token: 'x'.repeat(43) }), self: true },
  'host.team.accept': { input: () => ({ token: 'x'.repeat(43) }), self: true },
  'host.team.memberships': { input: () => undefined, self: true },
  'host.team.leave': { input: () => ({ id: 1 }), self: true },
  'host.audit.list': { input: (s) => ({ propertyId: s.propertyId }) },
};

const REFUSED = ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED'];

describe('every host procedure declares a permission', () => {
  it('the router’s host.* procedures each have a known permission, a locator and a case in this table', () => {
    expect(PROCEDURES.length).toBeGreaterThan(70);
    const undeclared = PROCEDURES.filter((procedure) => !procedure.meta.permission || !(PERMISSIONS as readonly string[]).includes(procedure.meta.permission)).map((p) => p.path);
    expect(undeclared, 'declare one with hostProcedure(permission, locator)').toEqual([]);
    expect(PROCEDURES.filter((procedure) => !CASES[procedure.path]).map((p) => p.path), 'add a case to CASES').toEqual([]);
    expect(Object.keys(CASES).filter((path) => !PROCEDURES.some((procedure) => procedure.path === path))).toEqual([]);
  });
});

describe('roles enforced on every host procedure', () => {
  let owner: Person;
  let other: Person;
  let shared: Side;
  let unshared: Side;
  let foreign: Side;
  const members = {} as Record<MemberRole, Person>;

  beforeAll(async () => {
    owner = await newPerson('owner');
    other = await newPerson('other');
    shared = await sideOf(owner, 'Pousada Compartilhada');
    unshared = await sideOf(owner, 'Pousada Reservada');
    foreign = await sideOf(other, 'Pousada Alheia');
    for (const role of ROLES) {
      members[role] = await newPerson(role);
      await join(owner, members[role], role, [shared.propertyId]);
    }
  }, 240_000);

  const checked = PROCEDURES.filter((procedure) => !CASES[procedure.path]?.self);

  for (const role of ROLES) {
    it(`${role}: allowed → works; lacking → FORBIDDEN and nothing of the owner changed`, async () => {
      const outcomes: string[] = [];
      for (const procedure of checked) {
        const allowed = roleMay(role, procedure.meta.permission!);
        const input = await CASES[procedure.path]!.input(shared);
        const before = allowed ? '' : await snapshot(owner.id);
        const answer = await call(members[role], procedure.path, procedure.type, input);
        const code = codeOf(answer);
        if (allowed) {
          if (REFUSED.includes(code)) outcomes.push(`${procedure.path}: allowed but ${code}`);
        } else {
          if (code !== 'FORBIDDEN') outcomes.push(`${procedure.path}: lacking ${procedure.meta.permission} but ${code}`);
          if ((await snapshot(owner.id)) !== before) outcomes.push(`${procedure.path}: refused yet the owner's data changed`);
        }
      }
      expect(outcomes).toEqual([]);
    }, 240_000);
  }

  it('the owner’s property not shared with the member, and another owner’s, answer NOT_FOUND for every role', async () => {
    const outcomes: string[] = [];
    for (const role of ROLES) {
      for (const procedure of checked.filter((p) => !CASES[p.path]!.noResource)) {
        for (const side of [unshared, foreign]) {
          const answer = await call(members[role], procedure.path, procedure.type, await CASES[procedure.path]!.input(side));
          if (codeOf(answer) !== 'NOT_FOUND') outcomes.push(`${role} ${procedure.path} on ${side === unshared ? 'unshared' : 'foreign'}: ${codeOf(answer)}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 400_000);

  it('a revoked member gets NOT_FOUND on the very next call, on every procedure', async () => {
    const member = await newPerson('revoked');
    const id = await join(owner, member, 'manager', [shared.propertyId]);
    expect(codeOf(await call(member, 'host.reservations.get', 'query', { id: shared.reservationId }))).toBe('OK');
    await ok(mutate(owner, 'host.team.revoke', { id }));
    expect(codeOf(await call(member, 'host.reservations.get', 'query', { id: shared.reservationId }))).toBe('NOT_FOUND');
    const outcomes: string[] = [];
    for (const procedure of checked.filter((p) => !CASES[p.path]!.noResource)) {
      const code = codeOf(await call(member, procedure.path, procedure.type, await CASES[procedure.path]!.input(shared)));
      if (code !== 'NOT_FOUND') outcomes.push(`${procedure.path}: ${code}`);
    }
    expect(outcomes).toEqual([]);
    const listed = await ok<{ id: number }[]>(call(member, 'host.properties.list', 'query', undefined));
    expect(listed).toEqual([]);
  }, 240_000);

  it('host.team.invite by a member (issue 38): naming a property shared with them, or owning none and naming none, is FORBIDDEN; nothing written', async () => {
    const outcomes: string[] = [];
    const team = await ok<{ id: number; email: string }[]>(call(owner, 'host.team.list', 'query', undefined));
    for (const role of ROLES) {
      const member = members[role];
      const before = await snapshot(owner.id);
      const ownRows = () => env.DB.prepare('SELECT COUNT(*) AS n FROM team_members WHERE host_id = ?').bind(member.id).first<number>('n');
      const ownBefore = await ownRows();
      const answers = {
        sharedNamed: codeOf(await call(member, 'host.team.invite', 'mutation', { email: `convidado-${role}@example.com`, role: 'manager', propertyIds: [shared.propertyId] })),
        sharedAmongOthers: codeOf(await call(member, 'host.team.invite', 'mutation', { email: `convidado-${role}@example.com`, role: 'front_desk', propertyIds: [unshared.propertyId, shared.propertyId] })),
        noneNamed: codeOf(await call(member, 'host.team.invite', 'mutation', { email: `convidado-${role}@example.com`, role: 'front_desk' })),
        updateNamingShared: codeOf(await call(member, 'host.team.update', 'mutation', { id: team[0]!.id, propertyIds: [shared.propertyId] })),
        unsharedNamed: codeOf(await call(member, 'host.team.invite', 'mutation', { email: `convidado-${role}@example.com`, role: 'manager', propertyIds: [unshared.propertyId] })),
        foreignNamed: codeOf(await call(member, 'host.team.invite', 'mutation', { email: `convidado-${role}@example.com`, role: 'manager', propertyIds: [foreign.propertyId] })),
      };
      const expected = { sharedNamed: 'FORBIDDEN', sharedAmongOthers: 'FORBIDDEN', noneNamed: 'FORBIDDEN', updateNamingShared: 'FORBIDDEN', unsharedNamed: 'NOT_FOUND', foreignNamed: 'NOT_FOUND' };
      if (JSON.stringify(answers) !== JSON.stringify(expected)) outcomes.push(`${role}: ${JSON.stringify(answers)}`);
      if ((await snapshot(owner.id)) !== before) outcomes.push(`${role}: the owner's data changed`);
      if ((await ownRows()) !== ownBefore) outcomes.push(`${role}: an invitation was written`);
    }
    expect(outcomes).toEqual([]);
    // The owner still invites to that property.
    expect(codeOf(await call(owner, 'host.team.invite', 'mutation', { email: 'convidado-do-dono@example.com', role: 'front_desk', propertyIds: [shared.propertyId] }))).toBe('OK');
  }, 120_000);

  it('procedures on the caller’s own account never reach the owner’s data', async () => {
    const member = members.manager;
    const team = await ok<{ id: number; email: string }[]>(call(owner, 'host.team.list', 'query', undefined));
    // Another member's membership: never the caller's own (leaving one's own is allowed).
    const someone = team.find((row) => row.email !== member.email)!.id;
    const before = await snapshot(owner.id);
    for (const [path, input] of [
      ['host.team.revoke', { id: someone }],
      ['host.team.update', { id: someone, role: 'manager' }],
      ['host.team.resend', { id: someone }],
      ['host.team.leave', { id: someone }],
    ] as const) {
      expect(codeOf(await call(member, path, 'mutation', input)), path).toBe('NOT_FOUND');
    }
    expect(await ok(call(member, 'host.team.list', 'query', undefined))).toEqual([]);
    const created = await ok<{ id: number }>(call(member, 'host.properties.create', 'mutation', CASES['host.properties.create']!.input(shared)));
    expect(await env.DB.prepare('SELECT host_id FROM properties WHERE id = ?').bind(created.id).first('host_id')).toBe(member.id);
    expect(await snapshot(owner.id)).toBe(before);
  }, 60_000);

  it('host.properties.list gives a member only what is shared, with the role and whose it is', async () => {
    const listed = await ok<{ id: number; role: string; ownerEmail?: string }[]>(call(members.front_desk, 'host.properties.list', 'query', undefined));
    expect(listed.map((p) => [p.id, p.role, p.ownerEmail])).toEqual([[shared.propertyId, 'front_desk', owner.email]]);
    const own = await ok<{ id: number; role: string }[]>(call(owner, 'host.properties.list', 'query', undefined));
    expect(own.map((p) => p.role)).toEqual(['owner', 'owner']);
  }, 60_000);
});

// Past one database (issue 46): the same table with the two owners on different shards. Ids other
// than properties' are per shard, so the other host's room type, unit, reservation… ids may name
// rows of someone else (even the caller's own) in the caller's shard: the check is that nothing of
// the other host ever comes back or changes, read in the answers and in the other host's shard.
describe('every host procedure with the hosts on two shards', () => {
  let zero: Person;
  let one: Person;
  let sideZero: Side;
  let sideOne: Side;
  const MARK_ZERO = 'Pousada Fragmento Zero';
  const MARK_ONE = 'Pousada Fragmento Um';

  beforeAll(async () => {
    zero = await newPerson('split-zero');
    one = await newPerson('split-one');
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(one.id).run();
    forgetShards(one.id);
    sideZero = await sideOf(zero, MARK_ZERO);
    sideOne = await sideOf(one, MARK_ONE, env.DB_SHARD_1);
  }, 240_000);

  it("each owner's call with the other's ids: NOT_FOUND or only the caller's own rows; the other's shard unchanged", async () => {
    expect(await env.DB_SHARD_1.prepare('SELECT COUNT(*) AS n FROM properties WHERE host_id = ?').bind(one.id).first('n')).toBe(1);
    const outcomes: string[] = [];
    const pairs = [
      { caller: zero, target: sideOne, db: env.DB_SHARD_1, mark: MARK_ONE, owner: one, name: 'shard 0 → shard 1' },
      { caller: one, target: sideZero, db: env.DB, mark: MARK_ZERO, owner: zero, name: 'shard 1 → shard 0' },
    ];
    for (const pair of pairs) {
      for (const procedure of checked(pair.target)) {
        // The input first: a call that ends a resource gets a fresh one of the other host's, made before the snapshot.
        const input = await CASES[procedure.path]!.input(pair.target);
        const before = await snapshot(pair.owner.id, pair.db);
        const answer = await call(pair.caller, procedure.path, procedure.type, input);
        const code = codeOf(answer);
        if (code === 'OK' && JSON.stringify(answer.body).includes(pair.mark)) outcomes.push(`${pair.name} ${procedure.path}: the other host's data came back`);
        else if (code !== 'OK' && code !== 'NOT_FOUND' && code !== 'BAD_REQUEST' && code !== 'CONFLICT' && code !== 'PRECONDITION_FAILED') outcomes.push(`${pair.name} ${procedure.path}: ${code}`);
        if ((await snapshot(pair.owner.id, pair.db)) !== before) outcomes.push(`${pair.name} ${procedure.path}: the other host's rows changed`);
      }
    }
    expect(outcomes).toEqual([]);
  }, 600_000);

  function checked(_side: Side) {
    return PROCEDURES.filter((procedure) => !CASES[procedure.path]?.self && !CASES[procedure.path]?.noResource);
  }
});
