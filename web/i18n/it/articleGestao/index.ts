import type { NamespaceArticleGestaoTranslation } from '../../i18n-types';

const it_articleGestao = {
  intro: 'Gestire una struttura ricettiva significa tenere in equilibrio molte cose insieme: occupazione e tariffa media, costi e qualità, canali di vendita e rapporto con l’ospite. Chi improvvisa finisce per spegnere incendi; chi ha una strategia può crescere in modo prevedibile.\n\nAbbiamo raccolto dieci strategie di gestione alberghiera che funzionano per hotel, locande e ostelli di ogni dimensione. Non serve applicarle tutte insieme: scegli quelle che risolvono le tue sfide più grandi di oggi e procedi passo dopo passo.',
  listTitle: '10 strategie per una gestione alberghiera efficiente',
  items: {
    t1: {
      title: 'Usa i dati e prevedi la domanda',
      body: 'Ogni buona decisione parte dai numeri. Monitora il tasso di occupazione, la tariffa media giornaliera (ADR), il ricavo per camera disponibile (RevPAR), l’anticipo delle prenotazioni e la provenienza degli ospiti. Con questo storico puoi prevedere la domanda delle prossime settimane e dei prossimi mesi.\n\nPrevedere la domanda permette di agire in anticipo: rinforzare il personale per una festività, lanciare un’offerta per un periodo debole o alzare i prezzi quando la richiesta cresce. I report automatici del gestionale fanno risparmiare ore di fogli di calcolo e tengono questi indicatori sempre a portata di mano.',
    },
    t2: {
      title: 'Applica prezzi dinamici e yield management',
      body: 'Il prezzo ideale di una camera cambia con la data, l’anticipo, l’occupazione e la concorrenza. Lo yield management, o revenue management, consiste nell’adeguare i prezzi a queste variabili per vendere ogni notte al miglior valore possibile.\n\nIn pratica significa alzare le tariffe quando l’occupazione cresce, impostare restrizioni come il soggiorno minimo nelle date di alta domanda e offrire condizioni interessanti nei periodi più vuoti. Gli strumenti di prezzi dinamici applicano queste regole automaticamente su tutti i canali.',
    },
    t3: {
      title: 'Segmenta il tuo mercato',
      body: 'Non tutti gli ospiti sono uguali. I viaggiatori d’affari apprezzano posizione, Wi-Fi e flessibilità; le famiglie cercano spazio, sicurezza e colazione; le coppie esperienze e riservatezza. Ogni segmento reagisce in modo diverso a prezzi, pacchetti e messaggi.\n\nIndividua i segmenti più redditizi per la tua struttura e crea offerte specifiche per ciascuno: tariffe aziendali, pacchetti weekend, promozioni per soggiorni lunghi. Portare il messaggio giusto al pubblico giusto aumenta la conversione senza bisogno di abbassare i prezzi.',
    },
    t4: {
      title: 'Diversifica i canali di distribuzione e controlla l’overbooking',
      body: 'Dipendere da un solo portale è rischioso: un cambio di algoritmo o di commissione può far crollare le prenotazioni da un giorno all’altro. Distribuisci la disponibilità tra i principali portali, agenzie, tour operator e soprattutto il tuo motore di prenotazione.\n\nPiù canali hai, più cresce il rischio di vendere due volte la stessa notte. La gestione dell’overbooking parte da un channel manager che sincronizza la disponibilità in tempo reale e da regole chiare per i casi eccezionali, come la riprotezione dell’ospite in una struttura partner di pari o superiore livello.',
    },
    t5: {
      title: 'Punta su upselling e cross-selling',
      body: 'Aumentare il valore di ogni prenotazione costa di solito meno che conquistare un nuovo ospite. L’upselling propone una versione migliore di ciò che l’ospite ha già scelto, come una camera con vista o una categoria superiore; il cross-selling propone qualcosa di complementare, come colazione, transfer, escursioni o check-out posticipato.\n\nI momenti migliori per queste offerte sono il processo di prenotazione e l’e-mail prima dell’arrivo, quando l’ospite sta già organizzando il viaggio. Offerte pertinenti e ben presentate aumentano insieme ricavi e soddisfazione.',
    },
    t6: {
      title: 'Crea un programma fedeltà',
      body: 'Gli ospiti che tornano costano meno da conquistare, prenotano più spesso direttamente da te e consigliano la tua struttura agli amici. Un programma fedeltà dà loro un motivo concreto per sceglierti di nuovo.\n\nNon deve essere complicato: uno sconto sulla prossima prenotazione diretta, un upgrade garantito dal terzo soggiorno o vantaggi nelle date speciali fanno già la differenza. Conserva lo storico di ogni ospite per riconoscerlo e personalizzare l’accoglienza quando torna.',
    },
    t7: {
      title: 'Gestisci i costi in modo intelligente',
      body: 'Ricavi alti con costi fuori controllo non producono utili. Monitora i principali costi operativi, come energia, acqua, lavanderia, cortesie, commissioni dei canali e personale, e confrontali con l’occupazione di ogni mese.\n\nCerca guadagni di efficienza senza sacrificare l’esperienza: apparecchiature a risparmio energetico, acquisti programmati con i fornitori, turni di pulizia calibrati sui cambi ospite e più prenotazioni dirette per ridurre le commissioni. Automatizzare le attività ripetitive libera inoltre il team per ciò che crea valore.',
    },
    t8: {
      title: 'Cura la tua reputazione online',
      body: 'Quasi tutti i viaggiatori leggono le recensioni prima di prenotare. Il tuo punteggio sui portali e sui siti di recensioni di viaggio influisce direttamente sulla conversione e persino sul prezzo che puoi chiedere.\n\nChiedi recensioni in modo sistematico dopo il check-out, rispondi a tutte con attenzione e usa le critiche come fonte di miglioramento. I problemi che si ripetono, come il rumore, una doccia debole o un check-in lento, ti indicano esattamente dove investire per primo.',
    },
    t9: {
      title: 'Forma il tuo team',
      body: 'L’esperienza dell’ospite dipende dalle persone che lo accolgono. Un team ben formato risolve i problemi in autonomia, conosce le procedure, usa correttamente gli strumenti e trasmette sicurezza in ogni contatto.\n\nInvesti in formazione periodica su accoglienza, routine operative e uso del gestionale. Documenta i processi più importanti, come check-in, check-out e gestione dei reclami, perché la qualità non dipenda da chi è di turno.',
    },
    t10: {
      title: 'Metti la tecnologia al tuo servizio, chatbot compresi',
      body: 'Un gestionale integrato con il channel manager e il motore di prenotazione elimina il lavoro doppio: le prenotazioni arrivano da sole, il calendario si aggiorna su tutti i canali e i report sono pronti senza fogli di calcolo.\n\nAutomazioni e chatbot completano l’opera. Un chatbot sul tuo sito risponde all’istante alle domande più comuni, come orari, parcheggio e animali, anche di notte, e accompagna l’ospite verso la prenotazione. Le e-mail automatiche di conferma, benvenuto e post-soggiorno mantengono viva la comunicazione senza fatica.',
    },
  },
  conclusionTitle: 'La strategia trasforma il lavoro in risultati',
  conclusion: 'Una gestione alberghiera efficiente unisce dati, prezzi intelligenti, canali ben distribuiti, ospiti fedeli, costi sotto controllo e un team preparato. Ogni strategia rafforza le altre, e i risultati si vedono nell’occupazione, nella tariffa media e nelle recensioni.\n\nEstadia riunisce in un’unica piattaforma gestionale, channel manager, motore di prenotazione, automazioni e report di cui queste strategie hanno bisogno, così puoi dedicare il tuo tempo alle decisioni e non ai fogli di calcolo.',
} satisfies NamespaceArticleGestaoTranslation;

export default it_articleGestao;
