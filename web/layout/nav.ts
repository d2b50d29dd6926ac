import type { TranslationFunctions } from '../i18n/i18n-types';

type Label = (LL: TranslationFunctions) => string;

/** The header's links, in the spec's order (locale-free paths). */
export const HEADER_LINKS: readonly { path: string; label: Label }[] = [
  { path: '/', label: (LL) => LL.nav.home() },
  { path: '/recursos', label: (LL) => LL.nav.recursos() },
  { path: '/caracteristicas', label: (LL) => LL.nav.caracteristicas() },
  { path: '/processamento-de-pagamentos', label: (LL) => LL.nav.pagamentos() },
  { path: '/ferramentas', label: (LL) => LL.nav.ferramentas() },
  { path: '/motor-de-reservas', label: (LL) => LL.nav.motorDeReservas() },
  { path: '/blog', label: (LL) => LL.nav.blog() },
  { path: '/integracoes', label: (LL) => LL.nav.integracoes() },
  { path: '/precos', label: (LL) => LL.nav.precos() },
  { path: '/embaixadores', label: (LL) => LL.nav.embaixadores() },
  { path: '/contato', label: (LL) => LL.nav.contato() },
];

/** The footer's columns. */
export const FOOTER_COLUMNS: readonly { title: Label; links: readonly { path: string; label: Label }[] }[] = [
  {
    title: (LL) => LL.footer.company(),
    links: [
      { path: '/sobre-nos', label: (LL) => LL.footer.about() },
      { path: '/sobre-nos#carreiras', label: (LL) => LL.footer.careers() },
      { path: '/blog', label: (LL) => LL.footer.blog() },
    ],
  },
  {
    title: (LL) => LL.footer.support(),
    links: [
      { path: '/central-de-ajuda', label: (LL) => LL.footer.helpCenter() },
      { path: '/contato', label: (LL) => LL.footer.contact() },
      { path: '/faq', label: (LL) => LL.footer.faq() },
      { path: '/confianca-e-seguranca', label: (LL) => LL.footer.trust() },
    ],
  },
  {
    title: (LL) => LL.footer.product(),
    links: [
      { path: '/recursos', label: (LL) => LL.footer.resources() },
      { path: '/integracoes', label: (LL) => LL.footer.integrations() },
      { path: '/ferramentas', label: (LL) => LL.footer.tools() },
      { path: '/processamento-de-pagamentos', label: (LL) => LL.footer.payments() },
      { path: '/motor-de-reservas', label: (LL) => LL.footer.bookingPage() },
    ],
  },
  {
    title: (LL) => LL.footer.legal(),
    links: [
      { path: '/termos-de-servico', label: (LL) => LL.footer.terms() },
      { path: '/politica-de-privacidade', label: (LL) => LL.footer.privacy() },
      { path: '/politica-de-cookies', label: (LL) => LL.footer.cookies() },
    ],
  },
];
