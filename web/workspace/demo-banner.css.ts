import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const banner = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });

export const label = style({
  display: 'inline-block',
  marginRight: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0, flex: '1 1 24rem' });

export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space.sm, fontSize: vars.fontSize.sm, background: vars.color.background });

export const cell = style({ textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
