import { style, styleVariants } from '@vanilla-extract/css';
import { vars, MOBILE } from './theme.css';

/** Shared building blocks for pages: containers, sections, buttons, cards. */
export const container = style({ width: '100%', maxWidth: vars.width.content, margin: '0 auto', padding: `0 ${vars.space.md}` });
export const section = style({ padding: `${vars.space.xxl} 0`, '@media': { [MOBILE]: { padding: `${vars.space.xl} 0` } } });
export const sectionAlt = style([section, { background: vars.color.surface }]);
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: vars.width.text });
export const pageHeader = style({ padding: `${vars.space.xxl} 0 ${vars.space.xl}`, background: vars.color.brandSoft });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand } } }],
  secondary: [buttonBase, { background: vars.color.background, color: vars.color.brand, borderColor: vars.color.brand, selectors: { '&:hover': { background: vars.color.brandSoft } } }],
  whatsapp: [buttonBase, { background: vars.color.whatsapp, color: vars.color.onBrand, selectors: { '&:hover': { background: '#075e2f', color: vars.color.onBrand } } }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.text, selectors: { '&:hover': { background: vars.color.surface } } }],
});
export const card = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' });
export const visuallyHidden = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
