import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const it_caracteristicas = {
  hero: {
    eyebrow: 'Caratteristiche',
    title: 'Una piattaforma completa per gestire, vendere e incassare',
    lead: 'Estadia riunisce la gestione della struttura, il channel manager e il booking engine per le prenotazioni dirette. Tutti e tre condividono lo stesso calendario, gli stessi ospiti e gli stessi numeri, quindi nulla va inserito due volte.',
  },
  blocks: {
    pms: {
      title: 'Gestione della struttura',
      text: 'Organizza camere, tariffe, ospiti e staff in una dashboard pensata per il lavoro quotidiano della reception. Dal check-in al check-out, ogni passaggio viene registrato ed è facile da ritrovare.',
      points: {
        rooms: 'Camere, tipologie e tariffe configurate in pochi minuti',
        guests: 'La scheda completa di ogni ospite, con lo storico dei soggiorni',
        team: 'Accesso dello staff con permessi per ruolo',
        reviews: 'Le recensioni degli ospiti riunite in un unico posto',
      },
      visualLabel: 'Illustrazione della dashboard gestionale con indicatori, un grafico dei ricavi e un elenco di attività',
    },
    channel: {
      title: 'Channel manager',
      text: 'Collega la tua struttura a oltre {portals} portali di prenotazione e mantieni disponibilità, prezzi e prenotazioni identici su tutti, in tempo reale. Una vendita su un canale chiude la data su tutti gli altri.',
      points: {
        realTime: 'Sincronizzazione in tempo reale contro l’overbooking',
        markup: 'Prezzo per canale con maggiorazione o sconto in percentuale o importo fisso',
        restrictions: 'Soggiorno minimo e restrizioni di arrivo per canale',
        mapping: 'Mappatura di camere e tariffe fatta insieme al nostro team',
      },
      visualLabel: 'Illustrazione di Estadia collegato a sei portali di prenotazione',
    },
    engine: {
      title: 'Booking engine',
      text: 'Vendi direttamente, senza commissioni, con una pagina di prenotazione che porta il tuo marchio. L’ospite sceglie le date, vede il prezzo di ogni notte, paga e riceve subito la conferma.',
      points: {
        free: 'Pagina di prenotazione gratuita e personalizzabile',
        widget: 'Widget per il tuo sito o link dedicato per i social',
        payments: 'Pagamento integrato con conferma immediata',
        noWebsite: 'Funziona anche senza sito, direttamente da WhatsApp',
      },
      visualLabel: 'Illustrazione di una pagina di prenotazione aperta sullo smartphone',
    },
  },
  cards: {
    title: 'E molto altro nella stessa dashboard',
    lead: 'Funzioni che completano la routine della tua struttura, tutte incluse nella piattaforma.',
    items: {
      inbox: { title: 'Posta in arrivo unificata', text: 'I messaggi di tutti i portali e del tuo sito in un’unica conversazione per ospite.' },
      billing: { title: 'Fatturazione', text: 'Fatture, ricevute e controllo degli incassi generati dalle prenotazioni.' },
      housekeeping: { title: 'Pulizie e check-in/out', text: 'Lo stato di ogni camera aggiornato dal personale delle pulizie sullo smartphone.' },
      reports: { title: 'Report e analisi', text: 'Occupazione, tariffa media, ricavi per camera e provenienza delle prenotazioni.' },
      pricing: { title: 'Prezzi dinamici', text: 'Tariffe che seguono la domanda, la stagionalità e l’occupazione.' },
      mobileApp: { title: 'App mobile', text: 'Prenotazioni, calendario e attività a portata di mano, ovunque tu sia.' },
    },
  },
  cta: {
    title: 'Vuoi vedere tutto questo nella tua struttura?',
    text: 'Prenota una demo e chiarisci i tuoi dubbi con uno specialista.',
  },
} satisfies NamespaceCaracteristicasTranslation;

export default it_caracteristicas;
