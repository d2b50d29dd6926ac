import type { NamespaceBlogPageTranslation } from '../../i18n-types';

const it_blogPage = {
  title: 'Il blog di Estadia',
  lead: 'Consigli pratici e strategie per attirare più prenotazioni, dipendere meno dai portali e gestire la tua struttura con meno fatica.',
  listTitle: 'Articoli',
  categories: {
    conversao: 'Conversione',
    airbnb: 'Airbnb',
    booking: 'Booking',
    gestao: 'Gestione',
    reservasDiretas: 'Prenotazioni Dirette',
  },
  categoryLabel: 'Categoria',
  readMore: 'Leggi l’articolo',
  readMoreAbout: ': {title}',
  readingTime: '{minutes} min di lettura',
  publishedOn: 'Pubblicato il {date}',
  ctaTitle: 'Vuoi mettere in pratica queste strategie?',
  ctaText: 'Scopri come Estadia automatizza canali, prezzi e comunicazione con gli ospiti per farti vendere di più con meno lavoro.',
  ctaButton: 'Guarda la demo',
  backToBlog: 'Torna al blog',
  inThisArticle: 'In questo articolo',
} satisfies NamespaceBlogPageTranslation;

export default it_blogPage;
