/**
 * Local mode only (no Supabase configured, as /dev/mail): the booking mails of `mail_outbox`
 * as stored, so a developer or an end-to-end test reads what the guest and the host got.
 * - GET /dev/mail/booking: newest first (recipient, subject, kind, status, time; `data-reply-to`:
 *   the stay's reply-to address a mail to its guest goes out with, issue 44);
 * - GET /dev/mail/booking/:id: the mail's HTML as stored (with its LodgingReservation markup);
 *   `?part=text` for the text part.
 * Every shard's outbox is read (issue 46). Anything else, and everything when a Supabase project
 * is configured, is a 404.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { isLocalAuth } from '../auth/api';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { LOCALE_TAGS, localeFromAcceptLanguage, toLocale } from '../../shared/locales';
import { mailBodyOf } from './bodies';
import { GUEST_REPLY_TOKEN_SQL, isHostKind, replyAddress } from '../inbox/address';
import { databaseOf, findOnShards, shardBindings, shardDatabase } from '../db/shards';

interface Row {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  created_at: string;
  reply_token: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export async function devBookingOutbox(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalAuth(c.env)) return c.notFound();
  const locale = toLocale(c.req.query('lang') ?? localeFromAcceptLanguage(c.req.header('accept-language')));
  loadLocale(locale);
  const t = i18nObject(locale).auth.devMail;
  const to = c.req.query('to');
  // Every shard's outbox at once (issue 46: a host's mails are written on the host's shard), newest first.
  const perShard = await Promise.all(
    shardBindings(c.env).map(async (binding) =>
      (
        await shardDatabase(c.env, binding)
          .prepare(
            `SELECT o.id, o.host_id, o.kind, o.recipient, o.subject, o.html, o.text, o.body_key, o.status, o.created_at, ${GUEST_REPLY_TOKEN_SQL} AS reply_token FROM mail_outbox o WHERE (?1 IS NULL OR o.recipient = ?1) ORDER BY o.created_at DESC LIMIT 50`,
          )
          .bind(to ?? null)
          .all<Row & { host_id: string | null; html: string; text: string; body_key: string | null }>()
      ).results,
    ),
  );
  const listed = { results: perShard.flat().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)).slice(0, 50) };
  // A host's mail keeps its subject with its body in the MAIL bucket (issue 46): read it there.
  const results: Row[] = await Promise.all(
    listed.results.map(async ({ host_id, html, text, body_key, ...mail }) =>
      mail.subject || !body_key ? mail : { ...mail, subject: (await mailBodyOf(c.env, { ...mail, host_id, html, text, body_key }).catch(() => ({ subject: '' }))).subject },
    ),
  );
  const items = results
    .map(
      (mail) => `<li><article aria-labelledby="mail-${escapeHtml(mail.id)}" data-kind="${escapeHtml(mail.kind)}" data-status="${escapeHtml(mail.status)}"${mail.reply_token && !isHostKind(mail.kind) ? ` data-reply-to="${escapeHtml(replyAddress(c.env, mail.reply_token))}"` : ''}>
<h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
<p>${escapeHtml(t.to())}: <span data-to>${escapeHtml(mail.recipient)}</span> · ${escapeHtml(t.sentAt())}: <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(new Date(mail.created_at).toLocaleString(LOCALE_TAGS[locale].lang, { timeZone: 'UTC' }))} UTC</time></p>
<p><a href="/dev/mail/booking/${encodeURIComponent(mail.id)}" data-mail="${escapeHtml(mail.id)}">${escapeHtml(t.openLink())}</a></p>
</article></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t.title())}</title></head><body><main><h1>${escapeHtml(t.title())}</h1>${results.length ? `<ol>${items}</ol>` : `<p>${escapeHtml(t.empty())}</p>`}</main></body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-store' });
}

export async function devBookingMail(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalAuth(c.env)) return c.notFound();
  // On whichever shard holds it (every shard asked at once).
  const found = await findOnShards(c.env, (shard) =>
    databaseOf(shard)
      .prepare('SELECT id, host_id, html, text, body_key FROM mail_outbox WHERE id = ?')
      .bind(c.req.param('id') ?? '')
      .first<{ id: string; host_id: string | null; html: string; text: string; body_key: string | null }>(),
  );
  if (!found) return c.notFound();
  const stored = found.found;
  // The body from the MAIL bucket when the row has a key (issue 46), else as the row holds it.
  const row = await mailBodyOf(c.env, stored).catch(() => null);
  if (!row) return c.text('Mail body missing from the MAIL bucket.', 404, { 'cache-control': 'no-store' });
  if (c.req.query('part') === 'text') return c.text(row.text, 200, { 'cache-control': 'no-store' });
  return c.html(row.html, 200, { 'cache-control': 'no-store' });
}
