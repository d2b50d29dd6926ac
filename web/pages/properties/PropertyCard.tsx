import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { PropertyPhoto } from '../../components/property-photos';
import { button, visuallyHidden } from '../../theme/ui.css';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { langAttr, listingTexts, ratingText, wholeMoney } from './marketplace/texts';
import { StarIcon } from './marketplace/Stars';
import { badge, rating, star } from './marketplace/badges.css';
import * as css from './card.css';

/** One result: photo, type and availability, name, location, rating, price, details link. */
export function PropertyCard({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const texts = listingTexts(LL, property);
  const cover = property.photos[0];
  const score = ratingText(property.rating, locale as Locale);
  const nameId = `property-${property.id}-name`;
  return (
    <article className={css.card} aria-labelledby={nameId} data-property-id={property.id}>
      <div className={css.media}>
        {cover && <PropertyPhoto subject={property} scene={cover.scene} alt={LL.properties.photos[cover.scene]({ name: texts.name })} className={css.photo} />}
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
          <span className={rating}>
            <span className={star}>
              <StarIcon />
            </span>
            <span aria-hidden="true">{score}</span>
            <span className={visuallyHidden}>{LL.properties.card.rating({ rating: score })}</span>
          </span>
          <p className={`${css.price} ${css.priceAmount}`}>{LL.properties.card.perNight({ price: wholeMoney(property.price, property.currency, locale as Locale) })}</p>
        </div>
        <a className={`${button.primary} ${css.details}`} href={href(`/property/${property.id}`)} aria-label={LL.properties.card.detailsOf({ name: texts.name })}>
          {LL.properties.card.details()}
        </a>
      </div>
    </article>
  );
}
