import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});
export const media = style({ position: 'relative', aspectRatio: '3 / 2', background: vars.color.surface });
export const photo = style({ display: 'block', width: '100%', height: '100%' });
export const badges = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm, right: vars.space.sm, display: 'flex', justifyContent: 'space-between', gap: vars.space.xs, flexWrap: 'wrap' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });
export const name = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const location = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: 'auto', paddingTop: vars.space.sm });
export const price = style({ margin: 0 });
export const priceAmount = style({ fontWeight: 800, fontSize: vars.fontSize.lg });
export const details = style({ marginTop: vars.space.sm, width: '100%' });
export const reviewCount = style({ color: vars.color.muted, fontWeight: 400 });
export const noReviews = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
