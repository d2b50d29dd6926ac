import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ padding: `${vars.space.xxl} 0`, background: vars.color.surface, minHeight: '60vh' });
export const greeting = style({ fontSize: vars.fontSize.xl, fontWeight: 600, marginBottom: vars.space.xs });
export const lead = style({ color: vars.color.muted });
export const card = style({
  maxWidth: '40rem',
  marginTop: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
});
export const cardTitle = style({ fontSize: vars.fontSize.xl });
export const details = style({ display: 'grid', gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });
globalStyle(`${details} dt`, { fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.muted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.fontSize.sm });
