import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, openPage, PATIENCE_MS, UNTIL } from './harness';

/** The cards in display order, by listing id. */
/**
 * The demo nine's cards (ids 1–9) in the order shown. Other browser test files publish their own
 * properties on the same server (photos, listing), which may be listed too, in any number.
 */
/**
 * Each demo card's rating as it shows it (0: "no reviews yet"): only counted reviews rate a
 * listing (issue 39), and another browser test may review a demo stay on the shared server.
 */
async function cardRatings(page: Page): Promise<Map<number, number>> {
  const pairs = await page.locator('article[data-property-id]').evaluateAll((cards) =>
    cards.map((card) => {
      const shown = card.querySelector('[data-testid="card-rating"] [aria-hidden="true"]')?.textContent ?? '';
      return [Number(card.getAttribute('data-property-id')), Number(shown.replace(',', '.')) || 0] as const;
    }),
  );
  return new Map(pairs.filter(([id]) => id <= 9));
}

/** The demo ids in price order (below), sorted by rating as the page sorts: better rated first, ties cheaper first. */
const BY_PRICE = [5, 3, 2, 8, 4, 6, 9, 1, 7];
const byRating = (ratings: Map<number, number>) => [...BY_PRICE].sort((a, b) => (ratings.get(b) ?? 0) - (ratings.get(a) ?? 0));

async function cardIds(page: Page): Promise<number[]> {
  const ids = await page.locator('article[data-property-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-property-id'))));
  return ids.filter((id) => id <= 9);
}

/**
 * Ticks a react-aria checkbox or radio the way a person does, by its visible label (the
 * native input inside it is visually hidden), then checks the input followed.
 */
async function choose(input: Locator) {
  await input.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => input.isChecked(), UNTIL).toBe(true);
}

async function countText(page: Page): Promise<string> {
  return (await page.getByTestId('results-count').textContent()) ?? '';
}

/** Waits until the address bar's query has `param` equal to `value` (null: absent). */
async function waitForParam(page: Page, param: string, value: string | null) {
  await page.waitForFunction(([name, expected]) => new URLSearchParams(window.location.search).get(name!) === expected, [param, value] as const);
}

// Sample data facts the assertions rest on (shared/properties/data.ts): ids by price
// 5 (75), 3 (95), 2 (120), 8 (140), 4 (180), 6 (210), 9 (240), 1 (320), 7 (460); cottages 3 and 8,
// of which only 8 has a washing machine; 4 and 7 are reserved. Ratings are counted reviews only
// (none until a guest of the demo reviews a stay): read from the cards (cardRatings).
const LOCALES = [
  { prefix: '', found: (n: number) => new RegExp(`^${n} acomodaç(ão encontrada|ões encontradas)$`), cottage: 'Casa de campo', washer: 'Máquina de lavar', villa: 'Vila', fiveStars: '5 estrelas ou mais', any: 'Qualquer avaliação', byPrice: 'Preço: do menor para o maior', byRating: 'Avaliação', minThumb: 'Preço mínimo', clear: 'Limpar filtros', destination: 'Destino', search: 'Buscar' },
  { prefix: '/en', found: (n: number) => new RegExp(`^${n} propert(y|ies) found$`), cottage: 'Cottage', washer: 'Washing machine', villa: 'Villa', fiveStars: '5 stars & up', any: 'Any rating', byPrice: 'Price: Low to High', byRating: 'Rating', minThumb: 'Minimum price', clear: 'Clear filters', destination: 'Destination', search: 'Search' },
] as const;

describe.each(LOCALES)('/properties $prefix', (t) => {
  it('filters by type, amenity, rating and price, each reflected in the URL without a reload', async () => {
    const { page, consoleErrors, close } = await openPage(`${t.prefix}/properties`);
    // The demo nine, plus any property another browser test published on the shared server.
    expect(Number((await countText(page)).match(/^(\d+) /)?.[1])).toBeGreaterThanOrEqual(9);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await choose(page.getByRole('checkbox', { name: t.cottage, exact: true }));
    await waitForParam(page, 'type', 'Cottage');
    expect(await cardIds(page)).toEqual([3, 8]);

    await choose(page.getByRole('checkbox', { name: t.washer }));
    await waitForParam(page, 'amenity', 'washingMachine');
    expect(await cardIds(page)).toEqual([8]);
    expect(await countText(page)).toMatch(t.found(1));

    await page.getByRole('link', { name: t.clear }).first().click();
    await waitForParam(page, 'type', null);
    expect(await cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const ratings = await cardRatings(page);
    await choose(page.getByRole('radio', { name: t.fiveStars }));
    await waitForParam(page, 'rating', '5');
    await expect.poll(() => cardIds(page), UNTIL).toEqual([...ratings].filter(([, rating]) => rating >= 5).map(([id]) => id));
    await choose(page.getByRole('radio', { name: t.any }));
    await waitForParam(page, 'rating', null);

    // Keyboard on the minimum thumb: ten steps of 10 € from 50 to 150.
    const minThumb = page.getByRole('slider', { name: t.minThumb });
    await minThumb.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await waitForParam(page, 'minPrice', '150');
    expect(await cardIds(page)).toEqual([1, 4, 6, 7, 9]);

    // Mouse on the maximum thumb: dragged left to about 300 €. The URL changes when the drag
    // ends; on a loaded machine a drag can land before the slider listens, so it is tried again
    // (up to three times) until the parameter is there. Absent, Number(null) would be 0.
    const maxPriceSet = () =>
      page.waitForFunction(
        () => {
          const value = new URLSearchParams(window.location.search).get('maxPrice');
          return value !== null && Number(value) <= 310;
        },
        undefined,
        { timeout: 5_000 },
      );
    for (let attempt = 1; ; attempt++) {
      const box = (await page.getByTestId('price-track').boundingBox())!;
      const thumbBox = (await page.getByTestId('price-thumb-max').boundingBox())!;
      await page.mouse.move(thumbBox.x + thumbBox.width / 2, thumbBox.y + thumbBox.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, thumbBox.y + thumbBox.height / 2, { steps: 8 });
      await page.mouse.up();
      try {
        await maxPriceSet();
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const maxPrice = Number(new URL(page.url()).searchParams.get('maxPrice'));
    expect(maxPrice).toBeGreaterThanOrEqual(240);
    expect(await cardIds(page)).toEqual([4, 6, 9]);

    // Still the same document: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('sorts by price and by rating, and a shared URL renders the same search', async () => {
    const { page, close } = await openPage(`${t.prefix}/properties`);
    await choose(page.getByRole('radio', { name: t.byPrice }));
    await waitForParam(page, 'sort', 'price-asc');
    expect(await cardIds(page)).toEqual([5, 3, 2, 8, 4, 6, 9, 1, 7]);
    const ratings = await cardRatings(page);
    await choose(page.getByRole('radio', { name: t.byRating, exact: true }));
    await waitForParam(page, 'sort', 'rating');
    // By the counted ratings the cards show (no samples), ties the cheaper first.
    expect(await cardIds(page)).toEqual(byRating(ratings));

    const again = await openPage(page.url(), { javaScriptEnabled: false });
    expect(await cardIds(again.page)).toEqual(byRating(ratings));
    await again.close();

    // The search bar applies on Search, in place: accents and case do not matter.
    await page.getByLabel(t.destination).fill('SÃO paulo');
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await waitForParam(page, 'location', 'SÃO paulo');
    expect(await cardIds(page)).toEqual([5]);
    await close();
  });
});

describe('/properties without JavaScript', () => {
  it('works as a GET form: search bar and filters submit, the server renders the results', async () => {
    const { page, close } = await openPage('/properties', { javaScriptEnabled: false });
    await page.getByLabel('Destino').fill('sao paulo');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/location=sao\+paulo/);
    expect(await cardIds(page)).toEqual([5]);
    expect(await countText(page)).toBe('1 acomodação encontrada');

    // The plain price fields and date field stand in for the slider and the date picker.
    await page.getByLabel('Destino').fill('');
    await page.getByRole('spinbutton', { name: 'Preço máximo' }).fill('200');
    await choose(page.getByRole('checkbox', { name: 'Vila', exact: true }));
    await choose(page.getByRole('checkbox', { name: 'Chalé' }));
    await choose(page.getByRole('radio', { name: 'Preço: do menor para o maior' }));
    await page.getByRole('button', { name: 'Aplicar filtros' }).first().click();
    await page.waitForURL(/maxPrice=200/);
    expect(new URL(page.url()).searchParams.getAll('type')).toEqual(['Villa', 'Chalet']);
    expect(await cardIds(page)).toEqual([4]);

    await page.locator('input[name="checkIn"]').fill('2031-05-10');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/checkIn=2031-05-10/);
    // The only chalet under 200 € is reserved, so a dated search has nothing to offer.
    expect(await cardIds(page)).toEqual([]);
    await expect.poll(() => page.getByText('Nenhuma acomodação corresponde à sua busca.').isVisible(), UNTIL).toBe(true);
    await close();
  });

  it('says which values of a nonsense query it adjusted', async () => {
    const { page, close } = await openPage('/en/properties?minPrice=-50&maxPrice=5000&guests=0&rating=9&type=Castle', { javaScriptEnabled: false });
    const notice = page.getByRole('note');
    await expect.poll(() => notice.textContent(), UNTIL).toContain('We adjusted some values of your search');
    const text = (await notice.textContent()) ?? '';
    for (const part of ['“Castle” is not an option', '“€5,000” is out of range', '“9” is out of range', '“0” is out of range']) expect(text).toContain(part);
    // Rating 5 and up: the demo listings whose counted reviews average 5 (none until a guest reviews one).
    const all = await openPage('/en/properties', { javaScriptEnabled: false });
    const ratings = await cardRatings(all.page);
    await all.close();
    expect(await cardIds(page)).toEqual([...ratings].filter(([, rating]) => rating >= 5).map(([id]) => id));
    await close();
  });
});

describe('/property/:id', () => {
  it('has one booking panel: the card leads to the booking section, and with dates shows the same stay and total as the engine', async () => {
    const { page, consoleErrors, close } = await openPage('/en/property/1');
    const card = page.getByRole('complementary', { name: 'Book your stay' });
    // No dates, nights or guests of its own: the spec's default stay as an example (issue 39: 3 nights
    // of the standard plan, 320 × 3 + 50 + 12 % = 1 125 €) and the way to the section.
    await expect.poll(() => card.getByRole('button').count(), UNTIL).toBe(0);
    await expect.poll(() => card.getByRole('radio').count(), UNTIL).toBe(0);
    await expect.poll(() => card.getByTestId('booking-card-from').textContent(), UNTIL).toMatch(/^€1,125(\.00)?$/);
    await card.getByRole('link', { name: 'Check availability' }).click();
    await page.waitForURL(/#booking$/, { timeout: PATIENCE_MS });

    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 43 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(new URL(`/en/property/1?checkIn=${checkIn}&checkOut=${checkOut}&guests=2#booking`, page.url()).toString());
    const stayPrices = await page.getByTestId('stay-price').allTextContents();
    expect(stayPrices).toHaveLength(1);
    await expect.poll(() => card.getByTestId('booking-card-total').textContent(), UNTIL).toBe(stayPrices[0]);
    await card.getByRole('link', { name: 'Reserve' }).click();
    await page.waitForURL(/roomType=\d+#booking-details$/, { timeout: PATIENCE_MS });
    await page.getByTestId('price-summary').waitFor({ timeout: PATIENCE_MS });
    // Nothing logged: the booking section hydrates with the dictionaries its server HTML used.
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('keeps the one booking panel without JavaScript', async () => {
    const checkIn = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 52 * 86_400_000).toISOString().slice(0, 10);
    const { page, close } = await openPage(`/property/3?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`, { javaScriptEnabled: false });
    const card = page.getByRole('complementary', { name: 'Reserve sua estadia' });
    const [section] = await page.getByTestId('stay-price').allTextContents();
    await expect.poll(() => card.getByTestId('booking-card-total').textContent(), UNTIL).toBe(section);
    await card.getByRole('link', { name: 'Reservar' }).click();
    await page.getByTestId('price-summary').waitFor({ timeout: PATIENCE_MS });
    await close();
  });

  it('shows reviews on their tab; opens the gallery by keyboard, moves with the arrows, closes with Escape', async () => {
    const { page, close } = await openPage('/property/1');
    const seeAll = page.getByRole('button', { name: /^Ver todas as fotos/ });
    // The reviews are in the page's HTML; their tab shows them.
    await page.getByTestId('detail-tab-reviews').click();
    await page.getByText('A casa é ainda mais bonita do que nas fotos.', { exact: false }).waitFor();
    // The demo's sample reviews say they are examples, which the tab's count leaves out (issue 39).
    expect(await page.getByTestId('sample-reviews-tab-note').textContent()).toContain('Exemplos: esta é uma propriedade de demonstração');
    expect(await page.getByTestId('detail-tab-reviews').textContent()).toBe('Avaliações (0)');
    await seeAll.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fotos de Vila Mar Azul' });
    await dialog.waitFor();
    const position = page.getByTestId('gallery-position');
    await expect.poll(() => position.textContent(), UNTIL).toMatch(/^Foto 1 de 6/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent(), UNTIL).toMatch(/^Foto 2 de 6/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent(), UNTIL).toMatch(/^Foto 6 de 6/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // react-aria gives focus back once the modal has unmounted: wait for it rather than look once.
    await expect.poll(() => seeAll.evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });

  it('saves in the browser, shares by copying the link, and shows a reserved listing as not bookable', async () => {
    const { page, context, close } = await openPage('/it/property/7');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => page.getByText('Questo alloggio è prenotato').isVisible(), UNTIL).toBe(true);
    // Not bookable: the card offers no way into the booking flow.
    await expect.poll(() => page.getByRole('complementary', { name: 'Prenota il tuo soggiorno' }).getByRole('link').count(), UNTIL).toBe(0);
    const save = page.getByRole('button', { name: 'Salva' });
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed'), UNTIL).toBe('true');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => page.getByRole('button', { name: 'Salva' }).getAttribute('aria-pressed'), UNTIL).toBe('true');
    await page.getByRole('button', { name: 'Condividi' }).click();
    // The clipboard write is asynchronous: wait for the message instead of looking once.
    await page.getByText('Link copiato negli appunti.').waitFor({ state: 'visible' });
    await close();
  });

  it('shows "Property not found" with a way back for an unknown id', async () => {
    const { page, close } = await openPage('/en/property/42');
    await expect.poll(() => page.locator('h1').textContent(), UNTIL).toBe('Property not found');
    await expect.poll(() => page.getByText("The property you're looking for doesn't exist or has been removed.").isVisible(), UNTIL).toBe(true);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL('**/en/properties');
    await close();
  });
});

describe('accessibility', () => {
  it.each(['/en/properties?type=Hotel', '/property/4', '/it/property/42'])('%s has no axe violations', async (path) => {
    const { page, close } = await openPage(path);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  // The card's own calendar is gone (issue 24: one booking panel); the booking section's date
  // picker is the booking engine's to test.
  it('the open gallery has no axe violations', async () => {
    const { page, close } = await openPage('/en/property/2');
    await page.getByRole('button', { name: /^See All Photos/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
