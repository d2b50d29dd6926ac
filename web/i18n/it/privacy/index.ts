import type { NamespacePrivacyTranslation } from '../../i18n-types';

const it_privacy = {
  title: 'Informativa sulla privacy',
  lead: 'Questa informativa spiega quali dati personali raccoglie Estadia, per cosa li usa, con chi li condivide e come puoi esercitare i tuoi diritti, in conformità con la Legge generale sulla protezione dei dati brasiliana (LGPD).',
  sections: {
    collection: {
      title: 'Dati che raccogliamo',
      body: 'Raccogliamo solo i dati necessari a fornire il servizio:\n\n- dati di registrazione: nome, e-mail, telefono e dati della struttura di chi crea un account;\n- dati di utilizzo: pagine visitate, lingua scelta e log tecnici di accesso, come indirizzo IP e browser, per sicurezza e diagnostica;\n- dati che ci invii: i messaggi del modulo di contatto e l’e-mail indicata per iscriverti alla newsletter;\n- dati degli ospiti: quando usi la piattaforma, i dati delle prenotazioni e degli ospiti registrati da te o dai canali collegati.\n\nPer i dati degli ospiti, la tua struttura è titolare del trattamento ed Estadia agisce come responsabile, trattandoli solo secondo le tue istruzioni.',
    },
    use: {
      title: 'Come usiamo i dati',
      body: 'Usiamo i dati personali per:\n\n- creare e mantenere il tuo account e autenticare il tuo accesso;\n- fornire il servizio sottoscritto: sincronizzare i canali, gestire le prenotazioni e inviare le comunicazioni automatiche che configuri;\n- rispondere ai tuoi messaggi e fornire assistenza;\n- inviare la newsletter, solo se ti sei iscritto, con la possibilità di disiscriverti in ogni e-mail;\n- proteggere la piattaforma da frodi e accessi non autorizzati e adempiere agli obblighi di legge.\n\nNon vendiamo dati personali e non li usiamo per pubblicità di terzi.',
    },
    sharing: {
      title: 'Condivisione',
      body: 'Condividiamo i dati solo quando serve al servizio o lo impone la legge:\n\n- con i portali di prenotazione e i fornitori di pagamento che colleghi, per sincronizzare le prenotazioni ed elaborare i pagamenti;\n- con fornitori che ci aiutano a gestire la piattaforma, come hosting cloud e invio di e-mail, con accordi di riservatezza e sicurezza;\n- con le autorità pubbliche, in presenza di un obbligo di legge o di un ordine giudiziario.\n\nAlcuni di questi fornitori possono conservare dati fuori dal Brasile; in questi casi richiediamo garanzie di protezione compatibili con la LGPD.',
    },
    rights: {
      title: 'I tuoi diritti',
      body: 'In quanto interessato, puoi in qualsiasi momento:\n\n- sapere se trattiamo i tuoi dati e accedervi;\n- correggere dati incompleti, inesatti o non aggiornati;\n- chiedere l’anonimizzazione, il blocco o la cancellazione dei dati non necessari;\n- chiedere la portabilità dei dati verso un altro fornitore;\n- revocare il consenso, quando il trattamento si basa su di esso, per esempio per la newsletter;\n- presentare reclamo all’Autorità nazionale brasiliana per la protezione dei dati (ANPD).\n\nPer esercitare questi diritti scrivi alla nostra assistenza dalla pagina dei contatti. Rispondiamo entro 15 giorni. Conserviamo i dati solo per il tempo necessario alle finalità indicate o richiesto dalla legge.',
    },
  },
} satisfies NamespacePrivacyTranslation;

export default it_privacy;
