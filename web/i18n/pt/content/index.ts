import type { BaseTranslation } from '../../i18n-types';

/** Texts shared by the content pages (FAQ, about, help, trust, legal, ambassadors, demo, blog). */
const pt_content = {
  breadcrumbLabel: 'Você está aqui',
  updatedOn: 'Última atualização: {date}',
  onThisPage: 'Nesta página',
  demoCtaTitle: 'Veja o Estadia funcionando na sua hospedagem',
  demoCtaText: 'Em poucos minutos mostramos como centralizar reservas, canais e pagamentos em um só painel.',
  demoCtaButton: 'Solicite uma Demonstração Gratuita',
} satisfies BaseTranslation;

export default pt_content;
