import { i18nObject } from '../../i18n/i18n-util';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localizePath } from '../../../shared/locales';
import { routeById, type RouteId } from '../../../shared/routes';
import { breadcrumbs } from '../../seo/jsonld';
import type { HeadInput } from '../../pages/types';

/** Route ids that have a page of their own (every route but the home and not-found). */
export type InnerRouteId = Exclude<RouteId, 'notFound' | 'home'>;

/** A route's title from the `meta` dictionary (the same words as its <title>). */
export function routeTitle(LL: TranslationFunctions, id: InnerRouteId): string {
  return LL.meta[id].title();
}

/** Absolute URL of a locale-free path in the request's locale. */
export function absoluteUrl(input: HeadInput, path: string): string {
  return `${input.siteUrl}${localizePath(path, input.locale)}`;
}

/**
 * BreadcrumbList JSON-LD from the home page through `trail` (route ids, the last one the
 * current page), named in the request's language.
 * @example breadcrumbTrail(input, ['blog', 'blogDicasAirbnb'])
 */
export function breadcrumbTrail(input: HeadInput, trail: readonly InnerRouteId[]) {
  const LL = i18nObject(input.locale);
  return breadcrumbs([
    { name: LL.nav.home(), url: absoluteUrl(input, '/') },
    ...trail.map((id) => ({ name: routeTitle(LL, id), url: absoluteUrl(input, routeById(id).path) })),
  ]);
}
