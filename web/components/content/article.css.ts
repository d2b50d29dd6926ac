import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { prose } from './content.css';

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, margin: `${vars.space.md} 0 0`, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const body = style({ margin: '0 auto' });
export const toc = style({ margin: `0 0 ${vars.space.xl}`, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface, fontSize: vars.fontSize.md });
export const tocTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, selectors: { [`${prose} &`]: { paddingLeft: 0 } } });
export const item = style({ scrollMarginTop: vars.space.md, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, selectors: { '& + &': { marginTop: vars.space.lg } } });
export const itemTitle = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
export const itemNumber = style({
  flexShrink: 0, display: 'inline-grid', placeItems: 'center', minWidth: '2rem', height: '2rem', borderRadius: vars.radius.pill,
  background: vars.color.brand, color: vars.color.onBrand, fontSize: vars.fontSize.md, fontWeight: 700,
});
export const back = style({ display: 'inline-block', marginTop: vars.space.xl });
globalStyle(`${items} h3`, { marginTop: 0 });
