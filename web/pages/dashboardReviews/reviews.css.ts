import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const reply = style({ margin: 0, paddingLeft: vars.space.sm, borderLeft: `3px solid ${vars.color.border}`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '40rem' });
export const area = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const select = style({ padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, font: 'inherit' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
