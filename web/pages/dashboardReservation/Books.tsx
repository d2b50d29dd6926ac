/**
 * The reservation page's books (issue 43): the link to the stay's receipt (a page of its own,
 * printable and mailable) and the stay's NFS-e with what can be done next. A part of its own
 * (index.tsx, lazyPart): server HTML until the host first uses it.
 */
import { useBooksTexts } from '../../workspace/books-texts';
import { useHref } from '../../bootstrap-context';
import { trpc } from '../../trpc/react';
import { InvoiceActions, InvoiceFacts } from '../../workspace/InvoiceStatus';
import * as css from '../../workspace/stays/stays.css';

export function Books({ reservationId, propertyId, currency, mayIssue }: { reservationId: number; propertyId: number; currency: string; mayIssue: boolean }) {
  const books = useBooksTexts();
  const href = useHref();
  const invoices = trpc.host.invoices.list.useQuery({ reservationId });
  const invoice = invoices.data?.[0];
  return (
    <section aria-labelledby="books" className={css.section}>
      <h2 id="books" className={css.subTitle}>
        {books.receiptLink.heading()}
      </h2>
      <p>
        <a href={`/account/receipts/${reservationId}`} data-testid="receipt-link">
          {books.receiptLink.open()}
        </a>
      </p>
      {currency === 'BRL' && (
        <div data-testid="reservation-invoice">
          <h3 className={css.subTitle}>{books.invoicing.section()}</h3>
          {invoice && (
            <p>
              <InvoiceFacts invoice={invoice} />
            </p>
          )}
          {mayIssue && <InvoiceActions reservationId={reservationId} invoice={invoice} settingsHref={href(`/dashboard/notas?property=${propertyId}`)} />}
        </div>
      )}
    </section>
  );
}
