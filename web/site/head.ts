import type { HeadInfo, HeadInput } from '../pages/types';
import type { SiteData } from './SiteFrame';
import { OG_SIZE } from '../../shared/host/photos';

/** site.public for the page's slug, or null (unknown slug: the page answers 404). */
export async function siteOf(api: HeadInput['api'], slug: string | undefined, locale: HeadInput['locale']): Promise<SiteData | null> {
  if (!slug || !/^[a-z0-9-]{1,40}$/.test(slug)) return null;
  try {
    return (await api.site.public.fetch({ slug, locale })) as SiteData;
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A 404 that is not indexed, in the site's words. */
export function siteNotFound(LL: HeadInput['LL']): HeadInfo {
  return { status: 404, noindex: true, title: LL.site.notFoundTitle(), description: LL.site.notFoundText() };
}

/** The site's share image: its logo's 1200×630 crop, else its first property's cover. */
export function siteImage(site: SiteData, siteUrl: string): HeadInfo['image'] {
  const photo = site.logo ?? site.properties.find((property) => property.cover)?.cover;
  return photo ? { url: `${siteUrl}${photo.og}`, width: OG_SIZE.width, height: OG_SIZE.height, alt: site.name } : undefined;
}
