import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const it_exemploPagamento = {
  hero: {
    eyebrow: 'Booking engine',
    title: 'Esempio di pagina di pagamento',
    lead: 'Guarda cosa trova l’ospite quando completa una prenotazione diretta: il riepilogo del soggiorno, i metodi di pagamento e la conferma immediata.',
  },
  figure: {
    caption: 'Illustrazione di una pagina di pagamento del booking engine di Estadia, con valori di esempio.',
  },
  mock: {
    address: 'la-tua-struttura.it/pagamento',
    heading: 'Completa la tua prenotazione',
    summary: 'Riepilogo della prenotazione',
    property: 'Chalet Dolomiti',
    location: "Cortina d'Ampezzo, Italia",
    dates: 'Dal 12 al 15 marzo',
    guests: '{count} ospiti',
    nightsLine: '{nights} notti × {price}',
    cleaningFee: 'Costo delle pulizie',
    serviceFee: 'Costo del servizio',
    total: 'Totale',
    method: 'Metodo di pagamento',
    card: 'Carta',
    pix: 'Pix',
    boleto: 'Boleto',
    cardName: 'Nome sulla carta',
    cardHolder: 'Giulia Rossi',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza',
    cvc: 'CVV',
    pay: 'Paga {total} e conferma',
    secure: 'Pagamento protetto da 3DSecure',
  },
  equivalent: {
    title: 'Cosa mostra la pagina',
    property: 'Alloggio',
    stay: 'Soggiorno',
    stayValue: '{dates}, {nights} notti, {guests} ospiti',
    prices: 'Importi',
    pricesValue: '{nights} notti × {price} = {subtotal}; costo delle pulizie {cleaning}; costo del servizio {service}',
    total: 'Totale',
    methods: 'Metodi di pagamento',
    methodsValue: 'carta, Pix o boleto',
    confirmation: 'Conferma',
    confirmationValue: 'immediata, via email, appena il pagamento viene approvato',
  },
  steps: {
    title: 'Come funziona',
    items: {
      review: { title: 'Verifica della prenotazione', text: 'L’ospite controlla date, numero di ospiti e tutti gli importi prima di pagare.' },
      method: { title: 'Scelta del metodo di pagamento', text: 'Carta, Pix o boleto, secondo le opzioni che attivi.' },
      secure: { title: 'Pagamento sicuro', text: 'L’autenticazione della banca (3DSecure) protegge l’ospite e te dalle frodi.' },
      confirm: { title: 'Conferma immediata', text: 'Appena il pagamento viene approvato, la prenotazione è confermata via email e la data esce dalla vendita su tutti i canali.' },
    },
  },
  links: {
    engine: 'Torna al booking engine',
    payments: 'Scopri l’elaborazione dei pagamenti',
  },
} satisfies NamespaceExemploPagamentoTranslation;

export default it_exemploPagamento;
