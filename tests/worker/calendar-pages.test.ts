import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, manual, mutate, newHost, newPlace, type Host, type Place } from './reservations-support';

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'") };
};

describe('workspace pages: calendar, reservations, guests (server-rendered)', () => {
  let host: Host;
  let place: Place;
  let stay: { id: number; code: string };
  const today = todayIn('America/Sao_Paulo');
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
    stay = data(await mutate(host, 'host.reservations.create', manual(place, addDays(today, 2), addDays(today, 5), { guest: { name: 'Marina Teixeira', email: 'marina@example.com', phone: '' } })));
  });

  it('renders the tape chart on the server with the stay as a bar, in every locale', async () => {
    for (const [prefix, title] of [['', 'Calendário'], ['/en', 'Calendar'], ['/es', 'Calendario'], ['/it', 'Calendario']] as const) {
      const page = await html(host, `${prefix}/dashboard/calendario`);
      expect(page.status, prefix).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain('role="grid"');
      expect(page.body).toContain('Marina Teixeira');
      expect(page.body).toContain(`/dashboard/reservas/${stay.id}`);
    }
  });
});
