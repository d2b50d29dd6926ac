import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const it_onlinePay = {
  choice: {
    online: 'Paga online ora ({provider})',
    onlineHint: "Carta, portafoglio digitale o Pix, direttamente sul conto dell'host.",
    pix: 'Pix (codice QR e copia e incolla)',
    atProperty: 'Paga in struttura',
  },
  /** The booking page's policy line when an online provider takes the payment (not only Pix). */
  policy: {
    full: 'Pagamento completo alla prenotazione.',
    deposit: 'Acconto del {percent}% alla prenotazione; il resto in struttura.',
  },
  panel: {
    title: 'Pagamento online',
    amountDue: 'Importo da pagare ora: {amount}',
    deadline: 'Paga entro {when}. Senza il pagamento, la prenotazione viene annullata e le date liberate.',
    atOnce: "Pagamento immediato: l'arrivo è vicino.",
    payCard: 'Paga con carta o portafoglio',
    payStripe: 'Paga ora',
    pixTitle: 'Oppure paga con Pix',
    pixScan: "Inquadra il codice QR nell'app della tua banca o copia il codice.",
    pixCode: 'Codice Pix copia e incolla',
    paid: 'Pagamento ricevuto. Prenotazione confermata.',
    waiting: 'Se hai già pagato, la conferma arriva tra un momento: ricarica la pagina.',
    expired: 'Il termine di questo addebito è scaduto.',
    retry: 'Crea un nuovo addebito',
    failed: "Non è stato possibile creare l'addebito ora. Riprova tra un momento.",
    simulate: 'Simula il pagamento (modalità locale)',
    refunded: 'Rimborsato: {amount}',
  },
  mail: {
    lateHostSubject: 'Pagamento ricevuto per la prenotazione {code}, già annullata: rimborsato',
    lateHostBody:
      "{provider} ha confermato un pagamento di {amount} per la prenotazione {code} ({guest}, dal {checkIn} al {checkOut}), ma il suo termine era scaduto e la prenotazione era stata annullata. L'importo è stato rimborsato all'ospite automaticamente.",
    lateGuestSubject: 'Il tuo pagamento per la prenotazione {code} è stato rimborsato',
    lateGuestBody:
      "Abbiamo ricevuto il tuo pagamento di {amount} dopo il termine della prenotazione {code} presso {property}, che era già stata annullata. {provider} ha restituito l'importo. Se desideri ancora le date, prenota di nuovo.",
    signature: 'Il team Estadia',
  },
  simulator: {
    title: 'Simulatore di pagamento (modalità locale)',
    intro: 'Nessun denaro reale: questo simulatore fa la parte di {provider} perché tu veda la prenotazione confermarsi.',
    amount: 'Importo: {amount}',
    pay: 'Approva il pagamento',
    unknown: 'Addebito non trovato (il simulatore dimentica i suoi addebiti quando il server si riavvia).',
  },
} satisfies NamespaceOnlinePayTranslation;

export default it_onlinePay;
