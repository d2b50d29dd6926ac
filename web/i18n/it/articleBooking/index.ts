import type { NamespaceArticleBookingTranslation } from '../../i18n-types';

const it_articleBooking = {
  intro: 'Booking.com è uno dei più grandi canali di prenotazione al mondo e, per molte locande e hotel, la principale fonte di ospiti. Ma essere su Booking non basta: la posizione del tuo annuncio nei risultati di ricerca dipende da una serie di fattori su cui puoi intervenire.\n\nIn questo articolo abbiamo raccolto otto consigli per guadagnare visibilità su Booking.com, dalle impostazioni più semplici ai programmi speciali della piattaforma, perché la tua struttura raggiunga più viaggiatori e trasformi più visite in prenotazioni.',
  listTitle: '8 consigli per la visibilità su Booking.com',
  items: {
    t1: {
      title: 'Offri condizioni flessibili e prezzi competitivi',
      body: 'L’algoritmo di Booking favorisce le strutture che convertono bene, e i viaggiatori prenotano più volentieri quando sanno di poter cancellare gratuitamente. Le condizioni di cancellazione flessibili di solito aumentano il tasso di conversione e, con esso, la posizione in classifica.\n\nPer non perdere ricavi con le cancellazioni, affianca alla tariffa flessibile una tariffa non rimborsabile un po’ più economica: l’ospite sceglie e tu ti assicuri parte delle prenotazioni. Mantieni prezzi competitivi rispetto ai concorrenti diretti e coerenti con gli altri canali, perché grandi differenze di prezzo penalizzano la tua valutazione sulla piattaforma.',
    },
    t2: {
      title: 'Sfrutta dati e analisi',
      body: 'L’extranet di Booking offre report sulle prestazioni, confronti con la concorrenza e informazioni sulla domanda per le date future. Consulta spesso questi dati per capire da dove arrivano i tuoi ospiti, con quanto anticipo prenotano e in quale momento abbandonano.\n\nIncrociali con i numeri del tuo gestionale: occupazione, tariffa media giornaliera e ricavo per camera disponibile. Le decisioni basate sui dati, come lanciare un’offerta per un periodo debole o ritoccare il prezzo di una tipologia di camera, hanno molte più probabilità di funzionare delle intuizioni.',
    },
    t3: {
      title: 'Apri il calendario con largo anticipo',
      body: 'Molti viaggiatori, soprattutto stranieri e famiglie, pianificano le vacanze con mesi di anticipo. Se il tuo calendario è aperto solo per le prossime settimane, la tua struttura semplicemente non compare a chi cerca date più lontane.\n\nMantieni disponibilità e tariffe caricate per almeno dodici mesi. Con un channel manager lo fai una sola volta e viene replicato su tutti i canali, e i prezzi si possono ritoccare in seguito, man mano che la domanda si conferma.',
    },
    t4: {
      title: 'Valuta il booster di visibilità',
      body: 'Booking offre strumenti che aumentano la visibilità dell’annuncio in cambio di una commissione più alta sulle prenotazioni generate, come il Visibility Booster, attivabile per date specifiche. È un modo per comparire di più nei periodi strategici.\n\nUsa il booster con giudizio: conviene nelle date con bassa occupazione prevista o quando devi riempire in fretta un periodo, ma riduce il margine di ogni prenotazione. Monitora il risultato di ogni attivazione e confronta il costo aggiuntivo con i ricavi che ha portato.',
    },
    t5: {
      title: 'Partecipa ai programmi speciali',
      body: 'Il programma fedeltà di Booking, Genius, offre sconti ai viaggiatori abituali, e le strutture aderenti ottengono risalto presso questo pubblico, che tende a prenotare di più e per soggiorni più lunghi. In cambio offri uno sconto ai membri del programma.\n\nIl badge di partner preferito, del programma Preferred, distingue le strutture con buone prestazioni e buone recensioni e dà loro più visibilità nei risultati di ricerca. Verifica nell’extranet quali programmi sono disponibili per la tua struttura e quali requisiti devi rispettare.',
    },
    t6: {
      title: 'Sii rapido e presente',
      body: 'Rispondere in fretta ai messaggi e alle richieste speciali degli ospiti migliora la loro esperienza e la tua reputazione sulla piattaforma. Conferma le prenotazioni senza ritardi, mantieni sempre corrette le informazioni sulla struttura e risolvi i problemi prima che diventino reclami.\n\nUna casella di posta unificata e i messaggi automatici ti aiutano a essere presente anche nei giorni più intensi: l’ospite riceve conferma, istruzioni di arrivo e ringraziamento al momento giusto, e tu ti occupi di persona solo di ciò che richiede davvero attenzione.',
    },
    t7: {
      title: 'Definisci il tuo pubblico ideale',
      body: 'Famiglie, coppie, viaggiatori d’affari e gruppi di amici cercano cose diverse. Quando sai chi è il tuo ospite ideale, puoi scegliere le foto, i servizi e le tariffe che attirano di più quel pubblico.\n\nUna locanda vicino a un centro congressi può mettere in evidenza Wi-Fi, scrivania e colazione presto; una struttura sul mare può puntare su camere familiari, parcheggio e distanza dalla spiaggia. Compila tutte le caratteristiche dell’annuncio, perché i filtri di ricerca di Booking dipendono da esse.',
    },
    t8: {
      title: 'Cura l’annuncio con foto di qualità e descrizioni stagionali',
      body: 'Gli annunci con molte foto luminose e aggiornate ricevono più clic. Mostra tutte le tipologie di camera, i bagni, le aree comuni e i dintorni, e sostituisci le immagini vecchie ogni volta che ristrutturi o cambi l’arredamento.\n\nAggiorna anche le descrizioni in base alla stagione: d’estate metti in risalto piscina, spiaggia e attività all’aperto; d’inverno camino, gastronomia ed eventi della zona. Un annuncio curato ispira fiducia e aiuta il viaggiatore a immaginare il proprio soggiorno.',
    },
  },
  conclusionTitle: 'La visibilità nasce dalla costanza',
  conclusion: 'Non esiste un unico trucco per salire nel ranking di Booking.com. Funziona la somma di prezzi competitivi, calendario aperto, annuncio completo, risposte rapide e buone recensioni, mantenuta ogni giorno.\n\nCon Estadia, tariffe e disponibilità arrivano a Booking e agli altri canali nello stesso momento, i messaggi partono in automatico e i report mostrano cosa sta funzionando. E mentre Booking porta nuovi ospiti, il tuo motore di prenotazione ti aiuta a farli tornare senza commissioni.',
} satisfies NamespaceArticleBookingTranslation;

export default it_articleBooking;
