/**
 * The guest's message form without JavaScript (issue 44): POST /reserva/:token/mensagem (every
 * locale) calls booking.messages.send in-process and answers 303 back to the manage page's
 * conversation: `?message=sent#mensagens`, or `?messageError=<code>&text=<what was typed>#mensagens`
 * (`required`, `too_long`, `rate_limited`, `invalid`) so the page shows the error next to the
 * field with the text kept. A cross-site post is refused (403); an unknown token is a 404.
 */
import type { Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from '../context';
import { isCrossSite } from '../trpc/origin';
import { createCaller } from '../trpc/root';
import { createContext } from '../trpc/trpc';
import { everyLocalePath, localizePath } from '../../shared/locales';
import { MESSAGE_MAX_CHARS } from '../../shared/inbox/messages';

const MAX_FORM_BYTES = 16 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function errorCode(error: TRPCError): string {
  if (error.code === 'TOO_MANY_REQUESTS') return 'rate_limited';
  const issues = (error.cause as { issues?: { message?: string }[] } | undefined)?.issues ?? [];
  const message = issues[0]?.message ?? '';
  return message === 'required' || message === 'too_long' ? message : 'invalid';
}

export const guestMessagePost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  const page = localizePath(`/reserva/${token}`, c.get('locale'));
  const declared = Number(c.req.header('content-length') ?? '0');
  const buffer = declared > MAX_FORM_BYTES ? null : await c.req.arrayBuffer();
  const text = buffer && buffer.byteLength <= MAX_FORM_BYTES ? (new URLSearchParams(new TextDecoder().decode(buffer)).get('text') ?? '') : 'x'.repeat(MESSAGE_MAX_CHARS + 1);
  try {
    await createCaller(createContext(c)).booking.messages.send({ token, text });
    return c.redirect(`${page}?message=sent#mensagens`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'NOT_FOUND') return c.notFound();
    const keep = new URLSearchParams({ messageError: errorCode(error), text: text.slice(0, MESSAGE_MAX_CHARS + 100) });
    return c.redirect(`${page}?${keep.toString()}#mensagens`, 303);
  }
};

export function mountInbox(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath('/reserva/:token/mensagem'), guestMessagePost);
}
