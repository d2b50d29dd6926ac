import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A workspace form's date (DateFilter.tsx): the label above, the segments in one 44 px box. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** Like the form's other labels (the history's: regular weight). */
export const label = style({});
const box = {
  minHeight: '44px',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
} as const;
export const input = style({
  ...box,
  display: 'flex',
  alignItems: 'center',
  gap: '1px',
  minWidth: '9rem',
  selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const native = style({ ...box, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-placeholder]': { color: vars.color.muted }, '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand, outline: 'none' } },
});
