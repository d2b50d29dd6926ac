import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.width.text });
export const title = style({ margin: 0 });
export const status = style({ margin: 0, fontWeight: 700, color: vars.color.brand });
export const confirmation = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.brandSoft, border: `1px solid ${vars.color.brand}` });
export const confirmationTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 });
export const address = style({ fontStyle: 'normal' });
export const total = style({ display: 'block', marginTop: vars.space.xs });
export const policies = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const cancelForm = style({ display: 'grid', gap: vars.space.xs });
/** Issue 42: the online payment's panel. */
export const online = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });
export const onlineTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
