import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const drop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: { '&[data-dragging]': { opacity: 0.5 }, '&[data-over]': { borderColor: vars.color.brand, borderWidth: '2px' } },
  '@media': { 'screen and (max-width: 767.98px)': { gridTemplateColumns: '1fr' } },
});
export const thumb = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm, cursor: 'grab' });
export const progress = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const bar = style({ width: '100%', height: '0.5rem' });
