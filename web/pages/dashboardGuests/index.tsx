/**
 * /dashboard/hospedes: the host's guests, newest first, or those matching `?q=` (name, e-mail,
 * phone), paged by `?page=`. A plain GET form and links: the URL holds the state and the server
 * renders every page (host.guests.search prefetched).
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { FormText } from '../../workspace/stays/fields';
import { intParam } from '../../workspace/stays/issues';
import { button } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
import { GUESTS_PAGE_SIZE } from '../../../shared/host/stay-rules';
import { formatDate } from '../../../shared/format';
import type { HeadInfo, HeadInput, PageProps } from '../types';

function guestsInput(search: string) {
  const q = (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 120);
  return { q: q || undefined, page: intParam(search, 'page') ?? 1, pageSize: GUESTS_PAGE_SIZE };
}

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  await api.host.guests.search.fetch(guestsInput(search));
  return { noindex: true };
}

export default function GuestsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="guests" title={LL.meta.dashboardGuests.title()}>
      <Guests />
    </WorkspaceShell>
  );
}

function Guests() {
  const { LL, locale } = useI18nContext();
  const { search } = useBootstrap();
  const href = useHref();
  const input = guestsInput(search);
  const result = trpc.host.guests.search.useQuery(input);
  const [q, setQ] = useState(input.q ?? '');
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${href('/dashboard/hospedes')}?${params.toString()}`;
  };
  return (
    <div className={css.stack}>
      <Form method="get" action={href('/dashboard/hospedes')} className={css.filters} role="search" aria-label={LL.guests.search()}>
        <FormText label={LL.guests.search()} value={q} onChange={setQ} name="q" type="search" />
        <div className={css.formActions}>
          <button type="submit" className={button.primary}>
            {LL.guests.searchButton()}
          </button>
          {input.q && <a href={href('/dashboard/hospedes')}>{LL.guests.clear()}</a>}
        </div>
      </Form>
      {result.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {result.data && (
        <>
          <p role="status">{LL.guests.count({ total: result.data.total })}</p>
          {result.data.items.length === 0 ? (
            <p>{LL.guests.empty()}</p>
          ) : (
            <div className={css.tableWrap}>
              <table className={css.table} data-testid="guests-table">
                <caption className={css.caption}>{LL.guests.caption()}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>{LL.guests.name()}</th>
                    <th scope="col" className={css.th}>{LL.guests.email()}</th>
                    <th scope="col" className={css.th}>{LL.guests.phone()}</th>
                    <th scope="col" className={css.th}>{LL.guests.stays()}</th>
                    <th scope="col" className={css.th}>{LL.guests.lastStay()}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.items.map((guest) => (
                    <tr key={guest.id}>
                      <th scope="row" className={css.td}>
                        <a href={href(`/dashboard/hospedes/${guest.id}`)}>{guest.name}</a>
                      </th>
                      <td className={css.td}>{guest.email || '—'}</td>
                      <td className={css.td}>{guest.phone || '—'}</td>
                      <td className={css.td}>{guest.stays}</td>
                      <td className={css.td}>{guest.lastCheckIn ? formatDate(guest.lastCheckIn, locale, 'medium') : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.data.pages > 1 && (
            <nav className={css.pager} aria-label={LL.guests.pagination()}>
              {input.page > 1 && <a href={pageLink(input.page - 1)}>{LL.guests.previous()}</a>}
              <span>{LL.guests.page({ page: input.page, pages: result.data.pages })}</span>
              {input.page < result.data.pages && <a href={pageLink(input.page + 1)}>{LL.guests.next()}</a>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
