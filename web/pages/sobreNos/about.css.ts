import { style } from '@vanilla-extract/css';
import { vars, MOBILE } from '../../theme/theme.css';

export const story = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.xxl, alignItems: 'center',
  '@media': { [MOBILE]: { gridTemplateColumns: '1fr' } },
});
export const illustration = style({ width: '100%', height: 'auto', color: vars.color.brand });
export const figures = style({
  display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.background, border: `1px solid ${vars.color.border}` });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.hero, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });
export const figureLabel = style({ color: vars.color.muted });
export const statements = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', marginBottom: vars.space.xl });
export const statementLabel = style({ fontSize: vars.fontSize.lg, color: vars.color.accent, margin: `0 0 ${vars.space.xs}` });
export const careers = style({ scrollMarginTop: vars.space.md });
