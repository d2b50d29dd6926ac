import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../theme/theme.css';

export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', width: '1.1rem', height: '1.1rem', borderRadius: '50%', border: `2px solid ${vars.color.muted}`, boxSizing: 'border-box', flexShrink: 0 },
    '&[data-selected]::before': { borderColor: vars.color.brand, borderWidth: '0.35rem' },
    '&[data-focus-visible]::before': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', width: '1.1rem', height: '1.1rem', borderRadius: vars.radius.sm, border: `2px solid ${vars.color.muted}`, boxSizing: 'border-box', flexShrink: 0, background: vars.color.background },
    '&[data-selected]::before': { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.background}` },
    '&[data-focus-visible]::before': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const checkboxGrid = style({ display: 'grid', gap: `0 ${vars.space.md}`, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' });
export const groupLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  minHeight: '44px',
  background: vars.color.background,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});
export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-placeholder]': { color: vars.color.muted }, '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const twoColumns = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' });
export const unitList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const unitRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', '@media': { [MOBILE]: { alignItems: 'stretch' } } });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
/** A form's messages: the error (shown only when there is one) and the status line, close to the buttons. */
export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const messageError = style({ color: vars.color.danger, fontWeight: 600, margin: 0, selectors: { '&:empty': { display: 'none' } } });
export const messageStatus = style({ color: vars.color.success, fontWeight: 600, margin: 0, minHeight: '1.5em' });
