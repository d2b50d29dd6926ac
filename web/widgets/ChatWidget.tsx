import { useEffect, useState, type ComponentType } from 'react';
import { notOnServer } from '../browser-only';

/** The widget stays hidden this long after the page loads (spec section 9). */
export const CHAT_WIDGET_DELAY_MS = 3_000;

/**
 * The floating chat-help widget. Nothing of it is rendered on the server or at hydration: it
 * is hidden for the first 3 seconds anyway, so its code (the card on react-aria's Popover and
 * Dialog, about 26 KB gzip beyond the shell) is only fetched when it is due to appear. The page
 * loads, hydrates and goes quiet without it.
 */
export function ChatWidget() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const loaded = import.meta.env.SSR ? notOnServer('ChatCard') : import('./ChatCard');
      loaded.then(
        (module) => !cancelled && setCard(() => module.ChatCard),
        (error: unknown) => console.error('Chat widget failed to load', error),
      );
    }, CHAT_WIDGET_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);
  return Card ? <Card /> : null;
}
