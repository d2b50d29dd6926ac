import { useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { SAVED_COOKIE, parseSaved, serializeSaved } from '../../../shared/properties/saved';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../../browser-cookie';
import * as css from './property.css';

/** The saved listings as this browser's cookie holds them now (another tab may have changed it). */
const readSaved = () => parseSaved(readCookie(SAVED_COOKIE));

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Share (Web Share API, or copy the link) and Save (remembered in this browser's cookie, which
 * the server reads: the button is rendered saved or not, with no JavaScript needed to show it).
 */
export function ShareSave({ propertyId, name, save = true }: { propertyId: number; name: string; save?: boolean }) {
  const { LL } = useI18nContext();
  const { queries } = useBootstrap();
  const detail = LL.properties.detail;
  const [saved, setSaved] = useState(() => (readDehydratedQuery<number[]>(queries, 'marketplace.saved') ?? []).includes(propertyId));
  const [status, setStatus] = useState('');

  const toggleSave = (next: boolean) => {
    const others = readSaved().filter((id) => id !== propertyId);
    writeCookie(SAVED_COOKIE, serializeSaved(next ? [...others, propertyId] : others), ONE_YEAR_SECONDS);
    setSaved(next);
    setStatus(next ? detail.savedNote() : detail.unsavedNote());
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(detail.linkCopied());
    } catch {
      setStatus(detail.copyThisLink({ url }));
    }
  };

  return (
    <div className={css.actions}>
      <Button className={css.actionButton} onPress={() => void share()}>
        <ShareIcon />
        {detail.share()}
      </Button>
      {save && (
        <ToggleButton className={css.actionButton} isSelected={saved} onChange={toggleSave}>
          <HeartIcon filled={saved} />
          {detail.save()}
        </ToggleButton>
      )}
      <p className={css.actionStatus} role="status">
        {status}
      </p>
    </div>
  );
}
