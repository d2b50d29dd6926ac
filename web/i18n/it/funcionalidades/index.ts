import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const it_funcionalidades = {
  hero: {
    eyebrow: 'Funzionalità',
    title: 'PMS e channel manager in un’unica dashboard',
    lead: 'Segui occupazione, prenotazioni, ricavi e provenienza di ogni ospite in tempo reale, e gestisci tutti i canali di vendita dallo stesso posto.',
  },
  dashboard: {
    title: 'Tutto ciò che conta, in una schermata',
    lead: 'La dashboard di Estadia mostra l’andamento della tua struttura appena accedi.',
    badge: 'Esempio visivo',
    note: 'Illustrazione con valori di esempio, solo per mostrare come la dashboard presenta i dati.',
    kpisLabel: 'Indicatori del giorno',
    occupancy: 'Tasso di occupazione',
    bookingsToday: 'Prenotazioni di oggi',
    averageStay: 'Soggiorno medio',
    nights: '{value} notti',
    revenue: {
      title: 'Ricavi mensili',
      description: 'Grafico a barre dei ricavi da gennaio a giugno, in crescita da {first} a {last}.',
      month: 'Mese',
      amount: 'Ricavi',
    },
    sources: {
      title: 'Provenienza delle prenotazioni',
      description: 'Grafico ad anello: {list}.',
      direct: 'Diretto',
      booking: 'Booking.com',
      airbnb: 'Airbnb',
      others: 'Altri',
    },
  },
  explain: {
    title: 'Due sistemi che lavorano come uno solo',
    pms: {
      title: 'Che cos’è un PMS?',
      text: 'Il sistema di gestione della struttura (Property Management System) è il centro operativo: calendario, camere, tariffe, ospiti, pagamenti e attività dello staff. Sostituisce fogli di calcolo e quaderni e conserva lo storico di ogni soggiorno.',
    },
    channel: {
      title: 'Che cos’è un channel manager?',
      text: 'Il channel manager collega la tua struttura ai portali di prenotazione e mantiene disponibilità e prezzi sincronizzati su tutti. Quando una camera viene venduta su un canale, esce dalla vendita su tutti gli altri nello stesso istante.',
    },
    together: {
      title: 'Perché insieme?',
      text: 'Con entrambi sulla stessa piattaforma, ogni prenotazione entra direttamente nel calendario, avvia le automazioni e compare nei report. Niente importazioni, niente ritardi e niente overbooking.',
    },
  },
  advanced: {
    title: 'Funzioni avanzate',
    lead: 'Per chi vuole andare oltre le basi e crescere.',
    items: {
      multiProperty: { title: 'Più strutture', text: 'Gestisci un gruppo di strutture con un solo account e report consolidati.' },
      channelRates: { title: 'Tariffe per canale', text: 'Maggiorazioni o sconti in percentuale o importo fisso per ogni portale.' },
      restrictions: { title: 'Restrizioni di soggiorno', text: 'Soggiorno minimo e massimo, date chiuse all’arrivo o alla partenza e anticipo di prenotazione.' },
      automations: { title: 'Automazioni personalizzate', text: 'Regole tue per messaggi, attività e addebiti in ogni fase della prenotazione.' },
      reports: { title: 'Report avanzati', text: 'RevPAR, tariffa media e rendimento per canale, esportabili in foglio di calcolo.' },
      permissions: { title: 'Permessi per ruolo', text: 'Reception, pulizie, direzione e amministrazione, ciascuno con l’accesso giusto.' },
    },
  },
  extras: {
    title: 'Risorse extra',
    lead: 'Incluse per rendere la tua gestione più completa.',
    items: {
      api: 'API aperta per integrazioni proprie',
      backup: 'Backup giornaliero cifrato',
      whiteLabel: 'Il tuo marchio sulla pagina di prenotazione e nelle email',
      languages: 'Interfaccia in portoghese, inglese, spagnolo e italiano',
      support: 'Assistenza 24/7 via chat, email e telefono',
      loyalty: 'Programma fedeltà per gli ospiti che ritornano',
      chatbot: 'Chatbot per il sito della struttura',
      mobileApp: 'App mobile per la direzione e lo staff',
    },
  },
  trial: {
    title: 'Provalo gratis per {days} giorni',
    text: 'Crea il tuo account, collega i tuoi canali e guarda la dashboard con i tuoi dati. Senza carta di credito e senza costi di attivazione.',
  },
} satisfies NamespaceFuncionalidadesTranslation;

export default it_funcionalidades;
