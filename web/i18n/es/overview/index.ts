import type { NamespaceOverviewTranslation } from '../../i18n-types';

const es_overview = {
  lead: 'El día y los meses de {property}, con tus propios datos.',
  today: 'Hoy, {date}',
  arrivals: { title: 'Llegadas de hoy', empty: 'Ninguna llegada hoy.' },
  departures: { title: 'Salidas de hoy', empty: 'Ninguna salida hoy.' },
  inHouse: { title: 'Alojados esta noche', empty: 'Nadie se aloja esta noche.', guests: '{count} {{huésped|huéspedes}}' },
  stay: '{unit} · {checkIn} a {checkOut}',
  noGuestName: 'Huésped sin nombre',
  figures: {
    title: 'Cifras de {month}',
    occupancy: 'Ocupación',
    occupancyDetail: '{occupied} de {available} noches disponibles',
    averageStay: 'Estancia media',
    averageStayValue: '{nights} noches',
    averageStayDetail: '{stays} {{llegada|llegadas}} en el mes',
    noStays: 'Sin llegadas en el mes',
    conflicts: 'Conflictos de canal abiertos',
    conflictsLink: 'Verlos en canales',
  },
  revenue: {
    otherCurrencies: 'En {currency}: {count} propiedad{{es}} con otra moneda no entra{{n}} en esta suma.',
    title: 'Ingresos de alojamiento por mes',
    caption: 'Ingresos de alojamiento por las noches de cada mes (sin extras, tasas ni impuestos), de {from} a {to}',
    month: 'Mes',
    amount: 'Ingresos',
  },
  sources: {
    title: 'Reservas por canal',
    caption: 'Reservas con llegada de {from} a {to}, por canal',
    source: 'Canal',
    count: 'Reservas',
    share: 'Porcentaje',
    empty: 'Ninguna reserva en el período.',
  },
  account: 'Tu cuenta',
  firstRun: {
    title: '¡Te damos la bienvenida a Estadia!',
    lead: 'Falta poco para recibir reservas: registra tu primer alojamiento, un tipo de habitación y cuántas unidades tiene. Puedes cambiarlo todo después.',
    propertyStep: '1. El alojamiento',
    roomStep: '2. Habitaciones y unidades',
    roomHelp: 'Un tipo de habitación agrupa unidades iguales (por ejemplo, 4 habitaciones dobles). Una casa entera es un tipo con 1 unidad.',
    submit: 'Crear mi alojamiento',
    submitting: 'Creando…',
    done: '¡Listo! {name} se creó con {units} {{unidad|unidades}}.',
    next: 'Próximos pasos: ajusta las tarifas, publica el alojamiento y conecta tus canales.',
  },
} satisfies NamespaceOverviewTranslation;

export default es_overview;
