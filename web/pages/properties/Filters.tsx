import { useState, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { button } from '../../theme/ui.css';
import { FILTER_AMENITIES, FILTER_TYPES } from '../../../shared/properties';
import { PARAM, PRICES, RATING, type SearchCriteria } from '../../../shared/search';
import { CURRENCIES } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { currencyLabel, wholeMoney } from './marketplace/texts';
import { StarIcon } from './marketplace/Stars';
import { useHydrated } from './marketplace/hydration';
import { jsOnly, noJsOnly, noJsOnlyInline } from './marketplace/noscript.css';
import * as css from './properties.css';

export interface FiltersProps {
  criteria: SearchCriteria;
  onChange: (patch: Partial<SearchCriteria>) => void;
  clearHref: string;
  onClear: () => void;
  showClear: boolean;
}

function CheckMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Choice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox value={value} className={css.choice}>
      <span className={css.box}>
        <CheckMark />
      </span>
      {children}
    </Checkbox>
  );
}

/**
 * The price range: a two-thumb react-aria Slider; plain number fields when JavaScript is off.
 * It is in one currency (a native select, issue 39) and filters the listings priced in it.
 */
function PriceFilter({ criteria, onChange }: Pick<FiltersProps, 'criteria' | 'onChange'>) {
  const { LL, locale } = useI18nContext();
  const hydrated = useHydrated();
  // While a thumb is dragged the range moves locally; the search updates when it is let go.
  const [dragging, setDragging] = useState<number[] | null>(null);
  const value = dragging ?? [criteria.minPrice, criteria.maxPrice];
  const PRICE = PRICES[criteria.currency];
  const format = (amount: number) => wholeMoney(amount, criteria.currency, locale as Locale);
  return (
    <div className={css.filterGroup}>
      <label className={css.textField}>
        <span className={css.fieldLabel}>{LL.properties.list.priceCurrency()}</span>
        <select
          className={css.input}
          name={PARAM.currency}
          value={criteria.currency}
          aria-describedby="price-currency-hint"
          onChange={(event) => {
            const currency = CURRENCIES.find((code) => code === event.target.value) ?? criteria.currency;
            onChange({ currency, minPrice: PRICES[currency].defaultMin, maxPrice: PRICES[currency].defaultMax });
          }}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code, locale as Locale)}
            </option>
          ))}
        </select>
        <span id="price-currency-hint" className={css.fieldHint}>
          {LL.properties.list.priceCurrencyHint()}
        </span>
      </label>
      <Slider
        key={criteria.currency}
        className={`${css.slider} ${jsOnly}`}
        value={value}
        minValue={PRICE.min}
        maxValue={PRICE.max}
        step={PRICE.step}
        onChange={(next) => setDragging(Array.isArray(next) ? next : [next])}
        onChangeEnd={(next) => {
          const [min = PRICE.min, max = PRICE.max] = Array.isArray(next) ? next : [next];
          setDragging(null);
          onChange({ minPrice: min, maxPrice: max });
        }}
      >
        <Label className={css.filterLegend}>{LL.properties.list.price()}</Label>
        <SliderOutput className={css.sliderOutput}>
          {({ state }) => LL.properties.list.priceRange({ min: format(state.getThumbValue(0)), max: format(state.getThumbValue(1)) })}
        </SliderOutput>
        <SliderTrack className={css.sliderTrack} data-testid="price-track">
          {({ state }) => (
            <>
              <div className={css.sliderRail} />
              <div className={css.sliderFill} style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }} />
              <SliderThumb index={0} className={css.sliderThumb} aria-label={LL.properties.list.priceMin()} data-testid="price-thumb-min" />
              <SliderThumb index={1} className={css.sliderThumb} aria-label={LL.properties.list.priceMax()} data-testid="price-thumb-max" />
            </>
          )}
        </SliderTrack>
      </Slider>
      {!hydrated && (
        <fieldset className={`${css.filterGroup} ${noJsOnly}`}>
          <legend className={css.filterLegend}>{LL.properties.list.price()}</legend>
          <div className={css.priceFallback}>
            {(['minPrice', 'maxPrice'] as const).map((name) => (
              <label key={name} className={css.textField}>
                <span className={css.fieldLabel}>{name === 'minPrice' ? LL.properties.list.priceMin() : LL.properties.list.priceMax()}</span>
                <input className={css.input} type="number" name={PARAM[name]} min={PRICE.min} max={PRICE.max} step={PRICE.step} defaultValue={criteria[name]} />
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** The sidebar: price, types, amenities, minimum rating. Every change updates the results. */
export function Filters({ criteria, onChange, clearHref, onClear, showClear }: FiltersProps) {
  const { LL } = useI18nContext();
  const list = LL.properties.list;
  return (
    <aside className={css.sidebar} aria-labelledby="filters-title">
      <h2 id="filters-title" className={css.sidebarTitle}>
        {list.filters()}
      </h2>
      <PriceFilter criteria={criteria} onChange={onChange} />

      <CheckboxGroup
        className={css.filterGroup}
        name={PARAM.type}
        value={criteria.types}
        onChange={(values) => onChange({ types: FILTER_TYPES.filter((type) => values.includes(type)) })}
      >
        <Label className={css.filterLegend}>{list.types()}</Label>
        <div className={css.choiceList}>
          {FILTER_TYPES.map((type) => (
            <Choice key={type} value={type}>
              {LL.properties.types[type]()}
            </Choice>
          ))}
        </div>
      </CheckboxGroup>

      <CheckboxGroup
        className={css.filterGroup}
        name={PARAM.amenity}
        value={criteria.amenities}
        onChange={(values) => onChange({ amenities: FILTER_AMENITIES.filter((amenity) => values.includes(amenity)) })}
      >
        <Label className={css.filterLegend}>{list.amenities()}</Label>
        <div className={css.choiceList}>
          {FILTER_AMENITIES.map((amenity) => (
            <Choice key={amenity} value={amenity}>
              {LL.properties.amenities[amenity]()}
            </Choice>
          ))}
        </div>
      </CheckboxGroup>

      <RadioGroup
        className={css.filterGroup}
        name={PARAM.rating}
        value={criteria.minRating === null ? '' : String(criteria.minRating)}
        onChange={(value) => onChange({ minRating: value ? Number(value) : null })}
      >
        <Label className={css.filterLegend}>{list.rating()}</Label>
        <div className={css.choiceList}>
          <Radio value="" className={css.choice}>
            <span className={css.dot} />
            {list.anyRating()}
          </Radio>
          {Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.max - i).map((stars) => (
            <Radio key={stars} value={String(stars)} className={css.choice}>
              <span className={css.dot} />
              <span className={css.stars} aria-hidden="true">
                <StarIcon size={14} />
              </span>
              {list.starsAndUp({ count: stars })}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      <Button type="submit" className={`${button.secondary} ${noJsOnlyInline}`}>
        {list.apply()}
      </Button>
      {showClear && (
        <a
          className={css.clearLink}
          href={clearHref}
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          {list.clear()}
        </a>
      )}
    </aside>
  );
}
