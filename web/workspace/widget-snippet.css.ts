import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const help = style({ color: vars.color.muted, margin: 0 });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600 });
export const code = style({
  font: `${vars.fontSize.sm} ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  width: '100%',
  resize: 'none',
  overflowWrap: 'anywhere',
  userSelect: 'all',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const status = style({ minHeight: '1.5em', margin: 0 });
export const swatch = style({ display: 'inline-block', width: '1em', height: '1em', borderRadius: '50%', verticalAlign: 'middle', border: `1px solid ${vars.color.border}` });
