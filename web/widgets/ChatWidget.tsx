import { useEffect, useState, type ComponentType } from 'react';
import { notOnServer } from '../browser-only';

/** The widget stays hidden this long after the page loads (spec section 9). */
export const CHAT_WIDGET_DELAY_MS = 3_000;

/**
 * The floating chat-help widget. Nothing of it is rendered on the server or at hydration
 * (it is hidden for the first 3 seconds anyway), and its code — the card on react-aria's
 * Popover and Dialog — is a separate chunk fetched while the page is idle, so the shell and
 * the home page do not pay for it.
 */
export function ChatWidget() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const loaded = import.meta.env.SSR ? notOnServer('ChatCard') : import('./ChatCard');
    const timer = window.setTimeout(() => {
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
