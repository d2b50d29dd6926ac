import type { NamespaceLiveDemoTranslation } from '../../i18n-types';

const it_liveDemo = {
  start: 'Provalo ora',
  note: 'Apre uno spazio di lavoro demo tutto tuo, con nove strutture, tariffe e 96 prenotazioni, senza registrazione. Viene eliminato dopo 24 ore.',
  title: 'Prova Estadia dal vivo',
  lead: 'Niente video: il prodotto vero. Un clic apre una copia privata dello spazio di lavoro demo, dove puoi prenotare, spostare soggiorni, cambiare prezzi e vedere le email che verrebbero inviate.',
  errors: {
    limit: 'Dal tuo indirizzo sono state create troppe demo nell’ultima ora. Riprova più tardi.',
    unavailable: 'La demo dal vivo non è disponibile in questo momento. Parla con uno specialista su WhatsApp.',
  },
  highlightsTitle: 'Cosa trovi nella demo',
  screens: {
    title: 'Com’è lo spazio di lavoro',
    calendar: 'Il calendario: una riga per unità, una colonna per notte, ogni prenotazione una barra con il nome dell’ospite.',
    overview: 'La panoramica: arrivi e partenze di oggi, occupazione del mese e ricavi per mese di arrivo.',
  },
} satisfies NamespaceLiveDemoTranslation;

export default it_liveDemo;
