/**
 * A zod/mini schema as a tRPC input parser whose failures name the field, as zod's own errors do
 * (the error formatter reads InputIssues): `{ field: 'checkOut', message: 'checkout_before_checkin' }`.
 * The same schema validates the page's form before sending.
 */
import type * as z from 'zod/mini';
import { InputIssues } from '../../trpc';

export function edgeInput<T extends z.ZodMiniType>(schema: T): (raw: unknown) => z.output<T> {
  return (raw) => {
    const result = schema.safeParse(raw);
    if (!result.success) {
      throw new InputIssues(result.error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'input', message: issue.message })));
    }
    return result.data;
  };
}
