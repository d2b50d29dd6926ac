import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The skip link every page starts with, the marketplace's and a host's site's alike: in the base
 * stylesheet (web/base.ts), not in the marketplace chrome's, which a site's pages never link.
 */
export const skipLink = style({
  position: 'absolute', left: vars.space.md, top: '-4rem', zIndex: 100,
  background: vars.color.brand, color: vars.color.onBrand, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.onBrand } },
});
