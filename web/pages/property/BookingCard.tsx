import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { button } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import { formatMoneyCents } from '../../../shared/stay/money';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { wholeMoney } from '../properties/marketplace/texts';
import { bookingPagePath, stayParams, stayQuery } from './booking/stay-params';
import { lineRows } from '../../components/price/lines';
import * as css from './booking.css';

type Availability = inferRouterOutputs<AppRouter>['booking']['availability'];
type PropertyInfo = inferRouterOutputs<AppRouter>['booking']['property'];

/**
 * The sticky card beside the page (issue 24: one booking panel). It has no dates, guests or
 * arithmetic of its own: with a stay in the URL it shows that stay and the booking engine's
 * total (the chosen room type's, else the lowest bookable one's) and leads into the booking
 * section's next step; without one, the nightly price and a link to choose dates there.
 * Server HTML with plain links: it works without JavaScript and ships none.
 */
/**
 * The stay of the URL as the page prices it (issue 39: the header, this card and the JSON-LD say
 * one figure): its dates, the booking engine's answer and the chosen room type (else the lowest
 * bookable total, the figure a search's card shows). Null room: no dates, or none bookable.
 */
export function chosenStay(queries: ReturnType<typeof useBootstrap>['queries'], search: string, propertyId: number) {
  const params = stayParams(search);
  const found = readDehydratedQuery<Availability>(queries, 'booking.availability');
  const availability = found && found.propertyId === propertyId && params.checkIn && params.checkOut ? found : null;
  const bookable = availability?.roomTypes.filter((room) => room.bookable && room.totalCents !== undefined) ?? [];
  const room = bookable.find((item) => item.id === params.roomType) ?? [...bookable].sort((a, b) => a.totalCents! - b.totalCents!)[0];
  return { params, availability, room };
}

export function BookingCard({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries, search, path: pagePath } = useBootstrap();
  const href = useHref();
  const texts = LL.properties.booking;
  const t = LL.guestBooking;
  const { params, availability, room } = chosenStay(queries, search, property.id);
  const path = href(bookingPagePath(pagePath, property.id));
  const info = readDehydratedQuery<PropertyInfo>(queries, 'booking.property');
  const example = info && info.id === property.id ? info.defaultStay : null;

  return (
    <aside className={css.card} aria-labelledby="booking-title" data-testid="booking-card">
      <h2 id="booking-title" className={css.title}>
        {texts.title()}
      </h2>
      {!property.available && <p className={css.reserved}>{texts.reserved()}</p>}
      {availability && room && params.checkIn && params.checkOut ? (
        <>
          <dl className={css.breakdown}>
            <div className={css.row}>
              <dt>{t.section.checkIn()}</dt>
              <dd>{formatDate(params.checkIn, loc, 'medium')}</dd>
            </div>
            <div className={css.row}>
              <dt>{t.section.checkOut()}</dt>
              <dd>{formatDate(params.checkOut, loc, 'medium')}</dd>
            </div>
            <div className={css.row}>
              <dt>{t.section.guests()}</dt>
              <dd>{params.guests}</dd>
            </div>
            <div className={css.totalRow}>
              <dt>{room.name}</dt>
              <dd data-testid="booking-card-total">{t.section.perStay({ price: formatMoneyCents(room.totalCents!, availability.currency, loc), nights: availability.nights })}</dd>
            </div>
          </dl>
          <a
            className={button.primary}
            href={`${path}${stayQuery({ checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests, roomType: room.id })}#booking-details`}
          >
            {texts.reserve()}
          </a>
        </>
      ) : (
        <>
          {example ? (
            // The default stay (issue 39): an example, itemised and all-in, until dates are chosen.
            <>
              <p className={css.help} data-testid="default-stay-note">
                {texts.exampleStay({ nights: example.nights, guests: example.guests })}
              </p>
              <dl className={css.breakdown} aria-label={LL.stayPrice.lines.title()} data-testid="default-stay">
                {lineRows(LL.stayPrice, example.lines, property.currency, loc).map(([label, amount], index, rows) => (
                  <div key={index} className={index === rows.length - 1 ? css.totalRow : css.row}>
                    <dt>{label}</dt>
                    <dd data-testid={index === rows.length - 1 ? 'booking-card-from' : undefined}>{amount}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className={css.price} data-testid="booking-card-from">
              {texts.perNight({ price: wholeMoney(property.price, property.currency, loc) })}
            </p>
          )}
          <p className={css.help}>{t.section.pickDates()}</p>
          {property.available && (
            <a className={button.primary} href="#booking">
              {t.section.search()}
            </a>
          )}
        </>
      )}
    </aside>
  );
}
