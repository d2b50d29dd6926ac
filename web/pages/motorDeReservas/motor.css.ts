import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' });
export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const stepNumber = style({ color: vars.color.accent });

export const examples = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))' });
export const example = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
});
export const browser = style({ display: 'block', color: 'inherit', textDecoration: 'none', background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const browserBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, background: '#e9edf2' });
export const dots = style({ display: 'inline-flex', gap: '5px' });
globalStyle(`${dots} > span`, { width: '9px', height: '9px', borderRadius: '50%', background: '#b8c2ce' });
export const address = style({
  flex: 1,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.muted,
  fontSize: '0.75rem',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
export const page = style({ margin: vars.space.sm, background: vars.color.background, borderRadius: vars.radius.md, overflow: 'hidden' });
export const photo = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' });
export const pageBody = style({ display: 'flex', flexDirection: 'column', gap: '4px', padding: vars.space.sm });
export const pageTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const pageMeta = style({ fontSize: '0.75rem', color: vars.color.muted });
export const calendar = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '3px', margin: '4px 0' });
const dayBase = { height: '12px', borderRadius: '3px' } as const;
export const day = style({ ...dayBase, background: '#eef1f5' });
export const daySelected = style({ ...dayBase, background: vars.color.brand });
export const dayTaken = style({ ...dayBase, background: '#f2c4b3' });
export const pageFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const price = style({ fontSize: '0.8rem', fontWeight: 700 });
export const fakeButton = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brand, color: vars.color.onBrand, fontSize: '0.75rem', fontWeight: 700 });
export const exampleText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, flex: 1 });
export const exampleMeta = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const exampleLink = style({ marginTop: 'auto', alignSelf: 'flex-start' });

export const payment = style({ padding: `${vars.space.xxl} ${vars.space.md}` });
export const paymentInner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.xl,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.lg,
});
export const paymentIcon = style({ color: vars.color.accent, flexShrink: 0 });
