import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** An expired or used recovery link. */
export const problem = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 600 });
