import type { BaseTranslation } from '../../i18n-types';

/** /blog and the parts every article shares (the articles' own texts live in article* namespaces). */
const pt_blogPage = {
  title: 'Blog do Estadia',
  lead: 'Dicas práticas e estratégias para atrair mais reservas, depender menos dos portais e administrar a sua hospedagem com menos esforço.',
  listTitle: 'Artigos',
  categories: {
    conversao: 'Conversão',
    airbnb: 'Airbnb',
    booking: 'Booking',
    gestao: 'Gestão',
    reservasDiretas: 'Reservas Diretas',
  },
  categoryLabel: 'Categoria',
  readMore: 'Ler artigo',
  readMoreAbout: ': {title}',
  readingTime: '{minutes} min de leitura',
  publishedOn: 'Publicado em {date}',
  ctaTitle: 'Quer colocar essas estratégias em prática?',
  ctaText: 'Veja como o Estadia automatiza canais, preços e comunicação com os hóspedes para você vender mais com menos trabalho.',
  ctaButton: 'Ver a demonstração',
  backToBlog: 'Voltar para o blog',
  inThisArticle: 'Neste artigo',
} satisfies BaseTranslation;

export default pt_blogPage;
