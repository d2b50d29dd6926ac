import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const group = style({ display: 'grid', gap: vars.space.sm });
export const item = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.background });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const trigger = style({
  display: 'flex', width: '100%', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`, minHeight: '44px', border: 0, background: 'transparent', color: vars.color.text,
  font: 'inherit', fontWeight: 600, textAlign: 'left', cursor: 'pointer', borderRadius: vars.radius.md,
});
export const chevron = style({
  flexShrink: 0, transition: 'transform .2s',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
// A collapsed panel keeps its box (hidden="until-found"), so the padding lives inside it.
export const panel = style({ color: vars.color.muted });
export const panelBody = style({ padding: `0 ${vars.space.lg} ${vars.space.md}` });
