import { describe, expect, it } from 'vitest';
import { call, hostWithCookie, seedEverything } from './account-support';

const PAGES = [
  { path: '/dashboard/conta', locale: 'pt', title: 'Conta', future: 'Você tem 1 reserva futura de hóspedes', word: 'EXCLUIR', signOut: 'Sair' },
  { path: '/en/dashboard/conta', locale: 'en', title: 'Account', future: 'You have 1 future guest booking.', word: 'DELETE', signOut: 'Sign out' },
  { path: '/es/dashboard/conta', locale: 'es', title: 'Cuenta', future: 'Tienes 1 reserva futura de huéspedes', word: 'ELIMINAR', signOut: 'Salir' },
  { path: '/it/dashboard/conta', locale: 'it', title: 'Account', future: 'Hai 1 prenotazione futura di ospiti', word: 'ELIMINA', signOut: 'Esci' },
];

describe('/dashboard/conta rendered on the server', () => {
  it('sends visitors without a session to sign in', async () => {
    const res = await call('/en/dashboard/conta');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/login');
  });

  for (const page of PAGES) {
    it(`shows every section in ${page.path}, with forms that work without JavaScript`, async () => {
      const host = await hostWithCookie('Olga Page');
      await seedEverything(host.hostId);
      const res = await call(page.path, { cookie: host.cookie });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
      expect(html).toContain(host.email);
      expect(html).toContain('value="Olga Page"');
      expect(html).toContain(page.future);
      expect(html).toContain(page.word);
      expect(html).toMatch(/<form[^>]*action="\/account\/delete"/);
      expect(html).toMatch(/<form[^>]*action="\/account\/sign-out"/);
      expect(html).toContain(`>${page.signOut}</button>`);
      expect(html).toContain('href="/account/export.json"');
      // Both forms of the CSV, each saying which it is (issue 43), in the page's language.
      expect(html).toContain(`href="/account/reservations.csv?format=excel&amp;locale=${page.locale}"`);
      expect(html).toContain(`href="/account/reservations.csv?format=csv&amp;locale=${page.locale}"`);
      expect(html).toMatch(/aria-current="page"[^>]*>[^<]*</);
      expect(html).toContain('type="password"');
    });
  }

  it('shows the reason of a refused deletion sent back without JavaScript', async () => {
    const host = await hostWithCookie();
    const html = await (await call('/en/dashboard/conta?delete=confirmation', { cookie: host.cookie })).text();
    expect(html).toContain('Type DELETE exactly as shown.');
  });
});
