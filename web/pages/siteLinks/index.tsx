import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { container } from '../../theme/ui.css';
import { SiteFrame, contactLinks, type SiteData } from '../../site/SiteFrame';
import { siteImage, siteNotFound, siteOf } from '../../site/head';
import { selfHostedFont } from '../../../shared/site/schema';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import * as css from '../../site/site.css';

/** /s/:slug/links — the "link in bio" page: book, WhatsApp, Instagram, map (those the host gave). */
export async function resolveHead({ params, locale, siteUrl, api, LL }: HeadInput): Promise<HeadInfo> {
  const site = await siteOf(api, params.slug, locale);
  if (!site) return siteNotFound(LL);
  const image = siteImage(site, siteUrl);
  const canonicalPath = site.homePath === '/' ? '/links' : `${site.homePath}/links`;
  return { title: `${site.name} · ${LL.site.links()}`, description: site.name, ownSite: { name: site.name, origin: site.origin, canonicalPath, font: selfHostedFont(site.font) }, ...(image ? { image } : {}) };
}

export default function SiteLinksPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const href = useHref();
  const { queries } = useBootstrap();
  const found = readDehydratedQuery<SiteData>(queries, 'site.public');
  const site = found && found.slug === params.slug ? found : null;
  if (!site) {
    return (
      <main id="conteudo" className={container} tabIndex={-1}>
        <h1>{LL.site.notFoundTitle()}</h1>
      </main>
    );
  }
  const links = [{ key: 'book', href: href(`/s/${site.slug}`), label: LL.site.book() }, ...contactLinks(site, LL).filter((link) => ['whatsapp', 'instagram', 'map'].includes(link.key))];
  return (
    <SiteFrame site={site}>
      <div className={container}>
        <div className={css.linksHead}>
          {site.logo && <img className={css.linksLogo} src={site.logo.src} srcSet={site.logo.srcSet} sizes="96px" width={96} height={96} alt="" />}
          <h1>{site.name}</h1>
        </div>
        <ul className={css.linksList}>
          {links.map((link) => (
            <li key={link.key}>
              <a className={css.linkButton} href={link.href} data-link={link.key}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SiteFrame>
  );
}
