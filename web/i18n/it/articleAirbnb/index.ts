import type { NamespaceArticleAirbnbTranslation } from '../../i18n-types';

const it_articleAirbnb = {
  intro: 'Airbnb conta milioni di annunci e nelle destinazioni turistiche la concorrenza è altissima. La buona notizia è che l’algoritmo della piattaforma e gli ospiti stessi premiano gli stessi comportamenti: annunci completi, prezzi coerenti, risposte rapide e soggiorni che si concludono con buone recensioni.\n\nAbbiamo raccolto dieci consigli pratici, messi alla prova da host che usano Estadia, per guadagnare visibilità, trasformare più visite in prenotazioni e costruire una reputazione che lavori per te stagione dopo stagione.',
  listTitle: '10 consigli per distinguersi su Airbnb',
  items: {
    t1: {
      title: 'Investi in foto di qualità',
      body: 'La prima cosa che l’ospite vede è la foto di copertina, ed è lei a decidere se cliccherà sul tuo annuncio o su quello accanto. Scatta con luce naturale, con gli ambienti in ordine e dagli angoli delle stanze, per mostrare tutto lo spazio. Se puoi, affidati a un fotografo di immobili: l’investimento di solito si ripaga con le prime prenotazioni.\n\nOrdina le foto come una visita: facciata o vista, soggiorno, camere, bagni, cucina e spazi esterni. Includi anche i dettagli che ti distinguono, come il balcone, la vasca o la scrivania, e aggiorna le immagini ogni volta che rinnovi l’arredamento.',
    },
    t2: {
      title: 'Scrivi un titolo e una descrizione che vendono',
      body: 'Il titolo deve dire in poche parole cosa rende speciale il posto: «Appartamento vista mare a 50 m dalla spiaggia» comunica molto più di «Bellissimo appartamento». Usa lo spazio per la posizione, il punto di forza principale e il tipo di ospite ideale.\n\nNella descrizione parti da ciò che l’ospite vuole sapere di più: quante persone può ospitare, come sono i letti, cosa c’è nei dintorni e come funziona il check-in. Sii onesto sui limiti, come scale o rumore della strada. Aspettative corrette evitano recensioni negative.',
    },
    t3: {
      title: 'Imposta prezzi dinamici e competitivi',
      body: 'Chiedere lo stesso prezzo tutto l’anno significa perdere soldi in alta stagione e prenotazioni in bassa. Adegua i prezzi alla domanda: festività, eventi in città, giorni della settimana e anticipo della prenotazione cambiano quanto l’ospite è disposto a pagare.\n\nTieni d’occhio gli annunci simili al tuo nella stessa zona e posizionati in base a ciò che offri. Gli sconti settimanali e mensili aiutano a riempire periodi lunghi e riducono il lavoro dei cambi ospite. Uno strumento di prezzi automatici può fare questi aggiustamenti per te ogni giorno.',
    },
    t4: {
      title: 'Rispondi in fretta a ogni messaggio',
      body: 'Il tasso e il tempo di risposta compaiono sul tuo profilo e influenzano il posizionamento dell’annuncio. Gli ospiti che chiedono qualcosa prima di prenotare tendono a prenotare da chi risponde per primo, quindi ogni ora di ritardo può significare una prenotazione persa.\n\nPrepara risposte pronte per le domande più frequenti, come parcheggio, animali domestici e orari di check-in, e personalizzale con il nome dell’ospite. Una casella di posta unificata, che riunisce i messaggi di tutti i canali in un unico posto, evita che qualche domanda resti senza risposta.',
    },
    t5: {
      title: 'Attiva la Prenotazione immediata',
      body: 'Molti viaggiatori filtrano la ricerca per vedere solo gli annunci con Prenotazione immediata, perché vogliono assicurarsi l’alloggio senza attendere un’approvazione. Attivarla aumenta la visibilità dell’annuncio ed elimina un passaggio in cui l’ospite potrebbe rinunciare.\n\nSe temi di ricevere chiunque, usa i requisiti offerti dalla piattaforma, come profilo verificato e recensioni positive precedenti, e rendi molto chiare le regole della casa. Con il calendario sempre sincronizzato, la Prenotazione immediata smette di essere un rischio.',
    },
    t6: {
      title: 'Tieni il calendario sempre aggiornato',
      body: 'Cancellare una prenotazione perché la data era già occupata su un altro canale comporta penali, recensioni negative automatiche e può persino sospendere l’annuncio. Se pubblichi su Airbnb e su altri portali, aggiornare a mano non basta.\n\nUn channel manager aggiorna la disponibilità su tutti i canali nell’istante in cui arriva una prenotazione, eliminando l’overbooking. Approfittane anche per aprire il calendario con largo anticipo: chi pianifica viaggi lunghi o internazionali prenota con mesi di anticipo.',
    },
    t7: {
      title: 'Offri i servizi che fanno la differenza',
      body: 'Un Wi-Fi veloce e stabile oggi è essenziale quanto l’acqua calda, soprattutto per chi lavora in viaggio. Indica la velocità della connessione nell’annuncio e, se possibile, offri una postazione di lavoro con scrivania e sedia comode.\n\nPensa anche ai dettagli che gli ospiti citano nelle recensioni: biancheria di qualità, tende oscuranti, cucina attrezzata, caffè, asciugacapelli e un kit di pulizia di base. Seleziona tutti i servizi nell’annuncio, perché molti ospiti li usano come filtri di ricerca.',
    },
    t8: {
      title: 'Garantisci una pulizia impeccabile',
      body: 'La pulizia è uno degli aspetti che gli ospiti valutano a parte, e un voto basso su questo punto abbassa la media complessiva. Crea una lista di controllo per ogni cambio ospite, con attenzione a bagni, cucina, biancheria e angoli dimenticati, come sotto i letti e dietro le porte.\n\nOrganizza il calendario delle pulizie in base alle date di check-out e check-in, così il team sa esattamente cosa fare ogni giorno. Le app per le pulizie integrate con il gestionale avvisano il team automaticamente e registrano quando ogni unità è pronta.',
    },
    t9: {
      title: 'Cura la comunicazione prima, durante e dopo il soggiorno',
      body: 'Un messaggio di conferma subito dopo la prenotazione, le istruzioni di arrivo qualche giorno prima del check-in e un breve contatto il primo giorno fanno capire all’ospite di essere in buone mani. Indica con chiarezza indirizzo, come entrare, password del Wi-Fi e regole della casa.\n\nUna guida digitale con consigli su ristoranti, negozi ed escursioni aggiunge valore e riduce le domande ripetute. Questi messaggi possono essere programmati per partire automaticamente al momento giusto, senza che tu debba ricordarti di ogni prenotazione.',
    },
    t10: {
      title: 'Chiedi recensioni e rispondi a tutte',
      body: 'Le recensioni sono il motore di Airbnb: influenzano la posizione nelle ricerche, la scelta dei prossimi ospiti e l’accesso a riconoscimenti come lo status di Superhost. Dopo il check-out, invia un messaggio di ringraziamento che inviti l’ospite a recensire il soggiorno, e recensiscilo anche tu.\n\nRispondi pubblicamente alle recensioni, ringraziando per i complimenti e affrontando le critiche con calma e soluzioni concrete. I futuri ospiti leggono queste risposte e apprezzano gli host che ascoltano e migliorano.',
    },
  },
  conclusionTitle: 'Piccoli accorgimenti, grandi risultati',
  conclusion: 'Nessuno di questi consigli richiede grandi investimenti, ma insieme cambiano il modo in cui Airbnb e gli ospiti vedono il tuo annuncio. Parti dalle foto e dalla descrizione, attiva la Prenotazione immediata e assicurati che il calendario non sia mai disallineato.\n\nCon Estadia, la sincronizzazione con Airbnb e gli altri canali, i messaggi automatici, il calendario delle pulizie e le richieste di recensione funzionano da un’unica dashboard. Così guadagni tempo per ciò che nessuno strumento può sostituire: accogliere bene.',
} satisfies NamespaceArticleAirbnbTranslation;

export default it_articleAirbnb;
