import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { localizePath } from '../../shared/locales';
import * as css from './layout.css';
import * as own from './newsletter.css';
import { notOnServer } from '../browser-only';

/** How long the thank-you message stays (spec section 9). */
export const NEWSLETTER_SUCCESS_MS = 3_000;

type Status = 'idle' | 'submitting' | 'success' | 'invalid' | 'error';

/** The outcome of a no-JavaScript post, as the server appended it to the page's URL. */
function initialStatus(search: string): Status {
  const outcome = new URLSearchParams(search).get('newsletter');
  return outcome === 'ok' ? 'success' : outcome === 'error' ? 'error' : 'idle';
}

/**
 * The footer's newsletter signup, calling `newsletter.subscribe`. The tRPC client is imported
 * on first use (it stays out of every page's first load); without JavaScript the form posts
 * to /api/newsletter, which returns to this page. An empty email does nothing.
 */
export function NewsletterForm() {
  const { LL, locale } = useI18nContext();
  const { path, search } = useBootstrap();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(() => initialStatus(search));
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value || status === 'submitting') return;
    if (inputRef.current && !inputRef.current.validity.valid) {
      setStatus('invalid');
      return;
    }
    setStatus('submitting');
    try {
      const { api } = await (import.meta.env.SSR ? notOnServer('trpc client') : import('../trpc/client'));
      await api.newsletter.subscribe.mutate({ email: value, locale });
      setEmail('');
      setStatus('success');
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      setStatus(code === 'BAD_REQUEST' ? 'invalid' : 'error');
    }
  }

  const message =
    status === 'success' ? LL.newsletter.success() : status === 'invalid' ? LL.newsletter.invalid() : status === 'error' ? LL.newsletter.error() : '';
  const returnTo = localizePath(path, locale) + search.replace(/([?&])newsletter=[^&]*&?/, '$1').replace(/[?&]$/, '');

  return (
    <section id="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={css.footerTitle}>
        {LL.footer.newsletterTitle()}
      </h2>
      <p>{LL.footer.newsletterText()}</p>
      <Form method="post" action="/api/newsletter" validationBehavior="aria" onSubmit={submit} className={own.newsletterForm}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="from" value={returnTo} />
        <TextField name="email" type="email" isRequired value={email} onChange={setEmail} isInvalid={status === 'invalid'} className={own.newsletterField}>
          <Label>{LL.footer.emailLabel()}</Label>
          <Input ref={inputRef} autoComplete="email" className={own.newsletterInput} onFocus={() => void (import.meta.env.SSR ? null : import('../trpc/client'))} />
        </TextField>
        <Button type="submit" isDisabled={status === 'submitting'} className={own.newsletterButton}>
          {status === 'submitting' ? LL.newsletter.sending() : LL.footer.subscribe()}
        </Button>
        <p role="status" aria-live="polite" className={status === 'success' ? own.newsletterSuccess : status === 'idle' || status === 'submitting' ? own.newsletterEmpty : own.newsletterProblem}>
          {message}
        </p>
      </Form>
    </section>
  );
}
