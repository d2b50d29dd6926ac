/**
 * Issue 40: the guest's cancellation asks first and says what will happen (the dates, what is
 * refunded). Without JavaScript the first button posts without `confirm=yes` and the server sends
 * the guest back here with `?cancel=ask`, where the question is a section with its own "yes"
 * form; with JavaScript the same question opens as a dialog and "yes" posts that same form.
 */
import { Suspense, useRef, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { lazyPart } from '../../lazy-part';
import { button } from '../../theme/ui.css';
import { formatDate } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import * as css from './manage.css';

const ConfirmDialog = lazyPart(() => import('../../workspace/stays/ConfirmDialog').then((module) => module.default));

interface Props {
  action: string;
  /** The page itself, for "keep the booking". */
  page: string;
  code: string;
  checkIn: string;
  checkOut: string;
  refundable: boolean;
  paidAmount: string;
  paidCents: number;
  cancelUntil: string;
  /** The page was opened by a first post without JavaScript: the question is shown in place. */
  asking: boolean;
}

export function CancelBooking({ action, page, code, checkIn, checkOut, refundable, paidAmount, paidCents, cancelUntil, asking }: Props) {
  const { LL, locale } = useI18nContext();
  const t = LL.guestBooking.manage;
  const loc = locale as Locale;
  const confirmForm = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const dates = { checkIn: formatDate(checkIn, loc), checkOut: formatDate(checkOut, loc) };
  const body = paidCents <= 0 ? t.cancelAskNothingPaid(dates) : refundable ? t.cancelAskRefund({ ...dates, amount: paidAmount }) : t.cancelAskNoRefund({ ...dates, amount: paidAmount });
  const yes = (
    <form method="post" action={action} ref={confirmForm} className={css.cancelForm}>
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit" className={button.primary}>
        {t.cancelYes()}
      </button>
    </form>
  );
  if (asking)
    return (
      <section id="cancel" className={css.notice} role="alert" aria-labelledby="cancel-title" data-testid="cancel-ask">
        <h2 id="cancel-title" className={css.onlineTitle}>
          {t.cancelAskTitle({ code })}
        </h2>
        <p>{body}</p>
        <div className={css.actions}>
          {yes}
          <a className={button.secondary} href={page}>
            {t.cancelKeep()}
          </a>
        </div>
      </section>
    );
  return (
    <>
      <form
        method="post"
        action={action}
        className={css.cancelForm}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <p className={css.policies}>{refundable ? t.cancelUntil({ date: formatDate(cancelUntil, loc) }) : LL.stayPrice.cancelNoRefund()}</p>
        <button type="submit" className={button.primary}>
          {t.cancel()}
        </button>
      </form>
      <div hidden>{yes}</div>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog title={t.cancelAskTitle({ code })} body={body} confirm={t.cancelYes()} keep={t.cancelKeep()} isPending={false} onConfirm={() => confirmForm.current?.requestSubmit()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
