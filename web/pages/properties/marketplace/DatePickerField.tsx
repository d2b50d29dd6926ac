import { useEffect, useRef, useState } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, Group, Heading, Label, Popover, Text, type DateValue } from 'react-aria-components';
import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { CalendarIcon } from './Stars';
import type { DateFieldProps } from './LazyDateField';
import * as css from './datepicker.css';

/**
 * The real date field: react-aria DatePicker (typeable segments) with a Calendar in a
 * popover. Single date; dates before `minValue` are disabled; choosing the selected day
 * again in the calendar clears it (spec §4 "Date pickers").
 */
export function DatePickerField({ label, value, onChange, minValue, firstDayOfWeek, isDisabled, openCalendarLabel, description, autoOpen }: DateFieldProps & { autoOpen: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const openRef = useRef(false);
  openRef.current = isOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = value ? parseDate(value) : null;
  const min = minValue === 'today' ? today(getLocalTimeZone()) : minValue ? parseDate(minValue) : undefined;

  // Swapped in by a press on the stand-in: focus the trigger (so closing returns focus here)
  // and open the calendar, as the press asked.
  useEffect(() => {
    if (!autoOpen) return;
    triggerRef.current?.focus();
    setOpen(true);
  }, [autoOpen]);

  const change = (next: DateValue | null) => {
    if (next && current && openRef.current && next.compare(current) === 0) onChange(null);
    else onChange(next ? next.toString().slice(0, 10) : null);
  };

  return (
    <DatePicker
      className={css.field}
      value={current}
      onChange={change}
      minValue={min}
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDisabled={isDisabled}
      granularity="day"
    >
      <Label className={css.label}>{label}</Label>
      <Group className={css.group}>
        <DateInput className={css.dateInput}>{(segment) => <DateSegment segment={segment} className={css.segment} />}</DateInput>
        <Button ref={triggerRef} className={css.iconButton} aria-label={openCalendarLabel}>
          <CalendarIcon />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      )}
      <Popover className={css.popover} placement="bottom start">
        <Dialog className={css.dialog} aria-label={label}>
          <Calendar firstDayOfWeek={firstDayOfWeek}>
            <header className={css.calendarHeader}>
              <Button slot="previous" className={css.iconButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className={css.calendarHeading} />
              <Button slot="next" className={css.iconButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className={css.calendarGrid}>{(date) => <CalendarCell date={date} className={css.cell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
