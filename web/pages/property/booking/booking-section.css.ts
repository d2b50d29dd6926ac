import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.background, scrollMarginTop: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted });
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const range = style({ flex: '1 1 18rem' });
/**
 * The picker's hint under the plain date inputs: its room kept, unseen (the picker shows it when
 * it comes); without JavaScript no picker comes, so no room either.
 */
export const hintRoom = style({ visibility: 'hidden', '@media': { '(scripting: none)': { display: 'none' } } });
export const rangeCell = style({
  selectors: {
    '&[data-selection-start], &[data-selection-end]': { fontWeight: 700 },
    '&[data-unavailable]': { color: '#767f8c', textDecoration: 'line-through', cursor: 'default' },
  },
});
export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, flex: '1 1 18rem' });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  width: '100%',
  background: vars.color.background,
  color: vars.color.text,
});
export const textarea = style([input, { minHeight: '5rem', padding: vars.space.sm }]);
export const guests = style({ width: '7rem' });
export const rooms = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const room = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const roomChosen = style([room, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);
export const roomName = style({ fontWeight: 700, margin: 0 });
export const roomMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const price = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0 });
export const reason = style({ margin: 0, color: vars.color.muted, fontStyle: 'italic' });
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#fff4e5', color: '#5c3b00', border: '1px solid #f0c36d' });
export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
export const summaryTotal = style([summaryRow, { fontWeight: 700, fontSize: vars.fontSize.lg, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs }]);
export const policy = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' });
export const error = style({ color: '#b42318', fontSize: vars.fontSize.sm });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const radio = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer', padding: `${vars.space.xs} 0` });
/** Issue 39: the payment choice as visible radio buttons. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const radioInput = style({ width: '1.25rem', height: '1.25rem', margin: '0.15rem 0 0', flex: 'none', accentColor: vars.color.brand });
export const radioHint = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.muted });
export const subTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** Issue 25: a room type's rate plans, each with its total and refundability. */
export const plans = style({ listStyle: 'none', margin: 0, padding: 0, gridColumn: '1 / -1', display: 'grid', gap: vars.space.sm });
/** Name and terms, total, button on one row; on a phone the total and button wrap below (a 360 px screen held 425 px). */
export const plan = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${plan} > :first-child`, { flex: '1 1 12rem', minWidth: 0 });
