import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/**
 * Design tokens. Every component styles itself with these; colours are chosen for WCAG AA
 * contrast on their intended backgrounds (text ≥ 4.5:1).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b4f8a', // 8.4:1 on white
    brandHover: '#083b68',
    brandSoft: '#e7f0f9',
    accent: '#0f6b5c', // 6.3:1 on white
    accentSoft: '#e3f4f0',
    text: '#1b2430',
    muted: '#4a5566', // 7.5:1 on white
    background: '#ffffff',
    surface: '#f5f7fa',
    border: '#d3dae3',
    focus: '#c2410c',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#146c2e',
    successSoft: '#e6f4ea',
    onBrand: '#ffffff',
    whatsapp: '#0b7a3e', // darker than the brand green so white text passes AA
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4.5rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)', hero: 'clamp(1.875rem, 1.3rem + 2.6vw, 3rem)' },
  lineHeight: { tight: '1.2', body: '1.6' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.1)', raised: '0 10px 30px rgba(16,24,40,.18)' },
  width: { content: '72rem', text: '44rem' },
});

/** The mobile breakpoint of the spec (below 768 px). */
export const MOBILE = 'screen and (max-width: 767.98px)';
export const DESKTOP = 'screen and (min-width: 768px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.md}` });
globalStyle('h1', { fontSize: vars.fontSize.hero });
globalStyle('h2', { fontSize: vars.fontSize.xxl });
globalStyle('h3', { fontSize: vars.fontSize.xl });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.brandHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[data-focus-visible]', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('html', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
