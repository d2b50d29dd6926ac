/**
 * The country and time zone as searchable react-aria ComboBoxes (a chunk of its own, loaded by
 * ./PlaceFields.tsx when the host first goes to one of its selects). Only an item of the list can be chosen: typing
 * filters (accents, case and `_` ignored), leaving the field without choosing puts the chosen
 * item back, and the form's hidden inputs carry its ISO code / IANA zone.
 */
import { useMemo } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import * as stays from '../stays/stays.css';
import * as css from './place.css';
import { countryItems, timeZoneLabel, timeZones } from '../../../shared/host/countries';
import type { PickerProps } from './PlaceFields';

interface Item {
  id: string;
  label: string;
}

/** 'São Tomé' and 'sao tome', 'America/Sao_Paulo' and 'sao paulo' are the same search. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/_/g, ' ').toLowerCase();
const matches = (text: string, typed: string) => fold(text).includes(fold(typed).trim());

interface PickerOptions {
  label: string;
  help: string;
  name: string;
  items: Item[];
  selected: string;
  onSelect: (id: string) => void;
  error?: string;
  noMatch: string;
  /** Focused when it appears (the host went to this field's select). */
  autoFocus: boolean;
}

function Picker({ label, help, name, items, selected, onSelect, error, noMatch, autoFocus }: PickerOptions) {
  return (
    <ComboBox
      className={stays.field}
      defaultItems={items}
      selectedKey={selected || null}
      onSelectionChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      defaultFilter={matches}
      isInvalid={Boolean(error)}
      isRequired
      name={name}
      formValue="key"
      validationBehavior="aria"
      data-testid={`${name}-picker`}
    >
      <Label className={stays.label}>{label}</Label>
      <div className={css.group}>
        <Input className={`${stays.input} ${css.input}`} autoFocus={autoFocus} />
        <Button className={css.button}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
      </div>
      <Text slot="description" className={stays.help}>
        {help}
      </Text>
      <FieldError className={stays.error}>{error}</FieldError>
      <Popover className={css.popover} placement="bottom start">
        <ListBox<Item> className={css.listBox} renderEmptyState={() => <p className={css.empty}>{noMatch}</p>}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={css.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

export default function PlaceComboBoxes({ country, timezone, onCountry, onZone, errors, lang, focus }: PickerProps) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.form;
  const countries = useMemo(() => countryItems(lang), [lang]);
  // Every zone the browser knows with its offset now (and the property's own, should it be missing).
  const zones = useMemo(() => [...new Set([...timeZones(), ...(timezone ? [timezone] : [])])].sort().map((zone) => ({ id: zone, label: timeZoneLabel(zone) })), [timezone]);
  return (
    <>
      <Picker label={t.country()} help={t.countryHelp()} name="country" items={countries} selected={country} onSelect={onCountry} error={errors.country} noMatch={t.noMatch()} autoFocus={focus === 'country'} />
      <Picker label={t.timezone()} help={t.timezoneHelp()} name="timezone" items={zones} selected={timezone} onSelect={onZone} error={errors.timezone} noMatch={t.noMatch()} autoFocus={focus === 'timezone'} />
    </>
  );
}
