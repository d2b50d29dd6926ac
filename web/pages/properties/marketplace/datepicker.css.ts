import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

/** One look for the date field before and after its calendar code loads (no jump on swap). */
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  textAlign: 'left',
  selectors: {
    '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled], &:disabled': { background: vars.color.surface, color: vars.color.muted, cursor: 'not-allowed' },
  },
});
/** The static stand-in is a button: pointer and the same box. */
export const staticButton = style([group, { cursor: 'pointer', justifyContent: 'space-between' }]);
export const placeholderText = style({ color: vars.color.muted });

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, whiteSpace: 'nowrap' });
export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-type="literal"]': { color: vars.color.muted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&[data-hovered]': { background: vars.color.brandSoft }, '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' } },
});

export const popover = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.md,
  outline: 'none',
});
export const dialog = style({ outline: 'none' });
export const calendarHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.sm });
export const calendarHeading = style({ fontSize: vars.fontSize.md, margin: 0, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });
export const calendarGrid = style({ borderCollapse: 'collapse' });
globalStyle(`${calendarGrid} th`, { fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.muted, padding: `0 0 ${vars.space.xs}`, textTransform: 'capitalize' });
globalStyle(`${calendarGrid} td`, { padding: '1px' });
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 },
    '&[data-disabled]': { color: '#767f8c', textDecoration: 'line-through', cursor: 'default', background: 'transparent' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
/** The plain date input used when JavaScript is off. */
export const nativeInput = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  width: '100%',
});
