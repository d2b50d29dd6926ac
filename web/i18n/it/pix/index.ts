import type { NamespacePixTranslation } from '../../i18n-types';

const it_pix = {
  panel: {
    title: 'Paga con Pix',
    amountDue: 'Importo da pagare ora',
    full: "L'importo totale del soggiorno.",
    deposit: 'Un acconto per garantire la prenotazione; il resto, {rest}, in struttura.',
    deadline: 'Paga entro il {when}. Senza pagamento, la prenotazione viene annullata e le date liberate.',
    scan: "Apri l'app della tua banca, scegli Pix e inquadra il codice QR, oppure copia il codice qui sotto.",
    qrLabel: 'Codice QR Pix di {amount} per la prenotazione {code}',
    codeLabel: 'Codice Pix copia e incolla',
    copy: 'Copia codice',
    copied: 'Codice copiato.',
    copyFailed: 'Impossibile copiare. Seleziona il codice e copialo.',
    receiver: 'Beneficiario: {name}',
    paid: 'Pagamento ricevuto. Grazie!',
  },
  record: {
    title: 'Registra un pagamento',
    amount: 'Importo ({currency})',
    method: 'Metodo di pagamento',
    methods: { pix: 'Pix', cash: 'Contanti', card: 'Carta', transfer: 'Bonifico', other: 'Altro' },
    receivedOn: 'Ricevuto il',
    note: 'Nota (facoltativa)',
    submit: 'Registra pagamento',
    saving: 'Registrazione…',
    saved: 'Pagamento di {amount} registrato.',
    error: 'Non è stato possibile registrare il pagamento. Riprova.',
    errors: {
      amount: "Inserisci un importo maggiore di zero, con al massimo due decimali.",
      method: 'Scegli il metodo di pagamento.',
      receivedOn: 'Inserisci una data non successiva a oggi.',
      note: 'Al massimo 500 caratteri.',
    },
    total: 'Totale',
    paid: 'Pagato',
    balance: 'Da incassare',
    history: 'Pagamenti ricevuti',
    none: 'Nessun pagamento registrato.',
  },
  mail: {
    greeting: 'Ciao {name},',
    guestSubject: 'Prenotazione {code} annullata: il Pix non è arrivato in tempo',
    guestBody: 'Non abbiamo ricevuto il pagamento Pix di {amount} per la tua prenotazione {code} presso {property} (dal {checkIn} al {checkOut}) entro il {deadline}. La prenotazione è stata annullata e le date sono di nuovo disponibili.',
    guestNext: 'Se vuoi ancora soggiornare, fai una nuova prenotazione dalla pagina della struttura. Se hai pagato e hai ricevuto comunque questa email, rispondi con la ricevuta.',
    hostSubject: 'Prenotazione {code} liberata: Pix non pagato in tempo',
    hostBody: 'La prenotazione {code} di {guest} presso {property} (dal {checkIn} al {checkOut}) attendeva un pagamento Pix di {amount} entro il {deadline}. Nessun pagamento è stato registrato: è stata annullata e le notti liberate.',
    hostNext: 'Se il pagamento è arrivato, crea di nuovo la prenotazione nel calendario e registra il pagamento.',
    signature: 'Il team di Estadia',
  },
} satisfies NamespacePixTranslation;

export default it_pix;
