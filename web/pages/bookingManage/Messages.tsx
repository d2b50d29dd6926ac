/**
 * The guest's conversation with the host on the manage page (issue 44): the messages, and a
 * plain form posting to /reserva/:token/mensagem (worker/inbox/routes.ts), so it works without
 * JavaScript. A refused post comes back with `?messageError=<code>&text=…`: the error sits next
 * to the field, the text typed is kept.
 */
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { button } from '../../theme/ui.css';
import type { AppRouter } from '../../../worker/trpc/root';
import { MESSAGE_MAX_CHARS } from '../../../shared/inbox/limits';
import { Thread } from '../../inbox/Thread';
import * as inbox from '../../inbox/inbox.css';
import * as css from '../bookingCheckin/checkin.css';

type GuestThread = inferRouterOutputs<AppRouter>['booking']['messages']['list'];

const ERRORS = ['required', 'too_long', 'rate_limited', 'invalid'] as const;

export function GuestMessages({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const { queries, search } = useBootstrap();
  const href = useHref();
  const t = LL.inbox.guest;
  const thread = readDehydratedQuery<GuestThread>(queries, 'booking.messages.list');
  if (!thread) return null;
  const query = new URLSearchParams(search);
  const code = query.get('messageError');
  const error = ERRORS.find((known) => known === code) ?? (code ? 'invalid' : null);
  const typed = error ? (query.get('text') ?? '') : '';
  return (
    <section id="mensagens" className={inbox.section} aria-labelledby="messages-title">
      <h2 id="messages-title">{t.title()}</h2>
      <p>{t.lead()}</p>
      {thread.messages.length > 0 ? <Thread messages={thread.messages} timeZone={thread.timezone} viewer="guest" hostName={thread.propertyName} /> : <p>{t.empty()}</p>}
      {query.get('message') === 'sent' && (
        <p className={inbox.status} role="status" data-testid="message-sent">
          {t.sent()}
        </p>
      )}
      <form method="post" action={href(`/reserva/${token}/mensagem`)} className={inbox.form} noValidate>
        <div className={css.field}>
          <label className={css.label} htmlFor="message-text">
            {t.label()}
          </label>
          <textarea
            className={css.control}
            id="message-text"
            name="text"
            rows={4}
            maxLength={MESSAGE_MAX_CHARS}
            defaultValue={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'message-text-hint message-text-error' : 'message-text-hint'}
          />
          <p className={css.hint} id="message-text-hint">
            {t.hint()}
          </p>
          {error && (
            <p className={css.error} id="message-text-error" role="alert">
              {t.errors[error]()}
            </p>
          )}
        </div>
        <p>
          <button type="submit" className={button.primary}>
            {t.send()}
          </button>
        </p>
      </form>
    </section>
  );
}
