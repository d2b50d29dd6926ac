import { style, globalStyle } from '@vanilla-extract/css';
import { vars, MOBILE, DESKTOP } from '../theme/theme.css';

export const header = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.background, position: 'relative', zIndex: 10 });
// On phones the logo, the language switcher and the menu toggle share one row from 320 px up
// (tests/e2e/header-mobile.test.ts): a smaller gap here, narrower paddings on the two buttons.
export const headerInner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, maxWidth: '90rem', margin: '0 auto', padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '64px', '@media': { [MOBILE]: { gap: vars.space.sm } } });
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.fontSize.xl, color: vars.color.brand, textDecoration: 'none', flexShrink: 0 });
// Eleven links: on wide screens they get a row of their own under the logo and actions.
export const desktopNav = style({ order: 3, flexBasis: '100%', borderTop: `1px solid ${vars.color.border}`, '@media': { [MOBILE]: { display: 'none' } } });
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}`, listStyle: 'none', margin: 0, padding: 0, justifyContent: 'center' });
export const navLink = style({
  display: 'inline-block', padding: `${vars.space.sm} ${vars.space.sm}`, color: vars.color.text, textDecoration: 'none', fontSize: vars.fontSize.sm, fontWeight: 500, borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.brandSoft }, '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 } },
});
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });
// Doubled class (&&) so it outranks the button styles it is combined with.
export const loginLink = style({ '@media': { [MOBILE]: { selectors: { '&&': { display: 'none' } } } } });
export const menuToggle = style({ '@media': { [DESKTOP]: { selectors: { '&&': { display: 'none' } } }, [MOBILE]: { selectors: { '&&': { paddingInline: vars.space.sm, minWidth: '44px' } } } } });
// The collapsed panel is hidden="until-found" after hydration (content-visibility, not display:
// none), so its own box must be empty or it would push the page down (layout shift): the border
// and padding live on the nav inside.
export const mobilePanel = style({ '@media': { [DESKTOP]: { display: 'none' } } });
globalStyle(`${mobilePanel} > nav`, { borderTop: `1px solid ${vars.color.border}`, padding: vars.space.md });
export const mobileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${mobileList} a`, { display: 'block', padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.md, minHeight: '44px' });
globalStyle(`${mobileList} a:hover`, { background: vars.color.brandSoft });
export const langButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.background, color: vars.color.text, font: 'inherit', fontSize: vars.fontSize.sm, cursor: 'pointer',
  '@media': { [MOBILE]: { padding: `0 ${vars.space.sm}` } },
});
export const langRoot = style({ position: 'relative' });
// The collapsed panel keeps its box (hidden="until-found" is content-visibility, not
// display: none), so the visible frame lives on the list inside it.
export const popover = style({ position: 'absolute', right: 0, top: 'calc(100% + 4px)', zIndex: 20, minWidth: '10rem' });
export const menu = style({ listStyle: 'none', margin: 0, padding: vars.space.xs, background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.raised });
export const menuItem = style({
  display: 'block', padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm, color: vars.color.text, textDecoration: 'none', cursor: 'pointer', outline: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand }, '&[aria-current="true"]': { fontWeight: 700 } },
});
export const hint = style({ background: vars.color.accentSoft, borderBottom: `1px solid ${vars.color.border}` });
export const hintInner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, maxWidth: '90rem', margin: '0 auto', padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const main = style({ minHeight: '60vh', display: 'block' });
export const footer = style({ background: '#0f1b2a', color: '#e6ebf2', marginTop: vars.space.xxl });
export const footerInner = style({ maxWidth: vars.width.content, margin: '0 auto', padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.lg}` });
export const footerGrid = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))' });
export const footerTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, color: '#ffffff' });
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${footer} a`, { color: '#cfe3ff' });
globalStyle(`${footer} a:hover`, { color: '#ffffff' });
export const footerBottom = style({ borderTop: '1px solid #2b3a4d', marginTop: vars.space.xl, paddingTop: vars.space.lg, fontSize: vars.fontSize.sm, color: '#c3cdd9' });
export const hintButton = style({
  minHeight: '36px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `1px solid ${vars.color.accent}`,
  background: vars.color.background, color: vars.color.accent, font: 'inherit', fontWeight: 600, cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.accentSoft } },
});
// On the narrowest phones the toggle shows only its icon (its accessible name stays "Menu").
export const menuLabel = style({ '@media': { 'screen and (max-width: 359.98px)': { display: 'none' } } });
