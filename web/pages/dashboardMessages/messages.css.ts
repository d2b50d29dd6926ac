import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const lead = style({ color: vars.color.muted, margin: 0 });
export const panel = style({ background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space.lg, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const variables = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: `${vars.space.sm} 0 0` });
export const variable = style({ fontFamily: 'monospace', background: vars.color.surface, borderRadius: vars.radius.md, padding: `2px ${vars.space.sm}` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const preview = style({ whiteSpace: 'pre-wrap', background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const badge = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
