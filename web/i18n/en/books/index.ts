import type { NamespaceBooksTranslation } from '../../i18n-types';

const en_books = {
  receiptLink: {
    heading: 'Receipt',
    open: 'Open the receipt (to print or email to the guest)',
  },
  invoicing: {
    title: 'Service invoices (NFS-e)',
    list: 'Issued invoices',
    listCaption: "The stays' NFS-e",
    none: 'No invoice issued yet.',
    reservation: 'Reservation',
    status: 'Status',
    number: 'Number',
    actions: 'Actions',
    pdf: 'PDF of invoice {number}',
    xml: 'XML of invoice {number}',
    statuses: {
      processing: 'Processing',
      authorized: 'Authorized',
      error: 'Rejected',
      cancelled: 'Cancelled',
    },
    reason: 'Reason: {reason}',
    issue: 'Issue NFS-e',
    issuing: 'Issuing…',
    reissue: 'Issue again',
    refresh: 'Update status',
    cancel: 'Cancel NFS-e',
    cancelReason: 'Reason for cancelling (15 to 255 characters)',
    cancelling: 'Cancelling…',
    notConfigured: "Set up the NFS-e under Service invoices to issue this stay's invoice.",
    failed: 'Focus NFe could not be reached right now. Try again in a moment.',
    section: 'Service invoice (NFS-e)',
    nav: 'Invoices',
  },
} satisfies NamespaceBooksTranslation;

export default en_books;
