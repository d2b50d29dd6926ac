/**
 * A fake Channex on 127.0.0.1, written from Channex's documentation (docs.channex.io: "API
 * Reference", "Properties/Room Types/Rate Plans Collection", "Availability and Rates", "Bookings
 * Collection", "API Rate Limits", "Channel IFrame"), not from our client:
 * - every call needs the `user-api-key` header (401 otherwise);
 * - bodies are wrapped by entity (`{"property": {…}}`, `{"room_type": {…}}`, `{"rate_plan": {…}}`),
 *   room types need occ_adults, occ_children, occ_infants, default_occupancy, count_of_rooms, and
 *   rate plan titles are unique per property (422 otherwise); answers are `{"data": {type, id, attributes}}`;
 * - POST /availability and /restrictions take `{"values": [...]}` with `date` or inclusive
 *   `date_from`/`date_to`; past dates and bad items go to `meta.warnings`, the rest applies; at most
 *   10 calls of each per property per minute, then 429 `http_too_many_requests`;
 * - GET /booking_revisions/feed lists unacknowledged revisions (pagination[page], pagination[limit],
 *   meta { page, limit, total }); POST /booking_revisions/{id}/ack acknowledges one;
 * - POST /auth/one_time_token → `{"data": {"token"}}`;
 * - "Messages Collection" → Booking Messages: GET /bookings/:booking_id/messages lists the booking's
 *   messages newest first (`{"data": [{type: "message", id, attributes: {message, attachments,
 *   sender: "guest" | "property", inserted_at, updated_at}, relationships}], "meta"}`); POST with
 *   `{"message": {"message": text}}` answers the message (sender "property"); 404 for a booking it
 *   does not know, 403 `forbidden` when the property lacks the Messages app (`messagesApp = false`),
 *   422 `not_supported` for an OTA without messages (anything but BookingCom, Airbnb, Expedia);
 * - "Webhook Collection" → Payloads → Message: `guestWrites` stores a guest's message and returns
 *   the `message` event Channex would POST (`{event, property_id, payload: {booking_id, id, message,
 *   message_thread_id, ota_message_id, attachments, have_attachment}, user_id, timestamp}`).
 * `down = true` answers 503 to everything (an outage). The clock is the test's.
 * Served by replacing the worker's outbound fetch for its base URL (workerd cannot start a Node
 * server inside a test); every other URL goes to the real fetch.
 */
import { vi } from 'vitest';

export const FAKE_BASE = 'http://127.0.0.1:9/api/v1';
export const FAKE_KEY = 'test-channex-key';

interface Entity {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

export interface FakeRevision {
  id: string;
  attributes: Record<string, unknown>;
}

export interface AriCall {
  at: number;
  kind: 'availability' | 'restrictions';
  propertyId: string;
  status: number;
  values: Record<string, unknown>[];
}

const DAY = 86_400_000;
function dates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += DAY) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}

export interface FakeMessage {
  id: string;
  bookingId: string;
  threadId: string;
  message: string;
  attachments: string[];
  sender: 'guest' | 'property';
  insertedAt: string;
}

const MESSAGING_OTAS = ['BookingCom', 'Airbnb', 'Expedia'];

export class FakeChannex {
  now = () => Date.now();
  down = false;
  /** Whether the properties have Channex's Messages app installed (403 on the messages API otherwise). */
  messagesApp = true;
  readonly messages: FakeMessage[] = [];
  readonly entities = new Map<string, Entity>();
  /** `room_type_id|date` → availability. */
  readonly availability = new Map<string, number>();
  /** `rate_plan_id|date` → restriction fields as last written. */
  readonly restrictions = new Map<string, Record<string, unknown>>();
  readonly ariCalls: AriCall[] = [];
  readonly revisions: FakeRevision[] = [];
  readonly acks: string[] = [];
  readonly requests: { method: string; path: string; key: string | null }[] = [];
  private readonly restore: () => void;

  constructor() {
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      if (!request.url.startsWith(FAKE_BASE)) return realFetch(input, init);
      return this.handle(request);
    });
    this.restore = () => spy.mockRestore();
  }

  stop() {
    this.restore();
  }

  /** A revision as Channex's feed lists it (Bookings Collection: Booking Revision). */
  addRevision(attributes: Record<string, unknown>): string {
    const id = crypto.randomUUID();
    this.revisions.push({ id, attributes: { id, inserted_at: new Date(this.now()).toISOString(), ...attributes } });
    return id;
  }

  ofType(type: string): Entity[] {
    return [...this.entities.values()].filter((entity) => entity.type === type);
  }

  callsOf(kind: 'availability' | 'restrictions', status = 200): AriCall[] {
    return this.ariCalls.filter((call) => call.kind === kind && call.status === status);
  }

  private json(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }

  private validation(details: Record<string, string[]>): Response {
    return this.json({ errors: { code: 'validation_error', title: 'Validation Error', details } }, 422);
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(FAKE_BASE).pathname.length);
    const key = request.headers.get('user-api-key');
    this.requests.push({ method: request.method, path, key });
    if (this.down) return this.json({ errors: { code: 'service_unavailable', title: 'Service Unavailable' } }, 503);
    if (key !== FAKE_KEY) return this.json({ errors: { code: 'unauthorized', title: 'Unauthorized' } }, 401);
    const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as Record<string, unknown> | null);

    const collection = /^\/(properties|room_types|rate_plans)(?:\/([^/]+))?$/.exec(path);
    if (collection) return this.entity(request.method, collection[1]!, collection[2], body);
    if (path === '/availability' && request.method === 'POST') return this.ari('availability', body);
    if (path === '/restrictions' && request.method === 'POST') return this.ari('restrictions', body);
    if (path === '/booking_revisions/feed' && request.method === 'GET') {
      const open = this.revisions.filter((revision) => !this.acks.includes(revision.id));
      const page = Number(url.searchParams.get('pagination[page]') ?? '1');
      const limit = Math.min(Number(url.searchParams.get('pagination[limit]') ?? '10'), 100);
      const data = open.slice((page - 1) * limit, page * limit).map((revision) => ({ type: 'booking_revision', id: revision.id, attributes: revision.attributes }));
      return this.json({ data, meta: { page, limit, total: open.length } });
    }
    const ack = /^\/booking_revisions\/([^/]+)\/ack$/.exec(path);
    if (ack && request.method === 'POST') {
      if (!this.revisions.some((revision) => revision.id === ack[1])) return this.json({ errors: { code: 'resource_not_found', title: 'Resource Not Found' } }, 404);
      this.acks.push(ack[1]!);
      return this.json({ meta: { message: 'Success' } });
    }
    const messages = /^\/bookings\/([^/]+)\/messages$/.exec(path);
    if (messages && (request.method === 'GET' || request.method === 'POST')) return this.bookingMessages(request.method, messages[1]!, url, body);
    if (path === '/auth/one_time_token' && request.method === 'POST') {
      const token = (body?.one_time_token ?? {}) as Record<string, unknown>;
      if (!token.property_id || !token.username) return this.validation({ one_time_token: ['property_id and username are required'] });
      return this.json({ data: { token: crypto.randomUUID() }, meta: { message: 'You are successfully received one-time token! Use it for exchange to JWT' } });
    }
    return this.json({ errors: { code: 'resource_not_found', title: 'Resource Not Found' } }, 404);
  }

  /** The booking's revision (its property and OTA), as the feed carried it. */
  private booking(bookingId: string): Record<string, unknown> | undefined {
    return this.revisions.find((revision) => revision.attributes.booking_id === bookingId)?.attributes;
  }

  private messageJson(message: FakeMessage) {
    return {
      type: 'message',
      id: message.id,
      attributes: { message: message.message, attachments: message.attachments, sender: message.sender, inserted_at: message.insertedAt, updated_at: message.insertedAt },
      relationships: { message_thread: { data: { id: message.threadId, type: 'message_thread' } } },
    };
  }

  private threadOf(bookingId: string): string {
    return this.messages.find((message) => message.bookingId === bookingId)?.threadId ?? crypto.randomUUID();
  }

  private bookingMessages(method: string, bookingId: string, url: URL, body: Record<string, unknown> | null): Response {
    const booking = this.booking(bookingId);
    if (!booking) return this.json({ errors: { code: 'resource_not_found', title: 'Resource Not Found' } }, 404);
    if (!this.messagesApp) return this.json({ errors: { code: 'forbidden', title: 'Forbidden' } }, 403);
    if (!MESSAGING_OTAS.includes(String(booking.ota_name))) return this.json({ errors: { code: 'not_supported', title: 'Method not supported' } }, 422);
    if (method === 'GET') {
      const all = this.messages.filter((message) => message.bookingId === bookingId).reverse();
      const page = Number(url.searchParams.get('pagination[page]') ?? '1');
      const limit = Math.min(Number(url.searchParams.get('pagination[limit]') ?? '10'), 100);
      const data = all.slice((page - 1) * limit, page * limit).map((message) => this.messageJson(message));
      return this.json({ data, meta: { limit, order_by: 'inserted_at', order_direction: 'desc', page, total: all.length } });
    }
    const text = (body?.message as Record<string, unknown> | undefined)?.message;
    if (typeof text !== 'string' || text === '') return this.validation({ message: ["can't be blank"] });
    const message: FakeMessage = { id: crypto.randomUUID(), bookingId, threadId: this.threadOf(bookingId), message: text, attachments: [], sender: 'property', insertedAt: new Date(this.now()).toISOString().replace('Z', '') };
    this.messages.push(message);
    const answer = this.messageJson(message);
    return this.json({ data: { ...answer, relationships: { ...answer.relationships, user: { data: { id: crypto.randomUUID(), type: 'user' } } } } });
  }

  /** A guest writes on the OTA: the message is stored and the `message` webhook event Channex would send is returned. */
  guestWrites(bookingId: string, text: string, attachments: string[] = []) {
    const booking = this.booking(bookingId);
    const message: FakeMessage = { id: crypto.randomUUID(), bookingId, threadId: this.threadOf(bookingId), message: text, attachments, sender: 'guest', insertedAt: new Date(this.now()).toISOString().replace('Z', '') };
    this.messages.push(message);
    return {
      event: 'message',
      payload: {
        booking_id: bookingId,
        have_attachment: attachments.length > 0,
        attachments,
        id: message.id,
        message: text,
        message_thread_id: message.threadId,
        ota_message_id: crypto.randomUUID(),
      },
      property_id: String(booking?.property_id ?? ''),
      user_id: null,
      timestamp: new Date(this.now()).toISOString(),
    };
  }

  private entity(method: string, collection: string, id: string | undefined, body: Record<string, unknown> | null): Response {
    const type = { properties: 'property', room_types: 'room_type', rate_plans: 'rate_plan' }[collection as 'properties']!;
    if (!id && method === 'POST') {
      const attributes = body?.[type] as Record<string, unknown> | undefined;
      if (!attributes || typeof attributes !== 'object') return this.validation({ [type]: ['is required'] });
      const missing = (type === 'property' ? ['title', 'currency'] : type === 'room_type' ? ['property_id', 'title', 'count_of_rooms', 'occ_adults', 'occ_children', 'occ_infants', 'default_occupancy'] : ['property_id', 'room_type_id', 'title'])
        .filter((field) => attributes[field] === undefined || attributes[field] === '');
      if (missing.length > 0) return this.validation(Object.fromEntries(missing.map((field) => [field, ["can't be blank"]])));
      if (type !== 'property' && !this.entities.has(String(attributes.property_id))) return this.validation({ property_id: ['does not exist'] });
      if (type === 'rate_plan' && this.ofType('rate_plan').some((plan) => plan.attributes.property_id === attributes.property_id && plan.attributes.title === attributes.title)) {
        return this.validation({ title: ['has already been taken'] });
      }
      const entity = { id: crypto.randomUUID(), type, attributes: { ...attributes } };
      this.entities.set(entity.id, entity);
      return this.json({ data: { type, id: entity.id, attributes: { id: entity.id, ...entity.attributes } } }, 201);
    }
    const entity = id ? this.entities.get(id) : undefined;
    if (!entity || entity.type !== type) return this.json({ errors: { code: 'resource_not_found', title: 'Resource Not Found' } }, 404);
    if (method === 'PUT') Object.assign(entity.attributes, (body?.[type] as Record<string, unknown>) ?? {});
    return this.json({ data: { type, id: entity.id, attributes: { id: entity.id, ...entity.attributes } } });
  }

  private ari(kind: 'availability' | 'restrictions', body: Record<string, unknown> | null): Response {
    const values = Array.isArray(body?.values) ? (body!.values as Record<string, unknown>[]) : null;
    if (!values) return this.validation({ values: ['is required'] });
    const propertyId = String(values[0]?.property_id ?? '');
    const now = this.now();
    const inLastMinute = this.ariCalls.filter((call) => call.kind === kind && call.propertyId === propertyId && call.status !== 429 && call.at > now - 60_000).length;
    if (inLastMinute >= 10) {
      this.ariCalls.push({ at: now, kind, propertyId, status: 429, values });
      return this.json({ errors: { code: 'http_too_many_requests', title: 'Too Many Requests' } }, 429);
    }
    this.ariCalls.push({ at: now, kind, propertyId, status: 200, values });
    const today = new Date(now).toISOString().slice(0, 10);
    const warnings: unknown[] = [];
    values.forEach((value, index) => {
      const from = String(value.date_from ?? value.date ?? '');
      const to = String(value.date_to ?? value.date ?? '');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return warnings.push({ index, warning: 'invalid date' });
      // A day before today everywhere on Earth is refused.
      if (to < new Date(now - DAY).toISOString().slice(0, 10) && to < today) return warnings.push({ index, warning: 'date in the past' });
      if (kind === 'availability') {
        const availability = value.availability;
        if (!Number.isInteger(availability) || (availability as number) < 0) return warnings.push({ index, warning: 'availability must be a non-negative integer' });
        for (const date of dates(from, to)) this.availability.set(`${String(value.room_type_id)}|${date}`, availability as number);
      } else {
        const fields = Object.fromEntries(Object.entries(value).filter(([name]) => !['property_id', 'rate_plan_id', 'date', 'date_from', 'date_to'].includes(name)));
        for (const date of dates(from, to)) this.restrictions.set(`${String(value.rate_plan_id)}|${date}`, { ...(this.restrictions.get(`${String(value.rate_plan_id)}|${date}`) ?? {}), ...fields });
      }
      return undefined;
    });
    return this.json({ data: [{ id: crypto.randomUUID(), type: 'task' }], meta: { message: 'Success', warnings } });
  }
}
