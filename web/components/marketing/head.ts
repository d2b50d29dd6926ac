import { i18nObject } from '../../i18n/i18n-util';
import { localizePath, splitLocale } from '../../../shared/locales';
import { breadcrumbs } from '../../seo/jsonld';
import type { HeadInfo, HeadInput } from '../../pages/types';
import type { NamespaceMetaTranslation } from '../../i18n/i18n-types';

type PageRouteId = Exclude<keyof NamespaceMetaTranslation, 'siteName' | 'ogImageAlt' | 'home'>;

/**
 * Head of a product page: BreadcrumbList (home → this page) named in the request's language,
 * plus any further structured data. Title and description come from the `meta` namespace.
 */
export function productPageHead(input: HeadInput, routeId: PageRouteId, extra: readonly unknown[] = []): HeadInfo {
  const LL = i18nObject(input.locale);
  const page = LL.meta[routeId] as { title: () => string };
  // input.url is the canonical page's absolute URL; its path is made this locale's (idempotent).
  const canonicalPath = splitLocale(new URL(input.url).pathname).path;
  return {
    jsonLd: [
      breadcrumbs([
        { name: LL.nav.home(), url: `${input.siteUrl}${localizePath('/', input.locale)}` },
        { name: page.title(), url: `${input.siteUrl}${localizePath(canonicalPath, input.locale)}` },
      ]),
      ...extra,
    ],
  };
}
