import { renderToString } from 'react-dom/server';
import type { RenderIsland } from '../../web/islands/Island';

/** How many islands' HTML an isolate keeps (a few KB each), least recently used out first. */
export const REUSED_ISLANDS_MAX = 300;
const rendered = new Map<string, string>();

function remember(key: string, html: string) {
  rendered.set(key, html);
  if (rendered.size > REUSED_ISLANDS_MAX) rendered.delete(rendered.keys().next().value as string);
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
 * island (declared so in its `*.island.tsx` file: web/islands/Island.tsx) rendered before in this isolate with the same page data (locale, path, query, visitor,
 * the page's queries), id prefix and props is not rendered again: its HTML would be the same.
 * The edge cache (./page-cache.ts) keeps whole pages for anonymous visitors; this serves the
 * requests that bypass it (a cookie, a session) and the page's own render still runs each time.
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
