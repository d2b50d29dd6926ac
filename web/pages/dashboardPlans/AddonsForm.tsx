/** The add-ons of "Plans and extras" (issue 25), each named per language (issue 39): the list and one form beside it. */
import { Suspense, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { MoneyField } from '../../workspace/editor/fields';
import { toCents } from '../../workspace/editor/issues';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './plans.css';
import { ADDON_PER, createAddonInput, updateAddonInput, type AddonPer } from '../../../shared/host/pricing';
import { formatMoneyCents } from '../../../shared/stay/money';
import type { Locale } from '../../../shared/locales';
import { LocalNamesFields, NamesPostFields, namesDraft, useNamesFormProps } from '../../workspace/editor/LocalNamesFields';
import { useHref } from '../../bootstrap-context';
import { ConfirmDialog, editHref, fromCents, useFormState, useRefresh, useRowEditor, useRowPost, type Addon, type Pricing } from './plan-forms';

// ─── Add-ons ──────────────────────────────────────────────────────────────────────────────────

interface AddonDraft {
  name: string;
  price: number;
  per: AddonPer;
  mandatory: boolean;
  /** Per language ('' = none there: the name above is shown). */
  names: Record<Locale, string>;
}

const emptyAddon = (): AddonDraft => ({ name: '', price: Number.NaN, per: 'stay', mandatory: false, names: namesDraft() });
const addonDraft = (addon: Addon): AddonDraft => ({ name: addon.name, price: fromCents(addon.priceCents), per: addon.per, mandatory: !addon.optional, names: namesDraft(addon.names) });

export function Addons({ data }: { data: Pricing }) {
  const { LL, locale } = useI18nContext();
  const t = LL.plansExtras;
  const href = useHref();
  const refresh = useRefresh(data.propertyId);
  const post = useRowPost('addon', data.addons);
  const form = useFormState(post.posted);
  const formProps = useNamesFormProps();
  const create = trpc.host.addons.create.useMutation();
  const update = trpc.host.addons.update.useMutation();
  const archive = trpc.host.addons.archive.useMutation();
  const rows = useRowEditor<Addon, AddonDraft>({ empty: emptyAddon, toDraft: addonDraft, titleId: 'addon-form-title', archive: (id) => archive.mutateAsync({ id }).then(refresh), deleted: t.addons.deleted(), form, initial: post.initial });
  const { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove } = rows;
  const perLabel = (per: AddonPer) => t.addons[`per_${per}`]();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const fields = { name: draft.name, priceCents: toCents(draft.price), per: draft.per, optional: !draft.mandatory, names: draft.names };
    const saved = editing
      ? await form.submit(updateAddonInput.safeParse({ id: editing.id, ...fields }), (input) => update.mutateAsync(input).then(refresh), t.saved())
      : await form.submit(createAddonInput.safeParse({ propertyId: data.propertyId, ...fields }), (input) => create.mutateAsync(input).then(refresh), t.addons.created());
    if (saved) stopEdit();
  }

  return (
    <section className={css.panel} aria-labelledby="addons-title" data-testid="addons">
      <h2 id="addons-title" className={stays.subTitle}>
        {t.addons.title()}
      </h2>
      <p className={stays.help}>{t.addons.lead()}</p>
      {data.addons.length === 0 ? (
        <p>{t.addons.empty()}</p>
      ) : (
        <div className={stays.tableWrap}>
          <table className={stays.table}>
            <caption className={css.hiddenCaption}>{t.addons.caption()}</caption>
            <thead>
              <tr>
                <th scope="col" className={stays.th}>
                  {t.addons.name()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.addons.price()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.addons.kind()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.actions()}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.addons.map((addon) => (
                <tr key={addon.id} data-testid="addon-row">
                  <th scope="row" className={stays.td}>
                    {addon.name}
                  </th>
                  <td className={stays.td}>
                    {formatMoneyCents(addon.priceCents, data.currency, locale)} {perLabel(addon.per)}
                  </td>
                  <td className={stays.td}>{addon.optional ? t.addons.isOptional() : t.addons.isMandatory()}</td>
                  <td className={stays.td}>
                    <div className={stays.buttons}>
                      {/* A link without JavaScript (?edit= opens the add-on in the form, issue 39). */}
                      <a
                        className={button.ghost}
                        href={href(editHref(data.propertyId, 'addon', addon.id, 'addon-form-title'))}
                        onClick={(event) => {
                          event.preventDefault();
                          startEdit(addon);
                        }}
                        aria-label={t.editOf({ name: addon.name })}
                      >
                        {t.edit()}
                      </a>
                      <Button className={button.ghost} onPress={() => setRemoving(addon)} aria-label={t.removeOf({ name: addon.name })}>
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
      <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-labelledby="addon-form-title" data-testid="addon-form" {...(editing ? formProps : {})}>
        {editing && <NamesPostFields kind="addon" id={editing.id} propertyId={data.propertyId} anchor="addon-form-title" />}
        <h3 id="addon-form-title" className={css.formTitle} tabIndex={-1}>
          {editing ? t.addons.editTitle({ name: editing.name }) : t.addons.addTitle()}
        </h3>
        <div className={stays.formGrid}>
          <FormText label={t.addons.name()} value={draft.name} onChange={set('name')} error={form.error('name')} isRequired name="addonName" />
          <MoneyField label={t.addons.price()} value={draft.price} onChange={set('price')} error={form.error('priceCents')} currency={data.currency} isRequired name="addonPrice" />
          <FormSelect label={t.addons.per()} value={draft.per} options={ADDON_PER.map((per) => ({ id: per, label: perLabel(per) }))} onChange={set('per')} error={form.error('per')} name="addonPer" />
        </div>
        <LocalNamesFields names={draft.names} onChange={set('names')} error={form.error} legend={t.namesLegend()} help={t.namesHelp()} labelOf={(language) => t.nameIn({ language })} name="addonName" />
        <Checkbox className={editor.checkbox} isSelected={draft.mandatory} onChange={set('mandatory')} name="addonMandatory">
          {t.addons.mandatory()}
        </Checkbox>
        <FormMessages error={form.message} status={form.notice} statusTestId="addon-status" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={create.isPending || update.isPending}>
            {editing ? t.save() : t.addons.add()}
          </Button>
          {editing && (
            <a
              className={button.ghost}
              href={href(`/dashboard/planos?property=${data.propertyId}#addon-form-title`)}
              onClick={(event) => {
                event.preventDefault();
                stopEdit();
              }}
            >
              {t.cancelEdit()}
            </a>
          )}
        </div>
      </Form>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.addons.deleteTitle({ name: removing.name })}
            body={t.addons.deleteBody()}
            confirm={t.removeOf({ name: removing.name })}
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

