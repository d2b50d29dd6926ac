import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.md } },
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const price = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });
export const reserved = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 600 });
export const checkOut = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, margin: 0, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const checkOutLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.muted });

export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
export const groupLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const nights = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.xs });
export const night = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand },
    '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' }, '&[data-disabled]': { background: vars.color.surface } },
});
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const breakdown = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
globalStyle(`${row} dt, ${row} dd`, { margin: 0 });
globalStyle(`${row} dd`, { fontVariantNumeric: 'tabular-nums' });
export const totalRow = style([row, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm, fontWeight: 800 }]);
export const breakdownTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1.4em' });
