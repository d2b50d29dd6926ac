import type { NamespaceGuestMessagesTranslation } from '../../i18n-types';

const it_guestMessages = {
  lead: 'Messaggi inviati agli ospiti alle 10:00 (ora della struttura), nella lingua della prenotazione. Modifica il testo di ogni evento e lingua o disattiva l’invio.',
  noProperty: 'Aggiungi una struttura per configurare i messaggi.',
  addProperty: 'Aggiungi struttura',
  events: {
    confirmed: 'Prenotazione confermata',
    pre_arrival: 'Prima dell’arrivo',
    arrival_day: 'Giorno di arrivo',
    post_checkout: 'Dopo il check-out',
  },
  eventHint: {
    confirmed: 'Inviato subito dopo la conferma della prenotazione.',
    pre_arrival: 'Inviato alcuni giorni prima del check-in, con il link del check-in online.',
    arrival_day: 'Inviato il giorno del check-in.',
    post_checkout: 'Inviato alcuni giorni dopo il check-out, con il link della recensione.',
  },
  locales: { pt: 'Portoghese', en: 'Inglese', es: 'Spagnolo', it: 'Italiano' },
  subject: 'Oggetto',
  body: 'Testo',
  enabled: 'Invia questo messaggio',
  daysBefore: 'Giorni prima del check-in',
  daysAfter: 'Giorni dopo il check-out',
  variables: 'Variabili disponibili',
  variablesHint: 'Scrivile tra parentesi graffe; vengono sostituite con i dati della prenotazione.',
  isDefault: 'Testo predefinito',
  edited: 'Testo modificato',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: 'Messaggio salvato.',
  saveError: 'Impossibile salvare. Controlla i campi.',
  required: 'Compila questo campo.',
  tooLong: 'Testo troppo lungo (al massimo {max} caratteri).',
  daysRange: 'Usa un numero da 0 a {max}.',
  preview: 'Anteprima',
  previewTitle: 'Anteprima',
  previewSubject: 'Oggetto: {subject}',
  previewWith: 'Anteprima con',
  previewSampleStay: 'Un soggiorno di esempio',
  previewStay: '{guest} · dal {checkIn} al {checkOut} · {code}',
} satisfies NamespaceGuestMessagesTranslation;

export default it_guestMessages;
