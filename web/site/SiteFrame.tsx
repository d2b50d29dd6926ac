import type { CSSProperties, ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useHref } from '../bootstrap-context';
import { container } from '../theme/ui.css';
import { FONT_STACKS, whatsappDigits, type PublicSite } from '../../shared/site/schema';
import { SITE_TEXT_ON_COLOR } from '../../shared/site/contrast';
import * as css from './site.css';

/** What site.public answers (the page reads it from the dehydrated queries). */
export type SiteData = PublicSite & { origin: string; homePath: string };

/** The theme's values as inline custom properties: painted by the server's HTML, no script. */
export function siteThemeStyle(site: Pick<SiteData, 'colors' | 'font'>): CSSProperties {
  return assignInlineVars({
    primary: site.colors.primary,
    onPrimary: SITE_TEXT_ON_COLOR,
    accent: site.colors.accent,
    onAccent: SITE_TEXT_ON_COLOR,
    font: FONT_STACKS[site.font],
  });
}

/**
 * @vanilla-extract/dynamic's assignInlineVars for this contract (not a dependency of the repo:
 * it is these few lines): each contract variable, `var(--name)`, becomes `--name: value`.
 */
export function assignInlineVars(values: Record<keyof typeof css.siteVars, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const key of Object.keys(values) as (keyof typeof css.siteVars)[]) style[css.siteVars[key].replace(/^var\((--[^)]+)\)$/, '$1')] = values[key];
  return style as CSSProperties;
}

/** The links a guest reaches the host by: e-mail, phone, WhatsApp, Instagram, Facebook, map (only those the host gave). */
export function contactLinks(site: Pick<SiteData, 'contact'>, LL: ReturnType<typeof useI18nContext>['LL']): { key: string; href: string; label: string }[] {
  const c = site.contact;
  const links: { key: string; href: string; label: string }[] = [];
  if (whatsappDigits(c.whatsapp)) links.push({ key: 'whatsapp', href: `https://wa.me/${whatsappDigits(c.whatsapp)}`, label: LL.site.whatsapp() });
  if (c.instagram) links.push({ key: 'instagram', href: `https://www.instagram.com/${c.instagram.replace(/^@/, '')}/`, label: LL.site.instagram() });
  if (c.map) links.push({ key: 'map', href: c.map, label: LL.site.map() });
  if (c.email) links.push({ key: 'email', href: `mailto:${c.email}`, label: `${LL.site.email()}: ${c.email}` });
  if (c.phone) links.push({ key: 'phone', href: `tel:${c.phone.replace(/[^\d+]/g, '')}`, label: `${LL.site.phone()}: ${c.phone}` });
  if (c.facebook) links.push({ key: 'facebook', href: c.facebook, label: LL.site.facebook() });
  return links;
}

/**
 * The chrome of a host's site: their logo and name, their links, their contact, and one small
 * "reservas por Estadia" line — no Estadia header, footer, chat or other listings.
 */
export function SiteFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const home = `/s/${site.slug}`;
  const contact = contactLinks(site, LL);
  return (
    <div className={css.site} style={siteThemeStyle(site)} data-site={site.slug}>
      <header className={css.header}>
        <div className={css.headerInner}>
          <a className={css.brand} href={href(home)}>
            {site.logo && <img className={css.logo} src={site.logo.src} srcSet={site.logo.srcSet} sizes="44px" width={44} height={44} alt="" />}
            <span>{site.name}</span>
          </a>
          <nav className={css.nav} aria-label={site.name}>
            <a className={css.navLink} href={href(home)}>
              {LL.site.homeLink()}
            </a>
            <a className={css.navLink} href={href(`${home}/links`)}>
              {LL.site.links()}
            </a>
          </nav>
        </div>
      </header>
      <main id="conteudo" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={css.footer}>
        <div className={container}>
          {contact.length > 0 && (
            <>
              <h2 className={css.sectionTitle}>{LL.site.contactHeading()}</h2>
              <ul className={css.contactList} data-testid="site-contact">
                {contact.map((link) => (
                  <li key={link.key}>
                    <a className={css.contactLink} href={link.href} rel={link.href.startsWith('https:') ? 'noopener' : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className={css.powered}>
            <a href={href('/')} className={css.contactLink}>
              {LL.site.poweredBy()}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
