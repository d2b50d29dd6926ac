import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { button, visuallyHidden } from '../theme/ui.css';
import { island } from '../islands/Island';
import { ServerHtml } from './marketing/ServerHtml';
import { contents } from '../islands/island.css';
import { ChatIcon, useWhatsAppGreeting, useWhatsAppNumber, whatsappUrl, type WhatsAppKind } from './whatsapp';

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

/** On an islands page, the button that says no number is configured (WhatsAppButton). */
export default island(WhatsAppButtonView, { reusable: true });
