import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** "E-mail enviado!": the confirmation that replaces the form. */
export const sentTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.success, margin: 0, outline: 'none' });

/** Local mode only: where the email went (the /dev/mail outbox). */
export const local = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
