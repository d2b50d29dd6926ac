import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, PATIENCE_MS } from './harness';
import { newHostSession, passwordSession, useSession, type Session } from './session';
import pt from '../../web/i18n/pt/accountSettings';
import en from '../../web/i18n/en/accountSettings';
import es from '../../web/i18n/es/accountSettings';
import it_ from '../../web/i18n/it/accountSettings';

/** The texts a person reads, straight from the dictionaries. */
const DICT = { pt, en, es, it: it_ } as const;
type Locale = keyof typeof DICT;
const LOCALES = Object.keys(DICT) as Locale[];
const prefix = (locale: Locale) => (locale === 'pt' ? '' : `/${locale}`);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => values[name] ?? '');

/** A new host with one property, through the API. */
async function hostWithProperty(locale: Locale): Promise<Session & { email: string; password: string; propertyName: string }> {
  const session = await newHostSession(`Conta ${locale}`);
  const propertyName = `Pousada Export ${locale} ${Math.random().toString(36).slice(2, 7)}`;
  const res = await fetch(`${baseUrl()}/api/trpc/host.properties.create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: propertyName, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }),
  });
  if (res.status !== 200) throw new Error(`host.properties.create answered ${res.status}: ${await res.text()}`);
  return { ...session, propertyName };
}

async function accountPage(locale: Locale, session: Session, javaScriptEnabled = true) {
  const opened = await openPage('/', { javaScriptEnabled, waitForHydration: false });
  await useSession(opened.context, session);
  await opened.page.goto(`${prefix(locale)}/dashboard/conta`);
  if (javaScriptEnabled) await opened.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: PATIENCE_MS });
  return opened;
}

const section = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

describe.each(LOCALES)('account settings in %s', (locale) => {
  const t = DICT[locale];

  it('changes the password (a wrong current one is refused next to its field) and signs in with the new one', async () => {
    const host = await hostWithProperty(locale);
    const { page, close } = await accountPage(locale, host);
    try {
      const form = section(page, t.password.heading);
      await form.getByLabel(t.password.current, { exact: true }).fill('not-my-password');
      await form.getByLabel(t.password.next, { exact: true }).fill('a-new-secret-9');
      await form.getByLabel(t.password.confirm, { exact: true }).fill('a-new-secret-9');
      await form.getByRole('button', { name: t.password.save }).click();
      await expect.poll(() => form.getByText(t.password.currentWrong).count(), { timeout: PATIENCE_MS }).toBe(1);
      // What was typed stays.
      expect(await form.getByLabel(t.password.next, { exact: true }).inputValue()).toBe('a-new-secret-9');

      await form.getByLabel(t.password.current, { exact: true }).fill(host.password);
      await form.getByRole('button', { name: t.password.save }).click();
      await form.getByText(t.password.saved).waitFor({ timeout: PATIENCE_MS });
      await expect(passwordSession(host.email, host.password)).rejects.toThrow(/400/);
      expect((await passwordSession(host.email, 'a-new-secret-9')).user.id).toBe(host.user.id);
    } finally {
      await close();
    }
  });

  it('downloads the export with the host’s property in it', async () => {
    const host = await hostWithProperty(locale);
    const { page, close } = await accountPage(locale, host);
    try {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.data.json }).click()]);
      expect(download.suggestedFilename()).toMatch(/^estadia-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string }; tables: { properties: { name: string }[] } };
      expect(exported.account.email).toBe(host.email);
      expect(exported.tables.properties.map((property) => property.name)).toEqual([host.propertyName]);
    } finally {
      await close();
    }
  });

  it('deletes the account after the typed confirmation; the account cannot sign in again', async () => {
    const host = await hostWithProperty(locale);
    const { page, close } = await accountPage(locale, host);
    try {
      const form = section(page, t.remove.heading);
      const label = fill(t.remove.confirmLabel, { word: t.remove.word });
      await form.getByLabel(label).fill(t.remove.word.toLowerCase());
      await form.getByRole('button', { name: t.remove.submit }).click();
      await form.getByText(fill(t.remove.confirmWrong, { word: t.remove.word })).waitFor({ timeout: PATIENCE_MS });
      await form.getByLabel(label).fill(t.remove.word);
      await Promise.all([page.waitForURL(`${baseUrl()}${prefix(locale) || '/'}`, { timeout: PATIENCE_MS }), form.getByRole('button', { name: t.remove.submit }).click()]);
      await expect(passwordSession(host.email, host.password)).rejects.toThrow(/400/);
      // The dashboard now asks to sign in.
      await page.goto(`${prefix(locale)}/dashboard/conta`);
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/login`);
    } finally {
      await close();
    }
  });

  it('signs out with JavaScript off: the form posts, the cookie goes, the home page opens', async () => {
    const host = await hostWithProperty(locale);
    const { page, context, close } = await accountPage(locale, host, false);
    try {
      await page.getByRole('button', { name: t.signOut.action, exact: true }).click();
      await page.waitForURL(`${baseUrl()}${prefix(locale) || '/'}`, { timeout: PATIENCE_MS });
      expect((await context.cookies()).filter((cookie) => cookie.name.includes('auth-token'))).toEqual([]);
      await page.goto(`${prefix(locale)}/dashboard/conta`);
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/login`);
    } finally {
      await close();
    }
  });
});
