import type { NamespaceBooksTranslation } from '../../i18n-types';

const es_books = {
  receiptLink: {
    heading: 'Recibo',
    open: 'Abrir el recibo (para imprimir o enviar al huésped)',
  },
  invoicing: {
    title: 'Facturas de servicio (NFS-e)',
    list: 'Facturas emitidas',
    listCaption: 'NFS-e de las estancias',
    none: 'Ninguna factura emitida todavía.',
    reservation: 'Reserva',
    status: 'Estado',
    number: 'Número',
    actions: 'Acciones',
    pdf: 'PDF de la factura {number}',
    xml: 'XML de la factura {number}',
    statuses: {
      processing: 'En proceso',
      authorized: 'Autorizada',
      error: 'Rechazada',
      cancelled: 'Anulada',
    },
    reason: 'Motivo: {reason}',
    issue: 'Emitir NFS-e',
    issuing: 'Emitiendo…',
    reissue: 'Emitir de nuevo',
    refresh: 'Actualizar estado',
    cancel: 'Anular NFS-e',
    cancelReason: 'Justificación de la anulación (15 a 255 caracteres)',
    cancelling: 'Anulando…',
    notConfigured: 'Configure la NFS-e en Facturas de servicio para emitir la factura de esta estancia.',
    failed: 'No se pudo contactar con Focus NFe ahora. Inténtelo de nuevo en un momento.',
    section: 'Factura de servicio (NFS-e)',
    nav: 'Facturas',
  },
} satisfies NamespaceBooksTranslation;

export default es_books;
