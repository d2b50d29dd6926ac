import type { BaseTranslation } from '../../i18n-types';

/** /ferramentas: hero, seventeen tool cards, call to action to talk to a specialist. */
const pt_ferramentas = {
  hero: {
    eyebrow: 'Ferramentas',
    title: 'Ferramentas que trabalham por você',
    lead: 'Tudo o que uma hospedagem usa no dia a dia, reunido em um só lugar e conectado ao mesmo calendário. Menos planilhas, menos retrabalho e mais tempo para os hóspedes.',
  },
  grid: {
    title: '{count:number} ferramentas em um só acesso',
    lead: 'Todas incluídas na plataforma, sem módulos escondidos.',
  },
  tools: {
    calendar: { title: 'Calendário inteligente', text: 'Todos os quartos e canais em uma tela, com reservas arrastáveis e cores por canal.' },
    rates: { title: 'Tarifas e disponibilidade', text: 'Preços, estadia mínima e restrições por data, quarto e canal, atualizados em massa.' },
    inbox: { title: 'Caixa de entrada unificada', text: 'Mensagens dos portais, do site e do WhatsApp reunidas por hóspede.' },
    messages: { title: 'Mensagens automáticas', text: 'Confirmação, lembretes, boas-vindas e pós check-out enviados na hora certa.' },
    checkin: { title: 'Check-in e check-out online', text: 'O hóspede envia documentos e dados antes de chegar e você agiliza a recepção.' },
    housekeeping: { title: 'Aplicativo de limpeza', text: 'Tarefas de limpeza distribuídas automaticamente e status do quarto em tempo real.' },
    invoices: { title: 'Faturamento e notas', text: 'Faturas, recibos e extratos gerados a partir de cada reserva.' },
    reports: { title: 'Relatórios e análises', text: 'Ocupação, diária média, RevPAR e origem das reservas com filtros por período.' },
    dynamicPricing: { title: 'Preços dinâmicos', text: 'Regras que ajustam as tarifas conforme a ocupação e a antecedência.' },
    reviews: { title: 'Gestão de avaliações', text: 'Pedidos de avaliação automáticos e todas as notas dos portais em um painel.' },
    team: { title: 'Equipe e permissões', text: 'Cada pessoa vê e altera apenas o que a função dela permite.' },
    guests: { title: 'Cadastro de hóspedes', text: 'Histórico, preferências e contatos para atender melhor quem volta.' },
    api: { title: 'API de integração', text: 'Conecte sistemas próprios e parceiros com uma API documentada.' },
    backup: { title: 'Backup diário', text: 'Cópia automática de todos os dados, todos os dias, com criptografia.' },
    whiteLabel: { title: 'Marca própria', text: 'Página de reservas e e-mails com o seu logotipo, as suas cores e o seu domínio.' },
    mobileApp: { title: 'Aplicativo móvel', text: 'Acompanhe reservas, calendário e tarefas pelo celular.' },
    chatbot: { title: 'Chatbot para o seu site', text: 'Responde dúvidas frequentes dos hóspedes a qualquer hora e leva à reserva.' },
  },
  cta: {
    title: 'Quer ver essas ferramentas na prática?',
    text: 'Converse com um especialista pelo WhatsApp e descubra quais ferramentas resolvem a rotina da sua hospedagem.',
  },
} satisfies BaseTranslation;

export default pt_ferramentas;
