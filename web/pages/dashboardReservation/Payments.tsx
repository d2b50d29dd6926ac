/**
 * The reservation's payments (web/workspace/RecordPayment.tsx: total, paid, balance, the
 * payments received with a refund each, and the record-a-payment form), loaded as a chunk of
 * its own after the page: the form's react-aria fields, dates and zod/mini schema stay out of
 * the page's first load. Server-rendered all the same (host.payments.list is prefetched);
 * marks itself `data-ready` once hydrated, which tests wait for.
 */
import { ReservationPayments } from '../../workspace/RecordPayment';
import { useMounted } from '../../workspace/editor/useMounted';

export default function Payments({ reservationId, timeZone, mayRefund, mayRecord }: { reservationId: number; timeZone: string; mayRefund: boolean; mayRecord: boolean }) {
  const ready = useMounted();
  return (
    <div data-testid="payments-panel" data-ready={ready || undefined}>
      <ReservationPayments reservationId={reservationId} timeZone={timeZone} mayRefund={mayRefund} mayRecord={mayRecord} />
    </div>
  );
}
