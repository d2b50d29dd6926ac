import { style } from '@vanilla-extract/css';
import { vars, DESKTOP } from '../../theme/theme.css';

export const noFee = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  maxWidth: vars.width.text,
  padding: vars.space.lg,
  background: vars.color.background,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
});
export const noFeeIcon = style({ color: vars.color.accent, flexShrink: 0 });
export const noFeeTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` });
export const noFeeText = style({ margin: 0 });
export const feature = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [DESKTOP]: { gridTemplateColumns: '1fr 1fr' } } });
export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' });
export const badge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, border: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md });
export const badgeName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.fontSize.lg, color: vars.color.brand });
export const badgeText = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const faq = style({ maxWidth: vars.width.text });
