// Online payments bench (issue 42), called by scripts/bench.mjs with the running workerd (local
// mode: the providers' API is the in-process simulator, worker/payments/simulator): a host
// connects Mercado Pago through host.paymentProviders.connect and picks it for a published BRL
// property; guests book with `payment: 'online'`; then each payment is approved at the local
// checkout (`POST /dev/pay/mercadopago/preference/<id>`), which delivers the signed notification
// to the host's URL through the notification handler — signature check, read-back from the
// provider, one D1 batch recording the payment and confirming the stay — and answers once that
// is done. The time of that answer is "notification → confirmed stay" (plus the simulated
// approval, in memory); each stay is then read back from D1 as confirmed and paid. One at a
// time, then all at once. Target (issue 42): ≤ 2 s p95.
import { seedProperty } from './seed.mjs';
import { signUp } from './workspace.mjs';

const STAYS = 20;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function trpc(origin, path, input, headers = {}) {
  const res = await fetch(`${origin}/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, ...headers }, body: JSON.stringify(input) });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.result.data;
}

export async function benchPayments({ origin, sql, table, log }) {
  log('payments: a host connects Mercado Pago (simulator), guests book online…');
  const host = await signUp(origin);
  const auth = { authorization: `Bearer ${host.token}` };
  const { propertyId, roomTypeId } = await seedProperty(sql, origin, { host: host.id, name: 'online-pay', units: STAYS * 2, published: true });
  await sql(origin, `UPDATE properties SET contact_email = 'host@example.com', street = 'Rua 1', check_in_time = '14:00', payment_policy = 'full' WHERE id = ${propertyId}`);
  const random = () => Math.random().toString(36).slice(2);
  await trpc(origin, 'host.paymentProviders.connect', { provider: 'mercadopago', secret: `TEST-bench-${random()}${random()}`, webhookSecret: `bench${random()}${random()}` }, auth);
  await trpc(origin, 'host.properties.update', { id: propertyId, paymentProvider: 'mercadopago' }, auth);

  const today = new Date().toISOString().slice(0, 10);
  const book = (i) =>
    trpc(
      origin,
      'booking.create',
      {
        propertyId,
        roomTypeId,
        checkIn: addDays(today, 30 + (i % 10)),
        checkOut: addDays(today, 31 + (i % 10)),
        guests: 2,
        guest: { name: `Online Guest ${i}`, email: `online-${i}@example.com` },
        locale: 'pt',
        payment: 'online',
      },
      { 'cf-connecting-ip': `10.42.${Math.floor(i / 200)}.${(i % 200) + 1}` },
    );
  const stays = [];
  for (let i = 0; i < STAYS * 2; i++) stays.push(await book(i));

  /** The guest pays at the local checkout: the answer comes once the notification was handled. */
  const pay = async (stay) => {
    const path = new URL(stay.payment.checkoutUrl, origin).pathname;
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { origin }, redirect: 'manual' });
    const ms = performance.now() - started;
    if (res.status !== 303) throw new Error(`${path} answered ${res.status}`);
    return ms;
  };
  const row = (name, times, codes) => ({ name, times: [...times].sort((a, b) => a - b), codes });
  const sequential = [];
  for (const stay of stays.slice(0, STAYS)) sequential.push(await pay(stay));
  const concurrent = await Promise.all(stays.slice(STAYS).map(pay));
  const rows = [row(`${STAYS} payments, one at a time`, sequential, stays.slice(0, STAYS)), row(`${STAYS} payments at once`, concurrent, stays.slice(STAYS))];

  const out = [];
  for (const { name, times, codes } of rows) {
    const list = codes.map((stay) => `'${stay.code}'`).join(',');
    const [check] = await sql(
      origin,
      `SELECT SUM(status = 'confirmed') AS confirmed, SUM(paid_cents >= amount_due_now_cents AND paid_cents > 0) AS paid,
              (SELECT COUNT(*) FROM payments WHERE provider = 'mercadopago' AND reservation_id IN (SELECT id FROM reservations WHERE code IN (${list}))) AS lines
       FROM reservations WHERE code IN (${list})`,
    );
    const p95 = percentile(times, 95);
    out.push([name, `${Math.round(percentile(times, 50))} ms`, `${Math.round(p95)} ms`, `${Math.round(times.at(-1))} ms`, `${check.confirmed}/${codes.length} confirmed, ${check.paid} paid, ${check.lines} lines`, p95 <= 2000 ? 'yes' : 'NO']);
  }
  return table('Online payment: notification → confirmed stay (issue 42; Mercado Pago through the local simulator)', ['run', 'p50', 'p95', 'max', 'D1 after', '≤ 2 s p95'], out);
}
