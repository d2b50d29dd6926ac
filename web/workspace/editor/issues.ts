/**
 * Field errors of the property editor, the first-run flow and the rates form: the same zod/mini
 * schema (shared/host/workspace.ts) runs in the page and at the edge; both speak in message
 * codes that become sentences here, next to their field.
 */
import type { TranslationFunctions } from '../../i18n/i18n-types';

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

type Messages = Record<string, () => string>;

/** The sentence of a message code, from a namespace's `errors`. */
export function sentence(errors: Messages, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const known = errors[code];
  return typeof known === 'function' ? known() : errors.invalid?.();
}

export const editorErrors = (LL: TranslationFunctions) => LL.propertyEditor.errors as unknown as Messages;
export const ratesErrors = (LL: TranslationFunctions) => LL.rates.errors as unknown as Messages;

export interface Failure {
  fields: FieldErrors;
  code: string | null;
}

/** What a failed mutation says: fields the edge refused, or its error code. */
export function failureOf(error: unknown): Failure {
  const data = (error as { data?: { code?: string; issues?: { field: string; message: string }[] | null } | null }).data;
  if (data?.issues?.length) return { fields: errorsOf(data.issues), code: 'BAD_REQUEST' };
  return { fields: {}, code: data?.code ?? null };
}

/** Integer cents of an amount typed in the currency (NaN stays NaN, so the schema names the field). */
export function toCents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN;
}
