import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  type: [badgeBase, { background: vars.color.background, color: vars.color.brand, border: `1px solid ${vars.color.brand}` }],
  available: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  reserved: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 700 });
export const star = style({ color: '#a15c00', display: 'inline-flex' });
