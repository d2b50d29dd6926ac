/**
 * Issue 24 in the browser, in each locale: a host writes the name and house rules in another
 * language, ticks amenities, picks the country and the time zone by typing (the country
 * preselects its zone) and saves; a guest in that other language sees them on the property
 * page. axe finds nothing on the editor.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PATIENCE_MS, UNTIL } from './harness';
import { hostQuery, newHostSession, useSession, type Session } from './session';
import { noViolations, pickByTyping } from './workspace-support';
import { LOCALES, LOCALE_TAGS, languageName, localizePath, type Locale } from '../../shared/locales';
import { timeZoneLabel } from '../../shared/host/countries';
import pt_editor from '../../web/i18n/pt/propertyEditor';
import en_editor from '../../web/i18n/en/propertyEditor';
import es_editor from '../../web/i18n/es/propertyEditor';
import it_editor from '../../web/i18n/it/propertyEditor';
import pt_properties from '../../web/i18n/pt/properties';
import en_properties from '../../web/i18n/en/properties';
import es_properties from '../../web/i18n/es/properties';
import it_properties from '../../web/i18n/it/properties';

const EDITOR = { pt: pt_editor, en: en_editor, es: es_editor, it: it_editor };
const PROPERTIES = { pt: pt_properties, en: en_properties, es: es_properties, it: it_properties };
/** The language the host writes in on a page in `locale`: another one. */
const OTHER: Record<Locale, Locale> = { pt: 'en', en: 'es', es: 'it', it: 'pt' };
const NAME: Record<Locale, string> = { pt: 'Casa da Maré', en: 'Tide House', es: 'Casa de la Marea', it: 'Casa della Marea' };
const RULES: Record<Locale, string> = { pt: 'Sem festas depois das 22h.', en: 'No parties after 10 pm.', es: 'Sin fiestas después de las 22 h.', it: 'Niente feste dopo le 22.' };
// Labels name the language in the page's own language ("Nome em inglês").
const fill = (template: string, language: Locale, pageLocale: Locale) => template.replace(/\{language(?::string)?\}/, languageName(language, pageLocale));
const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([LOCALE_TAGS[locale].lang], { type: 'region' }).of(code)!;

async function mutate(session: Session, path: string, input: unknown): Promise<{ id: number }> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: { id: number } } }).result.data;
}

describe('a host’s listing: texts in another language, amenities, country and zone', () => {
  it.each([...LOCALES])('%s', async (locale) => {
    const t = EDITOR[locale].form;
    const other = OTHER[locale];
    const session = await newHostSession();
    const property = await mutate(session, 'host.properties.create', { name: `Casa Listada ${locale}`, kind: 'holiday_home', city: 'Ponta Delgada', country: 'BR', timezone: 'America/Sao_Paulo' });
    await mutate(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Casa', capacity: 4, baseRateCents: 40_000, units: 1 });

    const editor = await openPage(localizePath(`/dashboard/propriedades/${property.id}`, locale), { beforeGoto: (_page, context) => useSession(context, session), waitForHydration: false });
    const { page } = editor;
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 4 * PATIENCE_MS });
    // The editor is server HTML until the host first points at it: then its chunk loads.
    await page.getByTestId('property-editor').hover();
    await page.locator('[data-testid="property-editor"][data-ready]').waitFor({ timeout: 4 * PATIENCE_MS });

    // The name and house rules in another language than the page's.
    // (Each room type has a name field per language with the same label, inside its own group.)
    await page.getByLabel(fill(t.nameIn, other, locale), { exact: true }).and(page.locator(`[name="name-${other}"]`)).fill(NAME[other]);
    await page.getByLabel(fill(t.houseRulesIn, other, locale), { exact: true }).fill(RULES[other]);

    // Two amenities, ticked by keyboard.
    const amenities = PROPERTIES[locale].amenities;
    for (const amenity of ['wifi', 'pool'] as const) {
      const box = page.getByRole('checkbox', { name: amenities[amenity], exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked(), UNTIL).toBe(true);
    }

    // The country by typing its name in the page's language: its main zone is preselected;
    // then another zone of that country, by typing.
    const portugal = countryName('PT', locale);
    await pickByTyping(page, t.country, portugal.slice(0, 5), portugal);
    const zone = page.locator('input[role="combobox"]').and(page.getByLabel(t.timezone, { exact: true }));
    await expect.poll(() => zone.inputValue(), UNTIL).toBe(timeZoneLabel('Europe/Lisbon'));
    await pickByTyping(page, t.timezone, 'azor', timeZoneLabel('Atlantic/Azores'));

    await noViolations(page, `${locale} editor with texts, amenities and pickers`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByText(t.saved, { exact: true }).waitFor(UNTIL);

    const saved = await hostQuery<{ country: string; timezone: string; amenities: string[]; names: Record<string, string>; houseRules: Record<string, string> }>(session, 'host.properties.get', { id: property.id });
    expect(saved).toMatchObject({ country: 'PT', timezone: 'Atlantic/Azores', amenities: ['wifi', 'pool'], names: { [other]: NAME[other] }, houseRules: { [other]: RULES[other] } });
    await editor.close();

    // A guest in that language sees the host's words, the amenities and the rules.
    await mutate(session, 'host.properties.setPublished', { id: property.id, published: true });
    const guest = await openPage(localizePath(`/property/${property.id}`, other));
    const heading = guest.page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), UNTIL).toBe(NAME[other]);
    expect(await heading.getAttribute('lang')).toBeNull();
    const amenityList = guest.page.locator('[data-tab="amenities"]');
    for (const amenity of ['wifi', 'pool'] as const) await amenityList.getByText(PROPERTIES[other].amenities[amenity], { exact: true }).waitFor(UNTIL);
    await guest.page.getByTestId('detail-tab-rules').click();
    await expect.poll(() => guest.page.getByTestId('house-rules').textContent(), UNTIL).toBe(RULES[other]);
    await guest.close();
  }, 240_000);
});
