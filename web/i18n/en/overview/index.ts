import type { NamespaceOverviewTranslation } from '../../i18n-types';

const en_overview = {
  lead: 'The day and months of {property}, from your own data.',
  today: 'Today, {date}',
  arrivals: { title: "Today's arrivals", empty: 'No arrivals today.' },
  departures: { title: "Today's departures", empty: 'No departures today.' },
  inHouse: { title: 'In-house tonight', empty: 'Nobody is staying tonight.', guests: '{count} {{guest|guests}}' },
  stay: '{unit} · {checkIn} to {checkOut}',
  noGuestName: 'Guest without a name',
  figures: {
    title: 'Figures for {month}',
    occupancy: 'Occupancy',
    occupancyDetail: '{occupied} of {available} available nights',
    averageStay: 'Average stay',
    averageStayValue: '{nights} nights',
    averageStayDetail: '{stays} {{arrival|arrivals}} this month',
    noStays: 'No arrivals this month',
    conflicts: 'Open channel conflicts',
    conflictsLink: 'See them in channels',
  },
  revenue: {
    otherCurrencies: 'In {currency}: {count} propert{{y|ies}} priced in another currency {{is|are}} not in this sum.',
    title: 'Lodging revenue by month',
    caption: 'Lodging revenue by the nights of each month (without extras, fees and taxes), {from} to {to}',
    month: 'Month',
    amount: 'Revenue',
  },
  sources: {
    title: 'Bookings by source',
    caption: 'Bookings arriving {from} to {to}, by source',
    source: 'Source',
    count: 'Bookings',
    share: 'Share',
    empty: 'No bookings in this period.',
  },
  account: 'Your account',
  firstRun: {
    title: 'Welcome to Estadia!',
    lead: 'You are almost ready to take bookings: add your first property, a room type and how many units it has. You can change everything later.',
    propertyStep: '1. The property',
    roomStep: '2. Rooms and units',
    roomHelp: 'A room type groups identical units (for example, 4 double rooms). A whole house is one type with 1 unit.',
    submit: 'Create my property',
    submitting: 'Creating…',
    done: 'Done! {name} was created with {units} {{unit|units}}.',
    next: 'Next steps: adjust your rates, publish the property and connect your channels.',
  },
} satisfies NamespaceOverviewTranslation;

export default en_overview;
