/**
 * The embeddable booking widget (issue 12 item 7): a host pastes one <script> tag (or an
 * iframe) into their own website; it shows dates and guests in the host's brand colour and
 * opens the property's booking page with the chosen stay, in the guest's language.
 * Served by worker/booking-widget.ts; the snippet is shown by web/workspace/WidgetSnippet.tsx.
 */

export const DEFAULT_BRAND_COLOR = '#0f766e';

/** The property's brand colour (properties.brand_color) as #rrggbb, or the default. */
export function brandColorOf(value: unknown): string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : DEFAULT_BRAND_COLOR;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever contrasts more with the colour (text on the widget's button). */
export function textColorOn(color: string): '#ffffff' | '#111827' {
  const l = luminance(brandColorOf(color));
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111827') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111827';
}

export interface WidgetSnippets {
  /** One script tag: the widget picks the guest's language from the browser. */
  script: string;
  /** The same form as an iframe (no JavaScript needed); language from the guest's Accept-Language. */
  iframe: string;
}

/** The HTML a host pastes into their website for a property. */
export function widgetSnippets(origin: string, propertyId: number, frameTitle: string): WidgetSnippets {
  const base = origin.replace(/\/+$/, '');
  const title = frameTitle.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
  return {
    script: `<script src="${base}/widget.js" data-property="${propertyId}" async></script>`,
    iframe: `<iframe src="${base}/widget/${propertyId}?lang=auto" title="${title}" width="100%" height="${WIDGET_HEIGHT}" style="border:0;max-width:420px" loading="lazy"></iframe>`,
  };
}

/** The widget frame's height in CSS pixels (the form fits without scrolling). */
export const WIDGET_HEIGHT = 300;
