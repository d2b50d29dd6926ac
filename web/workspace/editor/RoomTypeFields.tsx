/** The room type form's fields (name, guests, base rate in the currency, how many units) and its draft. */
import { useI18nContext } from '../../i18n/i18n-react';
import { FormText } from '../stays/fields';
import { IntField, MoneyField } from './fields';
import { editorErrors, sentence, toCents, type FieldErrors } from './issues';
import * as stays from '../stays/stays.css';

export interface RoomTypeDraft {
  name: string;
  capacity: number;
  /** In the currency (NaN when empty). */
  baseRate: number;
  units: number;
}

export const emptyRoomType = (): RoomTypeDraft => ({ name: '', capacity: 2, baseRate: Number.NaN, units: 1 });

/** The draft as roomTypeFormSchema's input (money in cents). */
export function roomTypeInput(draft: RoomTypeDraft) {
  return { name: draft.name, capacity: draft.capacity, baseRateCents: toCents(draft.baseRate), units: draft.units };
}

interface Props {
  draft: RoomTypeDraft;
  onChange: (draft: RoomTypeDraft) => void;
  errors: FieldErrors;
  currency: string;
  /** Hide the units count (editing an existing room type: units are edited one by one). */
  withUnits?: boolean;
}

export function RoomTypeFields({ draft, onChange, errors, currency, withUnits = true }: Props) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const messages = editorErrors(LL);
  const error = (field: string) => sentence(messages, errors[field]);
  const set = <K extends keyof RoomTypeDraft>(key: K) => (value: RoomTypeDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className={stays.formGrid}>
      <FormText label={t.name()} value={draft.name} onChange={set('name')} error={error('name')} isRequired name="roomTypeName" />
      <IntField label={t.capacity()} value={draft.capacity} onChange={set('capacity')} error={error('capacity')} isRequired name="capacity" />
      <MoneyField label={t.baseRate()} value={draft.baseRate} onChange={set('baseRate')} error={error('baseRateCents')} currency={currency} isRequired name="baseRate" />
      {withUnits && <IntField label={t.units()} value={draft.units} onChange={set('units')} error={error('units')} isRequired name="units" />}
    </div>
  );
}
