import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { LOCALE_TAGS, localeFromAcceptLanguage, toLocale } from '../../shared/locales';
import { isLocalAuth } from './api';

interface OutboxRow {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  link: string;
  created_at: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * GET /dev/mail: the local outbox, newest first, with each email's link (local mode only; 404
 * when a Supabase project is configured). Language from ?lang= or Accept-Language.
 */
export async function devMail(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalAuth(c.env)) return c.notFound();
  const locale = toLocale(c.req.query('lang') ?? localeFromAcceptLanguage(c.req.header('accept-language')));
  loadLocale(locale);
  const t = i18nObject(locale).auth.devMail;
  const { results } = await c.env.DB.prepare('SELECT * FROM auth_outbox ORDER BY id DESC LIMIT 50').all<OutboxRow>();
  const items = results
    .map(
      (mail) => `<li><article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>${escapeHtml(t.to())}: <span data-to>${escapeHtml(mail.to_email)}</span> · ${escapeHtml(t.sentAt())}: <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(new Date(mail.created_at).toLocaleString(LOCALE_TAGS[locale].lang, { timeZone: 'UTC' }))} UTC</time></p>
<pre>${escapeHtml(mail.body)}</pre>
<p><a href="${escapeHtml(mail.link)}" data-kind="${escapeHtml(mail.kind)}">${escapeHtml(t.openLink())}</a></p>
</article></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t.title())}</title></head><body><main><h1>${escapeHtml(t.title())}</h1><p>${escapeHtml(t.intro())}</p>${results.length ? `<ol>${items}</ol>` : `<p>${escapeHtml(t.empty())}</p>`}</main></body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-store' });
}
