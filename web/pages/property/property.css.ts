import { globalStyle, style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

const WIDE = 'screen and (min-width: 960px)';

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xxl });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600, marginBottom: vars.space.md });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const headerMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const actionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { borderColor: vars.color.danger, color: vars.color.danger },
  },
});
export const actionStatus = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success, minHeight: '1.4em', overflowWrap: 'anywhere' });

export const reservedBanner = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

/* Gallery */
export const gallery = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '2fr 1fr 1fr',
  gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
  aspectRatio: '2.2 / 1',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr', gridTemplateRows: 'auto', aspectRatio: 'auto' } },
});
export const tile = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: vars.color.surface,
  cursor: 'zoom-in',
  overflow: 'hidden',
  minHeight: 0,
  selectors: {
    '&:first-child': { gridRow: '1 / span 2' },
    '&[data-focus-visible]': { outlineOffset: '-4px' },
  },
  '@media': { [MOBILE]: { selectors: { '&:not(:first-child)': { display: 'none' } } } },
});
export const tilePhoto = style({ display: 'block', width: '100%', height: '100%' });
export const seeAll = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
});

/* Body: details + booking card */
export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  marginTop: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});
export const main = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, minWidth: 0 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const facts = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const description = style({ maxWidth: vars.width.text, margin: 0 });

/* Tabs: native radios; the checked one's panel shows (DetailTabs.tsx), no JavaScript. */
export const tabs = style({});
// A fieldset with its frame taken away: the tab row as it was.
export const tabList = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowX: 'auto' });
export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  color: vars.color.muted,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const tabPanel = style({ padding: `${vars.space.lg} 0 0` });
// Each panel shows while its radio is checked (a browser without :has shows them all, one under another).
for (const key of ['amenities', 'rules', 'reviews']) {
  globalStyle(`${tabs}:not(:has(input[value="${key}"]:checked)) > [data-tab="${key}"]`, { display: 'none' });
}
export const amenityList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' });
export const amenity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const check = style({ color: vars.color.success, display: 'inline-flex' });
export const houseRules = style({ maxWidth: vars.width.text, display: 'grid', gap: vars.space.xs });
globalStyle(`${houseRules} p`, { margin: 0 });
export const ruleList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const review = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });
export const reviewHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.xs });
export const reviewUser = style({ fontSize: vars.fontSize.md, margin: 0 });
export const reviewDate = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const reviewStars = style({ display: 'inline-flex', gap: '1px', color: '#a15c00', margin: `0 0 ${vars.space.xs}` });
export const reviewEmptyStar = style({ color: vars.color.border });
globalStyle(`${review} p`, { margin: 0 });

/* Location */
export const map = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });
export const address = style({ fontStyle: 'normal', marginTop: vars.space.md, display: 'grid', gap: vars.space.xs });
export const mapNote = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });

/* Not found */
export const notFound = style({ padding: `${vars.space.xxxl} 0`, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: vars.space.md });
