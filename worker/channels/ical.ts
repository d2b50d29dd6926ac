/**
 * iCalendar (RFC 5545) for channel sync: a small writer for the export and a tolerant reader
 * for the feeds Airbnb, Booking.com and VRBO publish.
 *
 * Why not a library: the export needs a handful of properties, and ts-ics folds at 75
 * characters (Portuguese text then breaks the 75-octet rule); on import the only thing we need
 * from an event is its UID and its calendar dates, and the libraries turn a DATE into a JS
 * `Date` (the classic off-by-one when formatted in a local zone) and leave `DURATION` for the
 * caller anyway. This reader keeps dates as 'YYYY-MM-DD' strings from end to end; it accepts
 * CRLF and LF-only input, unfolds continuation lines, unescapes text, computes the end from
 * DURATION and reads a TZID's wall-clock date without needing a VTIMEZONE. The fixtures in
 * tests/fixtures/ical prove each of those shapes.
 */
import { addDays } from '../../shared/stay/dates';

// ─── Writer ─────────────────────────────────────────────────────────────────────────────

const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space,
 * which counts toward their 75. Never splits a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
export function icsDate(date: string): string {
  return date.replaceAll('-', '');
}

/** An instant as a UTC DATE-TIME ('20260301T120000Z'). */
export function icsStamp(iso: string): string {
  const date = new Date(iso);
  const valid = Number.isNaN(date.getTime()) ? new Date(0) : date;
  return valid.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface ExportEvent {
  uid: string;
  /** First night. */
  start: string;
  /** Check-out day (exclusive). */
  end: string;
  summary: string;
  /** When the booking or block last changed (ISO instant). */
  stamp: string;
}

/** A whole calendar as RFC 5545 text: CRLF, folded lines, all-day events. */
export function writeCalendar(calendar: { name: string; events: ExportEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Estadia//Channel export 1.0//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsStamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

// ─── Reader ─────────────────────────────────────────────────────────────────────────────

export interface FeedEvent {
  uid: string;
  /** First night, 'YYYY-MM-DD'. */
  start: string;
  /** The day after the last night, 'YYYY-MM-DD' (exclusive). */
  end: string;
  summary: string;
}

export interface ParsedCalendar {
  prodId: string;
  events: FeedEvent[];
  /** VEVENTs without a usable DTSTART, or cancelled. */
  skipped: number;
}

export class NotACalendar extends Error {
  constructor(readonly reason: 'not_calendar' | 'truncated') {
    super(reason === 'not_calendar' ? 'The response is not an iCalendar file' : 'The calendar ends before END:VCALENDAR');
  }
}

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Splits a physical text into unfolded logical lines (CRLF, LF or CR; space or tab continuations). */
export function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else if (raw.length > 0) lines.push(raw);
  }
  return lines;
}

function parseLine(line: string): ContentLine | null {
  // The name and parameters end at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 1) return null;
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const eq = param.indexOf('=');
    if (eq > 0) params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** TEXT value unescaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

interface DateValue {
  date: string;
  /** Seconds after midnight for DATE-TIME values; null for DATE. */
  seconds: number | null;
}

const utcDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and wall-clock time of a DATE or DATE-TIME value. */
function parseDateValue(line: ContentLine, timeZone: string): DateValue | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(line.value.trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, utc] = match;
  const date = `${y}-${m}-${d}`;
  if (hh === undefined || line.params.VALUE === 'DATE') return { date, seconds: null };
  if (utc) {
    // A UTC instant: the date it is in the property's zone.
    const instant = new Date(Date.UTC(+y!, +m! - 1, +d!, +hh, +mm!, +ss!));
    let format = utcDateFormatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
      utcDateFormatters.set(timeZone, format);
    }
    const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, seconds: +parts.hour! * 3600 + +parts.minute! * 60 + +parts.second! };
  }
  // Floating or TZID: the wall-clock date as written, which is the date in that zone (no
  // VTIMEZONE needed to know which night it is).
  return { date, seconds: +hh * 3600 + +mm! * 60 + +ss! };
}

/** A DURATION ('P3D', 'P1W', 'PT36H', 'P1DT12H') in seconds; null when malformed or negative. */
export function durationSeconds(value: string): number | null {
  const match = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!match || value.trim() === 'P' || /T$/.test(value.trim())) return null;
  const [, w = '0', d = '0', h = '0', m = '0', s = '0'] = match;
  return (+w * 7 + +d) * 86400 + +h * 3600 + +m * 60 + +s;
}

/** The end of an event from its start and a duration, as the exclusive check-out day. */
function endFromDuration(start: DateValue, seconds: number): string {
  const from = start.seconds ?? 0;
  const total = from + seconds;
  const days = Math.floor(total / 86400);
  const rest = total % 86400;
  // A timed end after midnight still frees that night's check-out day: nights = whole days touched.
  return addDays(start.date, start.seconds === null ? days : days + (rest > 0 && days === 0 ? 1 : 0));
}

/**
 * Reads a calendar feed. Throws NotACalendar for anything that does not start with
 * BEGIN:VCALENDAR (an HTML error page served with 200) or stops before END:VCALENDAR.
 * @param timeZone the property's zone, for events given as UTC instants
 */
export function parseCalendar(text: string, timeZone = 'UTC'): ParsedCalendar {
  const lines = unfold(text);
  if (lines[0]?.trim().toUpperCase() !== 'BEGIN:VCALENDAR') throw new NotACalendar('not_calendar');
  if (!lines.some((line) => line.trim().toUpperCase() === 'END:VCALENDAR')) throw new NotACalendar('truncated');
  const events: FeedEvent[] = [];
  let prodId = '';
  let skipped = 0;
  const stack: string[] = [];
  let current: Map<string, ContentLine> | null = null;
  for (const raw of lines) {
    const line = parseLine(raw);
    if (!line) continue; // a malformed line is skipped, not fatal
    if (line.name === 'BEGIN') {
      stack.push(line.value.toUpperCase());
      if (line.value.toUpperCase() === 'VEVENT' && stack.length === 2) current = new Map();
      continue;
    }
    if (line.name === 'END') {
      const ended = stack.pop();
      if (ended === 'VEVENT' && current) {
        const event = toEvent(current, timeZone);
        if (event) events.push(event);
        else skipped++;
        current = null;
      }
      continue;
    }
    if (stack.length === 1 && line.name === 'PRODID') prodId = unescapeText(line.value);
    // Only the event's own properties, not those of a nested VALARM.
    if (current && stack.length === 2 && !current.has(line.name)) current.set(line.name, line);
  }
  return { prodId, events, skipped };
}

function toEvent(props: Map<string, ContentLine>, timeZone: string): FeedEvent | null {
  if (props.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return null;
  const startLine = props.get('DTSTART');
  const start = startLine && parseDateValue(startLine, timeZone);
  if (!start) return null;
  let end: string | null = null;
  const endLine = props.get('DTEND');
  const endValue = endLine && parseDateValue(endLine, timeZone);
  if (endValue) end = endValue.date;
  else {
    const duration = props.get('DURATION');
    const seconds = duration ? durationSeconds(duration.value) : null;
    if (seconds !== null) end = endFromDuration(start, seconds);
  }
  // No end, or an end on the same day: the event still closes its first night.
  if (!end || end <= start.date) end = addDays(start.date, 1);
  const summary = unescapeText(props.get('SUMMARY')?.value ?? '').trim();
  const uid = unescapeText(props.get('UID')?.value ?? '').trim() || `nouid-${start.date}-${end}-${summary}`;
  return { uid, start: start.date, end, summary };
}
