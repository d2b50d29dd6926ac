import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { PropertyPhoto } from '../../components/property-photos';
import { button, visuallyHidden } from '../../theme/ui.css';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { langAttr, listingTexts, ratingText, countedReviews, wholeMoney } from './marketplace/texts';
import { formatMoneyCents } from '../../../shared/stay/money';
import { DEFAULT_GUESTS, stayQuery } from '../property/booking/stay-params';
import { UploadedPhoto } from '../property/UploadedPhoto';
import { StarIcon } from './marketplace/Stars';
import { badge, rating, star } from './marketplace/badges.css';
import * as css from './card.css';

/** What a search carries to the property page (its dates and guests). */
export interface CardSearch {
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
}

/** `sizes` of a card's cover: one column on phones, two on tablets, three from desktops. */
const CARD_SIZES = '(max-width: 639.98px) 100vw, (max-width: 1023.98px) 50vw, 360px';

/**
 * One result: the host's cover (else the illustration), the kind the host chose and
 * availability, name, location, the counted reviews (none: no stars), the price a guest can
 * book (the searched stay's all-in total, else "from" the lowest nightly rate of the next 30
 * days, in the property's currency), and the details link carrying the search's dates and guests.
 */
export function PropertyCard({ property, search, to }: { property: Listing; search?: CardSearch; /** The details link's locale-free path (a host's own site, issue 45); default /property/{id}. */ to?: string }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const href = useHref();
  const texts = listingTexts(LL, property);
  const cover = property.photos[0];
  const reviews = countedReviews(property);
  const nameId = `property-${property.id}-name`;
  const stayTo = search?.checkIn && search.checkOut ? stayQuery({ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests }) : search && search.guests !== DEFAULT_GUESTS ? `?guests=${search.guests}` : '';
  return (
    <article className={css.card} aria-labelledby={nameId} data-property-id={property.id}>
      <div className={css.media}>
        {property.cover ? (
          <UploadedPhoto photo={property.cover} alt={property.cover.alt || texts.name} sizes={CARD_SIZES} className={css.photo} />
        ) : (
          cover && <PropertyPhoto subject={property} scene={cover.scene} alt={LL.properties.photos[cover.scene]({ name: texts.name })} className={css.photo} />
        )}
        <div className={css.badges}>
          <span className={badge.type}>{LL.properties.types[property.type]()}</span>
          <span className={property.available ? badge.available : badge.reserved}>
            {property.available ? LL.properties.card.available() : LL.properties.card.reserved()}
          </span>
        </div>
      </div>
      <div className={css.body}>
        <h3 id={nameId} className={css.name} lang={langAttr(texts.langs?.name, locale as Locale)}>
          {texts.name}
        </h3>
        <p className={css.location}>{texts.location}</p>
        <div className={css.meta}>
          {reviews.rating !== null && reviews.count > 0 ? (
            <span className={rating} data-testid="card-rating">
              <span className={star}>
                <StarIcon />
              </span>
              <span aria-hidden="true">{ratingText(reviews.rating, loc)}</span>
              <span className={visuallyHidden}>{LL.properties.card.rating({ rating: ratingText(reviews.rating, loc) })}</span>
              <span className={css.reviewCount}>{`(${reviews.count})`}</span>
            </span>
          ) : (
            <span className={css.noReviews} data-testid="card-rating">
              {LL.properties.card.noReviews()}
            </span>
          )}
          <p className={`${css.price} ${css.priceAmount}`} data-testid="card-price">
            {property.stay
              ? LL.properties.card.stayTotal({ price: formatMoneyCents(property.stay.totalCents, property.currency, loc), nights: property.stay.nights })
              : LL.properties.card.fromPerNight({ price: wholeMoney(property.price, property.currency, loc) })}
          </p>
        </div>
        <a className={`${button.primary} ${css.details}`} href={`${href(to ?? `/property/${property.id}`)}${stayTo}`} aria-label={LL.properties.card.detailsOf({ name: texts.name })}>
          {LL.properties.card.details()}
        </a>
      </div>
    </article>
  );
}
