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

function remember(key: string, html: string) {
  if (html.length > REUSED_CHARACTERS_MAX) return;
  rendered.set(key, html);
  characters += html.length;
  while (rendered.size > REUSED_ISLANDS_MAX || characters > REUSED_CHARACTERS_MAX) {
    const oldest = rendered.keys().next().value as string;
    characters -= rendered.get(oldest)!.length;
    rendered.delete(oldest);
  }
}

/** What this isolate keeps now (tests). */
export function reusedIslands(): { count: number; characters: number } {
  return { count: rendered.size, characters };
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
      return known;
    }
    const html = renderToString(node, { identifierPrefix });
    remember(key, html);
    return html;
  };
}
