import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The sign-in invitation under the form, set apart by a rule. */
export const login = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.lg });
