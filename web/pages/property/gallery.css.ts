import { style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(12, 18, 28, 0.85)',
  padding: vars.space.md,
});
export const modal = style({
  width: 'min(64rem, 100%)',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.background,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});
export const dialog = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, outline: 'none', '@media': { [MOBILE]: { padding: vars.space.md } } });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.background,
  cursor: 'pointer',
  flexShrink: 0,
});
export const stage = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.sm });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const photo = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const nav = style([close, { width: '48px', height: '48px' }]);
export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.sm, overflowX: 'auto' });
export const thumb = style({
  display: 'block',
  padding: 0,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&[data-selected]': { borderColor: vars.color.brand } },
});
export const thumbPhoto = style({ display: 'block', width: '96px', height: '64px' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
