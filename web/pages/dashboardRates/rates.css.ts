import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const lead = style({ color: vars.color.muted, margin: 0 });
export const panel = style({ background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space.lg, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', margin: `${vars.space.sm} 0` });
export const scroll = style({ overflow: 'auto', maxHeight: '40rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'start', padding: vars.space.sm, fontWeight: 700 });
export const th = style({ textAlign: 'start', padding: vars.space.sm, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, position: 'sticky', top: 0, whiteSpace: 'nowrap' });
export const rowHead = style({ textAlign: 'start', padding: vars.space.sm, fontWeight: 600, whiteSpace: 'nowrap', borderBottom: `1px solid ${vars.color.border}` });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const weekend = style({ background: vars.color.surface });
export const base = style({ color: vars.color.muted });
export const flagOn = style({ color: vars.color.danger, fontWeight: 700 });
export const weekdays = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });
export const restrictions = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' });
