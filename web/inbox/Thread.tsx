/**
 * A stay's conversation as a list (issue 44): the guest's page shows their messages and the
 * host's; the host's reservation page also the system's mails. Text only: React escapes it and
 * `white-space: pre-wrap` keeps its lines; a link a guest typed stays text (never an anchor).
 */
import { useI18nContext } from '../i18n/i18n-react';
import { deliveryReason, type ThreadMessage } from '../../shared/inbox/limits';
import type { Locale } from '../../shared/locales';
import { formatDateTime } from '../../shared/format';
import * as css from './inbox.css';

interface ThreadProps {
  messages: ThreadMessage[];
  timeZone: string;
  /** Whose page it is: the guest's own messages (or the host's own) are marked as "mine". */
  viewer: 'guest' | 'host';
  /** How the other side is named to the guest (the property's name). */
  hostName?: string;
}

export function Thread({ messages, timeZone, viewer, hostName }: ThreadProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.inbox;
  const channels = t.thread.channel as Record<string, () => string>;
  const who = (message: ThreadMessage) => {
    if (viewer === 'guest') return message.from === 'guest' ? t.guest.you() : (hostName ?? t.thread.from.host());
    return message.from === 'host' && message.author ? `${t.thread.from.host()} (${message.author})` : t.thread.from[message.from]();
  };
  return (
    <ol className={css.list} data-testid="thread">
      {messages.map((message, i) => (
        <li
          key={`${message.at}:${i}`}
          className={`${css.message} ${message.from === viewer ? css.mine : ''} ${message.from === 'system' ? css.system : ''}`}
          data-from={message.from}
          data-channel={message.channel}
          data-delivery={message.delivery}
        >
          <p className={css.meta}>
            <strong>{who(message)}</strong> · <time dateTime={message.at}>{formatDateTime(message.at, locale as Locale, timeZone)}</time>
            {message.from !== 'system' && channels[message.channel] ? ` · ${channels[message.channel]!()}` : ''}
          </p>
          <p className={css.text}>{message.text}</p>
          {message.attachmentsDropped && <p className={css.note}>{t.thread.attachmentsDropped()}</p>}
          {viewer === 'host' && message.delivery === 'failed' && (
            <p className={css.note} data-delivery="failed">
              {t.thread.viaChannel.notDelivered({ reason: t.thread.viaChannel.reasons[deliveryReason(message.deliveryError)]() })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
