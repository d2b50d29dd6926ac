import type { NamespaceStayPriceTranslation } from '../../i18n-types';

const it_stayPrice = {
  lines: {
    room: 'Alloggio',
    plan: 'Adeguamento tariffa',
    length_of_stay: 'Sconto soggiorno lungo',
    promo: 'Codice {code}',
    promoNoCode: 'Codice promozionale',
    cleaning: 'Costo di pulizia',
    service: 'Costo del servizio',
    addon: '{name} × {quantity}',
    tax: 'Tassa di soggiorno',
    total: 'Totale (tasse e costi inclusi)',
    title: 'Dettaglio del prezzo',
  },
  plans: {
    legend: 'Tariffa',
    refundableUntil: 'Cancellazione gratuita fino al {date}',
    refundableDays: 'Cancellazione gratuita fino a {days} giorni prima dell’arrivo',
    nonRefundable: 'Non rimborsabile: se cancelli, nulla viene restituito',
    nonRefundableWarning: 'Questa tariffa non è rimborsabile: se cancelli, quanto pagato non viene restituito.',
    total: 'Totale: {amount}',
  },
  occupancy: {
    adults: 'Adulti',
    children: 'Bambini',
  },
  addons: {
    legend: 'Extra',
    per_stay: '{price} a soggiorno',
    per_night: '{price} a notte',
    per_guest_night: '{price} a ospite a notte',
    per_guest_stay: '{price} a ospite',
  },
  promo: {
    label: 'Codice promozionale',
    apply: 'Applica',
    applied: 'Codice {code} applicato.',
    unknown: 'Questo codice non è valido.',
    expired: 'Questo codice non è valido per queste date.',
    min_nights: 'Questo codice richiede un soggiorno più lungo.',
    limited: 'Troppi codici diversi provati. Riprova più tardi.',
  },
  update: 'Aggiorna prezzo',
  cancelNoRefund: 'Prenotazione non rimborsabile: puoi cancellare fino all’arrivo, ma nulla viene rimborsato.',
  ratePlanName: 'Tariffa: {name}',
} satisfies NamespaceStayPriceTranslation;

export default it_stayPrice;
