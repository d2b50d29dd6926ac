/**
 * A host's data as a whole (issue 16, LGPD/GDPR): which tables hold it, the export (streamed
 * JSON of every table, CSV of reservations) and the deletion (every row in one D1 batch).
 *
 * The host tables are read from the schema itself (every table with a `host_id` column), so a
 * table added by a later migration is exported and deleted without a change here;
 * tests/worker/account-data.test.ts lists every table of sqlite_master and fails for a table that
 * is neither a host table nor declared below as holding no host data.
 */
import { LINE_KINDS } from '../../shared/stay/quote';
import { storedLines } from '../db/booking';
import { DIRECTORY_TABLES } from '../db/shard-move';
import { maskDocument } from '../journey/guest-crypto';
import { reservationExcelRow, reservationsExcelHeader } from '../books/exports';
import type { TranslationFunctions } from '../../web/i18n/i18n-types';

/** Tables without `host_id` that hold nothing of a host (or only the auth user, deleted apart). */
export const NOT_HOST_TABLES: Readonly<Record<string, string>> = {
  d1_migrations: 'migration bookkeeping',
  _cf_KV: 'Cloudflare internal',
  _cf_METADATA: 'Cloudflare internal',
  sqlite_sequence: 'SQLite autoincrement counters',
  settings: 'site settings',
  contact_messages: 'messages of site visitors (the contact form)',
  newsletter: 'newsletter subscribers (site visitors)',
  api_rate_limits: 'counters per client address',
  booking_drafts: 'a guest’s refused booking form for 15 minutes: deleted with the host’s properties (PROPERTY_TABLES), not exported',
  auth_users: 'the auth user: deleted by id (local) or through the admin API',
  auth_identities: 'cascades from auth_users',
  auth_sessions: 'cascades from auth_users',
  auth_refresh_tokens: 'cascades from auth_sessions',
  auth_one_time_tokens: 'cascades from auth_users',
  auth_flow_states: 'cascades from auth_users',
  auth_signing_keys: 'the server’s keys',
  auth_outbox: 'local outbox of auth emails (not host data)',
  auth_rate_limits: 'counters per client address',
  auth_email_changes: 'cascades from auth_users',
  auth_reauthentications: 'cascades from auth_users',
  revoked_sessions: 'ended sessions the edge refuses until their access tokens expire (security, not host data)',
  revoked_users: 'deleted or signed-out-everywhere users the edge refuses until their access tokens expire',
  revoked_other_sessions: 'a user’s other sessions ended from the account page (Supabase mode), refused until their access tokens expire',
  reservation_links: 'hashes of the guest messages’ manage links: deleted with the host’s reservations (RESERVATION_TABLES); nothing readable to export',
  checkin_drafts: 'a guest’s check-in form as typed so far, encrypted: deleted with the host’s reservations (RESERVATION_TABLES) and once the check-in is saved; exported (decrypted) as tables.checkin_drafts',
  guest_data_keys: 'local mode’s generated guest-data key (the server’s, not a host’s)',
  channex_changes: 'nights of a property waiting to be pushed to Channex (ids and dates only): deleted with the host’s properties (PROPERTY_TABLES), not exported',
  channex_calls: 'times of the calls made to Channex per property (the rate limit): deleted with the host’s properties (PROPERTY_TABLES), not exported',
  listing_repair: 'the directory listings repair job’s cursor per shard binding (issue 46): no host data',
  slug_repair: 'the property slug claims repair job’s cursor per shard binding (issue 46): no host data',
};

/** Tables without `host_id` whose rows belong to a host's property (column named): deleted with it. */
export const PROPERTY_TABLES: Readonly<Record<string, string>> = { booking_drafts: 'property_id', channex_changes: 'property_id', channex_calls: 'property_id' };

/** Tables without `host_id` whose rows belong to a host's reservation (column named): deleted with it. */
export const RESERVATION_TABLES: Readonly<Record<string, string>> = { checkin_drafts: 'reservation_id', reservation_links: 'reservation_id' };

/**
 * How an export shows guests' document numbers (issue 28): `plain` only in the host's own
 * account export; every other export (a member's, an accountant's) `masked` (•••••1234).
 * `reveal` decrypts a stored number (worker/journey/guest-crypto.ts); without it, or when it
 * fails, the number is masked from its stored hint.
 */
export interface GuestDocuments {
  documents: 'plain' | 'masked';
  reveal?: (stored: string) => Promise<string>;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** SQLite's and Cloudflare's own tables (D1 refuses PRAGMA on some of them). */
const INTERNAL = /^(?:sqlite_|_cf_|d1_)/;

export interface HostTable {
  name: string;
  /** Columns of the primary key (rowid for tables with an INTEGER PRIMARY KEY or none). */
  orderBy: string[];
  /** Tables this one references with a foreign key. */
  references: string[];
}

/**
 * Every table with a `host_id` column, children before the tables they reference (the order
 * in which their rows can be deleted without breaking a foreign key).
 */
export async function hostTables(db: D1Database): Promise<HostTable[]> {
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const names = results.map((row) => row.name).filter((name) => IDENT.test(name) && !INTERNAL.test(name));
  // D1 refuses pragma_table_info() in a query; the PRAGMA statements themselves are allowed.
  const answers = names.length
    ? await db.batch(names.flatMap((name) => [db.prepare(`PRAGMA table_info("${name}")`), db.prepare(`PRAGMA foreign_key_list("${name}")`)]))
    : [];
  const tables: HostTable[] = [];
  names.forEach((name, i) => {
    const columns = (answers[2 * i]?.results ?? []) as { name: string; pk: number }[];
    if (!columns.some((column) => column.name === 'host_id')) return;
    const keys = (answers[2 * i + 1]?.results ?? []) as { table: string }[];
    const pk = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    tables.push({ name, orderBy: pk.length > 0 ? pk : ['rowid'], references: [...new Set(keys.map((key) => key.table))].filter((ref) => ref !== name) });
  });
  // Children first: a table is placed after every host table that references it.
  const ordered: HostTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const place = (table: HostTable) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const child of tables) if (child.references.includes(table.name)) place(child);
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(byName.get(table.name)!);
  return ordered;
}

/** Reservations a guest still expects: not cancelled, not finished, leaving after today. */
export async function futureBookings(db: D1Database, hostId: string, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM reservations WHERE host_id = ? AND status IN ('pending', 'confirmed', 'checked_in') AND check_out > ?")
    .bind(hostId, today)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface AccountInfo {
  id: string;
  email: string;
  name: string | null;
  createdAt?: string | null;
  lastSignInAt?: string | null;
}

const PAGE = 500;

/** Reads a host table page by page (bounded memory whatever its size). */
async function* tableRows(db: D1Database, table: HostTable, hostId: string): AsyncGenerator<Record<string, unknown>> {
  const order = table.orderBy.map((column) => `"${column}"`).join(', ');
  for (let offset = 0; ; offset += PAGE) {
    const { results } = await db.prepare(`SELECT * FROM "${table.name}" WHERE host_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`).bind(hostId, PAGE, offset).all<Record<string, unknown>>();
    for (const row of results) yield row;
    if (results.length < PAGE) return;
  }
}

function streamOf(produce: (write: (text: string) => void) => Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let buffer = '';
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        buffer += text;
        if (buffer.length >= 16_384) {
          controller.enqueue(encoder.encode(buffer));
          buffer = '';
        }
      };
      try {
        await produce(write);
        if (buffer) controller.enqueue(encoder.encode(buffer));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/**
 * Everything Estadia holds about a host as one JSON document, written as it is read:
 * `{ exportedAt, account, tables: { <table>: [rows…] } }`.
 */
export function exportJson(
  db: D1Database,
  account: AccountInfo,
  extra: Record<string, unknown> = {},
  guestData: GuestDocuments = { documents: 'masked' },
  /** The directory (issue 46): its tables (the site, slugs, memberships…) are read there; `db` is the host's shard. */
  directory: D1Database = db,
): ReadableStream<Uint8Array> {
  return streamOf(async (write) => {
    write(`{"format":"estadia-export/1","exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify({ ...account, ...extra })},"tables":{`);
    const tables = await hostTables(db);
    tables.sort((a, b) => a.name.localeCompare(b.name));
    let firstTable = true;
    for (const table of tables) {
      write(`${firstTable ? '' : ','}${JSON.stringify(table.name)}:[`);
      firstTable = false;
      let firstRow = true;
      for await (const row of tableRows(DIRECTORY_TABLES.test(table.name) ? directory : db, table, account.id)) {
        write(`${firstRow ? '' : ','}${JSON.stringify(table.name === 'checkin_guests' ? await guestRow(row, guestData) : withoutSecrets(row))}`);
        firstRow = false;
      }
      write(']');
    }
    write(`${firstTable ? '' : ','}"checkin_drafts":[`);
    let firstDraft = true;
    for (const draft of await checkinDrafts(db, account.id, guestData)) {
      write(`${firstDraft ? '' : ','}${JSON.stringify(draft)}`);
      firstDraft = false;
    }
    write(']}}');
  });
}

/** A row without the secrets a host typed (issue 43: the Focus NFe token's ciphertext; its last 4 stay). */
function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  if (!('token_enc' in row)) return row;
  const { token_enc: _secret, ...rest } = row;
  return rest;
}

/** A stored document number as the export shows it (see GuestDocuments). */
async function documentOf(stored: string | null, hint: string, guestData: GuestDocuments): Promise<string | null> {
  if (stored === null) return null;
  if (guestData.reveal) {
    try {
      const plain = await guestData.reveal(stored);
      return guestData.documents === 'plain' ? plain : maskDocument(plain);
    } catch {
      // A key that no longer opens it: the hint is all there is.
    }
  }
  return maskDocument(hint);
}

/** A check-in guest's row with `document_number` in place of its ciphertext. */
async function guestRow(row: Record<string, unknown>, guestData: GuestDocuments): Promise<Record<string, unknown>> {
  const { document_enc: stored, ...rest } = row;
  return { ...rest, document_number: await documentOf(typeof stored === 'string' ? stored : null, String(row.document_hint ?? ''), guestData) };
}

/** The host's reservations' check-in drafts (what guests typed so far), opened, numbers shown as `guestData` says. */
async function checkinDrafts(db: D1Database, hostId: string, guestData: GuestDocuments): Promise<Record<string, unknown>[]> {
  const { results } = await db
    .prepare('SELECT d.reservation_id, d.draft_enc, d.updated_at FROM checkin_drafts d JOIN reservations r ON r.id = d.reservation_id WHERE r.host_id = ? ORDER BY d.reservation_id')
    .bind(hostId)
    .all<{ reservation_id: number; draft_enc: string; updated_at: string }>();
  const drafts: Record<string, unknown>[] = [];
  for (const row of results) {
    let fields: Record<string, string> | null = null;
    try {
      fields = guestData.reveal ? (JSON.parse(await guestData.reveal(row.draft_enc)) as Record<string, string>) : null;
    } catch {
      fields = null;
    }
    if (fields && guestData.documents === 'masked') {
      for (const key of Object.keys(fields)) if (key.endsWith('.document.number') && fields[key]) fields[key] = maskDocument(fields[key]!);
    }
    drafts.push({ reservation_id: row.reservation_id, updated_at: row.updated_at, fields });
  }
  return drafts;
}

export const RESERVATION_CSV_COLUMNS = [
  'code', 'property', 'room_type', 'unit', 'guest', 'guest_email', 'guest_phone', 'check_in', 'check_out', 'adults', 'children',
  'status', 'source', 'currency', 'total', 'paid', 'payment_method', 'notes', 'created_at',
  // What was sold (issue 25): the plan, its refundability, the code, and the stored lines summed
  // per kind (they add up to `total`); the add-ons one by one in `addon_items`.
  'rate_plan', 'refundable', 'promo_code', ...LINE_KINDS.map((kind) => `line_${kind}` as const), 'addon_items',
] as const;

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain number (a negative amount: a discount line) is no formula and stays a number.
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const cents = (value: unknown) => (typeof value === 'number' ? (value / 100).toFixed(2) : '');

/** A reservation's CSV cells of what was sold: plan, code, lines per kind, add-ons by name. */
function soldCells(row: Record<string, unknown>): Record<string, unknown> {
  const nightly = (() => {
    try {
      const value: unknown = JSON.parse(String(row.nightly_cents ?? '[]'));
      return Array.isArray(value) ? value.map((rateCents) => ({ rateCents: typeof rateCents === 'number' ? rateCents : 0 })) : [];
    } catch {
      return [];
    }
  })();
  const lines = storedLines(String(row.lines ?? '[]'), nightly, Number(row.cleaning_fee_cents ?? 0), Number(row.service_fee_cents ?? 0), Number(row.total_cents ?? 0));
  const cells: Record<string, unknown> = {
    rate_plan: row.rate_plan_name,
    refundable: row.refundable === 0 ? 'no' : 'yes',
    promo_code: row.promo_code,
    addon_items: lines
      .filter((line) => line.kind === 'addon')
      .map((line) => `${line.name ?? ''} × ${line.quantity ?? 1} = ${cents(line.amountCents)}`)
      .join('; '),
  };
  for (const kind of LINE_KINDS) {
    const of = lines.filter((line) => line.kind === kind);
    cells[`line_${kind}`] = of.length > 0 ? cents(of.reduce((sum, line) => sum + line.amountCents, 0)) : '';
  }
  return cells;
}

/**
 * The host's reservations as CSV (UTF-8 with BOM for spreadsheets), streamed page by page: the
 * machine form, or with `excel` the same columns as people read them (issue 43).
 */
export function reservationsCsv(db: D1Database, hostId: string, excel?: { LL: TranslationFunctions }): ReadableStream<Uint8Array> {
  return streamOf(async (write) => {
    write(excel ? reservationsExcelHeader(RESERVATION_CSV_COLUMNS, excel.LL) : `\uFEFF${RESERVATION_CSV_COLUMNS.join(',')}\r\n`);
    for (let lastId = 0; ; ) {
      const { results } = await db
        .prepare(
          `SELECT r.id, r.code, p.name AS property, rt.name AS room_type, u.name AS unit, COALESCE(r.guest_name, g.name) AS guest, COALESCE(r.guest_email, g.email) AS guest_email, COALESCE(r.guest_phone, g.phone) AS guest_phone,
                  r.check_in, r.check_out, r.adults, r.children, r.status, COALESCE(r.channel, r.source) AS source, r.currency, r.total_cents, r.paid_cents, r.payment_method, r.notes, r.created_at,
                  r.rate_plan_name, r.refundable, r.promo_code, r.lines, r.nightly_cents, r.cleaning_fee_cents, r.service_fee_cents
           FROM reservations r
           JOIN properties p ON p.id = r.property_id
           LEFT JOIN room_types rt ON rt.id = r.room_type_id
           LEFT JOIN units u ON u.id = r.unit_id
           LEFT JOIN guests g ON g.id = r.guest_id
           WHERE r.host_id = ? AND r.id > ? ORDER BY r.id LIMIT ?`,
        )
        .bind(hostId, lastId, PAGE)
        .all<Record<string, unknown> & { id: number }>();
      for (const row of results) {
        if (excel) {
          write(reservationExcelRow(row, RESERVATION_CSV_COLUMNS, excel.LL));
          continue;
        }
        const values = { ...row, total: cents(row.total_cents), paid: cents(row.paid_cents), ...soldCells(row) } as Record<string, unknown>;
        write(`${RESERVATION_CSV_COLUMNS.map((column) => csvCell(values[column])).join(',')}\r\n`);
      }
      if (results.length < PAGE) return;
      lastId = results[results.length - 1]!.id;
    }
  });
}

/** Statements deleting every row of the host, children first (for one batch). */
export async function deleteHostStatements(db: D1Database, hostId: string): Promise<D1PreparedStatement[]> {
  const tables = await hostTables(db);
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const existing = new Set(results.map((row) => row.name));
  const viaProperty = Object.entries(PROPERTY_TABLES)
    .filter(([table]) => existing.has(table))
    .map(([table, column]) => db.prepare(`DELETE FROM "${table}" WHERE "${column}" IN (SELECT id FROM properties WHERE host_id = ?)`).bind(hostId));
  // Issue 26: the user's memberships in other owners' teams end with their account (the owners'
  // audit lines keep the email they acted under); their own team goes with their host tables.
  const memberships = existing.has('team_members')
    ? [
        db.prepare('DELETE FROM team_member_properties WHERE member_id IN (SELECT id FROM team_members WHERE member_user_id = ?)').bind(hostId),
        db.prepare('DELETE FROM team_members WHERE member_user_id = ?').bind(hostId),
      ]
    : [];
  // Issue 44: what the user read of other owners' conversations names them.
  if (existing.has('inbox_reads')) memberships.push(db.prepare('DELETE FROM inbox_reads WHERE user_id = ?').bind(hostId));
  // Guests' drafts and link hashes by name too (D1 enforces their ON DELETE CASCADE; this does not lean on it).
  const viaReservation = Object.entries(RESERVATION_TABLES)
    .filter(([table]) => existing.has(table))
    .map(([table, column]) => db.prepare(`DELETE FROM "${table}" WHERE "${column}" IN (SELECT id FROM reservations WHERE host_id = ?)`).bind(hostId));
  return [...viaProperty, ...viaReservation, ...memberships, ...tables.map((table) => db.prepare(`DELETE FROM "${table.name}" WHERE host_id = ?`).bind(hostId))];
}
