import type { BaseTranslation } from '../../i18n-types';

/** Words shared by the product pages: calls to action, breadcrumbs and the marketing figures (shared/figures.ts). */
const pt_marketing = {
  breadcrumb: 'Trilha de navegação',
  requestDemo: 'Solicitar demonstração',
  startTrial: 'Começar teste grátis',
  seePricing: 'Ver preços',
  contactUs: 'Fale conosco',
  liveBookingPage: 'Ver uma página de reservas ao vivo',
  trialNote: 'Teste grátis por {days:number} dias, sem cartão de crédito e sem taxa de configuração.',
  figuresLabel: 'O Estadia em números',
  figures: {
    properties: { value: '+{count:string}', label: 'propriedades usam o Estadia' },
    countries: { value: '{count:string}', label: 'países com clientes Estadia' },
    portals: { value: '+{count:string}', label: 'portais de reserva conectados' },
    revenue: { value: '+{count:string}%', label: 'de receita média para nossos clientes' },
    bookings: { value: 'até {count:string}%', label: 'mais reservas diretas' },
  },
} satisfies BaseTranslation;

export default pt_marketing;
