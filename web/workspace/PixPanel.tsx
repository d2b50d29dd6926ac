/**
 * The guest's Pix panel (confirmation and manage pages): the QR, the copy-and-paste code in a
 * read-only field that stays selectable without JavaScript, a copy button once the page is
 * interactive, the amount due now and the deadline. Texts in the `pix` namespace: a page that
 * places it lists 'pix' among its namespaces (web/pages/registry.ts).
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { formatCurrency, formatDeadline } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { qrDrawing } from '../../shared/pix/qr';
import { button, card } from '../theme/ui.css';
import * as css from './pix.css';

export interface PixPanelProps {
  /** The static BR Code (booking.create's `pix.brCode`). */
  brCode: string;
  /** What the guest pays now (`pix.amountCents`): the deposit or the total. */
  amountCents: number;
  /** The stay's total; more than `amountCents` means the rest is paid at the property. */
  totalCents: number;
  /** The reservation code (EST-7K3Q9), for the QR's accessible name. */
  reservationCode: string;
  /** When an unpaid hold is released (ISO instant), or null. */
  deadline?: string | null;
  /** The property's time zone, in which the deadline is shown. */
  timeZone: string;
  /** The payment has been received: the panel says so instead of asking. */
  paid?: boolean;
  /** Screen pixels per QR module (default 4). */
  pixelsPerModule?: number;
  /** 3 inside a section that has its own h2 (the online payment panel); default 2. */
  headingLevel?: 2 | 3;
}

const noop = () => () => {};
/** false on the server and during hydration, true after: the copy button needs JavaScript. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

export function PixPanel({ brCode, amountCents, totalCents, reservationCode, deadline = null, timeZone, paid = false, pixelsPerModule = 4, headingLevel = 2 }: PixPanelProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { LL, locale } = useI18nContext();
  const t = LL.pix.panel;
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const { modules, path } = useMemo(() => qrDrawing(brCode), [brCode]);
  const amount = formatCurrency(amountCents, 'BRL', locale as Locale);
  const rest = totalCents - amountCents;
  const side = modules * pixelsPerModule;
  const titleId = `pix-${reservationCode}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(brCode);
      setStatus(t.copied());
    } catch {
      setStatus(t.copyFailed());
    }
  }

  if (paid) {
    return (
      <section className={card} aria-labelledby={titleId} data-testid="pix-panel">
        {/* Paid: it no longer asks ("Pay with Pix"), it says what came in (issue 39). */}
        <Heading id={titleId} className={css.title}>
          {t.paidTitle()}
        </Heading>
        <p className={css.paid}>{t.paid()}</p>
      </section>
    );
  }

  return (
    <section className={`${card} ${css.panel}`} aria-labelledby={titleId} data-testid="pix-panel">
      <Heading id={titleId} className={css.title}>
        {t.title()}
      </Heading>
      <svg
        className={css.qr}
        width={side}
        height={side}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={t.qrLabel({ amount, code: reservationCode })}
        data-testid="pix-qr"
      >
        <rect width={modules} height={modules} fill="#fff" />
        <path fill="#000" d={path} />
      </svg>
      <div className={css.details}>
        <p className={css.amountLabel}>{t.amountDue()}</p>
        <p className={css.amount} data-testid="pix-amount">
          {amount}
        </p>
        <p className={css.muted}>{rest > 0 ? t.deposit({ rest: formatCurrency(rest, 'BRL', locale as Locale) }) : t.full()}</p>
        {deadline && (
          <p className={css.deadline}>
            <DeadlineText text={t.deadline} deadline={deadline} timeZone={timeZone} locale={locale as Locale} />
          </p>
        )}
        <p className={css.muted}>{t.scan()}</p>
        <TextField className={css.field} value={brCode} isReadOnly>
          <Label>{t.codeLabel()}</Label>
          <TextArea className={css.code} rows={4} spellCheck={false} data-testid="pix-code" />
        </TextField>
        {hydrated && (
          <div>
            <Button className={button.primary} onPress={copy}>
              {t.copy()}
            </Button>
          </div>
        )}
        <p className={css.status} role="status">
          {status}
        </p>
      </div>
    </section>
  );
}

/** The deadline sentence with the instant in the property's time zone, marked up as <time>. */
function DeadlineText({ text, deadline, timeZone, locale }: { text: (args: { when: string }) => string; deadline: string; timeZone: string; locale: Locale }) {
  const when = formatDeadline(deadline, locale, timeZone);
  const marker = '\u0000';
  const [before = '', after = ''] = text({ when: marker }).split(marker);
  return (
    <>
      {before}
      {/* The server's and the browser's Intl may word a date slightly differently. */}
      <time dateTime={deadline} suppressHydrationWarning>
        {when}
      </time>
      {after}
    </>
  );
}
