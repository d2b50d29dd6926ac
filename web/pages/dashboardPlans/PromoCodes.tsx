/** The promo codes of "Plans and extras" (issue 25): the list with their uses, and one form beside it. */
import { Suspense, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { IntField } from '../../workspace/editor/fields';
import { FormText } from '../../workspace/stays/fields';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './plans.css';
import { createPromoCodeInput, updatePromoCodeInput } from '../../../shared/host/pricing';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog, orNull, usePercent, useFormState, useRefresh, useRowEditor, type Pricing, type Promo } from './plan-forms';

// ─── Promo codes ──────────────────────────────────────────────────────────────────────────────

interface PromoDraft {
  code: string;
  percent: number;
  minNights: number;
  validFrom: string;
  validTo: string;
  maxUses: number;
}

const emptyPromo = (): PromoDraft => ({ code: '', percent: Number.NaN, minNights: Number.NaN, validFrom: '', validTo: '', maxUses: Number.NaN });
const promoDraft = (promo: Promo): PromoDraft => ({
  code: promo.code,
  percent: promo.percent,
  minNights: promo.minNights ?? Number.NaN,
  validFrom: promo.validFrom ?? '',
  validTo: promo.validTo ?? '',
  maxUses: promo.maxUses ?? Number.NaN,
});

export function PromoCodes({ data }: { data: Pricing }) {
  const { LL, locale } = useI18nContext();
  const t = LL.plansExtras;
  const refresh = useRefresh(data.propertyId);
  const form = useFormState();
  const create = trpc.host.promoCodes.create.useMutation();
  const update = trpc.host.promoCodes.update.useMutation();
  const archive = trpc.host.promoCodes.archive.useMutation();
  const rows = useRowEditor<Promo, PromoDraft>({ empty: emptyPromo, toDraft: promoDraft, titleId: 'promo-form-title', archive: (id) => archive.mutateAsync({ id }).then(refresh), deleted: t.codes.deleted(), form });
  const { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove } = rows;
  const date = (value: string) => formatDate(value, locale, 'medium');
  const percent = usePercent(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const terms = { percent: draft.percent, minNights: orNull(draft.minNights), validFrom: draft.validFrom || null, validTo: draft.validTo || null, maxUses: orNull(draft.maxUses) };
    const saved = editing
      ? await form.submit(updatePromoCodeInput.safeParse({ id: editing.id, ...terms }), (input) => update.mutateAsync(input).then(refresh), t.saved())
      : await form.submit(createPromoCodeInput.safeParse({ propertyId: data.propertyId, code: draft.code, ...terms }), (input) => create.mutateAsync(input).then(refresh), t.codes.created(), { code: 'code_taken' });
    if (saved) stopEdit();
  }

  const validity = (promo: Promo) =>
    promo.validFrom && promo.validTo
      ? t.codes.between({ from: date(promo.validFrom), to: date(promo.validTo) })
      : promo.validFrom
        ? t.codes.from({ date: date(promo.validFrom) })
        : promo.validTo
          ? t.codes.until({ date: date(promo.validTo) })
          : t.codes.always();

  return (
    <section className={css.panel} aria-labelledby="codes-title" data-testid="promo-codes">
      <h2 id="codes-title" className={stays.subTitle}>
        {t.codes.title()}
      </h2>
      <p className={stays.help}>{t.codes.lead()}</p>
      {data.promoCodes.length === 0 ? (
        <p>{t.codes.empty()}</p>
      ) : (
        <div className={stays.tableWrap}>
          <table className={stays.table}>
            <caption className={css.hiddenCaption}>{t.codes.caption()}</caption>
            <thead>
              <tr>
                <th scope="col" className={stays.th}>
                  {t.codes.code()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.codes.percent()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.codes.minNights()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.codes.validity()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.codes.uses()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.actions()}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.promoCodes.map((promo) => (
                <tr key={promo.id} data-testid="promo-row" data-code={promo.code}>
                  <th scope="row" className={stays.td}>
                    {promo.code}
                  </th>
                  <td className={stays.td}>{percent(promo.percent)}</td>
                  <td className={stays.td}>{promo.minNights ?? t.none()}</td>
                  <td className={stays.td}>{validity(promo)}</td>
                  <td className={stays.td} data-testid="promo-uses">
                    {promo.maxUses === null ? t.codes.usesUnlimited({ uses: promo.uses }) : t.codes.usesOf({ uses: promo.uses, max: promo.maxUses })}
                  </td>
                  <td className={stays.td}>
                    <div className={stays.buttons}>
                      <Button className={button.ghost} onPress={() => startEdit(promo)} aria-label={t.editOf({ name: promo.code })}>
                        {t.edit()}
                      </Button>
                      <Button className={button.ghost} onPress={() => setRemoving(promo)} aria-label={t.removeOf({ name: promo.code })}>
                        {t.remove()}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={stays.notice} role="status">
        {status}
      </p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-labelledby="promo-form-title" data-testid="promo-form">
        <h3 id="promo-form-title" className={css.formTitle} tabIndex={-1}>
          {editing ? t.codes.editTitle({ code: editing.code }) : t.codes.addTitle()}
        </h3>
        <div className={stays.formGrid}>
          {!editing && <FormText label={t.codes.code()} description={t.codes.codeHelp()} value={draft.code} onChange={set('code')} error={form.error('code')} isRequired name="code" />}
          <IntField label={t.codes.percent()} value={draft.percent} onChange={set('percent')} error={form.error('percent')} isRequired name="promoPercent" minValue={1} maxValue={100} />
          <IntField label={t.codes.minNights()} value={draft.minNights} onChange={set('minNights')} error={form.error('minNights')} name="promoMinNights" minValue={1} />
          <FormText label={t.codes.validFrom()} type="date" value={draft.validFrom} onChange={set('validFrom')} error={form.error('validFrom')} name="validFrom" />
          <FormText label={t.codes.validTo()} type="date" value={draft.validTo} onChange={set('validTo')} error={form.error('validTo')} name="validTo" />
          <IntField label={t.codes.maxUses()} description={t.codes.maxUsesHelp()} value={draft.maxUses} onChange={set('maxUses')} error={form.error('maxUses')} name="maxUses" minValue={1} />
        </div>
        <FormMessages error={form.message} status={form.notice} statusTestId="promo-status" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={create.isPending || update.isPending}>
            {editing ? t.save() : t.codes.add()}
          </Button>
          {editing && (
            <Button className={button.ghost} onPress={stopEdit}>
              {t.cancelEdit()}
            </Button>
          )}
        </div>
      </Form>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.codes.deleteTitle({ code: removing.code })}
            body={t.codes.deleteBody()}
            confirm={t.removeOf({ name: removing.code })}
            keep={t.keep()}
            isPending={archive.isPending}
            onConfirm={onRemove}
            onClose={() => setRemoving(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

