import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.9)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({ position: 'fixed', right: vars.space.lg, bottom: vars.space.lg, zIndex: 50 });

const hiddenAtFirst = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

/** Hidden (not focusable, not announced) for the first 3 s after the page is shown. */
export const delayed = style({
  visibility: 'hidden',
  animation: `${hiddenAtFirst} 0s linear 3s forwards, ${appear} 200ms ease-out 3s backwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: `${hiddenAtFirst} 0s linear 3s forwards` } },
});

export const fab = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.pill,
  border: 'none',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.whatsapp,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  animation: `${appear} 200ms ease-out`,
  selectors: { '&:hover': { background: '#075e2f' }, '&[data-pressed]': { transform: 'scale(0.96)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const popover = style({ zIndex: 60, outline: 'none' });

export const card = style({
  width: 'min(20rem, calc(100vw - 2rem))',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  outline: 'none',
  display: 'grid',
  gap: vars.space.sm,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const close = style({
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
