import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const lead = style({ color: vars.color.muted, margin: 0 });
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg });
export const checkbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  cursor: 'pointer',
});
export const box = style({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.background}` },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const danger = style({ background: vars.color.danger, borderColor: vars.color.danger, selectors: { '&:hover': { background: vars.color.danger, filter: 'brightness(0.9)' } } });
