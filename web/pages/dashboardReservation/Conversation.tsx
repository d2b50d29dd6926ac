/**
 * The reservation's conversation for the host (issue 44): the guest's and the host's messages
 * and the system's mails (host.inbox.get, prefetched by the page, which marks them read for
 * the member), and the answer form (host.inbox.send: mailed to the guest in their language).
 * A member whose role cannot read the inbox sees nothing of it.
 */
import { useState, type FormEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import { MESSAGE_MAX_CHARS, deliveryReason, type MessagingChannel } from '../../../shared/inbox/limits';
import { Thread } from '../../inbox/Thread';
import * as inbox from '../../inbox/inbox.css';
import * as css from '../../workspace/stays/stays.css';
import * as field from '../bookingCheckin/checkin.css';

type ErrorCode = 'required' | 'too_long' | 'invalid';

export function Conversation({ reservationId, timeZone }: { reservationId: number; timeZone: string }) {
  const { LL } = useI18nContext();
  const t = LL.inbox.thread;
  const utils = trpc.useUtils();
  const thread = trpc.host.inbox.get.useQuery({ reservationId }, { retry: false });
  const send = trpc.host.inbox.send.useMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [sent, setSent] = useState<'mailed' | 'kept' | 'channel' | null>(null);
  const [failed, setFailed] = useState<ReturnType<typeof deliveryReason> | null>(null);
  if (!thread.data) return null;
  const data = thread.data;
  const via = t.viaChannel;
  const channelName = data.replyChannel ? via.names[data.replyChannel as MessagingChannel]() : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem: ErrorCode | null = !trimmed ? 'required' : trimmed.length > MESSAGE_MAX_CHARS ? 'too_long' : null;
    setError(problem);
    setSent(null);
    setFailed(null);
    if (problem) return;
    try {
      const answer = await send.mutateAsync({ reservationId, text });
      if (answer.delivered === false && answer.channel !== 'email') {
        // Kept in the thread marked not delivered; the text stays in the field to send again.
        setFailed(deliveryReason(answer.deliveryError));
      } else {
        setText('');
        setSent(answer.channel !== 'email' ? 'channel' : answer.mailed ? 'mailed' : 'kept');
      }
      await Promise.all([utils.host.inbox.get.invalidate({ reservationId }), utils.host.inbox.unread.invalidate(), utils.host.inbox.list.invalidate()]);
    } catch (failure) {
      const message = (failure as { data?: { issues?: { message: string }[] | null } }).data?.issues?.[0]?.message;
      setError(message === 'required' || message === 'too_long' ? message : 'invalid');
    }
  };
  return (
    <section id="conversa" aria-labelledby="conversation-title" className={`${css.section} ${inbox.section}`} data-testid="conversation">
      <h2 id="conversation-title" className={css.subTitle}>
        {t.title()}
      </h2>
      {data.messages.length > 0 ? <Thread messages={data.messages} timeZone={timeZone} viewer="host" /> : <p>{t.empty()}</p>}
      {!data.canMail && !channelName && <p className={inbox.note}>{t.noEmail()}</p>}
      {sent && (
        <p className={inbox.status} role="status" data-testid="reply-sent">
          {sent === 'channel' && channelName ? via.sent({ channel: channelName }) : sent === 'mailed' ? t.sent() : t.noEmail()}
        </p>
      )}
      {failed && channelName && (
        <p className={field.error} role="alert" data-testid="reply-failed">
          {via.failed({ channel: channelName, reason: via.reasons[failed]() })}
        </p>
      )}
      <form className={inbox.form} onSubmit={submit} noValidate data-ready={thread.isFetched ? 'true' : undefined}>
        <div className={field.field}>
          <label className={field.label} htmlFor="reply-text">
            {t.reply()}
          </label>
          <textarea
            className={field.control}
            id="reply-text"
            name="text"
            rows={4}
            maxLength={MESSAGE_MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reply-text-hint reply-text-error' : 'reply-text-hint'}
          />
          <p className={field.hint} id="reply-text-hint">
            {channelName ? via.hint({ channel: channelName }) : t.replyHint()}
          </p>
          {error && (
            <p className={field.error} id="reply-text-error" role="alert">
              {t.errors[error]()}
            </p>
          )}
        </div>
        <p>
          <button type="submit" className={button.primary} disabled={send.isPending}>
            {t.send()}
          </button>
        </p>
      </form>
    </section>
  );
}
