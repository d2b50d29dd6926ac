import { beforeAll, describe, expect, it } from 'vitest';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, query, snapshot, type Answer, type Host, type Place } from './reservations-support';

describe('host.guests', () => {
  let host: Host;
  let place: Place;
  let carla: number;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
    const people = [
      ['Carla Dias', 'carla@example.com', '2029-01-01', '2029-01-03'],
      ['Diego Alves', 'diego@example.com', '2029-01-05', '2029-01-08'],
      ['Carla Dias', 'carla@example.com', '2029-02-01', '2029-02-03'],
      ['Élio Souza', '', '2029-02-10', '2029-02-12'],
    ] as const;
    for (const [name, email, checkIn, checkOut] of people) {
      const created = data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { guest: { name, email, phone: '+55 21 99999-0000' } })));
      if (name === 'Carla Dias') carla = data(await query(host, 'host.reservations.get', { id: created.id })).guest.id;
    }
  });

  it('lists the host’s guests newest first with their number of stays, paged', async () => {
    const list = data(await query(host, 'host.guests.list', { pageSize: 2 }));
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 });
    expect(list.items.map((guest: { name: string; stays: number }) => `${guest.name}:${guest.stays}`)).toEqual(['Élio Souza:1', 'Diego Alves:1']);
    const second = data(await query(host, 'host.guests.list', { pageSize: 2, page: 2 }));
    expect(second.items).toEqual([{ id: carla, name: 'Carla Dias', email: 'carla@example.com', phone: '+55 21 99999-0000', country: '', stays: 2, lastCheckIn: '2029-02-01' }]);
  });

  it('searches by name, e-mail or phone', async () => {
    const names = async (q: string) => data(await query(host, 'host.guests.search', { q })).items.map((guest: { name: string }) => guest.name);
    expect(await names('carla')).toEqual(['Carla Dias']);
    expect(await names('DIEGO@')).toEqual(['Diego Alves']);
    expect(await names('99999')).toEqual(['Carla Dias', 'Diego Alves', 'Élio Souza']);
    expect(await names('nobody')).toEqual([]);
  });

  it('gets a guest with their stays, newest first', async () => {
    const guest = data(await query(host, 'host.guests.get', { id: carla }));
    expect(guest).toMatchObject({ id: carla, name: 'Carla Dias', email: 'carla@example.com', locale: 'pt', notes: '' });
    expect(guest.stays.map((stay: { checkIn: string; status: string; propertyName: string }) => `${stay.checkIn}:${stay.status}:${stay.propertyName}`)).toEqual([
      '2029-02-01:confirmed:Pousada do Teste',
      '2029-01-01:confirmed:Pousada do Teste',
    ]);
  });

  it('updates only the fields given, validating them with the field named', async () => {
    expect(data(await mutate(host, 'host.guests.update', { id: carla, phone: '+55 11 3333-4444', country: 'pt', notes: 'Prefere andar alto' }))).toEqual({ id: carla });
    const guest = data(await query(host, 'host.guests.get', { id: carla }));
    expect(guest).toMatchObject({ name: 'Carla Dias', email: 'carla@example.com', phone: '+55 11 3333-4444', country: 'PT', notes: 'Prefere andar alto' });
    const before = await snapshot(host.id);
    const bad = await mutate(host, 'host.guests.update', { id: carla, name: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).issues).toEqual([
      { field: 'name', message: 'required' },
      { field: 'email', message: 'email_invalid' },
    ]);
    expect(await snapshot(host.id)).toEqual(before);
  });
});

describe('host.guests: tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let guestA: number;
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    const place = await newPlace(hostA, 1);
    const stay = data(await mutate(hostA, 'host.reservations.create', manual(place, '2029-05-01', '2029-05-03', { guest: { name: 'Gabriela Reis', email: 'gabi@example.com', phone: '' } })));
    guestA = data(await query(hostA, 'host.reservations.get', { id: stay.id })).guest.id;
  });

  it("host B never sees host A's guests: NOT_FOUND on their id, empty lists, nothing changed", async () => {
    const before = await snapshot(hostA.id);
    const attempts: [string, Answer][] = [
      ['get', await query(hostB, 'host.guests.get', { id: guestA })],
      ['update', await mutate(hostB, 'host.guests.update', { id: guestA, name: 'Taken over' })],
      ['get unknown', await query(hostB, 'host.guests.get', { id: 99_999_999 })],
    ];
    for (const [what, answer] of attempts) expectNotFound(answer, what);
    expect(data(await query(hostB, 'host.guests.list', {})).total).toBe(0);
    expect(data(await query(hostB, 'host.guests.search', { q: 'Gabriela' })).items).toEqual([]);
    expect(await snapshot(hostA.id)).toEqual(before);
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const before = await snapshot(hostA.id);
    for (const answer of [
      await query(null, 'host.guests.list', {}),
      await query(null, 'host.guests.search', { q: 'Gabriela' }),
      await query(null, 'host.guests.get', { id: guestA }),
      await mutate(null, 'host.guests.update', { id: guestA, name: 'Sem sessão' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('UNAUTHORIZED');
    }
    expect(await snapshot(hostA.id)).toEqual(before);
  });
});
