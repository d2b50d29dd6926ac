import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const panel = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});
export const title = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.danger });
export const list = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
