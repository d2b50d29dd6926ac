import { style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

export const layout = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)', gap: vars.space.xxl, alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr', gap: vars.space.xl } },
});
export const highlights = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const highlight = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const check = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accent });
export const ctaTitle = style({ fontSize: vars.fontSize.xl });
export const cta = style({ marginTop: vars.space.xl, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
