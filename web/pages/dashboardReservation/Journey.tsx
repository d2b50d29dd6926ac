/**
 * The reservation's guest journey for the host (issue 28): the online check-in's status (each
 * guest, a minor marked, the FNRH register's status with its reason) and the scheduled messages
 * the job sent, with when. Both are prefetched by the page's resolveHead.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { formatDate } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import * as css from '../../workspace/stays/stays.css';

export function Journey({ reservationId }: { reservationId: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.journey.host;
  const checkin = trpc.host.checkins.get.useQuery({ reservationId });
  const messages = trpc.host.messages.sent.useQuery({ reservationId });
  const c = checkin.data;
  return (
    <>
      <section aria-labelledby="checkin" className={css.section} data-testid="checkin-panel" data-status={c?.status}>
        <h2 id="checkin" className={css.subTitle}>
          {t.checkinTitle()}
        </h2>
        {c && (
          <>
            <p data-testid="checkin-status">{c.status === 'complete' ? t.checkinComplete({ count: c.guests.length }) : t.checkinNone()}</p>
            {c.guests.length > 0 && (
              <ul>
                {c.guests.map((guest, i) => (
                  <li key={i}>
                    {guest.fullName} · {guest.nationality} · {guest.document.type.toUpperCase()} ••{guest.document.hint}
                    {guest.minor ? ` · ${t.minor()}` : ''} ·{' '}
                    <span data-fnrh={guest.fnrh.status}>
                      {guest.fnrh.status === 'error' ? t.fnrh.error({ reason: guest.fnrh.error ?? '' }) : t.fnrh[guest.fnrh.status]()}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="messages" className={css.section} data-testid="messages-panel">
        <h2 id="messages" className={css.subTitle}>
          {t.messagesTitle()}
        </h2>
        {messages.data && messages.data.length > 0 ? (
          <ul>
            {messages.data.map((message) => (
              <li key={message.event} data-event={message.event}>
                <strong>{t.events[message.event]()}</strong> · {message.subject} · {message.recipient} · {formatDate(message.createdAt.slice(0, 10), locale as Locale)} ·{' '}
                {message.status === 'sent' ? t.mailStatus.sent() : t.mailStatus.pending()}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.messagesNone()}</p>
        )}
      </section>
    </>
  );
}
