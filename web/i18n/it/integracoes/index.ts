import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const it_integracoes = {
  hero: {
    eyebrow: 'Integrazioni',
    title: 'Collega Estadia a tutto ciò che usa la tua struttura',
    lead: 'Oltre {portals} portali di prenotazione, metodi di pagamento, serrature intelligenti, contabilità e strumenti di marketing che scambiano dati con il tuo calendario, senza doppi inserimenti.',
  },
  main: {
    title: 'Integrazioni principali',
    lead: 'I portali e i motori di ricerca di viaggio che portano la maggior parte delle prenotazioni.',
  },
  table: {
    title: 'Tutte le integrazioni per tipo',
    caption: 'Integrazioni disponibili in Estadia, raggruppate per tipo',
    type: 'Tipo',
    integrations: 'Integrazioni',
    purpose: 'A cosa serve',
    trademarks: 'I nomi citati sono marchi dei rispettivi titolari e compaiono qui solo per identificare le integrazioni.',
  },
  types: {
    ota: { name: 'Portali di prenotazione (OTA)', purpose: 'Disponibilità, tariffe e prenotazioni sincronizzate in tempo reale dal channel manager.' },
    metasearch: { name: 'Metamotori di ricerca', purpose: 'Mostrano la tua tariffa diretta accanto ai portali e portano l’ospite al tuo booking engine.' },
    payments: { name: 'Pagamenti', purpose: 'Incasso con carta, Pix, boleto, portafogli digitali e Bitcoin, con riconciliazione automatica.' },
    communication: { name: 'Comunicazione', purpose: 'Email e messaggi automatici per gli ospiti, con campagne per chi ha già soggiornato.' },
    revenue: { name: 'Revenue management', purpose: 'Suggerimenti di prezzo basati sulla domanda di mercato, applicati al calendario.' },
    locks: { name: 'Serrature intelligenti', purpose: 'Codici di accesso generati per ogni prenotazione e inviati all’ospite.' },
    accounting: { name: 'Contabilità e fatturazione', purpose: 'Ricavi, incassi e fatture inviati al tuo sistema amministrativo.' },
    analytics: { name: 'Analisi e marketing', purpose: 'Misurazione delle visite e delle conversioni del tuo booking engine.' },
    automation: { name: 'Automazione', purpose: 'Eventi delle prenotazioni collegati a migliaia di app, senza programmare.' },
  },
  custom: {
    title: 'Ti serve un’integrazione su misura?',
    text: 'Con la nostra API aperta colleghi sistemi propri e partner locali. Se preferisci, il nostro team valuta e sviluppa l’integrazione insieme a te.',
  },
} satisfies NamespaceIntegracoesTranslation;

export default it_integracoes;
