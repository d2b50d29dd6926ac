import { Button, Input, Label, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { button } from '../../theme/ui.css';
import { GUESTS, MAX_LOCATION_LENGTH, PARAM } from '../../../shared/search';
import { checkOutDate } from '../../../shared/booking';
import { LazyDateField } from './marketplace/LazyDateField';
import * as css from './properties.css';

/** What the search bar edits before Search is pressed. */
export interface SearchDraft {
  location: string;
  checkIn: string | null;
  checkOut: string | null;
  /** As typed; parsed and clamped on Search. */
  guests: string;
}

export interface SearchBarProps {
  draft: SearchDraft;
  onDraftChange: (draft: SearchDraft) => void;
}

/**
 * Location, check-in, check-out, guests and Search. Inside the page's GET form: with
 * JavaScript off the fields submit as they are; with it on the page applies them in place.
 */
export function SearchBar({ draft, onDraftChange }: SearchBarProps) {
  const { LL, locale } = useI18nContext();
  const list = LL.properties.list;
  const set = (patch: Partial<SearchDraft>) => onDraftChange({ ...draft, ...patch });
  return (
    <div role="search" aria-label={list.searchLabel()} className={css.searchBar}>
      <TextField className={css.textField} name={PARAM.location} value={draft.location} onChange={(location) => set({ location })} maxLength={MAX_LOCATION_LENGTH}>
        <Label className={css.fieldLabel}>{list.location()}</Label>
        <Input className={css.input} placeholder={list.locationPlaceholder()} autoComplete="off" />
      </TextField>
      <LazyDateField
        label={list.checkIn()}
        value={draft.checkIn}
        onChange={(checkIn) => set({ checkIn, checkOut: checkIn && draft.checkOut && draft.checkOut <= checkIn ? null : draft.checkOut })}
        minValue="today"
        firstDayOfWeek={locale === 'pt' ? 'mon' : undefined}
        placeholder={LL.properties.booking.chooseDate()}
        openCalendarLabel={LL.properties.booking.openCalendar()}
        fallbackName={PARAM.checkIn}
      />
      <LazyDateField
        label={list.checkOut()}
        value={draft.checkOut}
        onChange={(checkOut) => set({ checkOut })}
        minValue={draft.checkIn ? checkOutDate(draft.checkIn, 1) : 'today'}
        firstDayOfWeek={locale === 'pt' ? 'mon' : undefined}
        placeholder={LL.properties.booking.chooseDate()}
        openCalendarLabel={LL.properties.booking.openCalendar()}
        fallbackName={PARAM.checkOut}
      />
      <TextField className={css.textField} name={PARAM.guests} type="number" value={draft.guests} onChange={(guests) => set({ guests })}>
        <Label className={css.fieldLabel}>{list.guests()}</Label>
        <Input className={css.input} min={GUESTS.min} max={GUESTS.max} step={1} inputMode="numeric" />
      </TextField>
      <Button type="submit" className={`${button.primary} ${css.searchButton}`}>
        {list.search()}
      </Button>
    </div>
  );
}
