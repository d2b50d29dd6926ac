import { style } from '@vanilla-extract/css';

/**
 * Progressive enhancement by the `scripting` media feature: `jsOnly` widgets are hidden when
 * the browser runs no JavaScript, and their plain-HTML fallbacks (`noJsOnly`) shown instead.
 * Utility classes combined with component classes, hence !important: they must win whatever
 * order the stylesheets load in.
 */
const NO_SCRIPT = '(scripting: none)';

export const jsOnly = style({ '@media': { [NO_SCRIPT]: { display: 'none !important' } } });
export const noJsOnly = style({ display: 'none !important', '@media': { [NO_SCRIPT]: { display: 'block !important' } } });
export const noJsOnlyInline = style({ display: 'none !important', '@media': { [NO_SCRIPT]: { display: 'inline-flex !important' } } });
