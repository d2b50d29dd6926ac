/**
 * The property form's fields (create, edit, first run) and its draft: what the person typed,
 * kept as typed on an error. The draft becomes the input of shared/host/workspace.ts
 * propertyFormSchema, the schema the edge checks too.
 */
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormSelect, FormText } from '../stays/fields';
import { IntField, MoneyField } from './fields';
import { editorErrors, sentence, toCents, type FieldErrors } from './issues';
import * as stays from '../stays/stays.css';
import * as css from './editor.css';
import { BOOKING_MODES, CURRENCIES, PROPERTY_KINDS, type BookingMode, type Currency, type PropertyKind } from '../../../shared/host/options';
import { LOCALES, LOCALE_TAGS, languageName, type Locale } from '../../../shared/locales';
import { AMENITIES, type AmenityId } from '../../../shared/properties/types';
import { PlaceFields } from './PlaceFields';

export interface PropertyDraft {
  name: string;
  kind: PropertyKind;
  city: string;
  country: string;
  street: string;
  postalCode: string;
  region: string;
  timezone: string;
  currency: Currency;
  checkInTime: string;
  checkOutTime: string;
  /** In the currency (NaN when empty). */
  cleaningFee: number;
  serviceFeePercent: number;
  bookingMode: BookingMode;
  freeCancellationDays: number;
  defaultLocale: Locale;
  names: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  houseRules: Record<Locale, string>;
  amenities: AmenityId[];
}

/** The texts a host writes per language (names, descriptions, house rules). */
type TextField = 'names' | 'descriptions' | 'houseRules';
const TEXT_FIELDS: readonly TextField[] = ['names', 'descriptions', 'houseRules'];
const noTexts = (): Record<Locale, string> => ({ pt: '', en: '', es: '', it: '' });
const textsOf = (given: Partial<Record<Locale, string>>): Record<Locale, string> => ({ pt: given.pt ?? '', en: given.en ?? '', es: given.es ?? '', it: given.it ?? '' });

const CURRENCY_OF: Record<Locale, Currency> = { pt: 'BRL', en: 'USD', es: 'EUR', it: 'EUR' };

/** A new property's draft: the product's defaults, in the host's language. */
export function emptyDraft(locale: Locale): PropertyDraft {
  return {
    name: '',
    kind: 'inn',
    city: '',
    country: locale === 'pt' ? 'BR' : '',
    street: '',
    postalCode: '',
    region: '',
    timezone: locale === 'pt' ? 'America/Sao_Paulo' : locale === 'it' ? 'Europe/Rome' : locale === 'es' ? 'Europe/Madrid' : 'America/Sao_Paulo',
    currency: CURRENCY_OF[locale],
    checkInTime: '14:00',
    checkOutTime: '11:00',
    cleaningFee: 0,
    serviceFeePercent: 0,
    bookingMode: 'instant',
    freeCancellationDays: 7,
    defaultLocale: locale,
    names: noTexts(),
    descriptions: noTexts(),
    houseRules: noTexts(),
    amenities: [],
  };
}

export interface PropertyDetailLike extends Omit<PropertyDraft, 'cleaningFee' | TextField> {
  cleaningFeeCents: number;
  names: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
  houseRules: Partial<Record<Locale, string>>;
}

export function draftFrom(detail: PropertyDetailLike): PropertyDraft {
  return {
    name: detail.name,
    kind: detail.kind,
    city: detail.city,
    country: detail.country,
    street: detail.street,
    postalCode: detail.postalCode,
    region: detail.region,
    timezone: detail.timezone,
    currency: detail.currency,
    checkInTime: detail.checkInTime,
    checkOutTime: detail.checkOutTime,
    cleaningFee: detail.cleaningFeeCents / 100,
    serviceFeePercent: detail.serviceFeePercent,
    bookingMode: detail.bookingMode,
    freeCancellationDays: detail.freeCancellationDays,
    defaultLocale: detail.defaultLocale,
    names: textsOf(detail.names),
    descriptions: textsOf(detail.descriptions),
    houseRules: textsOf(detail.houseRules),
    amenities: [...detail.amenities],
  };
}

/** The draft as propertyFormSchema's input (money in cents). */
export function draftInput(draft: PropertyDraft) {
  const { cleaningFee, ...rest } = draft;
  return { ...rest, cleaningFeeCents: toCents(cleaningFee) };
}

interface Props {
  draft: PropertyDraft;
  onChange: (draft: PropertyDraft) => void;
  errors: FieldErrors;
  /** Only the essentials (the first-run flow); the rest keeps its defaults. */
  essentials?: boolean;
}

export function PropertyFields({ draft, onChange, errors, essentials }: Props) {
  const { LL, locale: pageLocale } = useI18nContext();
  const t = LL.propertyEditor.form;
  const messages = editorErrors(LL);
  const error = (field: string) => sentence(messages, errors[field]);
  const set = <K extends keyof PropertyDraft>(key: K) => (value: PropertyDraft[K]) => onChange({ ...draft, [key]: value });
  const kinds = PROPERTY_KINDS.map((id) => ({ id, label: LL.propertyEditor.kinds[id]() }));
  const currencies = CURRENCIES.map((id) => ({ id, label: id }));
  const languages = LOCALES.map((id) => ({ id, label: LOCALE_TAGS[id].name }));
  // An unknown id is refused per item ('amenities.3'): one sentence for the group.
  const amenitiesError = error(Object.keys(errors).find((field) => field === 'amenities' || field.startsWith('amenities.')) ?? '');
  const setText = (field: TextField, locale: Locale) => (value: string) => onChange({ ...draft, [field]: { ...draft[field], [locale]: value } });
  const textLabel: Record<TextField, (language: string) => string> = {
    names: (language) => t.nameIn({ language }),
    descriptions: (language) => t.description({ language }),
    houseRules: (language) => t.houseRulesIn({ language }),
  };

  const basics = (
    <div className={stays.formGrid}>
      <FormText label={t.name()} value={draft.name} onChange={set('name')} error={error('name')} isRequired name="name" />
      <FormSelect label={t.kind()} value={draft.kind} options={kinds} onChange={set('kind')} error={error('kind')} name="kind" />
      <FormText label={t.city()} value={draft.city} onChange={set('city')} error={error('city')} isRequired name="city" />
      <PlaceFields country={draft.country} timezone={draft.timezone} onChange={(place) => onChange({ ...draft, ...place })} errors={{ country: error('country'), timezone: error('timezone') }} />
      <FormSelect label={t.currency()} value={draft.currency} options={currencies} onChange={set('currency')} error={error('currency')} name="currency" />
    </div>
  );
  if (essentials) return basics;

  return (
    <div className={stays.stack}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.basics()}</legend>
        {basics}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.address()}</legend>
        <div className={stays.formGrid}>
          <FormText label={t.street()} value={draft.street} onChange={set('street')} error={error('street')} name="street" autoComplete="address-line1" />
          <FormText label={t.postalCode()} value={draft.postalCode} onChange={set('postalCode')} error={error('postalCode')} name="postalCode" autoComplete="postal-code" />
          <FormText label={t.region()} value={draft.region} onChange={set('region')} error={error('region')} name="region" autoComplete="address-level1" />
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.stay()}</legend>
        <div className={stays.formGrid}>
          <FormText label={t.checkInTime()} value={draft.checkInTime} onChange={set('checkInTime')} error={error('checkInTime')} name="checkInTime" description={t.timeHelp()} />
          <FormText label={t.checkOutTime()} value={draft.checkOutTime} onChange={set('checkOutTime')} error={error('checkOutTime')} name="checkOutTime" description={t.timeHelp()} />
          <MoneyField label={t.cleaningFee()} value={draft.cleaningFee} onChange={set('cleaningFee')} error={error('cleaningFeeCents')} currency={draft.currency} name="cleaningFee" />
          <IntField label={t.serviceFee()} value={draft.serviceFeePercent} onChange={set('serviceFeePercent')} error={error('serviceFeePercent')} description={t.serviceFeeHelp()} name="serviceFeePercent" />
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.booking()}</legend>
        <RadioGroup className={css.group} value={draft.bookingMode} onChange={(value) => set('bookingMode')(value as BookingMode)} isInvalid={Boolean(errors.bookingMode)}>
          <Label className={css.groupLabel}>{t.bookingMode()}</Label>
          <div className={css.radios}>
            {BOOKING_MODES.map((mode) => (
              <Radio key={mode} value={mode} className={css.radio}>
                {t[mode]()}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className={stays.formGrid}>
          <IntField label={t.freeCancellationDays()} value={draft.freeCancellationDays} onChange={set('freeCancellationDays')} error={error('freeCancellationDays')} name="freeCancellationDays" />
          <FormSelect label={t.defaultLocale()} value={draft.defaultLocale} options={languages} onChange={set('defaultLocale')} error={error('defaultLocale')} name="defaultLocale" />
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.amenities()}</legend>
        <CheckboxGroup className={css.group} value={draft.amenities} onChange={(values) => set('amenities')(AMENITIES.filter((amenity) => values.includes(amenity)))} isInvalid={amenitiesError !== undefined} name="amenities">
          <Label className={css.groupLabel}>{t.amenities()}</Label>
          <Text slot="description" className={stays.help}>
            {t.amenitiesHelp()}
          </Text>
          <div className={css.checkboxGrid}>
            {AMENITIES.map((amenity) => (
              <Checkbox key={amenity} value={amenity} className={css.checkbox}>
                {LL.properties.amenities[amenity]()}
              </Checkbox>
            ))}
          </div>
          {amenitiesError && <span className={stays.error}>{amenitiesError}</span>}
        </CheckboxGroup>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.texts()}</legend>
        <p className={stays.help}>{t.textsHelp()}</p>
        {LOCALES.map((locale) => (
          <fieldset key={locale} className={css.fieldset}>
            <legend className={css.legend} lang={LOCALE_TAGS[locale].lang}>
              {LOCALE_TAGS[locale].name}
            </legend>
            {TEXT_FIELDS.map((field) => (
              <FormText
                key={field}
                label={textLabel[field](languageName(locale, pageLocale))}
                value={draft[field][locale]}
                onChange={setText(field, locale)}
                error={error(`${field}.${locale}`)}
                name={`${field === 'names' ? 'name' : field === 'descriptions' ? 'description' : 'houseRules'}-${locale}`}
                description={field === 'names' ? t.nameInHelp() : undefined}
                multiline={field !== 'names'}
                lang={LOCALE_TAGS[locale].lang}
              />
            ))}
          </fieldset>
        ))}
      </fieldset>
    </div>
  );
}
