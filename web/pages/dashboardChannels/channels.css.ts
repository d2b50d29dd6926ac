import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.lg });
export const note = style({ borderLeft: `4px solid ${vars.color.brand}`, padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surface, margin: 0 });
export const unitTitle = style({ fontSize: vars.fontSize.xl, marginTop: 0 });
export const subTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 20rem', minWidth: 0 });
export const input = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  width: '100%',
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger }, '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const feeds = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const feed = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'grid', gap: vars.space.xs });
export const feedUrl = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, color: vars.color.muted });
export const healthOk = style({ color: vars.color.success, fontWeight: 600 });
export const healthBad = style({ color: vars.color.danger, fontWeight: 600 });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', width: '1rem', height: '1rem', borderRadius: '50%', border: `2px solid ${vars.color.brand}`, boxSizing: 'border-box' },
    '&[data-selected]::before': { background: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.background}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
export const status = style({ minHeight: '1.5em', margin: 0 });
