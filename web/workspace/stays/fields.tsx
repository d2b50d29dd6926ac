/** Form fields of the workspace's stay and guest forms: label, input, the error next to it. */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
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
  /** The language of what is typed, when it is not the page's (a text per language). */
  lang?: string;
}

export function FormText({ label, value, onChange, error, type = 'text', name, isRequired, description, multiline, autoComplete, min, max, lang }: TextProps) {
  return (
    <TextField className={css.field} value={value} onChange={onChange} isInvalid={Boolean(error)} name={name} type={type === 'number' ? 'text' : type} isRequired={isRequired} autoComplete={autoComplete}>
      <Label className={css.label}>{label}</Label>
      {multiline ? (
        <TextArea className={css.textarea} rows={3} lang={lang} />
      ) : (
        <Input className={css.input} lang={lang} {...(type === 'number' ? { inputMode: 'numeric' as const, pattern: '[0-9]*', min, max } : {})} />
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
  /** The choices; `children` (option elements) instead, for options that need more. */
  options?: readonly { id: K; label: string }[];
  children?: ReactNode;
  onChange: (value: K) => void;
  error?: string;
  name?: string;
  description?: string;
  /** More of the select's own attributes (required, focus and pointer handlers). */
  selectProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>;
  /** On the field (label, select, help): e.g. a hover that fetches what comes next. */
  onPointerEnter?: () => void;
}

/**
 * One choice among a few: a native select (as the workspace's property picker), labelled, with
 * its help and error next to it; it submits with a plain GET form too. No listbox code shipped.
 */
export function FormSelect<K extends string>({ label, value, options, children, onChange, error, name, description, selectProps, onPointerEnter }: ChoiceProps<K>) {
  const id = useId();
  const describedBy = [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={css.field} onPointerEnter={onPointerEnter}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        name={name}
        className={css.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as K)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children ??
          options?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
      </select>
      {description && (
        <span id={`${id}-help`} className={css.help}>
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={css.error}>
          {error}
        </span>
      )}
    </div>
  );
}
