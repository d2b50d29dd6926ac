/**
 * The conversation's mails (issue 44), rendered like the booking mail (worker/mail/booking-mail.tsx):
 * - `inbox_reply`: the host answered; to the guest, in the booking's language, the answer, the
 *   thread's last messages and the manage link (goes out with the stay's reply-to address);
 * - `inbox_notice`: a guest wrote; to the host and the members who may read the inbox, in the
 *   property's language, with a link to the reservation's conversation.
 * Messages are plain text: escaped by React in the HTML part, as typed in the text part; links
 * stay text (no anchor is made from a guest's words).
 */
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { localizePath, type Locale } from '../../shared/locales';
import { formatDateTime } from '../../shared/format';
import type { ThreadMessage } from '../../shared/inbox/messages';
import type { OutboxMail } from '../db/booking';
import { Layout, render, styles } from '../mail/booking-mail';

const quote = { ...styles.text, whiteSpace: 'pre-wrap', borderLeft: '3px solid #0f766e', paddingLeft: '12px' } as const;
const past = { ...styles.text, whiteSpace: 'pre-wrap', color: '#52606d', fontSize: '14px' } as const;

function texts(locale: Locale) {
  loadLocale(locale);
  return i18nObject(locale).inbox.mail;
}

export interface ReplyMailInput {
  locale: Locale;
  code: string;
  propertyName: string;
  guestEmail: string;
  text: string;
  /** The thread's messages before this one, oldest first (the mail repeats the last few). */
  history: ThreadMessage[];
  manageUrl: string;
  timeZone: string;
}

/** The host's answer, to the guest. */
export function guestReplyMail(input: ReplyMailInput): OutboxMail {
  const t = texts(input.locale);
  const subject = t.guestSubject({ property: input.propertyName, code: input.code });
  const intro = t.guestIntro({ property: input.propertyName, code: input.code });
  const who = (message: ThreadMessage) => (message.from === 'guest' ? t.you() : input.propertyName);
  const when = (message: ThreadMessage) => formatDateTime(message.at, input.locale, input.timeZone);
  const html = render(
    <Layout lang={input.locale} title={subject}>
      <p style={styles.text}>{intro}</p>
      <p style={quote}>{input.text}</p>
      <p style={styles.text}>
        <a href={input.manageUrl} style={styles.button}>
          {t.manage()}
        </a>
      </p>
      <p style={styles.text}>{t.replyHint()}</p>
      {input.history.length > 0 && (
        <>
          <h2 style={{ ...styles.text, fontWeight: 700 }}>{t.history()}</h2>
          {input.history.map((message, i) => (
            <p key={i} style={past}>
              <strong>
                {who(message)} · {when(message)}
              </strong>
              {'\n'}
              {message.text}
            </p>
          ))}
        </>
      )}
    </Layout>,
  );
  const text = [
    intro,
    '',
    input.text,
    '',
    `${t.manage()}: ${input.manageUrl}`,
    t.replyHint(),
    ...(input.history.length > 0 ? ['', `— ${t.history()} —`, ...input.history.flatMap((message) => ['', `${who(message)} · ${when(message)}`, message.text])] : []),
  ].join('\n');
  return { id: crypto.randomUUID(), kind: 'inbox_reply', recipient: input.guestEmail, subject, html, text };
}

export interface NoticeMailInput {
  locale: Locale;
  code: string;
  reservationId: number;
  propertyName: string;
  guestName: string;
  text: string;
  attachmentsDropped: boolean;
  siteUrl: string;
}

/** A guest wrote: to one of the host's people (one mail each, the same words). */
export function hostNoticeMail(input: NoticeMailInput, recipient: string): OutboxMail {
  const t = texts(input.locale);
  const subject = t.hostSubject({ guest: input.guestName, code: input.code });
  const intro = t.hostIntro({ guest: input.guestName, code: input.code, property: input.propertyName });
  const link = `${input.siteUrl.replace(/\/$/, '')}${localizePath(`/dashboard/reservas/${input.reservationId}`, input.locale)}#conversa`;
  const html = render(
    <Layout lang={input.locale} title={subject}>
      <h1 style={styles.title}>{subject}</h1>
      <p style={styles.text}>{intro}</p>
      <p style={quote}>{input.text}</p>
      {input.attachmentsDropped && <p style={styles.text}>{t.attachments()}</p>}
      <p style={styles.text}>
        <a href={link} style={styles.button}>
          {t.openInbox()}
        </a>
      </p>
      <p style={styles.footer}>{t.hostMore()}</p>
    </Layout>,
  );
  const text = [intro, '', input.text, ...(input.attachmentsDropped ? ['', t.attachments()] : []), '', `${t.openInbox()}: ${link}`, '', t.hostMore()].join('\n');
  return { id: crypto.randomUUID(), kind: 'inbox_notice', recipient, subject, html, text };
}
