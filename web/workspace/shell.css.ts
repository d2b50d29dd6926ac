import { globalStyle, style } from '@vanilla-extract/css';
import { DESKTOP, MOBILE, vars } from '../theme/theme.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/**
 * The app bar: mark, scope, search, member's menu; one row. On a phone (issue 40) the search and
 * the sections sit behind the menu button at the row's end, so the bar is one 56 px row.
 */
export const appBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const appBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '56px',
  // A phone: the mark, the member's menu and the sections' button on one row, the scope under them.
  '@media': { [MOBILE]: { flexWrap: 'wrap', rowGap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  textDecoration: 'none',
  flexShrink: 0,
  selectors: { '&:focus-visible': focusRing },
});

export const markText = style({ '@media': { 'screen and (max-width: 479.98px)': { display: 'none' } } });

/*
 * The scope. On a phone (the walk of issue 40: 110 px showed "Pousad") it is the bar's second row,
 * the select as wide as the screen; a name longer still ends in an ellipsis, and the whole name is
 * in the select's own list (and its title).
 */
export const scope = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  minWidth: 0,
  flexShrink: 1,
  '@media': { [MOBILE]: { order: 10, flex: '1 0 100%' } },
});
export const scopeSelect = style({
  minHeight: '44px',
  maxWidth: '14rem',
  minWidth: 0,
  flexShrink: 1,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '@media': { [MOBILE]: { maxWidth: 'none', flex: '1 1 auto', minHeight: '40px' } },
});
export const barButton = style({ paddingInline: vars.space.md });

export const search = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flex: '1 1 14rem',
  minWidth: 0,
  '@media': { [MOBILE]: { display: 'none' } },
});
/** The search inside the phone's sections disclosure. */
export const menuSearch = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', marginBottom: vars.space.sm });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  font: 'inherit',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus-visible, &[data-focus-visible]': focusRing },
});

export const member = style({ position: 'relative', marginInlineStart: 'auto' });
export const memberButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  maxWidth: '14rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible, &[data-focus-visible]': focusRing, '&:hover': { background: vars.color.surface } },
});
/** On a phone the member's button is an icon (its name stays in its aria-label), so the bar keeps one row (issue 40). */
export const memberName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '@media': { [MOBILE]: { display: 'none' } } });
export const memberIcon = style({ flexShrink: 0, '@media': { [DESKTOP]: { display: 'none' } } });
export const memberPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: 30,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
export const memberPopover = style({
  minWidth: '12rem',
  padding: vars.space.xs,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});
export const memberItem = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-focused]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible, &[data-focus-visible]': focusRing,
  },
});
export const memberEmail = style({ display: 'block', padding: `${vars.space.xs} ${vars.space.md}`, color: vars.color.muted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  maxWidth: '90rem',
  margin: '0 auto',
  '@media': { [DESKTOP]: { gridTemplateColumns: '13rem minmax(0, 1fr)', alignItems: 'start' }, [MOBILE]: { padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`, gap: vars.space.sm } },
});

/** The section nav: a column on a desktop; on a phone a disclosure (native, so it opens without JavaScript). */
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRight: `1px solid ${vars.color.border}`,
  paddingRight: vars.space.md,
  position: 'sticky',
  top: `calc(56px + ${vars.space.md})`,
  '@media': { [MOBILE]: { display: 'none' } },
});
export const phoneNav = style({ flexShrink: 0, '@media': { [DESKTOP]: { display: 'none' } } });
/** A 44 px square button: the label ("Seções: Calendário") is there for assistive technology only. */
export const phoneNavToggle = style([memberButton, { borderRadius: vars.radius.md, maxWidth: 'none', width: '44px', padding: 0, justifyContent: 'center' }]);
/** The opened disclosure: a panel under the bar, over the page, scrolling on its own. */
export const phoneNavPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  // Under the bar's two rows on a phone (the scope is the second).
  maxHeight: 'calc(100dvh - 104px)',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});
export const phoneNavList = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const navList = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': focusRing,
  },
});

export const main = style({ minWidth: 0, outline: 'none' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

/** A section the member's role does not include (issue 26). */
export const noAccess = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxWidth: '40rem',
});

globalStyle(`${phoneNav}[open] ${phoneNavToggle}`, { background: vars.color.brandSoft });
export const searchField = style({ display: 'flex', flex: 1, minWidth: 0 });

/** The inbox's unread count beside its nav link (issue 44). */
export const navBadge = style({
  marginInlineStart: vars.space.sm,
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: 'center',
});
