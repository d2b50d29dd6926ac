import type { MouseEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { button, container, visuallyHidden } from '../../theme/ui.css';
import { lodgingBusiness, type StayOffer } from '../../seo/jsonld';
import { formatNumber } from '../../../shared/format';
import { LOCALE_TAGS, localizePath, type Locale } from '../../../shared/locales';
import type { Listing } from '../../../shared/properties/listing';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { countryName, langAttr, listingTexts, ratingText, summary, wholeMoney } from '../properties/marketplace/texts';
import { StarIcon } from '../properties/marketplace/Stars';
import { badge, rating as ratingStyle, star } from '../properties/marketplace/badges.css';
import { LocationMap } from './LocationMap';
import { Island } from '../../islands/Island';
import { GalleryIsland } from './Gallery';
import { BookingCard } from './BookingCard';
import { ShareSave } from './ShareSave';
import { DetailTabsIsland } from './DetailTabs';
import { RealReviews } from './RealReviews';
import { BookingSection } from './booking/BookingSection';
import { prefetchBooking, type PrefetchedStay } from './booking/prefetch';
import { stayQuery } from './booking/stay-params';
import * as css from './property.css';
import { COVER_SIZES } from './UploadedPhoto';
import { OG_SIZE } from '../../../shared/host/photos';

/**
 * Status, title, description and structured data of /property/:id, decided on the server:
 * a listed id gets its name and a LodgingBusiness with the nightly offer; anything else
 * (42, abc, 1.5) is a 404 that is not indexed.
 */
export async function resolveHead({ params, locale, siteUrl, api, search, LL }: HeadInput): Promise<HeadInfo> {
  const property = await listingOf(api, params.id, locale);
  if (!property) return { status: 404, noindex: true, title: LL.properties.notFound.title(), description: LL.properties.notFound.text() };
  const texts = listingTexts(LL, property);
  // The booking section (availability for ?checkIn=&checkOut=&guests=) and the Save button (this
  // browser's saved listings) render on the server.
  // Real guests' reviews (issue 28): the page lists them and aggregateRating counts only them.
  const [stay, , real] = await Promise.all([prefetchBooking(api, property.id, search), api.marketplace.saved.fetch(), api.marketplace.reviews.fetch({ propertyId: property.id })]);
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
        rating: real.count > 0 ? Math.round((real.average ?? 0) * 10) / 10 : 0,
        reviewCount: real.count,
        amenities: property.amenities.map((amenity) => LL.properties.amenities[amenity]()),
        rooms: property.bedrooms,
        petsAllowed: property.amenities.includes('petsWelcome'),
        offers: offersOf(property, url, stay),
        inLanguage: LOCALE_TAGS[locale].lang,
        images: property.hostPhotos?.map((photo) => `${siteUrl}${photo.src}`),
      }),
    ],
  };
}

/**
 * The offers exactly as the page prices them: for dates in the URL, each bookable room type's
 * total for that stay (the booking section's list); otherwise the nightly price the booking
 * card shows (the page has no arithmetic of its own for a stay: issue 24).
 */
export function offersOf(property: Listing, url: string, stay: PrefetchedStay | null): StayOffer[] {
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
  // Without dates the page shows one price, the nightly one (the booking card's): one night at it.
  return [{ price: property.price, perNight: property.price, currency: property.currency, available: property.available, nights: 1, url }];
}

/** A published listing for the `:id` of the URL (digits only, as the route table promised), else null. */
async function listingOf(api: HeadInput['api'], param: string | undefined, locale: Locale): Promise<Listing | null> {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) return null;
  try {
    return await api.marketplace.listing.fetch({ id: Number(param), locale });
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The not-found answer: an island, for its back link that returns where the visitor came from. */
export function PropertyNotFound() {
  const { LL } = useI18nContext();
  const href = useHref();
  const texts = LL.properties.notFound;
  // Back to where the visitor came from on this site; without JavaScript (or from
  // elsewhere) the link goes to the search.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const sameSite = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (sameSite && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <div className={container}>
      <div className={css.notFound}>
        <h1>{texts.title()}</h1>
        <p>{texts.text()}</p>
        <a className={button.primary} href={href('/properties')} onClick={goBack}>
          {texts.back()}
        </a>
      </div>
    </div>
  );
}

function coordinate(value: number, positive: 'N' | 'E', negative: 'S' | 'W', locale: Locale, letters: Record<'N' | 'S' | 'E' | 'W', () => string>) {
  return `${formatNumber(Math.abs(value), locale, 4)}° ${letters[value >= 0 ? positive : negative]()}`;
}

function PropertyDetail({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const href = useHref();
  const detail = LL.properties.detail;
  const texts = listingTexts(LL, property);
  const score = ratingText(property.rating, loc);
  const { address, coordinates } = property;
  return (
    <div className={`${container} ${css.page}`}>
      <a className={css.back} href={href('/properties')}>
        <span aria-hidden="true">←</span> {detail.backToSearch()}
      </a>
      <header className={css.header}>
        <div>
          <h1 className={css.title} lang={langAttr(texts.langs?.name, loc)}>
            {texts.name}
          </h1>
          <p className={css.headerMeta}>
            <span className={ratingStyle}>
              <span className={star}>
                <StarIcon />
              </span>
              <span aria-hidden="true">{score}</span>
              <span className={visuallyHidden}>{detail.ratingLabel({ rating: score })}</span>
            </span>
            <span>{detail.reviewCount({ count: property.reviews.length })}</span>
            <span>{texts.location}</span>
          </p>
        </div>
        <Island name="shareSave" component={ShareSave} props={{ propertyId: property.id, name: texts.name }} />
      </header>
      {!property.available && <p className={css.reservedBanner}>{detail.reservedBanner()}</p>}
      <Island name="gallery" component={GalleryIsland} props={{ name: texts.name }} />
      <div className={css.columns}>
        <div className={css.main}>
          <div>
            <div className={css.badges}>
              <span className={badge.type}>{LL.properties.types[property.type]()}</span>
              <span className={property.available ? badge.available : badge.reserved}>
                {property.available ? LL.properties.card.available() : LL.properties.card.reserved()}
              </span>
              <span>{LL.properties.card.perNight({ price: wholeMoney(property.price, property.currency, loc) })}</span>
            </div>
            <p className={css.facts}>
              {[detail.guests({ count: property.maxGuests }), detail.bedrooms({ count: property.bedrooms }), detail.beds({ count: property.beds }), detail.bathrooms({ count: property.bathrooms })].join(' · ')}
            </p>
          </div>
          <section aria-labelledby="about-title">
            <h2 id="about-title" className={css.sectionTitle}>
              {detail.about()}
            </h2>
            <p className={css.description} lang={langAttr(texts.langs?.description, loc)}>
              {texts.description}
            </p>
          </section>
          {/* When it comes into view, not on first use: hydrating swaps its date inputs for the
              range picker, and content must not move under the press that would hydrate it. */}
          <Island name="bookingSection" component={BookingSection} props={{ propertyId: property.id }} when="visible" />
          <Island name="detailTabs" component={DetailTabsIsland} props={{}} />
          <RealReviews propertyId={property.id} hasSamples={property.reviews.length > 0} />
          <section aria-labelledby="location-title">
            <h2 id="location-title" className={css.sectionTitle}>
              {detail.location()}
            </h2>
            <LocationMap
              className={css.map}
              setting={property.setting}
              lat={coordinates.lat}
              lng={coordinates.lng}
              label={detail.mapLabel({ place: texts.location })}
              north={detail.north()}
            />
            <p className={css.mapNote}>{detail.mapNote()}</p>
            <address className={css.address}>
              <span>
                <strong>{detail.address()}:</strong> {address.street}, {address.postalCode} {address.city} ({address.region}), {countryName(LL, address.country, loc)}
              </span>
              <span>
                <strong>{detail.coordinates()}:</strong> {coordinate(coordinates.lat, 'N', 'S', loc, detail.hemisphere)}, {coordinate(coordinates.lng, 'E', 'W', loc, detail.hemisphere)}
              </span>
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
  return property ? <PropertyDetail property={property} /> : <Island name="propertyNotFound" component={PropertyNotFound} props={{}} />;
}
