/** Number fields of the workspace editors (react-aria NumberField): money in the property's currency, whole numbers. */
import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import * as stays from '../stays/stays.css';

interface NumberProps {
  label: string;
  /** NaN when empty. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
  description?: string;
  name?: string;
  isRequired?: boolean;
  minValue?: number;
  maxValue?: number;
}

/** An amount typed and shown in the currency, per locale (R$ 450,00); the form turns it into cents. */
export function MoneyField({ currency, ...props }: NumberProps & { currency: string }) {
  return <NumberInput {...props} formatOptions={{ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }} minValue={props.minValue ?? 0} />;
}

/** A whole number (nights, guests, units, days). */
export function IntField(props: NumberProps) {
  return <NumberInput {...props} formatOptions={{ maximumFractionDigits: 0, useGrouping: false }} />;
}

function NumberInput({ label, value, onChange, error, description, name, isRequired, minValue, maxValue, formatOptions }: NumberProps & { formatOptions: Intl.NumberFormatOptions }) {
  return (
    <NumberField
      className={stays.field}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      name={name}
      isRequired={isRequired}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={formatOptions}
      validationBehavior="aria"
    >
      <Label className={stays.label}>{label}</Label>
      <Group>
        <Input className={stays.input} />
      </Group>
      {description && (
        <Text slot="description" className={stays.help}>
          {description}
        </Text>
      )}
      <FieldError className={stays.error}>{error}</FieldError>
    </NumberField>
  );
}
