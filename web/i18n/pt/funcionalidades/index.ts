import type { BaseTranslation } from '../../i18n-types';

/**
 * /funcionalidades (also served at /recursos): hero, the dashboard mock-up (a visual example
 * with the spec's values), PMS and channel manager explained, advanced functions, extra
 * resources, trial call to action.
 */
const pt_funcionalidades = {
  hero: {
    eyebrow: 'Funcionalidades',
    title: 'PMS e channel manager em um só painel',
    lead: 'Acompanhe ocupação, reservas, receita e a origem de cada hóspede em tempo real, e gerencie todos os canais de venda a partir do mesmo lugar.',
  },
  dashboard: {
    title: 'Tudo o que importa, em uma tela',
    lead: 'O painel do Estadia mostra a saúde da sua hospedagem assim que você entra.',
    badge: 'Exemplo visual',
    note: 'Ilustração com valores de exemplo, apenas para mostrar como o painel apresenta os dados.',
    kpisLabel: 'Indicadores do dia',
    occupancy: 'Taxa de ocupação',
    bookingsToday: 'Reservas hoje',
    averageStay: 'Estadia média',
    nights: '{value:string} noites',
    revenue: {
      title: 'Receita mensal',
      description: 'Gráfico de barras da receita de janeiro a junho, crescendo de {first:string} para {last:string}.',
      month: 'Mês',
      amount: 'Receita',
    },
    sources: {
      title: 'Origem das reservas',
      description: 'Gráfico de rosca: {list:string}.',
      direct: 'Direto',
      booking: 'Booking.com',
      airbnb: 'Airbnb',
      others: 'Outros',
    },
  },
  explain: {
    title: 'Dois sistemas que trabalham como um só',
    pms: {
      title: 'O que é um PMS?',
      text: 'O sistema de gestão da propriedade (Property Management System) é o centro de operações da hospedagem: calendário, quartos, tarifas, hóspedes, pagamentos e tarefas da equipe. Ele substitui planilhas e cadernos e guarda o histórico de cada estadia.',
    },
    channel: {
      title: 'O que é um channel manager?',
      text: 'O channel manager conecta a sua hospedagem aos portais de reserva e mantém disponibilidade e preços sincronizados em todos eles. Quando um quarto é vendido em um canal, ele sai de venda em todos os outros no mesmo instante.',
    },
    together: {
      title: 'Por que juntos?',
      text: 'Com os dois na mesma plataforma, cada reserva entra direto no calendário, dispara as automações e aparece nos relatórios. Sem importações, sem atrasos e sem overbooking.',
    },
  },
  advanced: {
    title: 'Funções avançadas',
    lead: 'Para quem quer ir além do básico e ganhar escala.',
    items: {
      multiProperty: { title: 'Várias propriedades', text: 'Gerencie uma rede de hospedagens com uma só conta e relatórios consolidados.' },
      channelRates: { title: 'Tarifas por canal', text: 'Acréscimos ou descontos em percentual ou valor fixo para cada portal.' },
      restrictions: { title: 'Restrições de estadia', text: 'Estadia mínima e máxima, datas fechadas para chegada ou saída e antecedência.' },
      automations: { title: 'Automações personalizadas', text: 'Regras próprias para mensagens, tarefas e cobranças em cada etapa da reserva.' },
      reports: { title: 'Relatórios avançados', text: 'RevPAR, diária média e desempenho por canal, exportáveis para planilha.' },
      permissions: { title: 'Permissões por função', text: 'Recepção, limpeza, gerência e financeiro, cada um com o acesso certo.' },
    },
  },
  extras: {
    title: 'Recursos extras',
    lead: 'Incluídos para deixar a sua operação mais completa.',
    items: {
      api: 'API aberta para integrações próprias',
      backup: 'Backup diário com criptografia',
      whiteLabel: 'Marca própria na página de reservas e nos e-mails',
      languages: 'Interface em português, inglês, espanhol e italiano',
      support: 'Suporte 24/7 por chat, e-mail e telefone',
      loyalty: 'Programa de fidelidade para hóspedes que voltam',
      chatbot: 'Chatbot para o site da hospedagem',
      mobileApp: 'Aplicativo móvel para a gerência e a equipe',
    },
  },
  trial: {
    title: 'Experimente por {days:number} dias, grátis',
    text: 'Crie a sua conta, conecte os seus canais e veja o painel com os seus próprios dados. Sem cartão de crédito e sem taxa de configuração.',
  },
} satisfies BaseTranslation;

export default pt_funcionalidades;
