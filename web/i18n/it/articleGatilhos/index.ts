import type { NamespaceArticleGatilhosTranslation } from '../../i18n-types';

const it_articleGatilhos = {
  intro: 'Tra il momento in cui un viaggiatore trova la tua struttura e il clic su «prenota» c’è una decisione, e le decisioni raramente sono del tutto razionali. L’ospite confronta prezzi, foto e recensioni, ma a decidere è anche la parte del cervello che cerca sicurezza, teme di perdere un’occasione e si fida di ciò che altri hanno approvato.\n\nLe leve psicologiche sono scorciatoie mentali che aiutano a decidere più in fretta. Usate con onestà non ingannano nessuno: chiariscono, nel momento giusto, perché vale la pena prenotare adesso e prenotare da te. In questo articolo raccogliamo le cinque leve che influenzano di più le prenotazioni e ti mostriamo come applicarle sul tuo sito, nel motore di prenotazione e sui portali.',
  listTitle: 'Le 5 leve che aumentano le prenotazioni',
  items: {
    t1: {
      title: 'Scarsità: mostra che la disponibilità è limitata',
      body: 'Diamo più valore a ciò che può finire. Quando l’ospite vede che restano solo due camere per le date scelte, la domanda non è più «prenoto?» ma «faccio ancora in tempo?». Per questo i grandi portali mostrano avvisi come «ultima camera disponibile».\n\nSul tuo sito la scarsità funziona meglio quando è reale e automatica. Un motore di prenotazione collegato al channel manager sa esattamente quante unità restano per ogni data e può mostrarlo senza che tu debba aggiornare nulla a mano.\n\nL’unica regola è non inventare mai la scarsità. Un ospite che vede «ultima camera» su tutte le date scopre il trucco, perde fiducia e prenota altrove. Mostra la disponibilità reale: in alta stagione parla da sola.',
    },
    t2: {
      title: 'Urgenza: dai un buon motivo per decidere ora',
      body: 'La scarsità riguarda la quantità; l’urgenza riguarda il tempo. Una tariffa promozionale valida fino a domenica, uno sconto per chi prenota con 60 giorni di anticipo o una condizione speciale per le prime prenotazioni di un ponte creano una scadenza, e le scadenze tolgono l’ospite dall’indecisione.\n\nL’urgenza è particolarmente utile per riempire i periodi più deboli. Invece di abbassare il prezzo di tutta la stagione, crea offerte con una data di fine per le settimane in cui l’occupazione prevista è sotto l’obiettivo, e diffondile con la newsletter e sui social.\n\nCome per la scarsità, mantieni le promesse: se l’offerta scade domenica, scade domenica. Le offerte che «finiscono oggi» tutti i giorni smettono di creare urgenza e iniziano a creare diffidenza.',
    },
    t3: {
      title: 'Riprova sociale: lascia parlare i tuoi ospiti',
      body: 'Quando siamo incerti, guardiamo cosa hanno fatto gli altri. Recensioni, punteggi medi e commenti degli ospiti sono la riprova sociale più potente dell’ospitalità: per molti viaggiatori un punteggio alto con decine di recensioni pesa più di qualsiasi descrizione tu possa scrivere.\n\nChiedi recensioni in modo sistematico, con un’e-mail automatica inviata subito dopo il check-out, e rispondi a tutte, critiche comprese, con cortesia e concretezza. Poi porta il meglio di quelle recensioni sul tuo sito e sulla pagina di prenotazione, vicino al pulsante per prenotare, che è proprio dove nasce il dubbio.\n\nAiutano anche altre forme di riprova sociale: il numero di ospiti accolti nell’ultimo anno, foto reali pubblicate dai visitatori e citazioni sulla stampa locale. L’importante è che tutto sia verificabile.',
    },
    t4: {
      title: 'Reciprocità: offri qualcosa prima di chiedere la prenotazione',
      body: 'Quando riceviamo qualcosa di valore, sentiamo il desiderio di ricambiare. Nell’ospitalità questo può iniziare già prima della prenotazione: una guida gratuita ai migliori ristoranti ed escursioni della zona, un itinerario per chi viaggia con bambini o consigli per arrivare evitando il traffico mostrano che tieni al viaggio dell’ospite, non solo alla tariffa.\n\nDurante il soggiorno, le piccole attenzioni moltiplicano l’effetto. Una colazione curata, un upgrade quando c’è disponibilità, un check-out posticipato o un messaggio di benvenuto personalizzato costano poco e portano recensioni migliori, passaparola e ritorni.\n\nLa reciprocità vale anche per chi prenota direttamente da te: offri un vantaggio esclusivo a chi prenota sul tuo sito, come il parcheggio incluso o un drink di benvenuto. L’ospite capisce che prenotare direttamente conviene, e tu risparmi la commissione.',
    },
    t5: {
      title: 'Autorevolezza: mostra perché fidarsi della tua struttura',
      body: 'Ci fidiamo di più di chi dimostra competenza e riconoscimenti. Marchi di qualità, premi dei portali di viaggio, certificazioni di sostenibilità e anni di esperienza sono segnali di autorevolezza che riducono il rischio percepito dall’ospite, soprattutto da chi ancora non ti conosce.\n\nMostra questi segnali in modo discreto ma visibile: nel piè di pagina del sito, nella pagina di prenotazione e nella firma delle tue e-mail. Anche un processo di pagamento sicuro, con marchi riconosciuti e conferma immediata, trasmette professionalità nel momento più delicato dell’acquisto.\n\nI contenuti utili rafforzano l’autorevolezza. Un blog o una guida con informazioni aggiornate sulla zona dimostra che conosci la destinazione meglio di chiunque altro, e chi conosce la destinazione è la persona giusta per ospitare il viaggio.',
    },
  },
  conclusionTitle: 'Usa le leve con etica e costanza',
  conclusion: 'Le cinque leve funzionano meglio insieme: disponibilità reale e offerte a tempo danno il motivo per agire, recensioni e marchi danno la sicurezza, e le piccole attenzioni trasformano gli ospiti soddisfatti in promotori della tua struttura.\n\nCiò che le accomuna è la verità. Le leve usate per ingannare funzionano una volta e ti costano la reputazione; quelle usate per comunicare con chiarezza aumentano le prenotazioni in modo sostenibile. Con un motore di prenotazione e un channel manager integrati, gran parte di questo lavoro diventa automatica: la disponibilità è sempre esatta, le richieste di recensione partono da sole e le offerte compaiono su tutti i canali nello stesso momento.',
} satisfies NamespaceArticleGatilhosTranslation;

export default it_articleGatilhos;
