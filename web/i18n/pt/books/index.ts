import type { BaseTranslation } from '../../i18n-types';

/** The books a Brazilian host keeps (issue 43), the words the reservation page needs too: the receipt link, a stay's NFS-e and its actions. The books' own pages: booksPages; documents made on the server: booksDocs. */
const pt_books = {
  receiptLink: {
    heading: 'Recibo',
    open: 'Abrir o recibo (para imprimir ou enviar ao hóspede)',
  },
  invoicing: {
    title: 'Notas fiscais (NFS-e)',
    list: 'Notas emitidas',
    listCaption: 'NFS-e das estadias',
    none: 'Nenhuma nota emitida ainda.',
    reservation: 'Reserva',
    status: 'Situação',
    number: 'Número',
    actions: 'Ações',
    pdf: 'PDF da nota {number:string}',
    xml: 'XML da nota {number:string}',
    statuses: {
      processing: 'Processando',
      authorized: 'Autorizada',
      error: 'Rejeitada',
      cancelled: 'Cancelada',
    },
    reason: 'Motivo: {reason:string}',
    issue: 'Emitir NFS-e',
    issuing: 'Emitindo…',
    reissue: 'Emitir de novo',
    refresh: 'Atualizar situação',
    cancel: 'Cancelar NFS-e',
    cancelReason: 'Justificativa do cancelamento (15 a 255 caracteres)',
    cancelling: 'Cancelando…',
    notConfigured: 'Configure a NFS-e em Notas fiscais para emitir a nota desta estadia.',
    failed: 'Não foi possível falar com a Focus NFe agora. Tente de novo em instantes.',
    section: 'Nota fiscal (NFS-e)',
    nav: 'Notas fiscais',
  },
} satisfies BaseTranslation;

export default pt_books;
