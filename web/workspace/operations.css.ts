import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Daily operations pages (front desk, housekeeping, reports): light, phone-first. */
export const scope = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const scopeField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 'min(100%, 14rem)' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const smallButton = style({
  font: 'inherit',
  fontWeight: 600,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.background,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-pressed]': { background: vars.color.brandSoft },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const units = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' });
export const unit = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const unitHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'baseline' });
export const unitName = style({ margin: 0, fontSize: vars.fontSize.md });
const badgeBase = style({ display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const badge = styleVariants({
  clean: [badgeBase, { background: vars.color.successSoft, color: vars.color.text }],
  inspected: [badgeBase, { background: vars.color.successSoft, color: vars.color.text, border: `1px solid ${vars.color.success}` }],
  dirty: [badgeBase, { background: vars.color.accentSoft, color: vars.color.text }],
  out_of_order: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.text }],
  neutral: [badgeBase, { background: vars.color.surface, color: vars.color.text }],
});
export const figures = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))', margin: 0 });
export const figure = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const figureTerm = style({ fontWeight: 600, color: vars.color.text, fontSize: vars.fontSize.sm });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const definition = style({ fontSize: vars.fontSize.sm });
export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
export const barTrack = style({ background: vars.color.surface, borderRadius: vars.radius.sm, height: '0.9rem', minWidth: '6rem', overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const bar = style({ background: vars.color.brand, height: '100%' });
export const barCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/**
 * Issue 40: the front desk's lists as cards under 600 px: each row a card, each cell a line
 * labelled by its column (`data-label`), the header row hidden (the labels say it), so status,
 * balance and the actions stay in view on a phone without scrolling sideways.
 */
const phone = '(max-width: 599.98px)';
export const deskTable = style({ '@media': { [phone]: { display: 'block' } } });
export const deskHead = style({ '@media': { [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });
export const deskBody = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.sm, padding: vars.space.sm } } });
export const deskRow = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm } } });
export const deskCell = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) 1fr',
      gap: vars.space.sm,
      borderBottom: 'none',
      padding: 0,
      overflowWrap: 'anywhere',
      selectors: { '&::before': { content: 'attr(data-label)', fontWeight: 600, color: vars.color.muted } },
    },
  },
});
export const deskWrap = style({ '@media': { [phone]: { border: 'none', overflowX: 'visible' } } });
