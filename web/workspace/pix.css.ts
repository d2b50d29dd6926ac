import { style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'auto 1fr', alignItems: 'start', '@media': { [MOBILE]: { gridTemplateColumns: '1fr' } } });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0, gridColumn: '1 / -1' });
/** The QR keeps its intrinsic size (explicit width/height), never scaled below it by the global svg rule. */
export const qr = style({ display: 'block', maxWidth: 'none', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: '#fff' });
export const details = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, margin: 0 });
export const amountLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
export const muted = style({ color: vars.color.muted, margin: 0 });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const code = style({
  font: `${vars.fontSize.sm} ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  width: '100%',
  resize: 'none',
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  userSelect: 'all',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});
export const deadline = style({ borderLeft: `4px solid ${vars.color.focus}`, padding: `${vars.space.xs} ${vars.space.sm}`, margin: 0 });
export const paid = style({ color: vars.color.success, fontWeight: 600, margin: 0 });
export const status = style({ minHeight: '1.5em', margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });
export const label = style({ fontWeight: 600 });
export const input = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  width: '100%',
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger }, '&[data-focus-visible], &:focus-visible, &[data-focus-within]': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});
export const dateInput = style([input, { display: 'flex', gap: '1px' }]);
export const segment = style({ padding: '0 1px', borderRadius: vars.radius.sm, selectors: { '&[data-placeholder]': { color: vars.color.muted }, '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand, outline: 'none' } } });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', width: '1rem', height: '1rem', borderRadius: '50%', border: `2px solid ${vars.color.brand}`, boxSizing: 'border-box' },
    '&[data-selected]::before': { background: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.background}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const summaryItem = style({ display: 'grid', margin: 0 });
export const payments = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
