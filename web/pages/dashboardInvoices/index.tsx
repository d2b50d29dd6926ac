/**
 * /dashboard/notas (issue 43): a property's NFS-e through Focus NFe — the settings (CNPJ,
 * municipal registration, service code, ISS rate, IBGE code, the token: stored encrypted, shown
 * only as its last 4; the trigger URL to paste in Focus NFe's panel) and every stay's note with
 * its status, number, PDF/XML links or the rejection reason, and its actions.
 */
import { useState, type FormEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { InvoiceActions, InvoiceFacts } from '../../workspace/InvoiceStatus';
import { trpc } from '../../trpc/react';
import * as stays from '../../workspace/stays/stays.css';
import { button } from '../../theme/ui.css';
import { formatCurrency } from '../../../shared/format';
import type { InvoicingSettings } from '../../../shared/host/books';
import { LODGING_SERVICE_CODE } from '../../../shared/host/service-codes';
import { formatCnpj } from '../../../shared/pix/keys';
import type { HeadInfo, HeadInput, PageProps } from '../types';

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  const propertyId = properties.find((property) => property.id === wanted)?.id ?? properties[0]?.id;
  if (propertyId !== undefined) {
    await Promise.all([api.host.invoicing.get.fetch({ propertyId }).catch(() => undefined), api.host.invoices.list.fetch({ propertyId })]);
  }
  return { noindex: true };
}

export default function InvoicesPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="reports" title={LL.meta.dashboardInvoices.title()}>
      <Invoices />
    </WorkspaceShell>
  );
}

function Invoices() {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const properties = trpc.host.properties.list.useQuery().data ?? [];
  const wanted = propertyParam(search);
  const propertyId = properties.find((property) => property.id === wanted)?.id ?? properties[0]?.id;
  if (propertyId === undefined) return <p>{LL.workspace.property.none()}</p>;
  return (
    <div className={stays.stack}>
      <Settings propertyId={propertyId} />
      <List propertyId={propertyId} />
    </div>
  );
}

type Field = 'legalName' | 'cnpj' | 'inscricaoMunicipal' | 'codigoServico' | 'aliquotaIss' | 'codigoMunicipio' | 'token';

function Settings({ propertyId }: { propertyId: number }) {
  const settings = trpc.host.invoicing.get.useQuery({ propertyId }, { retry: false });
  if (settings.isError) return null;
  if (!settings.data) return null;
  return <SettingsForm key={propertyId} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: InvoicingSettings }) {
  const { LL } = useI18nContext();
  const t = LL.booksPages.nfse;
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Record<Field, string>>({
    legalName: settings.legalName,
    cnpj: formatCnpj(settings.cnpj),
    inscricaoMunicipal: settings.inscricaoMunicipal,
    codigoServico: settings.codigoServico || LODGING_SERVICE_CODE,
    aliquotaIss: settings.configured ? String(settings.aliquotaIss) : '',
    codigoMunicipio: settings.codigoMunicipio,
    token: '',
  });
  const [autoIssue, setAutoIssue] = useState(settings.autoIssue);
  const [errors, setErrors] = useState<Partial<Record<Field | 'propertyId', string>>>({});
  const [saved, setSaved] = useState(false);
  const update = trpc.host.invoicing.update.useMutation();
  const message = (code: string) => (t.errors as Record<string, (() => string) | undefined>)[code]?.() ?? code;
  if (!settings.allowed) return <p>{t.notBrazil()}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const input = {
      propertyId: settings.propertyId,
      provider: 'focusnfe' as const,
      legalName: values.legalName,
      cnpj: values.cnpj,
      inscricaoMunicipal: values.inscricaoMunicipal,
      codigoServico: values.codigoServico,
      aliquotaIss: values.aliquotaIss.trim() === '' ? Number.NaN : Number(values.aliquotaIss.replace(',', '.')),
      codigoMunicipio: values.codigoMunicipio,
      autoIssue,
      ...(values.token.trim() ? { token: values.token.trim() } : {}),
    };
    // The server checks every field (its BAD_REQUEST names each one, shown below next to it); the
    // page checks only what needs no schema, so zod stays out of its JavaScript.
    const found: Partial<Record<Field | 'propertyId', string>> = {};
    if (!settings.configured && !values.token.trim()) found.token = message('token_invalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(input);
      setValues((current) => ({ ...current, token: '' }));
      setSaved(true);
      await utils.host.invoicing.get.invalidate({ propertyId: settings.propertyId });
    } catch (error) {
      const issues = (error as { data?: { issues?: { field: string; message: string }[] | null } }).data?.issues ?? [];
      const fromServer: Partial<Record<Field | 'propertyId', string>> = {};
      for (const issue of issues) fromServer[issue.field as Field] = message(issue.message);
      setErrors(issues.length > 0 ? fromServer : { propertyId: LL.books.invoicing.failed() });
    }
  };
  const input = (field: Field, label: string, extra: { help?: string; type?: string; inputMode?: 'numeric' | 'decimal'; autoComplete?: string } = {}) => (
    <div className={stays.field}>
      <label htmlFor={`invoicing-${field}`} className={stays.label}>
        {label}
      </label>
      <input
        id={`invoicing-${field}`}
        name={field}
        className={stays.input}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete ?? 'off'}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        data-invalid={errors[field] ? '' : undefined}
        aria-describedby={[errors[field] ? `invoicing-${field}-error` : '', extra.help ? `invoicing-${field}-help` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
      {extra.help && (
        <span id={`invoicing-${field}-help`} className={stays.help}>
          {extra.help}
        </span>
      )}
      {errors[field] && (
        <span id={`invoicing-${field}-error`} className={stays.error}>
          {errors[field]}
        </span>
      )}
    </div>
  );
  return (
    <section className={stays.section} aria-labelledby="invoicing-settings">
      <h2 id="invoicing-settings" className={stays.subTitle}>
        {t.settings()}
      </h2>
      <p>{t.settingsIntro()}</p>
      <form onSubmit={submit} noValidate>
        <div className={stays.formGrid}>
          {input('legalName', t.legalName(), { autoComplete: 'organization' })}
          {input('cnpj', t.cnpj(), { inputMode: 'numeric' })}
          {input('inscricaoMunicipal', t.inscricaoMunicipal())}
          {input('codigoServico', t.codigoServico(), { help: t.codigoServicoHelp(), inputMode: 'numeric' })}
          {input('aliquotaIss', t.aliquotaIss(), { inputMode: 'decimal' })}
          {input('codigoMunicipio', t.codigoMunicipio(), { inputMode: 'numeric' })}
          {input('token', t.token(), { type: 'password', help: settings.tokenLast4 ? t.tokenSaved({ last4: settings.tokenLast4 }) : undefined, autoComplete: 'new-password' })}
        </div>
        <label className={stays.check}>
          <input type="checkbox" checked={autoIssue} onChange={(event) => setAutoIssue(event.target.checked)} /> {t.autoIssue()}
        </label>
        <div className={stays.formActions}>
          <button type="submit" className={button.primary} disabled={update.isPending}>
            {update.isPending ? t.saving() : t.save()}
          </button>
          <span role="status" className={stays.notice}>
            {saved ? t.saved() : ''}
          </span>
        </div>
        {errors.propertyId && (
          <p role="alert" className={stays.formError}>
            {errors.propertyId}
          </p>
        )}
      </form>
      {settings.webhookUrl && (
        <p>
          {t.webhook()}: <code className={stays.breakAnywhere}>{settings.webhookUrl}</code>
        </p>
      )}
    </section>
  );
}

function List({ propertyId }: { propertyId: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.books.invoicing;
  const href = useHref();
  const invoices = trpc.host.invoices.list.useQuery({ propertyId });
  const rows = invoices.data ?? [];
  return (
    <section className={stays.section}>
      <h2 id="invoices-list" className={stays.subTitle}>
        {t.list()}
      </h2>
      {rows.length === 0 ? (
        <p>{t.none()}</p>
      ) : (
        <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby="invoices-list">
          <table className={stays.table} data-testid="invoices">
            <caption className={stays.caption}>{t.listCaption()}</caption>
            <thead>
              <tr>
                <th scope="col" className={stays.th}>{t.reservation()}</th>
                <th scope="col" className={stays.th}>{t.status()}</th>
                <th scope="col" className={stays.th}>{LL.booksPages.kinds.amount()}</th>
                <th scope="col" className={stays.th}>{t.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((invoice) => (
                <tr key={invoice.reservationId} data-reservation={invoice.reservationId}>
                  <th scope="row" className={stays.td}>
                    <a href={href(`/dashboard/reservas/${invoice.reservationId}`)}>{invoice.code}</a> {invoice.guestName}
                  </th>
                  <td className={stays.td}>
                    <InvoiceFacts invoice={invoice} />
                  </td>
                  <td className={stays.td}>{formatCurrency(invoice.amountCents, 'BRL', locale)}</td>
                  <td className={stays.td}>
                    <InvoiceActions reservationId={invoice.reservationId} invoice={invoice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
