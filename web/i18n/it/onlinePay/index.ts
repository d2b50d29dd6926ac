import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const it_onlinePay = {
  choice: {
    online: 'Paga online ora ({provider})',
    onlineHint: "Carta, portafoglio digitale o Pix, direttamente sul conto dell'host.",
    pix: 'Pix (codice QR e copia e incolla)',
    atProperty: 'Paga in struttura',
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
  connect: {
    title: 'Pagamenti online',
    intro: 'Ricevi carte, portafogli e Pix sul tuo conto Mercado Pago o Stripe. Estadia non applica commissioni.',
    provider: 'Fornitore',
    secretMercadopago: 'Access token di produzione',
    secretStripe: 'Chiave segreta (sk_live_…)',
    webhookSecret: 'Segreto di firma delle notifiche',
    submit: 'Collega',
    saving: 'Collegamento…',
    connected: '{provider}: collegato, chiave che termina con {last4}',
    disconnect: 'Scollega {provider}',
    none: 'Nessun conto collegato.',
    refused: '{provider} ha rifiutato la chiave: {reason}',
    webhookUrl: 'URL di notifica',
    stepsTitle: 'Incolla questo URL nel pannello del fornitore',
    stepsMercadopago: "In Mercado Pago, apri Le tue integrazioni, scegli l'applicazione, vai su Webhooks > Configura notifiche, incolla l'URL in modalità produzione, seleziona l'evento Pagamenti e salva. Copia il segreto mostrato lì nel campo qui sopra.",
    stepsStripe: 'In Stripe, apri Sviluppatori > Webhooks, aggiungi un endpoint con questo URL e gli eventi checkout.session.completed e checkout.session.async_payment_succeeded. Copia il segreto di firma (whsec_…) nel campo qui sopra.',
    propertyProvider: 'Pagamenti online di questa struttura',
    propertyNone: 'Nessuno (Pix statico o pagamento in struttura)',
    propertySaved: 'Fornitore della struttura salvato.',
  },
  refund: {
    title: 'Rimborsa tramite il fornitore',
    amount: 'Importo da rimborsare ({currency})',
    submit: 'Rimborsa',
    done: 'Rimborso di {amount} effettuato.',
    failed: 'Il fornitore ha rifiutato il rimborso: {reason}',
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
