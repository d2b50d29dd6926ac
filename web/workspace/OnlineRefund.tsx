/**
 * Issue 42: the refund of a payment a guest made online, through the provider that took it
 * (host.payments.refundOnline, owner and manager: `payments.refund`). A refund cannot be undone,
 * so the button asks first; the server refunds what is left with an idempotency key derived
 * from the payment and what was refunded before (a double click or a retry refunds once), and
 * the outcome is said in the status line beside the payments. Texts in the `pix` namespace.
 */
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { lazyPart } from '../lazy-part';
import { useI18nContext } from '../i18n/i18n-react';
import { trpc } from '../trpc/react';
import { PROVIDER_NAMES, type Provider } from '../../shared/payments/schemas';
import { button } from '../theme/ui.css';

const ConfirmDialog = lazyPart(() => import('./stays/ConfirmDialog').then((module) => module.default));

export const isOnlineProvider = (provider: string | null): provider is Provider => provider === 'mercadopago' || provider === 'stripe';

interface Props {
  reservationId: number;
  paymentId: number;
  provider: Provider;
  /** What is left to refund, in cents, and how a person reads it. */
  leftCents: number;
  amount: string;
  date: string;
  onStatus: (text: string) => void;
}

export function OnlineRefund({ reservationId, paymentId, provider, leftCents, amount, date, onStatus }: Props) {
  const { LL } = useI18nContext();
  const t = LL.pix.record;
  const utils = trpc.useUtils();
  const refund = trpc.host.payments.refundOnline.useMutation();
  const [asking, setAsking] = useState(false);
  const name = PROVIDER_NAMES[provider];
  if (leftCents <= 0) return null;

  async function confirm() {
    onStatus('');
    try {
      await refund.mutateAsync({ paymentId });
      onStatus(t.refundOnlineDone({ amount, provider: name }));
    } catch (error) {
      const data = (error as { data?: { code?: string } | null; message?: string }).data;
      const reason = (error as { message?: string }).message ?? '';
      onStatus(data?.code === 'PRECONDITION_FAILED' ? t.refundOnlineUnavailable({ provider: name }) : data?.code === 'CONFLICT' || data?.code === 'BAD_GATEWAY' ? t.refundOnlineFailed({ provider: name, reason }) : t.error());
    } finally {
      setAsking(false);
      await Promise.all([utils.host.payments.list.invalidate({ reservationId }), utils.host.reservations.invalidate()]);
    }
  }

  return (
    <>
      <Button className={button.ghost} onPress={() => setAsking(true)} isDisabled={refund.isPending} aria-label={t.refundOnlineLabel({ provider: name, amount, date })}>
        {t.refundOnline({ provider: name })}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.refundOnlineTitle({ amount, provider: name })}
            body={t.refundOnlineBody()}
            confirm={t.refundOnlineConfirm({ amount })}
            keep={t.refundOnlineKeep()}
            isPending={refund.isPending}
            onConfirm={confirm}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
