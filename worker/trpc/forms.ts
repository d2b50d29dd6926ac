import type { Context, Handler } from 'hono';
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import type { AppEnv } from '../context';
import { renderPage } from '../ssr/render';
import { routeById } from '../../shared/routes';
import { localizePath, isLocale } from '../../shared/locales';
import { LIMITS } from '../../shared/schemas';
import { createCaller } from './root';
import { createContext, fieldIssues, RateLimited } from './trpc';
import { isCrossSite } from './origin';
import { CONTACT_FIELDS, EMPTY_VALUES, SENT_PARAM, encodeOutcome, fieldErrorKind, type ContactFormOutcome, type ContactField } from '../../web/pages/contato/form-state';

/** Reads an urlencoded/multipart form of at most LIMITS.body bytes; null when larger. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > LIMITS.body) return null;
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > LIMITS.body) return null;
  const type = c.req.header('content-type') ?? '';
  const fields: Record<string, string> = {};
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Request(c.req.url, { method: 'POST', headers: { 'content-type': type }, body: buffer }).formData();
    } catch {
      // A malformed multipart body (bad or missing boundary) is a form with no fields: the
      // visitor gets the "fill in the fields" answer, never a 500.
      return fields;
    }
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
  } else {
    new URLSearchParams(new TextDecoder().decode(buffer)).forEach((value, key) => {
      fields[key] = value;
    });
  }
  return fields;
}

/** The outcome of a refused submission, from the procedure's error. */
function outcomeOf(error: unknown, values: ContactFormOutcome['values']): { outcome: ContactFormOutcome; status: 400 | 429 | 500 } {
  const base: ContactFormOutcome = { values, problem: 'server', fieldErrors: {}, retryAfterSeconds: null };
  if (error instanceof TRPCError && error.cause instanceof z.core.$ZodError) {
    const fieldErrors: ContactFormOutcome['fieldErrors'] = {};
    for (const issue of fieldIssues(error.cause)) {
      if ((CONTACT_FIELDS as readonly string[]).includes(issue.field)) fieldErrors[issue.field as ContactField] ??= fieldErrorKind(issue.message);
    }
    return { outcome: { ...base, problem: 'fields', fieldErrors }, status: 400 };
  }
  if (error instanceof TRPCError && error.cause instanceof RateLimited) {
    return { outcome: { ...base, problem: 'rateLimited', retryAfterSeconds: error.cause.retryAfterSeconds }, status: 429 };
  }
  return { outcome: base, status: 500 };
}

/**
 * /contato posted without JavaScript: the same procedure as the script's call (in-process).
 * Success redirects to `?enviado=1` (a reload cannot send twice); a refusal re-renders the
 * page with what the visitor typed and what went wrong.
 */
export const contactFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const locale = c.get('locale');
  const form = await readForm(c);
  const values = { ...EMPTY_VALUES };
  let result: { outcome: ContactFormOutcome; status: 400 | 429 | 500 };
  if (form === null) {
    result = { outcome: { values, problem: 'fields', fieldErrors: { message: 'tooLong' }, retryAfterSeconds: null }, status: 400 };
  } else {
    for (const field of CONTACT_FIELDS) values[field] = form[field] ?? '';
    try {
      await createCaller(createContext(c)).contact.send({ ...values, locale, ...(form.website ? { website: form.website } : {}) });
      return c.redirect(`${localizePath('/contato', locale)}?${SENT_PARAM}=1`, 303);
    } catch (error) {
      if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') {
        console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), where: 'contact.form', message: String(error) }));
      }
      result = outcomeOf(error, values);
    }
  }
  const headers = result.status === 429 && result.outcome.retryAfterSeconds ? { 'retry-after': String(result.outcome.retryAfterSeconds) } : undefined;
  const response = await renderPage(c, {
    match: { route: routeById('contato'), params: encodeOutcome(result.outcome) },
    status: result.status,
  });
  if (headers) response.headers.set('retry-after', headers['retry-after']);
  return response;
};

export const NEWSLETTER_PARAM = 'newsletter';

/** A same-site path to return to (never another host), defaulting to the home page. */
function returnPath(raw: string | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : '/';
}

/**
 * The footer's newsletter form posted without JavaScript: subscribes, then returns to the page
 * it came from with `?newsletter=ok` (or `error`), which the form shows.
 */
export const newsletterFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const form = (await readForm(c)) ?? {};
  const locale = isLocale(form.locale) ? form.locale : 'pt';
  const back = new URL(returnPath(form.from), new URL(c.req.url).origin);
  try {
    await createCaller(createContext(c)).newsletter.subscribe({ email: form.email ?? '', locale });
    back.searchParams.set(NEWSLETTER_PARAM, 'ok');
  } catch {
    back.searchParams.set(NEWSLETTER_PARAM, 'error');
  }
  back.hash = 'newsletter';
  return c.redirect(`${back.pathname}${back.search}${back.hash}`, 303);
};
