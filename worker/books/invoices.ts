/**
 * NFS-e per stay (issue 43): a property's settings (token encrypted, never sent back), issuing a
 * stay's note, its status by Focus NFe's trigger (webhook) and by polling, and cancelling it.
 * What Focus NFe's API looks like is in ./focusnfe.ts alone; this file is our side.
 *
 * - One note per reservation (`invoices.reservation_id` is unique, `ref` = the reservation's
 *   code): issuing again answers the same note; a note Focus NFe rejected is sent again under
 *   the same ref (its documentation allows it after `erro_autorizacao`).
 * - A trigger is trusted for nothing but the ref it names: the URL's key picks the property,
 *   the ref must be one of that property's notes, and the note is read back with GET.
 * - The token leaves only in the Authorization header of a call to Focus NFe; no answer, page
 *   or log line holds it (only its last 4).
 * - Past one database (issue 46): every function below takes `shard`, the env whose `DB` is the
 *   host's shard (hostProcedure's ctx.env, the cron's forEachShard); the trigger, which names
 *   only a key, finds its shard with findOnShards.
 */
import type { InvoiceItem, InvoiceStatus, InvoicingSettings, InvoicingUpdateInput } from '../../shared/host/books';
import { isLocalAuth } from '../auth/api';
import { decryptGuestData, encryptGuestData } from '../journey/guest-crypto';
import { onlySql } from '../db/one-trip';
import { findOnShards, databaseOf } from '../db/shards';
import { kindSql } from '../db/revenue';
import { FOCUSNFE_PRODUCTION_URL, FocusUnavailable, focusClient, notePayload, type FocusClient, type NoteState } from './focusnfe';
import { simulateFocus } from './simulator';

/** The NFS-e is for Brazilian properties charging in reais. */
export class NotBrazilian extends Error {}
/** The first settings of a property need the token. */
export class TokenRequired extends Error {}
/** The property has no NFS-e settings. */
export class NotConfigured extends Error {}
/** Focus NFe refused to cancel (the reason in words). */
export class CancelRefused extends Error {}

/** The client for a token: `FOCUSNFE_API_URL`, else locally the simulator, else Focus NFe's production host. */
export function clientFor(env: Env, token: string): FocusClient {
  const configured = (env.FOCUSNFE_API_URL ?? '').trim();
  if (configured) return focusClient(configured, token, (request) => fetch(request));
  if (isLocalAuth(env)) return focusClient(SIMULATOR_BASE, token, async (request) => simulateFocus(request), '/dev/focusnfe');
  return focusClient(FOCUSNFE_PRODUCTION_URL, token, (request) => fetch(request));
}

/** The simulator's base as the in-process client names it (the same handler serves `/dev/focusnfe` locally). */
const SIMULATOR_BASE = 'http://focusnfe.local/dev/focusnfe';

const webhookPath = (key: string) => `/api/invoices/focusnfe/${key}`;

interface SettingsRow {
  propertyId: number;
  country: string;
  currency: string;
  legalName: string | null;
  cnpj: string | null;
  inscricaoMunicipal: string | null;
  codigoServico: string | null;
  aliquotaIssBp: number | null;
  codigoMunicipio: string | null;
  simplesNacional: number | null;
  autoIssue: number | null;
  tokenEnc: string | null;
  tokenLast4: string | null;
  webhookKey: string | null;
}

function settingsRow(db: D1Database, hostId: string, propertyId: number): Promise<SettingsRow | null> {
  return db
    .prepare(
      `SELECT p.id AS propertyId, p.country, p.currency, s.legal_name AS legalName, s.cnpj, s.inscricao_municipal AS inscricaoMunicipal, s.codigo_servico AS codigoServico,
              s.aliquota_iss_bp AS aliquotaIssBp, s.codigo_municipio AS codigoMunicipio, s.simples_nacional AS simplesNacional, s.auto_issue AS autoIssue,
              s.token_enc AS tokenEnc, s.token_last4 AS tokenLast4, s.webhook_key AS webhookKey
       FROM properties p LEFT JOIN invoicing_settings s ON s.property_id = p.id AND s.host_id = p.host_id
       WHERE p.id = ? AND p.host_id = ? AND p.archived_at IS NULL`,
    )
    .bind(propertyId, hostId)
    .first<SettingsRow>();
}

const allowed = (row: { country: string; currency: string }) => row.country === 'BR' && row.currency === 'BRL';

function settingsView(row: SettingsRow, origin: string): InvoicingSettings {
  return {
    propertyId: row.propertyId,
    configured: row.tokenEnc !== null,
    allowed: allowed(row),
    provider: 'focusnfe',
    legalName: row.legalName ?? '',
    cnpj: row.cnpj ?? '',
    inscricaoMunicipal: row.inscricaoMunicipal ?? '',
    codigoServico: row.codigoServico ?? '090101',
    aliquotaIss: (row.aliquotaIssBp ?? 0) / 100,
    codigoMunicipio: row.codigoMunicipio ?? '',
    autoIssue: row.autoIssue === 1,
    tokenLast4: row.tokenLast4,
    webhookUrl: row.webhookKey ? `${origin}${webhookPath(row.webhookKey)}` : null,
  };
}

/** A property's settings for the form; null when it is not the host's. */
export async function invoicingSettings(db: D1Database, hostId: string, propertyId: number, origin: string): Promise<InvoicingSettings | null> {
  const row = await settingsRow(db, hostId, propertyId);
  return row ? settingsView(row, origin) : null;
}

const randomKey = () => [...crypto.getRandomValues(new Uint8Array(24))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** host.invoicing.update: null when the property is not the host's. */
export async function updateInvoicing(shard: Env, hostId: string, input: InvoicingUpdateInput, origin: string, now = new Date()): Promise<InvoicingSettings | null> {
  const row = await settingsRow(databaseOf(shard), hostId, input.propertyId);
  if (!row) return null;
  if (!allowed(row)) throw new NotBrazilian();
  if (!input.token && row.tokenEnc === null) throw new TokenRequired();
  const tokenEnc = input.token ? await encryptGuestData(shard, input.token) : row.tokenEnc!;
  const tokenLast4 = input.token ? input.token.slice(-4) : row.tokenLast4!;
  const at = now.toISOString();
  await databaseOf(shard).prepare(
    `INSERT INTO invoicing_settings (property_id, host_id, provider, legal_name, cnpj, inscricao_municipal, codigo_servico, aliquota_iss_bp, codigo_municipio, auto_issue, token_enc, token_last4, webhook_key, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14)
     ON CONFLICT (property_id) DO UPDATE SET provider = excluded.provider, legal_name = excluded.legal_name, cnpj = excluded.cnpj,
       inscricao_municipal = excluded.inscricao_municipal, codigo_servico = excluded.codigo_servico, aliquota_iss_bp = excluded.aliquota_iss_bp,
       codigo_municipio = excluded.codigo_municipio, auto_issue = excluded.auto_issue, token_enc = excluded.token_enc, token_last4 = excluded.token_last4,
       updated_at = excluded.updated_at
     WHERE invoicing_settings.host_id = ?2`,
  )
    .bind(
      input.propertyId,
      hostId,
      input.provider,
      input.legalName ?? row.legalName ?? '',
      input.cnpj,
      input.inscricaoMunicipal,
      input.codigoServico,
      Math.round(input.aliquotaIss * 100),
      input.codigoMunicipio || row.codigoMunicipio || null,
      (input.autoIssue ?? row.autoIssue === 1) ? 1 : 0,
      tokenEnc,
      tokenLast4,
      row.webhookKey ?? randomKey(),
      at,
    )
    .run();
  return invoicingSettings(databaseOf(shard), hostId, input.propertyId, origin);
}

// ─── Notes ──────────────────────────────────────────────────────────────────────────────────

interface InvoiceRow {
  id: number;
  propertyId: number;
  reservationId: number;
  code: string;
  guestName: string;
  ref: string;
  status: InvoiceStatus;
  amountCents: number;
  number: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
  errorMessage: string | null;
  checkedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const INVOICE_COLUMNS = `i.id, i.property_id AS propertyId, i.reservation_id AS reservationId, r.code, COALESCE(r.guest_name, g.name, '') AS guestName, i.ref, i.status,
  i.amount_cents AS amountCents, i.number, i.pdf_url AS pdfUrl, i.xml_url AS xmlUrl, i.error_message AS errorMessage, i.checked_at AS checkedAt,
  i.created_at AS createdAt, i.updated_at AS updatedAt`;
const INVOICE_JOINS = 'FROM invoices i JOIN reservations r ON r.id = i.reservation_id LEFT JOIN guests g ON g.id = r.guest_id';

function itemOf(row: InvoiceRow): InvoiceItem {
  return {
    reservationId: row.reservationId,
    propertyId: row.propertyId,
    code: row.code,
    guestName: row.guestName,
    ref: row.ref,
    status: row.status,
    amountCents: row.amountCents,
    ...(row.number ? { number: row.number } : {}),
    ...(row.pdfUrl ? { pdfUrl: row.pdfUrl } : {}),
    ...(row.xmlUrl ? { xmlUrl: row.xmlUrl } : {}),
    ...(row.status === 'error' && row.errorMessage ? { error: row.errorMessage } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function invoiceOf(db: D1Database, hostId: string, reservationId: number): Promise<InvoiceRow | null> {
  return db.prepare(`SELECT ${INVOICE_COLUMNS} ${INVOICE_JOINS} WHERE i.reservation_id = ? AND i.host_id = ?`).bind(reservationId, hostId).first<InvoiceRow>();
}

/** Stores what Focus NFe says of a note (a cancelled note stays cancelled). */
async function store(db: D1Database, invoiceId: number, state: NoteState, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE invoices SET status = ?2, number = COALESCE(?3, number), verification_code = COALESCE(?4, verification_code), pdf_url = COALESCE(?5, pdf_url),
         xml_url = COALESCE(?6, xml_url), public_url = COALESCE(?7, public_url), error_code = ?8, error_message = ?9, checked_at = ?10, updated_at = ?10
       WHERE id = ?1 AND (status <> 'cancelled' OR ?2 = 'cancelled')`,
    )
    .bind(invoiceId, state.status, state.number ?? null, state.verificationCode ?? null, state.pdfUrl ?? null, state.xmlUrl ?? null, state.publicUrl ?? null, state.errorCode ?? null, state.error ?? null, now.toISOString())
    .run();
}

async function tokenOf(shard: Env, hostId: string, propertyId: number): Promise<{ settings: SettingsRow; token: string } | null> {
  const settings = await settingsRow(databaseOf(shard), hostId, propertyId);
  if (!settings?.tokenEnc) return null;
  return { settings, token: await decryptGuestData(shard, settings.tokenEnc) };
}

interface StayRow {
  id: number;
  propertyId: number;
  code: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  status: string;
  serviceCents: number;
  timezone: string;
  guestName: string;
  guestEmail: string;
  cpfEnc: string | null;
}

/**
 * host.invoices.issue: the stay's note, sent to Focus NFe unless it was already (then the same
 * note answers). Null when the reservation is not the host's (or not in the caller's reach).
 */
export async function issueInvoice(shard: Env, hostId: string, reservationId: number, now = new Date(), only?: readonly number[]): Promise<InvoiceItem | null> {
  const stay = await databaseOf(shard).prepare(
    `SELECT r.id, r.property_id AS propertyId, r.code, p.name AS propertyName, r.check_in AS checkIn, r.check_out AS checkOut, r.status,
            r.total_cents - ${kindSql('taxes')} AS serviceCents, p.timezone,
            COALESCE(r.guest_name, g.name, '') AS guestName, COALESCE(r.guest_email, g.email, '') AS guestEmail,
            (SELECT c.document_enc FROM checkin_guests c WHERE c.reservation_id = r.id AND c.document_type = 'cpf' AND c.document_enc IS NOT NULL ORDER BY c.position LIMIT 1) AS cpfEnc
     FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN guests g ON g.id = r.guest_id
     WHERE r.id = ?1 AND r.host_id = ?2${onlySql(only, 'r.property_id')}`,
  )
    .bind(reservationId, hostId)
    .first<StayRow>();
  if (!stay) return null;
  const existing = await invoiceOf(databaseOf(shard), hostId, reservationId);
  if (existing && existing.status !== 'error') return itemOf(existing);
  const secret = await tokenOf(shard, hostId, stay.propertyId);
  if (!secret || !allowed(secret.settings)) throw new NotConfigured();
  const at = now.toISOString();
  if (!existing) {
    // One note per stay even when two issue at once: the loser answers the winner's note.
    const inserted = await databaseOf(shard).prepare(
      `INSERT INTO invoices (host_id, property_id, reservation_id, ref, status, amount_cents, checked_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'processing', ?, ?, ?, ?) ON CONFLICT (reservation_id) DO NOTHING RETURNING id`,
    )
      .bind(hostId, stay.propertyId, stay.id, stay.code, stay.serviceCents, at, at, at)
      .first<{ id: number }>();
    if (!inserted) return itemOf((await invoiceOf(databaseOf(shard), hostId, reservationId))!);
  }
  const invoice = (await invoiceOf(databaseOf(shard), hostId, reservationId))!;
  let cpf: string | null = null;
  if (stay.cpfEnc) {
    try {
      cpf = (await decryptGuestData(shard, stay.cpfEnc)).replace(/\D/g, '');
    } catch {
      cpf = null;
    }
  }
  const note = notePayload(
    {
      cnpj: secret.settings.cnpj!,
      inscricaoMunicipal: secret.settings.inscricaoMunicipal!,
      codigoServico: secret.settings.codigoServico!,
      aliquotaIssBp: secret.settings.aliquotaIssBp ?? 0,
      codigoMunicipio: secret.settings.codigoMunicipio,
      simplesNacional: secret.settings.simplesNacional ?? 1,
    },
    {
      code: stay.code,
      propertyName: stay.propertyName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000),
      serviceCents: stay.serviceCents,
      timezone: stay.timezone,
      guestName: stay.guestName,
      guestEmail: stay.guestEmail,
      guestCpf: cpf && cpf.length === 11 ? cpf : null,
    },
    now,
  );
  let state: NoteState;
  try {
    state = await clientFor(shard, secret.token).issue(invoice.ref, note);
  } catch (error) {
    if (!(error instanceof FocusUnavailable)) throw error;
    // Not sent: the note stays 'processing' and the next poll asks Focus NFe for its ref (404 → sent again).
    return itemOf(invoice);
  }
  await databaseOf(shard).prepare('UPDATE invoices SET amount_cents = ? WHERE id = ?').bind(stay.serviceCents, invoice.id).run();
  await store(databaseOf(shard), invoice.id, state, now);
  return itemOf((await invoiceOf(databaseOf(shard), hostId, reservationId))!);
}

/** Asks Focus NFe for a processing note's state and stores it. */
async function refreshOne(shard: Env, hostId: string, row: InvoiceRow, now: Date): Promise<void> {
  const secret = await tokenOf(shard, hostId, row.propertyId);
  if (!secret) return;
  try {
    const state = await clientFor(shard, secret.token).get(row.ref);
    // Unknown to Focus NFe (the send never arrived): an error the host can issue again.
    await store(databaseOf(shard), row.id, state ?? { status: 'error', errorCode: 'nao_encontrado', error: 'A Focus NFe não recebeu esta nota. Emita de novo.' }, now);
  } catch (error) {
    if (!(error instanceof FocusUnavailable)) throw error;
  }
}

/** host.invoices.list: the notes, newest first; processing ones not asked for 5 s are read back first. */
export async function listInvoices(shard: Env, hostId: string, input: { propertyId?: number; reservationId?: number }, now = new Date(), only?: readonly number[]): Promise<InvoiceItem[] | null> {
  if (input.propertyId !== undefined) {
    const owned = await databaseOf(shard).prepare(`SELECT 1 AS ok FROM properties WHERE id = ? AND host_id = ?${onlySql(only)}`).bind(input.propertyId, hostId).first();
    if (!owned) return null;
  }
  const read = () =>
    databaseOf(shard).prepare(
      `SELECT ${INVOICE_COLUMNS} ${INVOICE_JOINS}
       WHERE i.host_id = ?1 AND (?2 IS NULL OR i.property_id = ?2) AND (?3 IS NULL OR i.reservation_id = ?3)${onlySql(only, 'i.property_id')}
       ORDER BY i.id DESC LIMIT 200`,
    )
      .bind(hostId, input.propertyId ?? null, input.reservationId ?? null)
      .all<InvoiceRow>();
  const { results } = await read();
  const stale = results.filter((row) => row.status === 'processing' && (!row.checkedAt || now.getTime() - Date.parse(row.checkedAt) >= 5_000)).slice(0, 5);
  if (stale.length === 0) return results.map(itemOf);
  await Promise.all(stale.map((row) => refreshOne(shard, hostId, row, now)));
  return (await read()).results.map(itemOf);
}

/** The reservation is the host's (within a member's reach): else the caller answers NOT_FOUND. */
export async function ownsReservation(db: D1Database, hostId: string, reservationId: number, only?: readonly number[]): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS ok FROM reservations WHERE id = ? AND host_id = ?${onlySql(only, 'property_id')}`).bind(reservationId, hostId).first()) !== null;
}

/** host.invoices.refresh: reads one note back now (the page's "update status"); null when the stay has none. */
export async function refreshInvoice(shard: Env, hostId: string, reservationId: number, now = new Date()): Promise<InvoiceItem | null> {
  const row = await invoiceOf(databaseOf(shard), hostId, reservationId);
  if (!row) return null;
  if (row.status === 'processing' || row.status === 'authorized') await refreshOne(shard, hostId, row, now);
  return itemOf((await invoiceOf(databaseOf(shard), hostId, reservationId))!);
}

/** host.invoices.cancel: Focus NFe's DELETE with the reason; CancelRefused with its words; null when the stay has no note. */
export async function cancelInvoice(shard: Env, hostId: string, reservationId: number, reason: string, now = new Date()): Promise<InvoiceItem | null> {
  const row = await invoiceOf(databaseOf(shard), hostId, reservationId);
  if (!row) return null;
  if (row.status === 'cancelled') return itemOf(row);
  const secret = await tokenOf(shard, hostId, row.propertyId);
  if (!secret) throw new NotConfigured();
  const answer = await clientFor(shard, secret.token).cancel(row.ref, reason);
  if (!answer.cancelled) throw new CancelRefused(answer.error ?? 'refused');
  await databaseOf(shard).prepare(`UPDATE invoices SET status = 'cancelled', cancel_reason = ?, updated_at = ? WHERE id = ?`).bind(reason, now.toISOString(), row.id).run();
  return itemOf((await invoiceOf(databaseOf(shard), hostId, reservationId))!);
}

/**
 * POST /api/invoices/focusnfe/{key}: Focus NFe's trigger. The key names a property; only a ref
 * of that property's notes is read back (GET) and stored. Unknown key → false (404).
 */
export async function invoiceTrigger(env: Env, key: string, ref: string | null, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{48}$/.test(key)) return false;
  // The key names a property on some shard (issue 46): every shard is asked at once.
  const located = await findOnShards(env, (shard) => databaseOf(shard).prepare('SELECT host_id AS hostId, property_id AS propertyId FROM invoicing_settings WHERE webhook_key = ?').bind(key).first<{ hostId: string; propertyId: number }>());
  if (!located) return false;
  const { shard, found: settings } = located;
  if (!ref) return true;
  const row = await databaseOf(shard).prepare(`SELECT ${INVOICE_COLUMNS} ${INVOICE_JOINS} WHERE i.ref = ? AND i.property_id = ? AND i.host_id = ?`).bind(ref, settings.propertyId, settings.hostId).first<InvoiceRow>();
  if (row && row.status !== 'cancelled') await refreshOne(shard, settings.hostId, row, now);
  return true;
}

/** The cron's polling: processing notes not asked for a minute, oldest first (at most `limit`). */
export async function pollInvoices(shard: Env, now = new Date(), limit = 20): Promise<number> {
  const before = new Date(now.getTime() - 60_000).toISOString();
  const { results } = await databaseOf(shard).prepare(
    `SELECT ${INVOICE_COLUMNS}, i.host_id AS hostId ${INVOICE_JOINS} WHERE i.status = 'processing' AND (i.checked_at IS NULL OR i.checked_at <= ?) ORDER BY i.checked_at LIMIT ?`,
  )
    .bind(before, limit)
    .all<InvoiceRow & { hostId: string }>();
  for (const row of results) await refreshOne(shard, row.hostId, row, now);
  return results.length;
}

/** At check-out, when the property asks for it: issues the stay's note (failures wait for the host). */
export async function autoIssueAtCheckOut(shard: Env, hostId: string, reservationId: number): Promise<void> {
  const wanted = await databaseOf(shard).prepare(
    'SELECT 1 AS ok FROM reservations r JOIN invoicing_settings s ON s.property_id = r.property_id AND s.host_id = r.host_id WHERE r.id = ? AND r.host_id = ? AND s.auto_issue = 1',
  )
    .bind(reservationId, hostId)
    .first();
  if (!wanted) return;
  try {
    await issueInvoice(shard, hostId, reservationId);
  } catch (error) {
    if (!(error instanceof NotConfigured)) throw error;
  }
}
