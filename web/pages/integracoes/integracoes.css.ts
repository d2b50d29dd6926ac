import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const tableWrap = style({ overflowX: 'auto', background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '40rem' });
export const caption = style({ textAlign: 'left', padding: vars.space.md, fontWeight: 600, color: vars.color.muted });
globalStyle(`${table} th, ${table} td`, { padding: vars.space.md, textAlign: 'left', verticalAlign: 'top', borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { background: vars.color.brandSoft, color: vars.color.brand });
export const names = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const name = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const trademarks = style({ marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.muted });
