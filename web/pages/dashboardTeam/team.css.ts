import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const lead = style({ margin: 0, color: vars.color.muted });
export const members = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const member = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const memberHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });
/** A member's address breaks anywhere rather than push a 360 px page sideways (the walk of issue 40: 432 px). */
export const memberEmail = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const status = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
