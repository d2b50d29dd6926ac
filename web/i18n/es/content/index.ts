import type { NamespaceContentTranslation } from '../../i18n-types';

const es_content = {
  breadcrumbLabel: 'Estás aquí',
  updatedOn: 'Última actualización: {date}',
  onThisPage: 'En esta página',
  demoCtaTitle: 'Mira Estadia funcionando en tu alojamiento',
  demoCtaText: 'En pocos minutos te mostramos cómo reunir reservas, canales y pagos en un solo panel.',
  demoCtaButton: 'Solicita una Demostración Gratuita',
} satisfies NamespaceContentTranslation;

export default es_content;
