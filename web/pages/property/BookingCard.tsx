import { useState } from 'react';
import { Button, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { button, visuallyHidden } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import { BOOKING_GUESTS, DEFAULT_NIGHTS, NIGHT_OPTIONS, checkOutDate, clampGuests, quoteStay, toNights, type Nights } from '../../../shared/booking';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { LazyDateField } from '../properties/marketplace/LazyDateField';
import { wholeMoney } from '../properties/marketplace/texts';
import * as css from './booking.css';
import { useListing } from './listing';

/**
 * The sticky booking card: check-in (unset at first), nights, guests, and the price of the
 * stay from shared/booking. A reserved listing shows why and takes no input.
 */
export function BookingCard({ property }: { property: Listing }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const texts = LL.properties.booking;
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [nights, setNights] = useState<Nights>(DEFAULT_NIGHTS);
  const [guestsText, setGuestsText] = useState(String(BOOKING_GUESTS.default));
  const [status, setStatus] = useState('');
  const maxGuests = clampGuests(BOOKING_GUESTS.max, property.maxGuests);
  const disabled = !property.available;
  const quote = quoteStay(property.price, nights);
  const checkOut = checkIn ? checkOutDate(checkIn, nights) : null;
  const money = (amount: number) => wholeMoney(amount, property.currency, loc);

  return (
    <aside className={css.card} aria-labelledby="booking-title">
      <h2 id="booking-title" className={css.title}>
        {texts.title()}
      </h2>
      <p className={css.price}>{texts.perNight({ price: money(property.price) })}</p>
      {disabled && <p className={css.reserved}>{texts.reserved()}</p>}

      <LazyDateField
        label={texts.checkIn()}
        value={checkIn}
        onChange={(value) => {
          setCheckIn(value);
          setStatus('');
        }}
        minValue="today"
        firstDayOfWeek={loc === 'pt' ? 'mon' : undefined}
        isDisabled={disabled}
        placeholder={texts.chooseDate()}
        openCalendarLabel={texts.openCalendar()}
        description={texts.deselectHint()}
      />
      <p className={css.checkOut}>
        <span className={css.checkOutLabel}>{texts.checkOut()}</span>
        <output data-testid="booking-checkout" className={checkOut ? undefined : css.muted}>
          {checkOut ? formatDate(checkOut, loc, 'medium') : texts.checkOutPending()}
        </output>
      </p>

      <RadioGroup className={css.group} value={String(nights)} onChange={(value) => setNights(toNights(value))} isDisabled={disabled} orientation="horizontal">
        <Label className={css.groupLabel}>{texts.nights()}</Label>
        <div className={css.nights}>
          {NIGHT_OPTIONS.map((option) => (
            <Radio key={option} value={String(option)} className={css.night} aria-label={texts.nightsOption({ count: option })}>
              {option}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      <TextField
        className={css.group}
        type="number"
        value={guestsText}
        onChange={setGuestsText}
        onBlur={() => setGuestsText(String(clampGuests(guestsText, property.maxGuests)))}
        isDisabled={disabled}
      >
        <Label className={css.groupLabel}>{texts.guests()}</Label>
        <Input className={css.input} min={BOOKING_GUESTS.min} max={maxGuests} step={1} inputMode="numeric" />
        <Text slot="description" className={css.help}>
          {texts.guestsHelp({ max: maxGuests })}
        </Text>
      </TextField>

      <section aria-labelledby="breakdown-title">
        <h3 id="breakdown-title" className={visuallyHidden}>
          {texts.breakdown()}
        </h3>
        <dl className={css.breakdown}>
          <div className={css.row}>
            <dt>{texts.subtotal({ price: money(quote.pricePerNight), count: quote.nights })}</dt>
            <dd data-testid="booking-subtotal">{money(quote.subtotal)}</dd>
          </div>
          <div className={css.row}>
            <dt>{texts.cleaningFee()}</dt>
            <dd data-testid="booking-cleaning">{money(quote.cleaningFee)}</dd>
          </div>
          <div className={css.row}>
            <dt>{texts.serviceFee()}</dt>
            <dd data-testid="booking-service">{money(quote.serviceFee)}</dd>
          </div>
          <div className={css.totalRow}>
            <dt>{texts.total()}</dt>
            <dd data-testid="booking-total">{money(quote.total)}</dd>
          </div>
        </dl>
      </section>

      <Button className={button.primary} isDisabled={disabled} onPress={() => setStatus(checkIn ? texts.demoDone() : texts.needsDate())}>
        {texts.reserve()}
      </Button>
      <p className={css.status} role="status">
        {status}
      </p>
    </aside>
  );
}

/** The booking card as an island of the property page. */
export function BookingCardIsland() {
  return <BookingCard property={useListing()} />;
}
