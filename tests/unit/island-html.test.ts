import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { islandKeyOf, islandRenderer, REUSED_CHARACTERS_MAX, REUSED_ISLANDS_MAX, reusedIslands } from '../../worker/ssr/island-html';
import { serializeForScript, type Bootstrap } from '../../shared/bootstrap';

// worker/ssr/island-html.ts: an isolate renders a reusable island once per page data, id prefix
// and props; anything else that differs renders again.

let renders = 0;
function Counted({ text }: { text: string }) {
  renders += 1;
  return createElement('p', null, text);
}
const element = (text: string) => createElement(Counted, { text });

const bootstrap = (changes: Partial<Bootstrap> = {}): Bootstrap =>
  ({
    locale: 'en',
    routeId: 'precos',
    page: 'precos',
    params: {},
    path: '/precos',
    search: '',
    status: 200,
    user: null,
    config: {},
    suggestedLocale: null,
    queries: { mutations: [], queries: [{ queryHash: '["settings"]', queryKey: ['settings'], dehydratedAt: 1, state: { data: { number: '55' }, dataUpdatedAt: 1, status: 'success' } }] },
    ...changes,
  }) as unknown as Bootstrap;

describe('reused island HTML', () => {
  it('renders a reusable island once for the same page data, prefix and props', async () => {
    const key = await islandKeyOf(serializeForScript(bootstrap()));
    renders = 0;
    const first = islandRenderer(key)(element('a'), 'header1-', { name: 'header', props: '{}', reusable: true });
    const again = islandRenderer(key)(element('a'), 'header1-', { name: 'header', props: '{}', reusable: true });
    expect(first).toBe('<p>a</p>');
    expect(again).toBe(first);
    expect(renders).toBe(1);
  });

  it('renders again for another prefix, other props, or other page data', async () => {
    const key = await islandKeyOf(serializeForScript(bootstrap({ path: '/faq' })));
    renders = 0;
    const render = islandRenderer(key);
    render(element('b'), 'header1-', { name: 'header', props: '{}', reusable: true });
    render(element('b'), 'header2-', { name: 'header', props: '{}', reusable: true });
    render(element('b'), 'header1-', { name: 'header', props: '{"x":1}', reusable: true });
    islandRenderer(await islandKeyOf(serializeForScript(bootstrap({ path: '/faq', user: { id: 'u1', email: 'a@b.c', name: 'Ana' } }))))(element('b'), 'header1-', { name: 'header', props: '{}', reusable: true });
    expect(renders).toBe(4);
  });

  it('keys a page by its data, not by when the data was dehydrated', async () => {
    const later = bootstrap();
    const query = (later.queries as unknown as { queries: { dehydratedAt: number; state: { dataUpdatedAt: number; data: unknown } }[] }).queries[0]!;
    query.dehydratedAt = 99;
    query.state.dataUpdatedAt = 99;
    expect(await islandKeyOf(serializeForScript(later))).toBe(await islandKeyOf(serializeForScript(bootstrap())));
    query.state.data = { number: '56' };
    expect(await islandKeyOf(serializeForScript(later))).not.toBe(await islandKeyOf(serializeForScript(bootstrap())));
    expect(await islandKeyOf(serializeForScript(bootstrap({ locale: 'pt' })))).not.toBe(await islandKeyOf(serializeForScript(bootstrap())));
    expect(await islandKeyOf(serializeForScript(bootstrap({ search: '?quartos=7' })))).not.toBe(await islandKeyOf(serializeForScript(bootstrap())));
  });

  it('always renders an island that is not marked reusable (the property page, the workspace)', async () => {
    const render = islandRenderer(await islandKeyOf(serializeForScript(bootstrap({ path: '/property/1' }))));
    renders = 0;
    render(element('c'), 'gallery1-', { name: 'gallery', props: '{}', reusable: false });
    render(element('c'), 'gallery1-', { name: 'gallery', props: '{}', reusable: false });
    render(element('c'), 'page1-', { name: 'page', props: '{}', reusable: false });
    render(element('c'), 'page1-', { name: 'page', props: '{}', reusable: false });
    expect(renders).toBe(4);
  });

  it(`keeps at most ${REUSED_ISLANDS_MAX} islands, dropping the least recently used`, async () => {
    const render = islandRenderer(await islandKeyOf(serializeForScript(bootstrap({ path: '/lru' }))));
    const at = (i: number) => render(element(String(i)), `chat${i}-`, { name: 'chat', props: '{}', reusable: true });
    at(0);
    for (let i = 1; i <= REUSED_ISLANDS_MAX; i++) at(i);
    renders = 0;
    at(REUSED_ISLANDS_MAX); // still kept
    expect(renders).toBe(0);
    at(0); // the oldest went when the limit was passed
    expect(renders).toBe(1);
  });

  it(`keeps at most ${REUSED_CHARACTERS_MAX} characters of HTML (a page island is large), dropping the least recently used`, async () => {
    const render = islandRenderer(await islandKeyOf(serializeForScript(bootstrap({ path: '/large' }))));
    // Four such pages pass the limit by a few characters; three fit beside what earlier tests kept.
    const big = 'x'.repeat(Math.floor(REUSED_CHARACTERS_MAX / 4));
    const page = (i: number) => render(element(`${i}${big}`), `page${i}-`, { name: 'page', props: '{}', reusable: true });
    page(0);
    page(1);
    page(2);
    expect(reusedIslands().characters).toBeLessThanOrEqual(REUSED_CHARACTERS_MAX);
    renders = 0;
    page(2);
    page(1);
    expect(renders).toBe(0);
    page(3); // passes the limit: the least recently used (0) goes, 1 and 2 stay
    expect(reusedIslands().characters).toBeLessThanOrEqual(REUSED_CHARACTERS_MAX);
    renders = 0;
    page(1);
    page(2);
    expect(renders).toBe(0);
    page(0);
    expect(renders).toBe(1);
  });

  it('never keeps an island larger than the whole limit (it is rendered each time)', async () => {
    const render = islandRenderer(await islandKeyOf(serializeForScript(bootstrap({ path: '/huge' }))));
    const huge = element('y'.repeat(REUSED_CHARACTERS_MAX + 1));
    const kept = reusedIslands();
    renders = 0;
    render(huge, 'page1-', { name: 'page', props: '{}', reusable: true });
    render(huge, 'page1-', { name: 'page', props: '{}', reusable: true });
    expect(renders).toBe(2);
    expect(reusedIslands()).toEqual(kept);
  });
});
