import type { BaseTranslation } from '../../i18n-types';

/** Words every workspace page shares: the section nav, the property picker, statuses, sources. */
const pt_workspace = {
  nav: {
    label: 'Seções do painel',
    overview: 'Visão geral',
    calendar: 'Calendário',
    reservations: 'Reservas',
    rates: 'Tarifas',
    guests: 'Hóspedes',
    properties: 'Propriedades',
    channels: 'Canais',
    account: 'Conta',
    frontDesk: 'Recepção',
    housekeeping: 'Governança',
    reports: 'Relatórios',
    messages: 'Mensagens',
  },
  property: {
    label: 'Propriedade',
    show: 'Ver',
    none: 'Nenhuma propriedade ainda',
  },
  status: {
    pending: 'Pendente',
    confirmed: 'Confirmada',
    checked_in: 'Hospedado',
    checked_out: 'Check-out feito',
    cancelled: 'Cancelada',
    no_show: 'Não compareceu',
  },
  source: {
    direct: 'Site (direta)',
    manual: 'Manual',
    airbnb: 'Airbnb',
    booking: 'Booking.com',
    vrbo: 'VRBO',
    ical: 'iCal',
  },
  common: {
    save: 'Salvar',
    saving: 'Salvando…',
    saved: 'Alterações salvas.',
    cancel: 'Cancelar',
    close: 'Fechar',
    edit: 'Editar',
    remove: 'Remover',
    search: 'Buscar',
    previous: 'Anterior',
    next: 'Próximo',
    loading: 'Carregando…',
    loadError: 'Não conseguimos carregar estes dados. Recarregue a página.',
    saveError: 'Não conseguimos salvar. Confira os campos e tente de novo.',
    fixErrors: 'Corrija os campos destacados.',
  },
  demo: {
    label: 'Demonstração',
    text: 'Este é um espaço de demonstração só seu: experimente tudo à vontade. Ele é apagado 24 horas depois de criado, e nenhum e-mail sai daqui: eles ficam na caixa de saída abaixo.',
    createAccount: 'Criar uma conta real',
    outbox: 'Caixa de saída da demonstração ({count:number})',
    outboxEmpty: 'Nenhum e-mail ainda. Crie ou cancele uma reserva e veja aqui o que os hóspedes receberiam.',
    to: 'Para',
    subject: 'Assunto',
    at: 'Quando',
  },
} satisfies BaseTranslation;

export default pt_workspace;
