import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { readDehydratedQuery } from '../trpc/dehydrated';
import { button, visuallyHidden } from '../theme/ui.css';
import { Island, useIslandPage } from '../islands/Island';
import { ServerHtml } from './marketing/ServerHtml';
import { contents } from '../islands/island.css';
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

export interface WhatsAppButtonProps {
  /** 'specialist': greeting asking for a specialist; 'demo': says the visitor saw the demo. */
  kind?: WhatsAppKind;
  /** A message other than the kind's greeting (e.g. a pricing quote). */
  message?: string;
  className?: string;
  /** Called after the chat link was followed (or the alert shown). */
  onPress?: () => void;
  /** The label; defaults to "Talk to a specialist on WhatsApp" in the page's language. */
  children?: ReactNode;
}

/**
 * Opens a WhatsApp chat with the sales team in a new tab, the greeting prefilled in the page's
 * language. A real link (works without JavaScript, and on an islands page ships none); with no
 * number configured anywhere it becomes a button that tells the visitor so (spec section 8),
 * which on an islands page is an island of its own.
 */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  const number = useWhatsAppNumber();
  const islandPage = useIslandPage();
  if (number || !islandPage || props.onPress) return <WhatsAppButtonView {...props} />;
  const { children, onPress: _, ...rest } = props;
  return <Island name="whatsapp" component={WhatsAppButtonView} props={{ ...rest, customLabel: children !== undefined }} slots={{ children }} />;
}

export interface WhatsAppButtonViewProps extends WhatsAppButtonProps {
  /** In an island: the label is `children`, server HTML the browser keeps. */
  customLabel?: boolean;
}

/** The button or link itself (see WhatsAppButton). */
export function WhatsAppButtonView({ kind = 'specialist', message, className, onPress, children, customLabel }: WhatsAppButtonViewProps) {
  const { LL } = useI18nContext();
  const number = useWhatsAppNumber();
  const greeting = useWhatsAppGreeting(kind);
  const classes = className ?? button.whatsapp;
  const label = customLabel ? (
    <ServerHtml as="span" className={contents}>
      {children}
    </ServerHtml>
  ) : (
    (children ?? (
      <>
        <ChatIcon />
        {LL.whatsapp.chat()}
      </>
    ))
  );
  if (!number) {
    return (
      <Button
        className={classes}
        onPress={() => {
          window.alert(LL.whatsapp.unavailable());
          onPress?.();
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Link href={whatsappUrl(number, message ?? greeting)} target="_blank" rel="noopener noreferrer" className={classes} onPress={onPress}>
      {label}
      <span className={visuallyHidden}>{` ${LL.common.newTab()}`}</span>
    </Link>
  );
}
