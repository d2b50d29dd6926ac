/**
 * Issue 40, item 7: the property editor as a host first sees it and saves it. Its form is a lazy
 * part rendered on the server; its stylesheet is linked in the document's head
 * (worker/ssr/assets.ts, collectCss), so the amenities' boxes and the booking mode's radios are
 * drawn before any script runs. Seven amenities ticked are the seven saved. The history page and
 * the editor hydrate without React's mismatch error (#418).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PATIENCE_MS, UNTIL } from './harness';
import { DEMO, hostQuery, newHostSession, passwordSession, useSession, type Session } from './session';
import { AMENITIES } from '../../shared/properties/types';
import pt_editor from '../../web/i18n/pt/propertyEditor';
import pt_properties from '../../web/i18n/pt/properties';

async function newProperty(session: Session): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/trpc/host.properties.create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ name: 'Casa das Amenidades', kind: 'holiday_home', city: 'Paraty', country: 'BR', timezone: 'America/Sao_Paulo' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { id: number } } }).result.data.id;
}

/** How the first amenity's box and the first booking-mode radio are drawn (their ::before). */
function drawn(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const editor = document.querySelector('[data-testid="property-editor"]');
    const box = editor?.querySelector('input[type="checkbox"]')?.closest('label');
    const radio = editor?.querySelector('input[type="radio"]')?.closest('label');
    const mark = (label: Element | null | undefined) => {
      if (!label) return null;
      const before = getComputedStyle(label, '::before');
      return { display: getComputedStyle(label).display, content: before.content, width: before.width, border: before.borderTopStyle };
    };
    return { box: mark(box), radio: mark(radio) };
  });
}

describe('the property editor (issue 40, item 7)', () => {
  it('is styled before any JavaScript runs: the amenities are boxes and the booking modes radios', async () => {
    const session = await newHostSession();
    const id = await newProperty(session);
    const { page, close } = await openPage(`/dashboard/propriedades/${id}`, { javaScriptEnabled: false, beforeGoto: (_page, context) => useSession(context, session) });
    try {
      await page.getByTestId('property-editor').waitFor(UNTIL);
      const styles = await drawn(page);
      // editor.css.ts: a flex label whose ::before is the 1.1rem box (17.6 px, laid out as 17.59) with a
      // solid border; unstyled, the label is inline and has no ::before box at all.
      for (const mark of [styles.box, styles.radio]) {
        expect(mark).toMatchObject({ display: 'flex', content: '""', border: 'solid' });
        expect(Number.parseFloat(mark!.width)).toBeCloseTo(17.6, 1);
      }
    } finally {
      await close();
    }
  });

  it('saves exactly the seven amenities ticked', async () => {
    const session = await newHostSession();
    const id = await newProperty(session);
    const t = pt_editor.form;
    const { page, close } = await openPage(`/dashboard/propriedades/${id}`, { beforeGoto: (_page, context) => useSession(context, session), waitForHydration: false });
    try {
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 4 * PATIENCE_MS });
      // The form is server HTML until first used: the first tick wakes it and counts too.
      const seven = AMENITIES.slice(0, 7);
      for (const amenity of seven) {
        const box = page.getByRole('checkbox', { name: pt_properties.amenities[amenity], exact: true });
        // The input is visually hidden (react-aria): a person ticks the label drawn around it.
        await page.locator('label').filter({ has: box }).click();
        await expect.poll(() => box.isChecked(), UNTIL).toBe(true);
      }
      await page.locator('[data-testid="property-editor"][data-ready]').waitFor(UNTIL);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await page.getByText(t.saved, { exact: true }).waitFor(UNTIL);
      const saved = await hostQuery<{ amenities: string[] }>(session, 'host.properties.get', { id });
      expect([...saved.amenities].sort()).toEqual([...seven].sort());
    } finally {
      await close();
    }
  });

  it('the history page and the editor hydrate without a mismatch (no React #418 in the console)', async () => {
    const session = await passwordSession(DEMO.email, DEMO.password);
    for (const path of ['/dashboard/historico', '/en/dashboard/historico', '/dashboard/propriedades/1']) {
      const { page, consoleErrors, close } = await openPage(path, { beforeGoto: (_page, context) => useSession(context, session) });
      try {
        const editor = page.getByTestId('property-editor');
        if (await editor.count()) {
          // The editor's part hydrates on first use: wake it and wait until it is live.
          await editor.hover();
          await page.locator('[data-testid="property-editor"][data-ready]').waitFor(UNTIL);
        }
        expect(consoleErrors.filter((line) => /#418|#423|#425|hydrat|did not match/i.test(line)), path).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
