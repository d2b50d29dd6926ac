/**
 * The reservation's guest journey for the host (issue 28): the online check-in's status (each
 * guest, a minor marked, the FNRH register's status with its reason) and the scheduled messages
 * the job sent, with when. Both are prefetched by the page's resolveHead.
 */
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { lazyPart } from '../../lazy-part';
import { formatDate } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import * as css from '../../workspace/stays/stays.css';
import { button } from '../../theme/ui.css';

/** The desk form (the register's fields for every guest): its own chunk, fetched when the host opens it. */
const DeskCheckin = lazyPart(() => import('./DeskCheckin').then((module) => module.DeskCheckin));

/**
 * `checkins`: what the caller's role may do with the online check-in (issue 40: an accountant reads
 * the stay, not the guests' documents; only a role that may write it gets the desk's form).
 */
export function Journey({ reservationId, guestName, guestEmail, checkins }: { reservationId: number; guestName: string; guestEmail: string; checkins: { read: boolean; write: boolean } }) {
  const { LL, locale } = useI18nContext();
  const t = LL.journey.host;
  const utils = trpc.useUtils();
  const checkin = trpc.host.checkins.get.useQuery({ reservationId }, { enabled: checkins.read });
  const messages = trpc.host.messages.sent.useQuery({ reservationId });
  const [desk, setDesk] = useState(false);
  const [notice, setNotice] = useState('');
  const c = checkin.data;
  return (
    <>
      {checkins.read && (
      <section aria-labelledby="checkin" className={css.section} data-testid="checkin-panel" data-status={c?.status}>
        <h2 id="checkin" className={css.subTitle}>
          {t.checkinTitle()}
        </h2>
        {c && (
          <>
            <p data-testid="checkin-status">{c.status === 'complete' ? t.checkinComplete({ count: c.guests.length }) : c.status === 'partial' ? t.checkinPartial() : t.checkinNone()}</p>
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
            <p role="status">{notice}</p>
            {checkins.write && (
            <Button
              className={button.secondary}
              aria-expanded={desk}
              onPress={() => {
                setNotice('');
                setDesk((open) => !open);
              }}
            >
              {desk ? t.desk.close() : c.status === 'complete' ? t.desk.correct() : t.desk.fill()}
            </Button>
            )}
            {checkins.write && desk && (
              <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
                <DeskCheckin
                  reservationId={reservationId}
                  expectedGuests={c.expectedGuests}
                  guests={c.guests}
                  purpose={c.purpose}
                  transport={c.transport}
                  arrivalTime={c.arrivalTime}
                  guestName={guestName}
                  guestEmail={guestEmail}
                  onSaved={() => {
                    setDesk(false);
                    setNotice(t.desk.saved());
                    void utils.host.checkins.get.invalidate({ reservationId });
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </section>
      )}
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
