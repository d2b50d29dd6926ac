import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { registerUser } from './auth-support';
import { seedUnit } from './channels-support';

describe('/dashboard/canais', () => {
  it('renders for a signed-in host in every locale, with the Booking.com note; visitors are sent to sign in', async () => {
    const { client, user } = await registerUser('Helena Prado');
    const { data } = await client.auth.getSession();
    const token = data.session!.access_token;
    await seedUnit(user.id);
    const expected = {
      '/dashboard/canais': ['Canais (iCal)', 'uma unidade por tipo de quarto'],
      '/en/dashboard/canais': ['Channels (iCal)', 'one unit per room type'],
      '/es/dashboard/canais': ['Canales (iCal)', 'una unidad por tipo de habitación'],
      '/it/dashboard/canais': ['Canali (iCal)', "un'unità per tipologia di camera"],
    };
    for (const [path, [title, note]] of Object.entries(expected)) {
      const res = await SELF.fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
      expect(res.status, path).toBe(200);
      const html = (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'");
      expect(html).toContain(`<h1`);
      expect(html).toContain(title);
      expect(html).toContain(note);
    }
    const anonymous = await SELF.fetch('http://localhost/dashboard/canais', { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
  });
});
