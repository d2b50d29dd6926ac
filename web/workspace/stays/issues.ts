/**
 * Field errors of the stay and guest forms: the same zod/mini schema runs in the page before
 * sending and at the edge; both speak in message codes (`required`, `capacity:3`, …) that
 * become sentences here, shown next to their field.
 */
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { dateOf, idOf } from '../params';

export type FieldErrors = Record<string, string>;

/** Field → message code, from zod issues or the edge's `data.issues`. */
export function errorsOf(issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field ?? (issue.path ?? []).map(String).join('.');
    errors[field || 'input'] ??= issue.message;
  }
  return errors;
}

/** The sentence of a message code. */
export function issueText(LL: TranslationFunctions, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const errors = LL.reservations.errors;
  const [name, arg] = code.split(':');
  if (name === 'capacity') return errors.capacity({ capacity: Number(arg) });
  const known = errors[name as Exclude<keyof typeof errors, 'capacity'>];
  return typeof known === 'function' ? known() : errors.invalid();
}

export interface ServerFailure {
  /** Field → code, when the edge refused the input. */
  fields: FieldErrors;
  /** A sentence for the whole form (taken nights, stale row, …). */
  message: string | null;
}

/** What a failed mutation means for the form. */
export function failureOf(LL: TranslationFunctions, error: unknown): ServerFailure {
  const data = (error as { data?: { code?: string; issues?: { field: string; message: string }[] | null } | null }).data;
  const message = (error as { message?: string }).message ?? '';
  if (data?.issues?.length) return { fields: errorsOf(data.issues), message: LL.reservations.errors.fix() };
  switch (data?.code) {
    case 'CONFLICT':
      return { fields: {}, message: /changed meanwhile/i.test(message) ? LL.reservations.errors.changed() : LL.reservations.errors.taken() };
    case 'PRECONDITION_FAILED':
      return { fields: {}, message: LL.reservations.errors.notAllowed() };
    case 'NOT_FOUND':
      return { fields: {}, message: LL.reservations.errors.notFound() };
    default:
      return { fields: {}, message: LL.reservations.errors.unknown() };
  }
}

/** `?name=` of a query string, when it is a real calendar date (2026-02-30 is not: the page without that filter). */
export function dateParam(search: string, name: string): string | undefined {
  return dateOf(new URLSearchParams(search).get(name)) ?? undefined;
}

/** `?name=` as an id (a positive integer below 2³¹, as the procedures take it). */
export function intParam(search: string, name: string): number | undefined {
  return idOf(new URLSearchParams(search).get(name)) ?? undefined;
}

/** Whether a tRPC error thrown while prefetching is NOT_FOUND. */
export function isNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'NOT_FOUND';
}
