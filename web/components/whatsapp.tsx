import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { readDehydratedQuery } from '../trpc/dehydrated';
import type { WhatsAppSetting } from '../../shared/schemas';

/**
 * The WhatsApp number (digits only) or null. The server runs `settings.whatsapp` in-process
 * while rendering every page and ships the answer in the bootstrap's dehydrated query state,
 * so this reads it synchronously: identical on the server and at hydration, no request, and
 * no react-query in the shell (see web/trpc/dehydrated.ts).
 */
export function useWhatsAppNumber(): string | null {
  const { queries } = useBootstrap();
  return readDehydratedQuery<WhatsAppSetting>(queries, 'settings.whatsapp')?.number ?? null;
}

/** A wa.me chat link with a prefilled message. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The greeting a chat starts with, in the page's language. */
export function useWhatsAppGreeting(kind: WhatsAppKind): string {
  const { LL } = useI18nContext();
  return kind === 'demo' ? LL.whatsapp.demoGreeting() : LL.whatsapp.greeting();
}

/** Decorative chat-bubble icon. */
export function ChatIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3 6.5c.2-.5.5-.5.8-.5h.5c.2 0 .4 0 .6.5l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.4.8 1.5 1.9 2.4 2.3.2.1.4.1.5-.1l.6-.7c.2-.2.3-.2.6-.1l1.5.7c.3.1.4.2.4.4 0 .6-.3 1.3-.9 1.6-.6.3-1.5.5-3.4-.4-2.2-1.1-3.6-3.3-3.9-3.9-.5-1-.5-2.2.2-3.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

export type WhatsAppKind = 'specialist' | 'demo';
