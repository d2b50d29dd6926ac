import type { NamespacePagamentosTranslation } from '../../i18n-types';

const it_pagamentos = {
  hero: {
    eyebrow: 'Elaborazione dei pagamenti',
    title: 'Incassa online, senza commissioni di elaborazione da parte di Estadia',
    lead: 'Fai pagare le prenotazioni con carta, Pix, boleto e altri metodi direttamente in Estadia. Scegli tu il fornitore di pagamento e il denaro arriva sul tuo conto.',
  },
  noFee: {
    title: 'Nessuna commissione Estadia',
    text: 'Estadia non applica alcuna commissione sui pagamenti. Paghi solo le tariffe del fornitore di pagamento che scegli, e ti serve un account presso di lui.',
  },
  processing: {
    title: 'Pagamento al momento della prenotazione',
    text: 'Nel booking engine l’ospite paga mentre prenota e la conferma parte subito. Per le prenotazioni dai portali, Estadia custodisce in sicurezza i dati della carta per l’addebito alla data concordata.',
    points: {
      instant: 'Conferma immediata della prenotazione pagata',
      deposit: 'Acconto, pagamento completo o pagamento all’arrivo, secondo la tua politica',
      policies: 'Condizioni di cancellazione applicate automaticamente',
    },
  },
  cards: {
    title: 'Addebito di carte e carte virtuali',
    text: 'Addebita le carte di credito salvate e le carte virtuali inviate dai portali senza digitare alcun numero.',
    points: {
      stored: 'Carte custodite in un ambiente sicuro e addebitate con un clic',
      virtual: 'Carte virtuali dei portali addebitate automaticamente alla data in cui diventano disponibili',
      preauth: 'Preautorizzazione per depositi cauzionali e addebito di danni',
      refunds: 'Rimborsi totali o parziali direttamente dalla prenotazione',
    },
  },
  requests: {
    title: 'Richieste e monitoraggio dei pagamenti',
    text: 'Invia un link di pagamento via email o WhatsApp e segui ogni addebito finché il denaro non arriva sul tuo conto.',
    points: {
      links: 'Link di pagamento con importo e scadenza definiti',
      status: 'Lo stato di ogni pagamento: in attesa, pagato, rifiutato o rimborsato',
      reminders: 'Promemoria automatici per i pagamenti in sospeso',
      reconciliation: 'Report degli incassi da riconciliare con la banca',
    },
  },
  options: {
    title: 'Opzioni di pagamento',
    lead: 'Offri agli ospiti il metodo di pagamento che preferiscono.',
    items: {
      cardProvider: { title: 'Carte di credito e di debito', text: 'Tramite il fornitore di carte che scegli, con pagamento a rate dove disponibile.' },
      wallet: { title: 'Portafoglio digitale', text: 'Pagamento con l’account di un fornitore di portafoglio digitale, senza digitare la carta.' },
      pix: { title: 'Pix', text: 'Pagamento istantaneo brasiliano tramite codice QR o codice da copiare e incollare, confermato in pochi secondi.' },
      bankTransfer: { title: 'Bonifico bancario', text: 'I dati del tuo conto inviati all’ospite, con registrazione manuale o tramite riconciliazione.' },
      cheque: { title: 'Assegno', text: 'L’assegno ricevuto registrato sulla prenotazione stessa.' },
      offline: { title: 'Pagamento offline', text: 'Contanti o POS alla reception, registrati per il tuo controllo.' },
      boleto: { title: 'Boleto', text: 'Bollettino bancario brasiliano generato con scadenza e inviato all’ospite.' },
      bitcoin: { title: 'Bitcoin', text: 'Incassa in Bitcoin, con conversione facoltativa nella valuta locale.' },
    },
  },
  currencies: {
    title: 'Più valute',
    text: 'Accogli ospiti da tutto il mondo: con uno dei fornitori sono accettate oltre {count} valute, e la conversione la fa il fornitore stesso.',
  },
  security: {
    title: 'Sicurezza e conformità',
    lead: 'I pagamenti seguono gli standard richiesti in Brasile e in Europa.',
    badgesLabel: 'Certificazioni di sicurezza',
    badges: {
      sca: { name: 'SCA', text: 'Autenticazione forte del cliente nei pagamenti europei.' },
      psd2: { name: 'PSD2', text: 'Conformità alla direttiva europea sui servizi di pagamento.' },
      threeDSecure: { name: '3DSecure', text: 'Il titolare della carta conferma il pagamento con la propria banca.' },
      lgpd: { name: 'LGPD', text: 'Dati personali trattati secondo la legge brasiliana sulla protezione dei dati.' },
      pciDss: { name: 'PCI-DSS', text: 'Dati delle carte custoditi ed elaborati secondo lo standard del settore delle carte.' },
    },
  },
  questions: {
    title: 'Domande frequenti sui pagamenti',
    items: {
      fee: { q: 'Estadia applica commissioni sui pagamenti?', a: 'No. Estadia non applica commissioni di elaborazione. Paghi solo le tariffe del fornitore di pagamento scelto, secondo il contratto che hai con lui.' },
      account: { q: 'Mi serve un account presso un fornitore di pagamento?', a: 'Sì. Per incassare online ti serve un account presso il fornitore scelto. Ti aiutiamo a collegarlo a Estadia durante la configurazione.' },
      payout: { q: 'Quando arriva il denaro sul mio conto?', a: 'I tempi li stabilisce il fornitore di pagamento: con Pix l’importo arriva subito; con le carte segue i tempi di accredito del tuo contratto.' },
      virtualCards: { q: 'Come funzionano le carte virtuali dei portali?', a: 'I portali inviano una carta virtuale insieme alla prenotazione. Estadia ne custodisce i dati in sicurezza e la addebita automaticamente alla data in cui diventa disponibile.' },
      currencies: { q: 'Posso incassare in altre valute?', a: 'Sì. Con uno dei fornitori sono accettate oltre {count} valute e il fornitore le converte nella valuta del tuo conto.' },
      security: { q: 'I dati delle carte sono al sicuro?', a: 'Sì. I dati delle carte sono custoditi in un ambiente PCI-DSS, i pagamenti usano 3DSecure e l’autenticazione forte quando richiesta, e i dati personali seguono la LGPD.' },
    },
  },
  cta: {
    title: 'Inizia a incassare online oggi',
    text: 'Parla con il nostro team e collega il tuo fornitore di pagamento a Estadia.',
  },
} satisfies NamespacePagamentosTranslation;

export default it_pagamentos;
