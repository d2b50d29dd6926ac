/** Form fields of the workspace's stay and guest forms: label, input, the error next to it. */
import { FieldError, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, TextArea, TextField, Button } from 'react-aria-components';
import * as css from './stays.css';

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'search';
  name?: string;
  isRequired?: boolean;
  description?: string;
  multiline?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
}

export function FormText({ label, value, onChange, error, type = 'text', name, isRequired, description, multiline, autoComplete, min, max }: TextProps) {
  return (
    <TextField className={css.field} value={value} onChange={onChange} isInvalid={Boolean(error)} name={name} type={type === 'number' ? 'text' : type} isRequired={isRequired} autoComplete={autoComplete}>
      <Label className={css.label}>{label}</Label>
      {multiline ? (
        <TextArea className={css.textarea} rows={3} />
      ) : (
        <Input className={css.input} {...(type === 'number' ? { inputMode: 'numeric' as const, pattern: '[0-9]*', min, max } : {})} />
      )}
      {description && (
        <Text slot="description" className={css.help}>
          {description}
        </Text>
      )}
      <FieldError className={css.error}>{error}</FieldError>
    </TextField>
  );
}

interface ChoiceProps<K extends string> {
  label: string;
  value: K | null;
  options: readonly { id: K; label: string }[];
  onChange: (value: K) => void;
  error?: string;
  name?: string;
  placeholder?: string;
}

export function FormSelect<K extends string>({ label, value, options, onChange, error, name, placeholder }: ChoiceProps<K>) {
  return (
    <Select className={css.field} selectedKey={value} onSelectionChange={(key) => key !== null && onChange(String(key) as K)} isInvalid={Boolean(error)} name={name} placeholder={placeholder}>
      <Label className={css.label}>{label}</Label>
      <Button className={css.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className={css.error}>{error}</FieldError>
      <Popover className={css.popover}>
        <ListBox className={css.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={css.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
