/**
 * One conversation per stay (issue 44): the guest writes from the manage page (tRPC and the
 * no-JavaScript form) or replies to a mail of the stay (the worker's `email` handler), the host
 * reads and answers from the inbox, and every rule around it: unread per member, the reply-to
 * address on the guest's mails only, quoted history cut, unknown or forged addresses refused
 * without a throw, notices at most once per thread per 10 minutes, size and rate limits,
 * another host's stay NOT_FOUND, a member without the permission FORBIDDEN, export and deletion.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { updateProperty } from '../../worker/db/properties';
import { attemptOutboxMail, type OutboxRow } from '../../worker/mail/outbox';
import { handleInboundEmail, type InboundEmail } from '../../worker/inbox/email';
import { cutQuoted } from '../../worker/inbox/reply-text';
import { addGuestMessage, stayByManageToken } from '../../worker/inbox/threads';
import { deleteHostStatements, hostTables } from '../../worker/account/data';
import { ORIGIN, countRows, post, selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { codeOf, data, join, mutate, newPerson, ok, query, type Person } from './team-support';
import { book, day } from './booking-support';
import { withBodies } from './mail-bodies-support';

let seq = 0;

interface Place {
  owner: Person;
  propertyId: number;
  roomTypeId: number;
}

async function placeOf(owner: Person, name = 'Pousada Conversa'): Promise<Place> {
  const property = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }));
  const rooms = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 20 }));
  await updateProperty(env.DB, owner.id, { id: property.id, published: true });
  await env.DB.prepare("UPDATE properties SET contact_email = ?, default_locale = 'pt' WHERE id = ?").bind(owner.email, property.id).run();
  return { owner, propertyId: property.id, roomTypeId: rooms.id };
}

interface Stay {
  id: number;
  token: string;
  email: string;
}

/** A guest's booking through the public API (their manage token and the reservation id). */
async function stayAt(place: Place, locale = 'en'): Promise<Stay> {
  seq += 1;
  const email = `guest.inbox.${Date.now().toString(36)}.${seq}@example.com`;
  const answer = await book({
    propertyId: place.propertyId,
    roomTypeId: place.roomTypeId,
    checkIn: day(20 + seq * 3),
    checkOut: day(22 + seq * 3),
    guests: 2,
    guest: { name: `Ana Guest ${seq}`, email, phone: '' },
    locale,
    payment: 'at_property',
  });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const token = new URL(data(answer).manageUrl).pathname.split('/').pop()!;
  const row = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(data(answer).code).first<{ id: number }>();
  return { id: row!.id, token, email };
}

const guestSends = (token: string, text: string) => post('booking.messages.send', { token, text }, { ip: uniqueIp() });

/** The stay's reply-to address, as the local outbox shows it on the guest's mails. */
async function replyAddressOf(stay: Stay): Promise<string> {
  const html = await (await selfFetch(`${ORIGIN}/dev/mail/booking?to=${encodeURIComponent(stay.email)}`)).text();
  const found = /data-reply-to="([^"]+)"/.exec(html);
  expect(found, 'a data-reply-to on the guest’s mail').not.toBeNull();
  return found![1]!;
}

function rawMail(to: string, lines: string[], extraHeaders: string[] = []): string {
  seq += 1;
  return [
    'From: Ana Guest <ana@example.com>',
    `To: ${to}`,
    'Subject: Re: your booking',
    `Message-ID: <inbox-${seq}-${Date.now()}@example.com>`,
    'MIME-Version: 1.0',
    ...extraHeaders,
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...lines,
  ].join('\r\n');
}

/** Email Routing's message as the handler gets it; `rejected` records setReject. */
function inbound(to: string, raw: string) {
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from: 'ana@example.com',
    to,
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    rejected: null as string | null,
    setReject(reason: string) {
      this.rejected = reason;
    },
  };
  return message;
}

/** Calls the worker's exported `email` handler, waiting for what it leaves to waitUntil. */
async function deliverInbound(message: ReturnType<typeof inbound>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => pending.push(promise), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  await worker.email!(message as never, env as never, ctx as never);
  await Promise.allSettled(pending);
}

describe('the conversation of a stay', () => {
  let owner: Person;
  let place: Place;
  let stay: Stay;

  beforeAll(async () => {
    owner = await newPerson('inbox-owner', 'Olga Dona');
    place = await placeOf(owner);
    stay = await stayAt(place, 'en');
  });

  it('a guest message from the manage page appears unread in the host’s inbox, and reading it clears the count', async () => {
    await ok(guestSends(stay.token, '  Can we arrive after 22:00?\r\nThanks!  '));
    const list = await ok<{ threads: { reservationId: number; unread: number; lastText: string; lastFrom: string }[] }>(query(owner, 'host.inbox.list', { propertyId: place.propertyId }));
    const thread = list.threads.find((t) => t.reservationId === stay.id);
    expect(thread).toMatchObject({ unread: 1, lastFrom: 'guest', lastText: 'Can we arrive after 22:00?\nThanks!' });
    expect((await ok<{ threads: unknown[] }>(query(owner, 'host.inbox.list', { unread: true }))).threads.length).toBe(1);
    expect(await ok(query(owner, 'host.inbox.unread'))).toEqual({ threads: 1 });

    const thread1 = await ok<{ messages: { from: string; channel: string; text: string }[] }>(query(owner, 'host.inbox.get', { reservationId: stay.id }));
    expect(thread1.messages.filter((m) => m.from === 'guest')).toEqual([expect.objectContaining({ from: 'guest', channel: 'site', text: 'Can we arrive after 22:00?\nThanks!' })]);
    // The system's own mails of the stay (the confirmation) are in the thread too.
    expect(thread1.messages.some((m) => m.from === 'system' && m.channel === 'email')).toBe(true);
    expect(await ok(query(owner, 'host.inbox.unread'))).toEqual({ threads: 0 });
    expect((await ok<{ threads: unknown[] }>(query(owner, 'host.inbox.list', { unread: true }))).threads).toEqual([]);
  });

  it('the guest’s form without JavaScript: 303 back to the page, the error next to the field with the text kept', async () => {
    const form = (text: string) =>
      selfFetch(`${ORIGIN}/en/reserva/${stay.token}/mensagem`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
        body: new URLSearchParams({ text }).toString(),
      });
    const sent = await form('Is breakfast included?');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/en/reserva/${stay.token}?message=sent#mensagens`);
    const empty = await form('   ');
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toContain('messageError=required');
    const long = await form('x'.repeat(2001));
    expect(new URL(long.headers.get('location')!, ORIGIN).searchParams.get('messageError')).toBe('too_long');
    expect(new URL(long.headers.get('location')!, ORIGIN).searchParams.get('text')).toBe('x'.repeat(2001));
    // The page shows the error next to the field, and the text typed.
    const page = await (await selfFetch(`${ORIGIN}${long.headers.get('location')!.replace(/#.*/, '')}`)).text();
    expect(page).toMatch(/id="message-text-error"[^>]*>[^<]*2000/);
    expect(page).toContain('aria-invalid="true"');
    const cross = await selfFetch(`${ORIGIN}/en/reserva/${stay.token}/mensagem`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'text=hi' });
    expect(cross.status).toBe(403);
    const unknown = await selfFetch(`${ORIGIN}/en/reserva/${'u'.repeat(43)}/mensagem`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: 'text=hi' });
    expect(unknown.status).toBe(404);
    const list = await ok<{ messages: { text: string }[] }>(query(null, 'booking.messages.list', { token: stay.token }));
    expect(list.messages.map((m) => m.text)).toEqual(['Can we arrive after 22:00?\nThanks!', 'Is breakfast included?']);
  });

  it('the host’s reply mails the guest with the stay’s reply-to address, in their language, with the manage link and the last messages', async () => {
    const sent: { replyTo?: string; to: string; subject: string; text: string }[] = [];
    const BOOKING_EMAIL = { send: async (message: never) => void sent.push(message) } as unknown as SendEmail;
    const answer = await post('host.inbox.send', { reservationId: stay.id, text: 'Of course, the door code is <b>1234</b>.' }, { headers: { authorization: `Bearer ${owner.token}` }, ip: uniqueIp(), fetch: workerFetchWith({ BOOKING_EMAIL }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(data(answer)).toMatchObject({ reservationId: stay.id, mailed: true });
    const mail = sent.find((m) => m.to === stay.email);
    expect(mail, 'a mail to the guest').toBeDefined();
    expect(mail!.replyTo).toMatch(/^reply-[0-9a-f]{32}p\d+@reply\.estadia\.com\.br$/);
    expect(mail!.replyTo).toBe(await replyAddressOf(stay));
    expect(mail!.subject).toBe('Message from Pousada Conversa about booking ' + (await env.DB.prepare('SELECT code FROM reservations WHERE id = ?').bind(stay.id).first<{ code: string }>())!.code);
    expect(mail!.text).toContain('Of course, the door code is <b>1234</b>.');
    expect(mail!.text).toContain('Is breakfast included?');
    expect(mail!.text).toMatch(/Open the booking: https?:\/\/[^\s]+\/en\/reserva\/[A-Za-z0-9_-]{20,}/);
    // The HTML part escapes the host's words (text only).
    const row = await env.DB.prepare("SELECT html FROM mail_outbox WHERE reservation_id = ? AND kind = 'inbox_reply'").bind(stay.id).first<{ html: string }>();
    expect(row!.html).toContain('&lt;b&gt;1234&lt;/b&gt;');
    // The guest reads it on the manage page's conversation.
    const list = await ok<{ messages: { from: string; text: string }[] }>(query(null, 'booking.messages.list', { token: stay.token }));
    expect(list.messages.at(-1)).toMatchObject({ from: 'host', text: 'Of course, the door code is <b>1234</b>.' });
    // Which member answered stays in the workspace: the guest's view names no one.
    expect(JSON.stringify(list.messages)).not.toContain(owner.email);
    const hostView = await ok<{ messages: { from: string; author?: string }[] }>(query(owner, 'host.inbox.get', { reservationId: stay.id }));
    expect(hostView.messages.filter((m) => m.from === 'host').at(-1)?.author).toContain(owner.email);
    // Mails to the host never carry the guest's reply-to address.
    const hostRow = await env.DB.prepare("SELECT * FROM mail_outbox WHERE reservation_id = ? AND kind = 'booking_host'").bind(stay.id).first<OutboxRow>();
    const hostSent: { replyTo?: string }[] = [];
    await attemptOutboxMail({ ...env, BOOKING_EMAIL: { send: async (m: never) => void hostSent.push(m) } as unknown as SendEmail }, { ...hostRow!, attempts: 0 });
    expect(hostSent[0]).toBeDefined();
    expect(hostSent[0]!.replyTo).toBeUndefined();
  });

  it('for a stay booked on the host’s own site (issue 45), the reply’s manage link is the site’s while it shows the property', async () => {
    const slug = `inbox-${crypto.randomUUID().slice(0, 8)}`;
    const onSite = await stayAt(place, 'en');
    await env.DB.prepare(
      `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, custom_domain, updated_at) VALUES (?, ?, 'Pousada Site', '#7c2d12', '#0b4f8a', 'serif', ?, NULL, ?)`,
    )
      .bind(owner.id, slug, JSON.stringify([place.propertyId]), new Date().toISOString())
      .run();
    await env.DB.prepare('UPDATE reservations SET site_slug = ? WHERE id = ?').bind(slug, onSite.id).run();
    const replyText = async (text: string) => {
      const answer = await post('host.inbox.send', { reservationId: onSite.id, text }, { headers: { authorization: `Bearer ${owner.token}` }, ip: uniqueIp() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const rows = await env.DB.prepare("SELECT * FROM mail_outbox WHERE reservation_id = ? AND kind = 'inbox_reply' ORDER BY created_at DESC").bind(onSite.id).all<OutboxRow>();
      const [row] = await withBodies(rows.results.slice(0, 1));
      return (row as unknown as { text: string }).text;
    };
    expect(await replyText('See you soon.')).toMatch(new RegExp(`Open the booking: https?://[^\\s]+/en/s/${slug}/reserva/[A-Za-z0-9_-]{20,}`));
    // The site no longer shows the property: the marketplace's page (the site's would be a 404).
    await env.DB.prepare("UPDATE host_sites SET property_ids = '[]' WHERE slug = ?").bind(slug).run();
    const later = await replyText('The door code is 4321.');
    expect(later).toMatch(/Open the booking: https?:\/\/[^\s]+\/en\/reserva\/[A-Za-z0-9_-]{20,}/);
    expect(later).not.toContain('/s/');
  });

  it('a raw reply to that address through the email handler lands in the same thread with the quoted history cut', async () => {
    const to = await replyAddressOf(stay);
    const message = inbound(
      to,
      rawMail(to, ['Perfect, see you Friday!', '', 'On Mon, 1 Mar 2027 at 10:00, Estadia <' + to + '>', 'wrote:', '> Of course, the door code is 1234.', '> ', '> Is breakfast included?']),
    );
    await deliverInbound(message);
    expect(message.rejected).toBeNull();
    const thread = await ok<{ messages: { from: string; channel: string; text: string }[] }>(query(owner, 'host.inbox.get', { reservationId: stay.id }));
    expect(thread.messages.filter((m) => m.from === 'guest').at(-1)).toEqual(expect.objectContaining({ channel: 'email', text: 'Perfect, see you Friday!' }));
  });

  it('attachments are not kept (the message says there were some)', async () => {
    const to = await replyAddressOf(stay);
    const raw = [
      'From: Ana Guest <ana@example.com>',
      `To: ${to}`,
      'Subject: Re: passport',
      `Message-ID: <att-${Date.now()}@example.com>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Here is my passport.',
      '--b1',
      'Content-Type: image/png; name="passport.png"',
      'Content-Disposition: attachment; filename="passport.png"',
      'Content-Transfer-Encoding: base64',
      '',
      'iVBORw0KGgo=',
      '--b1--',
    ].join('\r\n');
    const message = inbound(to, raw);
    await deliverInbound(message);
    expect(message.rejected).toBeNull();
    const row = await env.DB.prepare('SELECT body, attachments_dropped FROM inbox_messages WHERE reservation_id = ? ORDER BY id DESC LIMIT 1').bind(stay.id).first<{ body: string; attachments_dropped: number }>();
    expect(row).toEqual({ body: 'Here is my passport.', attachments_dropped: 1 });
    expect(await countRows("SELECT COUNT(*) AS n FROM inbox_messages WHERE body LIKE '%iVBOR%'")).toBe(0);
  });

  it('an unknown, forged or foreign address lands nowhere and the handler never throws (no 5xx)', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM inbox_messages');
    const real = await replyAddressOf(stay);
    const forged = real.replace(/reply-([0-9a-f])/, (_, c: string) => `reply-${c === 'a' ? 'b' : 'a'}`);
    const cases = [
      forged,
      `reply-${'0'.repeat(32)}@reply.estadia.com.br`,
      real.replace('@reply.estadia.com.br', '@evil.example'),
      'suporte@estadia.com.br',
      'reply-../../etc@reply.estadia.com.br',
    ];
    for (const to of cases) {
      const message = inbound(to, rawMail(to, ['hello']));
      await expect(deliverInbound(message)).resolves.toBeUndefined();
      expect(message.rejected, to).toBe('Unknown address');
    }
    // The local route (npm start, the browser tests) answers as wrangler dev's handler does.
    const dev = (to: string, raw: string) => selfFetch(`${ORIGIN}/dev/email?from=ana%40example.com&to=${encodeURIComponent(to)}`, { method: 'POST', headers: { origin: ORIGIN }, body: raw });
    const refused = await dev(forged, rawMail(forged, ['hello']));
    expect([refused.status, await refused.text()]).toEqual([400, 'Worker rejected email with the following reason: Unknown address']);
    // An automatic reply to a real address is refused too (no loops with out-of-office replies).
    const auto = inbound(real, rawMail(real, ['I am away.'], ['Auto-Submitted: auto-replied']));
    await deliverInbound(auto);
    expect(auto.rejected).toMatch(/Automatic/);
    // A broken stream is refused, not thrown.
    const broken: InboundEmail = { from: 'x@example.com', to: real, rawSize: 10, raw: new ReadableStream({ pull: (c) => c.error(new Error('cut')) }), setReject: () => undefined };
    await expect(handleInboundEmail(broken, env, () => undefined)).resolves.toMatch(/unreadable|error/);
    expect(await countRows('SELECT COUNT(*) AS n FROM inbox_messages')).toBe(before);
    const filed = await dev(real, rawMail(real, ['Through the local route.', '', '> quoted']));
    expect(filed.status).toBe(200);
    expect(await countRows("SELECT COUNT(*) AS n FROM inbox_messages WHERE reservation_id = ? AND body = 'Through the local route.'", stay.id)).toBe(1);
  });
});

describe('notices, limits and reach', () => {
  let owner: Person;
  let place: Place;

  beforeAll(async () => {
    owner = await newPerson('inbox-notify', 'Nina Dona');
    place = await placeOf(owner, 'Pousada Aviso');
  });

  it('a new guest message mails the host and the members with the permission, at most once per thread per 10 minutes', async () => {
    const desk = await newPerson('inbox-desk', 'Rita Recepção');
    const cleaner = await newPerson('inbox-clean', 'Caio Limpeza');
    await join(owner, desk, 'front_desk', [place.propertyId]);
    await join(owner, cleaner, 'housekeeping', [place.propertyId]);
    const stay = await stayAt(place, 'pt');
    const found = await stayByManageToken(env.DB, stay.token);
    const t0 = new Date('2031-01-01T10:00:00Z');
    await addGuestMessage(env.DB, found!, { channel: 'site', text: 'Primeira', siteUrl: 'https://x.example' }, t0);
    await addGuestMessage(env.DB, found!, { channel: 'site', text: 'Segunda', siteUrl: 'https://x.example' }, new Date(t0.getTime() + 5 * 60_000));
    await addGuestMessage(env.DB, found!, { channel: 'site', text: 'Terceira', siteUrl: 'https://x.example' }, new Date(t0.getTime() + 11 * 60_000));
    const { results } = await env.DB.prepare("SELECT recipient, text FROM mail_outbox WHERE reservation_id = ? AND kind = 'inbox_notice' ORDER BY created_at, recipient").bind(stay.id).all<{ recipient: string; text: string }>();
    const recipients = [...new Set(results.map((r) => r.recipient))].sort();
    expect(recipients).toEqual([desk.email, owner.email].map((e) => e.toLowerCase()).sort());
    expect(results.length).toBe(4); // two notices (first and third message) to two people
    expect(results.filter((r) => r.text.includes('Segunda'))).toEqual([]);
  });

  it('messages are size- and rate-limited per stay', async () => {
    const stay = await stayAt(place);
    expect(codeOf(await guestSends(stay.token, 'x'.repeat(2001)))).toBe('BAD_REQUEST');
    expect(codeOf(await guestSends(stay.token, ' \n ')).toString()).toBe('BAD_REQUEST');
    for (let i = 0; i < 10; i += 1) expect(codeOf(await guestSends(stay.token, `Pergunta ${i}`))).toBe('OK');
    expect(codeOf(await guestSends(stay.token, 'Mais uma'))).toBe('TOO_MANY_REQUESTS');
    expect(await countRows('SELECT COUNT(*) AS n FROM inbox_messages WHERE reservation_id = ?', stay.id)).toBe(10);
    expect(codeOf(await guestSends('z'.repeat(43), 'Olá'))).toBe('NOT_FOUND');
  });

  it('another host’s reservation → NOT_FOUND; a member without the permission sees no inbox (FORBIDDEN)', async () => {
    const stay = await stayAt(place);
    const other = await newPerson('inbox-other');
    await placeOf(other, 'Outra Pousada');
    expect(codeOf(await query(other, 'host.inbox.get', { reservationId: stay.id }))).toBe('NOT_FOUND');
    expect(codeOf(await mutate(other, 'host.inbox.send', { reservationId: stay.id, text: 'Olá' }))).toBe('NOT_FOUND');
    expect(codeOf(await query(other, 'host.inbox.list', { propertyId: place.propertyId }))).toBe('NOT_FOUND');
    expect((await ok<{ threads: { reservationId: number }[] }>(query(other, 'host.inbox.list', { arriving: false }))).threads).toEqual([]);
    expect(await countRows("SELECT COUNT(*) AS n FROM inbox_messages WHERE reservation_id = ? AND sender = 'host'", stay.id)).toBe(0);

    const accountant = await newPerson('inbox-accountant');
    await join(owner, accountant, 'accountant', [place.propertyId]);
    for (const [path, type, input] of [
      ['host.inbox.list', 'query', { propertyId: place.propertyId }],
      ['host.inbox.unread', 'query', undefined],
      ['host.inbox.get', 'query', { reservationId: stay.id }],
      ['host.inbox.send', 'mutation', { reservationId: stay.id, text: 'Olá' }],
    ] as const) {
      const answer = type === 'query' ? await query(accountant, path, input) : await mutate(accountant, path, input);
      expect(codeOf(answer), path).toBe('FORBIDDEN');
    }
    // A front desk member of the property reads and answers, with unread counts of their own.
    const desk = await newPerson('inbox-desk2');
    await join(owner, desk, 'front_desk', [place.propertyId]);
    await ok(guestSends(stay.token, 'Olá recepção'));
    expect(await ok(query(desk, 'host.inbox.unread'))).toEqual({ threads: expect.any(Number) });
    const deskList = await ok<{ threads: { reservationId: number; unread: number }[] }>(query(desk, 'host.inbox.list', { propertyId: place.propertyId }));
    expect(deskList.threads.find((t) => t.reservationId === stay.id)?.unread).toBe(1);
    await ok(query(desk, 'host.inbox.get', { reservationId: stay.id }));
    const ownerList = await ok<{ threads: { reservationId: number; unread: number }[] }>(query(owner, 'host.inbox.list', { propertyId: place.propertyId }));
    expect(ownerList.threads.find((t) => t.reservationId === stay.id)?.unread).toBe(1);
    expect(data(await mutate(desk, 'host.inbox.send', { reservationId: stay.id, text: 'Bem-vinda!' }))).toMatchObject({ mailed: true });
  });

  it('arriving soon lists the stays arriving in 7 days, written to or not', async () => {
    const soon = await book({ propertyId: place.propertyId, roomTypeId: place.roomTypeId, checkIn: day(2), checkOut: day(4), guests: 1, guest: { name: 'Soon Guest', email: `soon.${Date.now()}@example.com`, phone: '' }, locale: 'pt', payment: 'at_property' });
    expect(soon.status).toBe(200);
    const arriving = await ok<{ threads: { code: string; lastMessageAt: string | null }[] }>(query(owner, 'host.inbox.list', { arriving: true }));
    expect(arriving.threads.find((t) => t.code === data(soon).code)).toMatchObject({ lastMessageAt: null });
    const all = await ok<{ threads: { code: string }[] }>(query(owner, 'host.inbox.list', {}));
    expect(all.threads.some((t) => t.code === data(soon).code)).toBe(false);
  });

  it('the account export carries the threads; the account deletion removes them, and a member’s read marks with the member', async () => {
    const tables = (await hostTables(env.DB)).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['inbox_threads', 'inbox_messages', 'inbox_reads']));
    const exported = (await (await selfFetch(`${ORIGIN}/account/export.json`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as { tables: Record<string, { body?: string }[]> };
    expect(exported.tables.inbox_messages?.some((row) => row.body === 'Primeira')).toBe(true);
    expect(exported.tables.inbox_threads?.length).toBeGreaterThan(0);
    // The deletion's one batch takes the conversations too, and a member's read marks go with the member.
    const desk = await env.DB.prepare('SELECT user_id AS id FROM inbox_reads WHERE host_id = ?1 AND user_id <> ?1 LIMIT 1').bind(owner.id).first<{ id: string }>();
    expect(await countRows('SELECT COUNT(*) AS n FROM inbox_reads WHERE user_id = ?', desk!.id)).toBeGreaterThan(0);
    await env.DB.batch(await deleteHostStatements(env.DB, desk!.id));
    expect(await countRows('SELECT COUNT(*) AS n FROM inbox_reads WHERE user_id = ?', desk!.id)).toBe(0);
    await env.DB.batch(await deleteHostStatements(env.DB, owner.id));
    for (const table of ['inbox_threads', 'inbox_messages', 'inbox_reads']) expect(await countRows(`SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ?`, owner.id), table).toBe(0);
  });
});

describe('quoted history', () => {
  it('cuts the attribution line in each language, Outlook’s header block, quotes and the signature', () => {
    expect(cutQuoted('Sim, obrigado!\n\nEm seg., 1 de mar. de 2027 às 10:00, Estadia <reply-x@reply.estadia.com.br> escreveu:\n> Olá')).toBe('Sim, obrigado!');
    expect(cutQuoted('Vale.\n\nEl lun, 1 mar 2027 a las 10:00, Estadia escribió:\n> Hola')).toBe('Vale.');
    expect(cutQuoted('Va bene.\n\nIl giorno lun 1 mar 2027 alle ore 10:00 Estadia ha scritto:\n> Ciao')).toBe('Va bene.');
    expect(cutQuoted('Thanks\n\n-----Original Message-----\nFrom: Estadia\nSent: Monday')).toBe('Thanks');
    expect(cutQuoted('Thanks\n________________________________\nFrom: Estadia <x@y>\nSent: Monday')).toBe('Thanks');
    expect(cutQuoted('Line one\n> quoted\nLine two\n-- \nAna\nSent from my phone')).toBe('Line one\nLine two');
    expect(cutQuoted('> only a quote')).toBe('');
  });
});
