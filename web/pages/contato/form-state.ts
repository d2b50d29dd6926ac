/**
 * The answer to a contact form posted WITHOUT JavaScript, handed from the worker to the page
 * through the render's params (so the server HTML and the hydrated page agree): what the
 * visitor typed, and what went wrong. Success is a redirect to `?enviado=1` instead, so a
 * reload cannot send the message twice.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export type ContactProblem = 'fields' | 'rateLimited' | 'server';

export interface ContactFormOutcome {
  values: ContactValues;
  problem: ContactProblem;
  /** Fields the server refused, with the reason kind. */
  fieldErrors: Partial<Record<ContactField, ContactFieldError>>;
  retryAfterSeconds: number | null;
}

export type ContactFieldError = 'required' | 'invalid' | 'tooLong';

export const SENT_PARAM = 'enviado';

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

const PREFIX = 'contact.';

export function encodeOutcome(outcome: ContactFormOutcome): Record<string, string> {
  const params: Record<string, string> = { [`${PREFIX}problem`]: outcome.problem };
  for (const field of CONTACT_FIELDS) params[`${PREFIX}${field}`] = outcome.values[field];
  const errors = Object.entries(outcome.fieldErrors).map(([field, kind]) => `${field}:${kind}`);
  if (errors.length > 0) params[`${PREFIX}errors`] = errors.join(',');
  if (outcome.retryAfterSeconds !== null) params[`${PREFIX}retryAfter`] = String(outcome.retryAfterSeconds);
  return params;
}

export function decodeOutcome(params: Record<string, string>): ContactFormOutcome | null {
  const problem = params[`${PREFIX}problem`];
  if (problem !== 'fields' && problem !== 'rateLimited' && problem !== 'server') return null;
  const values = { ...EMPTY_VALUES };
  for (const field of CONTACT_FIELDS) values[field] = params[`${PREFIX}${field}`] ?? '';
  const fieldErrors: ContactFormOutcome['fieldErrors'] = {};
  for (const pair of (params[`${PREFIX}errors`] ?? '').split(',')) {
    const [field, kind] = pair.split(':');
    if ((CONTACT_FIELDS as readonly string[]).includes(field ?? '') && (kind === 'required' || kind === 'invalid' || kind === 'tooLong')) {
      fieldErrors[field as ContactField] = kind;
    }
  }
  const retry = Number(params[`${PREFIX}retryAfter`]);
  return { values, problem, fieldErrors, retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null };
}

/** The kind of a field error from the API's message for it. */
export function fieldErrorKind(message: string): ContactFieldError {
  if (/at most/i.test(message)) return 'tooLong';
  if (/required|expected string/i.test(message)) return 'required';
  return 'invalid';
}
