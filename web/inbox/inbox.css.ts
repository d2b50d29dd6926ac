import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, scrollMarginTop: vars.space.xl });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const message = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const mine = style({ background: vars.color.brandSoft, borderColor: vars.color.brand });
export const system = style({ background: vars.color.surface, fontSize: vars.fontSize.sm });
export const meta = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const note = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.muted, fontStyle: 'italic' });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const status = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.accentSoft, border: `1px solid ${vars.color.accent}` });
