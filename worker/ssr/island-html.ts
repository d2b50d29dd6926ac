import { renderToString } from 'react-dom/server';
import type { RenderIsland } from '../../web/islands/Island';

/** How many islands' HTML an isolate keeps, least recently used out first. */
export const REUSED_ISLANDS_MAX = 300;
/**
 * And how much of it, in characters: a page island (the calendar, about 190 000 characters for
 * 30 units) is far larger than a header's few thousand; an isolate has 128 MB in all.
 */
export const REUSED_CHARACTERS_MAX = 4_000_000;
const rendered = new Map<string, string>();
let characters = 0;
// Since the isolate started (tests): reusable islands rendered and kept, and answered from
// what was kept. They only grow, so a test reads what its own requests did whatever the
// isolate served before it.
let renders = 0;
let reuses = 0;
let renderedCharacters = 0;

function remember(key: string, html: string) {
  if (html.length > REUSED_CHARACTERS_MAX) return;
  renders += 1;
  renderedCharacters += html.length;
  rendered.set(key, html);
  characters += html.length;
  while (rendered.size > REUSED_ISLANDS_MAX || characters > REUSED_CHARACTERS_MAX) {
    const oldest = rendered.keys().next().value as string;
    characters -= rendered.get(oldest)!.length;
    rendered.delete(oldest);
  }
}

/** What this isolate keeps now, and what it has rendered and reused so far (tests). */
export function reusedIslands(): { count: number; characters: number; renders: number; reuses: number; renderedCharacters: number } {
  return { count: rendered.size, characters, renders, reuses, renderedCharacters };
}

/** The dehydration times in serialized bootstrap data, which differ on every request. */
const DEHYDRATION_TIMES = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+,?/g;

/**
 * The key of a request's islands, from the bootstrap data as the page already serializes it
 * for the browser (no second serialization): a digest (SHA-256) of it without the dehydration
 * times, so that no two pages or visitors share one and the key stays short.
 */
export async function islandKeyOf(serializedBootstrap: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serializedBootstrap.replace(DEHYDRATION_TIMES, '')));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The island renderer of one request (`requestKey`: islandKeyOf its bootstrap). A reusable
 * island (declared so in its `*.island.tsx` file, or a page island whose registry entry says
 * `reusable`: web/pages/types.ts) rendered before in this isolate with the same page data
 * (locale, path, query, visitor, the page's queries), id prefix and props is not rendered
 * again: its HTML would be the same. The edge cache (./page-cache.ts) keeps whole pages for
 * anonymous visitors; this serves the requests that bypass it (a cookie, a session). Data that
 * changed is a new key: the page renders afresh.
 */
export function islandRenderer(requestKey: string): RenderIsland {
  return (node, identifierPrefix, island) => {
    if (!island.reusable) return renderToString(node, { identifierPrefix });
    const key = `${requestKey}\u0000${identifierPrefix}\u0000${island.props}`;
    const known = rendered.get(key);
    if (known !== undefined) {
      // Most recently used last.
      rendered.delete(key);
      rendered.set(key, known);
      reuses += 1;
      return known;
    }
    const html = renderToString(node, { identifierPrefix });
    remember(key, html);
    return html;
  };
}
