import type { BaseTranslation } from '../../i18n-types';

/** /caracteristicas: hero, three alternating blocks, six feature cards, demo call to action. */
const pt_caracteristicas = {
  hero: {
    eyebrow: 'Características',
    title: 'Uma plataforma completa para gerir, vender e receber',
    lead: 'O Estadia reúne a gestão da propriedade, o channel manager e o motor de reservas diretas. Os três compartilham o mesmo calendário, os mesmos hóspedes e os mesmos números, então nada precisa ser digitado duas vezes.',
  },
  blocks: {
    pms: {
      title: 'Gestão da propriedade',
      text: 'Organize quartos, tarifas, hóspedes e equipe em um painel feito para o dia a dia da recepção. Do check-in ao check-out, cada etapa fica registrada e fácil de encontrar.',
      points: {
        rooms: 'Quartos, categorias e tarifas configurados em minutos',
        guests: 'Ficha completa de cada hóspede, com histórico de estadias',
        team: 'Acesso da equipe com permissões por função',
        reviews: 'Avaliações dos hóspedes reunidas em um só lugar',
      },
      visualLabel: 'Ilustração do painel de gestão com indicadores, gráfico de receita e lista de tarefas',
    },
    channel: {
      title: 'Channel manager',
      text: 'Conecte a sua hospedagem a mais de {portals:string} portais de reserva e mantenha disponibilidade, preços e reservas iguais em todos eles, em tempo real. Uma venda em qualquer canal fecha a data em todos os outros.',
      points: {
        realTime: 'Sincronização em tempo real contra o overbooking',
        markup: 'Preço por canal com acréscimo ou desconto em percentual ou valor fixo',
        restrictions: 'Estadia mínima e restrições de chegada por canal',
        mapping: 'Mapeamento de quartos e tarifas feito com a nossa equipe',
      },
      visualLabel: 'Ilustração do Estadia conectado a seis portais de reserva',
    },
    engine: {
      title: 'Motor de reservas',
      text: 'Venda direto, sem comissão, em uma página de reservas com a identidade da sua marca. O hóspede escolhe as datas, vê o preço de cada diária, paga e recebe a confirmação na hora.',
      points: {
        free: 'Página de reservas grátis e personalizável',
        widget: 'Widget para o seu site ou link próprio para as redes sociais',
        payments: 'Pagamento integrado com confirmação imediata',
        noWebsite: 'Funciona mesmo sem site, direto pelo WhatsApp',
      },
      visualLabel: 'Ilustração de uma página de reservas aberta no celular',
    },
  },
  cards: {
    title: 'E muito mais no mesmo painel',
    lead: 'Recursos que completam a rotina da sua hospedagem, todos incluídos na plataforma.',
    items: {
      inbox: { title: 'Caixa de entrada unificada', text: 'Mensagens de todos os portais e do seu site em uma única conversa por hóspede.' },
      billing: { title: 'Faturamento e notas', text: 'Faturas, recibos e controle de pagamentos gerados a partir das reservas.' },
      housekeeping: { title: 'Limpeza e check-in/out', text: 'Status de cada quarto atualizado pela equipe de limpeza no celular.' },
      reports: { title: 'Relatórios e análises', text: 'Ocupação, diária média, receita por quarto e origem das reservas.' },
      pricing: { title: 'Preços dinâmicos', text: 'Tarifas que acompanham a demanda, a sazonalidade e a ocupação.' },
      mobileApp: { title: 'Aplicativo móvel', text: 'Reservas, calendário e tarefas na palma da mão, onde você estiver.' },
    },
  },
  cta: {
    title: 'Quer ver tudo isso na sua hospedagem?',
    text: 'Agende uma demonstração e tire suas dúvidas com um especialista.',
  },
} satisfies BaseTranslation;

export default pt_caracteristicas;
