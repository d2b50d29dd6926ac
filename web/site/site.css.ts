import { createThemeContract, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../theme/theme.css';

/**
 * A host's own site (issue 45) paints with the host's colours and font: this contract's
 * values are set on the site's wrapper by the server (assignInlineVars in SiteFrame), and the
 * wrapper points the global theme's brand, accent and font variables at them, so every shared
 * component inside (cards, the booking section, buttons) takes the host's theme without
 * JavaScript and without a style of its own.
 */
export const siteVars = createThemeContract({ primary: null, onPrimary: null, accent: null, onAccent: null, font: null });

export const site = style({
  vars: {
    [vars.color.brand]: siteVars.primary,
    [vars.color.brandHover]: siteVars.primary,
    [vars.color.onBrand]: siteVars.onPrimary,
    [vars.color.accent]: siteVars.accent,
    [vars.font.body]: siteVars.font,
    [vars.font.heading]: siteVars.font,
  },
  fontFamily: siteVars.font,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({ background: siteVars.primary, color: siteVars.onPrimary });
export const headerInner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, maxWidth: vars.width.content, margin: '0 auto' });
export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: 'inherit', textDecoration: 'none', fontWeight: 700, fontSize: vars.fontSize.lg, minHeight: '44px' });
export const logo = style({ width: '44px', height: '44px', objectFit: 'cover', borderRadius: vars.radius.md, background: '#ffffff' });
export const nav = style({ display: 'flex', gap: vars.space.md });
export const navLink = style({ color: 'inherit', fontWeight: 600, minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
export const main = style({ flex: '1 0 auto', paddingBottom: vars.space.xxl, ':focus': { outline: 'none' } });
export const hero = style({ padding: `${vars.space.xl} 0 ${vars.space.lg}` });
export const about = style({ maxWidth: vars.width.text, color: vars.color.text, whiteSpace: 'pre-line' });
export const sectionTitle = style({ color: siteVars.primary, fontSize: vars.fontSize.xl, margin: `${vars.space.lg} 0 ${vars.space.md}` });
export const footer = style({ borderTop: `4px solid ${siteVars.accent}`, background: vars.color.surface, padding: `${vars.space.lg} 0`, fontSize: vars.fontSize.sm });
export const contactList = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });
export const contactLink = style({ display: 'inline-flex', minHeight: '44px', alignItems: 'center', color: vars.color.text });
export const powered = style({ color: vars.color.muted, margin: 0 });
export const linksList = style({ listStyle: 'none', padding: 0, margin: `${vars.space.lg} auto`, maxWidth: '28rem', display: 'grid', gap: vars.space.md });
export const linkButton = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '52px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: siteVars.primary,
  color: siteVars.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { background: siteVars.accent, color: siteVars.onAccent },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const linksHead = style({ textAlign: 'center', paddingTop: vars.space.xl, '@media': { [MOBILE]: { paddingTop: vars.space.lg } } });
export const linksLogo = style({ width: '96px', height: '96px', objectFit: 'cover', borderRadius: '50%', margin: '0 auto', display: 'block' });
