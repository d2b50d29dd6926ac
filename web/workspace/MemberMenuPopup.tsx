/** The member's menu once the person reaches for it: react-aria's MenuTrigger (web/workspace/MemberMenu.tsx). */
import { useEffect, useRef } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useHref } from '../bootstrap-context';
import { signOut } from '../auth/SignOutForm';
import * as css from './shell.css';

export interface MemberMenuPopupProps {
  name: string;
  /** Opened at once (the person pressed before the chunk arrived). */
  defaultOpen: boolean;
  /** Focus the button (it replaces the disclosure that had focus). */
  autoFocus: boolean;
}

export function MemberMenuPopup({ name, defaultOpen, autoFocus }: MemberMenuPopupProps) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  return (
    <div className={css.member} data-member-menu="ready">
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button ref={trigger} className={css.memberButton} aria-label={LL.workspace.bar.member({ name })}>
          <svg className={css.memberIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={css.memberName}>{name}</span>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover placement="bottom end" className={css.memberPopover}>
          <Menu
            aria-label={LL.workspace.bar.member({ name })}
            onAction={(key) => {
              if (key === 'sign-out') void signOut(locale, 'login');
            }}
          >
            <MenuItem id="account" href={href('/dashboard/conta')} className={css.memberItem}>
              {LL.workspace.bar.account()}
            </MenuItem>
            <MenuItem id="sign-out" className={css.memberItem}>
              {LL.workspace.bar.signOut()}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
