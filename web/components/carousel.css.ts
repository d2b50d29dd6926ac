import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateX(12px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  selectors: { '&[data-ready="false"]': { visibility: 'hidden' } },
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-pressed]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Fixed minimum height so switching slides never moves the content below. */
export const slides = style({ minHeight: '6rem' });

export const slide = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} .35s ease-out` } },
});
