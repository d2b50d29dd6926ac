import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { visuallyHidden } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { loadReviewTexts, type ReviewTexts } from '../../../shared/properties/reviews';
import { StarIcon } from '../properties/marketplace/Stars';
import * as css from './property.css';
import { useListing } from './listing';
import { langAttr, countedReviews } from '../properties/marketplace/texts';

function Check() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Amenities, house rules and reviews as react-aria Tabs. */
export function DetailTabs({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const detail = LL.properties.detail;
  const houseRules = property.texts?.houseRules.trim() ?? '';
  // Review comments download when their tab is first chosen (see shared/properties/reviews).
  const [reviewTexts, setReviewTexts] = useState<ReviewTexts | null>(null);
  const [reviewsFailed, setReviewsFailed] = useState(false);
  const select = (key: Key) => {
    if (key !== 'reviews' || reviewTexts) return;
    setReviewsFailed(false);
    loadReviewTexts(locale as Locale).then(setReviewTexts, () => setReviewsFailed(true));
  };
  return (
    <Tabs onSelectionChange={select}>
      <TabList className={css.tabList} aria-label={detail.tabsLabel()}>
        <Tab id="amenities" className={css.tab}>
          {detail.amenities()}
        </Tab>
        <Tab id="rules" className={css.tab}>
          {detail.rules()}
        </Tab>
        <Tab id="reviews" className={css.tab}>
          {detail.reviews()} ({countedReviews(property).count})
        </Tab>
      </TabList>
      <TabPanel id="amenities" className={css.tabPanel}>
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
      </TabPanel>
      {/* Rendered (inert, hidden) while another tab is chosen: the host's own rules are in the page's HTML. */}
      <TabPanel id="rules" className={css.tabPanel} shouldForceMount>
        {property.rules.length > 0 && (
          <ul className={css.ruleList}>
            {property.rules.map((rule) => (
              <li key={rule}>{LL.properties.rules[rule]()}</li>
            ))}
          </ul>
        )}
        {houseRules ? (
          <div className={css.houseRules} lang={langAttr(property.texts?.langs.houseRules, locale as Locale)} data-testid="house-rules">
            {houseRules.split(/\n+/).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        ) : (
          property.rules.length === 0 && <p>{detail.noRules()}</p>
        )}
      </TabPanel>
      <TabPanel id="reviews" className={css.tabPanel}>
        {!reviewTexts ? (
          <p role="status">{reviewsFailed ? detail.reviewsFailed() : detail.loadingReviews()}</p>
        ) : (
          <>
            {/* The demo's sample reviews are examples (issue 39): the tab's count, the header's and the JSON-LD's are the counted reviews, none of these. */}
            {property.reviews.length > 0 && <p data-testid="sample-reviews-tab-note">{detail.exampleReviews()}</p>}
            <ul className={css.reviewList}>
              {property.reviews.map((review) => (
                <li key={review.id}>
                  <article className={css.review} aria-label={detail.reviewBy({ user: review.user })}>
                    <header className={css.reviewHeader}>
                      <h3 className={css.reviewUser}>{review.user}</h3>
                      <time className={css.reviewDate} dateTime={review.date}>
                        {formatDate(review.date, locale as Locale, 'long')}
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
          </>
        )}
      </TabPanel>
    </Tabs>
  );
}

/** The tabs as an island of the property page. */
export function DetailTabsIsland() {
  return <DetailTabs property={useListing()} />;
}
