import type { NamespaceArticleMotorTranslation } from '../../i18n-types';

const it_articleMotor = {
  intro: 'I portali di prenotazione sono ottimi per farsi trovare, ma ogni prenotazione che portano ha un costo: commissioni che possono superare il 15% del soggiorno e un ospite i cui contatti appartengono al portale, non a te. Un motore di prenotazione proprio cambia questa equazione.\n\nIl motore di prenotazione è il sistema che permette all’ospite di scegliere le date, vedere disponibilità e prezzi e prenotare direttamente presso la tua struttura, pagando subito. Ecco perché è diventato indispensabile per hotel, locande e host di case vacanza.',
  listTitle: 'I vantaggi di un motore di prenotazione proprio',
  items: {
    b1: {
      title: 'Più profitto su ogni prenotazione',
      body: 'Senza intermediari, la prenotazione diretta non paga commissioni. Per ogni 100 che incassi per una notte, una commissione del 15% te ne porta via 15; nell’arco di un anno, la differenza tra vendere tramite i portali e vendere direttamente può pagare una ristrutturazione, un nuovo collaboratore o semplicemente aumentare il tuo utile.\n\nQuesto margine in più ti lascia anche la libertà di offrire il prezzo migliore o un vantaggio esclusivo a chi prenota direttamente, e il circolo si rafforza: sempre più ospiti imparano che conviene prenotare sul tuo sito.',
    },
    b2: {
      title: 'Un rapporto diretto con l’ospite',
      body: 'Quando l’ospite prenota da te, la conversazione inizia dal primo contatto. Invii la conferma con il tuo marchio, proponi offerte prima dell’arrivo, personalizzi l’accoglienza e resti in contatto dopo il soggiorno.\n\nQuesto rapporto è la base della fidelizzazione. Un ospite che ha vissuto una bella esperienza e riceve da te un’offerta per il prossimo viaggio ha molte più probabilità di tornare, e di tornare direttamente, senza passare dal portale.',
    },
    b3: {
      title: 'Dati degli ospiti che sono tuoi',
      body: 'Con le prenotazioni dirette, i dati dell’ospite, con il dovuto consenso, restano alla tua struttura: nome, e-mail, preferenze, date di viaggio e storico dei soggiorni. Con queste informazioni capisci chi è il tuo pubblico e da dove arriva.\n\nQuesti dati alimentano campagne e-mail, programmi fedeltà e decisioni di prezzo e marketing molto più precise. Tutto trattato nel rispetto delle norme sulla protezione dei dati, con trasparenza verso l’ospite sull’uso delle informazioni.',
    },
    b4: {
      title: 'La flessibilità di vendere a modo tuo',
      body: 'Nel tuo motore di prenotazione le regole sono tue. Crei pacchetti con colazione o escursioni, offri codici sconto, definisci le tue condizioni di cancellazione e vendi extra come transfer e check-out posticipato al momento della prenotazione.\n\nAnche la pagina di prenotazione segue la tua identità visiva, con colori, caratteri, logo e foto scelti da te. L’ospite prenota in un ambiente che sembra tuo e non di un portale, e questo trasmette fiducia e valorizza il tuo marchio.',
    },
  },
  sections: {
    sync: {
      title: 'Sincronizzazione in tempo reale, senza overbooking',
      body: 'Un timore comune è vendere la stessa notte sul sito e su un portale nello stesso momento. Quando il motore di prenotazione è integrato con il channel manager, questo non succede: ogni prenotazione fatta sul sito aggiorna subito la disponibilità su tutti i canali, e ogni prenotazione dai portali blocca la data sul sito.\n\nPrezzi, restrizioni e disponibilità si gestiscono in un unico posto, e la conferma arriva all’ospite non appena il pagamento viene approvato, con carta, Pix o boleto.',
    },
    noWebsite: {
      title: 'Non serve avere un sito',
      body: 'Non hai un sito? Nessun problema. Il motore di prenotazione di Estadia crea una tua pagina di prenotazione, con un link personalizzato con il tuo marchio da condividere su Instagram, Facebook, WhatsApp o Google.\n\nSe hai già un sito, il motore si può integrare come widget, con un pulsante per prenotare in ogni pagina. In entrambi i casi la configurazione richiede pochi minuti e nessuna competenza tecnica, e l’ospite vede disponibilità e prezzi in tempo reale e paga in sicurezza nella stessa pagina.',
    },
  },
  conclusionTitle: 'Usa i portali per farti trovare e il tuo motore per crescere',
  conclusion: 'I portali restano importanti per attirare nuovi ospiti. Il tuo motore di prenotazione è ciò che trasforma quegli ospiti in clienti tuoi, con più profitto per prenotazione, un rapporto diretto e dati per crescere.\n\nEstadia include una pagina di prenotazione gratuita e personalizzabile, integrata con il channel manager e i principali metodi di pagamento, senza commissioni sulle prenotazioni.',
} satisfies NamespaceArticleMotorTranslation;

export default it_articleMotor;
