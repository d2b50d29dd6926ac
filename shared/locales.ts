/** The site's languages. Portuguese is the default and lives at the root; the others under a prefix. */
export const LOCALES = ['pt', 'en', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** BCP 47 tags for `<html lang>`, hreflang, Intl and og:locale. */
export const LOCALE_TAGS: Record<Locale, { lang: string; hreflang: string; og: string; name: string }> = {
  pt: { lang: 'pt-BR', hreflang: 'pt-BR', og: 'pt_BR', name: 'Português' },
  en: { lang: 'en', hreflang: 'en', og: 'en_US', name: 'English' },
  es: { lang: 'es', hreflang: 'es', og: 'es_ES', name: 'Español' },
  it: { lang: 'it', hreflang: 'it', og: 'it_IT', name: 'Italiano' },
};

/**
 * A path under every locale's prefix, for a route the edge serves in each: `/contato`,
 * `/en/contato`, `/es/contato`, `/it/contato`. Literal paths keep Hono on its RegExpRouter (a
 * `/:locale{en|es|it}` parameter beside `/api/trpc/*` made it fall back to the slower TrieRouter,
 * a few per cent of every request).
 */
export function everyLocalePath(path: string): string[] {
  return LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`));
}

/** The cookie that remembers a visitor's explicit language choice. */
export const LOCALE_COOKIE = 'estadia_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Any value that is not one of the four locales falls back to Portuguese. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Splits a request path into its locale and the locale-free path.
 * @example splitLocale('/en/precos') // { locale: 'en', path: '/precos', prefixed: true }
 * @example splitLocale('/precos')    // { locale: 'pt', path: '/precos', prefixed: false }
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/(en|es|it)(\/.*)?$/.exec(pathname);
  if (match) {
    const locale = match[1] as Locale;
    return { locale, path: match[2] || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

/**
 * Builds the URL path of a locale-free path in a locale.
 * @example localizePath('/precos', 'es') // '/es/precos'
 * @example localizePath('/', 'en')       // '/en'
 */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Picks the best of our locales from an Accept-Language header, or null when none fits.
 * @example localeFromAcceptLanguage('es-AR,es;q=0.9,en;q=0.8') // 'es'
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const entry of ranked) if (isLocale(entry.base)) return entry.base;
  return null;
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

/** A language's name in the page's language ("inglês" on a pt page), for labels such as "Nome em inglês". */
export function languageName(language: Locale, inLocale: Locale): string {
  let names = languageNames.get(inLocale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[inLocale].lang], { type: 'language' });
    languageNames.set(inLocale, names);
  }
  return names.of(LOCALE_TAGS[language].lang.slice(0, 2)) ?? LOCALE_TAGS[language].name;
}
