import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { container, visuallyHidden } from '../../theme/ui.css';
import { lodgingBusiness, type StayOffer } from '../../seo/jsonld';
import { formatNumber } from '../../../shared/format';
import { LOCALE_TAGS, localizePath, type Locale } from '../../../shared/locales';
import type { Listing } from '../../../shared/properties/listing';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { countryName, langAttr, listingTexts, ratingText, countedReviews, summary, wholeMoney } from '../properties/marketplace/texts';
import { StarIcon } from '../properties/marketplace/Stars';
import { badge, rating as ratingStyle, star } from '../properties/marketplace/badges.css';
import { LocationMap } from './LocationMap';
import { Island } from '../../islands/Island';
import gallery from './gallery.island';
import { BookingCard, chosenStay } from './BookingCard';
import { formatMoneyCents } from '../../../shared/stay/money';
import shareSave from './shareSave.island';
import { DetailTabs } from './DetailTabs';
import propertyNotFound from './propertyNotFound.island';
import { RealReviews } from './RealReviews';
import bookingSection from './booking/bookingSection.island';
import { prefetchBooking, type PrefetchedStay } from './booking/prefetch';
import type { DefaultStay } from '../../../worker/db/offers';
import { stayQuery } from './booking/stay-params';
import * as css from './property.css';
import { COVER_SIZES } from './UploadedPhoto';
import { OG_SIZE } from '../../../shared/host/photos';

/**
 * Status, title, description and structured data of /property/:id, decided on the server:
 * a listed id gets its name and a LodgingBusiness with the nightly offer; anything else
 * (42, abc, 1.5) is a 404 that is not indexed.
 */
export async function resolveHead({ params, locale, siteUrl, api, search, LL, firstByte }: HeadInput): Promise<HeadInfo> {
  const notFound = { status: 404, noindex: true, title: LL.properties.notFound.title(), description: LL.properties.notFound.text() };
  const id = idOf(params.id);
  if (id === null) return notFound;
  // Everything the page reads starts at once (issue 29: at most two sequential round trips to
  // D1): the listing decides the status and lets the head leave; the booking section
  // (availability for ?checkIn=&checkOut=&guests=), the Save button (this browser's saved
  // listings) and the real guests' reviews (issue 28; aggregateRating counts only them) arrive
  // meanwhile. An unknown id makes them all NOT_FOUND: nothing of them is used then.
  const listing = listingOf(api, id, locale).then((found) => {
    if (found) firstByte();
    return found;
  });
  const reviews = api.marketplace.reviews.fetch({ propertyId: id }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  });
  const [property, { stay, defaultStay }, , real] = await Promise.all([listing, prefetchBooking(api, id, search, locale), api.marketplace.saved.fetch(), reviews]);
  if (!property || !real) return notFound;
  const texts = listingTexts(LL, property);
  const counted = countedReviews(property);
  // HeadInput.url is the locale-free canonical; the offer points at this language's page.
  const url = `${siteUrl}${localizePath(`/property/${property.id}`, locale)}`;
  // A host's photos: the cover is the page's largest image (preloaded) and its 1200×630 crop the Open Graph image.
  const cover = property.hostPhotos?.[0];
  return {
    ...(cover
      ? {
          image: { url: `${siteUrl}${cover.og}`, width: OG_SIZE.width, height: OG_SIZE.height, alt: cover.alt || texts.name },
          preloadImage: { href: cover.src, srcset: cover.srcSet, sizes: COVER_SIZES },
        }
      : {}),
    title: texts.name,
    description: summary(`${texts.location}. ${texts.description}`),
    jsonLd: [
      lodgingBusiness({
        name: texts.name,
        description: texts.description,
        url,
        address: property.address,
        coordinates: property.coordinates,
        // Counted reviews only, the header's and the tab's figure (the demo nine's examples are not reviews to a search engine).
        rating: counted.rating ?? 0,
        reviewCount: counted.count,
        amenities: property.amenities.map((amenity) => LL.properties.amenities[amenity]()),
        rooms: property.bedrooms,
        petsAllowed: property.amenities.includes('petsWelcome'),
        offers: offersOf(property, url, stay, defaultStay),
        inLanguage: LOCALE_TAGS[locale].lang,
        images: property.hostPhotos?.map((photo) => `${siteUrl}${photo.src}`),
      }),
    ],
  };
}

/**
 * The offers exactly as the page prices them: for dates in the URL, each bookable room type's
 * total for that stay (the booking section's list); otherwise the default stay the booking card
 * shows (3 nights, all-in; issue 39), else the nightly price (nothing to sell).
 */
export function offersOf(property: Listing, url: string, stay: PrefetchedStay | null, defaultStay: DefaultStay | null = null): StayOffer[] {
  const rooms = stay?.availability.roomTypes.filter((room) => room.bookable && room.totalCents !== undefined) ?? [];
  if (stay && rooms.length > 0) {
    const page = `${url}${stayQuery(stay)}`;
    return rooms.map((room) => ({
      name: room.name,
      price: room.totalCents! / 100,
      currency: stay.availability.currency,
      available: true,
      nights: stay.availability.nights,
      url: page,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    }));
  }
  // Without dates the page shows the default stay's all-in total (the booking card's).
  if (defaultStay) {
    return [{ name: defaultStay.roomTypeName, price: defaultStay.totalCents / 100, currency: property.currency, available: property.available, nights: defaultStay.nights, url }];
  }
  return [{ price: property.price, perNight: property.price, currency: property.currency, available: property.available, nights: 1, url }];
}

/** A published listing for the `:id` of the URL (digits only, as the route table promised), else null. */
/** The property id of the path, or null when it cannot be one (42 is one; abc, 1.5 are not). */
function idOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

async function listingOf(api: HeadInput['api'], id: number, locale: Locale): Promise<Listing | null> {
  try {
    return await api.marketplace.listing.fetch({ id, locale });
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

function coordinate(value: number, positive: 'N' | 'E', negative: 'S' | 'W', locale: Locale, letters: Record<'N' | 'S' | 'E' | 'W', () => string>) {
  return `${formatNumber(Math.abs(value), locale, 4)}° ${letters[value >= 0 ? positive : negative]()}`;
}

/** The property's page body; on a host's own site (issue 45) its back link goes to the site's home, not the marketplace. */
export function PropertyDetail({ property, back }: { property: Listing; back?: { path: string; label: string } }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const href = useHref();
  const detail = LL.properties.detail;
  const texts = listingTexts(LL, property);
  const reviews = countedReviews(property);
  const { queries, search } = useBootstrap();
  const stay = chosenStay(queries, search, property.id);
  const { address, coordinates } = property;
  // Street, "postal code city (region)", country: only the parts the host entered.
  const town = `${[address.postalCode, address.city].filter(Boolean).join(' ')}${address.region ? ` (${address.region})` : ''}`;
  const place = [address.street, town, countryName(LL, address.country, loc)].filter(Boolean).join(', ');
  return (
    <div className={`${container} ${css.page}`}>
      <a className={css.back} href={href(back?.path ?? '/properties')}>
        <span aria-hidden="true">←</span> {back?.label ?? detail.backToSearch()}
      </a>
      <header className={css.header}>
        <div>
          <h1 className={css.title} lang={langAttr(texts.langs?.name, loc)}>
            {texts.name}
          </h1>
          <p className={css.headerMeta}>
            {reviews.rating !== null && (
              <span className={ratingStyle}>
                <span className={star}>
                  <StarIcon />
                </span>
                <span aria-hidden="true">{ratingText(reviews.rating, loc)}</span>
                <span className={visuallyHidden}>{detail.ratingLabel({ rating: ratingText(reviews.rating, loc) })}</span>
              </span>
            )}
            <span data-testid="review-count">{reviews.count > 0 ? detail.reviewCount({ count: reviews.count }) : LL.properties.card.noReviews()}</span>
            <span>{texts.location}</span>
          </p>
        </div>
        {/* Save keeps the marketplace's list: a host's own site (given its back link) has none, only Share. */}
        <Island of={shareSave} props={{ propertyId: property.id, name: texts.name, save: !back }} />
      </header>
      {!property.available && <p className={css.reservedBanner}>{detail.reservedBanner()}</p>}
      <Island of={gallery} props={{ name: texts.name }} />
      <div className={css.columns}>
        <div className={css.main}>
          <div>
            <div className={css.badges}>
              <span className={badge.type}>{LL.properties.types[property.type]()}</span>
              <span className={property.available ? badge.available : badge.reserved}>
                {property.available ? LL.properties.card.available() : LL.properties.card.reserved()}
              </span>
              {/* With dates, the stay's all-in total (the search's card's and the booking card's figure); without, "from" the lowest nightly rate of the next 30 days. */}
              <span data-testid="header-price">
                {stay.room && stay.availability
                  ? LL.properties.card.stayTotal({ price: formatMoneyCents(stay.room.totalCents!, stay.availability.currency, loc), nights: stay.availability.nights })
                  : LL.properties.card.fromPerNight({ price: wholeMoney(property.price, property.currency, loc) })}
              </span>
            </div>
            <p className={css.facts}>
              {[
                detail.guests({ count: property.sleeps }),
                detail.bedrooms({ count: property.bedrooms }),
                detail.beds({ count: property.beds }),
                ...(property.bathrooms > 0 ? [detail.bathrooms({ count: property.bathrooms })] : []),
              ].join(' · ')}
            </p>
          </div>
          {/* Only what the host wrote: no "about" heading over nothing (issue 39). */}
          {texts.description && (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className={css.sectionTitle}>
                {detail.about()}
              </h2>
              <p className={css.description} lang={langAttr(texts.langs?.description, loc)}>
                {texts.description}
              </p>
            </section>
          )}
          {/* When it comes into view, not on first use: hydrating swaps its date inputs for the
              range picker, and content must not move under the press that would hydrate it. */}
          <Island of={bookingSection} props={{ propertyId: property.id }} when="visible" />
          {/* Server HTML, no island: its tabs work from the first click (issue 40). */}
          <DetailTabs property={property} />
          <RealReviews propertyId={property.id} hasSamples={property.reviews.length > 0} />
          <section aria-labelledby="location-title">
            <h2 id="location-title" className={css.sectionTitle}>
              {detail.location()}
            </h2>
            {/* A pin and coordinates only where the host put them (none invented). */}
            {coordinates && (
              <>
                <LocationMap
                  className={css.map}
                  setting={property.setting}
                  lat={coordinates.lat}
                  lng={coordinates.lng}
                  label={detail.mapLabel({ place: texts.location })}
                  north={detail.north()}
                />
                <p className={css.mapNote}>{detail.mapNote()}</p>
              </>
            )}
            <address className={css.address}>
              <span>
                <strong>{detail.address()}:</strong> {place}
              </span>
              {coordinates && (
                <span data-testid="coordinates">
                  <strong>{detail.coordinates()}:</strong> {coordinate(coordinates.lat, 'N', 'S', loc, detail.hemisphere)}, {coordinate(coordinates.lng, 'E', 'W', loc, detail.hemisphere)}
                </span>
              )}
            </address>
          </section>
        </div>
        <BookingCard property={property} />
      </div>
    </div>
  );
}

/** /property/:id — one sample listing, or "Property not found" (status 404 via resolveHead). */
export default function PropertyPage({ params }: PageProps) {
  const { queries } = useBootstrap();
  const found = readDehydratedQuery<Listing>(queries, 'marketplace.listing');
  const property = found && String(found.id) === params.id ? found : null;
  return property ? <PropertyDetail property={property} /> : <Island of={propertyNotFound} props={{}} />;
}
