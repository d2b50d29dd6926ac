import type { NamespaceBooksTranslation } from '../../i18n-types';

const it_books = {
  receiptLink: {
    heading: 'Ricevuta',
    open: "Apri la ricevuta (da stampare o inviare all'ospite)",
  },
  invoicing: {
    title: 'Fatture di servizio (NFS-e)',
    list: 'Fatture emesse',
    listCaption: 'NFS-e dei soggiorni',
    none: 'Nessuna fattura emessa finora.',
    reservation: 'Prenotazione',
    status: 'Stato',
    number: 'Numero',
    actions: 'Azioni',
    pdf: 'PDF della fattura {number}',
    xml: 'XML della fattura {number}',
    statuses: {
      processing: 'In elaborazione',
      authorized: 'Autorizzata',
      error: 'Respinta',
      cancelled: 'Annullata',
    },
    reason: 'Motivo: {reason}',
    issue: 'Emetti NFS-e',
    issuing: 'Emissione…',
    reissue: 'Emetti di nuovo',
    refresh: 'Aggiorna stato',
    cancel: 'Annulla NFS-e',
    cancelReason: "Motivazione dell'annullamento (da 15 a 255 caratteri)",
    cancelling: 'Annullamento…',
    notConfigured: 'Configura la NFS-e in Fatture di servizio per emettere la fattura di questo soggiorno.',
    failed: 'Impossibile contattare Focus NFe ora. Riprova tra poco.',
    section: 'Fattura di servizio (NFS-e)',
    nav: 'Fatture',
  },
} satisfies NamespaceBooksTranslation;

export default it_books;
