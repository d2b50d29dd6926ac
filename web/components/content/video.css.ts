import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({ margin: 0, maxWidth: '60rem' });
export const frame = style({
  position: 'relative', aspectRatio: '16 / 9', width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden',
  background: '#0f1b2a', boxShadow: vars.shadow.raised,
});
export const facade = style({
  position: 'absolute', inset: 0, width: '100%', height: '100%', padding: 0, border: 0, cursor: 'pointer', background: 'transparent',
  display: 'block', color: vars.color.onBrand,
  selectors: { '&[data-focus-visible]': { outline: `4px solid ${vars.color.focus}`, outlineOffset: '-4px' } },
});
export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const play = style({
  position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', display: 'grid', placeItems: 'center',
  width: '88px', height: '88px', borderRadius: vars.radius.pill, background: vars.color.brand, boxShadow: vars.shadow.raised,
  transition: 'transform .15s',
  selectors: { [`${facade}[data-hovered] &`]: { transform: 'translate(-50%, -50%) scale(1.08)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const duration = style({
  position: 'absolute', right: vars.space.md, bottom: vars.space.md, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm,
  background: 'rgba(15, 27, 42, .85)', color: '#ffffff', fontSize: vars.fontSize.sm, fontWeight: 700,
});
export const iframe = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const caption = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', marginTop: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.muted });
