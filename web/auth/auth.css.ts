import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars, MOBILE } from '../theme/theme.css';

/** Shared look of the account screens: a centred card with a form, and the toast region. */
export const screen = style({ padding: `${vars.space.xxl} ${vars.space.md}`, background: vars.color.surface, '@media': { [MOBILE]: { padding: `${vars.space.lg} ${vars.space.sm}` } } });
export const card = style({
  maxWidth: '28rem',
  margin: '0 auto',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  '@media': { [MOBILE]: { padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.sm });
export const intro = style({ color: vars.color.muted, marginBottom: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const input = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const submit = style({ width: '100%', marginTop: vars.space.xs });
export const links = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const inlineLink = style({ justifySelf: 'end', fontSize: vars.fontSize.sm });
export const notice = style({ display: 'grid', gap: vars.space.md });

export const toastRegion = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  maxWidth: 'min(26rem, calc(100vw - 2rem))',
  outline: 'none',
});
const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderInlineStart: '6px solid',
  fontWeight: 600,
});
export const toast = styleVariants({
  success: [toastBase, { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }],
  error: [toastBase, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }],
});
export const toastContent = style({ flex: 1 });
export const toastClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: 'rgba(0,0,0,.06)' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinnerWrap = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xxl} 0`, color: vars.color.muted });
export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
