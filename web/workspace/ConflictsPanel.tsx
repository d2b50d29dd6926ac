import { useI18nContext } from '../i18n/i18n-react';
import { channelsApi, formatCalendarDate } from './channels-api';
import * as css from './ConflictsPanel.css';

/**
 * Channel conflicts of a property: an imported event that overlaps a direct or manual
 * reservation (the reservation keeps the nights). Nothing is shown when there is none.
 * Needs <TrpcProvider> above it and the `channelSync` namespace in the page's registry entry.
 */
export function ConflictsPanel({ propertyId }: { propertyId?: number }) {
  const { LL, locale } = useI18nContext();
  const conflicts = channelsApi.host.channels.conflicts.useQuery({ propertyId });
  const items = conflicts.data ?? [];
  if (items.length === 0) return null;
  const date = (value: string) => formatCalendarDate(locale, value);
  return (
    <section className={css.panel} aria-labelledby="channel-conflicts-title" data-testid="channel-conflicts">
      <h2 id="channel-conflicts-title" className={css.title}>
        {LL.channelSync.conflicts.title()}
      </h2>
      <p>{LL.channelSync.conflicts.lead()}</p>
      <ul className={css.list}>
        {items.map((conflict) => (
          <li key={conflict.id}>
            <strong>{LL.channelSync.unit({ name: conflict.unitName })}</strong>:{' '}
            {LL.channelSync.conflicts.event({ channel: LL.channelSync.channel[conflict.channel](), summary: conflict.summary, from: date(conflict.startDate), to: date(conflict.endDate) })}{' '}
            {conflict.reservation
              ? LL.channelSync.conflicts.reservation({
                  code: conflict.reservation.code,
                  guest: conflict.reservation.guestName || LL.channelSync.conflicts.noGuest(),
                  checkIn: date(conflict.reservation.checkIn),
                  checkOut: date(conflict.reservation.checkOut),
                })
              : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
