import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { figure } from '../../../shared/figures';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { CtaBand } from '../../components/marketing/CtaBand';
import { Wordmark } from '../../components/marketing/Wordmark';
import { INTEGRATIONS, INTEGRATION_TYPES, MAIN_INTEGRATIONS } from '../../components/marketing/integrations';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './integracoes.css';

export default function IntegracoesPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const t = LL.integracoes;
  return (
    <>
      <PageHero crumb={LL.meta.integracoes.title()} eyebrow={t.hero.eyebrow()} title={t.hero.title()} lead={t.hero.lead({ portals: figure('portals', locale) })} />
      <Section id="integracoes-main" title={t.main.title()} lead={t.main.lead()}>
        <ul className={mk.logoGrid}>
          {MAIN_INTEGRATIONS.map((name) => (
            <li key={name}>
              <Wordmark name={name} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="integracoes-table" alt title={t.table.title()}>
        {/* A focusable, named scroll region: keyboard users can scroll the table on small screens. */}
        <div className={css.tableWrap} tabIndex={0} role="region" aria-labelledby="integracoes-table-caption">
          <table className={css.table}>
            <caption id="integracoes-table-caption" className={css.caption}>
              {t.table.caption()}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.table.type()}</th>
                <th scope="col">{t.table.integrations()}</th>
                <th scope="col">{t.table.purpose()}</th>
              </tr>
            </thead>
            <tbody>
              {INTEGRATION_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row">{t.types[type].name()}</th>
                  <td>
                    <ul className={css.names}>
                      {INTEGRATIONS[type].map((name) => (
                        <li key={name} className={css.name}>
                          {name}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{t.types[type].purpose()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={css.trademarks}>{t.table.trademarks()}</p>
      </Section>
      <CtaBand id="integracoes-custom" title={t.custom.title()} text={t.custom.text()}>
        <a className={mk.buttonOnBrand} href={href('/contato')}>
          {LL.marketing.contactUs()}
        </a>
        <a className={mk.buttonOutlineOnBrand} href={href('/demo')}>
          {LL.marketing.requestDemo()}
        </a>
      </CtaBand>
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'integracoes');
}
