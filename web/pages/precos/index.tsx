import { useI18nContext } from '../../i18n/i18n-react';
import { Accordion } from '../../components/Accordion';
import { PageIntro } from '../../components/content/PageIntro';
import { LiveDemoBand } from '../../components/LiveDemo';
import { Island } from '../../islands/Island';
import { container, section, sectionAlt } from '../../theme/ui.css';
import { PRICING, quoteCents, type Plan } from '../../../shared/pricing';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { HeadInfo, HeadInput } from '../types';
import * as css from './precos.css';
import pricing, { brl } from './pricing.island';

/**
 * /precos: the calculator (rooms, billing period, channels, additional users), the Standard
 * and Premium cards priced by shared/pricing.ts on every click, the selection kept in the URL
 * (shareable, also on WhatsApp) and the pricing FAQ, one answer open at a time. The server
 * renders the quote of the URL's selection with the same function, so hydration matches.
 */
export default function PricingPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.precos.title() }]} title={LL.pricingPage.title()} lead={LL.pricingPage.lead()} />
      <section className={section} aria-labelledby="pricing-calculator-title">
        <div className={`${container} ${css.layout}`}>
          <Island of={pricing} props={{}} />
        </div>
      </section>
      <div className={section}>
        <div className={container}>
          <LiveDemoBand id="pricing-live-demo" />
        </div>
      </div>
      <PricingFaq />
    </>
  );
}

function faqItems(LL: TranslationFunctions) {
  const faq = LL.pricingPage.faq;
  return [
    { id: 'trial', question: faq.trialQ(), answer: faq.trialA() },
    { id: 'fees', question: faq.feesQ(), answer: faq.feesA() },
    { id: 'rooms', question: faq.roomsQ(), answer: faq.roomsA({ price: brl(PRICING.perRoomBeyondFive) }) },
    {
      id: 'channels',
      question: faq.channelsQ(),
      answer: faq.channelsA({ tripAdvisor: brl(PRICING.channels.tripAdvisor), googleHotelAds: brl(PRICING.channels.googleHotelAds), outras: brl(PRICING.channels.outras) }),
    },
    { id: 'period', question: faq.periodQ(), answer: faq.periodA({ yearly: PRICING.periods.yearly.discountPercent, biennial: PRICING.periods.biennial.discountPercent }) },
    { id: 'cancel', question: faq.cancelQ(), answer: faq.cancelA() },
  ];
}

function PricingFaq() {
  const { LL } = useI18nContext();
  return (
    <section className={sectionAlt} aria-labelledby="pricing-faq-title">
      <div className={`${container} ${css.faq}`}>
        <h2 id="pricing-faq-title">{LL.pricingPage.faq.title()}</h2>
        <Accordion allowsMultipleExpanded={false} headingLevel={3} items={faqItems(LL).map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))} />
      </div>
    </section>
  );
}

/** SoftwareApplication JSON-LD with the two plans' starting offers (3 rooms, monthly). */
export function resolveHead(input: HeadInput): HeadInfo {
  const { LL } = input;
  const start = quoteCents({ rooms: PRICING.minRooms, period: 'monthly', channels: [], additionalUsers: 0 });
  const offer = (plan: Plan, name: string) => ({
    '@type': 'Offer',
    name: LL.pricingPage.jsonLd.offer({ plan: name }),
    price: (start.monthly[plan] / 100).toFixed(2),
    priceCurrency: 'BRL',
    url: input.url,
    priceSpecification: { '@type': 'UnitPriceSpecification', price: (start.monthly[plan] / 100).toFixed(2), priceCurrency: 'BRL', unitCode: 'MON' },
  });
  return {
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: 'Estadia',
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        description: LL.pricingPage.jsonLd.description(),
        url: input.url,
        offers: [offer('standard', LL.pricingPage.plans.standard()), offer('premium', LL.pricingPage.plans.premium())],
      },
    ],
  };
}
