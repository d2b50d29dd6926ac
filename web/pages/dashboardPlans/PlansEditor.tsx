/**
 * The "Plans and extras" forms (issue 25): the property's length-of-stay tiers and tourist tax,
 * each room type's guests included and extra-guest fee and its rate plans, the promo codes
 * (with their uses) and the add-ons. A chunk of its own (loaded by ./index.tsx, still rendered
 * on the server). The same zod/mini schemas (shared/host/pricing.ts) run here and at the edge;
 * a refused form keeps what was typed and names the field next to it.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { trpc } from '../../trpc/react';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { IntField, MoneyField } from '../../workspace/editor/fields';
import { toCents } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { FormText } from '../../workspace/stays/fields';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './plans.css';
import { createRatePlanInput, occupancyInput, pricingRulesInput, updateRatePlanInput } from '../../../shared/host/pricing';
import type { Locale } from '../../../shared/locales';
import { LocalNamesFields, NamesPostFields, namesDraft, useNamesFormProps } from '../../workspace/editor/LocalNamesFields';
import { PromoCodes } from './PromoCodes';
import { Addons } from './AddonsForm';
import { ConfirmDialog, editHref, fromCents, orNull, usePercent, useFormState, useRefresh, useRowEditor, useRowPost, type Plan, type Pricing, type RoomType } from './plan-forms';

export default function PlansEditor({ propertyId }: { propertyId: number }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const ready = useMounted();
  const pricing = trpc.host.pricing.get.useQuery({ propertyId }, { retry: false });
  if (pricing.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!pricing.data) return <p role="alert">{LL.plansExtras.errors.notFound()}</p>;
  const data = pricing.data;
  return (
    <div className={stays.stack} data-ready={ready || undefined} data-testid="plans-editor">
      <p className={css.lead}>
        {LL.plansExtras.lead()} <a href={href(`/dashboard/tarifas?property=${propertyId}`)}>{LL.plansExtras.ratesLink()}</a>
      </p>
      <RulesForm data={data} />
      {data.roomTypes.map((roomType) => (
        <RoomTypeSection key={roomType.id} data={data} roomType={roomType} />
      ))}
      <PromoCodes data={data} />
      <Addons data={data} />
    </div>
  );
}

// ─── The property's rules: length-of-stay tiers, tourist tax and its cap ──────────────────────

interface TierDraft {
  key: number;
  minNights: number;
  percent: number;
}

function RulesForm({ data }: { data: Pricing }) {
  const { LL } = useI18nContext();
  const t = LL.plansExtras;
  const refresh = useRefresh(data.propertyId);
  const form = useFormState();
  const update = trpc.host.properties.update.useMutation();
  const [tiers, setTiers] = useState<TierDraft[]>(() => data.lengthOfStayDiscounts.map((tier, index) => ({ key: index, ...tier })));
  const [nextKey, setNextKey] = useState(data.lengthOfStayDiscounts.length);
  const [tax, setTax] = useState(fromCents(data.touristTaxCents));
  const [taxMax, setTaxMax] = useState(data.taxMaxNights ?? Number.NaN);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = pricingRulesInput.safeParse({
      lengthOfStayDiscounts: tiers.map(({ minNights, percent }) => ({ minNights, percent })),
      touristTaxCents: toCents(Number.isFinite(tax) ? tax : 0),
      taxMaxNights: orNull(taxMax),
    });
    await form.submit(
      parsed,
      async (input) => {
        await update.mutateAsync({ id: data.propertyId, ...input });
        await refresh();
      },
      t.saved(),
    );
  }

  const setTier = (key: number, field: 'minNights' | 'percent') => (value: number) => setTiers((list) => list.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)));

  return (
    <section className={css.panel} aria-labelledby="rules-title" data-testid="rules">
      <h2 id="rules-title" className={stays.subTitle}>
        {t.rules.title()}
      </h2>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.section}>
        <fieldset className={editor.fieldset}>
          <legend className={editor.legend}>{t.rules.tiers()}</legend>
          <p className={stays.help}>{t.rules.tiersHelp()}</p>
          {tiers.length === 0 && <p>{t.rules.noTiers()}</p>}
          {tiers.map((tier, index) => (
            <div key={tier.key} className={css.tierRow} role="group" aria-label={t.rules.tierLabel({ n: index + 1 })} data-testid="tier">
              <IntField label={t.rules.minNights()} value={tier.minNights} onChange={setTier(tier.key, 'minNights')} error={form.error(`lengthOfStayDiscounts.${index}.minNights`)} name={`tierMinNights${index}`} minValue={2} isRequired />
              <IntField label={t.rules.percent()} value={tier.percent} onChange={setTier(tier.key, 'percent')} error={form.error(`lengthOfStayDiscounts.${index}.percent`)} name={`tierPercent${index}`} minValue={1} maxValue={100} isRequired />
              <Button className={button.ghost} onPress={() => setTiers((list) => list.filter((item) => item.key !== tier.key))}>
                {t.rules.removeTier({ n: index + 1 })}
              </Button>
            </div>
          ))}
          {form.error('lengthOfStayDiscounts') && (
            <p className={stays.error} role="alert">
              {form.error('lengthOfStayDiscounts')}
            </p>
          )}
          <div>
            <Button
              className={button.secondary}
              isDisabled={tiers.length >= 10}
              onPress={() => {
                setTiers((list) => [...list, { key: nextKey, minNights: Number.NaN, percent: Number.NaN }]);
                setNextKey((key) => key + 1);
              }}
            >
              {t.rules.addTier()}
            </Button>
          </div>
        </fieldset>
        <div className={stays.formGrid}>
          <MoneyField label={t.rules.touristTax()} description={t.rules.touristTaxHelp()} value={tax} onChange={setTax} error={form.error('touristTaxCents')} currency={data.currency} name="touristTax" />
          <IntField label={t.rules.taxMaxNights()} description={t.rules.taxMaxNightsHelp()} value={taxMax} onChange={setTaxMax} error={form.error('taxMaxNights')} name="taxMaxNights" minValue={1} />
        </div>
        <FormMessages error={form.message} status={form.notice} statusTestId="rules-status" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {update.isPending ? t.saving() : t.save()}
          </Button>
        </div>
      </Form>
    </section>
  );
}

// ─── A room type: guests included, extra-guest fee, rate plans ────────────────────────────────

function RoomTypeSection({ data, roomType }: { data: Pricing; roomType: RoomType }) {
  const headingId = `room-type-${roomType.id}-title`;
  return (
    <section className={css.panel} aria-labelledby={headingId} data-testid={`room-type-${roomType.id}`}>
      <h2 id={headingId} className={stays.subTitle}>
        {roomType.name}
      </h2>
      <OccupancyForm data={data} roomType={roomType} />
      <RatePlans data={data} roomType={roomType} />
    </section>
  );
}

function OccupancyForm({ data, roomType }: { data: Pricing; roomType: RoomType }) {
  const { LL } = useI18nContext();
  const t = LL.plansExtras;
  const refresh = useRefresh(data.propertyId);
  const form = useFormState();
  const update = trpc.host.roomTypes.update.useMutation();
  const [base, setBase] = useState(roomType.baseOccupancy ?? Number.NaN);
  const [extra, setExtra] = useState(fromCents(roomType.extraGuestCents));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = occupancyInput.safeParse({ baseOccupancy: orNull(base), extraGuestCents: toCents(Number.isFinite(extra) ? extra : 0) });
    await form.submit(
      parsed,
      async (input) => {
        await update.mutateAsync({ id: roomType.id, ...input });
        await refresh();
      },
      t.saved(),
    );
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-label={`${t.occupancy.title()}: ${roomType.name}`}>
      <h3 className={css.formTitle}>{t.occupancy.title()}</h3>
      <div className={stays.formGrid}>
        <IntField
          label={t.occupancy.baseOccupancy()}
          description={t.occupancy.baseOccupancyHelp({ capacity: roomType.capacity })}
          value={base}
          onChange={setBase}
          error={form.error('baseOccupancy')}
          name="baseOccupancy"
          minValue={1}
        />
        <MoneyField label={t.occupancy.extraGuest()} value={extra} onChange={setExtra} error={form.error('extraGuestCents')} currency={data.currency} name="extraGuest" />
      </div>
      <FormMessages error={form.message} status={form.notice} />
      <div className={stays.formActions}>
        <Button type="submit" className={button.secondary} isDisabled={update.isPending}>
          {t.occupancy.save()}
        </Button>
      </div>
    </Form>
  );
}

interface PlanDraft {
  name: string;
  percent: number;
  refundable: boolean;
  /** NaN: the property's window. */
  window: number;
  /** Per language ('' = none there: the name above is shown). */
  names: Record<Locale, string>;
}

const emptyPlan = (): PlanDraft => ({ name: '', percent: Number.NaN, refundable: true, window: Number.NaN, names: namesDraft() });
const planDraft = (plan: Plan): PlanDraft => ({ name: plan.name, percent: plan.percent, refundable: plan.refundable, window: plan.freeCancellationDays ?? Number.NaN, names: namesDraft(plan.names) });


function RatePlans({ data, roomType }: { data: Pricing; roomType: RoomType }) {
  const { LL } = useI18nContext();
  const t = LL.plansExtras;
  const percent = usePercent(true);
  const href = useHref();
  const refresh = useRefresh(data.propertyId);
  const post = useRowPost('ratePlan', roomType.plans);
  const form = useFormState(post.posted);
  const formProps = useNamesFormProps();
  const create = trpc.host.ratePlans.create.useMutation();
  const update = trpc.host.ratePlans.update.useMutation();
  const archive = trpc.host.ratePlans.archive.useMutation();
  const formTitleId = `plan-form-${roomType.id}`;
  const rows = useRowEditor<Plan, PlanDraft>({ empty: emptyPlan, toDraft: planDraft, titleId: formTitleId, archive: (id) => archive.mutateAsync({ id }).then(refresh), deleted: t.plans.deleted(), form, initial: post.initial });
  const { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove } = rows;
  const standard = editing?.standard ?? false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const fields = { name: draft.name, percent: standard ? 0 : draft.percent, refundable: standard ? true : draft.refundable, freeCancellationDays: orNull(draft.window), names: draft.names };
    const saved = editing
      ? await form.submit(updateRatePlanInput.safeParse({ id: editing.id, ...fields }), (input) => update.mutateAsync(input).then(refresh), t.saved())
      : await form.submit(createRatePlanInput.safeParse({ roomTypeId: roomType.id, ...fields }), (input) => create.mutateAsync(input).then(refresh), t.plans.created());
    if (saved) stopEdit();
  }

  const windowOf = (plan: Plan) =>
    !plan.refundable ? t.plans.nonRefundable() : plan.freeCancellationDays === null ? t.plans.propertyWindow({ days: data.freeCancellationDays }) : t.plans.ownWindow({ days: plan.freeCancellationDays });

  return (
    <div className={stays.section}>
      <h3 className={css.formTitle}>{t.plans.title()}</h3>
      <div className={stays.tableWrap}>
        <table className={stays.table} data-testid={`plans-${roomType.id}`}>
          <caption className={css.hiddenCaption}>{t.plans.caption({ roomType: roomType.name })}</caption>
          <thead>
            <tr>
              <th scope="col" className={stays.th}>
                {t.plans.name()}
              </th>
              <th scope="col" className={stays.th}>
                {t.plans.percent()}
              </th>
              <th scope="col" className={stays.th}>
                {t.plans.cancellation()}
              </th>
              <th scope="col" className={stays.th}>
                {t.actions()}
              </th>
            </tr>
          </thead>
          <tbody>
            {roomType.plans.map((plan) => (
              <tr key={plan.id} data-testid="plan-row">
                <th scope="row" className={stays.td}>
                  {plan.name} {plan.standard && <span className={css.tag}>{t.plans.standard()}</span>}
                </th>
                <td className={stays.td}>{percent(plan.percent)}</td>
                <td className={stays.td}>{windowOf(plan)}</td>
                <td className={stays.td}>
                  <div className={stays.buttons}>
                    {/* A link without JavaScript (?edit= opens the plan in the form, issue 39). */}
                    <a
                      className={button.ghost}
                      href={href(editHref(data.propertyId, 'ratePlan', plan.id, formTitleId))}
                      onClick={(event) => {
                        event.preventDefault();
                        startEdit(plan);
                      }}
                      aria-label={t.editOf({ name: plan.name })}
                    >
                      {t.edit()}
                    </a>
                    {!plan.standard && (
                      <Button className={button.ghost} onPress={() => setRemoving(plan)} aria-label={t.removeOf({ name: plan.name })}>
                        {t.remove()}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={stays.notice} role="status">
        {status}
      </p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-labelledby={formTitleId} data-testid={`plan-form-${roomType.id}`} {...(editing ? formProps : {})}>
        {editing && <NamesPostFields kind="ratePlan" id={editing.id} propertyId={data.propertyId} anchor={formTitleId} />}
        <h4 id={formTitleId} className={css.formTitle} tabIndex={-1}>
          {editing ? t.plans.editTitle({ name: editing.name }) : t.plans.addTitle({ roomType: roomType.name })}
        </h4>
        {standard && <p className={stays.help}>{t.plans.standardNote()}</p>}
        <div className={stays.formGrid}>
          <FormText label={t.plans.name()} value={draft.name} onChange={set('name')} error={form.error('name')} isRequired name="planName" />
          {!standard && (
            <IntField label={t.plans.percent()} description={t.plans.percentHelp()} value={draft.percent} onChange={set('percent')} error={form.error('percent')} isRequired name="planPercent" minValue={-100} maxValue={1000} />
          )}
          <IntField
            label={t.plans.window()}
            description={t.plans.windowHelp({ days: data.freeCancellationDays })}
            value={draft.window}
            onChange={set('window')}
            error={form.error('freeCancellationDays')}
            name="planWindow"
            minValue={0}
            maxValue={365}
          />
        </div>
        <LocalNamesFields names={draft.names} onChange={set('names')} error={form.error} legend={t.namesLegend()} help={t.namesHelp()} labelOf={(language) => t.nameIn({ language })} name="planName" />
        {!standard && (
          <div>
            <Checkbox className={editor.checkbox} isSelected={draft.refundable} onChange={set('refundable')} name="planRefundable" aria-describedby={`${formTitleId}-refundable`}>
              {t.plans.refundable()}
            </Checkbox>
            <p id={`${formTitleId}-refundable`} className={stays.help}>
              {t.plans.refundableHelp()}
            </p>
          </div>
        )}
        <FormMessages error={form.message} status={form.notice} />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={create.isPending || update.isPending}>
            {editing ? t.save() : t.plans.add()}
          </Button>
          {editing && (
            <a
              className={button.ghost}
              href={href(`/dashboard/planos?property=${data.propertyId}#${formTitleId}`)}
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
            title={t.plans.deleteTitle({ name: removing.name })}
            body={t.plans.deleteBody()}
            confirm={t.removeOf({ name: removing.name })}
            keep={t.keep()}
            isPending={archive.isPending}
            onConfirm={onRemove}
            onClose={() => setRemoving(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

