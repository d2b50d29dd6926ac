import { style } from '@vanilla-extract/css';

/**
 * Progressive enhancement by the `scripting` media feature: `jsOnly` widgets are hidden when
 * the browser runs no JavaScript, and their plain-HTML fallbacks (`noJsOnly`) shown instead.
 */
const NO_SCRIPT = '(scripting: none)';

export const jsOnly = style({ '@media': { [NO_SCRIPT]: { display: 'none' } } });
export const noJsOnly = style({ display: 'none', '@media': { [NO_SCRIPT]: { display: 'block' } } });
export const noJsOnlyInline = style({ display: 'none', '@media': { [NO_SCRIPT]: { display: 'inline-flex' } } });
