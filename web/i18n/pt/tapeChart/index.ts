import type { BaseTranslation } from '../../i18n-types';

/** /dashboard/calendario: the tape chart (units × nights), range selection, the create dialog. */
const pt_tapeChart = {
  controls: 'Período, filtros e ajuda',
  lead: 'Cada linha é uma unidade, cada coluna uma noite. Use as setas para percorrer a grade; Enter numa noite livre marca o início e, em outra noite da mesma linha, o fim, para criar uma reserva ou um bloqueio. Com o mouse: clique no início e clique (ou Shift+clique) no fim.',
  grid: 'Mapa de ocupação de {property:string}, {from:string} a {to:string}',
  unit: 'Unidade',
  roomType: '{name:string} · até {capacity:number} hóspede{{s}}',
  free: 'Livre: {unit:string}, noite de {date:string}',
  start: 'Início escolhido: {unit:string}, noite de {date:string}',
  startHint: 'Início: {date:string} em {unit:string}. Agora escolha a última noite na mesma linha (Esc cancela).',
  bar: '{guest:string}, {status:string}, {checkIn:string} a {checkOut:string}, origem {source:string}',
  block: 'Bloqueado',
  blockWithReason: 'Bloqueado: {reason:string}',
  blockLabel: 'Bloqueio, {start:string} a {end:string}',
  blockRemove: 'Desbloquear',
  blockRemoved: 'Bloqueio removido.',
  conflict: 'Conflito de canal',
  conflicts: '{count:number} conflito{{s}} de canal neste período: um canal informou datas já ocupadas.',
  conflictsLink: 'Ver conflitos',
  nav: {
    label: 'Período do calendário',
    previous: 'Período anterior',
    next: 'Próximo período',
    today: 'Hoje',
    date: 'Ir para a data',
    go: 'Ir',
  },
  legend: {
    title: 'Legenda',
    block: 'Bloqueio',
    conflict: 'Conflito de canal',
  },
  textList: {
    title: 'Estadias neste período (lista)',
    stay: '{unit:string}: {guest:string}, {checkIn:string} a {checkOut:string}, {status:string}',
    block: '{unit:string}: bloqueio de {start:string} a {end:string}',
    empty: 'Nenhuma estadia neste período.',
  },
  filters: {
    label: 'Filtros do calendário',
    roomType: 'Tipo de quarto',
    allTypes: 'Todos os tipos',
    show: 'Filtrar',
  },
  notForSale: 'fechada para venda',
  noUnits: 'Esta propriedade ainda não tem unidades. Cadastre tipos de quarto e unidades em Propriedades.',
  noProperty: 'Você ainda não tem propriedades. Cadastre a primeira em Propriedades.',
  dialog: {
    title: 'Novo em {unit:string}',
    range: '{checkIn:string} → {checkOut:string} · {nights:number} noite{{s}}',
    kind: 'O que criar',
    reservation: 'Reserva',
    block: 'Bloqueio',
    reason: 'Motivo do bloqueio',
    createBlock: 'Bloquear noites',
    created: 'Reserva {code:string} criada.',
    blocked: 'Noites bloqueadas.',
    openCreated: 'Abrir a reserva {code:string}',
  },
} satisfies BaseTranslation;

export default pt_tapeChart;
