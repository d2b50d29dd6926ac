import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localizePath, splitLocale, toLocale } from '../../shared/locales';
import { matchRoute, sitemapEntries, ROUTES } from '../../shared/routes';
import { serializeForScript } from '../../shared/bootstrap';

describe('splitLocale', () => {
  it.each([
    ['/', 'pt', '/'],
    ['/precos', 'pt', '/precos'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/es/precos', 'es', '/precos'],
    ['/it/property/3', 'it', '/property/3'],
    ['/fr/precos', 'pt', '/fr/precos'],
    ['/english', 'pt', '/english'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(splitLocale(path)).toMatchObject({ locale, path: rest });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'pt', '/'],
    ['/', 'en', '/en'],
    ['/precos', 'es', '/es/precos'],
    ['/precos', 'pt', '/precos'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('locale fallbacks', () => {
  it('falls back to pt for anything unsupported', () => {
    expect(toLocale('fr')).toBe('pt');
    expect(toLocale(undefined)).toBe('pt');
    expect(toLocale('EN')).toBe('pt');
    expect(toLocale('it')).toBe('it');
  });
  it('reads Accept-Language by weight', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('de,en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage('it;q=0')).toBeNull();
  });
});

describe('route table', () => {
  it('matches static and parameterised paths, tolerating a trailing slash', () => {
    expect(matchRoute('/precos')?.route.id).toBe('precos');
    expect(matchRoute('/precos/')?.route.id).toBe('precos');
    expect(matchRoute('/property/7')).toMatchObject({ route: { id: 'property' }, params: { id: '7' } });
    expect(matchRoute('/blog/dicas-airbnb')).toMatchObject({ route: { page: 'blogPost' }, params: { slug: 'dicas-airbnb' } });
    expect(matchRoute('/nope')).toBeNull();
  });
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('lists every public page in the sitemap with four alternates', () => {
    const entries = sitemapEntries();
    expect(entries.map((e) => e.path)).toContain('/precos');
    expect(entries.map((e) => e.path)).not.toContain('/dashboard');
    expect(entries.find((e) => e.path === '/')?.alternates).toEqual({ pt: '/', en: '/en', es: '/es', it: '/it' });
  });
});

describe('serializeForScript', () => {
  it('keeps a </script> payload inert and round-trips', () => {
    const value = { q: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' };
    const out = serializeForScript(value);
    expect(out).not.toContain('</script');
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/[>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual(value);
    expect(JSON.parse(serializeForScript({ both: '\u2028\u2029><&' }))).toEqual({ both: '\u2028\u2029><&' });
  });
});
