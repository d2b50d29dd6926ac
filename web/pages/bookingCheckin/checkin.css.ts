import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.width.text });
export const title = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.muted });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.brandSoft, border: `1px solid ${vars.color.brand}` });
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, border: `2px solid ${vars.color.danger}` });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const fieldset = style({ display: 'grid', gap: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg, margin: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const control = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
