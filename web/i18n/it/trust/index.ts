import type { NamespaceTrustTranslation } from '../../i18n-types';

const it_trust = {
  title: 'Fiducia e sicurezza',
  lead: 'Ci affidi prenotazioni, pagamenti e dati dei tuoi ospiti. Questi sono gli impegni che prendiamo per proteggere tutto questo.',
  commitmentsTitle: 'I nostri impegni',
  commitments: {
    dataProtection: {
      title: 'Protezione dei dati',
      text: 'Tutto il traffico tra il tuo browser ed Estadia è cifrato, così come i dati archiviati. L’accesso alla dashboard richiede l’autenticazione, ogni membro del team ha un proprio utente e i dati delle carte sono gestiti solo da fornitori di pagamento certificati PCI-DSS: noi non li conserviamo mai.',
    },
    monitoring: {
      title: 'Monitoraggio continuo',
      text: 'La nostra infrastruttura è sorvegliata 24 ore su 24. Avvisi automatici segnalano al team qualsiasi comportamento anomalo, tentativo di accesso non autorizzato o rallentamento, e ogni giorno eseguiamo il backup di tutti i dati per recuperarli anche in caso di guasto.',
    },
    audits: {
      title: 'Audit periodici',
      text: 'Rivediamo periodicamente il codice, i permessi di accesso e le dipendenze del sistema, e correggiamo le vulnerabilità appena vengono individuate. Le modifiche importanti sono verificate da un altro membro del team prima di andare in produzione.',
    },
    lgpd: {
      title: 'Conformità alla LGPD',
      text: 'Trattiamo i dati personali secondo la Legge generale sulla protezione dei dati brasiliana (Legge n. 13.709/2018): raccogliamo solo il necessario, spieghiamo a cosa serve ogni dato e rispondiamo alle richieste di accesso, rettifica e cancellazione degli interessati.',
    },
  },
  practicesTitle: 'Cosa puoi fare nella tua struttura',
  practices: '- Crea un utente per ogni membro del team, con i soli permessi necessari.\n- Usa password lunghe e diverse da quelle di altri servizi.\n- Revoca l’accesso a chi lascia il team il giorno stesso.\n- Non chiedere mai i dati della carta via e-mail o messaggio: usa il motore di prenotazione o il link di pagamento.',
  reportTitle: 'Hai trovato un problema di sicurezza?',
  reportText: 'Se ritieni di aver trovato una vulnerabilità o un uso improprio dei tuoi dati, scrivi a {email}. Rispondiamo con priorità e ti teniamo aggiornato fino alla soluzione.',
  reportButton: 'Segnala un problema',
  reportSubject: 'Segnalazione di sicurezza',
  privacyLink: 'Leggi la nostra informativa sulla privacy',
} satisfies NamespaceTrustTranslation;

export default it_trust;
