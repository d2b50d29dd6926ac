import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { container, grid } from '../../theme/ui.css';
import { PropertyCard } from '../properties/PropertyCard';
import { SiteFrame, type SiteData } from '../../site/SiteFrame';
import { siteImage, siteNotFound, siteOf } from '../../site/head';
import type { Locale } from '../../../shared/locales';
import { selfHostedFont } from '../../../shared/site/schema';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import * as css from '../../site/site.css';

/** /s/:slug — a host's own site (issue 45): its name, about text, its properties with their prices, its contact. */
export async function resolveHead({ params, locale, siteUrl, api, LL }: HeadInput): Promise<HeadInfo> {
  const site = await siteOf(api, params.slug, locale);
  if (!site) return siteNotFound(LL);
  const image = siteImage(site, siteUrl);
  return {
    title: site.name,
    description: (site.about[locale as Locale] ?? Object.values(site.about)[0] ?? site.name).slice(0, 160),
    ownSite: { name: site.name, origin: site.origin, canonicalPath: site.homePath, font: selfHostedFont(site.font) },
    ...(image ? { image } : {}),
  };
}

export default function SiteHomePage({ params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const { queries } = useBootstrap();
  const found = readDehydratedQuery<SiteData>(queries, 'site.public');
  const site = found && found.slug === params.slug ? found : null;
  if (!site) {
    return (
      <main id="conteudo" className={container} tabIndex={-1}>
        <h1>{LL.site.notFoundTitle()}</h1>
        <p>{LL.site.notFoundText()}</p>
      </main>
    );
  }
  const about = site.about[locale as Locale] ?? Object.values(site.about)[0];
  return (
    <SiteFrame site={site}>
      <div className={container}>
        <section className={css.hero}>
          <h1>{site.name}</h1>
          {about && <p className={css.about}>{about}</p>}
        </section>
        <section aria-labelledby="site-properties">
          <h2 id="site-properties" className={css.sectionTitle}>
            {LL.site.placesTitle()}
          </h2>
          {site.properties.length === 0 ? (
            <p>{LL.site.noProperties()}</p>
          ) : (
            <div className={grid}>
              {site.properties.map((property) => (
                <PropertyCard key={property.id} property={property} to={`/s/${site.slug}/p/${property.id}`} />
              ))}
            </div>
          )}
        </section>
      </div>
    </SiteFrame>
  );
}
