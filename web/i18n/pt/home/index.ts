import type { BaseTranslation } from '../../i18n-types';

/**
 * The home page, section by section in the spec's order. Rendered on the server only (the
 * browser keeps the HTML), so this namespace is never sent as JavaScript.
 */
const pt_home = {
  hero: {
    eyebrow: 'Software de gestão hoteleira tudo-em-um',
    title: 'Gerencie sua hospedagem em um só lugar e receba mais reservas',
    lead: 'PMS, channel manager e motor de reservas sem comissão para hotéis, pousadas, hostels, casas de temporada, campings e resorts. Sincronize mais de {portals:string} portais em tempo real e diga adeus ao overbooking.',
    visualLabel: 'Ilustração do painel do Estadia com indicadores, gráfico de receita e lista de tarefas',
  },
  features: {
    title: 'Tudo o que a sua hospedagem precisa',
    lead: 'Os recursos principais do Estadia trabalham juntos, com os mesmos dados, do primeiro contato do hóspede até a avaliação depois do check-out.',
    items: {
      pms: { title: 'Gestão da propriedade (PMS)', text: 'Quartos, tarifas, hóspedes, equipe e avaliações organizados em um painel simples.' },
      channel: { title: 'Channel manager', text: 'Disponibilidade, preços e reservas sincronizados com mais de {portals:string} portais, em tempo real.' },
      engine: { title: 'Motor de reservas', text: 'Reservas diretas sem comissão no seu site, nas redes sociais ou por um link com a sua marca.' },
      payments: { title: 'Pagamentos online', text: 'Cartão, Pix, boleto e outros meios, sem taxa de processamento do Estadia.' },
      automation: { title: 'Automações', text: 'E-mails, lembretes, limpeza e ajuste de preços acontecem sozinhos, no momento certo.' },
      reports: { title: 'Relatórios e análises', text: 'Ocupação, receita e origem das reservas para decidir com base em dados.' },
    },
    link: 'Conheça todas as características',
  },
  calendar: {
    title: 'Calendário inteligente',
    text: 'Veja todos os quartos e canais em uma única tela. Cada reserva aparece na hora, com a cor do canal de origem, e qualquer mudança vale para todos os portais ao mesmo tempo.',
    points: {
      dragDrop: 'Arraste uma reserva para trocar de quarto ou de data',
      colors: 'Cores por canal para saber de onde veio cada hóspede',
      block: 'Bloqueie datas para manutenção com um clique',
      rates: 'Tarifas e restrições do dia visíveis no próprio calendário',
    },
    visualLabel: 'Ilustração de um calendário de reservas com quartos e reservas coloridas por canal',
  },
  engine: {
    title: 'Motor de reservas sem comissão',
    text: 'Uma página de reservas grátis e personalizável com as cores, as fontes e o logotipo da sua marca. Use como widget no seu site ou compartilhe o link nas redes sociais e no WhatsApp, mesmo sem ter um site.',
    points: {
      noCommission: 'Zero comissão sobre as reservas diretas',
      instant: 'Confirmação imediata com pagamento integrado',
      mobile: 'Pensado para o celular, onde a maioria dos hóspedes reserva',
    },
    link: 'Conhecer o motor de reservas',
  },
  automation: {
    title: 'Automação do início ao fim da estadia',
    lead: 'Cada reserva dispara um fluxo que roda sozinho. Você acompanha tudo, mas não precisa fazer nada manualmente.',
    stepLabel: 'Passo {n:number}',
    steps: {
      newBooking: { title: 'Nova reserva', text: 'A reserva chega de um portal ou do seu motor de reservas.' },
      syncCalendar: { title: 'Calendário sincronizado', text: 'A disponibilidade é atualizada em todos os canais e o overbooking é evitado.' },
      saveCards: { title: 'Cartões salvos e processados', text: 'Os dados do cartão ficam guardados com segurança e a cobrança acontece na data certa.' },
      adjustPrices: { title: 'Preços ajustados automaticamente', text: 'As tarifas dos dias seguintes se adaptam à nova ocupação.' },
      welcomeEmail: { title: 'E-mail de boas-vindas', text: 'O hóspede recebe as instruções de chegada antes do check-in.' },
      cleaningApp: { title: 'Aplicativo de limpeza', text: 'A equipe de limpeza recebe a tarefa no celular assim que o quarto é liberado.' },
      postCheckoutEmail: { title: 'E-mail pós check-out', text: 'Um agradecimento personalizado sai logo depois da partida.' },
      requestReviews: { title: 'Pedido de avaliação', text: 'O hóspede é convidado a avaliar a estadia em um site de avaliações de viagem.' },
    },
  },
  integrations: {
    title: 'Conectado aos portais que os seus hóspedes usam',
    lead: 'Mais de {portals:string} portais de reserva, meios de pagamento e ferramentas falando com o seu calendário.',
    link: 'Ver todas as integrações',
  },
  testimonials: {
    title: 'Quem usa, recomenda',
    items: {
      marina: {
        quote: 'Acabou o medo de overbooking. Antes eu atualizava três extranets à mão; hoje o calendário se resolve sozinho e eu cuido dos hóspedes.',
        name: 'Marina Albuquerque',
        role: 'Proprietária de pousada em Paraty',
      },
      ricardo: {
        quote: 'As reservas diretas crescem mês a mês, e a comissão que pagávamos aos portais agora fica no nosso caixa.',
        name: 'Ricardo Menezes',
        role: 'Gerente de hotel em Belo Horizonte',
      },
      ana: {
        quote: 'Administro doze apartamentos de temporada sozinha. Os e-mails automáticos e o app de limpeza me devolveram horas por semana.',
        name: 'Ana Paula Ferreira',
        role: 'Anfitriã em Florianópolis',
      },
    },
  },
  questions: {
    title: 'Perguntas frequentes',
    items: {
      setup: { q: 'Quanto tempo leva para começar?', a: 'Poucos minutos: cadastre a propriedade, os quartos e as tarifas e conecte os canais que você já usa. Nossa equipe ajuda na importação das reservas futuras.' },
      channels: { q: 'Quantos portais posso conectar?', a: 'Mais de {portals:string} portais de reserva, com disponibilidade, preços e reservas sincronizados em tempo real.' },
      trial: { q: 'Posso testar antes de contratar?', a: 'Sim. O teste grátis dura {days:number} dias, não pede cartão de crédito e não há taxa de configuração.' },
    },
    link: 'Ver todas as perguntas',
  },
  cta: {
    title: 'Veja o Estadia funcionando na sua hospedagem',
    text: 'Em uma demonstração rápida, mostramos como o Estadia se encaixa na rotina da sua propriedade.',
  },
  advantages: {
    title: 'Vantagens de escolher o Estadia',
    items: {
      allInOne: { title: 'Tudo em uma plataforma', text: 'PMS, channel manager, motor de reservas e pagamentos sem integrações improvisadas.' },
      realTime: { title: 'Sincronização em tempo real', text: 'Cada venda atualiza todos os canais na hora.' },
      noCommission: { title: 'Sem comissão', text: 'As reservas diretas são suas, do primeiro ao último centavo.' },
      support: { title: 'Suporte 24/7', text: 'Chat, e-mail e telefone, em português, a qualquer hora.' },
      mobile: { title: 'Aplicativo móvel', text: 'Acompanhe reservas e tarefas de qualquer lugar.' },
      languages: { title: 'Quatro idiomas', text: 'Português, inglês, espanhol e italiano para a sua equipe e os seus hóspedes.' },
      setup: { title: 'Pronto em minutos', text: 'Sem taxa de configuração e com ajuda da nossa equipe na migração.' },
      backup: { title: 'Backup diário', text: 'Seus dados copiados todos os dias e protegidos com criptografia.' },
    },
  },
  problems: {
    title: 'Problemas comuns, soluções simples',
    problemLabel: 'Problema',
    solutionLabel: 'Solução',
    button: 'Ver como funciona',
    items: {
      overbooking: {
        title: 'Overbooking',
        problem: 'O mesmo quarto vendido em dois portais, um hóspede sem lugar e uma avaliação negativa.',
        solution: 'O channel manager fecha a data em todos os canais no segundo em que a reserva chega.',
      },
      manualWork: {
        title: 'Trabalho manual',
        problem: 'Planilhas, mensagens copiadas e coladas e tarefas esquecidas tomam o dia da equipe.',
        solution: 'Automações cuidam dos e-mails, da limpeza e dos preços, e tudo fica registrado em um só lugar.',
      },
      commissions: {
        title: 'Dependência dos portais',
        problem: 'Cada reserva pelos portais leva uma comissão, e o contato com o hóspede fica com eles.',
        solution: 'O motor de reservas sem comissão traz o hóspede direto para você, com pagamento e confirmação imediatos.',
      },
    },
  },
  security: {
    title: 'Seus dados e os dos seus hóspedes, protegidos',
    text: 'Levamos a segurança a sério em cada camada da plataforma, do armazenamento dos cartões aos acessos da sua equipe.',
    items: {
      lgpd: 'Em conformidade com a LGPD',
      pci: 'Pagamentos em ambiente PCI-DSS',
      encryption: 'Conexões criptografadas de ponta a ponta',
      backup: 'Backup diário e meta de {uptime:string}% de disponibilidade',
    },
    link: 'Confiança e segurança',
  },
  badges: {
    title: 'Parcerias e certificações',
    lead: 'Conectividade homologada com os principais portais e pagamentos dentro dos padrões de segurança do mercado.',
    items: {
      connectivity: { title: 'Conectividade certificada', text: 'Booking.com, Airbnb e Expedia' },
      googleHotels: { title: 'Parceiro de integração', text: 'Google Hotel Ads' },
      pci: { title: 'Segurança de pagamentos', text: 'PCI-DSS e 3DSecure' },
      lgpd: { title: 'Privacidade', text: 'LGPD' },
    },
  },
  partners: {
    title: 'Parceiros que fazem parte do Estadia',
    lead: 'Meios de pagamento, comunicação e tecnologia integrados à plataforma.',
  },
} satisfies BaseTranslation;

export default pt_home;
