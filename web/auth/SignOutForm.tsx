import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { button } from '../theme/ui.css';

export interface SignOutFormProps {
  className?: string;
  /** Where the person lands: the locale's home (default), its /login or its /register (a demo's "create a real account"). */
  next?: 'home' | 'login' | 'register';
  /** The button's texts, when not the account settings' own. */
  label?: string;
  pendingLabel?: string;
  /** The button's class, when not the secondary button's (a menu's item). */
  buttonClassName?: string;
}

/**
 * "Sair" as a real form: POST /account/sign-out revokes the session's refresh token, clears the
 * session cookies at the edge and opens the locale's home (or /login). Without JavaScript the
 * browser posts it (303); with JavaScript the page posts it itself and then opens that page.
 * No auth client is needed, so a page with this form never loads one.
 */
/**
 * Posts the sign-out from the page (as the form below does with JavaScript) and opens where the
 * edge sends the person; false when the network failed (the caller then lets the browser post).
 */
export async function signOut(locale: string, next: NonNullable<SignOutFormProps['next']> = 'home'): Promise<boolean> {
  try {
    const res = await fetch('/account/sign-out', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ locale, next }),
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { redirect?: string };
    window.location.assign(body.redirect ?? '/');
    return true;
  } catch {
    return false;
  }
}

export function SignOutForm({ className, next = 'home', label, pendingLabel, buttonClassName }: SignOutFormProps) {
  const { LL, locale } = useI18nContext();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setPending(true);
    // The network failed: let the browser post the form itself.
    if (!(await signOut(locale, next))) form.submit();
  }

  return (
    <form method="post" action="/account/sign-out" onSubmit={onSubmit} className={className} data-sign-out>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      <Button type="submit" className={buttonClassName ?? button.secondary} isDisabled={pending}>
        {pending ? (pendingLabel ?? LL.accountSettings.signOut.pending()) : (label ?? LL.accountSettings.signOut.action())}
      </Button>
    </form>
  );
}
