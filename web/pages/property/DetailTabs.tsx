import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { visuallyHidden } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import type { SampleProperty } from '../../../shared/properties';
import type { Locale } from '../../../shared/locales';
import { StarIcon } from '../properties/marketplace/Stars';
import * as css from './property.css';

function Check() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Amenities, house rules and reviews as react-aria Tabs. */
export function DetailTabs({ property }: { property: SampleProperty }) {
  const { LL, locale } = useI18nContext();
  const detail = LL.properties.detail;
  return (
    <Tabs>
      <TabList className={css.tabList} aria-label={detail.tabsLabel()}>
        <Tab id="amenities" className={css.tab}>
          {detail.amenities()}
        </Tab>
        <Tab id="rules" className={css.tab}>
          {detail.rules()}
        </Tab>
        <Tab id="reviews" className={css.tab}>
          {detail.reviews()} ({property.reviews.length})
        </Tab>
      </TabList>
      <TabPanel id="amenities" className={css.tabPanel}>
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
      <TabPanel id="rules" className={css.tabPanel}>
        <ul className={css.ruleList}>
          {property.rules.map((rule) => (
            <li key={rule}>{LL.properties.rules[rule]()}</li>
          ))}
        </ul>
      </TabPanel>
      <TabPanel id="reviews" className={css.tabPanel}>
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
                <p>{LL.properties.reviews[review.id]()}</p>
              </article>
            </li>
          ))}
        </ul>
      </TabPanel>
    </Tabs>
  );
}
