/**
 * Issue 24 in the browser, in each locale: a new host uploads three photos in the property
 * editor, moves the last to the front by keyboard, writes its alt text and publishes; a guest
 * sees the photos in that order with the alt text of their language, and one booking panel.
 * axe finds nothing on the editor with photos nor on the property page.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { baseUrl, openPage, PATIENCE_MS, UNTIL } from './harness';
import { newHostSession, useSession, type Session } from './session';
import { noViolations } from './workspace-support';
import { LOCALES, LOCALE_TAGS, languageName, localizePath, type Locale } from '../../shared/locales';
import pt_editor from '../../web/i18n/pt/propertyEditor';
import en_editor from '../../web/i18n/en/propertyEditor';
import es_editor from '../../web/i18n/es/propertyEditor';
import it_editor from '../../web/i18n/it/propertyEditor';

const EDITOR = { pt: pt_editor, en: en_editor, es: es_editor, it: it_editor };
/** An alt field's label: the dictionary's template with the language's own name. */
// The label names the language in the page's own language ("Testo alternativo (portoghese)").
const altLabel = (template: string, language: Locale, pageLocale: Locale) => template.replace(/\{language(?::string)?\}/, languageName(language, pageLocale));
const ALT: Record<Locale, string> = { pt: 'Varanda com rede', en: 'Porch with a hammock', es: 'Porche con hamaca', it: 'Veranda con amaca' };

async function mutate(session: Session, path: string, input: unknown): Promise<{ id: number }> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: { id: number } } }).result.data;
}


/** Three distinct JPEGs, as a camera would hand them over. */
async function photos() {
  const colours = [{ r: 200, g: 80, b: 40 }, { r: 40, g: 140, b: 90 }, { r: 30, g: 70, b: 200 }];
  return Promise.all(
    colours.map(async (background, i) => ({
      name: `foto-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } }).jpeg().toBuffer(),
    })),
  );
}

describe('a host’s photos from the editor to the property page', () => {
  it.each([...LOCALES])('%s', async (locale) => {
    const t = EDITOR[locale].photos;
    const session = await newHostSession();
    const property = await mutate(session, 'host.properties.create', { name: `Casa das Fotos ${locale}`, kind: 'holiday_home', city: 'Paraty', country: 'BR' });
    await mutate(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Casa', capacity: 4, baseRateCents: 45_000, units: 1 });

    const editor = await openPage(localizePath(`/dashboard/propriedades/${property.id}`, locale), { beforeGoto: (_page, context) => useSession(context, session), waitForHydration: false });
    await editor.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 4 * PATIENCE_MS });
    const { page } = editor;
    const section = page.getByTestId('photos-section');
    // The editor is server HTML until first used; files dragged onto the section (no pointer
    // event during a drag) wake it: choose files once it listens.
    expect(await section.locator('xpath=ancestor::*[@data-part][1]').getAttribute('data-hydrated')).toBeNull();
    await section.dispatchEvent('dragenter');
    await page.locator('[data-testid="photos-section"][data-ready]').waitFor({ timeout: 4 * PATIENCE_MS });
    await section.locator('input[type="file"]').setInputFiles(await photos());
    const items = section.getByTestId('photo-item');
    // Three uploads, each sized by the Images binding: generous on a loaded 2-core machine.
    await expect.poll(() => items.count(), { timeout: 4 * PATIENCE_MS }).toBe(3);
    const idsBefore = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id')));

    // The third to the front, by keyboard.
    for (let step = 0; step < 2; step++) {
      const earlier = items.nth(2 - step).getByRole('button', { name: t.earlier });
      await earlier.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => items.nth(1 - step).getAttribute('data-photo-id'), { timeout: PATIENCE_MS }).toBe(idsBefore[2]);
    }
    const order = [idsBefore[2], idsBefore[0], idsBefore[1]];
    await expect.poll(() => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id'))), { timeout: PATIENCE_MS }).toEqual(order);

    // Alt text of the cover in the host's language and in Portuguese (the host's main language).
    const cover = items.first();
    await cover.getByLabel(altLabel(t.alt, locale, locale), { exact: true }).fill(ALT[locale]);
    if (locale !== 'pt') await cover.getByLabel(altLabel(t.alt, 'pt', locale), { exact: true }).fill(ALT.pt);
    await cover.getByRole('button', { name: t.saveAlt }).click();
    await section.getByRole('status').filter({ hasText: t.altSaved }).waitFor({ timeout: PATIENCE_MS });
    await noViolations(page, `${locale} editor with photos`);
    await editor.close();

    await mutate(session, 'host.properties.setPublished', { id: property.id, published: true });

    const guest = await openPage(localizePath(`/property/${property.id}`, locale));
    const gallery = guest.page.locator('img[src^="/photos/"]');
    await expect.poll(() => gallery.count(), { timeout: PATIENCE_MS }).toBe(3);
    const shown = await gallery.evaluateAll((nodes) => nodes.map((node) => ({ src: node.getAttribute('src'), alt: node.getAttribute('alt') })));
    expect(shown[0]!.alt).toBe(ALT[locale]);
    expect(new Set(shown.map((photo) => photo.src)).size).toBe(3);
    // The order the host chose: the cover is the photo they moved to the front (blue).
    const listed = (await (await fetch(`${baseUrl()}/api/trpc/host.photos.list?input=${encodeURIComponent(JSON.stringify({ propertyId: property.id }))}`, { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as { result: { data: { id: number; url: string }[] } };
    expect(listed.result.data.map((photo) => String(photo.id))).toEqual(order);
    expect(shown.map((photo) => photo.src)).toEqual(listed.result.data.map((photo) => new URL(photo.url).pathname));

    // One booking panel: one card, no arithmetic of its own.
    await expect.poll(() => guest.page.getByTestId('booking-card').count(), UNTIL).toBe(1);
    await expect.poll(() => guest.page.getByTestId('booking-total').count(), UNTIL).toBe(0);
    await noViolations(guest.page, `${locale} property page with photos`);
    await guest.close();
  }, 240_000);
});
