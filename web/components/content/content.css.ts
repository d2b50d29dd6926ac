import { globalStyle, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

/** Layout shared by the content pages: intro, breadcrumbs, prose, legal text, call to action. */
export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: vars.fontSize.sm });
export const breadcrumbList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, color: vars.color.muted });
export const breadcrumbItem = style({
  selectors: { '&:not(:last-child)::after': { content: '"/"', marginLeft: vars.space.xs, color: vars.color.muted } },
});
export const eyebrow = style({
  display: 'inline-block', alignSelf: 'flex-start', justifySelf: 'start', marginBottom: vars.space.sm, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.accentSoft, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 700,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });

/** Running text: a comfortable measure and spacing for long reads. */
export const prose = style({ maxWidth: vars.width.text, fontSize: vars.fontSize.lg });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.lg, margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} h2`, { marginTop: vars.space.xl });

export const twoColumns = style({
  display: 'grid', gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)', gap: vars.space.xxl, alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr', gap: vars.space.lg } },
});
export const toc = style({
  position: 'sticky', top: vars.space.md, padding: vars.space.md, borderLeft: `3px solid ${vars.color.brand}`, background: vars.color.surface,
  fontSize: vars.fontSize.sm, '@media': { [MOBILE]: { position: 'static' } },
});
export const tocTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const legalSection = style({ scrollMarginTop: vars.space.md, selectors: { '& + &': { marginTop: vars.space.xl } } });
export const updated = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, marginTop: vars.space.md, marginBottom: 0 });

export const cardGrid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))' });
export const cardIcon = style({ display: 'block', marginBottom: vars.space.md, color: vars.color.brand });
export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });
export const cardText = style({ color: vars.color.muted });
export const cardFooter = style({ marginTop: 'auto', marginBottom: 0 });
export const cardColumn = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const ctaBox = style({
  marginTop: vars.space.xxl, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.brand, color: vars.color.onBrand,
  display: 'grid', gap: vars.space.sm, justifyItems: 'start',
});
export const ctaTitle = style({ fontSize: vars.fontSize.xxl, margin: 0, color: vars.color.onBrand });
export const ctaText = style({ margin: 0, maxWidth: vars.width.text, color: vars.color.onBrand });
export const ctaButton = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '44px', marginTop: vars.space.sm, padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md, background: vars.color.background, color: vars.color.brand, fontWeight: 700, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandHover } },
});
globalStyle(`${legalSection} h2`, { fontSize: vars.fontSize.xl, marginTop: 0 });
