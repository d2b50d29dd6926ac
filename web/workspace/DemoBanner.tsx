import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { SignOutForm } from '../auth/SignOutForm';
import { trpc } from '../trpc/react';
import * as css from './demo-banner.css';

/**
 * A personal demo's banner (issue 30), at the top of every workspace page of a demo account:
 * it says so, offers a real account (sign out of the demo, then /register) and shows the
 * demo's outbox — the mail its workspace would have sent, kept instead of sent.
 */
export function DemoBanner() {
  const { user } = useBootstrap();
  if (!user?.demo) return null;
  return <Banner />;
}

function Banner() {
  const { LL, locale } = useI18nContext();
  const outbox = trpc.host.demo.outbox.useQuery(undefined, { staleTime: 10_000 });
  const mails = outbox.data?.mails ?? [];
  const when = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className={css.banner} aria-labelledby="demo-banner-title" data-demo-banner>
      <div className={css.row}>
        <p className={css.text} id="demo-banner-title">
          <span className={css.label}>{LL.workspace.demo.label()}</span>
          {LL.workspace.demo.text()}
        </p>
        <SignOutForm next="register" label={LL.workspace.demo.createAccount()} pendingLabel={LL.workspace.demo.createAccount()} />
      </div>
      <details>
        <summary className={css.summary}>{LL.workspace.demo.outbox({ count: mails.length })}</summary>
        {mails.length === 0 ? (
          <p>{LL.workspace.demo.outboxEmpty()}</p>
        ) : (
          <table className={css.table} data-testid="demo-outbox">
            <thead>
              <tr>
                <th scope="col" className={css.cell}>{LL.workspace.demo.at()}</th>
                <th scope="col" className={css.cell}>{LL.workspace.demo.to()}</th>
                <th scope="col" className={css.cell}>{LL.workspace.demo.subject()}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td className={css.cell}>{when.format(new Date(mail.createdAt))}</td>
                  <td className={css.cell}>{mail.recipient}</td>
                  <td className={css.cell}>{mail.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </section>
  );
}
