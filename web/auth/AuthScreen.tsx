import { useEffect, useState, type ReactNode } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { AuthToasts } from './toasts';
import * as css from './auth.css';

/** The frame of an account screen: one card with its heading (the page's h1) and intro. */
export function AuthScreen({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={css.screen} aria-labelledby="auth-title">
      <div className={css.card}>
        <h1 id="auth-title" className={css.title}>
          {title}
        </h1>
        {intro ? <p className={css.intro}>{intro}</p> : null}
        {children}
      </div>
      <AuthToasts />
    </section>
  );
}

export interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  /** Shown and sent, not editable (the invited address at sign-up). */
  isReadOnly?: boolean;
  /** A line under the field, tied to it (aria-describedby). */
  description?: string;
}

/** A labelled text input (react-aria TextField). Required-ness is checked by the screen itself. */
export function Field({ name, label, type = 'text', autoComplete, value, onChange, isInvalid, isReadOnly, description }: FieldProps) {
  return (
    <TextField className={css.field} name={name} type={type} autoComplete={autoComplete} value={value} onChange={onChange} isInvalid={isInvalid} isReadOnly={isReadOnly}>
      <Label className={css.label}>{label}</Label>
      <Input className={css.input} />
      {description && <Text slot="description">{description}</Text>}
    </TextField>
  );
}

/** False on the server and during hydration, true once the page's code runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A spinner announced by its label (role=status). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={css.spinnerWrap} role="status">
      <span className={css.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
