/**
 * The channel manager's section of /dashboard/canais (issue 41): per property, connect it to
 * Channex, what is mapped, the last push, the changes waiting, errors in words, the daily full
 * resync, the way to Channex's channel screen (where the host links Booking.com and Airbnb), the
 * units that also import those channels by iCal, and the channel stays sold on nights already
 * taken here. Estadia is one PMS account at Channex: the host types no key.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { trpc } from '../../trpc/react';
import { button, card } from '../../theme/ui.css';
import { formatCalendarDate } from '../../workspace/channels-api';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import * as css from './channels.css';

/** A stored or returned reason ('unavailable', 'rate_limited', 'rejected:401', …) in words. */
export function channexErrorText(LL: TranslationFunctions, reason: string | undefined | null): string {
  const [name, status = ''] = (reason ?? '').split(':');
  if (name === 'unavailable' || name === 'rate_limited') return LL.channex.errors[name]();
  if (name === 'rejected') return LL.channex.errors.rejected({ status });
  return LL.channex.errors.unknown();
}

const CHANNEX_REASON = /^(unavailable|rate_limited|rejected:\d+)$/;

export function ChannelManager({ propertyId }: { propertyId: number | undefined }) {
  const properties = trpc.host.properties.list.useQuery(undefined, { retry: false });
  const shown = (properties.data ?? []).filter((property) => propertyId === undefined || property.id === propertyId);
  return (
    <>
      {shown.map((property) => (
        <PropertyChannelManager key={property.id} propertyId={property.id} name={property.name} many={shown.length > 1} />
      ))}
    </>
  );
}

function PropertyChannelManager({ propertyId, name, many }: { propertyId: number; name: string; many: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.channex;
  const utils = trpc.useUtils();
  const status = trpc.host.channelManager.status.useQuery({ propertyId }, { retry: false });
  const href = useHref();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const refresh = () => utils.host.channelManager.status.invalidate({ propertyId });
  const failed = (error: { message: string }) => {
    setMessage('');
    setFailure(CHANNEX_REASON.test(error.message) ? channexErrorText(LL, error.message) : t.errors.unknown());
  };
  const done = (text: string) => async () => {
    setFailure('');
    await refresh();
    setMessage(text);
  };
  const connect = trpc.host.channelManager.connect.useMutation({ onSuccess: done(t.connected()), onError: failed });
  const disconnect = trpc.host.channelManager.disconnect.useMutation({ onSuccess: done(t.disconnected()), onError: failed });
  const resync = trpc.host.channelManager.resync.useMutation({
    onSuccess: done(t.resyncQueued()),
    onError: (error) => (error.message === 'resync_daily' ? setFailure(t.resyncDaily({ when: when(status.data?.resyncFrom ?? null) })) : failed(error)),
  });
  const screen = trpc.host.channelManager.channelScreen.useMutation({
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
    onError: failed,
  });
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: status.data?.timeZone ?? 'UTC' }).format(new Date(iso)) : '');
  const data = status.data;
  const headingId = `channex-${propertyId}`;
  const busy = connect.isPending || disconnect.isPending || resync.isPending || screen.isPending;
  return (
    <section className={card} aria-labelledby={headingId} data-testid={`channex-${propertyId}`}>
      <h2 id={headingId} className={css.unitTitle}>
        {t.title()}
        {many ? ` · ${name}` : ''}
      </h2>
      <p className={css.help}>{t.lead()}</p>
      {status.isError && <p role="alert">{t.errors.unknown()}</p>}
      {data && !data.connected && (
        <>
          <p>{t.notConnected()}</p>
          <div className={css.row}>
            <Button className={button.primary} onPress={() => connect.mutate({ propertyId })} isDisabled={busy}>
              {connect.isPending ? t.connecting() : t.connect()}
            </Button>
          </div>
        </>
      )}
      {data?.connected && (
        <>
          <p className={css.healthOk}>{t.connected()}</p>
          {data.lastError && <p className={css.healthBad}>{channexErrorText(LL, data.lastError)}</p>}
          {data.lastWarning && <p className={css.healthBad}>{t.warning({ detail: data.lastWarning })}</p>}
          <p>
            {data.lastPushAt ? t.lastPush({ when: when(data.lastPushAt) }) : t.neverPushed()} ·{' '}
            {data.pendingChanges > 0 ? t.pending({ count: data.pendingChanges }) : t.noPending()}
          </p>
          <h3 className={css.subTitle}>{t.mapped()}</h3>
          <ul className={css.feeds}>
            {data.roomTypes.map((room) => (
              <li key={room.id}>
                <strong>{t.roomType({ name: room.name, units: room.units })}</strong>
                {room.channexId ? '' : ` (${t.notMapped()})`}
                <ul>
                  {data.ratePlans
                    .filter((plan) => plan.roomTypeId === room.id)
                    .map((plan) => (
                      <li key={plan.id}>
                        {t.ratePlan({ name: plan.name })}
                        {plan.channexId ? '' : ` (${t.notMapped()})`}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
          {data.icalOverlaps.map((overlap) => (
            <p key={`${overlap.unitId}-${overlap.channel}`} className={css.healthBad}>
              {t.icalOverlap({ unit: overlap.unitName, channel: LL.channelSync.channel[overlap.channel as 'airbnb' | 'booking' | 'vrbo']() })}
            </p>
          ))}
          {data.conflicts.length > 0 && (
            <div data-testid="channex-conflicts">
              <h3 className={css.subTitle}>{t.conflicts.title()}</h3>
              <p>{t.conflicts.lead()}</p>
              <ul>
                {data.conflicts.map((conflict) => (
                  <li key={conflict.reservationId}>
                    {/* The stay itself, where the host moves or cancels it. */}
                    <a href={href(`/dashboard/reservas/${conflict.reservationId}`)}>
                      {t.conflicts.item({
                        code: conflict.code,
                        guest: conflict.guestName,
                        from: formatCalendarDate(locale, conflict.checkIn),
                        to: formatCalendarDate(locale, conflict.checkOut),
                        ota: LL.workspace.source[conflict.channel](),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className={css.help}>{t.openChannelsHelp()}</p>
          <div className={css.row}>
            <Button className={button.primary} onPress={() => screen.mutate({ propertyId })} isDisabled={busy}>
              {t.openChannels()}
            </Button>
            <Button className={button.secondary} onPress={() => resync.mutate({ propertyId })} isDisabled={busy}>
              {t.resync()}
            </Button>
            <Button className={button.ghost} onPress={() => disconnect.mutate({ propertyId })} isDisabled={busy}>
              {t.disconnect()}
            </Button>
          </div>
          {data.resyncFrom && <p className={css.help}>{t.resyncDaily({ when: when(data.resyncFrom) })}</p>}
        </>
      )}
      {failure && (
        <p className={css.error} role="alert">
          {failure}
        </p>
      )}
      <p className={css.status} role="status">
        {message}
      </p>
    </section>
  );
}
