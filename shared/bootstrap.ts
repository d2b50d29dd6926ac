import type { Locale } from './locales';
import type { RouteId, PageId } from './routes';

/** The signed-in visitor as the edge verified them (from the access token's claims). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  /** A personal demo account (issue 30): its copy expires within 24 hours. */
  demo?: true;
}

/** Public settings the browser may know (never secrets). */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseKey: string;
  localAuth: boolean;
  supportEmail: string;
  demoBookingUrl: string;
  ambassadorFormUrl: string;
  demoVideoId: string;
  social: { instagram: string; facebook: string; linkedin: string; youtube: string };
}

/**
 * Everything the browser needs to hydrate exactly what the server rendered. Serialised once
 * into the page as JSON (escaped so no `</script>` can break out).
 */
export interface Bootstrap {
  locale: Locale;
  routeId: RouteId;
  page: PageId;
  params: Record<string, string>;
  /** Locale-free path and the raw query string (with `?`, or empty). */
  path: string;
  search: string;
  status: number;
  user: SessionUser | null;
  config: PublicConfig;
  /** A locale to offer in a dismissible hint (from Accept-Language), or null. */
  suggestedLocale: Locale | null;
  /** Dehydrated TanStack Query state of queries prefetched during SSR. */
  queries?: unknown;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' } as const;

/**
 * JSON safe to place inside a `<script type="application/json">`: `<`, `>`, `&` and the
 * line separators are escaped so no payload can close the tag or start a comment.
 */
export function serializeForScript(value: unknown): string {
  // One pass over the JSON (a month of calendar is tens of kilobytes), not one per character.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (ch) => SCRIPT_ESCAPES[ch as keyof typeof SCRIPT_ESCAPES]);
}

export const BOOTSTRAP_ELEMENT_ID = '__ESTADIA__';
