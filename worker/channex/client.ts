/**
 * The Channex client (issue 41): Estadia is one PMS account at Channex (`CHANNEX_API_KEY`,
 * header `user-api-key`), at `CHANNEX_API_URL` (which includes `/api/v1`). Shapes as Channex
 * documents them (docs.channex.io, "API Reference"; channels-and-payments.md, "Channex"):
 * bodies wrapped by entity (`{"property": {…}}`), answers `{"data": {"type", "id", "attributes"}}`,
 * ARI as `{"values": [...]}` with invalid items in `meta.warnings`, errors as
 * `{"errors": {"code", "title", "details"?}}` (429 `http_too_many_requests`).
 *
 * Local mode without a `CHANNEX_API_URL`: calls go in-process to the simulator under
 * `/dev/channex` (worker/channex/simulator.ts), so `npm start` needs no Channex account.
 */
import * as z from 'zod/mini';
import { isLocalMode } from '../db/demo';

export const CHANNEX_PRODUCTION_URL = 'https://app.channex.io/api/v1';

export type ChannexFetch = (request: Request) => Promise<Response>;

/** A call Channex refused or could not answer. `status` 0 = no answer (network, timeout). */
export class ChannexError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ChannexError';
  }
  /** Worth trying again later: limits, outages, timeouts. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
  /** The code the workspace translates: rate_limited, unavailable, rejected:<status>. */
  get reason(): string {
    if (this.status === 429) return 'rate_limited';
    if (this.status === 0 || this.status >= 500) return 'unavailable';
    return `rejected:${this.status}`;
  }
}

const entity = z.object({ id: z.string(), type: z.optional(z.string()), attributes: z.optional(z.record(z.string(), z.unknown())) });
const one = z.object({ data: entity, meta: z.optional(z.object({ warnings: z.optional(z.array(z.unknown())) })) });
const many = z.object({ data: z.array(entity), meta: z.optional(z.object({ total: z.optional(z.number()), page: z.optional(z.number()), limit: z.optional(z.number()) })) });
const ariAnswer = z.object({ data: z.optional(z.unknown()), meta: z.optional(z.object({ warnings: z.optional(z.array(z.unknown())) })) });

/** A money amount as Channex writes it on reads ("200.00", 200, "200") → integer cents. */
export function amountToCents(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value ?? '0').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export interface AvailabilityValue {
  property_id: string;
  room_type_id: string;
  date_from: string;
  date_to: string;
  availability: number;
}

export interface RestrictionValue {
  property_id: string;
  rate_plan_id: string;
  date_from: string;
  date_to: string;
  /** Integer minor units (cents), as the architecture's contract says. */
  rate: number;
  min_stay_arrival: number;
  max_stay: number;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  stop_sell: boolean;
}

const occupancy = z.object({ adults: z.optional(z.number()), children: z.optional(z.number()), infants: z.optional(z.number()) });
/** A Booking Room ("Bookings Collection"): each room of a booking with its own dates, plan, occupancy and amount. */
const revisionRoom = z.object({
  room_type_id: z.optional(z.nullable(z.string())),
  rate_plan_id: z.optional(z.nullable(z.string())),
  checkin_date: z.optional(z.string()),
  checkout_date: z.optional(z.string()),
  amount: z.optional(z.unknown()),
  occupancy: z.optional(occupancy),
  /** The room's id at the OTA (Booking.com only, the docs say): matches a room across revisions. */
  ota_unique_id: z.optional(z.nullable(z.string())),
});
export type RevisionRoom = z.infer<typeof revisionRoom>;
const revisionAttributes = z.object({
  id: z.optional(z.string()),
  property_id: z.string(),
  booking_id: z.string(),
  unique_id: z.optional(z.nullable(z.string())),
  system_id: z.optional(z.nullable(z.string())),
  ota_name: z.optional(z.nullable(z.string())),
  ota_reservation_code: z.optional(z.nullable(z.string())),
  status: z.enum(['new', 'modified', 'cancelled']),
  arrival_date: z.string(),
  departure_date: z.string(),
  amount: z.optional(z.unknown()),
  occupancy: z.optional(z.nullable(occupancy)),
  currency: z.optional(z.nullable(z.string())),
  customer: z.optional(
    z.nullable(
      z.object({
        name: z.optional(z.nullable(z.string())),
        surname: z.optional(z.nullable(z.string())),
        mail: z.optional(z.nullable(z.string())),
        phone: z.optional(z.nullable(z.string())),
        country: z.optional(z.nullable(z.string())),
        language: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  rooms: z.optional(z.array(revisionRoom)),
  inserted_at: z.optional(z.string()),
});
export type RevisionAttributes = z.infer<typeof revisionAttributes>;
export interface Revision extends RevisionAttributes {
  id: string;
}

const messageAttributes = z.object({
  message: z.optional(z.nullable(z.string())),
  sender: z.string(),
  attachments: z.optional(z.nullable(z.array(z.unknown()))),
  inserted_at: z.optional(z.string()),
});
/** A message of a booking's thread at Channex ("Messages Collection" → Message). */
export type ChannexMessage = z.infer<typeof messageAttributes> & { id: string };

export interface ChannexConfig {
  baseUrl: string;
  apiKey: string;
  fetch: ChannexFetch;
}

/** Where and how to call Channex for this deployment. */
export function channexConfig(env: Env, simulator?: ChannexFetch): ChannexConfig {
  const configured = (env.CHANNEX_API_URL ?? '').trim().replace(/\/$/, '');
  if (!configured && isLocalMode(env) && simulator) return { baseUrl: 'http://simulator.local/dev/channex/api/v1', apiKey: env.CHANNEX_API_KEY || 'local-simulator', fetch: simulator };
  return { baseUrl: configured || CHANNEX_PRODUCTION_URL, apiKey: env.CHANNEX_API_KEY ?? '', fetch: (request) => fetch(request) };
}

/** Per call: a slow Channex must not hold a push or a webhook for long. */
const TIMEOUT_MS = 15_000;

export class ChannexClient {
  constructor(private readonly config: ChannexConfig) {}

  private async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { 'user-api-key': this.config.apiKey, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.config.fetch(
        new Request(`${this.config.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) }),
      );
    } catch (error) {
      throw new ChannexError(0, 'network', `Channex unreachable: ${String((error as Error)?.message ?? error)}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const errors = (json as { errors?: { code?: string; title?: string; details?: unknown } } | null)?.errors;
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ChannexError(
        response.status,
        errors?.code ?? `http_${response.status}`,
        `Channex ${method} ${path}: ${response.status} ${errors?.title ?? ''} ${errors?.details ? JSON.stringify(errors.details) : ''}`.trim(),
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      );
    }
    return json;
  }

  private async getOne(path: string) {
    try {
      return one.parse(await this.call('GET', path)).data;
    } catch (error) {
      if (error instanceof ChannexError && error.status === 404) return null;
      throw error;
    }
  }

  getProperty(id: string) {
    return this.getOne(`/properties/${encodeURIComponent(id)}`);
  }
  async createProperty(property: { title: string; currency: string; timezone: string; country: string; city: string; email?: string; phone?: string }) {
    return one.parse(await this.call('POST', '/properties', { property: { ...property, property_type: 'hotel' } })).data;
  }
  getRoomType(id: string) {
    return this.getOne(`/room_types/${encodeURIComponent(id)}`);
  }
  async createRoomType(roomType: { property_id: string; title: string; count_of_rooms: number; occ_adults: number; occ_children: number; occ_infants: number; default_occupancy: number }) {
    return one.parse(await this.call('POST', '/room_types', { room_type: { ...roomType, room_kind: 'room' } })).data;
  }
  async updateRoomType(id: string, roomType: { count_of_rooms: number; title?: string }) {
    return one.parse(await this.call('PUT', `/room_types/${encodeURIComponent(id)}`, { room_type: roomType })).data;
  }
  getRatePlan(id: string) {
    return this.getOne(`/rate_plans/${encodeURIComponent(id)}`);
  }
  async createRatePlan(ratePlan: { property_id: string; room_type_id: string; title: string; currency: string; options: { occupancy: number; is_primary: boolean }[] }) {
    return one.parse(await this.call('POST', '/rate_plans', { rate_plan: { ...ratePlan, sell_mode: 'per_room', rate_mode: 'manual' } })).data;
  }

  /** Availability per room type; the answer's `meta.warnings` are the items Channex refused. */
  async updateAvailability(values: AvailabilityValue[]): Promise<{ warnings: unknown[] }> {
    const answer = ariAnswer.parse(await this.call('POST', '/availability', { values }));
    return { warnings: answer.meta?.warnings ?? [] };
  }
  /** Rates and restrictions per rate plan. */
  async updateRestrictions(values: RestrictionValue[]): Promise<{ warnings: unknown[] }> {
    const answer = ariAnswer.parse(await this.call('POST', '/restrictions', { values }));
    return { warnings: answer.meta?.warnings ?? [] };
  }

  /** One page of revisions not yet acknowledged, oldest first. Items that do not parse are returned as ids alone. */
  async bookingRevisionsFeed(page: number, limit: number): Promise<{ revisions: Revision[]; unreadable: string[]; total: number | null }> {
    const answer = many.parse(await this.call('GET', `/booking_revisions/feed?order[inserted_at]=asc&pagination[page]=${page}&pagination[limit]=${limit}`));
    const revisions: Revision[] = [];
    const unreadable: string[] = [];
    for (const item of answer.data) {
      const parsed = revisionAttributes.safeParse(item.attributes);
      if (parsed.success) revisions.push({ ...parsed.data, id: item.id });
      else unreadable.push(item.id);
    }
    return { revisions, unreadable, total: answer.meta?.total ?? null };
  }
  async ackBookingRevision(id: string): Promise<void> {
    await this.call('POST', `/booking_revisions/${encodeURIComponent(id)}/ack`);
  }

  /**
   * Messages API (docs.channex.io, "Messages Collection" → "Booking Messages"; the property needs
   * Channex's Messages app): the messages of a booking, newest first (`GET
   * /bookings/:booking_id/messages`), and the host's answer to it (`POST
   * /bookings/:booking_id/messages` with `{"message": {"message": text}}`, answered with the
   * message as `{"data": {"type": "message", "id", "attributes": {message, sender: "property", …}}}`).
   * 403 = the Messages app is not installed; 422 `not_supported` = the booking's OTA has no messages.
   */
  async bookingMessages(bookingId: string, limit = 100): Promise<ChannexMessage[]> {
    const answer = many.parse(await this.call('GET', `/bookings/${encodeURIComponent(bookingId)}/messages?pagination[page]=1&pagination[limit]=${limit}`));
    return answer.data.flatMap((item) => {
      const parsed = messageAttributes.safeParse(item.attributes);
      return parsed.success ? [{ id: item.id, ...parsed.data }] : [];
    });
  }
  async sendBookingMessage(bookingId: string, text: string): Promise<ChannexMessage> {
    const answer = one.parse(await this.call('POST', `/bookings/${encodeURIComponent(bookingId)}/messages`, { message: { message: text } }));
    const parsed = messageAttributes.safeParse(answer.data.attributes);
    return { id: answer.data.id, ...(parsed.success ? parsed.data : { message: text, sender: 'property' }) };
  }

  /** The one-time token that opens Channex's channel screen for this property (15 minutes, one use). */
  async oneTimeToken(propertyId: string, username: string): Promise<string> {
    const answer = z.object({ data: z.object({ token: z.string() }) }).parse(await this.call('POST', '/auth/one_time_token', { one_time_token: { property_id: propertyId, username } }));
    return answer.data.token;
  }
}

/** The iframe/page address of Channex's channel screen for a one-time token (docs: "Channel IFrame"). */
export function channelScreenUrl(baseUrl: string, token: string, channexPropertyId: string): string {
  const origin = baseUrl.replace(/\/api\/v1$/, '');
  const query = new URLSearchParams({ oauth_session_key: token, app_mode: 'headless', redirect_to: '/channels', property_id: channexPropertyId });
  return `${origin}/auth/exchange?${query.toString()}`;
}
