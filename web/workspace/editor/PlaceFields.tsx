/**
 * The property's country and time zone (issue 24). The server's HTML has two native selects, so
 * the fields are usable and carry a valid ISO code and IANA zone before and without JavaScript.
 * When the host first goes to one of them (focus, pointer, touch) they become searchable
 * react-aria ComboBoxes (./PlaceComboBoxes, a chunk of its own fetched then, or on hover: no
 * listbox code until the pickers are used), the one the host went to focused. Picking a country
 * preselects its main zone until the host has chosen a zone themselves.
 */
import { startTransition, Suspense, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { useMounted } from './useMounted';
import { FormSelect } from '../stays/fields';
import { COUNTRY_MAIN_ZONE, FALLBACK_TIME_ZONES, countryItems, timeZoneLabel, zoneForCountry } from '../../../shared/host/countries';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';

/** What both renderings need: the values, the labels and what to do on a choice. */
export interface PickerProps {
  country: string;
  timezone: string;
  onCountry: (country: string) => void;
  onZone: (zone: string) => void;
  errors: { country?: string; timezone?: string };
  /** The page's language (BCP 47): countries are named and sorted in it. */
  lang: string;
  /** The ComboBoxes: the field the host went to, focused when they replace the selects. */
  focus?: PlaceField;
}

export type PlaceField = 'country' | 'timezone';

const loadComboBoxes = () => import('./PlaceComboBoxes');
const PlaceComboBoxes = lazyPart(() => loadComboBoxes().then((module) => module.default));

interface Props {
  country: string;
  timezone: string;
  onChange: (place: { country: string; timezone?: string }) => void;
  errors: { country?: string; timezone?: string };
}

export function PlaceFields({ country, timezone, onChange, errors }: Props) {
  const { locale } = useI18nContext();
  const mounted = useMounted();
  // The field the host first went to: from then on, the ComboBoxes.
  const [used, setUsed] = useState<PlaceField | null>(null);
  // A zone other than the country's main one was the host's choice: a new country keeps it.
  const [zoneChosen, setZoneChosen] = useState(() => country !== '' && COUNTRY_MAIN_ZONE[country] !== undefined && COUNTRY_MAIN_ZONE[country] !== timezone);
  const props: PickerProps = {
    country,
    timezone,
    errors,
    lang: LOCALE_TAGS[locale as Locale].lang,
    onCountry: (next) => {
      const zone = zoneForCountry(next, zoneChosen);
      onChange(zone ? { country: next, timezone: zone } : { country: next });
    },
    onZone: (zone) => {
      setZoneChosen(true);
      onChange({ country, timezone: zone });
    },
  };
  // A transition: the selects stay (and keep focus) until the ComboBoxes' chunk has arrived.
  const use = (field: PlaceField) => startTransition(() => setUsed(field));
  const plain = <PlainPickers {...props} onUse={mounted ? use : undefined} />;
  return <Suspense fallback={plain}>{used ? <PlaceComboBoxes {...props} focus={used} /> : plain}</Suspense>;
}

/**
 * Native selects: every country named in the page's language, and the main zones (plus the
 * property's own). Names and offsets come from Intl, which may word one differently in the
 * browser than on the server: each option tolerates that at hydration (the ComboBoxes name them
 * again when used).
 */
function PlainPickers({ country, timezone, onCountry, onZone, errors, lang, onUse }: PickerProps & { onUse?: (field: PlaceField) => void }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.form;
  const countries = useMemo(() => countryItems(lang), [lang]);
  const zones = useMemo(() => [...new Set([...FALLBACK_TIME_ZONES, ...(timezone ? [timezone] : [])])].sort(), [timezone]);
  return (
    <>
      <PlainSelect label={t.country()} name="country" value={country} onChange={onCountry} error={errors.country} help={t.countryHelp()} onUse={onUse && (() => onUse('country'))}>
        <option value="">{t.countryChoose()}</option>
        {countries.map((item) => (
          <option key={item.id} value={item.id} suppressHydrationWarning>
            {item.label}
          </option>
        ))}
      </PlainSelect>
      <PlainSelect label={t.timezone()} name="timezone" value={timezone} onChange={onZone} error={errors.timezone} help={t.timezoneHelp()} onUse={onUse && (() => onUse('timezone'))}>
        {zones.map((zone) => (
          <option key={zone} value={zone} suppressHydrationWarning>
            {timeZoneLabel(zone)}
          </option>
        ))}
      </PlainSelect>
    </>
  );
}

interface PlainSelectProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help: string;
  /** The host goes to the field (once the page is live): the ComboBoxes take over. */
  onUse?: () => void;
  children: ReactNode;
}

function PlainSelect({ label, name, value, onChange, error, help, onUse, children }: PlainSelectProps) {
  // Pointer down or focus swaps in the ComboBox (a native select's own list would open under it).
  const selectProps = onUse
    ? {
        required: true,
        onFocus: onUse,
        onTouchStart: onUse,
        onMouseDown: (event: { preventDefault: () => void }) => {
          event.preventDefault();
          onUse();
        },
      }
    : { required: true };
  return (
    // Hovering fetches the ComboBoxes' chunk ahead of the press.
    <FormSelect label={label} name={name} value={value} onChange={onChange} error={error} description={help} selectProps={selectProps} onPointerEnter={onUse ? () => void loadComboBoxes() : undefined}>
      {children}
    </FormSelect>
  );
}
