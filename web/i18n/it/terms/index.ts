import type { NamespaceTermsTranslation } from '../../i18n-types';

const it_terms = {
  title: 'Termini di servizio',
  lead: 'Queste sono le regole del contratto tra la tua struttura ed Estadia. Le abbiamo scritte in modo diretto, perché tu sappia esattamente cosa aspettarti da noi e cosa ci aspettiamo da te.',
  sections: {
    acceptance: {
      title: 'Accettazione dei termini',
      body: 'Creando un account, avviando la prova o sottoscrivendo un piano Estadia, accetti questi termini per conto della struttura o dell’azienda che rappresenti. Se non sei d’accordo con qualche condizione, non utilizzare la piattaforma.\n\nChi accetta i termini dichiara di essere maggiorenne e di avere i poteri per rappresentare l’azienda contraente.',
    },
    service: {
      title: 'Il servizio',
      body: 'Estadia è una piattaforma gestionale alberghiera accessibile via internet. In base al piano sottoscritto include il gestionale della struttura, il channel manager collegato ai portali di prenotazione, il motore di prenotazione diretta, automazioni, report e assistenza.\n\nIl collegamento con portali di prenotazione e fornitori di pagamento dipende anche dalle regole e dalla disponibilità di questi terzi, che hanno propri termini e presso i quali hai account tuoi.',
    },
    account: {
      title: 'Account e responsabilità',
      body: 'Sei responsabile di:\n\n- mantenere corretti i dati della struttura, delle tariffe e della disponibilità inseriti nella piattaforma;\n- custodire le password del tuo team e revocare gli accessi non più necessari;\n- usare la piattaforma nel rispetto della legge, comprese le norme sulla protezione dei dati e sulla tutela dei consumatori nei confronti dei tuoi ospiti;\n- non tentare di accedere ai dati di altri clienti né interferire con il funzionamento del servizio.',
    },
    duration: {
      title: 'Durata e recesso',
      body: 'Il contratto ha durata indeterminata a partire dalla sottoscrizione del piano e si rinnova automaticamente a ogni ciclo di fatturazione.\n\nCiascuna parte può recedere in qualsiasi momento con un preavviso scritto di 30 giorni, anche via e-mail. Durante il preavviso il servizio continua a funzionare normalmente ed è dovuto il relativo canone.\n\nSe il cliente recede senza rispettare il preavviso di 30 giorni, viene addebitata una penale pari a un canone mensile del piano sottoscritto.',
    },
    payment: {
      title: 'Pagamento e morosità',
      body: 'L’abbonamento è fatturato in anticipo per il periodo scelto (mensile, annuale o biennale) ai prezzi indicati nella pagina dei prezzi al momento della sottoscrizione. Non ci sono costi di attivazione né commissioni sulle prenotazioni. La prova gratuita di {trialDays} giorni non richiede carta di credito.\n\nIn caso di ritardo nel pagamento:\n\n- dopo 10 giorni di mancato pagamento, l’account può essere sospeso: gli utenti perdono l’accesso alla dashboard e la sincronizzazione con i canali si interrompe;\n- dopo 20 giorni di mancato pagamento, il contratto può essere risolto e i dati dell’account vengono cancellati definitivamente.\n\nPrima di qualsiasi cancellazione avvisiamo via e-mail il titolare dell’account. Se il pagamento viene regolarizzato durante la sospensione, l’accesso viene ripristinato.',
    },
    availability: {
      title: 'Disponibilità del servizio',
      body: 'Il nostro obiettivo di disponibilità (uptime) è del {uptime}% al mese. Per raggiungerlo manteniamo un monitoraggio continuo, un’infrastruttura ridondante e backup giornalieri dei dati.\n\nLe manutenzioni programmate vengono annunciate in anticipo ed eseguite, quando possibile, negli orari di minore attività. I disservizi di portali di prenotazione, fornitori di pagamento o della tua connessione a internet sono fuori dal nostro controllo e non contano come indisponibilità della piattaforma.',
    },
    data: {
      title: 'Dati e privacy',
      body: 'I dati della tua struttura e dei tuoi ospiti appartengono a te. Estadia li tratta solo per fornire il servizio, secondo le tue istruzioni e la Legge generale sulla protezione dei dati brasiliana (LGPD), come descritto nella nostra informativa sulla privacy.\n\nPuoi esportare prenotazioni e anagrafiche in qualsiasi momento finché l’account è attivo. Dopo la fine del contratto i dati vengono cancellati nei tempi previsti da questi termini, salvo quanto la legge ci obbliga a conservare.',
    },
    intellectualProperty: {
      title: 'Proprietà intellettuale',
      body: 'Il software, il marchio Estadia, il design e la documentazione appartengono a Estadia. L’abbonamento concede una licenza d’uso personale e non trasferibile per la durata del contratto; non consente di copiare, rivendere o decompilare la piattaforma.\n\nTesti, foto e loghi che carichi restano tuoi, e ci autorizzi a mostrarli solo per fornire il servizio, per esempio nel tuo motore di prenotazione e sui canali collegati.',
    },
    liability: {
      title: 'Limitazione di responsabilità',
      body: 'Lavoriamo perché la piattaforma funzioni senza errori, ma non rispondiamo di danni causati da informazioni errate inserite dal cliente, da malfunzionamenti di portali o fornitori terzi o dall’uso improprio delle password del tuo team.\n\nNella misura massima consentita dalla legge, la nostra responsabilità complessiva in un periodo di dodici mesi è limitata all’importo pagato dal cliente in quel periodo.',
    },
    changes: {
      title: 'Modifiche a questi termini',
      body: 'Possiamo aggiornare questi termini per riflettere cambiamenti del servizio o della legge. Le modifiche rilevanti vengono comunicate via e-mail e nella dashboard con almeno 30 giorni di anticipo. Se non sei d’accordo con la nuova versione, puoi recedere entro quel termine senza la penale per mancato preavviso.',
    },
    law: {
      title: 'Legge applicabile e contatti',
      body: 'Questi termini sono regolati dalle leggi della Repubblica Federativa del Brasile. Le domande sul contratto possono essere inviate dalla nostra pagina dei contatti o all’indirizzo e-mail dell’assistenza, e rispondiamo entro due giorni lavorativi.',
    },
  },
} satisfies NamespaceTermsTranslation;

export default it_terms;
