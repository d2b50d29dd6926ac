import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr', gap: vars.space.xl } },
});

export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` } },
});
export const textarea = style([control, { resize: 'vertical', minHeight: '7rem' }]);
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** Off-screen and out of the accessibility tree: only bots fill it. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const problem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});
globalStyle(`${problem} p`, { margin: 0 });
export const problemTitle = style({ fontWeight: 700, marginBottom: vars.space.xs });

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });
export const toastRegion = style({ position: 'fixed', left: vars.space.lg, bottom: vars.space.lg, zIndex: 40, maxWidth: 'min(28rem, calc(100vw - 2rem))' });
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
globalStyle(`${toast} p`, { margin: 0 });
export const toastClose = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255,255,255,.15)' } },
});

export const channels = style({ display: 'grid', gap: vars.space.lg });
export const channelTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const socialList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const socialLink = style({
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const mailto = style({ fontWeight: 600, wordBreak: 'break-all' });
