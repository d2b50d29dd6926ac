import { globalStyle, style } from '@vanilla-extract/css';
import { vars, MOBILE, DESKTOP } from '../../theme/theme.css';

/** Building blocks of the marketing pages (hero, sections, cards, call-to-action bands). */

export const hero = style({ padding: `${vars.space.xxl} 0`, background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.background})` });
export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [DESKTOP]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});
export const heroVisual = style({ display: 'flex', justifyContent: 'center' });
export const eyebrow = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });

export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: vars.fontSize.sm });
export const breadcrumbList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const breadcrumbItem = style({
  color: vars.color.muted,
  selectors: { '& + &::before': { content: '"/"', marginRight: vars.space.sm, color: vars.color.muted } },
});

export const sectionHead = style({ maxWidth: vars.width.text, marginBottom: vars.space.xl });
export const sectionHeadCentered = style([sectionHead, { marginLeft: 'auto', marginRight: 'auto', textAlign: 'center' }]);
export const sectionLead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, margin: 0 });
export const sectionFoot = style({ marginTop: vars.space.xl, display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const cardGrid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const cardGridWide = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }]);
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.muted });
export const cardLink = style({ marginTop: 'auto', fontWeight: 600 });

export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [DESKTOP]: { gridTemplateColumns: '1fr 1fr' } },
});
/** Puts the visual first on wide screens (alternating blocks); source order stays text first. */
export const splitReverse = style({ '@media': { [DESKTOP]: { gridTemplateColumns: '1fr 1fr' } } });
globalStyle(`${splitReverse} > :first-child`, { '@media': { [DESKTOP]: { order: 2 } } });
export const splitVisual = style({ display: 'flex', justifyContent: 'center' });

export const checkList = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'grid', gap: vars.space.sm });
export const checkItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const checkIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: '0.15em' });

export const ctaBand = style({ padding: `${vars.space.xxl} 0`, background: vars.color.brand, color: vars.color.onBrand });
export const ctaInner = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', '@media': { [DESKTOP]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } } });
export const ctaTitle = style({ color: vars.color.onBrand, margin: 0 });
export const ctaText = style({ margin: `${vars.space.sm} 0 0`, color: '#dbe8f5', fontSize: vars.fontSize.lg, maxWidth: vars.width.text });
export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
/** A light button for dark bands (brand text on white: 8.4:1). */
export const buttonOnBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.onBrand,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandHover } },
});
export const buttonOutlineOnBrand = style([
  buttonOnBrand,
  { background: 'transparent', color: vars.color.onBrand, selectors: { '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand } } },
]);
globalStyle(`${ctaBand} :focus-visible`, { outlineColor: '#ffd7a8' });

export const logoGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  justifyItems: 'center',
});
export const logoRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
});
export const stat = style({ margin: 0, display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brand, lineHeight: vars.lineHeight.tight });
export const statLabel = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const figure = style({ margin: 0 });
export const caption = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.muted, textAlign: 'center' });
export const note = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  margin: `${vars.space.lg} 0 0`,
});
export const illustration = style({ width: '100%', maxWidth: '34rem', height: 'auto', '@media': { [MOBILE]: { maxWidth: '100%' } } });
