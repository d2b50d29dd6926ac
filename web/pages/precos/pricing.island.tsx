import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Group, Input, Label, NumberField, Radio, RadioGroup, Text } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { island } from '../../islands/Island';
import { button, card, visuallyHidden } from '../../theme/ui.css';
import { formatCurrency } from '../../../shared/format';
import { localizePath } from '../../../shared/locales';
import { BILLING_PERIODS, CHANNELS, PRICING, quoteCents, selectionFromSearch, selectionToSearch, type BillingPeriod, type Channel, type Plan, type QuoteCents, type QuoteInput } from '../../../shared/pricing';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import * as css from './precos.css';

/** Prices are shown in reais with Brazilian formatting in every language (R$ 1.234,56). */
export const brl = (cents: number) => formatCurrency(cents, 'BRL', 'pt');

const PERIOD_LABEL: Record<BillingPeriod, (LL: TranslationFunctions) => string> = {
  monthly: (LL) => LL.pricingPage.calculator.monthly(),
  yearly: (LL) => LL.pricingPage.calculator.yearly(),
  biennial: (LL) => LL.pricingPage.calculator.biennial(),
};

/** The calculator with the plan cards it prices and the share box: the page's island. */
function PricingCalculator() {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const [selection, setSelection] = useState<QuoteInput>(() => selectionFromSearch(search));
  const quote = useMemo(() => quoteCents(selection), [selection]);

  // The URL always reproduces the selection, so a quote can be shared or bookmarked.
  useEffect(() => {
    const url = `${window.location.pathname}${selectionToSearch(selection)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
  }, [selection]);

  const update = (change: Partial<QuoteInput>) => setSelection((current) => ({ ...current, ...change }));

  return (
    <>
      <Calculator selection={selection} update={update} />
      <div>
        <h2 className={visuallyHidden}>{LL.pricingPage.plans.title()}</h2>
        <PlanCards selection={selection} quote={quote} />
        <ul className={css.promises}>
          {Object.values(LL.pricingPage.promises).map((promise) => (
            <li key={promise()}>✓ {promise()}</li>
          ))}
        </ul>
        <ShareQuote selection={selection} quote={quote} />
      </div>
    </>
  );
}

function Calculator({ selection, update }: { selection: QuoteInput; update: (change: Partial<QuoteInput>) => void }) {
  const { LL } = useI18nContext();
  const texts = LL.pricingPage.calculator;
  return (
    <div className={`${card} ${css.calculator}`}>
      <h2 id="pricing-calculator-title">{texts.title()}</h2>
      <NumberField
        className={css.group}
        value={selection.rooms}
        minValue={PRICING.minRooms}
        maxValue={PRICING.maxQuotableRooms}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
        onChange={(rooms) => Number.isFinite(rooms) && update({ rooms: Math.max(PRICING.minRooms, Math.round(rooms)) })}
        data-testid="rooms"
      >
        <Label className={css.groupLabel}>{texts.rooms()}</Label>
        <Group className={css.stepper}>
          <Button slot="decrement" className={css.stepButton} aria-label={texts.removeRoom()}>
            −
          </Button>
          <Input className={css.stepInput} />
          <Button slot="increment" className={css.stepButton} aria-label={texts.addRoom()}>
            +
          </Button>
        </Group>
        <Text slot="description" className={css.help}>
          {texts.roomsHelp()}
        </Text>
      </NumberField>

      <RadioGroup className={css.group} value={selection.period} onChange={(value) => update({ period: value as BillingPeriod })} orientation="horizontal">
        <Label className={css.groupLabel}>{texts.period()}</Label>
        <div className={css.segmented}>
          {BILLING_PERIODS.map((period) => {
            const discount = PRICING.periods[period].discountPercent;
            return (
              <Radio key={period} value={period} className={css.segment}>
                <span>{PERIOD_LABEL[period](LL)}</span>
                {discount > 0 && <span className={css.segmentNote}>{texts.discount({ percent: discount })}</span>}
              </Radio>
            );
          })}
        </div>
      </RadioGroup>

      <CheckboxGroup className={css.group} value={[...selection.channels]} onChange={(values) => update({ channels: CHANNELS.filter((channel) => values.includes(channel)) })}>
        <Label className={css.groupLabel}>{texts.channels()}</Label>
        <Text slot="description" className={css.help}>
          {texts.channelsHelp()}
        </Text>
        <div className={css.checkboxList}>
          {CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} className={css.checkbox}>
              {({ isSelected }) => (
                <>
                  <span className={css.box} aria-hidden="true">
                    {isSelected && (
                      <svg width="14" height="14" viewBox="0 0 24 24" focusable="false">
                        <path d="m5 12 5 5L20 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    )}
                  </span>
                  <span>{LL.pricingPage.channelNames[channel]()}</span>
                  <span className={css.channelPrice}>{PRICING.channels[channel] === 0 ? texts.included() : texts.perMonth({ price: brl(PRICING.channels[channel]) })}</span>
                </>
              )}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>

      <NumberField
        className={css.group}
        value={selection.additionalUsers}
        minValue={0}
        maxValue={PRICING.maxAdditionalUsers}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
        onChange={(users) => Number.isFinite(users) && update({ additionalUsers: Math.min(PRICING.maxAdditionalUsers, Math.max(0, Math.round(users))) })}
      >
        <Label className={css.groupLabel}>{texts.users()}</Label>
        <Group className={css.stepper}>
          <Button slot="decrement" className={css.stepButton} aria-label={texts.removeUser()}>
            −
          </Button>
          <Input className={css.stepInput} />
          <Button slot="increment" className={css.stepButton} aria-label={texts.addUser()}>
            +
          </Button>
        </Group>
        <Text slot="description" className={css.help}>
          {texts.usersHelp({ price: brl(PRICING.additionalUser) })}
        </Text>
      </NumberField>
    </div>
  );
}

function PlanCards({ selection, quote }: { selection: QuoteInput; quote: QuoteCents }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const texts = LL.pricingPage.plans;
  const channelsCents = selection.channels.reduce((sum, channel) => sum + PRICING.channels[channel], 0);
  const usersCents = selection.additionalUsers * PRICING.additionalUser;
  const months = PRICING.periods[selection.period].months;
  const suffix = { monthly: texts.perMonthSuffix(), yearly: texts.perYearSuffix(), biennial: texts.perBiennialSuffix() }[selection.period];
  const plans: { id: Plan; name: string; text: string; features: string[] }[] = [
    { id: 'standard', name: texts.standard(), text: texts.standardText(), features: Object.values(texts.standardFeatures).map((feature) => feature()) },
    { id: 'premium', name: texts.premium(), text: texts.premiumText(), features: Object.values(texts.premiumFeatures).map((feature) => feature()) },
  ];
  return (
    <>
      <p className={visuallyHidden} aria-live="polite">
        {texts.summary({ standard: `${brl(quote.total.standard)} ${suffix}`, premium: `${brl(quote.total.premium)} ${suffix}` })}
      </p>
      <div className={css.plans}>
        {plans.map((plan) => (
          <article key={plan.id} className={`${card} ${css.plan} ${plan.id === 'premium' ? css.planFeatured : ''}`} aria-labelledby={`plan-${plan.id}`} data-plan={plan.id}>
            {plan.id === 'premium' && <span className={css.badge}>{texts.recommended()}</span>}
            <h3 id={`plan-${plan.id}`} className={css.planName}>
              {plan.name}
            </h3>
            <p className={css.planText}>{plan.text}</p>
            <p className={css.price}>
              <span data-testid={`total-${plan.id}`}>{brl(quote.total[plan.id])}</span>
              <span className={css.priceSuffix}>{suffix}</span>
            </p>
            {months > 1 && (
              <>
                <p className={css.equivalent}>{texts.equivalent({ price: brl(Math.round(quote.total[plan.id] / months)) })}</p>
                <p className={css.saving} data-testid={`saving-${plan.id}`}>
                  {texts.saving({ price: brl(quote.saving[plan.id]) })}
                </p>
              </>
            )}
            <dl className={css.breakdown} aria-label={texts.breakdownTitle()}>
              <dt>{texts.base({ rooms: selection.rooms })}</dt>
              <dd>{brl(quote.monthly[plan.id] - channelsCents - usersCents)}</dd>
              {channelsCents > 0 && (
                <>
                  <dt>{texts.channelsLine()}</dt>
                  <dd>{brl(channelsCents)}</dd>
                </>
              )}
              {usersCents > 0 && (
                <>
                  <dt>{texts.usersLine({ count: selection.additionalUsers })}</dt>
                  <dd>{brl(usersCents)}</dd>
                </>
              )}
              <dt className={css.breakdownTotal}>{texts.monthlyTotal()}</dt>
              <dd className={css.breakdownTotal} data-testid={`monthly-${plan.id}`}>
                {brl(quote.monthly[plan.id])}
              </dd>
            </dl>
            <ul className={css.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a className={`${plan.id === 'premium' ? button.primary : button.secondary} ${css.planAction}`} href={href('/register')}>
              {texts.start()}
            </a>
          </article>
        ))}
      </div>
    </>
  );
}

/** Copy the quote's link, or send it to a specialist on WhatsApp with the numbers prefilled. */
function ShareQuote({ selection, quote }: { selection: QuoteInput; quote: QuoteCents }) {
  const { LL, locale } = useI18nContext();
  const [copied, setCopied] = useState(false);
  // The page's own origin is known only in the browser; the first render (server and
  // hydration alike) uses the path alone, so both produce the same HTML.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const texts = LL.pricingPage.share;
  const url = `${origin}${localizePath('/precos', locale)}${selectionToSearch(selection)}`;
  const channels = selection.channels.map((channel: Channel) => LL.pricingPage.channelNames[channel]()).join(', ') || texts.noChannels();
  const message = texts.message({
    rooms: selection.rooms,
    period: texts.periods[selection.period](),
    channels,
    users: selection.additionalUsers,
    standard: brl(quote.total.standard),
    premium: brl(quote.total.premium),
    url,
  });

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3_000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <section className={css.share} aria-labelledby="pricing-share-title">
      <h2 id="pricing-share-title">{texts.title()}</h2>
      <p>{texts.text()}</p>
      <div className={css.shareActions}>
        <WhatsAppButton kind="specialist" message={message}>
          {texts.whatsapp()}
        </WhatsAppButton>
        <Button
          className={button.secondary}
          onPress={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {texts.copy()}
        </Button>
        <span role="status" className={css.copied}>
          {copied ? texts.copied() : ''}
        </span>
      </div>
    </section>
  );
}

export default island(PricingCalculator, { namespaces: ['pricingPage'], reusable: true });
