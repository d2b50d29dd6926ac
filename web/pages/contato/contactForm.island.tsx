import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { island } from '../../islands/Island';
import { TrpcProvider, trpc } from '../../trpc/react';
import { button, card } from '../../theme/ui.css';
import { localizePath } from '../../../shared/locales';
import { LIMITS } from '../../../shared/limits';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { CONTACT_FIELDS, EMPTY_VALUES, SENT_PARAM, decodeOutcome, fieldErrorKind, type ContactField, type ContactFieldError, type ContactProblem, type ContactValues } from './form-state';
import * as css from './contato.css';

/** The success toast appears this long after sending starts (spec: 1 s), and stays 10 s. */
const SUCCESS_DELAY_MS = 1_000;
const TOAST_MS = 10_000;

const MAX_LENGTH: Record<ContactField, number> = { name: LIMITS.name, email: LIMITS.email, subject: LIMITS.subject, message: LIMITS.message };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form is the page's island, with the API client it posts through. */
function ContactFormIsland({ params }: { params: Record<string, string> }) {
  return (
    <TrpcProvider>
      <ContactForm params={params} />
    </TrpcProvider>
  );
}

type Problem = { kind: ContactProblem | 'network'; retryAfterSeconds: number | null };

function fieldMessage(LL: TranslationFunctions, field: ContactField, kind: ContactFieldError): string {
  if (kind === 'tooLong') return LL.contact.errors.tooLong({ max: MAX_LENGTH[field] });
  if (field === 'email' && kind === 'invalid') return LL.contact.errors.emailInvalid();
  return { name: LL.contact.errors.nameRequired, email: LL.contact.errors.emailRequired, subject: LL.contact.errors.subjectRequired, message: LL.contact.errors.messageRequired }[field]();
}

/** What the browser can tell before sending (the server checks the same again). */
function localErrors(values: ContactValues): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX_LENGTH[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalid';
  return errors;
}

/** The API's refusal as this form's problem and field errors. */
function readError(error: unknown): { problem: Problem; fields: Partial<Record<ContactField, ContactFieldError>> } {
  const data = (error as { data?: { code?: string; issues?: { field: string; message: string }[] | null; retryAfter?: number | null } | null }).data;
  if (!data) return { problem: { kind: 'network', retryAfterSeconds: null }, fields: {} };
  if (data.code === 'TOO_MANY_REQUESTS') return { problem: { kind: 'rateLimited', retryAfterSeconds: data.retryAfter ?? null }, fields: {} };
  if (data.code === 'BAD_REQUEST') {
    const fields: Partial<Record<ContactField, ContactFieldError>> = {};
    for (const issue of data.issues ?? []) {
      if ((CONTACT_FIELDS as readonly string[]).includes(issue.field)) fields[issue.field as ContactField] ??= fieldErrorKind(issue.message);
    }
    return { problem: { kind: 'fields', retryAfterSeconds: null }, fields };
  }
  return { problem: { kind: 'server', retryAfterSeconds: null }, fields: {} };
}

/**
 * The form: idle → submitting (button disabled, "sending") → success toast naming the support
 * address, fields reset. A refusal keeps every word typed and says what went wrong. Without
 * JavaScript it posts to this page; the server answers with the same states.
 */
function ContactForm({ params }: { params: Record<string, string> }) {
  const { LL, locale } = useI18nContext();
  const { search, config } = useBootstrap();
  const serverOutcome = decodeOutcome(params);
  const [values, setValues] = useState<ContactValues>(serverOutcome?.values ?? EMPTY_VALUES);
  const [fieldErrors, setFieldErrors] = useState(serverOutcome?.fieldErrors ?? {});
  const [problem, setProblem] = useState<Problem | null>(serverOutcome ? { kind: serverOutcome.problem, retryAfterSeconds: serverOutcome.retryAfterSeconds } : null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(() => new URLSearchParams(search).get(SENT_PARAM) === '1');
  const honeypot = useRef<HTMLInputElement>(null);
  const send = trpc.contact.send.useMutation();

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const local = localErrors(values);
    setSent(false);
    if (Object.keys(local).length > 0) {
      setFieldErrors(local);
      setProblem({ kind: 'fields', retryAfterSeconds: null });
      return;
    }
    setFieldErrors({});
    setProblem(null);
    setSubmitting(true);
    const started = Date.now();
    try {
      await send.mutateAsync({ ...values, locale, ...(honeypot.current?.value ? { website: honeypot.current.value } : {}) });
      await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, SUCCESS_DELAY_MS - (Date.now() - started))));
      setValues(EMPTY_VALUES);
      setSent(true);
    } catch (error) {
      const { problem: refused, fields } = readError(error);
      setFieldErrors(fields);
      setProblem(refused);
    } finally {
      setSubmitting(false);
    }
  }

  const validationErrors = Object.fromEntries(
    Object.entries(fieldErrors)
      .filter((entry): entry is [ContactField, ContactFieldError] => entry[1] !== undefined)
      .map(([field, kind]) => [field, fieldMessage(LL, field, kind)]),
  );

  const problemText =
    problem === null
      ? null
      : problem.kind === 'fields'
        ? LL.contact.errors.fields()
        : problem.kind === 'rateLimited'
          ? LL.contact.errors.rateLimited({ minutes: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 600) / 60)) })
          : problem.kind === 'network'
            ? LL.contact.errors.network()
            : LL.contact.errors.server();

  return (
    <section aria-labelledby="contact-form-title" className={card} id="contact-form">
      <h2 id="contact-form-title">{LL.contact.form.title()}</h2>
      <Form method="post" action={localizePath('/contato', locale)} validationBehavior="aria" validationErrors={validationErrors} onSubmit={submit} className={css.form}>
        <p className={css.hint}>{LL.contact.form.required()}</p>
        {problemText && (
          <div role="alert" className={css.problem}>
            <p className={css.problemTitle}>{LL.contact.errors.title()}</p>
            <p>{problemText}</p>
          </div>
        )}
        <TextField name="name" isRequired value={values.name} onChange={change('name')} autoComplete="name" className={css.field}>
          <Label className={css.label}>{LL.contact.form.name()}</Label>
          <Input className={css.control} />
          <FieldError className={css.fieldError} />
        </TextField>
        <TextField name="email" type="email" isRequired value={values.email} onChange={change('email')} autoComplete="email" className={css.field}>
          <Label className={css.label}>{LL.contact.form.email()}</Label>
          <Input className={css.control} />
          <FieldError className={css.fieldError} />
        </TextField>
        <TextField name="subject" isRequired value={values.subject} onChange={change('subject')} className={css.field}>
          <Label className={css.label}>{LL.contact.form.subject()}</Label>
          <Input className={css.control} />
          <FieldError className={css.fieldError} />
        </TextField>
        <TextField name="message" isRequired value={values.message} onChange={change('message')} className={css.field}>
          <Label className={css.label}>{LL.contact.form.message()}</Label>
          <TextArea rows={4} className={css.textarea} />
          <FieldError className={css.fieldError} />
        </TextField>
        <div className={css.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{LL.contact.form.honeypot()}</label>
          <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div>
          <Button type="submit" isDisabled={submitting} className={button.primary}>
            {submitting ? LL.contact.form.sending() : LL.contact.form.submit()}
          </Button>
        </div>
      </Form>
      <div role="status" aria-live="polite" className={css.toastRegion}>
        {sent && (
          <div className={css.toast}>
            <p>{LL.contact.success({ email: config.supportEmail })}</p>
            <Button className={css.toastClose} onPress={() => setSent(false)} aria-label={LL.contact.dismiss()}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

export default island(ContactFormIsland, { namespaces: ['contact'], reusable: true });
