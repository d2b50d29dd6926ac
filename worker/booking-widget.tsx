/**
 * The embeddable booking widget (issue 12 item 7), for a host's own website:
 * - GET /widget.js: a small script that puts an iframe of the widget next to its own
 *   <script data-property="12"> tag, in the guest's browser language (data-lang to force one);
 * - GET /widget/:id (every locale; ?lang=auto picks the guest's Accept-Language): a plain GET
 *   form (dates, guests) in the property's brand colour that opens /property/:id?checkIn=&
 *   checkOut=&guests= in a new tab. No JavaScript inside the frame.
 * Both may be embedded by any site (worker/middleware/security-headers.ts EMBEDDABLE).
 */
import type { Context, Handler, Hono } from 'hono';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppEnv } from './context';
import { shardDatabase } from './db/shards';
import { shardOfRouteKnown } from './db/guest-routes';
import { i18nObject } from '../web/i18n/i18n-util';
import { loadLocale } from '../web/i18n/i18n-util.sync';
import { LOCALES, LOCALE_TAGS, everyLocalePath, localeFromAcceptLanguage, localizePath, type Locale } from '../shared/locales';
import { todayIn, addDays } from '../shared/stay/dates';
import { BOOKING_LIMITS } from '../shared/stay/booking-limits';
import { WIDGET_HEIGHT, brandColorOf, textColorOn } from '../shared/stay/widget';
import { FONT_STACKS, selfHostedFont, type SiteFont } from '../shared/site/schema';

const texts = (locale: Locale) => {
  loadLocale(locale);
  return i18nObject(locale).bookingWidget.form;
};

/** GET /widget.js — replaces nothing on the host's page: adds the iframe right after its tag. */
export const widgetScript: Handler<AppEnv> = (c) => {
  const titles = Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale).frameTitle()]));
  const script = `(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var id = tag.getAttribute('data-property') || '';
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return;
  var locales = ${JSON.stringify(LOCALES)};
  var titles = ${JSON.stringify(titles).replace(/</g, '\\u003c')};
  var wanted = tag.getAttribute('data-lang') ? [tag.getAttribute('data-lang')] : navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  var lang = 'pt';
  for (var i = 0; i < wanted.length; i++) {
    var base = String(wanted[i]).toLowerCase().split('-')[0];
    if (locales.indexOf(base) >= 0) { lang = base; break; }
  }
  var origin = new URL(tag.src, location.href).origin;
  var frame = document.createElement('iframe');
  frame.src = origin + (lang === 'pt' ? '' : '/' + lang) + '/widget/' + id;
  frame.title = titles[lang];
  frame.loading = 'lazy';
  frame.width = '100%';
  frame.height = '${WIDGET_HEIGHT}';
  frame.style.border = '0';
  frame.style.maxWidth = '420px';
  tag.parentNode.insertBefore(frame, tag.nextSibling);
})();
`;
  return c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' });
};

interface WidgetProperty {
  name: string;
  timezone: string;
  brand_color: string;
  max_guests: number;
  site_slug: string | null;
  site_color: string | null;
  site_font: string | null;
}

function page(locale: Locale, title: string, body: string, fontStylesheet?: string): string {
  const font = fontStylesheet ? `<link rel="stylesheet" href="${escapeHtml(fontStylesheet)}">` : '';
  return `<!DOCTYPE html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${font}</head><body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;background:transparent">${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function widgetLocale(c: Context<AppEnv>): Locale {
  if (c.req.query('lang') === 'auto') return localeFromAcceptLanguage(c.req.header('accept-language')) ?? c.get('locale');
  return c.get('locale');
}

/** GET /widget/:id — the form in the frame. */
export const widgetPage: Handler<AppEnv> = async (c) => {
  const locale = widgetLocale(c);
  const t = texts(locale);
  const auto = c.req.query('lang') === 'auto';
  const headers = { 'cache-control': 'public, max-age=300', ...(auto ? { vary: 'Accept-Language' } : {}) };
  const id = c.req.param('id') ?? '';
  // On the property's shard (issue 46: from its id, no round trip).
  const property = /^[1-9]\d{0,8}$/.test(id)
    ? await shardDatabase(c.env, await shardOfRouteKnown(c.env, Number(id))).prepare(
        // Issue 45: a property on its host's own site takes the site's theme, and the widget opens the site's page.
        `SELECT p.name, p.timezone, p.brand_color, p.max_guests, s.slug AS site_slug, s.color_primary AS site_color, s.font AS site_font
           FROM properties p LEFT JOIN host_sites s ON s.host_id = p.host_id AND EXISTS (SELECT 1 FROM json_each(s.property_ids) WHERE value = p.id)
          WHERE p.id = ? AND p.published = 1 AND p.archived_at IS NULL AND p.host_id NOT IN (SELECT host_id FROM demo_copies)`,
      )
        .bind(Number(id))
        .first<WidgetProperty>()
    : null;
  if (!property) return c.html(page(locale, t.frameTitle(), `<p style="margin:12px">${escapeHtml(t.notFound())}</p>`), 404, headers);

  const color = brandColorOf(property.site_color ?? property.brand_color);
  const siteFont = property.site_font && property.site_font in FONT_STACKS ? (property.site_font as SiteFont) : null;
  const font = siteFont ? FONT_STACKS[siteFont] : null;
  // A self-hosted family's @font-face rules, from the widget's own origin (the site's font, no CDN).
  const fontStylesheet = siteFont ? selfHostedFont(siteFont)?.stylesheet : undefined;
  const target = property.site_slug ? `/s/${property.site_slug}/p/${id}` : `/property/${id}`;
  const today = todayIn(property.timezone);
  const styles = {
    form: { ...(font ? { fontFamily: font } : {}), display: 'grid', gap: '10px', padding: '16px', border: `2px solid ${color}`, borderRadius: '12px', background: '#ffffff', maxWidth: '388px' },
    heading: { margin: 0, fontSize: '17px', color },
    name: { margin: 0, fontSize: '14px', color: '#374151' },
    row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' },
    label: { display: 'grid', gap: '4px', fontSize: '13px', fontWeight: 600 },
    input: { font: 'inherit', fontWeight: 400, padding: '8px', border: '1px solid #9ca3af', borderRadius: '8px', minWidth: 0 },
    button: { font: 'inherit', fontWeight: 700, padding: '10px 14px', border: 0, borderRadius: '8px', background: color, color: textColorOn(color), cursor: 'pointer' },
    hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  } satisfies Record<string, CSSProperties>;
  const form = renderToStaticMarkup(
    <form method="get" action={localizePath(target, locale)} target="_blank" style={styles.form} data-brand-color={color}>
      <h1 style={styles.heading}>{t.heading()}</h1>
      <p style={styles.name}>{property.name}</p>
      <div style={styles.row}>
        <label style={styles.label}>
          {t.checkIn()}
          <input style={styles.input} type="date" name="checkIn" min={today} max={addDays(today, 548)} required />
        </label>
        <label style={styles.label}>
          {t.checkOut()}
          <input style={styles.input} type="date" name="checkOut" min={addDays(today, 1)} max={addDays(today, 608)} required />
        </label>
      </div>
      <label style={styles.label}>
        {t.guests()}
        <input style={styles.input} type="number" name="guests" min={1} max={Math.min(BOOKING_LIMITS.guests, Math.max(1, property.max_guests))} defaultValue={2} required />
      </label>
      <button type="submit" style={styles.button}>
        {t.submit()}
        <span style={styles.hidden}> {t.newTab()}</span>
      </button>
    </form>,
  );
  return c.html(page(locale, `${t.frameTitle()}: ${property.name}`, form, fontStylesheet), 200, headers);
};

/** Mounts the widget's script and frame, the frame in every locale. */
export function mountBookingWidget(app: Hono<AppEnv>): void {
  app.get('/widget.js', widgetScript);
  app.on('GET', everyLocalePath('/widget/:id'), widgetPage);
}
