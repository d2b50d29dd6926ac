/**
 * The guest's online payment on their booking page (issue 42), server HTML that works without
 * JavaScript: the amount due now and its deadline, the provider's checkout (a link), Mercado
 * Pago's Pix code and QR on our page (the Pix panel), "paid" once the provider's signed
 * notification confirmed it, and a plain form to make a new charge once one expired or failed;
 * on a cancelled stay, what was refunded through the provider.
 * In local mode the Pix has a link to the simulator (`/dev/pay`) that pays it.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { button } from '../../theme/ui.css';
import { formatMoneyCents } from '../../../shared/stay/money';
import type { Locale } from '../../../shared/locales';
import { formatDeadline } from '../../../shared/format';
import { PROVIDER_NAMES, type Provider } from '../../../shared/payments/schemas';
import { PixPanel } from '../../workspace/PixPanel';
import * as css from './manage.css';

export interface OnlineState {
  provider: Provider;
  paid: boolean;
  holdExpiresAt: string | null;
  /** What was refunded through the provider (a cancelled stay). */
  refundedCents?: number;
  charge: { checkoutUrl?: string; pixCopyPaste?: string; pixTicketUrl?: string; expiresAt: string } | null;
}

interface Props {
  online: OnlineState;
  status: string;
  code: string;
  currency: string;
  totalCents: number;
  amountDueNowCents: number;
  timeZone: string;
  /** The booking page's own path (the simulator and the retry come back to it). */
  page: string;
  payAction: string;
  payError: boolean;
}

export function OnlinePayment({ online, status, code, currency, totalCents, amountDueNowCents, timeZone, page, payAction, payError }: Props) {
  const { LL, locale } = useI18nContext();
  const t = LL.onlinePay.panel;
  const loc = locale as Locale;
  if (status === 'cancelled' && !online.refundedCents) return null;
  const when = (iso: string) => formatDeadline(iso, loc, timeZone);
  const simulated = (url: string | undefined) => Boolean(url && url.startsWith('/dev/pay/'));
  return (
    <section className={css.online} aria-labelledby="online-pay-title" data-testid="online-payment" data-paid={online.paid ? 'true' : 'false'}>
      <h2 id="online-pay-title" className={css.onlineTitle}>
        {t.title()} · {PROVIDER_NAMES[online.provider]}
      </h2>
      {status === 'cancelled' ? (
        <p role="status">{t.refunded({ amount: formatMoneyCents(online.refundedCents ?? 0, currency, loc) })}</p>
      ) : online.paid ? (
        <p role="status">{t.paid()}</p>
      ) : status === 'pending' ? (
        <>
          <p>{t.amountDue({ amount: formatMoneyCents(amountDueNowCents, currency, loc) })}</p>
          {/* One deadline (issue 39): the open charge's, which expires a little before the hold; else the hold's. */}
          {(online.charge?.expiresAt ?? online.holdExpiresAt) && <p>{t.deadline({ when: when(online.charge?.expiresAt ?? online.holdExpiresAt ?? '') })}</p>}
          {payError && <p role="alert">{t.failed()}</p>}
          {online.charge ? (
            <>
              {online.charge.checkoutUrl && (
                <p>
                  <a className={button.primary} href={online.charge.checkoutUrl} data-testid="pay-online">
                    {online.provider === 'stripe' ? t.payStripe() : t.payCard()}
                  </a>
                </p>
              )}
              {online.charge.pixCopyPaste && (
                <>
                  <PixPanel brCode={online.charge.pixCopyPaste} amountCents={amountDueNowCents} totalCents={totalCents} reservationCode={code} timeZone={timeZone} headingLevel={3} />
                  {simulated(online.charge.pixTicketUrl) && (
                    <p>
                      <a href={`${online.charge.pixTicketUrl}?back=${encodeURIComponent(page)}`} data-testid="simulate-pix">
                        {t.simulate()}
                      </a>
                    </p>
                  )}
                </>
              )}
              <p className={css.policies}>{t.waiting()}</p>
            </>
          ) : (
            <form method="post" action={payAction}>
              <p>{t.expired()}</p>
              <button type="submit" className={button.secondary}>
                {t.retry()}
              </button>
            </form>
          )}
        </>
      ) : null}
    </section>
  );
}
