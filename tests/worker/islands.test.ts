import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ISLANDS, islandIdOf } from '../../worker/ssr/islands';
import { ISLAND_LOADERS } from '../../web/islands/loaders';
import { Island, IslandRenderer, island } from '../../web/islands/Island';
import header from '../../web/layout/header.island';
import { ORIGIN, selfFetch } from './api-support';
import { hostWithCookie } from './account-support';
import { PRICING } from '../../shared/pricing';

// Islands pages as the edge renders them (web/islands): each interactive part is a root of its
// own, in a wrapper naming it, with JSON props and its own id prefix; the page loads the
// islands' boot script, not the whole-page entry.

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

interface IslandTag {
  name: string;
  when: string;
  prefix: string;
  props: unknown;
}

function islandsOf(page: string): IslandTag[] {
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return [...page.matchAll(/data-island="([^"]+)" data-when="([^"]+)" data-prefix="([^"]+)" data-props="([^"]*)"/g)].map((m) => ({
    name: m[1]!,
    when: m[2]!,
    prefix: m[3]!,
    props: JSON.parse(unescape(m[4]!)) as unknown,
  }));
}

describe('islands in the HTML', () => {
  it('/en/precos: the shell and the page parts are islands with distinct id prefixes, and the page loads the boot script', async () => {
    const page = await html('/en/precos');
    const islands = islandsOf(page);
    expect(islands.map((island) => island.name)).toEqual(['header', 'pricing', 'accordion', 'newsletter', 'chat']);
    expect(new Set(islands.map((island) => island.prefix)).size).toBe(islands.length);
    expect(islands.find((island) => island.name === 'chat')?.props).toEqual({ delayed: true });
    // Every react-aria id inside an island carries that island's prefix, so two roots never clash.
    const ids = [...page.matchAll(/id="react-aria-_([A-Za-z0-9]+-)/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(5);
    for (const prefix of ids) expect(islands.map((island) => island.prefix)).toContain(prefix);
    expect(page).toContain('src="/web/islands/boot.ts"');
    expect(page).not.toContain('entry-client');
  });

  it('an accordion ships its titles as props and its answers only as HTML', async () => {
    const page = await html('/en/faq');
    const accordion = islandsOf(page).find((island) => island.name === 'accordion');
    const props = accordion?.props as { items: { id: string; title: string }[] };
    expect(props.items.length).toBeGreaterThan(2);
    expect(Object.keys(props.items[0]!).sort()).toEqual(['id', 'title']);
    expect(JSON.stringify(props)).not.toMatch(/content|answer/);
  });

  it('forms hydrate when first used (reset password too: at load only when an email link landed, which the browser decides); carousels when seen', async () => {
    expect(islandsOf(await html('/en/reset-password')).find((island) => island.name === 'resetPassword')?.when).toBe('interaction');
    expect(islandsOf(await html('/en/login')).find((island) => island.name === 'login')?.when).toBe('interaction');
    expect(islandsOf(await html('/en')).filter((island) => island.name === 'carousel').map((island) => island.when)).toEqual(['visible', 'visible']);
    expect(islandsOf(await html('/en/property/1')).find((island) => island.name === 'bookingSection')?.when).toBe('visible');
  });
});

describe('island HTML reused within an isolate (worker/ssr/island-html.ts)', () => {
  const header = (page: string) => /data-island="header"[\s\S]*?<\/header>/.exec(page)?.[0] ?? '';

  it('never gives one visitor the header rendered for another, in either order', async () => {
    const host = await hostWithCookie('Reuso Teste');
    // A cookie of its own keeps the page out of the edge cache: these are rendered each time.
    const anonymous = { cookie: 'estadia_saved=1' };
    const before = header(await (await selfFetch(`${ORIGIN}/en/precos`, { headers: anonymous })).text());
    const signedIn = header(await (await selfFetch(`${ORIGIN}/en/precos`, { headers: { cookie: host.cookie } })).text());
    const after = header(await (await selfFetch(`${ORIGIN}/en/precos`, { headers: anonymous })).text());
    expect(before).toContain('href="/en/login"');
    expect(signedIn).toContain('href="/en/dashboard"');
    expect(signedIn).not.toContain('href="/en/login"');
    expect(after).toBe(before);
  });

  it('renders the pricing calculator of each link’s selection, after others were rendered', async () => {
    const rooms = (page: string) => /data-testid="rooms"[\s\S]*?<input[^>]*value="(\d+)"/.exec(page)?.[1];
    expect(rooms(await html('/en/precos?quartos=7'))).toBe('7');
    expect(rooms(await html('/en/precos?quartos=12'))).toBe('12');
    expect(rooms(await html('/en/precos?quartos=7'))).toBe('7');
    expect(rooms(await html('/en/precos'))).toBe(String(PRICING.minRooms));
  });
});

describe('islands found by their files (web/islands/collect.ts)', () => {
  it('the server knows the islands the browser loads, by the same ids', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual(Object.keys(ISLAND_LOADERS).sort());
    expect(Object.keys(ISLANDS).length).toBeGreaterThanOrEqual(20);
    expect(islandIdOf(header)).toBe('header');
  });

  it('only islands whose HTML depends on their props and the page data alone are reused (not the property page, the search, a guest’s draft)', () => {
    const reusable = Object.entries(ISLANDS)
      .filter(([, definition]) => definition.reusable)
      .map(([id]) => id)
      .sort();
    expect(reusable).toEqual(['accordion', 'carousel', 'chat', 'contactForm', 'forgotPassword', 'header', 'localeHint', 'login', 'newsletter', 'pricing', 'register', 'resetPassword', 'video', 'whatsapp']);
  });

  it('an island declared outside a *.island.tsx file (which the browser could not load) fails the render', () => {
    const stray = island(() => createElement('p', null, 'stray'));
    const render = (of: typeof stray) => renderToString(createElement(IslandRenderer, { value: { render: (node) => renderToString(node), idOf: islandIdOf } }, createElement(Island<object>, { of, props: {} })));
    expect(() => render(stray)).toThrow(/not the default export of a \*\.island\.tsx file/);
  });
});
