/**
 * /dashboard/mensagens (issue 28): the scheduled guest messages of a property. For each event
 * (confirmed, pre_arrival, arrival_day, post_checkout) and language: subject, body, on/off and
 * the days where the event has them; saved by host.messages.update (checked in the page with
 * its own schema, the server's field errors shown next to the field, what was typed kept) and
 * previewed by host.messages.preview, with a sample stay or one of the property's coming
 * reservations (host.messages.reservations) the host picks.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { NO_ACCESS, WorkspaceShell, mayOpen, prefetchCurrentProperty, useCurrentProperty } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { failureOf, type FieldErrors } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './messages.css';
import type { MessageEvent, MessageTemplate, UpdateMessageInput } from '../../../shared/journey/templates';
import { LOCALES, type Locale } from '../../../shared/locales';
import { formatDate } from '../../../shared/format';
import type { HeadInfo, HeadInput, PageProps } from '../types';

// The page's own copies of the contract's lists (shared/journey/templates.ts), so its chunk does
// not carry the default templates and zod (the 150 KB budget); the server checks the same rules.
const MESSAGE_EVENTS = ['confirmed', 'pre_arrival', 'arrival_day', 'post_checkout'] as const satisfies readonly MessageEvent[];
const MESSAGE_VARIABLES = ['guestName', 'propertyName', 'checkIn', 'checkOut', 'manageUrl', 'checkinUrl', 'reviewUrl', 'address'] as const;
const MAX_DAYS = 60;
const hasDays = (event: MessageEvent) => event === 'pre_arrival' || event === 'post_checkout';

/** The update's checks, as host.messages.update's schema: field → failed. */
function checkInput(input: UpdateMessageInput): FieldErrors {
  const errors: FieldErrors = {};
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (!subject || subject.length > 200) errors.subject = 'invalid';
  if (!body || body.length > 5000) errors.body = 'invalid';
  if (input.days !== undefined && !(Number.isInteger(input.days) && input.days >= 0 && input.days <= MAX_DAYS)) errors.days = 'invalid';
  return errors;
}

/** The templates render on the server: the current property's list is prefetched. */
export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  const current = await prefetchCurrentProperty(api, search);
  if (!mayOpen(current, 'messages')) return NO_ACCESS;
  if (current) await Promise.all([api.host.messages.list.fetch({ propertyId: current.id }), api.host.messages.reservations.fetch({ propertyId: current.id })]);
  return { noindex: true };
}

export default function MessagesPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="messages" title={LL.meta.dashboardMessages.title()} picker>
      <MessagesBody />
    </WorkspaceShell>
  );
}

function MessagesBody() {
  const { LL } = useI18nContext();
  const href = useHref();
  const { current, isLoading } = useCurrentProperty();
  if (isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!current) {
    return (
      <p>
        {LL.guestMessages.noProperty()} <a href={href('/dashboard/propriedades/nova')}>{LL.guestMessages.addProperty()}</a>
      </p>
    );
  }
  return <PropertyMessages propertyId={current.id} />;
}

function PropertyMessages({ propertyId }: { propertyId: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.guestMessages;
  const [language, setLanguage] = useState<Locale>(locale as Locale);
  // Preview with one of the property's coming stays ('' = a sample stay).
  const [stay, setStay] = useState('');
  const list = trpc.host.messages.list.useQuery({ propertyId });
  const stays = trpc.host.messages.reservations.useQuery({ propertyId });
  if (list.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!list.data) return <p role="alert">{LL.workspace.common.loadError()}</p>;
  const templates = list.data.templates;
  return (
    <div className={css.stack}>
      <p className={css.lead}>{t.lead()}</p>
      <section className={css.panel} aria-labelledby="variables-title">
        <h2 id="variables-title" className={css.title}>
          {t.variables()}
        </h2>
        <p className={css.lead}>{t.variablesHint()}</p>
        <ul className={css.variables} data-testid="message-variables">
          {MESSAGE_VARIABLES.map((name) => (
            <li key={name}>
              <code className={css.variable}>{`{${name}}`}</code>
            </li>
          ))}
        </ul>
      </section>
      <FormSelect label={LL.language.label()} value={language} options={LOCALES.map((id) => ({ id, label: t.locales[id]() }))} onChange={setLanguage} name="language" />
      <FormSelect
        label={t.previewWith()}
        value={stay}
        options={[
          { id: '', label: t.previewSampleStay() },
          ...(stays.data ?? []).map((item) => ({
            id: String(item.id),
            label: t.previewStay({ guest: item.guestName || item.code, checkIn: formatDate(item.checkIn, locale as Locale, 'medium'), checkOut: formatDate(item.checkOut, locale as Locale, 'medium'), code: item.code }),
          })),
        ]}
        onChange={setStay}
        name="previewReservation"
      />
      {MESSAGE_EVENTS.map((event) => {
        const template = templates.find((item) => item.event === event && item.locale === language);
        return template ? <TemplateForm key={`${event}-${language}`} propertyId={propertyId} template={template} previewReservationId={stay ? Number(stay) : undefined} /> : null;
      })}
    </div>
  );
}

/** The sentence of a field's error: the schema's field names say which check failed. */
function fieldSentence(LL: ReturnType<typeof useI18nContext>['LL'], field: 'subject' | 'body' | 'days', value: string): string {
  const t = LL.guestMessages;
  if (field === 'days') return t.daysRange({ max: MAX_DAYS });
  if (!value.trim()) return t.required();
  return t.tooLong({ max: field === 'subject' ? 200 : 5000 });
}

function TemplateForm({ propertyId, template, previewReservationId }: { propertyId: number; template: MessageTemplate; previewReservationId?: number }) {
  const ready = useMounted();
  const { LL } = useI18nContext();
  const t = LL.guestMessages;
  const utils = trpc.useUtils();
  const event: MessageEvent = template.event;
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [enabled, setEnabled] = useState(template.enabled);
  const [days, setDays] = useState(template.days === null ? '' : String(template.days));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const [preview, setPreview] = useState<{ subject: string; body: string } | null>(null);
  const save = trpc.host.messages.update.useMutation();
  const id = `message-${event}`;
  const error = (field: 'subject' | 'body' | 'days') => (errors[field] ? fieldSentence(LL, field, field === 'subject' ? subject : field === 'body' ? body : '') : undefined);

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    setNotice('');
    const input: UpdateMessageInput = { propertyId, event, locale: template.locale, subject: subject.trim(), body: body.trim(), enabled, ...(hasDays(event) ? { days: /^\d+$/.test(days.trim()) ? Number(days.trim()) : Number.NaN } : {}) };
    const invalid = checkInput(input);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setMessage(t.saveError());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      const saved = await save.mutateAsync(input);
      utils.host.messages.list.setData({ propertyId }, saved);
      setNotice(t.saved());
    } catch (failed) {
      const failure = failureOf(failed);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? t.saveError() : LL.workspace.common.loadError());
    }
  }

  async function showPreview() {
    try {
      setPreview(await utils.host.messages.preview.fetch({ locale: template.locale, subject, body, ...(previewReservationId === undefined ? {} : { reservationId: previewReservationId }) }));
    } catch {
      setPreview(null);
      setMessage(LL.workspace.common.loadError());
    }
  }

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className={css.title}>
        {t.events[event]()} · {t.locales[template.locale]()}
      </h2>
      <p className={css.lead}>
        {t.eventHint[event]()} <span className={css.badge}>{template.isDefault ? t.isDefault() : t.edited()}</span>
      </p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack} data-ready={ready || undefined}>
        <FormText label={t.subject()} value={subject} onChange={setSubject} error={error('subject')} name="subject" isRequired />
        <FormText label={t.body()} value={body} onChange={setBody} error={error('body')} name="body" isRequired multiline />
        {hasDays(event) && (
          <FormText type="number" label={event === 'pre_arrival' ? t.daysBefore() : t.daysAfter()} value={days} onChange={setDays} error={error('days')} name="days" min={0} max={MAX_DAYS} />
        )}
        <Checkbox className={editor.checkbox} isSelected={enabled} onChange={setEnabled} name="enabled">
          {t.enabled()}
        </Checkbox>
        <div className={css.actions}>
          <Button type="submit" className={button.primary} isPending={save.isPending}>
            {save.isPending ? t.saving() : t.save()}
          </Button>
          <Button type="button" className={button.secondary} onPress={() => void showPreview()}>
            {t.preview()}
          </Button>
        </div>
        <FormMessages error={message} status={notice} statusTestId={`${id}-status`} />
      </Form>
      {preview && (
        <div aria-live="polite" data-testid={`${id}-preview`}>
          <h3 className={css.title}>{t.previewTitle()}</h3>
          <p>
            <strong>{t.previewSubject({ subject: preview.subject })}</strong>
          </p>
          <p className={css.preview}>{preview.body}</p>
        </div>
      )}
    </section>
  );
}
