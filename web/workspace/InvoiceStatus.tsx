/**
 * One stay's NFS-e as the workspace shows it (issue 43): status in words, number, PDF/XML links
 * or the rejection reason, and what can be done next (issue, update status, issue again,
 * cancel with a reason). Used by /dashboard/notas (each row) and the reservation page.
 */
import { useState } from 'react';
import { useBooksTexts } from './books-texts';
import { trpc } from '../trpc/react';
import { button } from '../theme/ui.css';
import * as stays from './stays/stays.css';
import type { InvoiceItem } from '../../shared/host/books';

export function InvoiceFacts({ invoice }: { invoice: InvoiceItem }) {
  const t = useBooksTexts().invoicing;
  return (
    <>
      <span className={stays.badgeBase} data-invoice-status={invoice.status}>
        {t.statuses[invoice.status]()}
      </span>
      {invoice.number && <> · {t.number()} {invoice.number}</>}
      {invoice.pdfUrl && (
        <>
          {' · '}
          <a href={invoice.pdfUrl} rel="noopener noreferrer" target="_blank">
            {t.pdf({ number: invoice.number ?? '' })}
          </a>
        </>
      )}
      {invoice.xmlUrl && (
        <>
          {' · '}
          <a href={invoice.xmlUrl} rel="noopener noreferrer" target="_blank">
            {t.xml({ number: invoice.number ?? '' })}
          </a>
        </>
      )}
      {invoice.error && <p className={stays.error}>{t.reason({ reason: invoice.error })}</p>}
    </>
  );
}

/**
 * The actions a note allows; `invoice` undefined: the stay has none yet (issue). `settingsHref`:
 * where the property's NFS-e settings are, linked when issuing finds none.
 */
export function InvoiceActions({ reservationId, invoice, settingsHref }: { reservationId: number; invoice: InvoiceItem | undefined; settingsHref?: string }) {
  const t = useBooksTexts().invoicing;
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(null);
  const [unconfigured, setUnconfigured] = useState(false);
  const [reason, setReason] = useState('');
  const done = async () => {
    setProblem(null);
    setUnconfigured(false);
    await utils.host.invoices.list.invalidate();
  };
  const failed = (error: { data?: { code?: string; issues?: { field: string; message: string }[] | null } | null; message: string }) => {
    setUnconfigured(error.data?.code === 'PRECONDITION_FAILED');
    if (error.data?.code === 'PRECONDITION_FAILED') return setProblem(t.notConfigured());
    const issue = error.data?.issues?.[0];
    if (issue?.field === 'reason') return setProblem(issue.message === 'reason_short' ? t.cancelReason() : t.reason({ reason: issue.message }));
    setProblem(t.failed());
  };
  const issue = trpc.host.invoices.issue.useMutation({ onSuccess: done, onError: failed });
  const refresh = trpc.host.invoices.refresh.useMutation({ onSuccess: done, onError: failed });
  const cancel = trpc.host.invoices.cancel.useMutation({ onSuccess: done, onError: failed });
  return (
    <div className={stays.buttons}>
      {(!invoice || invoice.status === 'error') && (
        <button type="button" className={button.primary} disabled={issue.isPending} onClick={() => issue.mutate({ reservationId })}>
          {issue.isPending ? t.issuing() : invoice ? t.reissue() : t.issue()}
        </button>
      )}
      {invoice?.status === 'processing' && (
        <button type="button" className={button.secondary} disabled={refresh.isPending} onClick={() => refresh.mutate({ reservationId })}>
          {t.refresh()}
        </button>
      )}
      {invoice?.status === 'authorized' && (
        <form
          className={stays.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate({ reservationId, reason });
          }}
        >
          <label className={stays.field}>
            <span className={stays.label}>{t.cancelReason()}</span>
            <input className={stays.input} value={reason} minLength={15} maxLength={255} required onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit" className={button.secondary} disabled={cancel.isPending}>
            {cancel.isPending ? t.cancelling() : t.cancel()}
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className={stays.error}>
          {problem}
          {unconfigured && settingsHref && (
            <>
              {' '}
              <a href={settingsHref}>{t.nav()}</a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
