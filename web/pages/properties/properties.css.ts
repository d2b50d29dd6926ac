import { globalStyle, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

const WIDE = 'screen and (min-width: 960px)';

export const form = style({ padding: `${vars.space.xl} 0 ${vars.space.xxl}` });

/* Search bar */
export const searchBar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(12rem, 2fr) repeat(2, minmax(10rem, 1.4fr)) minmax(6rem, 0.8fr) auto',
  padding: vars.space.lg,
  marginTop: `calc(-1 * ${vars.space.xxl})`,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  '@media': {
    'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)', marginTop: 0 },
  },
});
export const textField = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const fieldLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const fieldHint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  selectors: { '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const searchButton = style({ '@media': { 'screen and (max-width: 1023.98px)': { gridColumn: '1 / -1' } } });

/* Sidebar + results */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [WIDE]: { gridTemplateColumns: '17rem minmax(0, 1fr)', alignItems: 'start' } },
});
export const sidebar = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});
export const sidebarTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const filterGroup = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const filterLegend = style({ fontWeight: 700, fontSize: vars.fontSize.md, padding: 0, marginBottom: vars.space.xs });

/* Price slider */
export const slider = style({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'minmax(0, 1fr)' });
export const sliderOutput = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });
export const sliderTrack = style({ gridColumn: '1 / -1', position: 'relative', height: '32px', margin: `0 ${vars.space.sm}` });
export const sliderRail = style({ position: 'absolute', top: '50%', left: 0, right: 0, height: '6px', transform: 'translateY(-50%)', borderRadius: vars.radius.pill, background: vars.color.border });
export const sliderFill = style({ position: 'absolute', top: '50%', height: '6px', transform: 'translateY(-50%)', borderRadius: vars.radius.pill, background: vars.color.brand });
export const sliderThumb = style({
  top: '50%',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: vars.color.background,
  border: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { background: vars.color.brandSoft, cursor: 'grabbing' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const priceFallback = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

/* Checkboxes and radios (the native input stays in the DOM: :has() keeps the look in sync with or without JavaScript) */
export const choiceList = style({ display: 'grid', gap: vars.space.xs });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.muted } },
});
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  flexShrink: 0,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: 'transparent',
});
export const dot = style([box, { borderRadius: '50%' }]);
globalStyle(`${choice}:has(input:checked) ${box}`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });
globalStyle(`${choice}:has(input:checked) ${dot}`, { boxShadow: `inset 0 0 0 4px ${vars.color.background}` });
globalStyle(`${choice}:has(input:focus-visible) ${box}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const stars = style({ display: 'inline-flex', gap: '1px', color: '#a15c00' });

export const clearLink = style({ justifySelf: 'start', fontWeight: 600 });

/* Results */
export const resultsHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });
export const count = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const stayLine = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const sortGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const sortOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const sortOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});
globalStyle(`${sortOption}:has(input:checked)`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });
globalStyle(`${sortOption}:has(input:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1180px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const notice = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: '#fff7e6',
  border: '1px solid #f0c36d',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${notice} ul`, { margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
