import { style } from '@vanilla-extract/css';
import { DESKTOP, vars } from '../theme/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  maxWidth: '90rem',
  margin: '0 auto',
  '@media': { [DESKTOP]: { gridTemplateColumns: '13rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
  '@media': { [DESKTOP]: { flexDirection: 'column', borderBottom: 'none', borderRight: `1px solid ${vars.color.border}`, paddingRight: vars.space.md, position: 'sticky', top: vars.space.md } },
});

export const navList = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const main = style({ minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '14rem' });

export const pickerRow = style({ display: 'flex', gap: vars.space.sm });

const control = {
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
} as const;

export const pickerSelect = style({ ...control, minWidth: 0, flex: 1, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

export const pickerButton = style({
  ...control,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.surface }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** A section the member's role does not include (issue 26). */
export const noAccess = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxWidth: '40rem',
});
