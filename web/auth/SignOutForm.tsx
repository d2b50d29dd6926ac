import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { button } from '../theme/ui.css';

/**
 * "Sair" as a real form: POST /account/sign-out revokes the session's refresh token, clears the
 * session cookies at the edge and opens the locale's home. Without JavaScript the browser posts
 * it (303); with JavaScript the page posts it itself and then opens the home page.
 */
export function SignOutForm({ className }: { className?: string }) {
  const { LL, locale } = useI18nContext();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setPending(true);
    try {
      const res = await fetch('/account/sign-out', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ locale }),
        credentials: 'same-origin',
      });
      const body = (await res.json()) as { redirect?: string };
      window.location.assign(body.redirect ?? '/');
    } catch {
      // The network failed: let the browser post the form itself.
      form.submit();
    }
  }

  return (
    <form method="post" action="/account/sign-out" onSubmit={onSubmit} className={className} data-sign-out>
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" className={button.secondary} isDisabled={pending}>
        {pending ? LL.accountSettings.signOut.pending() : LL.accountSettings.signOut.action()}
      </Button>
    </form>
  );
}
