import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The footer's newsletter form (dark footer background). */
export const newsletterForm = style({ display: 'grid', gap: vars.space.sm });
export const newsletterField = style({ display: 'grid', gap: vars.space.xs });
export const newsletterInput = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid #5b6b80',
  background: '#ffffff',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#ffb4a8', boxShadow: '0 0 0 2px #ffb4a8' } },
});
export const newsletterButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '2px solid #cfe3ff',
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#1d3350' }, '&[data-disabled]': { opacity: 0.7, cursor: 'progress' } },
});
const message = style({ margin: 0, minHeight: '1.6em', fontSize: vars.fontSize.sm });
export const newsletterEmpty = message;
export const newsletterSuccess = style([message, { color: '#b8f5c9', fontWeight: 600 }]);
export const newsletterProblem = style([message, { color: '#ffd2cc' }]);
