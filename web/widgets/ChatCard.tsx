import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { ChatIcon } from '../components/whatsapp';
import * as css from './chat.css';

/**
 * The round button at the bottom right and the small card it toggles: "Need help?", a
 * subtitle, a close button and the start-chat button (WhatsApp, greeting in the page's
 * language). A react-aria Popover + Dialog: Escape or a click outside closes it and focus
 * returns to the round button. `delayed`: rendered with the page but hidden for its first
 * 3 seconds by CSS (spec section 9), for pages where nothing mounts it later.
 */
export function ChatCard({ delayed = false }: { delayed?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <div className={delayed ? `${css.root} ${css.delayed}` : css.root} data-testid="chat-widget">
      <DialogTrigger>
        <Button className={css.fab} aria-label={LL.chat.open()}>
          <ChatIcon size={28} />
        </Button>
        <Popover className={css.popover} placement="top end" offset={12}>
          <Dialog className={css.card}>
            {({ close }) => (
              <>
                <div className={css.cardHeader}>
                  <Heading slot="title" level={2} className={css.title}>
                    {LL.chat.title()}
                  </Heading>
                  <Button className={css.close} onPress={close} aria-label={LL.chat.close()}>
                    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Button>
                </div>
                <p className={css.subtitle}>{LL.chat.subtitle()}</p>
                <WhatsAppButton kind="specialist">
                  <ChatIcon />
                  {LL.chat.start()}
                </WhatsAppButton>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
