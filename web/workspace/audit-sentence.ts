/**
 * One audit line as a sentence in the page's language (issue 40): "Rita marcou a reserva
 * EST-ABC12 como hospedada". Each procedure a host can call to change something has its own
 * sentence (web/i18n/<locale>/team, `audit.sentences.<noun>.<verb>`); a procedure without one yet
 * still reads as a sentence that names its kind.
 */
import type { TranslationFunctions } from '../i18n/i18n-types';
import { LOCALE_TAGS, type Locale } from '../../shared/locales';
import { ROLES } from '../../shared/team/permissions';

export interface AuditSentenceLine {
  actorEmail: string;
  actorName: string | null;
  action: string;
  target: string;
  targetLabel: string | null;
  detail: { status?: string | boolean; role?: string | boolean; published?: string | boolean } | null;
}

type SentenceArgs = { actor: string; target: string; status: string; role: string; kind: string };
/** The dictionary's sentences looked up by name: every one takes (a subset of) SentenceArgs. */
type SentenceTable = Record<string, Record<string, ((args: SentenceArgs) => string) | undefined> | undefined>;

// The status words are the dictionary's own keys: no import of the schemas' modules (zod) into the page.
const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
const RESERVATION_STATUSES = ['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show'] as const;

const includes = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** The sentence's function for an action (`reservations.setStatus`), or null when it has none. */
export function sentenceFor(LL: TranslationFunctions, action: string, detail: AuditSentenceLine['detail'] = null): ((args: SentenceArgs) => string) | null {
  const [noun = '', verb = ''] = action.split('.');
  // setPublished reads as two different acts: published, or taken offline.
  const wording = action === 'properties.setPublished' ? (detail?.published === false ? 'unpublish' : 'publish') : verb;
  const sentences = LL.team.audit.sentences as unknown as SentenceTable;
  return Object.hasOwn(sentences, noun) && Object.hasOwn(sentences[noun]!, wording) ? (sentences[noun]![wording] ?? null) : null;
}

/** What changed was called: its code or name now, else "(removed)"; guests are never named. */
function targetText(LL: TranslationFunctions, line: AuditSentenceLine): string {
  if (line.targetLabel) return line.targetLabel;
  return line.target ? LL.team.audit.gone() : '';
}

function statusText(LL: TranslationFunctions, line: AuditSentenceLine, locale: Locale): string {
  const status = line.detail?.status;
  const label = line.action.startsWith('housekeeping.')
    ? includes(HOUSEKEEPING_STATUSES, status)
      ? LL.team.audit.housekeepingAs[status]()
      : ''
    : includes(RESERVATION_STATUSES, status)
      ? LL.team.audit.reservationAs[status]()
      : '';
  return label.toLocaleLowerCase(LOCALE_TAGS[locale].lang);
}

/** The kind of change, named for people (the filter's options use the same names). */
export function kindLabel(LL: TranslationFunctions, noun: string): string {
  const kinds = LL.team.audit.kinds as unknown as Record<string, (() => string) | undefined>;
  return Object.hasOwn(kinds, noun) ? kinds[noun]!() : noun;
}

export function auditSentence(LL: TranslationFunctions, locale: Locale, line: AuditSentenceLine): string {
  const role = line.detail?.role;
  const args: SentenceArgs = {
    actor: line.actorName?.trim() || line.actorEmail,
    target: targetText(LL, line),
    status: statusText(LL, line, locale),
    role: includes(ROLES, role) ? LL.workspace.roles[role]().toLocaleLowerCase(LOCALE_TAGS[locale].lang) : '',
    kind: kindLabel(LL, line.action.split('.')[0] ?? ''),
  };
  const sentence = sentenceFor(LL, line.action, line.detail);
  return sentence ? sentence(args) : LL.team.audit.other(args);
}
