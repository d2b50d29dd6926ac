import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const form = style({ display: 'inline-flex', margin: 0 });
export const band = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.accentSoft, border: `1px solid ${vars.color.accent}` });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 600 });
export const screens = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', margin: 0 });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const svg = style({ width: '100%', height: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.background });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
