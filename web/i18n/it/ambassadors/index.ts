import type { NamespaceAmbassadorsTranslation } from '../../i18n-types';

const it_ambassadors = {
  title: 'Programma Ambasciatori Estadia',
  lead: 'Consiglia Estadia ad altri host e ricevi un mese di abbonamento gratis per ogni host segnalato che diventa cliente. Nessun limite di segnalazioni.',
  howTitle: 'Come funziona',
  steps: {
    join: { title: 'Iscriviti', text: 'Compila il modulo di iscrizione con i dati del tuo account. Riceverai poi via e-mail il tuo link personale.' },
    refer: { title: 'Segnala', text: 'Condividi il link con gli host che conosci: titolari di locande, hotel, ostelli o case vacanza.' },
    earn: { title: 'Guadagna', text: 'Quando un host segnalato sottoscrive un piano e paga il primo canone mensile, un mese gratis viene accreditato sul tuo abbonamento.' },
  },
  rewardsTitle: 'Più segnali, più guadagni',
  rewardsText: 'Ogni host segnalato che diventa cliente vale un mese di abbonamento gratis, senza limiti: i mesi si sommano.',
  rewards: {
    one: { value: '1 segnalazione', result: '1 mese gratis' },
    twelve: { value: '12 segnalazioni', result: '1 anno gratis' },
    twentyFour: { value: '24 segnalazioni', result: '2 anni gratis' },
  },
  referredTitle: 'Un vantaggio per chi segnali',
  referredText: 'L’host che arriva tramite la tua segnalazione ottiene il 15% di sconto sul primo canone mensile, oltre alla prova gratuita di {trialDays} giorni. È un buon motivo per iniziare e un modo semplice per aiutare un collega.',
  referredHighlight: '15% di sconto sul primo canone',
  whoTitle: 'Chi può partecipare',
  whoText: 'Il programma è riservato agli abbonati Estadia in regola con i pagamenti ed è rivolto agli host in Brasile. Se usi già Estadia e ti piacciono i risultati, sei esattamente chi cerchiamo.',
  rulesTitle: 'Regole del programma',
  rules: '- Il mese gratis viene accreditato dopo che l’host segnalato ha pagato il primo canone mensile.\n- L’host segnalato deve essere un nuovo cliente, mai registrato prima su Estadia.\n- Non c’è limite alle segnalazioni: 12 segnalazioni valgono un anno gratis e 24 due anni.\n- I mesi gratis vengono scalati dai canoni successivi e non sono convertibili in denaro.\n- Lo sconto del 15% si applica al primo canone dell’host segnalato e non è cumulabile con altre promozioni.',
  ctaTitle: 'Pronto a segnalare?',
  ctaButton: 'VOGLIO DIVENTARE AMBASCIATORE',
  ctaNote: 'Facendo clic, verrai reindirizzato al nostro modulo di iscrizione sicuro.',
} satisfies NamespaceAmbassadorsTranslation;

export default it_ambassadors;
