import type { NamespaceMotorTranslation } from '../../i18n-types';

const it_motor = {
  hero: {
    eyebrow: 'Booking engine',
    title: 'Prenotazioni dirette, senza commissioni, con l’immagine del tuo marchio',
    lead: 'Una pagina di prenotazione gratuita e personalizzabile per il tuo sito, i tuoi social o il tuo WhatsApp. L’ospite prenota in pochi clic e tu incassi l’importo intero.',
  },
  how: {
    title: 'Come prenota l’ospite',
    steps: {
      dates: { title: 'Sceglie le date', text: 'Un calendario semplice mostra subito quali notti sono libere.' },
      prices: { title: 'Vede disponibilità e prezzi', text: 'Il prezzo di ogni notte compare prima di qualsiasi impegno, senza sorprese.' },
      book: { title: 'Prenota con un clic', text: 'Nessuna registrazione obbligatoria e nessun modulo lungo.' },
      confirm: { title: 'Paga e riceve la conferma', text: 'Con il pagamento integrato, la prenotazione è confermata subito ed esce dalla vendita su tutti i canali.' },
    },
  },
  examples: {
    title: 'Esempi di pagine di prenotazione',
    lead: 'Ogni esempio apre una pagina di prenotazione dimostrativa, dal vivo. Scegli le date, guarda i prezzi e simula una prenotazione.',
    open: 'Apri l’esempio dal vivo',
    openLabel: 'Apri l’esempio dal vivo: {name}',
    perNight: '{price} a notte',
    address: 'la-tua-struttura.it',
    book: 'Prenota',
    items: {
      seaView: { title: 'Chalet vista mare', text: 'Per chi vende il tramonto: foto ampie, piscina e la spiaggia a pochi minuti.', location: 'Cascais, Portogallo' },
      luxury: { title: 'Chalet di lusso', text: 'Una pagina elegante per soggiorni di alto livello, con camino e vista sulle montagne.', location: "Cortina d'Ampezzo, Italia" },
      family: { title: 'Chalet per famiglie', text: 'Spazio per sei ospiti, bambini benvenuti e tutte le regole della casa ben visibili.', location: 'Campos do Jordão, Brasile' },
    },
  },
  payment: {
    title: 'E al momento di pagare?',
    text: 'Il pagamento avviene sulla stessa pagina, con carta, Pix o boleto, e la prenotazione è confermata appena il pagamento viene approvato.',
    link: 'Guarda un esempio di pagina di pagamento',
  },
  features: {
    title: 'Pensato per vendere direttamente',
    items: {
      customize: { title: 'Personalizzabile', text: 'Colori, caratteri e logo del tuo marchio in ogni dettaglio.' },
      widget: { title: 'Widget o link dedicato', text: 'Inseriscilo nel tuo sito o condividi un link con il nome della tua struttura.' },
      social: { title: 'Social e WhatsApp', text: 'Vendi su Instagram, su Facebook o in una chat, anche senza sito.' },
      noCommission: { title: 'Zero commissioni', text: 'Ogni prenotazione diretta è tua, senza intermediari.' },
      sync: { title: 'Sincronizzato con i portali', text: 'La disponibilità è la stessa del channel manager, in tempo reale.' },
      mobile: { title: 'Pronto per lo smartphone', text: 'Veloce e facile da usare sullo schermo piccolo, da cui prenota la maggior parte degli ospiti.' },
    },
  },
  cta: {
    title: 'Inizia a vendere direttamente',
    text: 'La pagina di prenotazione è inclusa in tutti i piani di Estadia.',
  },
} satisfies NamespaceMotorTranslation;

export default it_motor;
