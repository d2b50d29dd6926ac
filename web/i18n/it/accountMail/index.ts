import type { NamespaceAccountMailTranslation } from '../../i18n-types';

const it_accountMail = {
  emailChangeSubject: 'Conferma la tua nuova email su Estadia',
  emailChangeBody: 'Abbiamo ricevuto una richiesta di usare questo indirizzo per il tuo account Estadia. Apri il link qui sotto per confermare la modifica.',
  emailChangeNoticeSubject: 'L’email del tuo account Estadia sta per cambiare',
  emailChangeNoticeBody: 'È stato chiesto di cambiare l’email del tuo account Estadia in {newEmail}. La modifica vale solo dopo la conferma con il link inviato a quell’indirizzo. Se non sei stato tu, cambia subito la password.',
  reauthenticationSubject: 'Il tuo codice di conferma Estadia',
  reauthenticationBody: 'Usa questo codice per confermare la modifica al tuo account Estadia: {code}. È valido per 1 ora.',
  goodbyeSubject: 'Il tuo account Estadia è stato eliminato',
  goodbyeBody: 'Il tuo account e tutti i suoi dati (strutture, tariffe, prenotazioni, ospiti, pagamenti e calendari) sono stati eliminati da Estadia. Grazie per aver usato Estadia.',
} satisfies NamespaceAccountMailTranslation;

export default it_accountMail;
