import type { NamespaceBlogPageTranslation } from '../../i18n-types';

const es_blogPage = {
  title: 'Blog de Estadia',
  lead: 'Consejos prácticos y estrategias para atraer más reservas, depender menos de los portales y gestionar tu alojamiento con menos esfuerzo.',
  listTitle: 'Artículos',
  categories: {
    conversao: 'Conversión',
    airbnb: 'Airbnb',
    booking: 'Booking',
    gestao: 'Gestión',
    reservasDiretas: 'Reservas Directas',
  },
  categoryLabel: 'Categoría',
  readMore: 'Leer artículo',
  readMoreAbout: ': {title}',
  readingTime: '{minutes} min de lectura',
  publishedOn: 'Publicado el {date}',
  ctaTitle: '¿Quieres poner en práctica estas estrategias?',
  ctaText: 'Descubre cómo Estadia automatiza canales, precios y comunicación con los huéspedes para que vendas más con menos trabajo.',
  ctaButton: 'Ver la demostración',
  backToBlog: 'Volver al blog',
  inThisArticle: 'En este artículo',
} satisfies NamespaceBlogPageTranslation;

export default es_blogPage;
