/**
 * /dashboard/conversas (issue 44): the host's inbox, one conversation per reservation
 * (host.inbox.list), newest first, each with the member's unread count. Filters (a GET form, so
 * they work before and without JavaScript): property, unread only, arriving in the next 7 days.
 * A conversation opens on its reservation's page (`#conversa`), where the host reads and answers.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { useScope } from '../../workspace/ScopePicker';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import { formatDate, formatDateTime } from '../../../shared/format';
import type { InboxListInput } from '../../../shared/inbox/messages';
import type { Locale } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import * as css from './inbox-page.css';

function filtersOf(search: string): InboxListInput {
  const params = new URLSearchParams(search);
  const propertyId = propertyParam(search);
  return {
    ...(propertyId !== undefined ? { propertyId } : {}),
    ...(params.get('unread') === '1' ? { unread: true } : {}),
    ...(params.get('arriving') === '1' ? { arriving: true } : {}),
  };
}

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  const filters = filtersOf(search);
  const [properties] = await Promise.all([api.host.properties.list.fetch(), prefetchShell(api)]);
  const input = filters.propertyId !== undefined && !properties.some((property) => property.id === filters.propertyId) ? { ...filters, propertyId: undefined } : filters;
  // A member whose role cannot read the inbox gets the shell's "no access" message instead.
  await api.host.inbox.list.fetch(input).catch(() => undefined);
  return { noindex: true };
}

export default function InboxPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="inbox" title={LL.inbox.page.title()}>
      <InboxBody />
    </WorkspaceShell>
  );
}

function InboxBody() {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const t = LL.inbox.page;
  const { search } = useBootstrap();
  const href = useHref();
  const { propertyId, properties } = useScope();
  const filters = { ...filtersOf(search), propertyId };
  const input = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as InboxListInput;
  const threads = trpc.host.inbox.list.useQuery(input);
  const list = threads.data?.threads ?? [];
  return (
    <div className={css.stack}>
      <p className={css.lead}>{t.lead()}</p>
      <form method="get" className={css.filters} aria-label={t.filters()}>
        <div className={css.field}>
          <label htmlFor="inbox-property">{t.property()}</label>
          <select id="inbox-property" name="property" className={css.control} defaultValue={propertyId !== undefined ? String(propertyId) : 'all'}>
            <option value="all">{t.allProperties()}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.name}
              </option>
            ))}
          </select>
        </div>
        <label className={css.check}>
          <input type="checkbox" name="unread" value="1" defaultChecked={filters.unread === true} /> {t.unread()}
        </label>
        <label className={css.check}>
          <input type="checkbox" name="arriving" value="1" defaultChecked={filters.arriving === true} /> {t.arriving()}
        </label>
        <button type="submit" className={button.secondary}>
          {t.apply()}
        </button>
      </form>
      {threads.isLoading ? (
        <p>{LL.workspace.common.loading()}</p>
      ) : list.length === 0 ? (
        <p data-testid="inbox-empty">{t.empty()}</p>
      ) : (
        <ul className={css.threads} data-testid="inbox">
          {list.map((thread) => (
            <li key={thread.reservationId} className={`${css.thread} ${thread.unread > 0 ? css.unread : ''}`} data-reservation={thread.reservationId} data-unread={thread.unread}>
              <a className={css.link} href={`${href(`/dashboard/reservas/${thread.reservationId}`)}#conversa`} aria-label={t.open({ guest: thread.guestName || thread.code })}>
                <strong>{thread.guestName || thread.code}</strong>
              </a>
              <span className={css.meta}>
                {thread.code} · {thread.propertyName} · {t.stay({ checkIn: formatDate(thread.checkIn, loc, 'medium'), checkOut: formatDate(thread.checkOut, loc, 'medium') })}
              </span>
              {thread.lastText ? (
                <span className={css.preview}>
                  {thread.lastFrom === 'host' ? `${LL.inbox.thread.from.host()}: ` : ''}
                  {thread.lastText}
                </span>
              ) : (
                <span className={css.meta}>{t.noMessages()}</span>
              )}
              <span className={css.meta}>
                {thread.lastMessageAt && <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt, loc)}</time>}
                {thread.unread > 0 && <span className={css.badge}>{t.unreadCount({ count: thread.unread })}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
