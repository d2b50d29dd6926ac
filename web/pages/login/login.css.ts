import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The sign-up invitation under the form, set apart by a rule. */
export const register = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.lg });
