import { Button, CalendarCell, CalendarGrid, DateInput, DateRangePicker, DateSegment, Dialog, Group, Heading, Label, Popover, RangeCalendar, Text, type DateValue } from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarIcon } from '../../properties/marketplace/Stars';
import * as css from '../../properties/marketplace/datepicker.css';
import * as own from './booking-section.css';

export interface DateRangeFieldProps {
  label: string;
  description: string;
  openCalendarLabel: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
  /** 'YYYY-MM-DD' of the property's today and the last check-out offered. */
  min: string;
  max: string;
  /** Nights no unit is free (cannot be part of a stay; may be the check-out day). */
  unavailable: readonly string[];
  firstDayOfWeek?: 'mon';
}

/**
 * The stay's dates: a react-aria DateRangePicker (typeable segments, range calendar in a
 * popover). Unavailable nights are disabled; once the arrival is picked, the first taken night
 * after it may still be the departure day. Submits as `checkIn`/`checkOut` in the GET form.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const taken = new Set(props.unavailable);
  const isDateUnavailable = (date: DateValue, anchor: CalendarDate | null) => {
    const day = date.toString().slice(0, 10);
    if (anchor && date.compare(anchor) > 0) {
      // Choosing the departure: every night from the arrival to the night before must be free.
      for (let night = anchor; night.compare(date) < 0; night = night.add({ days: 1 })) if (taken.has(night.toString())) return true;
      return false;
    }
    return taken.has(day);
  };
  const value = props.checkIn && props.checkOut ? { start: parseDate(props.checkIn), end: parseDate(props.checkOut) } : null;
  return (
    <DateRangePicker
      className={`${css.field} ${own.range}`}
      value={value}
      onChange={(range) => props.onChange(range ? range.start.toString() : null, range ? range.end.toString() : null)}
      minValue={parseDate(props.min)}
      maxValue={parseDate(props.max)}
      isDateUnavailable={isDateUnavailable}
      startName="checkIn"
      endName="checkOut"
      granularity="day"
    >
      <Label className={css.label}>{props.label}</Label>
      <Group className={css.group}>
        <DateInput slot="start" className={css.dateInput}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className={css.dateInput}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <Button className={css.iconButton} aria-label={props.openCalendarLabel}>
          <CalendarIcon />
        </Button>
      </Group>
      <Text slot="description" className={css.description}>
        {props.description}
      </Text>
      <Popover className={css.popover} placement="bottom start">
        <Dialog className={css.dialog} aria-label={props.label}>
          <RangeCalendar firstDayOfWeek={props.firstDayOfWeek}>
            <header className={css.calendarHeader}>
              <Button slot="previous" className={css.iconButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className={css.calendarHeading} />
              <Button slot="next" className={css.iconButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className={css.calendarGrid}>{(date) => <CalendarCell date={date} className={`${css.cell} ${own.rangeCell}`} />}</CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
