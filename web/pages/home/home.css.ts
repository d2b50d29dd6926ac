import { style } from '@vanilla-extract/css';
import { vars, DESKTOP } from '../../theme/theme.css';

export const contents = style({ display: 'contents' });
export const band = style({ padding: `${vars.space.xxl} 0` });
export const centeredFoot = style({ display: 'flex', justifyContent: 'center', margin: `${vars.space.lg} 0 0` });

export const flow = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  counterReset: 'step',
});
export const flowStep = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const flowNumber = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const quote = style({ margin: 0, justifyContent: 'space-between' });
export const quoteText = style({ margin: 0, fontSize: vars.fontSize.lg, selectors: { '&::before': { content: '"“"', display: 'block', fontSize: '3rem', lineHeight: 1, color: vars.color.accent } } });

export const faq = style({ display: 'grid', gap: vars.space.md, margin: 0, maxWidth: vars.width.text });
export const faqItem = style({ padding: vars.space.lg, background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const faqQuestion = style({ fontWeight: 700, marginBottom: vars.space.sm });
export const faqAnswer = style({ margin: 0, color: vars.color.muted });

export const problem = style({ margin: 0, padding: vars.space.md, background: vars.color.dangerSoft, borderRadius: vars.radius.md });
export const solution = style({ margin: 0, padding: vars.space.md, background: vars.color.successSoft, borderRadius: vars.radius.md });
export const problemButton = style({ marginTop: 'auto', alignSelf: 'flex-start' });

export const trust = style({ padding: `${vars.space.xxl} 0`, background: vars.color.accentSoft });
export const trustList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, '@media': { [DESKTOP]: { gridTemplateColumns: '1fr 1fr' } } });
export const trustItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.md, fontWeight: 600 });

export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' });
export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
});
export const badgeIcon = style({ color: vars.color.brand });
export const badgeTitle = style({ fontWeight: 700, color: vars.color.brand });
export const badgeText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const logoSlide = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
