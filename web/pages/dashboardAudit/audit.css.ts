import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const control = style({
  // As tall as the dates beside it (DateFilter): one row of 44 px fields.
  minHeight: '44px',
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const lead = style({ margin: 0, color: vars.color.muted });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
