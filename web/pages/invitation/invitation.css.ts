import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ maxWidth: '40rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}`, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
