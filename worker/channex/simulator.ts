/**
 * A small Channex for local mode (issue 41): the part of Channex's documented API that Estadia
 * calls, answered in-process when no CHANNEX_API_URL is set and the site runs in local mode,
 * so `npm start` connects a property without an account. State lives in the isolate's memory
 * (a restart forgets it; connecting again creates the property anew). The pages under
 * /dev/channex (routes.ts) let a newcomer send a test booking "from Booking.com", write as its
 * guest in the channel's chat and see the host's answers arrive (the booking messages API).
 * The tests do not use this: they use their own fake, written from Channex's documentation
 * (tests/worker/channex-fake.ts).
 */

interface SimEntity {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

interface SimRevision {
  id: string;
  acked: boolean;
  attributes: Record<string, unknown>;
}

const state = {
  entities: new Map<string, SimEntity>(),
  /** Last value sent per `room_type|date` and `rate_plan|date`, for the page. */
  availability: new Map<string, number>(),
  rates: new Map<string, number>(),
  revisions: [] as SimRevision[],
  calls: [] as { at: number; path: string; values: number }[],
  /** Booking messages ("Messages Collection"): the guest's (sent from the page) and the host's answers. */
  messages: [] as SimMessage[],
};

export interface SimMessage {
  id: string;
  bookingId: string;
  message: string;
  sender: 'guest' | 'property';
  insertedAt: string;
}

function messageJson(message: SimMessage) {
  return {
    type: 'message',
    id: message.id,
    attributes: { message: message.message, attachments: [], sender: message.sender, inserted_at: message.insertedAt, updated_at: message.insertedAt },
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ errors: { code: 'resource_not_found', title: 'Resource Not Found' } }, 404);

function create(type: string, attributes: Record<string, unknown>): SimEntity {
  const entity = { id: crypto.randomUUID(), type, attributes: { ...attributes } };
  state.entities.set(entity.id, entity);
  return { ...entity, attributes: { ...entity.attributes, id: entity.id } };
}

function eachDate(from: string, to: string, visit: (date: string) => void) {
  for (let day = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); day <= end; day += 86_400_000) visit(new Date(day).toISOString().slice(0, 10));
}

/** The simulated API (paths as under /api/v1). */
export async function simulatorFetch(request: Request): Promise<Response> {
  if (!request.headers.get('user-api-key')) return json({ errors: { code: 'unauthorized', title: 'Unauthorized' } }, 401);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^.*\/api\/v1/, '');
  const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as Record<string, Record<string, unknown>> | null);
  const single = /^\/(properties|room_types|rate_plans)(?:\/([^/]+))?$/.exec(path);
  if (single) {
    const type = { properties: 'property', room_types: 'room_type', rate_plans: 'rate_plan' }[single[1] as 'properties'] as string;
    if (!single[2] && request.method === 'POST') {
      const attributes = body?.[type];
      if (!attributes) return json({ errors: { code: 'validation_error', title: 'Validation Error', details: { [type]: ['is required'] } } }, 422);
      return json({ data: create(type, attributes) }, 201);
    }
    const entity = single[2] ? state.entities.get(single[2]) : undefined;
    if (!entity || entity.type !== type) return notFound();
    if (request.method === 'PUT') Object.assign(entity.attributes, body?.[type] ?? {});
    return json({ data: { ...entity, attributes: { ...entity.attributes, id: entity.id } } });
  }
  if ((path === '/availability' || path === '/restrictions') && request.method === 'POST') {
    const values = Array.isArray(body?.values) ? (body.values as Record<string, unknown>[]) : [];
    for (const value of values) {
      const from = String(value.date_from ?? value.date);
      const to = String(value.date_to ?? value.date);
      if (path === '/availability') eachDate(from, to, (date) => state.availability.set(`${String(value.room_type_id)}|${date}`, Number(value.availability)));
      else if (value.rate !== undefined) eachDate(from, to, (date) => state.rates.set(`${String(value.rate_plan_id)}|${date}`, Number(value.rate)));
    }
    state.calls.push({ at: Date.now(), path, values: values.length });
    if (state.calls.length > 50) state.calls.shift();
    return json({ data: [{ id: crypto.randomUUID(), type: 'task' }], meta: { message: 'Success', warnings: [] } });
  }
  if (path === '/booking_revisions/feed' && request.method === 'GET') {
    const open = state.revisions.filter((revision) => !revision.acked);
    const limit = Number(url.searchParams.get('pagination[limit]') ?? 10);
    const page = Number(url.searchParams.get('pagination[page]') ?? 1);
    const slice = open.slice((page - 1) * limit, page * limit);
    return json({ data: slice.map((revision) => ({ type: 'booking_revision', id: revision.id, attributes: { ...revision.attributes, id: revision.id } })), meta: { page, limit, total: open.length } });
  }
  const ack = /^\/booking_revisions\/([^/]+)\/ack$/.exec(path);
  if (ack && request.method === 'POST') {
    const revision = state.revisions.find((candidate) => candidate.id === ack[1]);
    if (!revision) return notFound();
    revision.acked = true;
    return json({ meta: { message: 'Success' } });
  }
  // Booking messages (docs: "Messages Collection"): newest first; the host's answer is sent as `{"message": {"message": text}}`.
  const messages = /^\/bookings\/([^/]+)\/messages$/.exec(path);
  if (messages && request.method === 'GET') {
    const list = state.messages.filter((message) => message.bookingId === messages[1]).reverse();
    return json({ data: list.slice(0, 100).map(messageJson), meta: { page: 1, limit: 100, order_by: 'inserted_at', order_direction: 'desc', total: list.length } });
  }
  if (messages && request.method === 'POST') {
    const text = (body?.message as Record<string, unknown> | undefined)?.message;
    if (typeof text !== 'string' || !text) return json({ errors: { code: 'validation_error', title: 'Validation Error', details: { message: ["can't be blank"] } } }, 422);
    const message: SimMessage = { id: crypto.randomUUID(), bookingId: messages[1]!, message: text, sender: 'property', insertedAt: new Date().toISOString() };
    state.messages.push(message);
    return json({ data: messageJson(message) });
  }
  if (path === '/auth/one_time_token' && request.method === 'POST') {
    return json({ data: { token: crypto.randomUUID() }, meta: { message: 'You are successfully received one-time token! Use it for exchange to JWT' } });
  }
  return notFound();
}

export interface TestBooking {
  channexPropertyId: string;
  roomTypeId: string;
  ratePlanId: string | null;
  arrival: string;
  departure: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  adults: number;
  amount: string;
  currency: string;
  otaName: string;
}

/** Queues a `new` revision as Booking.com (or another OTA) would send it through Channex. */
export function queueTestBooking(booking: TestBooking): string {
  const id = crypto.randomUUID();
  const code = String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));
  state.revisions.push({
    id,
    acked: false,
    attributes: {
      property_id: booking.channexPropertyId,
      booking_id: crypto.randomUUID(),
      unique_id: `BDC-${code}`,
      system_id: code,
      ota_name: booking.otaName,
      ota_reservation_code: code,
      status: 'new',
      arrival_date: booking.arrival,
      departure_date: booking.departure,
      amount: booking.amount,
      currency: booking.currency,
      customer: { name: booking.name, surname: booking.surname, mail: booking.email, phone: booking.phone },
      rooms: [
        {
          room_type_id: booking.roomTypeId,
          rate_plan_id: booking.ratePlanId,
          checkin_date: booking.arrival,
          checkout_date: booking.departure,
          amount: booking.amount,
          occupancy: { adults: booking.adults, children: 0, infants: 0 },
        },
      ],
      inserted_at: new Date().toISOString(),
    },
  });
  return id;
}

/** What the page shows: the last calls, and the availability last sent per room type and date. */
export function simulatorView() {
  return { calls: [...state.calls].reverse(), availability: state.availability, rates: state.rates };
}

/**
 * A guest writes in the channel's chat: the message is kept as Channex would, and the `message`
 * webhook event it would POST is returned ("Webhook Collection" → Payloads → Message).
 */
export function queueGuestMessage(channexPropertyId: string, bookingId: string, text: string) {
  const message: SimMessage = { id: crypto.randomUUID(), bookingId, message: text, sender: 'guest', insertedAt: new Date().toISOString() };
  state.messages.push(message);
  if (state.messages.length > 500) state.messages.shift();
  return {
    event: 'message',
    property_id: channexPropertyId,
    payload: { booking_id: bookingId, id: message.id, message: text, attachments: [], have_attachment: false, message_thread_id: null, ota_message_id: crypto.randomUUID() },
    user_id: null,
    timestamp: message.insertedAt,
  };
}

/** The booking's messages as the simulator holds them, oldest first (the page shows them). */
export function simulatorMessages(bookingId: string): SimMessage[] {
  return state.messages.filter((message) => message.bookingId === bookingId);
}
