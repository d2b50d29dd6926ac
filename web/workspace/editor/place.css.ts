import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The country and time zone pickers (./PlaceComboBoxes.tsx): an input with its list button, the list in a popover. */
export const group = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });
export const input = style({ flex: '1 1 auto', minWidth: 0, borderTopRightRadius: 0, borderBottomRightRadius: 0 });
export const button = style({
  font: 'inherit',
  minWidth: '44px',
  border: `1px solid ${vars.color.muted}`,
  borderLeft: 'none',
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '14rem',
  maxHeight: '18rem',
  overflowY: 'auto',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
export const listBox = style({ outline: 'none', padding: vars.space.xs });
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: 700 },
  },
});
export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}`, margin: 0, color: vars.color.muted });
