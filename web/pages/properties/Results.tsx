import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { button, visuallyHidden } from '../../theme/ui.css';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { formatDate } from '../../../shared/format';
import { nightsBetween, PARAM, type Adjustment, type SearchCriteria } from '../../../shared/search';
import type { Currency, Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { PropertyCard } from './PropertyCard';
import { wholeMoney } from './marketplace/texts';
import { noJsOnlyInline } from './marketplace/noscript.css';
import * as css from './properties.css';

export interface ResultsProps {
  criteria: SearchCriteria;
  results: readonly Listing[];
  adjustments: readonly Adjustment[];
  onSort: (sort: SearchCriteria['sort']) => void;
  clearHref: string;
  onClear: () => void;
}

/** One sentence per value the search changed: what was asked, what was used. */
export function adjustmentText(LL: TranslationFunctions, locale: Locale, adjustment: Adjustment, currency: Currency = 'EUR'): string {
  const texts = LL.properties.adjust;
  const field = LL.properties.fields[adjustment.field]();
  const isPrice = adjustment.field === 'minPrice' || adjustment.field === 'maxPrice';
  const show = (value: string) => (isPrice && /^\d+$/.test(value) ? wholeMoney(Number(value), currency, locale) : value);
  const given = show(adjustment.given);
  const used = show(adjustment.used ?? '');
  switch (adjustment.reason) {
    case 'invalid':
      return texts.invalid({ field, given });
    case 'outOfRange':
      return texts.outOfRange({ field, given, used });
    case 'rounded':
      return texts.rounded({ field, given, used });
    case 'unknown':
      return texts.unknown({ field, given });
    case 'beforeCheckIn':
      return texts.beforeCheckIn({ field, given });
    case 'tooLong':
      return adjustment.field === 'checkOut' ? texts.tooLongStay({ field, given }) : texts.tooLong({ field, given, used });
    case 'withoutCheckIn':
      return texts.withoutCheckIn({ field, given });
    case 'minAboveMax':
      return texts.minAboveMax({ given });
  }
}

/** The count, the stay, the sort, and the cards (or an empty state). */
export function Results({ criteria, results, adjustments, onSort, clearHref, onClear }: ResultsProps) {
  const { LL, locale } = useI18nContext();
  const list = LL.properties.list;
  const loc = locale as Locale;
  const { checkIn, checkOut } = criteria;
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className={visuallyHidden}>
        {list.results()}
      </h2>
      {adjustments.length > 0 && (
        <div className={css.notice} role="note">
          <strong>{list.adjustedTitle()}</strong>
          <ul>
            {adjustments.map((adjustment, index) => (
              <li key={index}>{adjustmentText(LL, loc, adjustment, criteria.currency)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={css.resultsHeader}>
        <div>
          <p className={css.count} role="status" data-testid="results-count">
            {list.found({ count: results.length })}
          </p>
          {checkIn && (
            <p className={css.stayLine}>
              {checkOut
                ? list.stay({ nights: nightsBetween(checkIn, checkOut), checkIn: formatDate(checkIn, loc, 'medium'), checkOut: formatDate(checkOut, loc, 'medium') })
                : list.from({ checkIn: formatDate(checkIn, loc, 'medium') })}{' '}
              {list.reservedHidden()}
            </p>
          )}
        </div>
        <RadioGroup className={css.sortGroup} name={PARAM.sort} orientation="horizontal" value={criteria.sort ?? ''} onChange={(value) => onSort(value === 'price-asc' || value === 'rating' ? value : null)}>
          <Label className={css.fieldLabel}>{list.sortBy()}</Label>
          <div className={css.sortOptions}>
            <Radio value="" className={css.sortOption}>
              {list.sortRecommended()}
            </Radio>
            <Radio value="price-asc" className={css.sortOption}>
              {list.sortPrice()}
            </Radio>
            <Radio value="rating" className={css.sortOption}>
              {list.sortRating()}
            </Radio>
          </div>
        </RadioGroup>
        <Button type="submit" className={`${button.secondary} ${noJsOnlyInline}`}>
          {list.apply()}
        </Button>
      </div>
      {results.length > 0 ? (
        <ul className={css.grid}>
          {results.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} search={criteria} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={css.empty}>
          <p className={css.emptyTitle}>{list.emptyTitle()}</p>
          <p>{list.emptyText()}</p>
          <a
            className={button.secondary}
            href={clearHref}
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
          >
            {list.clear()}
          </a>
        </div>
      )}
    </section>
  );
}
