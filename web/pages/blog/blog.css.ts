import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' });
export const post = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const postTitle = style({ fontSize: vars.fontSize.xl, margin: `${vars.space.sm} 0` });
export const postLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } });
export const date = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });
export const more = style({ marginTop: 'auto', marginBottom: 0, fontWeight: 600 });
export const cover = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md, marginBottom: vars.space.md });
