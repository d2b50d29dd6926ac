import { env, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { resetWhatsAppCache } from '../../worker/trpc/routers/settings';
import { ORIGIN, apiClient, emailBinding, uniqueEmail, uniqueIp, validContact, workerFetchWith } from './api-support';

interface ContactRow {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  next_attempt_at: number;
}

const contactRow = (id: string) =>
  env.DB.prepare('SELECT status, attempts, last_error, sent_at, next_attempt_at FROM contact_messages WHERE id = ?').bind(id).first<ContactRow>();

/** Runs the default export's scheduled() as the cron would, at `scheduledTime`, with `bindings`. */
async function runCron(scheduledTime: number, bindings: Partial<Env>) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }) as never, { ...env, ...bindings } as Env, ctx as never);
  await waitOnExecutionContext(ctx);
}

describe('contact relay: stored before relay, retried until sent', () => {
  it('keeps a message whose relay failed as pending, then the cron delivers it', async () => {
    const down = emailBinding('fail');
    const input = validContact({ subject: 'Line\r\nBcc: injected@example.com', locale: 'it' });
    const client = apiClient({ fetch: workerFetchWith({ EMAIL: down.EMAIL }), ip: uniqueIp() });

    // The visitor is told it worked: the message is in D1 even though delivery failed.
    const { id } = await client.contact.send.mutate(input);
    expect(down.sent).toHaveLength(1);
    const pending = await contactRow(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_error: 'simulated delivery failure', sent_at: null });
    const stored = await env.DB.prepare('SELECT name, email, message, locale FROM contact_messages WHERE id = ?').bind(id).first();
    expect(stored).toEqual({ name: input.name, email: input.email, message: input.message, locale: 'it' });

    // A cron run before the retry is due leaves it alone.
    const early = emailBinding('deliver');
    await runCron(Date.now(), { EMAIL: early.EMAIL });
    expect(early.sent.some((mail) => JSON.stringify(mail).includes(id))).toBe(false);

    // Still down when it is due: one more attempt recorded, later schedule.
    await runCron(pending!.next_attempt_at, { EMAIL: down.EMAIL });
    const second = await contactRow(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second!.next_attempt_at).toBeGreaterThan(pending!.next_attempt_at);

    // Delivery is back: the next due run sends it, to the support address, reply-to the visitor.
    const up = emailBinding('deliver');
    await runCron(second!.next_attempt_at, { EMAIL: up.EMAIL });
    const mail = up.sent.find((m) => JSON.stringify(m).includes(id)) as { to: string; from: { email: string }; replyTo: { email: string }; subject: string; text: string };
    expect(mail.to).toBe(env.SUPPORT_EMAIL);
    expect(mail.from.email).toBe(env.MAIL_FROM);
    expect(mail.replyTo.email).toBe(input.email);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Line Bcc: injected@example.com');
    expect(mail.text).toContain(input.message);
    const sent = await contactRow(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sent!.sent_at).toBeTruthy();

    // Sent messages are never sent again.
    const later = emailBinding('deliver');
    await runCron(second!.next_attempt_at + 86_400_000, { EMAIL: later.EMAIL });
    expect(later.sent.some((m) => JSON.stringify(m).includes(id))).toBe(false);
  });

  it('the message is in D1 before the relay is attempted', async () => {
    let storedWhenSending: unknown = 'not called';
    const EMAIL = {
      async send(message: { text: string }) {
        const id = /[0-9a-f]{8}-[0-9a-f-]{27}/.exec(message.text)?.[0] ?? '';
        storedWhenSending = await env.DB.prepare('SELECT status FROM contact_messages WHERE id = ?').bind(id).first();
        throw new Error('inspecting only');
      },
    } as unknown as SendEmail;
    await apiClient({ fetch: workerFetchWith({ EMAIL }), ip: uniqueIp() }).contact.send.mutate(validContact());
    expect(storedWhenSending).toEqual({ status: 'pending' });
  });

  it('the no-JavaScript form stores the message and redirects to the success state, even with mail down', async () => {
    const down = emailBinding('fail');
    const email = uniqueEmail('nojs');
    const body = new URLSearchParams({ name: 'Lucía', email, subject: 'Hola', message: 'Quiero saber más.', website: '' });
    const response = await workerFetchWith({ EMAIL: down.EMAIL })(`${ORIGIN}/es/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
      body,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/contato?enviado=1');
    const row = await env.DB.prepare('SELECT locale, status, attempts FROM contact_messages WHERE email = ?').bind(email).first();
    expect(row).toEqual({ locale: 'es', status: 'pending', attempts: 1 });
  });
});

describe('newsletter notice: the team is told, retried when mail is down', () => {
  it('stores the subscriber even when the notice fails, and the cron sends it later', async () => {
    const down = emailBinding('fail');
    const email = uniqueEmail('notice');
    await apiClient({ fetch: workerFetchWith({ EMAIL: down.EMAIL }), ip: uniqueIp() }).newsletter.subscribe.mutate({ email, locale: 'en' });
    const row = await env.DB.prepare('SELECT notified_at, notify_attempts, next_attempt_at FROM newsletter WHERE email = ?').bind(email).first<{ notified_at: string | null; notify_attempts: number; next_attempt_at: number }>();
    expect(row).toMatchObject({ notified_at: null, notify_attempts: 1 });
    const up = emailBinding('deliver');
    await runCron(row!.next_attempt_at, { EMAIL: up.EMAIL });
    expect(up.sent.some((m) => JSON.stringify(m).includes(email))).toBe(true);
    const after = await env.DB.prepare('SELECT notified_at FROM newsletter WHERE email = ?').bind(email).first<{ notified_at: string | null }>();
    expect(after?.notified_at).toBeTruthy();
  });
});

describe('settings.whatsapp fallback chain', () => {
  afterEach(() => resetWhatsAppCache());

  /**
   * A D1 binding whose settings row is `row` (null: no row), other queries untouched, so the
   * shared table other test files read is never changed.
   */
  function settingsDb(row: { whatsapp_number: string | null; valore: string | null } | null): D1Database {
    // The request reads through a D1 session of the binding (issue 29): the session answers the same.
    const stub = <T extends Pick<D1Database, 'prepare'>>(binding: T): T =>
      new Proxy(binding, {
        get(target, property) {
          if (property === 'withSession') return (start: string) => stub((target as unknown as D1Database).withSession(start));
          if (property !== 'prepare') {
            const value: unknown = Reflect.get(target, property);
            return typeof value === 'function' ? value.bind(target) : value;
          }
          return (sql: string) => (/FROM settings/.test(sql) ? { first: async () => row } : target.prepare(sql));
        },
      });
    return stub(env.DB);
  }

  async function numberWith(row: { whatsapp_number: string | null; valore: string | null } | null, defaultNumber: string) {
    resetWhatsAppCache();
    return apiClient({ fetch: workerFetchWith({ DB: settingsDb(row), DEFAULT_WHATSAPP: defaultNumber }) }).settings.whatsapp.query();
  }

  it('reads the seeded row of the migrations', async () => {
    const row = await env.DB.prepare("SELECT whatsapp_number, valore FROM settings WHERE key = 'whatsapp_link'").first();
    expect(row).toEqual({ whatsapp_number: '+5511987654321', valore: '5511987654321' });
    resetWhatsAppCache();
    expect(await apiClient({ fetch: workerFetchWith({ DEFAULT_WHATSAPP: '' }) }).settings.whatsapp.query()).toEqual({ number: '5511987654321' });
  });
  it('whatsapp_number first, its leading + and spacing removed', async () => {
    expect(await numberWith({ whatsapp_number: '+55 (21) 99876-5432', valore: '5511000000000' }, '5511999999999')).toEqual({ number: '5521998765432' });
  });
  it('valore when whatsapp_number is empty', async () => {
    expect(await numberWith({ whatsapp_number: '', valore: '+5531988887777' }, '5511999999999')).toEqual({ number: '5531988887777' });
  });
  it('valore when whatsapp_number is not a number', async () => {
    expect(await numberWith({ whatsapp_number: 'ask reception', valore: '5531988887777' }, '5511999999999')).toEqual({ number: '5531988887777' });
  });
  it('the built-in default when the row is missing', async () => {
    expect(await numberWith(null, '5511999999999')).toEqual({ number: '5511999999999' });
  });
  it('null when nothing is configured anywhere', async () => {
    expect(await numberWith({ whatsapp_number: null, valore: null }, '')).toEqual({ number: null });
  });
  it('the default, and a logged error, when the settings read fails', async () => {
    const failingDb: D1Database = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'prepare') return () => { throw new Error('D1 unavailable'); };
        // The request's D1 session (issue 29) fails the same way.
        if (property === 'withSession') return () => failingDb;
        return Reflect.get(target, property);
      },
    });
    resetWhatsAppCache();
    const answer = await apiClient({ fetch: workerFetchWith({ DB: failingDb, DEFAULT_WHATSAPP: '+5511912345678' }) }).settings.whatsapp.query();
    expect(answer).toEqual({ number: '5511912345678' });
  });
  it('is cached in the isolate for a few minutes', async () => {
    expect(await numberWith({ whatsapp_number: '5511911112222', valore: null }, '')).toEqual({ number: '5511911112222' });
    const client = apiClient({ fetch: workerFetchWith({ DB: settingsDb({ whatsapp_number: '5511933334444', valore: null }) }) });
    expect(await client.settings.whatsapp.query()).toEqual({ number: '5511911112222' });
  });
});
