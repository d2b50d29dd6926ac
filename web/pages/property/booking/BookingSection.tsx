import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Link, Text, TextArea, TextField } from 'react-aria-components';
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { useBootstrap, useHref } from '../../../bootstrap-context';
import { readDehydratedQuery } from '../../../trpc/dehydrated';
import { button, visuallyHidden } from '../../../theme/ui.css';
import { ChatIcon, whatsappUrl } from '../../../components/whatsapp';
import type { AppRouter } from '../../../../worker/trpc/root';
import { formatDate } from '../../../../shared/format';
import { formatMoneyCents } from '../../../../shared/stay/money';
import { checkStay, type StayProblem } from '../../../../shared/stay/restrictions';
import { addDays } from '../../../../shared/stay/dates';
import { BOOKING_LIMITS } from '../../../../shared/stay/booking-limits';
import { LOCALE_TAGS, type Locale } from '../../../../shared/locales';
import type { DateRangeFieldProps } from './DateRangeField';
import { SITE_PROPERTY_PATH, bookingPagePath, confirmationPath, siteOfPage, stayParams, stayQuery, type StayParams } from './stay-params';
import * as css from './booking-section.css';
import { paymentChoiceOf, type PaymentChoice } from '../../../../shared/payments/choices';
import { PROVIDER_NAMES } from '../../../../shared/payments/schemas';
// The date picker's styles travel with the section (the picker's code loads after hydration), so
// the page links them up front and no stylesheet arrives after load.
import * as picker from '../../properties/marketplace/datepicker.css';
import { notOnServer } from '../../../browser-only';
import { lineRows } from '../../../components/price/lines';

type Outputs = inferRouterOutputs<AppRouter>['booking'];
type PropertyInfo = Outputs['property'];
type Availability = Outputs['availability'];
type RoomType = Availability['roomTypes'][number];
type Draft = Outputs['draft'];
type PlanOffer = RoomType['ratePlans'][number];

/** The plan the URL names for a room type, else its standard (first) plan. */
function planOf(room: RoomType, planId: number | null): PlanOffer | null {
  return room.ratePlans.find((plan) => plan.id === planId) ?? room.ratePlans[0] ?? null;
}

/** A token for the booking form: the same one for every retry of this page's form. */
/** A host-named thing's `lang` when it is not in the page's language (issue 39: the main language's name stands in). */
function langOf(written: Locale | undefined, page: Locale): string | undefined {
  return written && written !== page ? LOCALE_TAGS[written].lang : undefined;
}

function newClientToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let pickerLoading: Promise<ComponentType<DateRangeFieldProps>> | null = null;
const loadPicker = () => (pickerLoading ??= (import.meta.env.SSR ? notOnServer('DateRangeField') : import('./DateRangeField')).then((module) => module.DateRangeField));

/**
 * The property page's booking flow, in the URL so the server renders each step and plain
 * links and forms work without JavaScript: dates and guests (GET) → room types with the price
 * of the stay → the chosen room's price summary, policies and guest details (POST, or the API
 * when JavaScript runs) → the confirmation on the guest's manage page.
 */
export function BookingSection({ propertyId }: { propertyId: number }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries, search, path: pagePath } = useBootstrap();
  const href = useHref();
  const info = readDehydratedQuery<PropertyInfo>(queries, 'booking.property');
  if (!info || info.id !== propertyId) return null;
  const params = stayParams(search);
  const found = readDehydratedQuery<Availability>(queries, 'booking.availability');
  const problem = params.checkIn && params.checkOut ? checkStay(params.checkIn, params.checkOut, info.today) : null;
  const availability = !problem && found && found.propertyId === propertyId ? found : null;
  const t = LL.guestBooking;
  const path = href(bookingPagePath(pagePath, propertyId));
  const chosen = availability?.roomTypes.find((room) => room.id === params.roomType && room.bookable) ?? null;
  const money = (cents: number) => formatMoneyCents(cents, info.currency, loc);

  return (
    <section id="booking" className={css.section} aria-labelledby="booking-section-title">
      <h2 id="booking-section-title" className={css.title}>
        {t.section.title()}
      </h2>
      <p className={css.lead}>{t.section.lead()}</p>
      <StaySearch info={info} params={params} action={`${path}#booking`} availability={availability} />
      {params.error === 'conflict' && <p className={css.alert} role="alert">{t.errors.conflict()}</p>}
      {params.error === 'rateLimited' && <p className={css.alert} role="alert">{t.errors.rateLimited()}</p>}
      {problem && <p className={css.alert} role="alert">{t.section.stayProblems[problem.problem as StayProblem]()}</p>}
      {!availability && !problem && <p className={css.lead}>{t.section.pickDates()}</p>}
      {availability && (
        <RoomList
          availability={availability}
          chosenId={chosen?.id ?? null}
          money={money}
          chosenPlan={params.plan}
          linkOf={(room, plan) => `${path}${stayQuery({ ...params, checkIn: params.checkIn!, checkOut: params.checkOut!, roomType: room.id, plan: plan?.id ?? null, error: undefined })}#booking-details`}
        />
      )}
      {availability && chosen && params.checkIn && params.checkOut && (
        <Checkout
          info={info}
          room={chosen}
          params={{ ...params, checkIn: params.checkIn, checkOut: params.checkOut }}
          money={money}
          action={href(`/property/${propertyId}/reservar`)}
          propertyPath={path}
          draft={params.draft ? (readDehydratedQuery<Draft>(queries, 'booking.draft') ?? null) : null}
        />
      )}
      <HostWhatsApp info={info} params={params} />
    </section>
  );
}

/**
 * A chat with the host on WhatsApp (their WhatsApp, else their contact phone; none: no button,
 * never the site's number, issue 39), the message prefilled with the property, the dates and the
 * guests in the page's language.
 */
function HostWhatsApp({ info, params }: { info: PropertyInfo; params: StayParams }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const number = info.whatsapp;
  if (!number) return null;
  const t = LL.guestBooking.whatsapp;
  const text =
    params.checkIn && params.checkOut && params.checkOut > params.checkIn
      ? t.withDates({ property: info.name, checkIn: formatDate(params.checkIn, loc), checkOut: formatDate(params.checkOut, loc), guests: params.guests })
      : t.withoutDates({ property: info.name, guests: params.guests });
  return (
    <p className={css.lead}>
      <Link href={whatsappUrl(number, text)} target="_blank" rel="noopener noreferrer" className={button.whatsapp} data-testid="host-whatsapp">
        <ChatIcon />
        {t.link()}
        <span className={visuallyHidden}>{` ${LL.common.newTab()}`}</span>
      </Link>
    </p>
  );
}

function StaySearch({ info, params, action, availability }: { info: PropertyInfo; params: StayParams; action: string; availability: Availability | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.guestBooking.section;
  const p = LL.stayPrice;
  const maxGuests = Math.min(BOOKING_LIMITS.guests, Math.max(1, info.maxGuests));
  const [Picker, setPicker] = useState<ComponentType<DateRangeFieldProps> | null>(null);
  const [dates, setDates] = useState({ checkIn: params.checkIn, checkOut: params.checkOut });
  // The range picker is heavy: it replaces the plain date inputs once the page is interactive.
  useEffect(() => {
    loadPicker()
      .then((loaded) => setPicker(() => loaded))
      .catch((error: unknown) => console.error('Date picker failed to load', error));
  }, []);
  const maxCheckOut = addDays(info.lastArrival, 60);
  return (
    <form method="get" action={action} className={css.searchForm}>
      {Picker ? (
        <Picker
          label={t.dates()}
          description={t.unavailableHint()}
          openCalendarLabel={t.dates()}
          checkIn={dates.checkIn}
          checkOut={dates.checkOut}
          onChange={(checkIn, checkOut) => setDates({ checkIn, checkOut })}
          min={info.today}
          max={maxCheckOut}
          unavailable={info.unavailable}
          firstDayOfWeek={locale === 'pt' ? 'mon' : undefined}
        />
      ) : (
        // The picker's box (its field and hint, the hint's room kept but unseen): the picker takes
        // this place when it arrives and nothing below moves (it may come after a scroll, issue 45).
        <div className={`${picker.field} ${css.range}`}>
          <div className={css.dates}>
            <label className={css.field}>
              <span className={css.label}>{t.checkIn()}</span>
              <input className={css.input} type="date" name="checkIn" defaultValue={params.checkIn ?? ''} min={info.today} max={info.lastArrival} required />
            </label>
            <label className={css.field}>
              <span className={css.label}>{t.checkOut()}</span>
              <input className={css.input} type="date" name="checkOut" defaultValue={params.checkOut ?? ''} min={info.today} max={maxCheckOut} required />
            </label>
          </div>
          <span className={`${picker.description} ${css.hintRoom}`} aria-hidden="true">
            {t.unavailableHint()}
          </span>
        </div>
      )}
      {params.draft && <input type="hidden" name="draft" value={params.draft} />}
      <label className={css.field}>
        <span className={css.label}>{p.occupancy.adults()}</span>
        <input className={`${css.input} ${css.guests}`} type="number" name="adults" min={1} max={maxGuests} defaultValue={params.adults ?? params.guests} required data-testid="adults" />
      </label>
      <label className={css.field}>
        <span className={css.label}>{p.occupancy.children()}</span>
        <input className={`${css.input} ${css.guests}`} type="number" name="children" min={0} max={maxGuests} defaultValue={params.children} data-testid="children" />
      </label>
      {availability && availability.addons.length > 0 && (
        <fieldset className={css.field}>
          <legend className={css.label}>{p.addons.legend()}</legend>
          {availability.addons.map((addon) => (
            <label key={addon.id} className={css.radio}>
              <input type="checkbox" name="addon" value={addon.id} defaultChecked={params.addons.includes(addon.id)} data-testid="addon" />{' '}
              <span lang={langOf(addon.lang, locale as Locale)}>{addon.name}</span> · {p.addons[`per_${addon.per}`]({ price: formatMoneyCents(addon.priceCents, availability.currency, locale as Locale) })}
            </label>
          ))}
        </fieldset>
      )}
      {availability && (
        <label className={css.field}>
          <span className={css.label}>{p.promo.label()}</span>
          <input className={css.input} type="text" name="promo" defaultValue={params.promo ?? ''} maxLength={32} autoComplete="off" data-testid="promo" aria-describedby={availability.promoError || availability.promoCode ? 'promo-status' : undefined} />
          {availability.promoError ? (
            <span id="promo-status" className={css.error} role="alert" data-testid="promo-error">
              {p.promo[availability.promoError]()}
            </span>
          ) : availability.promoCode ? (
            <span id="promo-status" className={css.hint}>
              {p.promo.applied({ code: availability.promoCode })}
            </span>
          ) : null}
        </label>
      )}
      {params.roomType && <input type="hidden" name="roomType" value={params.roomType} />}
      {params.plan && <input type="hidden" name="plan" value={params.plan} />}
      <button type="submit" className={button.primary}>
        {t.search()}
      </button>
    </form>
  );
}

function RoomList({
  availability,
  chosenId,
  chosenPlan,
  money,
  linkOf,
}: {
  availability: Availability;
  chosenId: number | null;
  chosenPlan: number | null;
  money: (cents: number) => string;
  linkOf: (room: RoomType, plan?: PlanOffer) => string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.guestBooking.section;
  const p = LL.stayPrice;
  if (availability.roomTypes.length === 0) return <p className={css.lead}>{t.noRoomTypes()}</p>;
  return (
    <div>
      <h3 className={css.subTitle}>{t.roomTypes()}</h3>
      <ul className={css.rooms}>
        {availability.roomTypes.map((room) => (
          <li key={room.id} className={room.id === chosenId ? css.roomChosen : css.room} data-testid="room-type">
            <div>
              <p className={css.roomName} lang={langOf(room.lang, locale as Locale)}>
                {room.name}
              </p>
              <p className={css.roomMeta}>
                {t.sleeps({ count: room.capacity })}
                {room.bookable ? ` · ${t.left({ count: room.available })}` : ''}
              </p>
            </div>
            {room.bookable && room.totalCents !== undefined ? (
              <>
                <p className={css.price} data-testid="stay-price">
                  {t.perStay({ price: money(room.totalCents), nights: availability.nights })}
                </p>
                {room.id === chosenId ? (
                  <span className={css.roomMeta}>{t.chosen()}</span>
                ) : (
                  <a className={button.secondary} href={linkOf(room)}>
                    {t.choose()}
                  </a>
                )}
              </>
            ) : (
              <p className={css.reason}>{room.reason ? t.reasons[room.reason]() : ''}</p>
            )}
            {room.bookable && room.ratePlans.length > 0 && (
              <ul className={css.plans} aria-label={`${p.plans.legend()}: ${room.name}`}>
                {room.ratePlans.map((plan) => {
                  const chosen = room.id === chosenId && planOf(room, chosenPlan)?.id === plan.id;
                  return (
                    <li key={plan.id} className={css.plan} data-testid="rate-plan">
                      <span>
                        {/* The plan's own name, as the workspace, the manage page and the stay keep it (issue 39: one name). */}
                        <strong lang={langOf(plan.lang, locale as Locale)}>{plan.name}</strong>
                        <br />
                        <span className={css.roomMeta}>
                          {plan.refundable
                            ? plan.freeCancellationDays !== null
                              ? p.plans.refundableUntil({ date: formatDate(addDays(room.nightly[0]?.date ?? '', -plan.freeCancellationDays), locale as Locale) })
                              : ''
                            : p.plans.nonRefundable()}
                        </span>
                      </span>
                      <span className={css.price} data-testid="plan-total">
                        {money(plan.totalCents)}
                      </span>
                      {chosen ? (
                        <span className={css.roomMeta}>{t.chosen()}</span>
                      ) : (
                        <a className={button.secondary} href={linkOf(room, plan)} data-testid="choose-plan">
                          {t.choose()}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface CheckoutProps {
  info: PropertyInfo;
  room: RoomType;
  params: StayParams & { checkIn: string; checkOut: string };
  money: (cents: number) => string;
  action: string;
  propertyPath: string;
  /** What the guest typed before a refused no-JavaScript post, to fill the form again. */
  draft: Draft;
}

/** The API's field paths → the form's field names. */
/** The policy line: paid at booking through the provider (issue 42) or by Pix, or at the property. */
function paymentPolicyLine(
  info: { paymentPolicy: string; acceptsPix: boolean; onlineProvider: string | null; depositPercent: number },
  t: TranslationFunctions['guestBooking'],
  o: TranslationFunctions['onlinePay'],
): string {
  const words = info.onlineProvider ? o.policy : info.acceptsPix ? t.policy : null;
  if (!words || info.paymentPolicy === 'at_property') return t.policy.atProperty();
  return info.paymentPolicy === 'deposit' ? words.deposit({ percent: info.depositPercent }) : words.full();
}

const FIELDS: Record<string, string> = { 'guest.name': 'name', 'guest.email': 'email', 'guest.phone': 'phone', arrivalTime: 'arrivalTime', notes: 'notes', payment: 'payment' };

function Checkout({ info, room, params, money, action, propertyPath, draft }: CheckoutProps) {
  const { path: pagePath } = useBootstrap();
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const t = LL.guestBooking;
  const o = LL.onlinePay;
  const [clientToken] = useState(newClientToken);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(params.error && params.error.startsWith('fields:') ? t.errors.field({ fields: params.error.slice(7) }) : null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  const nights = room.nightly.length;
  const request = info.bookingMode === 'request';
  const plan = planOf(room, params.plan);
  const p = LL.stayPrice;
  const currency = info.currency;
  const rows = plan ? lineRows(p, plan.lines, currency, loc, params.promo?.toUpperCase()) : [];
  // The guest's earlier choice when the server still offers it, else the first offered (issue 39).
  const chosenPayment: PaymentChoice = draft && info.paymentChoices.includes(draft.payment) ? draft.payment : (info.paymentChoices[0] ?? 'at_property');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setMessage(null);
    setFieldErrors({});
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    try {
      const { api } = await (import.meta.env.SSR ? notOnServer('trpc client') : import('../../../trpc/client'));
      const result = await api.booking.create.mutate({
        propertyId: info.id,
        roomTypeId: room.id,
        checkIn: params.checkIn,
        checkOut: params.checkOut,
        guests: params.guests,
        ...(params.adults !== null ? { adults: params.adults, children: params.children } : {}),
        ...(plan && plan.id > 0 ? { ratePlanId: plan.id } : {}),
        ...(params.promo ? { promoCode: params.promo } : {}),
        ...(params.addons.length > 0 ? { addons: params.addons.map((id) => ({ id })) } : {}),
        guest: { name: text('name'), email: text('email'), ...(text('phone') ? { phone: text('phone') } : {}) },
        locale: loc,
        payment: paymentChoiceOf(text('payment')),
        clientToken,
        arrivalTime: text('arrivalTime'),
        notes: text('notes'),
        ...(siteOfPage(pagePath) ? { site: siteOfPage(pagePath) } : {}),
      });
      // From the host's own site (issue 45) the confirmation stays on it.
      window.location.assign(`${confirmationPath(pagePath, result.manageUrl)}?booked=1`);
      return;
    } catch (error) {
      const data = (error as { data?: { code?: string; fields?: string[] | null; issues?: { field: string; message: string }[] | null } }).data;
      if (data?.code === 'CONFLICT') {
        window.location.assign(`${propertyPath}${stayQuery({ checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests, error: 'conflict' })}#booking`);
        return;
      }
      if (data?.code === 'TOO_MANY_REQUESTS') setMessage(t.errors.rateLimited());
      else if (data?.code === 'BAD_REQUEST' && data.issues) {
        const errors: Record<string, string> = {};
        for (const issue of data.issues) {
          const name = FIELDS[issue.field];
          if (name) errors[name] ??= issue.message;
        }
        setFieldErrors(errors);
        setMessage(t.errors.field({ fields: [...new Set(data.issues.map((issue) => issue.field))].join(', ') }));
      } else setMessage(t.errors.generic());
    }
    busy.current = false;
    setPending(false);
  };

  const policy = [
    // Issue 39: an instant booking paid at booking is confirmed by its payment, not "at once".
    request ? t.policy.request() : info.paymentChoices.includes('at_property') ? t.policy.instant() : t.policy.instantPaid(),
    plan && !plan.refundable
      ? p.plans.nonRefundableWarning()
      : (plan?.freeCancellationDays ?? info.freeCancellationDays) > 0
        ? t.policy.freeCancellationUntil({ date: formatDate(addDays(params.checkIn, -(plan?.freeCancellationDays ?? info.freeCancellationDays)), loc) })
        : t.policy.freeCancellation({ days: 0 }),
    paymentPolicyLine(info, t, o),
    t.policy.times({ checkIn: info.checkInTime, checkOut: info.checkOutTime }),
  ];

  return (
    <div id="booking-details" className={css.form}>
      <h3 className={css.subTitle}>{t.summary.title()}</h3>
      <p className={css.roomMeta}>
        <span lang={langOf(room.lang, loc)}>{room.name}</span> · {plan ? <span lang={langOf(plan.lang, loc)}>{plan.name}</span> : null}
        {plan ? ' · ' : ''}
        {formatDate(params.checkIn, loc, 'medium')} – {formatDate(params.checkOut, loc, 'medium')} · {t.summary.nightsLine({ count: nights })}
      </p>
      <dl className={css.summary} data-testid="price-summary" aria-label={p.lines.title()}>
        {rows.slice(0, -1).map(([label, amount], i) => (
          <div key={`${i}:${label}`} className={css.summaryRow} data-testid="price-line">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className={css.summaryTotal}>
          <dt>{t.summary.total()}</dt>
          <dd data-testid="total">{money(plan?.totalCents ?? room.totalCents ?? 0)}</dd>
        </div>
      </dl>
      {plan && !plan.refundable && (
        <p className={css.alert} data-testid="non-refundable">
          {p.plans.nonRefundableWarning()}
        </p>
      )}
      <h3 className={css.subTitle}>{t.policy.title()}</h3>
      <ul className={css.policy}>
        {policy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className={css.subTitle}>{t.details.title()}</h3>
      <Form method="post" action={action} className={css.form} onSubmit={submit} validationErrors={fieldErrors} aria-labelledby="booking-section-title">
        {SITE_PROPERTY_PATH.test(pagePath) && <input type="hidden" name="page" value={pagePath} />}
        <input type="hidden" name="checkIn" value={params.checkIn} />
        <input type="hidden" name="checkOut" value={params.checkOut} />
        <input type="hidden" name="guests" value={params.guests} />
        <input type="hidden" name="roomTypeId" value={room.id} />
        {params.adults !== null && <input type="hidden" name="adults" value={params.adults} />}
        {params.adults !== null && <input type="hidden" name="children" value={params.children} />}
        {plan && plan.id > 0 && <input type="hidden" name="ratePlanId" value={plan.id} />}
        {params.promo && <input type="hidden" name="promoCode" value={params.promo} />}
        {params.addons.length > 0 && <input type="hidden" name="addons" value={params.addons.join(',')} />}
        <input type="hidden" name="clientToken" value={clientToken} suppressHydrationWarning />
        <div className={css.twoColumns}>
          <TextField name="name" defaultValue={draft?.name} className={css.field} isRequired maxLength={BOOKING_LIMITS.name} autoComplete="name">
            <Label className={css.label}>{t.details.name()}</Label>
            <Input className={css.input} />
            <FieldError className={css.error} />
          </TextField>
          <TextField name="email" defaultValue={draft?.email} className={css.field} type="email" isRequired maxLength={BOOKING_LIMITS.email} autoComplete="email">
            <Label className={css.label}>{t.details.email()}</Label>
            <Input className={css.input} />
            <FieldError className={css.error} />
          </TextField>
          <TextField name="phone" defaultValue={draft?.phone} className={css.field} type="tel" maxLength={BOOKING_LIMITS.phone} autoComplete="tel">
            <Label className={css.label}>{t.details.phone()}</Label>
            <Input className={css.input} placeholder="+55" />
            <Text slot="description" className={css.hint}>
              {t.details.phoneHint()}
            </Text>
            <FieldError className={css.error} />
          </TextField>
          <TextField name="arrivalTime" defaultValue={draft?.arrivalTime} className={css.field} maxLength={5}>
            <Label className={css.label}>{t.details.arrivalTime()}</Label>
            <Input className={css.input} placeholder="15:00" inputMode="numeric" pattern="([01][0-9]|2[0-3]):[0-5][0-9]" />
            <Text slot="description" className={css.hint}>
              {t.details.arrivalHint({ time: info.checkInTime })}
            </Text>
            <FieldError className={css.error} />
          </TextField>
        </div>
        <TextField name="notes" defaultValue={draft?.notes} className={css.field} maxLength={BOOKING_LIMITS.notes}>
          <Label className={css.label}>{t.details.notes()}</Label>
          <TextArea className={css.textarea} />
          <FieldError className={css.error} />
        </TextField>
        {info.paymentChoices.length > 1 ? (
          // Native radios (issue 39): visible, labelled, keyboard-ready, and posted without JavaScript.
          <fieldset className={css.choices}>
            <legend className={css.label}>{t.details.payment()}</legend>
            {info.paymentChoices.map((choice) => (
              <label key={choice} className={css.radio}>
                <input type="radio" name="payment" value={choice} defaultChecked={choice === chosenPayment} className={css.radioInput} />
                <span>
                  {choice === 'online' ? o.choice.online({ provider: PROVIDER_NAMES[info.onlineProvider ?? 'mercadopago'] }) : choice === 'pix' ? t.details.payPix() : t.details.payAtProperty()}
                  {choice === 'online' && <span className={css.radioHint}>{o.choice.onlineHint()}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="payment" value={info.paymentChoices[0] ?? 'at_property'} />
        )}
        {message && (
          <p className={css.alert} role="alert">
            {message}
          </p>
        )}
        <Button type="submit" className={button.primary} isDisabled={pending}>
          {pending ? t.details.submitting() : request ? t.details.submitRequest() : t.details.submit()}
        </Button>
      </Form>
    </div>
  );
}
