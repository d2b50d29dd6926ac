/**
 * The names per language without JavaScript (issue 39): the room type, rate plan and add-on
 * forms post to NAMES_FORM_PATH (worker/names-form.ts), which saves their main name and their
 * names per language and answers 303 to the editor's page — `?saved=<kind>-<id>`, or back with
 * what was typed (`&edit=<kind>-<id>&draft=` JSON `{ name, names }`, `&errors=` field → code).
 * The pages read that answer with `namesPostOf`. The rest of those forms (numbers, choices)
 * needs JavaScript: only the names travel.
 */
import { LOCALES, type Locale } from '../locales';

export const NAMES_FORM_PATH = '/dashboard/nomes';

export const NAMES_KINDS = ['roomType', 'ratePlan', 'addon'] as const;
export type NamesKind = (typeof NAMES_KINDS)[number];

/** The prefix of each form's name inputs (`planName`, `planName_en`, …). */
export const NAMES_PREFIX: Record<NamesKind, string> = { roomType: 'roomTypeName', ratePlan: 'planName', addon: 'addonName' };

export interface NamesDraft {
  name: string;
  names: Record<Locale, string>;
}

/** The main name and every language's name a form posted ('' when absent). */
export function namesDraftOf(form: { get: (name: string) => unknown }, kind: NamesKind): NamesDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 500) : '';
  };
  const prefix = NAMES_PREFIX[kind];
  return { name: text(prefix), names: Object.fromEntries(LOCALES.map((locale) => [locale, text(`${prefix}_${locale}`)])) as Record<Locale, string> };
}

/** The editor page a kind's form lives on (locale-free). */
export const namesPageOf = (kind: NamesKind, propertyId: number) => (kind === 'roomType' ? `/dashboard/propriedades/${propertyId}` : `/dashboard/planos?property=${propertyId}`);

/** `ratePlan-12`: which row a no-JS answer is about. */
export const namesRowKey = (kind: NamesKind, id: number) => `${kind}-${id}`;

export interface NamesPost {
  /** The row was saved by a no-JS post. */
  saved: boolean;
  /** A refused post's draft and its field errors (message codes; `form`: NOT_FOUND, FORBIDDEN…). */
  draft: NamesDraft | null;
  errors: Record<string, string>;
}

/** The row being edited by URL (`?edit=ratePlan-12`), for the list editors, or null. */
export function editedRow(search: string, kind: NamesKind): number | null {
  const match = new RegExp(`^${kind}-(\\d{1,12})$`).exec(new URLSearchParams(search).get('edit') ?? '');
  return match ? Number(match[1]) : null;
}

/** What a no-JS post answered about one row (nothing when the URL is about another). */
export function namesPostOf(search: string, kind: NamesKind, id: number): NamesPost {
  const params = new URLSearchParams(search);
  const key = namesRowKey(kind, id);
  const none: NamesPost = { saved: false, draft: null, errors: {} };
  if (params.get('saved') === key) return { ...none, saved: true };
  if (params.get('edit') !== key || !params.has('errors')) return none;
  const parse = (text: string | null): unknown => {
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  };
  const rawDraft = parse(params.get('draft'));
  const draftObject = rawDraft && typeof rawDraft === 'object' ? (rawDraft as Record<string, unknown>) : {};
  const rawNames = draftObject.names && typeof draftObject.names === 'object' ? (draftObject.names as Record<string, unknown>) : {};
  // Read back through the same reader as the form: anything malformed becomes empty fields.
  const draft = namesDraftOf({ get: (name) => (name === NAMES_PREFIX[kind] ? draftObject.name : rawNames[name.slice(NAMES_PREFIX[kind].length + 1)]) }, kind);
  const rawErrors = parse(params.get('errors'));
  const errors = rawErrors && typeof rawErrors === 'object' ? Object.fromEntries(Object.entries(rawErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  return { saved: false, draft, errors };
}
