/**
 * Mail bodies out of D1 (issue 46, item 5; worker/mail/bodies.ts): a booking's mails keep their
 * headers in mail_outbox and their bodies in the MAIL bucket; sending reads the body back; a
 * missing body fails the attempt with a clear error and is retried; rows from before migration
 * 0038 (body in D1) still send; a host's bodies go with the host.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { post, uniqueIp, workerFetchWith } from './api-support';
import { bookingFixture, data, guestInput } from './booking-support';
import { retryPendingOutbox } from '../../worker/mail/outbox';
import { BODY_AT_HOST_KEY, deleteMailBodiesOf, mailBodyKey } from '../../worker/mail/bodies';

interface Row {
  id: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  body_key: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  host_id: string | null;
}

/** A BOOKING_EMAIL that records what it is asked to send. */
function recorder() {
  const sent: { to: string; subject: string; html: string; text: string }[] = [];
  const BOOKING_EMAIL = { send: async (message: (typeof sent)[number]) => void sent.push(message) } as unknown as SendEmail;
  return { sent, env: { ...env, BOOKING_EMAIL } as Env };
}

/** Where a row's body is: its host's key (the row says `@`, issue 46's shorter rows). */
const keyOf = (row: Row) => mailBodyKey(row.host_id!, row.id);

const rowsOf = async (code: string) =>
  (await env.DB.prepare('SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? ORDER BY m.kind').bind(code).all<Row>()).results;

/** A booking whose mails are not sent yet (the send right after the request is made to fail). */
async function bookedStay() {
  const fixture = await bookingFixture();
  const failing = { send: async () => { throw new Error('not now'); } } as unknown as SendEmail;
  const email = `guest.${crypto.randomUUID()}@example.com`;
  const result = data(await post('booking.create', guestInput(fixture, { locale: 'en', guest: { name: 'Mary Smith', email, phone: '+55 11 98888-7777' } }), { ip: uniqueIp(), fetch: workerFetchWith({ BOOKING_EMAIL: failing }) }));
  return { fixture, email, code: result.code as string, manageUrl: result.manageUrl as string };
}

describe('mail bodies in R2', () => {
  it('keeps a booking mail\'s headers in D1 and its body in the MAIL bucket; sending reads it from there', async () => {
    const { fixture, email, code, manageUrl } = await bookedStay();
    const rows = await rowsOf(code);
    expect(rows.map((row) => row.kind)).toEqual(['booking_guest', 'booking_host']);
    for (const row of rows) {
      // The key is not spelled out again: `@` is mail/<host id>/<mail id>.json; the id is 22 characters.
      expect(row.body_key).toBe(BODY_AT_HOST_KEY);
      expect(row.host_id).toBe(fixture.hostId);
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect([row.html, row.text]).toEqual(['', '']);
      expect(row.status).toBe('pending');
    }
    // The guest's subject stays in the row (the conversation view lists it); the host's is in the object.
    expect(rows[0]!.subject).not.toBe('');
    expect(rows[1]!.subject).toBe('');
    // What D1 holds of the two mails: headers only (well under 200 characters, not 7–8 KB).
    const stored = await env.DB.prepare('SELECT SUM(length(m.id) + length(m.kind) + length(m.recipient) + length(m.subject) + length(m.html) + length(m.text) + length(m.body_key)) AS n FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ?')
      .bind(code)
      .first<{ n: number }>();
    expect(stored!.n).toBeLessThan(300);
    const object = await env.MAIL.get(keyOf(rows[0]!));
    const body = (await object!.json()) as { html: string; text: string };
    expect(body.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(body.text).toContain(manageUrl);
    const hostObject = (await (await env.MAIL.get(keyOf(rows[1]!)))!.json()) as { subject: string; html: string; text: string };
    expect(hostObject.subject).toContain(code);

    const mail = recorder();
    const due = Math.max(...rows.map((row) => row.next_attempt_at)) + 1;
    await retryPendingOutbox(mail.env, due);
    const sent = mail.sent.find((message) => message.to === email);
    expect(sent).toMatchObject({ subject: rows[0]!.subject, html: body.html, text: body.text });
    // The host's notice goes out with the subject kept in its object.
    expect(mail.sent.find((message) => message.subject === hostObject.subject)).toMatchObject({ html: hostObject.html, text: hostObject.text });
    expect((await rowsOf(code)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('a body missing from the bucket fails the attempt with a clear error and is retried, never sent blank', async () => {
    const { code, email } = await bookedStay();
    const [guest] = await rowsOf(code);
    const object = await env.MAIL.get(keyOf(guest!));
    const saved = await object!.text();
    await env.MAIL.delete(keyOf(guest!));

    const mail = recorder();
    const due = guest!.next_attempt_at + 1;
    await retryPendingOutbox(mail.env, due);
    const failed = (await rowsOf(code))[0]!;
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(guest!.attempts + 1);
    expect(failed.last_error).toBe(`mail body ${keyOf(guest!)} missing in the MAIL bucket`);
    expect(failed.next_attempt_at).toBeGreaterThan(due);
    expect(mail.sent.filter((message) => message.to === email)).toEqual([]);

    // Once the body is back, the next run sends it.
    await env.MAIL.put(keyOf(guest!), saved);
    await retryPendingOutbox(mail.env, failed.next_attempt_at + 1);
    const sent = (await rowsOf(code))[0]!;
    expect(sent).toMatchObject({ status: 'sent', last_error: null });
    expect(mail.sent.at(-1)).toMatchObject({ html: JSON.parse(saved).html, text: JSON.parse(saved).text });
  });

  it('a row from before migration 0038 (body in D1, no key) still sends its own html and text', async () => {
    const { fixture } = await bookedStay();
    const id = crypto.randomUUID();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, NULL, 'booking_host', 'old@example.com', 'Old row', '<p>old html</p>', 'old text', 'pending', 0, ?, ?)`,
    )
      .bind(id, fixture.hostId, now, new Date(now).toISOString())
      .run();
    const mail = recorder();
    await retryPendingOutbox(mail.env, now + 1);
    expect(mail.sent.find((message) => message.to === 'old@example.com')).toMatchObject({ subject: 'Old row', html: '<p>old html</p>', text: 'old text' });
    expect(await env.DB.prepare('SELECT status, body_key FROM mail_outbox WHERE id = ?').bind(id).first()).toEqual({ status: 'sent', body_key: null });
  });

  it('a host\'s mail bodies are deleted with the host, another host\'s stay', async () => {
    const first = await bookedStay();
    const second = await bookedStay();
    const keysOf = async (hostId: string) => (await env.MAIL.list({ prefix: `mail/${hostId}/` })).objects.map((object) => object.key);
    expect(await keysOf(first.fixture.hostId)).toHaveLength(2);
    expect(await deleteMailBodiesOf(env, first.fixture.hostId)).toBe(2);
    expect(await keysOf(first.fixture.hostId)).toEqual([]);
    expect(await keysOf(second.fixture.hostId)).toHaveLength(2);
  });
});
