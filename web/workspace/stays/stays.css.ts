import { style, styleVariants } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
const control = {
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  minHeight: '44px',
  width: '100%',
  boxSizing: 'border-box',
} as const;
export const input = style({ ...control, selectors: { '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' } } });
export const textarea = style({ ...control, resize: 'vertical', selectors: { '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' } } });
export const select = style({ ...control, cursor: 'pointer', selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } } });
export const help = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))', alignItems: 'start' });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md, alignItems: 'center' });
export const formError = style({ color: vars.color.danger, fontWeight: 600, margin: `${vars.space.sm} 0` });
export const notice = style({ color: vars.color.success, fontWeight: 600, margin: `${vars.space.sm} 0`, minHeight: '1.5em' });
/** A paragraph without its margins (the front desk's day, above its status line). */
export const flush = style({ margin: 0 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const subTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const filters = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))', alignItems: 'end' });

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({ textAlign: 'start', padding: vars.space.sm, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
/** A cell, or a row header (`<th scope="row">`) that reads as one: aligned to the start (a th is centered by default). */
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start' });
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap', marginTop: vars.space.md });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, '@media': { [MOBILE]: { gridTemplateColumns: '1fr' } } });
export const factTerm = style({ fontWeight: 600, color: vars.color.muted });
export const factValue = style({ margin: 0 });
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const historyWhen = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** A checkbox and its words on one line (the words wrap beside the box, not under it). */
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
/** A field and its button side by side, the button level with the field's input. */
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
/** A long token-like text (a URL to copy) that breaks anywhere rather than widen the page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

export const badge = styleVariants({
  pending: { background: '#fff4d6', color: '#6b4a00' },
  confirmed: { background: vars.color.brandSoft, color: vars.color.brand },
  checked_in: { background: vars.color.successSoft, color: vars.color.success },
  checked_out: { background: vars.color.surface, color: vars.color.muted },
  cancelled: { background: vars.color.dangerSoft, color: vars.color.danger },
  no_show: { background: vars.color.dangerSoft, color: vars.color.danger },
});
export const badgeBase = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, fontWeight: 600, whiteSpace: 'nowrap' });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(16,24,40,.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.md, zIndex: 50 });
export const modal = style({ background: vars.color.background, borderRadius: vars.radius.lg, boxShadow: vars.shadow.raised, maxWidth: '40rem', width: '100%', maxHeight: '90vh', overflow: 'auto' });
export const dialog = style({ padding: vars.space.lg, outline: 'none' });
export const caption = style({ textAlign: 'start', padding: vars.space.sm, fontWeight: 700 });
