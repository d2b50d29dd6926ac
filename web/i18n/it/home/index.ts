import type { NamespaceHomeTranslation } from '../../i18n-types';

const it_home = {
  hero: {
    eyebrow: 'Software gestionale alberghiero tutto in uno',
    title: 'Gestisci la tua struttura da un unico posto e ricevi più prenotazioni',
    lead: 'PMS, channel manager e booking engine senza commissioni per hotel, locande, ostelli, case vacanza, campeggi e resort. Sincronizza oltre {portals} portali in tempo reale e dimentica l’overbooking.',
    visualLabel: 'Illustrazione della dashboard di Estadia con indicatori, un grafico dei ricavi e un elenco di attività',
  },
  features: {
    title: 'Tutto ciò che serve alla tua struttura',
    lead: 'Le funzioni principali di Estadia lavorano insieme sugli stessi dati, dal primo contatto dell’ospite alla recensione dopo il check-out.',
    items: {
      pms: { title: 'Gestione della struttura (PMS)', text: 'Camere, tariffe, ospiti, staff e recensioni organizzati in una dashboard semplice.' },
      channel: { title: 'Channel manager', text: 'Disponibilità, prezzi e prenotazioni sincronizzati con oltre {portals} portali in tempo reale.' },
      engine: { title: 'Booking engine', text: 'Prenotazioni dirette senza commissioni sul tuo sito, sui social o tramite un link con il tuo marchio.' },
      payments: { title: 'Pagamenti online', text: 'Carta, Pix, boleto e altri metodi, senza commissioni di elaborazione da parte di Estadia.' },
      automation: { title: 'Automazioni', text: 'Email, promemoria, pulizie e adeguamento dei prezzi avvengono da soli, al momento giusto.' },
      reports: { title: 'Report e analisi', text: 'Occupazione, ricavi e provenienza delle prenotazioni per decidere in base ai dati.' },
    },
    link: 'Scopri tutte le caratteristiche',
  },
  calendar: {
    title: 'Calendario intelligente',
    text: 'Vedi tutte le camere e tutti i canali in un’unica schermata. Ogni prenotazione compare subito con il colore del suo canale, e ogni modifica vale per tutti i portali contemporaneamente.',
    points: {
      dragDrop: 'Trascina una prenotazione per cambiare camera o data',
      colors: 'Colori per canale per sapere da dove arriva ogni ospite',
      block: 'Blocca le date per manutenzione con un clic',
      rates: 'Tariffe e restrizioni del giorno direttamente nel calendario',
    },
    visualLabel: 'Illustrazione di un calendario delle prenotazioni con camere e prenotazioni colorate per canale',
  },
  engine: {
    title: 'Booking engine senza commissioni',
    text: 'Una pagina di prenotazione gratuita e personalizzabile con i colori, i caratteri e il logo del tuo marchio. Inseriscila come widget nel tuo sito o condividi il link sui social e su WhatsApp, anche senza un sito web.',
    points: {
      noCommission: 'Zero commissioni sulle prenotazioni dirette',
      instant: 'Conferma immediata con pagamento integrato',
      mobile: 'Pensato per lo smartphone, da cui prenota la maggior parte degli ospiti',
    },
    link: 'Scopri il booking engine',
  },
  automation: {
    title: 'Automazione dall’inizio alla fine del soggiorno',
    lead: 'Ogni prenotazione avvia un flusso che procede da solo. Puoi seguire ogni passaggio, ma non devi fare nulla a mano.',
    stepLabel: 'Passaggio {n}',
    steps: {
      newBooking: { title: 'Nuova prenotazione', text: 'La prenotazione arriva da un portale o dal tuo booking engine.' },
      syncCalendar: { title: 'Calendario sincronizzato', text: 'La disponibilità si aggiorna su tutti i canali e l’overbooking è evitato.' },
      saveCards: { title: 'Carte salvate ed elaborate', text: 'I dati della carta sono custoditi in sicurezza e l’addebito avviene alla data giusta.' },
      adjustPrices: { title: 'Prezzi adeguati automaticamente', text: 'Le tariffe dei giorni successivi si adattano alla nuova occupazione.' },
      welcomeEmail: { title: 'Email di benvenuto', text: 'L’ospite riceve le istruzioni per l’arrivo prima del check-in.' },
      cleaningApp: { title: 'App per le pulizie', text: 'Il personale delle pulizie riceve l’attività sullo smartphone appena la camera si libera.' },
      postCheckoutEmail: { title: 'Email dopo il check-out', text: 'Un ringraziamento personalizzato parte subito dopo la partenza.' },
      requestReviews: { title: 'Richiesta di recensione', text: 'L’ospite viene invitato a recensire il soggiorno su un sito di recensioni di viaggio.' },
    },
  },
  integrations: {
    title: 'Collegato ai portali usati dai tuoi ospiti',
    lead: 'Oltre {portals} portali di prenotazione, metodi di pagamento e strumenti collegati al tuo calendario.',
    link: 'Vedi tutte le integrazioni',
  },
  testimonials: {
    title: 'Chi lo usa, lo consiglia',
    items: {
      marina: {
        quote: 'Niente più paura dell’overbooking. Prima aggiornavo tre extranet a mano; oggi il calendario si gestisce da solo e io mi occupo degli ospiti.',
        name: 'Marina Albuquerque',
        role: 'Titolare di una pousada a Paraty',
      },
      ricardo: {
        quote: 'Le prenotazioni dirette crescono mese dopo mese, e la commissione che pagavamo ai portali ora resta nelle nostre casse.',
        name: 'Ricardo Menezes',
        role: 'Direttore d’albergo a Belo Horizonte',
      },
      ana: {
        quote: 'Gestisco da sola dodici appartamenti per vacanze. Le email automatiche e l’app per le pulizie mi hanno restituito ore ogni settimana.',
        name: 'Ana Paula Ferreira',
        role: 'Host a Florianópolis',
      },
    },
  },
  questions: {
    title: 'Domande frequenti',
    items: {
      setup: { q: 'Quanto tempo serve per iniziare?', a: 'Pochi minuti: inserisci la struttura, le camere e le tariffe e collega i canali che usi già. Il nostro team ti aiuta a importare le prenotazioni future.' },
      channels: { q: 'Quanti portali posso collegare?', a: 'Oltre {portals} portali di prenotazione, con disponibilità, prezzi e prenotazioni sincronizzati in tempo reale.' },
      trial: { q: 'Posso provarlo prima di abbonarmi?', a: 'Sì. La prova gratuita dura {days} giorni, non richiede la carta di credito e non ci sono costi di attivazione.' },
    },
    link: 'Vedi tutte le domande',
  },
  cta: {
    title: 'Guarda Estadia all’opera nella tua struttura',
    text: 'In una breve demo ti mostriamo come Estadia si inserisce nella routine quotidiana della tua struttura.',
  },
  advantages: {
    title: 'I vantaggi di scegliere Estadia',
    items: {
      allInOne: { title: 'Tutto in una piattaforma', text: 'PMS, channel manager, booking engine e pagamenti senza integrazioni improvvisate.' },
      realTime: { title: 'Sincronizzazione in tempo reale', text: 'Ogni vendita aggiorna subito tutti i canali.' },
      noCommission: { title: 'Nessuna commissione', text: 'Le prenotazioni dirette sono tue, fino all’ultimo centesimo.' },
      support: { title: 'Assistenza 24/7', text: 'Chat, email e telefono, a qualsiasi ora.' },
      mobile: { title: 'App mobile', text: 'Segui prenotazioni e attività da qualsiasi luogo.' },
      languages: { title: 'Quattro lingue', text: 'Portoghese, inglese, spagnolo e italiano per il tuo staff e i tuoi ospiti.' },
      setup: { title: 'Pronto in pochi minuti', text: 'Nessun costo di attivazione e il nostro team ti aiuta nella migrazione.' },
      backup: { title: 'Backup giornaliero', text: 'I tuoi dati copiati ogni giorno e protetti con la crittografia.' },
    },
  },
  problems: {
    title: 'Problemi comuni, soluzioni semplici',
    problemLabel: 'Problema',
    solutionLabel: 'Soluzione',
    button: 'Scopri come funziona',
    items: {
      overbooking: {
        title: 'Overbooking',
        problem: 'La stessa camera venduta su due portali, un ospite senza alloggio e una recensione negativa.',
        solution: 'Il channel manager chiude la data su tutti i canali nell’istante in cui arriva la prenotazione.',
      },
      manualWork: {
        title: 'Lavoro manuale',
        problem: 'Fogli di calcolo, messaggi copiati e incollati e attività dimenticate occupano la giornata dello staff.',
        solution: 'Le automazioni si occupano di email, pulizie e prezzi, e tutto resta registrato in un unico posto.',
      },
      commissions: {
        title: 'Dipendenza dai portali',
        problem: 'Ogni prenotazione dai portali costa una commissione, e il contatto con l’ospite resta a loro.',
        solution: 'Il booking engine senza commissioni porta l’ospite direttamente da te, con pagamento e conferma immediati.',
      },
    },
  },
  security: {
    title: 'I tuoi dati e quelli dei tuoi ospiti, protetti',
    text: 'Prendiamo sul serio la sicurezza in ogni livello della piattaforma, dalla conservazione delle carte agli accessi del tuo staff.',
    items: {
      lgpd: 'Conforme alla LGPD brasiliana',
      pci: 'Pagamenti in un ambiente PCI-DSS',
      encryption: 'Connessioni cifrate end-to-end',
      backup: 'Backup giornaliero e obiettivo di disponibilità del {uptime}%',
    },
    link: 'Fiducia e sicurezza',
  },
  badges: {
    title: 'Partnership e certificazioni',
    lead: 'Connettività certificata con i principali portali e pagamenti conformi agli standard di sicurezza del settore.',
    items: {
      connectivity: { title: 'Connettività certificata', text: 'Booking.com, Airbnb ed Expedia' },
      googleHotels: { title: 'Partner di integrazione', text: 'Google Hotel Ads' },
      pci: { title: 'Sicurezza dei pagamenti', text: 'PCI-DSS e 3DSecure' },
      lgpd: { title: 'Privacy', text: 'LGPD' },
    },
  },
  partners: {
    title: 'I partner che fanno parte di Estadia',
    lead: 'Metodi di pagamento, comunicazione e tecnologia integrati nella piattaforma.',
  },
} satisfies NamespaceHomeTranslation;

export default it_home;
