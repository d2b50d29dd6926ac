import { globalStyle, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr' } },
});

export const calculator = style({ display: 'grid', gap: vars.space.lg });
export const group = style({ display: 'grid', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const groupLabel = style({ fontWeight: 700 });
export const help = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const stepper = style({ display: 'inline-flex', alignItems: 'stretch', border: `1px solid ${vars.color.muted}`, borderRadius: vars.radius.md, overflow: 'hidden', width: 'fit-content' });
export const stepButton = style({
  width: '44px',
  minHeight: '44px',
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' } },
});
export const stepInput = style({ width: '6rem', border: 'none', borderLeft: `1px solid ${vars.color.border}`, borderRight: `1px solid ${vars.color.border}`, textAlign: 'center', font: 'inherit', fontWeight: 600, color: vars.color.text });

export const segmented = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const segment = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const segmentNote = style({ fontSize: vars.fontSize.sm, fontWeight: 400 });

export const checkboxList = style({ display: 'grid', gap: vars.space.xs });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
export const box = style({
  width: '22px',
  height: '22px',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  background: vars.color.background,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand } },
});
export const channelPrice = style({ marginLeft: 'auto', color: vars.color.muted, fontSize: vars.fontSize.sm });

export const plans = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))' });
export const plan = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const planFeatured = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brand}` });
export const badge = style({ alignSelf: 'flex-start', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.accentSoft, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const planName = style({ margin: 0 });
export const planText = style({ margin: 0, color: vars.color.muted });
export const price = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.text, lineHeight: vars.lineHeight.tight });
export const priceSuffix = style({ fontSize: vars.fontSize.md, fontWeight: 500, color: vars.color.muted, marginLeft: vars.space.xs });
export const equivalent = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const saving = style({ margin: 0, color: vars.color.success, fontWeight: 700 });
export const breakdown = style({ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm });
globalStyle(`${breakdown} dt`, { color: vars.color.muted });
globalStyle(`${breakdown} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const breakdownTotal = style({ fontWeight: 700, color: vars.color.text });
export const features = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const planAction = style({ marginTop: 'auto' });

export const promises = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0, color: vars.color.accent, fontWeight: 600 });
export const share = style({ marginTop: vars.space.xl, display: 'grid', gap: vars.space.sm });
export const shareActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const copied = style({ color: vars.color.success, fontWeight: 600 });
export const faq = style({ maxWidth: vars.width.text });
