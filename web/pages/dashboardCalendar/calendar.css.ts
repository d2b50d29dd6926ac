import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { DESKTOP, MOBILE, vars } from '../../theme/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', marginBottom: vars.space.md });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: 600,
});
export const dateForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });
export const lead = style({ color: vars.color.muted, maxWidth: '60rem', fontSize: vars.fontSize.sm });
export const banner = style({ background: vars.color.dangerSoft, color: vars.color.danger, padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: 600 });

/*
 * Issue 40, a phone: the page starts on the chart (the lead, the period links and the filter
 * folded in a disclosure, open on a desktop), the chart scrolls sideways inside its own box (never
 * the page), at least 7 nights fit a 360 px screen beside the units' names, which stay in view
 * (a sticky first column), and a room type's or property's name stays in view too.
 */
// Folded on a phone, its hidden content is still a flex item (::details-content): no gap for it,
// or 16 px of blank sit under the summary (the walk of issue 40 measured 64 px above the chart).
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [MOBILE]: { selectors: { '&:not([open])': { gap: 0 } } } },
});
export const controlsSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: 'pointer',
  width: 'fit-content',
  '@media': { [DESKTOP]: { display: 'none' } },
});
/* A desktop shows the controls whatever the disclosure says (JavaScript opens it as well). */
globalStyle(`${controls}::details-content`, { '@media': { [DESKTOP]: { contentVisibility: 'visible', display: 'contents' } } });
/** The chart's announcements: no room taken while there is nothing to say (the chart moves up). */
// Out of the page's flow while empty (absolutely placed, still in the accessibility tree so it
// announces): an empty flex item would still take the stack's gap above the chart.
export const status = style({ selectors: { '&:empty': { position: 'absolute', minHeight: 0, margin: 0, padding: 0 } } });
globalStyle(`${controls}[open] > ${controlsSummary}`, { marginBottom: vars.space.sm });

/** The widths of the first column and of a night's, narrower on a phone. */
export const unitWidth = createVar();
export const nightWidth = createVar();
// position: the nights' visually hidden dates (absolute) are held, and clipped, by this box, not the page.
export const scroller = style({ overflowX: 'auto', position: 'relative', maxWidth: '100%', minWidth: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.background });
/** Its width is set inline: unitWidth + nights × nightWidth (a fixed layout needs one). */
export const grid = style({
  vars: { [unitWidth]: '9rem', [nightWidth]: '2.75rem' },
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  '@media': { [MOBILE]: { vars: { [unitWidth]: '5.5rem', [nightWidth]: '2.125rem' } } },
});
export const unitColumn = style({ width: unitWidth, minWidth: unitWidth, position: 'sticky', left: 0, zIndex: 2, background: vars.color.background, textAlign: 'start' });
export const nightColumn = style({ width: nightWidth, minWidth: nightWidth, textAlign: 'center', padding: `${vars.space.xs} 0`, fontWeight: 500, borderBottom: `1px solid ${vars.color.border}` });
export const weekend = style({ background: vars.color.surface });
export const today = style({ boxShadow: `inset 0 -3px 0 ${vars.color.brand}` });
export const dayNumber = style({ display: 'block', fontWeight: 700, fontSize: vars.fontSize.md });
export const weekday = style({ display: 'block', color: vars.color.muted, fontSize: '0.75rem' });
export const groupCell = style({ padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surface, fontWeight: 700, textAlign: 'start' });
/** A group row's name: the row spans every night, so its text (not the cell) sticks to the box's start. */
export const stickyName = style({ display: 'inline-block', position: 'sticky', left: vars.space.md, maxWidth: 'calc(100vw - 4rem)' });
export const unitCell = style({
  padding: `0 ${vars.space.sm}`,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // A phone's narrow first column: the name wraps (a long word too) instead of being cut.
  '@media': { [MOBILE]: { whiteSpace: 'normal', overflowWrap: 'break-word', hyphens: 'auto', fontSize: '0.75rem', lineHeight: 1.2, padding: `0 ${vars.space.xs}` } },
});
const cellRule = { padding: 0, height: '2.75rem', borderBottom: `1px solid ${vars.color.border}`, borderLeft: `1px solid ${vars.color.border}`, outline: 'none' } as const;
export const cell = style(cellRule);
/*
 * A month of 30 units is ~930 night cells: they carry no class of their own (each class and
 * attribute is HTML to send and work for the server's renderer, issue 27). A night is a `td` of
 * the chart's body; a free night is the native button in it (`data-night`), its price the span.
 */
globalStyle(`${grid} > tbody > tr > td`, cellRule);
const free = `${grid} button[data-night]`;
globalStyle(free, { display: 'block', width: '100%', height: '100%', border: 0, background: 'transparent', cursor: 'pointer', padding: 0 });
globalStyle(`${free}:hover`, { background: vars.color.brandSoft });
globalStyle(`${free}[data-anchor]`, { background: vars.color.brand, color: vars.color.onBrand });
globalStyle(`${free}:focus`, { outline: 'none' });
globalStyle(`${free}:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' });
const barBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 'calc(100% - 8px)',
  margin: '4px 2px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textDecoration: 'none',
  border: '2px solid transparent',
  boxSizing: 'border-box',
  cursor: 'pointer',
  font: 'inherit',
  width: 'calc(100% - 4px)',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const bar = styleVariants({
  pending: [barBase, { background: '#fff4d6', color: '#6b4a00', borderColor: '#b7791f', borderStyle: 'dashed' }],
  confirmed: [barBase, { background: vars.color.brand, color: vars.color.onBrand }],
  checked_in: [barBase, { background: vars.color.success, color: vars.color.onBrand }],
  checked_out: [barBase, { background: '#e4e7ec', color: vars.color.text }],
  cancelled: [barBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  no_show: [barBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  block: [
    barBase,
    {
      background: `repeating-linear-gradient(45deg, #eef0f3, #eef0f3 6px, #d9dde3 6px, #d9dde3 12px)`,
      color: vars.color.text,
      borderColor: vars.color.muted,
    },
  ],
});
export const conflictMark = style({ color: vars.color.danger, background: vars.color.background, borderRadius: vars.radius.pill, padding: '0 4px', fontWeight: 800 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', padding: 0, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm });
export const swatch = style({ display: 'inline-block', width: '1.5rem', height: '0.9rem', borderRadius: vars.radius.sm, verticalAlign: 'middle', marginInlineEnd: vars.space.xs });
export const kind = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
globalStyle(`${radio}::before`, { content: '""', width: '1rem', height: '1rem', borderRadius: '50%', border: `2px solid ${vars.color.muted}`, boxSizing: 'border-box' });
globalStyle(`${radio}[data-selected]::before`, { borderWidth: '5px', borderColor: vars.color.brand });
export const propertyCell = style({ padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 800, fontSize: vars.fontSize.md, textAlign: 'start' });
/** A free night's price: small, muted, inside its button. */
globalStyle(`${free} > span:not([aria-hidden])`, { display: 'block', fontSize: '0.7rem', color: vars.color.muted, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 });
globalStyle(`${free}[data-anchor] > span:not([aria-hidden])`, { color: vars.color.onBrand });
