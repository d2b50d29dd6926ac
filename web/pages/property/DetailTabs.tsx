import { useI18nContext } from '../../i18n/i18n-react';
import { visuallyHidden } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { REVIEW_TEXTS } from '../../../shared/properties/reviews';
import { StarIcon } from '../properties/marketplace/Stars';
import * as css from './property.css';
import { langAttr, countedReviews } from '../properties/marketplace/texts';

/** The tabs, in order; the first is chosen until the visitor picks another. */
export const DETAIL_TABS = ['amenities', 'rules', 'reviews'] as const;

function Check() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Amenities, house rules and reviews, one shown at a time (issue 40, item 7: every first click
 * counts). Server HTML with no JavaScript: the tabs are native radios and the stylesheet shows
 * the panel of the checked one (property.css.ts, `:has`), so a click works from the first
 * paint, before, during and after any island hydrates, and with JavaScript off; every panel,
 * the reviews with their comments, is in the HTML (nothing to load when a tab is chosen).
 * Arrow keys move between the tabs as in any radio group.
 */
export function DetailTabs({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const detail = LL.properties.detail;
  const houseRules = property.texts?.houseRules.trim() ?? '';
  const reviewTexts = REVIEW_TEXTS[loc];
  const counted = countedReviews(property).count;
  const labels = { amenities: detail.amenities(), rules: detail.rules(), reviews: `${detail.reviews()} (${counted})` };
  return (
    <div className={css.tabs}>
      <fieldset className={css.tabList}>
        <legend className={visuallyHidden}>{detail.tabsLabel()}</legend>
        {DETAIL_TABS.map((key) => (
          <label key={key} className={css.tab} data-testid={`detail-tab-${key}`}>
            <input type="radio" name="detail-tab" value={key} defaultChecked={key === 'amenities'} aria-controls={`detail-${key}`} className={visuallyHidden} />
            {labels[key]}
          </label>
        ))}
      </fieldset>
      <div id="detail-amenities" data-tab="amenities" className={css.tabPanel}>
        {property.amenities.length === 0 && <p>{detail.noAmenities()}</p>}
        <ul className={css.amenityList}>
          {property.amenities.map((amenity) => (
            <li key={amenity} className={css.amenity}>
              <span className={css.check}>
                <Check />
              </span>
              {LL.properties.amenities[amenity]()}
            </li>
          ))}
        </ul>
      </div>
      <div id="detail-rules" data-tab="rules" className={css.tabPanel}>
        {property.rules.length > 0 && (
          <ul className={css.ruleList}>
            {property.rules.map((rule) => (
              <li key={rule}>{LL.properties.rules[rule]()}</li>
            ))}
          </ul>
        )}
        {houseRules ? (
          <div className={css.houseRules} lang={langAttr(property.texts?.langs.houseRules, loc)} data-testid="house-rules">
            {houseRules.split(/\n+/).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        ) : (
          property.rules.length === 0 && <p>{detail.noRules()}</p>
        )}
      </div>
      <div id="detail-reviews" data-tab="reviews" className={css.tabPanel}>
        {/* The demo's sample reviews are examples (issue 39): the tab's count, the header's and the JSON-LD's are the counted reviews, none of these. */}
        {property.reviews.length > 0 && <p data-testid="sample-reviews-tab-note">{detail.exampleReviews()}</p>}
        {/* No sample reviews: never an empty panel; the guests' own reviews are their section below the tabs (RealReviews). */}
        {property.reviews.length === 0 &&
          (counted > 0 ? (
            <p>
              <a href="#guest-reviews-title">{LL.journey.reviews.title()}</a>
            </p>
          ) : (
            <p>{LL.properties.card.noReviews()}</p>
          ))}
        {property.reviews.length > 0 && (
          <ul className={css.reviewList}>
            {property.reviews.map((review) => (
              <li key={review.id}>
                <article className={css.review} aria-label={detail.reviewBy({ user: review.user })}>
                  <header className={css.reviewHeader}>
                    <h3 className={css.reviewUser}>{review.user}</h3>
                    <time className={css.reviewDate} dateTime={review.date}>
                      {formatDate(review.date, loc, 'long')}
                    </time>
                  </header>
                  <p className={css.reviewStars}>
                    {Array.from({ length: 5 }, (_, i) => (
                      <span key={i} className={i < review.rating ? undefined : css.reviewEmptyStar}>
                        <StarIcon size={16} />
                      </span>
                    ))}
                    <span className={visuallyHidden}>{detail.ratingLabel({ rating: review.rating })}</span>
                  </p>
                  <p>{reviewTexts[review.id]}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
