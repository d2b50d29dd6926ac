import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, UNTIL } from './harness';

// The home page's carousels (web/components/Carousel.tsx): 3000 ms interval, wrap-around,
// pause on hover / focus / reduced motion, previous and next buttons, APG semantics.
// Waits are Playwright waits on the DOM; the only fixed pauses check that nothing moves.

const INTERVAL = 3000;

function carousel(page: Page, index = 0): Locator {
  return page.locator('[aria-roledescription="carousel"]').nth(index);
}

/**
 * Scrolls a carousel into view, as a visitor reaching it does, and waits for its island to
 * hydrate: carousels hydrate when they become visible (web/islands), not at load.
 */
async function shownCarousel(page: Page, index = 0): Promise<Locator> {
  const region = carousel(page, index);
  await region.scrollIntoViewIfNeeded();
  await region.locator('xpath=ancestor::*[@data-island="carousel"][@data-hydrated="true"]').waitFor({ state: 'attached', ...UNTIL });
  return region;
}

/** The aria-label of the slide currently shown ("2 de 3"). */
async function shownSlide(region: Locator): Promise<string | null> {
  return region.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');
}

/**
 * Waits (with the harness's patience: timers run late on a busy machine) for `label` to be the
 * slide shown. After a press the pointer or focus is on the carousel, which pauses rotation, so
 * only the press can have moved it.
 */
async function waitForSlide(region: Locator, label: string): Promise<void> {
  await region.locator(`[aria-roledescription="slide"]:not([hidden])[aria-label="${label}"]`).waitFor({ state: 'visible', ...UNTIL });
}

/** Resolves once the carousel has stopped rotating (pointer over it, focus inside, or paused). */
async function held(region: Locator): Promise<void> {
  await region.locator('xpath=self::*[@data-rotating="false"]').waitFor({ state: 'attached', ...UNTIL });
}

/** "2 de 3" → 2. */
function slideNumber(label: string | null): number {
  return Number((label ?? '').split(' ')[0]);
}

/** The label of slide `n` (counted on past the last, wrapping to the first): "1 de 3". */
function slideLabel(n: number, total: number, of: string): string {
  return `${((n - 1) % total) + 1} ${of} ${total}`;
}

/** Moves the pointer and focus away from every carousel so rotation may resume. */
async function leave(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('home page carousels', () => {
  it('are named regions of labelled slides, the first slide server-rendered', async () => {
    const { page, close } = await openPage('/', { javaScriptEnabled: false });
    const regions = page.locator('section[aria-roledescription="carousel"]');
    expect(await regions.count()).toBe(2);
    for (const index of [0, 1]) {
      const region = regions.nth(index);
      const labelledBy = await region.getAttribute('aria-labelledby');
      expect(await page.locator(`#${labelledBy}`).textContent()).toBeTruthy();
      const slides = region.locator('[role="group"][aria-roledescription="slide"]');
      const total = await slides.count();
      expect(total).toBeGreaterThan(1);
      expect(await slides.first().getAttribute('aria-label')).toBe(`1 de ${total}`);
      expect(await shownSlide(region)).toBe(`1 de ${total}`);
      expect(await region.locator('[aria-live]').getAttribute('aria-live')).toBe('off');
      // Every slide has its wordmarks in the HTML, named for screen readers.
      expect(await slides.last().locator('svg[role="img"][aria-label]').count()).toBeGreaterThan(0);
    }
    await close();
  });

  it('advance after 3 s, wrap to the start, and log no errors', async () => {
    // The page's own clock, from the first carousel's hydration (when its timer starts) to its
    // first move: on a busy machine the test's clock runs on long after the hydration, so only
    // the page can tell whether the slide waited its 3 s.
    const { page, consoleErrors, close } = await openPage('/', {
      beforeGoto: async (fresh) => {
        await fresh.addInitScript(() => {
          const times: { hydrated?: number; moved?: number } = {};
          (window as unknown as { carouselTimes: typeof times }).carouselTimes = times;
          new MutationObserver(() => {
            const island = document.querySelector('[aria-roledescription="carousel"]')?.closest('[data-island]');
            if (!island) return;
            if (times.hydrated === undefined && island.getAttribute('data-hydrated') === 'true') times.hydrated = performance.now();
            const shown = island.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label') ?? '';
            if (times.hydrated !== undefined && times.moved === undefined && shown.startsWith('2 ')) times.moved = performance.now();
          }).observe(document, { subtree: true, childList: true, attributes: true });
        });
      },
    });
    const region = await shownCarousel(page);
    const total = await region.locator('[aria-roledescription="slide"]').count();
    await waitForSlide(region, `2 de ${total}`);
    const times = await page.evaluate(() => (window as unknown as { carouselTimes: { hydrated?: number; moved?: number } }).carouselTimes);
    expect(times.hydrated).toBeTypeOf('number');
    expect(times.moved! - times.hydrated!).toBeGreaterThanOrEqual(INTERVAL - 1000);
    // Held still under the pointer (rotation pauses on hover), it goes back one slide per press
    // to slide 1, and from slide 1 wraps to the last; released, it wraps forward to slide 1.
    await region.hover();
    await held(region);
    const at = slideNumber(await shownSlide(region));
    for (let slide = at - 1; slide >= 1; slide--) {
      await region.getByRole('button', { name: 'Slide anterior' }).click();
      await waitForSlide(region, `${slide} de ${total}`);
    }
    await region.getByRole('button', { name: 'Slide anterior' }).click();
    await waitForSlide(region, `${total} de ${total}`);
    await leave(page);
    await waitForSlide(region, `1 de ${total}`);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('pause while hovered and while focus is inside, with polite announcements', async () => {
    const { page, close } = await openPage('/en');
    const region = await shownCarousel(page);
    const total = await region.locator('[aria-roledescription="slide"]').count();
    // Whichever slide is shown when the pointer arrives (a busy machine may already have moved
    // on from the first) stays while the pointer is there, and the next follows once it leaves.
    await region.hover();
    await held(region);
    const shownWhenHovered = await shownSlide(region);
    await page.waitForTimeout(INTERVAL + 800);
    expect(await shownSlide(region)).toBe(shownWhenHovered);
    expect(await region.getAttribute('data-rotating')).toBe('false');
    expect(await region.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await leave(page);
    await waitForSlide(region, slideLabel(slideNumber(shownWhenHovered) + 1, total, 'of'));

    await region.getByRole('button', { name: 'Next slide' }).focus();
    const shown = await shownSlide(region);
    await page.waitForTimeout(INTERVAL + 800);
    expect(await shownSlide(region)).toBe(shown);
    await close();
  });

  it('previous and next buttons move one slide, by mouse and keyboard', async () => {
    const { page, close } = await openPage('/es');
    const region = await shownCarousel(page, 1);
    const total = await region.locator('[aria-roledescription="slide"]').count();
    const next = region.getByRole('button', { name: 'Diapositiva siguiente' });
    // Held still under the pointer first, so only the presses move it (from wherever it is).
    await next.hover();
    await held(region);
    const at = slideNumber(await shownSlide(region));
    await next.click();
    await waitForSlide(region, slideLabel(at + 1, total, 'de'));
    await page.keyboard.press('Enter');
    await waitForSlide(region, slideLabel(at + 2, total, 'de'));
    await region.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await waitForSlide(region, slideLabel(at + 1, total, 'de'));
    expect(await region.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await close();
  });

  it('stay still under prefers-reduced-motion until the visitor presses play', async () => {
    const { page, close } = await openPage('/it', { reducedMotion: 'reduce' });
    const region = await shownCarousel(page);
    const total = await region.locator('[aria-roledescription="slide"]').count();
    const play = region.getByRole('button', { name: 'Riprendi la rotazione automatica' });
    expect(await play.count()).toBe(1);
    await page.waitForTimeout(INTERVAL + 800);
    expect(await shownSlide(region)).toBe(`1 di ${total}`);
    await play.click();
    await leave(page);
    await waitForSlide(region, `2 di ${total}`);
    await close();
  });

  it('stop for good when the visitor presses pause', async () => {
    const { page, close } = await openPage('/');
    const region = await shownCarousel(page);
    await region.getByRole('button', { name: 'Pausar a rotação automática' }).click();
    await leave(page);
    const shown = await shownSlide(region);
    await page.waitForTimeout(INTERVAL + 800);
    expect(await shownSlide(region)).toBe(shown);
    expect(await region.getByRole('button', { name: 'Retomar a rotação automática' }).count()).toBe(1);
    await close();
  });
});

describe('home page content', () => {
  it('has one h1, the automation flow with all eight steps, and links to the product pages', async () => {
    const { page, close } = await openPage('/');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('#home-automation ol > li').count()).toBe(8);
    for (const path of ['/caracteristicas', '/faq', '/demo', '/integracoes', '/funcionalidades']) {
      expect(await page.locator(`main a[href="${path}"]`).count(), path).toBeGreaterThan(0);
    }
    expect(await page.locator('#home-problems a[href="/funcionalidades"]').count()).toBe(3);
    await close();
  });
});
