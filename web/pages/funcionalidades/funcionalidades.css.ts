import { style } from '@vanilla-extract/css';
import { vars, DESKTOP } from '../../theme/theme.css';

export const mockup = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});
export const mockupBar = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md });
export const badge = style({
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: '#fff4e5',
  color: '#8a3a00',
  border: '1px solid #f3c58b',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const kpis = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', margin: 0 });
export const kpi = style({ padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md, color: vars.color.muted });
export const kpiValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brand });
export const charts = style({ display: 'grid', gap: vars.space.lg, marginTop: vars.space.lg, '@media': { [DESKTOP]: { gridTemplateColumns: '1fr 1fr' } } });
export const panel = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });
export const panelTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const chart = style({ width: '100%', height: 'auto' });
export const donutRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });
export const donut = style({ flexShrink: 0 });
export const legend = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const legendItem = style({ display: 'grid', gridTemplateColumns: '14px 1fr auto', alignItems: 'center', gap: vars.space.sm, minWidth: '11rem' });
export const note = style({ marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const explain = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, '@media': { [DESKTOP]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
