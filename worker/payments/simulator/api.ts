/**
 * A stand-in for the two providers' HTTP APIs, written from their public documentation (not
 * from Estadia's client): Mercado Pago (`GET /users/me`, `POST /v1/payments` with
 * `X-Idempotency-Key`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refunds`,
 * `POST /checkout/preferences`) and Stripe (form-encoded `POST /v1/checkout/sessions`,
 * `GET /v1/checkout/sessions/{id}`, `POST /v1/refunds`, `GET /v1/account`, `Idempotency-Key`).
 * Plain fetch-API code with no worker import: the worker tests serve it on 127.0.0.1 from Node
 * (tests/fakes/payments-server.ts), and `npm start` answers it in-process as the local
 * simulator behind `/dev/pay` (worker/payments/simulator/routes.ts).
 *
 * Besides the documented API, `/__sim/…` lets a test or the simulator's page act as the payer
 * (approve a payment, complete a session) and read what was asked of the provider.
 */

export interface SimRequestLog {
  provider: 'mercadopago' | 'stripe';
  method: string;
  path: string;
  /** The credential the call carried (tests filter their own host's calls by it). */
  auth: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface MpPayment {
  id: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded';
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  description: string;
  payment_method_id: string;
  payment_type_id: string;
  notification_url: string | null;
  date_of_expiration: string | null;
  date_created: string;
  date_approved: string | null;
  point_of_interaction?: { type: string; transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
  /** The account (access token) it belongs to: another account's token reads 404. */
  _owner: string;
}

interface MpPreference {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  external_reference: string;
  notification_url: string | null;
  back_urls: { success?: string; failure?: string; pending?: string };
  items: { title: string; quantity: number; unit_price: number; currency_id: string }[];
  expiration_date_to: string | null;
  _owner: string;
}

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  _owner: string;
}

export interface SimState {
  mp: { payments: Map<number, MpPayment>; preferences: Map<string, MpPreference>; refunds: Map<string, unknown> };
  stripe: { sessions: Map<string, StripeSession>; refunds: Map<string, unknown>; refunded: Map<string, number> };
  /** Idempotency key (per account and endpoint) → the answer first given. */
  idempotent: Map<string, { status: number; body: unknown }>;
  log: SimRequestLog[];
  nextId: number;
}

export function newSimState(): SimState {
  return { mp: { payments: new Map(), preferences: new Map(), refunds: new Map() }, stripe: { sessions: new Map(), refunds: new Map(), refunded: new Map() }, idempotent: new Map(), log: [], nextId: 1_000_000_001 };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mercado Pago tokens look like `APP_USR-…` (production) or `TEST-…` (test credentials). */
const mpTokenValid = (token: string) => /^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/.test(token);
/** Stripe secret keys `sk_test_…` / `sk_live_…`, restricted keys `rk_…`. */
const stripeKeyValid = (key: string) => /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/.test(key);

const visible = <T extends { _owner: string }>(object: T): Omit<T, '_owner'> => {
  const { _owner: _ignored, ...rest } = object;
  return rest;
};

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return prefix + Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 24);
}

/** A static-looking Pix copy-and-paste payload for the simulated charge (not a real BR Code). */
function simulatedPixCode(id: number, amount: number): string {
  return `00020101021226880014br.gov.bcb.pix2566sim.mercadopago.local/pix/${id}5204000053039865406${amount.toFixed(2).padStart(6, '0')}5802BR5913SIMULATED PIX6009SAO PAULO62070503***6304ABCD`;
}

export interface SimOptions {
  /** Origin the simulated checkout pages live at ('' = relative, the in-process simulator). */
  checkoutBase: string;
  now?: () => number;
}

/**
 * Answers one request to `/mercadopago/…` or `/stripe/…` (the base URLs end with those), or a
 * `/__sim/…` control call. Unknown paths → 404 in the provider's own error shape.
 */
export async function simulateProviderApi(request: Request, state: SimState, options: SimOptions): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const now = options.now?.() ?? Date.now();
  if (path.startsWith('/__sim/')) return control(request, url, state, options, now);
  if (path.startsWith('/mercadopago/')) return mercadoPago(request, path.slice('/mercadopago'.length), state, options, now);
  if (path.startsWith('/stripe/')) return stripe(request, path.slice('/stripe'.length), state, options, now);
  return json({ message: 'not found' }, 404);
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return {};
  try {
    const value: unknown = await request.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function mercadoPago(request: Request, path: string, state: SimState, options: SimOptions, now: number): Promise<Response> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const body = await readJson(request);
  const idempotencyKey = request.headers.get('x-idempotency-key');
  state.log.push({ provider: 'mercadopago', method: request.method, path, auth: token, idempotencyKey, body });
  if (!mpTokenValid(token)) return json({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] }, 401);

  if (request.method === 'GET' && path === '/users/me') {
    return json({ id: 100_000 + (token.length % 1000), nickname: 'TESTUSER', email: 'seller@example.com', site_id: 'MLB', country_id: 'BR' });
  }
  const remembered = (key: string | null, scope: string) => (key ? state.idempotent.get(`mp:${token}:${scope}:${key}`) : undefined);
  const remember = (key: string | null, scope: string, status: number, answer: unknown) => {
    if (key) state.idempotent.set(`mp:${token}:${scope}:${key}`, { status, body: answer });
    return json(answer, status);
  };

  if (request.method === 'POST' && path === '/v1/payments') {
    // The docs: X-Idempotency-Key is required for Pix payments.
    if (!idempotencyKey) return json({ message: 'Header X-Idempotency-Key can not be null', error: 'bad_request', status: 400, cause: [] }, 400);
    const again = remembered(idempotencyKey, 'payments');
    if (again) return json(again.body, again.status);
    const amount = Number(body.transaction_amount);
    if (!Number.isFinite(amount) || amount <= 0) return json({ message: 'Invalid transaction_amount', error: 'bad_request', status: 400, cause: [{ code: 4037 }] }, 400);
    if (body.payment_method_id !== 'pix') return json({ message: 'Only pix is simulated', error: 'bad_request', status: 400, cause: [] }, 400);
    const payer = body.payer as { email?: unknown } | undefined;
    if (!payer || typeof payer.email !== 'string') return json({ message: 'payer.email is required', error: 'bad_request', status: 400, cause: [] }, 400);
    const id = state.nextId++;
    const payment: MpPayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      currency_id: 'BRL',
      external_reference: String(body.external_reference ?? ''),
      description: String(body.description ?? ''),
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      date_of_expiration: typeof body.date_of_expiration === 'string' ? body.date_of_expiration : null,
      date_created: new Date(now).toISOString(),
      date_approved: null,
      point_of_interaction: {
        type: 'PIX',
        transaction_data: { qr_code: simulatedPixCode(id, amount), qr_code_base64: '', ticket_url: `${options.checkoutBase}/dev/pay/mercadopago/payment/${id}` },
      },
      _owner: token,
    };
    state.mp.payments.set(id, payment);
    return remember(idempotencyKey, 'payments', 201, visible(payment));
  }

  const paymentPath = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
  if (paymentPath) {
    const payment = state.mp.payments.get(Number(paymentPath[1]));
    if (!payment || payment._owner !== token) return json({ message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000 }] }, 404);
    if (!paymentPath[2] && request.method === 'GET') return json(visible(payment));
    if (paymentPath[2] && request.method === 'POST') {
      const again = remembered(idempotencyKey, `refunds:${payment.id}`);
      if (again) return json(again.body, again.status);
      if (payment.status !== 'approved') return json({ message: 'Payment not refundable in its status', error: 'bad_request', status: 400, cause: [] }, 400);
      const left = Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0 || amount > left + 1e-9) return json({ message: 'Invalid refund amount', error: 'bad_request', status: 400, cause: [] }, 400);
      payment.transaction_amount_refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
      if (payment.transaction_amount_refunded >= payment.transaction_amount) payment.status = 'refunded';
      const refund = { id: state.nextId++, payment_id: payment.id, amount, status: 'approved', date_created: new Date(now).toISOString() };
      state.mp.refunds.set(String(refund.id), refund);
      return remember(idempotencyKey, `refunds:${payment.id}`, 201, refund);
    }
  }

  if (request.method === 'POST' && path === '/checkout/preferences') {
    const again = remembered(idempotencyKey, 'preferences');
    if (again) return json(again.body, again.status);
    const items = Array.isArray(body.items) ? (body.items as MpPreference['items']) : [];
    if (items.length === 0 || !items.every((item) => Number(item.unit_price) > 0 && Number(item.quantity) > 0)) return json({ message: 'items needed', error: 'bad_request', status: 400, cause: [] }, 400);
    const id = `${100_000 + (token.length % 1000)}-${randomId('')}`;
    const preference: MpPreference = {
      id,
      init_point: `${options.checkoutBase}/dev/pay/mercadopago/preference/${id}`,
      sandbox_init_point: `${options.checkoutBase}/dev/pay/mercadopago/preference/${id}`,
      external_reference: String(body.external_reference ?? ''),
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      back_urls: (body.back_urls as MpPreference['back_urls']) ?? {},
      items,
      expiration_date_to: typeof body.expiration_date_to === 'string' ? body.expiration_date_to : null,
      _owner: token,
    };
    state.mp.preferences.set(id, preference);
    return remember(idempotencyKey, 'preferences', 201, visible(preference));
  }
  return json({ message: 'resource not found', error: 'not_found', status: 404, cause: [] }, 404);
}

function stripeError(status: number, message: string, type = 'invalid_request_error') {
  return json({ error: { message, type } }, status);
}

async function stripe(request: Request, path: string, state: SimState, options: SimOptions, now: number): Promise<Response> {
  const key = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const form = request.method === 'GET' ? new URLSearchParams() : new URLSearchParams(await request.text());
  const body = Object.fromEntries(form);
  const idempotencyKey = request.headers.get('idempotency-key');
  state.log.push({ provider: 'stripe', method: request.method, path, auth: key, idempotencyKey, body });
  if (!stripeKeyValid(key)) return stripeError(401, `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
  const again = idempotencyKey ? state.idempotent.get(`stripe:${key}:${idempotencyKey}`) : undefined;
  if (again && request.method === 'POST') return json(again.body, again.status);
  const remember = (status: number, answer: unknown) => {
    if (idempotencyKey && request.method === 'POST') state.idempotent.set(`stripe:${key}:${idempotencyKey}`, { status, body: answer });
    return json(answer, status);
  };

  if (request.method === 'GET' && path === '/v1/account') {
    return json({ id: `acct_${key.slice(-10)}`, object: 'account', country: /_us_/i.test(key) ? 'US' : 'BR', default_currency: /_us_/i.test(key) ? 'usd' : 'brl' });
  }
  if (request.method === 'POST' && path === '/v1/checkout/sessions') {
    if (body.mode !== 'payment') return stripeError(400, 'Missing required param: mode.');
    const unit = Number(body['line_items[0][price_data][unit_amount]']);
    const quantity = Number(body['line_items[0][quantity]'] ?? '1');
    const currency = body['line_items[0][price_data][currency]'];
    if (!Number.isInteger(unit) || unit <= 0 || !currency) return stripeError(400, 'Invalid line_items[0][price_data].');
    if (!body.success_url) return stripeError(400, 'Missing required param: success_url.');
    const expiresAt = body.expires_at ? Number(body.expires_at) : Math.floor(now / 1000) + 86_400;
    const fromNow = expiresAt - Math.floor(now / 1000);
    // The docs: expires_at between 30 minutes and 24 hours after the session is created.
    if (fromNow < 1800 - 5 || fromNow > 86_400 + 5) return stripeError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours after creation.');
    const methods = Object.entries(body).filter(([name]) => name.startsWith('payment_method_types[')).map(([, value]) => value);
    const metadata = Object.fromEntries(Object.entries(body).filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]));
    const id = randomId('cs_test_');
    const session: StripeSession = {
      id,
      object: 'checkout.session',
      url: `${options.checkoutBase}/dev/pay/stripe/session/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unit * quantity,
      currency,
      client_reference_id: body.client_reference_id ?? null,
      metadata,
      payment_intent: null,
      payment_method_types: methods.length > 0 ? methods : ['card'],
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? '',
      expires_at: expiresAt,
      created: Math.floor(now / 1000),
      _owner: key,
    };
    state.stripe.sessions.set(id, session);
    return remember(200, visible(session));
  }
  const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
  if (sessionPath && request.method === 'GET') {
    const session = state.stripe.sessions.get(sessionPath[1]!);
    if (!session || session._owner !== key) return stripeError(404, `No such checkout.session: '${sessionPath[1]}'`);
    return json(visible(session));
  }
  if (request.method === 'POST' && path === '/v1/refunds') {
    const intent = body.payment_intent;
    const session = [...state.stripe.sessions.values()].find((candidate) => candidate.payment_intent === intent && candidate._owner === key);
    if (!intent || !session) return stripeError(404, `No such payment_intent: '${intent ?? ''}'`);
    const refunded = state.stripe.refunded.get(intent) ?? 0;
    const amount = body.amount ? Number(body.amount) : session.amount_total - refunded;
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total) return stripeError(400, 'Refund amount is greater than unrefunded amount on charge.');
    state.stripe.refunded.set(intent, refunded + amount);
    const refund = { id: randomId('re_'), object: 'refund', amount, currency: session.currency, payment_intent: intent, status: 'succeeded', created: Math.floor(now / 1000) };
    state.stripe.refunds.set(refund.id, refund);
    return remember(200, refund);
  }
  return stripeError(404, `Unrecognized request URL (${request.method}: ${path}).`);
}

/**
 * The payer's side and a test's view: `POST /__sim/mercadopago/pay { paymentId | preferenceId }`
 * approves (a preference gets a new approved card payment) and answers the payment with its
 * notification URL; `POST /__sim/mercadopago/status { paymentId, status }` sets a status;
 * `POST /__sim/stripe/pay { sessionId }` completes a session and answers the
 * `checkout.session.completed` event to deliver; `GET /__sim/requests?auth=` lists the calls.
 */
async function control(request: Request, url: URL, state: SimState, options: SimOptions, now: number): Promise<Response> {
  const body = await readJson(request);
  switch (url.pathname) {
    case '/__sim/requests': {
      const auth = url.searchParams.get('auth');
      return json(state.log.filter((entry) => auth === null || entry.auth === auth));
    }
    case '/__sim/mercadopago/pay': {
      let payment: MpPayment | undefined;
      if (body.paymentId !== undefined) payment = state.mp.payments.get(Number(body.paymentId));
      else if (typeof body.preferenceId === 'string') {
        const preference = state.mp.preferences.get(body.preferenceId);
        if (!preference) return json({ message: 'no such preference' }, 404);
        const id = state.nextId++;
        const amount = preference.items.reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0);
        payment = {
          id,
          status: 'pending',
          status_detail: 'pending_contingency',
          transaction_amount: Math.round(amount * 100) / 100,
          transaction_amount_refunded: 0,
          currency_id: preference.items[0]?.currency_id ?? 'BRL',
          external_reference: preference.external_reference,
          description: preference.items[0]?.title ?? '',
          payment_method_id: 'visa',
          payment_type_id: 'credit_card',
          notification_url: preference.notification_url,
          date_of_expiration: null,
          date_created: new Date(now).toISOString(),
          date_approved: null,
          _owner: preference._owner,
        };
        state.mp.payments.set(id, payment);
      }
      if (!payment) return json({ message: 'no such payment' }, 404);
      if (body.approve !== false) {
        payment.status = 'approved';
        payment.status_detail = 'accredited';
        payment.date_approved = new Date(now).toISOString();
      }
      const preference = typeof body.preferenceId === 'string' ? state.mp.preferences.get(body.preferenceId) : undefined;
      return json({ payment: visible(payment), notificationUrl: payment.notification_url, backUrl: preference?.back_urls.success ?? null });
    }
    case '/__sim/mercadopago/status': {
      const payment = state.mp.payments.get(Number(body.paymentId));
      if (!payment) return json({ message: 'no such payment' }, 404);
      payment.status = body.status as MpPayment['status'];
      return json(visible(payment));
    }
    case '/__sim/stripe/pay': {
      const session = state.stripe.sessions.get(String(body.sessionId ?? ''));
      if (!session) return json({ message: 'no such session' }, 404);
      if (session.status === 'open' && body.approve !== false) {
        session.status = 'complete';
        session.payment_status = 'paid';
        session.payment_intent = randomId('pi_');
      }
      const event = { id: randomId('evt_'), object: 'event', type: 'checkout.session.completed', created: Math.floor(now / 1000), data: { object: visible(session) } };
      return json({ event, successUrl: session.success_url });
    }
  }
  void options;
  return json({ message: 'not found' }, 404);
}
