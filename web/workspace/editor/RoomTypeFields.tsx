/**
 * The room type form's fields (name, guests, base rate in the currency, how many units) and its
 * draft; editing one also sets beds and bathrooms per unit and its name per language (issue 39).
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { FormText } from '../stays/fields';
import { IntField, MoneyField } from './fields';
import { editorErrors, sentence, toCents, type FieldErrors } from './issues';
import { LocalNamesFields, namesDraft } from './LocalNamesFields';
import type { Locale } from '../../../shared/locales';
import type { LocalNames } from '../../../shared/properties/names';
import * as stays from '../stays/stays.css';

export interface RoomTypeDraft {
  name: string;
  capacity: number;
  /** In the currency (NaN when empty). */
  baseRate: number;
  units: number;
  /** Per unit (NaN: not entered). */
  beds: number;
  bathrooms: number;
  /** Per language ('' = none there: the name above is shown). */
  names: Record<Locale, string>;
}

export const emptyRoomType = (): RoomTypeDraft => ({ name: '', capacity: 2, baseRate: Number.NaN, units: 1, beds: Number.NaN, bathrooms: Number.NaN, names: namesDraft() });

/** An existing room type as the editor's draft. */
export function roomTypeDraft(roomType: { name: string; capacity: number; baseRateCents: number; units: readonly unknown[]; beds: number | null; bathrooms: number | null; names: LocalNames }): RoomTypeDraft {
  return {
    name: roomType.name,
    capacity: roomType.capacity,
    baseRate: roomType.baseRateCents / 100,
    units: Math.max(1, roomType.units.length),
    beds: roomType.beds ?? Number.NaN,
    bathrooms: roomType.bathrooms ?? Number.NaN,
    names: namesDraft(roomType.names),
  };
}

/** The draft as roomTypeFormSchema's input (money in cents). */
export function roomTypeInput(draft: RoomTypeDraft) {
  return { name: draft.name, capacity: draft.capacity, baseRateCents: toCents(draft.baseRate), units: draft.units };
}

/** What editing adds (host.roomTypes.update's beds, bathrooms, names). */
export function roomTypeDetails(draft: RoomTypeDraft) {
  const orNull = (value: number) => (Number.isFinite(value) ? value : null);
  return { beds: orNull(draft.beds), bathrooms: orNull(draft.bathrooms), names: draft.names };
}

interface Props {
  draft: RoomTypeDraft;
  onChange: (draft: RoomTypeDraft) => void;
  errors: FieldErrors;
  currency: string;
  /** Editing an existing room type: units are edited one by one, and beds, bathrooms and names per language are shown. */
  withUnits?: boolean;
}

export function RoomTypeFields({ draft, onChange, errors, currency, withUnits = true }: Props) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const messages = editorErrors(LL);
  const error = (field: string) => sentence(messages, errors[field]);
  const set = <K extends keyof RoomTypeDraft>(key: K) => (value: RoomTypeDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <>
      <div className={stays.formGrid}>
        <FormText label={t.name()} value={draft.name} onChange={set('name')} error={error('name')} isRequired name="roomTypeName" />
        <IntField label={t.capacity()} value={draft.capacity} onChange={set('capacity')} error={error('capacity')} isRequired name="capacity" />
        <MoneyField label={t.baseRate()} value={draft.baseRate} onChange={set('baseRate')} error={error('baseRateCents')} currency={currency} isRequired name="baseRate" />
        {withUnits && <IntField label={t.units()} value={draft.units} onChange={set('units')} error={error('units')} isRequired name="units" />}
        {!withUnits && (
          <>
            <IntField label={t.beds()} value={draft.beds} onChange={set('beds')} error={error('beds')} name="beds" minValue={0} maxValue={50} />
            <IntField label={t.bathrooms()} value={draft.bathrooms} onChange={set('bathrooms')} error={error('bathrooms')} name="bathrooms" minValue={0} maxValue={50} />
          </>
        )}
      </div>
      {!withUnits && (
        <LocalNamesFields
          names={draft.names}
          onChange={set('names')}
          error={error}
          legend={t.namesLegend()}
          help={t.namesHelp()}
          labelOf={(language) => LL.propertyEditor.form.nameIn({ language })}
          name="roomTypeName"
        />
      )}
    </>
  );
}
