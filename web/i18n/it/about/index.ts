import type { NamespaceAboutTranslation } from '../../i18n-types';

const it_about = {
  title: 'Chi è Estadia',
  lead: 'Creiamo tecnologia perché gli host passino meno tempo tra fogli di calcolo e portali e più tempo a prendersi cura degli ospiti.',
  storyTitle: 'La nostra storia',
  story: 'Estadia è nata dalla quotidianità di chi gestisce strutture ricettive. Vedevamo locande, hotel e host di case vacanza aggiornare a mano i calendari su più portali, con la paura dell’overbooking, pagando commissioni alte su ogni prenotazione e senza tempo per ciò che conta davvero: accogliere bene.\n\nPer questo abbiamo costruito un’unica piattaforma che riunisce il gestionale della struttura, il channel manager e il motore di prenotazione diretta. Tutto è collegato: una prenotazione arrivata da un portale aggiorna la disponibilità su tutti gli altri, invia l’e-mail di benvenuto, pianifica le pulizie e finisce nel report finanziario, senza che nessuno debba scrivere due volte la stessa cosa.\n\nOggi lavoriamo con tutti, dall’host con un solo appartamento ai gruppi con decine di strutture, e continuiamo a migliorare il prodotto a partire da ciò che i clienti ci raccontano ogni giorno.',
  figuresTitle: 'Estadia in numeri',
  figures: {
    properties: 'strutture usano Estadia',
    countries: 'paesi con strutture attive',
    portals: 'portali di prenotazione collegati',
    revenue: 'di aumento medio dei ricavi',
  },
  missionTitle: 'Missione, visione e valori',
  missionLabel: 'Missione',
  mission: 'Dare a ogni struttura, di qualsiasi dimensione, gli strumenti delle grandi catene, in modo semplice e accessibile.',
  visionLabel: 'Visione',
  vision: 'Essere la piattaforma di cui gli host si fidano per vendere, gestire e crescere, in qualsiasi paese.',
  valuesLabel: 'Valori',
  values: {
    simplicity: { title: 'Semplicità', text: 'Se un’attività può essere automatica, deve esserlo. Se richiede il tuo intervento, deve bastare qualche clic.' },
    transparency: { title: 'Trasparenza', text: 'Prezzi chiari, nessuna commissione sulle prenotazioni e nessuna clausola nascosta nei nostri contratti.' },
    closeness: { title: 'Vicinanza', text: 'Assistenza umana 24 ore su 24, nella tua lingua, da persone che conoscono la vita di una struttura.' },
    security: { title: 'Sicurezza', text: 'I dati dei tuoi ospiti sono trattati con la stessa cura che pretendiamo per i nostri.' },
  },
  careersTitle: 'Lavora con noi',
  careersLead: 'Vuoi aiutare migliaia di host a lavorare meglio? Cerchiamo sempre persone curiose, attente e a cui piace risolvere problemi reali.',
  careersWhy: 'Lavoriamo da remoto, in team piccoli e autonomi, con cicli di rilascio brevi e contatto diretto con i clienti. Apprezziamo chi scrive in modo chiaro, chiede aiuto per tempo e lascia codice e processi migliori di come li ha trovati.',
  areasTitle: 'Aree in cui assumiamo più spesso',
  areas: {
    engineering: { title: 'Prodotto e ingegneria', text: 'Sviluppo web, integrazioni con portali e pagamenti, product design e dati.' },
    success: { title: 'Customer success', text: 'Onboarding, formazione e assistenza 24 ore su 24 per strutture di ogni dimensione.' },
    sales: { title: 'Vendite e partnership', text: 'Relazioni con host, catene alberghiere e partner tecnologici.' },
  },
  applyText: 'Non trovi una posizione aperta adatta al tuo profilo? Inviaci il tuo curriculum e raccontaci perché Estadia fa per te.',
  applyButton: 'Invia il curriculum',
  applySubject: 'Candidatura – Lavora con Estadia',
} satisfies NamespaceAboutTranslation;

export default it_about;
