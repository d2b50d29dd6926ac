import type { NamespaceFaqPageTranslation } from '../../i18n-types';

const it_faqPage = {
  title: 'Domande frequenti',
  lead: 'Tutto ciò che gli host chiedono più spesso prima di iniziare con Estadia. Apri tutte le domande che vuoi: ognuna si apre e si chiude in modo indipendente.',
  categoriesLabel: 'Categorie',
  categories: {
    general: 'Generale',
    channelManager: 'Channel Manager',
    bookingEngine: 'Motore di Prenotazione',
    support: 'Assistenza',
    pricing: 'Prezzi',
    payments: 'Pagamenti e Sicurezza',
  },
  general: {
    whatIs: {
      q: 'Che cos’è Estadia?',
      a: 'Estadia è un software gestionale alberghiero completo: riunisce in un’unica piattaforma il sistema di gestione della struttura (PMS), il channel manager e il motore di prenotazione diretta. Gestisci calendario, tariffe, ospiti, personale, pagamenti e recensioni senza passare da uno strumento all’altro.',
    },
    setup: {
      q: 'Quanto tempo richiede l’attivazione?',
      a: 'La configurazione iniziale richiede pochi minuti: inserisci la struttura, le camere e le tariffe e colleghi i canali che già usi. Il nostro team di onboarding ti accompagna nei primi passi e importa le prenotazioni future, così nel passaggio di sistema non si perde nulla.',
    },
    propertyTypes: {
      q: 'Per quali tipi di struttura è pensato Estadia?',
      a: 'Per tutti: hotel, locande, ostelli, B&B, case e appartamenti vacanza, campeggi e resort. Funziona altrettanto bene per una singola unità come per gruppi con più strutture.',
    },
    languages: {
      q: 'In quali lingue è disponibile il sistema?',
      a: 'La dashboard e il sito sono disponibili in portoghese, inglese, spagnolo e italiano. Ogni membro del team può usare la lingua che preferisce e il motore di prenotazione mostra a ogni ospite la lingua giusta.',
    },
  },
  channelManager: {
    portals: {
      q: 'A quanti portali di prenotazione si collega Estadia?',
      a: 'A oltre {portals} portali di prenotazione, tra cui Booking.com, Airbnb, Expedia e Decolar. Scegli tu quali canali attivare e puoi aggiungerne altri in qualsiasi momento.',
    },
    overbooking: {
      q: 'Come evita l’overbooking il channel manager?',
      a: 'Disponibilità, prezzi e prenotazioni si sincronizzano in tempo reale. Quando arriva una prenotazione da qualsiasi canale, la camera viene bloccata subito su tutti gli altri, così la stessa notte non viene mai venduta due volte.',
    },
    channelPrices: {
      q: 'Posso avere prezzi diversi su ogni canale?',
      a: 'Sì. Partendo dalla tariffa base, imposti per ogni canale un rincaro o uno sconto, in percentuale o a importo fisso. Così compensi la commissione di un portale oppure offri il prezzo migliore sul tuo sito, senza inserire le tariffe canale per canale.',
    },
  },
  bookingEngine: {
    install: {
      q: 'Come aggiungo il motore di prenotazione al mio sito?',
      a: 'Puoi integrarlo nel sito come widget oppure usare un link personalizzato con il tuo marchio. Il link funziona anche senza sito: condividilo sui social o su WhatsApp e ricevi prenotazioni dirette senza commissioni.',
    },
    customise: {
      q: 'Posso personalizzare la pagina di prenotazione?',
      a: 'Sì. Colori, caratteri, logo, foto e testi seguono l’identità della tua struttura, così l’ospite prenota su una pagina che sembra tua e non di un portale.',
    },
    gateways: {
      q: 'Quali metodi di pagamento accetta il motore di prenotazione?',
      a: 'Il motore si integra con i gateway di pagamento per accettare carta di credito, Pix, boleto e altre opzioni. La prenotazione è confermata non appena il pagamento viene approvato.',
    },
  },
  support: {
    channels: {
      q: 'Come funziona l’assistenza?',
      a: 'La nostra assistenza risponde 24 ore su 24, 7 giorni su 7, via chat, e-mail e telefono. Parli con persone che conoscono la quotidianità di una struttura ricettiva, in portoghese, inglese, spagnolo o italiano.',
    },
    training: {
      q: 'Offrite formazione?',
      a: 'Sì. Ogni cliente riceve un onboarding guidato, sessioni di formazione dal vivo per il team, video tutorial e una documentazione dettagliata da consultare quando serve.',
    },
  },
  pricing: {
    model: {
      q: 'Come funziona la fatturazione?',
      a: 'L’abbonamento è mensile o annuale e il prezzo dipende dal numero di camere o strutture e dalle funzioni scelte. Nella pagina dei prezzi puoi calcolare l’importo esatto per la tua struttura.',
    },
    quote: {
      q: 'Posso chiedere un preventivo personalizzato?',
      a: 'Sì. Per catene, gruppi con molte strutture o esigenze di integrazione particolari prepariamo un preventivo su misura. Parla con il nostro team dalla pagina dei contatti.',
    },
    trial: {
      q: 'C’è un periodo di prova gratuito?',
      a: 'Sì: {trialDays} giorni gratis, con accesso a tutte le funzioni e senza carta di credito. Alla fine della prova decidi tu se continuare.',
    },
    setupFee: {
      q: 'Ci sono costi di attivazione o commissioni sulle prenotazioni?',
      a: 'No. Non applichiamo costi di attivazione né commissioni sulle prenotazioni ricevute. Paghi solo l’abbonamento del piano scelto.',
    },
  },
  payments: {
    fees: {
      q: 'Estadia applica una commissione sui pagamenti che ricevo?',
      a: 'No. Estadia non applica commissioni di elaborazione. Paghi soltanto le tariffe del fornitore di pagamento che scegli, presso il quale devi avere un conto tuo.',
    },
    dataSecurity: {
      q: 'I dati dei miei ospiti sono al sicuro?',
      a: 'Sì. Le connessioni sono cifrate, l’accesso alla dashboard è protetto da autenticazione e i dati delle carte sono gestiti da fornitori certificati PCI-DSS. In ogni trattamento di dati personali rispettiamo la Legge generale sulla protezione dei dati brasiliana (LGPD).',
    },
    ownership: {
      q: 'A chi appartengono i dati della mia struttura?',
      a: 'A te. Puoi esportare prenotazioni e anagrafiche degli ospiti in qualsiasi momento. Se chiudi l’account, i dati vengono cancellati nei tempi previsti dai nostri termini di servizio.',
    },
    backup: {
      q: 'Ogni quanto vengono fatti i backup?',
      a: 'Eseguiamo ogni giorno il backup di tutti i dati, conservato in forma cifrata, così le informazioni si possono recuperare anche in caso di guasto.',
    },
  },
  moreTitle: 'Non hai trovato la risposta?',
  moreText: 'Il nostro team risponde rapidamente e ti aiuta a trovare la configurazione migliore per la tua struttura.',
  contactButton: 'Contattaci',
  homeButton: 'Torna alla Home',
} satisfies NamespaceFaqPageTranslation;

export default it_faqPage;
