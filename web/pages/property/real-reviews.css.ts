import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const summary = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const item = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'baseline' });
export const author = style({ fontSize: vars.fontSize.md, margin: 0 });
export const rating = style({ margin: `${vars.space.xs} 0`, fontWeight: 600 });
export const reply = style({ marginTop: vars.space.sm, padding: vars.space.sm, background: vars.color.surface, borderRadius: vars.radius.md });
export const replyTitle = style({ margin: 0, fontWeight: 700 });
export const examples = style({ margin: 0, color: vars.color.muted });
export const exampleBadge = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.text, fontWeight: 700 });
