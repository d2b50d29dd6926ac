/**
 * The host's own contact for guests (issue 39): the email, phone and WhatsApp the property page,
 * the confirmation page and every guest mail show (none: nothing is shown, never the site's).
 * Saved through host.properties.update { id, contactEmail, contactPhone, whatsapp }; the same
 * schema (shared/host/workspace.ts contactFormSchema) runs here and at the edge.
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormText } from '../stays/fields';
import { FormMessages } from './FormMessages';
import { editorErrors, errorsOf, failureOf, sentence, type FieldErrors } from './issues';
import { button } from '../../theme/ui.css';
import * as stays from '../stays/stays.css';
import { contactFormSchema } from '../../../shared/host/workspace';

export interface ContactDraft {
  contactEmail: string;
  contactPhone: string;
  whatsapp: string;
}

export function ContactForm({ propertyId, initial }: { propertyId: number; initial: ContactDraft }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.guestContact;
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<ContactDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const update = trpc.host.properties.update.useMutation();
  const error = (field: keyof ContactDraft) => sentence(editorErrors(LL), errors[field]);
  const set = (field: keyof ContactDraft) => (value: string) => setDraft((previous) => ({ ...previous, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    const parsed = contactFormSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(LL.propertyEditor.errors.fix());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      await update.mutateAsync({ id: propertyId, ...parsed.data });
      await utils.host.properties.get.invalidate({ id: propertyId });
      setNotice(t.saved());
    } catch (failed) {
      const failure = failureOf(failed);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <section aria-labelledby="contact-title" className={stays.stack}>
      <h2 id="contact-title" className={stays.subTitle}>
        {t.title()}
      </h2>
      <p>{t.lead()}</p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack} data-testid="contact-form">
        <FormText label={t.email()} type="email" name="contactEmail" autoComplete="email" value={draft.contactEmail} onChange={set('contactEmail')} error={error('contactEmail')} />
        <FormText label={t.phone()} type="tel" name="contactPhone" autoComplete="tel" value={draft.contactPhone} onChange={set('contactPhone')} error={error('contactPhone')} description={t.phoneHelp()} />
        <FormText label={t.whatsapp()} type="tel" name="whatsapp" value={draft.whatsapp} onChange={set('whatsapp')} error={error('whatsapp')} description={t.whatsappHelp()} />
        <FormMessages error={message} status={notice} statusTestId="contact-status" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {update.isPending ? LL.propertyEditor.form.saving() : t.save()}
          </Button>
        </div>
      </Form>
    </section>
  );
}
