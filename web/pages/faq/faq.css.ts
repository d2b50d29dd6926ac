import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const jumpList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0 });
export const jumpLink = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '44px', padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill, border: `1px solid ${vars.color.brand}`, background: vars.color.background, fontWeight: 600, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const categories = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '52rem' });
export const category = style({ scrollMarginTop: vars.space.md });
export const closing = style({ marginTop: vars.space.xxl, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surface, maxWidth: '52rem' });
