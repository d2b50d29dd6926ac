/**
 * WCAG 2.x contrast (relative luminance, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) for
 * the host's site colours. The site's theme puts white text on the primary and accent colours
 * (buttons, the header) and uses them as link and heading colours on white: both are the same
 * ratio against white, which must reach AA for normal text, 4.5:1.
 */
export const AA_TEXT = 4.5;
export const SITE_TEXT_ON_COLOR = '#ffffff';

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour. */
export function luminanceOf(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two #rrggbb colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Null when white text on `color` (and `color` on white) reads at AA; else `contrast_low:<ratio>` (one decimal, rounded down). */
export function contrastIssue(color: string): string | null {
  const ratio = contrastRatio(color, SITE_TEXT_ON_COLOR);
  return ratio >= AA_TEXT ? null : `contrast_low:${(Math.floor(ratio * 10) / 10).toFixed(1)}`;
}
