import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const cta = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm, marginTop: vars.space.lg });
export const ctaButton = style({ fontSize: vars.fontSize.lg, letterSpacing: '0.02em' });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))', counterReset: 'step' });
export const step = style({ position: 'relative', paddingTop: vars.space.xxl });
export const stepNumber = style({
  position: 'absolute', top: vars.space.lg, left: vars.space.lg, width: '2rem', height: '2rem', borderRadius: vars.radius.pill,
  background: vars.color.brand, color: vars.color.onBrand, display: 'grid', placeItems: 'center', fontWeight: 700,
});
export const rewards = style({ listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' });
export const reward = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.background, border: `2px solid ${vars.color.accent}`, textAlign: 'center' });
export const rewardValue = style({ display: 'block', color: vars.color.muted, fontWeight: 600 });
export const rewardResult = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.accent });
export const highlight = style({ display: 'inline-block', padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill, background: vars.color.accentSoft, color: vars.color.accent, fontWeight: 700 });
export const closing = style({ textAlign: 'left' });
