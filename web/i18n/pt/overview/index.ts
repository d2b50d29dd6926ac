import type { BaseTranslation } from '../../i18n-types';

/** The workspace overview (/dashboard): today, the month's figures, the charts, the first-run flow. */
const pt_overview = {
  lead: 'O dia e os meses de {property}, com os seus próprios dados.',
  today: 'Hoje, {date}',
  arrivals: { title: 'Chegadas de hoje', empty: 'Nenhuma chegada hoje.' },
  departures: { title: 'Saídas de hoje', empty: 'Nenhuma saída hoje.' },
  inHouse: { title: 'Hospedados esta noite', empty: 'Ninguém hospedado esta noite.', guests: '{count:number} {{hóspede|hóspedes}}' },
  stay: '{unit} · {checkIn} a {checkOut}',
  noGuestName: 'Hóspede sem nome',
  figures: {
    title: 'Números de {month}',
    occupancy: 'Ocupação',
    occupancyDetail: '{occupied:number} de {available:number} noites disponíveis',
    averageStay: 'Estadia média',
    averageStayValue: '{nights} noites',
    averageStayDetail: '{stays:number} {{chegada|chegadas}} no mês',
    noStays: 'Sem chegadas no mês',
    conflicts: 'Conflitos de canal em aberto',
    conflictsLink: 'Ver nos canais',
  },
  revenue: {
    otherCurrencies: 'Em {currency:string}: {count:number} propriedade{{s}} com outra moeda não entra{{m}} nesta soma.',
    title: 'Receita de hospedagem por mês',
    caption: 'Receita de hospedagem pelas noites de cada mês (sem extras, taxas e impostos), de {from} a {to}',
    month: 'Mês',
    amount: 'Receita',
  },
  sources: {
    title: 'Reservas por canal',
    caption: 'Reservas com chegada de {from} a {to}, por canal',
    source: 'Canal',
    count: 'Reservas',
    share: 'Parcela',
    empty: 'Nenhuma reserva no período.',
  },
  account: 'Sua conta',
  firstRun: {
    title: 'Boas-vindas ao Estadia!',
    lead: 'Falta pouco para receber reservas: cadastre sua primeira propriedade, um tipo de quarto e quantas unidades ele tem. Tudo pode ser mudado depois.',
    propertyStep: '1. A propriedade',
    roomStep: '2. Quartos e unidades',
    roomHelp: 'Um tipo de quarto agrupa unidades iguais (por exemplo, 4 quartos duplos). Uma casa inteira é um tipo com 1 unidade.',
    submit: 'Criar minha propriedade',
    submitting: 'Criando…',
    done: 'Pronto! {name} foi criada com {units:number} {{unidade|unidades}}.',
    next: 'Próximos passos: ajuste as tarifas, publique a propriedade e conecte seus canais.',
  },
} satisfies BaseTranslation;

export default pt_overview;
