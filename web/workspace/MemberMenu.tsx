/**
 * The member's menu in the app bar: who is signed in, their account, and "Sign out".
 *
 * Server HTML (and without JavaScript) it is a native disclosure of plain links and the sign-out
 * form, so it works before and without any script. The react-aria menu (MenuTrigger, with its
 * keyboard and focus handling) is a chunk of its own, fetched when the person first points at
 * or focuses the button: a page that is only read never loads it.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap, useHref } from '../bootstrap-context';
import { SignOutForm } from '../auth/SignOutForm';
import type { MemberMenuPopupProps } from './MemberMenuPopup';
import * as css from './shell.css';

let loading: Promise<ComponentType<MemberMenuPopupProps>> | null = null;
const loadPopup = () => (loading ??= import('./MemberMenuPopup').then((module) => module.MemberMenuPopup));

export function MemberMenu() {
  const { LL } = useI18nContext();
  const { user } = useBootstrap();
  const href = useHref();
  const [Popup, setPopup] = useState<ComponentType<MemberMenuPopupProps> | null>(null);
  const [start, setStart] = useState({ open: false, focus: false });
  const details = useRef<HTMLDetailsElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  if (!user) return null;
  const name = user.name || user.email;

  function load(open: boolean) {
    loadPopup()
      .then((component) => {
        if (!mounted.current) return;
        // Focus follows to the menu's button only if it is still on the disclosure now: a
        // keyboard user who tabbed past it meanwhile keeps their place.
        const focused = details.current?.contains(document.activeElement) ?? false;
        setStart((previous) => ({ open: previous.open || open || Boolean(details.current?.open), focus: focused }));
        setPopup(() => component);
      })
      .catch((error: unknown) => console.error('Member menu failed to load', error));
  }

  if (Popup) return <Popup name={name} defaultOpen={start.open} autoFocus={start.focus} />;
  return (
    <details ref={details} className={css.member} onPointerEnter={() => load(false)} onFocus={() => load(false)} data-member-menu="">
      <summary className={css.memberButton} aria-label={LL.workspace.bar.member({ name })}>
        <svg className={css.memberIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={css.memberName}>{name}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className={css.memberPanel}>
        <li>
          <span className={css.memberEmail}>{user.email}</span>
        </li>
        <li>
          <a className={css.memberItem} href={href('/dashboard/conta')}>
            {LL.workspace.bar.account()}
          </a>
        </li>
        <li>
          <SignOutForm next="login" label={LL.workspace.bar.signOut()} pendingLabel={LL.workspace.bar.signingOut()} buttonClassName={css.memberItem} />
        </li>
      </ul>
    </details>
  );
}
