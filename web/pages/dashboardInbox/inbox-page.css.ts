import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const lead = style({ margin: 0, color: vars.color.muted });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
// maxWidth: a property's long name in the select must not push the page past a phone's width.
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minHeight: '2.75rem' });
export const control = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const threads = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const thread = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflowWrap: 'anywhere' });
export const unread = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });
export const link = style({ fontSize: vars.fontSize.lg });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const preview = style({ whiteSpace: 'pre-wrap', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const badge = style({ fontWeight: 700, color: vars.color.brand });
