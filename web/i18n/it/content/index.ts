import type { NamespaceContentTranslation } from '../../i18n-types';

const it_content = {
  breadcrumbLabel: 'Ti trovi qui',
  updatedOn: 'Ultimo aggiornamento: {date}',
  onThisPage: 'In questa pagina',
  demoCtaTitle: 'Guarda Estadia all’opera nella tua struttura',
  demoCtaText: 'In pochi minuti ti mostriamo come riunire prenotazioni, canali e pagamenti in un’unica dashboard.',
  demoCtaButton: 'Richiedi una Demo Gratuita',
} satisfies NamespaceContentTranslation;

export default it_content;
