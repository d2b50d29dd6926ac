/**
 * Names a host gives per language (issue 39): room types, rate plans and add-ons take
 * `names: { pt?, en?, es?, it? }` beside their `name` (in the property's main language). A guest
 * reads the name in their language when the host wrote one, else the main language's, marked
 * with its `lang` so the page can say which language it is in.
 */
import { LOCALES, type Locale } from '../locales';

export type LocalNames = Partial<Record<Locale, string>>;

/** The stored JSON (`names` column) as names per language; anything else is left out. */
export function parseNames(json: string | null | undefined): LocalNames {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return {};
    const names: LocalNames = {};
    for (const locale of LOCALES) {
      const name = (value as Record<string, unknown>)[locale];
      if (typeof name === 'string' && name.trim()) names[locale] = name.trim();
    }
    return names;
  } catch {
    return {};
  }
}

/**
 * The JSON merge patch (RFC 7396, SQLite's `json_patch`) for names given: a name sets its
 * language, an empty one removes it, a language not given keeps what was stored.
 */
export function namesPatch(given: LocalNames): string {
  const patch: Record<string, string | null> = {};
  for (const locale of LOCALES) {
    const name = given[locale];
    if (name === undefined) continue;
    patch[locale] = name.trim() ? name.trim() : null;
  }
  return JSON.stringify(patch);
}

/**
 * The name for a guest reading `locale`: theirs when written, else the main language's, else
 * `name`; `lang` is set when it is not in `locale`.
 */
export function localName(name: string, names: LocalNames, locale: Locale, mainLocale: Locale): { name: string; lang?: Locale } {
  const own = names[locale];
  if (own) return { name: own };
  const main = names[mainLocale] ?? name;
  return mainLocale === locale ? { name: main } : { name: main, lang: mainLocale };
}

/** The SQL assignment applying namesPatch's JSON (the `?`) to a `names` column (NULL = none yet). */
export const NAMES_PATCH_SQL = "names = json_patch(COALESCE(names, '{}'), ?)";
