import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './harness';
import { DEMO, passwordSession, useSession, type Session } from './session';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';

// Channel sync as a host does it (issue 13): the demo host opens a property's channels page,
// sees the unit's export address, adds an Airbnb calendar (served here on loopback; local mode
// allows it), syncs it and reads the result, in every locale. The export is then fetched.

const TEXT: Record<Locale, { add: string; url: string; sync: string; synced: RegExp; added: string }> = {
  pt: { add: 'Adicionar', url: 'Endereço do calendário (iCal)', sync: 'Sincronizar agora', synced: /Sincronizado: 2 eventos, 2 novos/, added: 'Calendário adicionado' },
  en: { add: 'Add', url: 'Calendar address (iCal)', sync: 'Sync now', synced: /Synced: 2 events, 2 new/, added: 'Calendar added' },
  es: { add: 'Añadir', url: 'Dirección del calendario (iCal)', sync: 'Sincronizar ahora', synced: /Sincronizado: 2 eventos, 2 nuevos/, added: 'Calendario añadido' },
  it: { add: 'Aggiungi', url: 'Indirizzo del calendario (iCal)', sync: 'Sincronizza ora', synced: /Sincronizzato: 2 eventi, 2 nuovi/, added: 'Calendario aggiunto' },
};

/** One demo property per locale, so the four runs never share a unit. */
const PROPERTY: Record<Locale, number> = { pt: 2, en: 3, es: 5, it: 6 };

function ics(year: number): string {
  const event = (uid: string, start: string, end: string) => ['BEGIN:VEVENT', `UID:${uid}@airbnb.com`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved', 'END:VEVENT'];
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...event('e2e-a', `${year}0310`, `${year}0314`),
    ...event('e2e-b', `${year}0401`, `${year}0403`),
    'END:VCALENDAR', '',
  ].join('\r\n');
}

let server: Server;
let feedBase: string;
let session: Session;

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ics(year)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  feedBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  session = await passwordSession(DEMO.email, DEMO.password);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// One locale after another: four browser flows at once on two cores only make each slower.
describe('channel sync in the workspace', () => {
  for (const locale of LOCALES) {
    it(`${locale}: add an Airbnb calendar, sync it, read the result`, async () => {
      const t = TEXT[locale];
      const path = `${localizePath('/dashboard/canais', locale)}?property=${PROPERTY[locale]}`;
      const { page, consoleErrors, close } = await openPage(path, { beforeGoto: (_page, context) => useSession(context, session) });
      try {
        const main = page.locator('main');
        // The export address is on the page, rendered on the server.
        const exportField = main.locator('input[readonly]').first();
        await expect.poll(() => exportField.inputValue()).toMatch(/\/ical\/[A-Za-z0-9_-]+\.ics$/);

        await main.getByLabel(t.url, { exact: true }).first().fill(`${feedBase}/${locale}.ics`);
        await main.getByRole('button', { name: t.add, exact: true }).first().click();
        await main.getByText(t.added).first().waitFor();
        await main.getByRole('button', { name: t.sync, exact: true }).first().click();
        await main.getByText(t.synced).first().waitFor();

        // The export answers for the channels, as a calendar (its address is on SITE_URL; the
        // test server answers for it here).
        const res = await fetch(`${baseUrl()}${new URL(await exportField.inputValue()).pathname}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/calendar');
        expect(await res.text()).toContain('BEGIN:VCALENDAR');
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);
  }
});
