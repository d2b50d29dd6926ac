import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { PROPERTIES } from '../../../shared/properties';
import { quoteStay } from '../../../shared/booking';
import { formatCurrency } from '../../../shared/format';
import { button } from '../../theme/ui.css';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { Icon, type IconName } from '../../components/marketing/Icon';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './exemplo.css';

/** The example: three nights for two at the luxury chalet of the booking engine's examples. */
const EXAMPLE = { propertyId: 9, nights: 3, guests: 2 } as const;

const STEPS = [
  ['review', 'eye'],
  ['method', 'wallet'],
  ['secure', 'lock'],
  ['confirm', 'mail'],
] as const satisfies readonly (readonly [string, IconName])[];

export default function ExemploDePaginaDePagamentoPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const t = LL.exemploPagamento;
  const pricePerNight = PROPERTIES.find((p) => p.id === EXAMPLE.propertyId)?.price ?? 0;
  const quote = quoteStay(pricePerNight, EXAMPLE.nights);
  const euros = (amount: number) => formatCurrency(amount * 100, 'EUR', locale, 0);
  const total = euros(quote.total);
  const nightsLine = t.mock.nightsLine({ nights: quote.nights, price: euros(quote.pricePerNight) });
  return (
    <>
      <PageHero crumb={LL.meta.exemploDePaginaDePagamento.title()} eyebrow={t.hero.eyebrow()} title={t.hero.title()} lead={t.hero.lead()} />
      <Section id="exemplo-page" title={t.equivalent.title()}>
        <div className={css.layout}>
          <figure className={css.figure}>
            {/* The drawing; the description list beside it says the same in text. */}
            <div className={css.browser} aria-hidden="true">
              <div className={css.browserBar}>
                <span className={css.lock}>
                  <Icon name="lock" size={14} />
                </span>
                <span className={css.address}>{t.mock.address()}</span>
              </div>
              <div className={css.mock}>
                <p className={css.mockHeading}>{t.mock.heading()}</p>
                <div className={css.mockColumns}>
                  <div className={css.summary}>
                    <p className={css.mockLabel}>{t.mock.summary()}</p>
                    <p className={css.summaryTitle}>{t.mock.property()}</p>
                    <p className={css.summaryMeta}>{t.mock.location()}</p>
                    <p className={css.summaryMeta}>
                      {t.mock.dates()} · {t.mock.guests({ count: EXAMPLE.guests })}
                    </p>
                    <p className={css.line}>
                      <span>{nightsLine}</span>
                      <span>{euros(quote.subtotal)}</span>
                    </p>
                    <p className={css.line}>
                      <span>{t.mock.cleaningFee()}</span>
                      <span>{euros(quote.cleaningFee)}</span>
                    </p>
                    <p className={css.line}>
                      <span>{t.mock.serviceFee()}</span>
                      <span>{euros(quote.serviceFee)}</span>
                    </p>
                    <p className={css.totalLine}>
                      <span>{t.mock.total()}</span>
                      <span>{total}</span>
                    </p>
                  </div>
                  <div className={css.payment}>
                    <p className={css.mockLabel}>{t.mock.method()}</p>
                    <p className={css.tabs}>
                      <span className={css.tabActive}>{t.mock.card()}</span>
                      <span className={css.tab}>{t.mock.pix()}</span>
                      <span className={css.tab}>{t.mock.boleto()}</span>
                    </p>
                    <p className={css.field}>
                      <span className={css.fieldLabel}>{t.mock.cardName()}</span>
                      <span className={css.fieldBox}>{t.mock.cardHolder()}</span>
                    </p>
                    <p className={css.field}>
                      <span className={css.fieldLabel}>{t.mock.cardNumber()}</span>
                      <span className={css.fieldBox}>•••• •••• •••• 4242</span>
                    </p>
                    <p className={css.fieldRow}>
                      <span className={css.field}>
                        <span className={css.fieldLabel}>{t.mock.expiry()}</span>
                        <span className={css.fieldBox}>08/28</span>
                      </span>
                      <span className={css.field}>
                        <span className={css.fieldLabel}>{t.mock.cvc()}</span>
                        <span className={css.fieldBox}>•••</span>
                      </span>
                    </p>
                    <p className={css.payButton}>{t.mock.pay({ total })}</p>
                    <p className={css.secure}>
                      <Icon name="shield" size={16} />
                      {t.mock.secure()}
                    </p>
                  </div>
                </div>
              </div>
            </div>
            <figcaption className={mk.caption}>{t.figure.caption()}</figcaption>
          </figure>
          <dl className={css.equivalent}>
            <div>
              <dt>{t.equivalent.property()}</dt>
              <dd>
                {t.mock.property()}, {t.mock.location()}
              </dd>
            </div>
            <div>
              <dt>{t.equivalent.stay()}</dt>
              <dd>{t.equivalent.stayValue({ dates: t.mock.dates(), nights: quote.nights, guests: EXAMPLE.guests })}</dd>
            </div>
            <div>
              <dt>{t.equivalent.prices()}</dt>
              <dd>
                {t.equivalent.pricesValue({
                  nights: quote.nights,
                  price: euros(quote.pricePerNight),
                  subtotal: euros(quote.subtotal),
                  cleaning: euros(quote.cleaningFee),
                  service: euros(quote.serviceFee),
                })}
              </dd>
            </div>
            <div>
              <dt>{t.equivalent.total()}</dt>
              <dd>{total}</dd>
            </div>
            <div>
              <dt>{t.equivalent.methods()}</dt>
              <dd>{t.equivalent.methodsValue()}</dd>
            </div>
            <div>
              <dt>{t.equivalent.confirmation()}</dt>
              <dd>{t.equivalent.confirmationValue()}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section id="exemplo-steps" alt title={t.steps.title()}>
        <ol className={css.steps}>
          {STEPS.map(([key, icon]) => (
            <li key={key} className={mk.card}>
              <span className={mk.iconBadge}>
                <Icon name={icon} />
              </span>
              <h3 className={mk.cardTitle}>{t.steps.items[key].title()}</h3>
              <p className={mk.cardText}>{t.steps.items[key].text()}</p>
            </li>
          ))}
        </ol>
        <p className={mk.sectionFoot}>
          <a className={button.primary} href={href('/motor-de-reservas')}>
            {t.links.engine()}
          </a>
          <a className={button.secondary} href={href('/processamento-de-pagamentos')}>
            {t.links.payments()}
          </a>
        </p>
      </Section>
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'exemploDePaginaDePagamento');
}
