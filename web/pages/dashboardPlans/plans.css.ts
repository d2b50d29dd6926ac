import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../theme/theme.css';

export const lead = style({ color: vars.color.muted, margin: 0 });
export const panel = style({ background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space.lg, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const tierRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr 1fr auto', alignItems: 'end', '@media': { [MOBILE]: { gridTemplateColumns: '1fr' } } });
export const tag = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, color: vars.color.muted, fontWeight: 600, fontSize: vars.fontSize.sm });
/** The tables' captions: read by screen readers, the section heading shows the same. */
export const hiddenCaption = style({ position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
