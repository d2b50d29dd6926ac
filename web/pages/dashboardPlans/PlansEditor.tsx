/**
 * The "Plans and extras" forms (issue 25): the property's length-of-stay tiers and tourist tax,
 * each room type's guests included and extra-guest fee and its rate plans, the promo codes
 * (with their uses) and the add-ons. A chunk of its own (loaded by ./index.tsx, still rendered
 * on the server). The same zod/mini schemas (shared/host/pricing.ts) run here and at the edge;
 * a refused form keeps what was typed and names the field next to it.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { trpc } from '../../trpc/react';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { IntField, MoneyField } from '../../workspace/editor/fields';
import { errorsOf, failureOf, sentence, toCents, type FieldErrors } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './plans.css';
import {
  ADDON_PER,
  createAddonInput,
  createPromoCodeInput,
  createRatePlanInput,
  occupancyInput,
  pricingRulesInput,
  updateAddonInput,
  updatePromoCodeInput,
  updateRatePlanInput,
  type AddonPer,
} from '../../../shared/host/pricing';
import { formatMoneyCents } from '../../../shared/stay/money';
import { formatDate } from '../../../shared/format';
import { LOCALE_TAGS } from '../../../shared/locales';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

const ConfirmDialog = lazyPart(() => import('../../workspace/stays/ConfirmDialog').then((module) => module.default));

type Pricing = inferRouterOutputs<AppRouter>['host']['pricing']['get'];
type RoomType = Pricing['roomTypes'][number];
type Plan = RoomType['plans'][number];
type Promo = Pricing['promoCodes'][number];
type Addon = Pricing['addons'][number];
type Messages = Record<string, () => string>;

const messagesOf = (LL: TranslationFunctions) => LL.plansExtras.errors as unknown as Messages;
/** A whole number typed, or null when the field is empty (NaN). */
const orNull = (value: number) => (Number.isFinite(value) ? value : null);
/** An amount in the currency of integer cents (for a MoneyField). */
const fromCents = (cents: number) => cents / 100;

/**
 * A form's state: field errors (message codes), the form's error and its status line. `submit`
 * runs the schema, then the mutation; a refusal keeps the draft and names the fields.
 */
function useFormState() {
  const { LL } = useI18nContext();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const t = LL.plansExtras;
  async function submit<T>(
    parsed: { success: true; data: T } | { success: false; error: { issues: readonly { path?: readonly PropertyKey[]; message: string }[] } },
    send: (data: T) => Promise<unknown>,
    done: string,
    conflict?: FieldErrors,
  ): Promise<boolean> {
    setNotice('');
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(t.errors.fix());
      return false;
    }
    setErrors({});
    setMessage('');
    try {
      await send(parsed.data);
      setNotice(done);
      return true;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'CONFLICT' && conflict) {
        setErrors(conflict);
        setMessage(t.errors.fix());
      } else {
        setErrors(failure.fields);
        setMessage(failure.code === 'BAD_REQUEST' ? t.errors.fix() : failure.code === 'NOT_FOUND' ? t.errors.notFound() : t.errors.unknown());
      }
      return false;
    }
  }
  const error = (field: string) => sentence(messagesOf(LL), errors[field]);
  return { errors, error, message, notice, setNotice, submit };
}

/**
 * A list with one form beside it (plans, codes, add-ons): "Edit" loads a row into the form (its
 * heading takes the focus), saving or cancelling empties it; "Delete" asks first (ConfirmDialog)
 * and says what happened in the list's status line.
 */
function useRowEditor<Row extends { id: number }, Draft>(options: { empty: () => Draft; toDraft: (row: Row) => Draft; titleId: string; archive: (id: number) => Promise<unknown>; deleted: string; form: { setNotice: (text: string) => void } }) {
  const { LL } = useI18nContext();
  const [editing, setEditing] = useState<Row | null>(null);
  const [draft, setDraft] = useState<Draft>(options.empty);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [status, setStatus] = useState('');
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function startEdit(row: Row) {
    setEditing(row);
    setDraft(options.toDraft(row));
    setStatus('');
    options.form.setNotice('');
    document.getElementById(options.titleId)?.focus();
  }

  function stopEdit() {
    setEditing(null);
    setDraft(options.empty());
  }

  async function onRemove() {
    if (!removing) return;
    try {
      await options.archive(removing.id);
      if (editing?.id === removing.id) stopEdit();
      setStatus(options.deleted);
    } catch {
      setStatus(LL.plansExtras.errors.unknown());
    }
    setRemoving(null);
  }

  return { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove };
}

function useRefresh(propertyId: number) {
  const utils = trpc.useUtils();
  return () => utils.host.pricing.get.invalidate({ propertyId });
}

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
}

const emptyPlan = (): PlanDraft => ({ name: '', percent: Number.NaN, refundable: true, window: Number.NaN });
const planDraft = (plan: Plan): PlanDraft => ({ name: plan.name, percent: plan.percent, refundable: plan.refundable, window: plan.freeCancellationDays ?? Number.NaN });

/** A whole percent in the locale (−15 %, +10 %; `signed` shows the sign of an adjustment). */
function usePercent(signed: boolean) {
  const { locale } = useI18nContext();
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale].lang, { style: 'percent', signDisplay: signed ? 'exceptZero' : 'auto', maximumFractionDigits: 0 });
  return (percent: number) => format.format(percent / 100);
}

function RatePlans({ data, roomType }: { data: Pricing; roomType: RoomType }) {
  const { LL } = useI18nContext();
  const t = LL.plansExtras;
  const percent = usePercent(true);
  const refresh = useRefresh(data.propertyId);
  const form = useFormState();
  const create = trpc.host.ratePlans.create.useMutation();
  const update = trpc.host.ratePlans.update.useMutation();
  const archive = trpc.host.ratePlans.archive.useMutation();
  const formTitleId = `plan-form-${roomType.id}`;
  const rows = useRowEditor<Plan, PlanDraft>({ empty: emptyPlan, toDraft: planDraft, titleId: formTitleId, archive: (id) => archive.mutateAsync({ id }).then(refresh), deleted: t.plans.deleted(), form });
  const { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove } = rows;
  const standard = editing?.standard ?? false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const fields = { name: draft.name, percent: standard ? 0 : draft.percent, refundable: standard ? true : draft.refundable, freeCancellationDays: orNull(draft.window) };
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
                    <Button className={button.ghost} onPress={() => startEdit(plan)} aria-label={t.editOf({ name: plan.name })}>
                      {t.edit()}
                    </Button>
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
      <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-labelledby={formTitleId} data-testid={`plan-form-${roomType.id}`}>
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
            <Button className={button.ghost} onPress={stopEdit}>
              {t.cancelEdit()}
            </Button>
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

function PromoCodes({ data }: { data: Pricing }) {
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

// ─── Add-ons ──────────────────────────────────────────────────────────────────────────────────

interface AddonDraft {
  name: string;
  price: number;
  per: AddonPer;
  mandatory: boolean;
}

const emptyAddon = (): AddonDraft => ({ name: '', price: Number.NaN, per: 'stay', mandatory: false });
const addonDraft = (addon: Addon): AddonDraft => ({ name: addon.name, price: fromCents(addon.priceCents), per: addon.per, mandatory: !addon.optional });

function Addons({ data }: { data: Pricing }) {
  const { LL, locale } = useI18nContext();
  const t = LL.plansExtras;
  const refresh = useRefresh(data.propertyId);
  const form = useFormState();
  const create = trpc.host.addons.create.useMutation();
  const update = trpc.host.addons.update.useMutation();
  const archive = trpc.host.addons.archive.useMutation();
  const rows = useRowEditor<Addon, AddonDraft>({ empty: emptyAddon, toDraft: addonDraft, titleId: 'addon-form-title', archive: (id) => archive.mutateAsync({ id }).then(refresh), deleted: t.addons.deleted(), form });
  const { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove } = rows;
  const perLabel = (per: AddonPer) => t.addons[`per_${per}`]();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const fields = { name: draft.name, priceCents: toCents(draft.price), per: draft.per, optional: !draft.mandatory };
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
                      <Button className={button.ghost} onPress={() => startEdit(addon)} aria-label={t.editOf({ name: addon.name })}>
                        {t.edit()}
                      </Button>
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
      <Form onSubmit={onSubmit} validationBehavior="aria" className={editor.fieldset} aria-labelledby="addon-form-title" data-testid="addon-form">
        <h3 id="addon-form-title" className={css.formTitle} tabIndex={-1}>
          {editing ? t.addons.editTitle({ name: editing.name }) : t.addons.addTitle()}
        </h3>
        <div className={stays.formGrid}>
          <FormText label={t.addons.name()} value={draft.name} onChange={set('name')} error={form.error('name')} isRequired name="addonName" />
          <MoneyField label={t.addons.price()} value={draft.price} onChange={set('price')} error={form.error('priceCents')} currency={data.currency} isRequired name="addonPrice" />
          <FormSelect label={t.addons.per()} value={draft.per} options={ADDON_PER.map((per) => ({ id: per, label: perLabel(per) }))} onChange={set('per')} error={form.error('per')} name="addonPer" />
        </div>
        <Checkbox className={editor.checkbox} isSelected={draft.mandatory} onChange={set('mandatory')} name="addonMandatory">
          {t.addons.mandatory()}
        </Checkbox>
        <FormMessages error={form.message} status={form.notice} statusTestId="addon-status" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={create.isPending || update.isPending}>
            {editing ? t.save() : t.addons.add()}
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
