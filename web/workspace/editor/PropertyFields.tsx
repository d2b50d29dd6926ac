/**
 * The property form's fields (create, edit, first run) and its draft: what the person typed,
 * kept as typed on an error. The draft becomes the input of shared/host/workspace.ts
 * propertyFormSchema, the schema the edge checks too.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormSelect, FormText } from '../stays/fields';
import { IntField, MoneyField } from './fields';
import { editorErrors, sentence, toCents, type FieldErrors } from './issues';
import * as stays from '../stays/stays.css';
import * as css from './editor.css';
import { BOOKING_MODES, CURRENCIES, PROPERTY_KINDS, type BookingMode, type Currency, type PropertyKind } from '../../../shared/host/options';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../../shared/locales';

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
  descriptions: Record<Locale, string>;
}

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
    descriptions: { pt: '', en: '', es: '', it: '' },
  };
}

export interface PropertyDetailLike extends Omit<PropertyDraft, 'cleaningFee' | 'descriptions'> {
  cleaningFeeCents: number;
  descriptions: Partial<Record<Locale, string>>;
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
    descriptions: { pt: detail.descriptions.pt ?? '', en: detail.descriptions.en ?? '', es: detail.descriptions.es ?? '', it: detail.descriptions.it ?? '' },
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
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.form;
  const messages = editorErrors(LL);
  const error = (field: string) => sentence(messages, errors[field]);
  const set = <K extends keyof PropertyDraft>(key: K) => (value: PropertyDraft[K]) => onChange({ ...draft, [key]: value });
  const kinds = PROPERTY_KINDS.map((id) => ({ id, label: LL.propertyEditor.kinds[id]() }));
  const currencies = CURRENCIES.map((id) => ({ id, label: id }));
  const languages = LOCALES.map((id) => ({ id, label: LOCALE_TAGS[id].name }));

  const basics = (
    <div className={stays.formGrid}>
      <FormText label={t.name()} value={draft.name} onChange={set('name')} error={error('name')} isRequired name="name" />
      <FormSelect label={t.kind()} value={draft.kind} options={kinds} onChange={set('kind')} error={error('kind')} name="kind" />
      <FormText label={t.city()} value={draft.city} onChange={set('city')} error={error('city')} isRequired name="city" />
      <FormText label={t.country()} value={draft.country} onChange={set('country')} error={error('country')} isRequired name="country" description={t.countryHelp()} autoComplete="country" />
      <FormText label={t.timezone()} value={draft.timezone} onChange={set('timezone')} error={error('timezone')} isRequired name="timezone" description={t.timezoneHelp()} />
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
        <legend className={css.legend}>{t.texts()}</legend>
        <p className={stays.help}>{t.textsHelp()}</p>
        {LOCALES.map((locale) => (
          <FormText
            key={locale}
            label={t.description({ language: LOCALE_TAGS[locale].name })}
            value={draft.descriptions[locale]}
            onChange={(value) => onChange({ ...draft, descriptions: { ...draft.descriptions, [locale]: value } })}
            error={error(`descriptions.${locale}`)}
            name={`description-${locale}`}
            multiline
          />
        ))}
      </fieldset>
    </div>
  );
}
