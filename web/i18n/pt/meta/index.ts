// The plain BaseTranslation: keys here are route ids, which may equal namespace names (the
// generated type forbids namespace names as keys, for the root dictionary's sake).
import type { BaseTranslation } from 'typesafe-i18n';

/** Title and description of every route (server-side head tags). Keys are route ids. */
const pt_meta = {
  siteName: 'Estadia',
  ogImageAlt: 'Estadia: gestão de hotéis, channel manager e motor de reservas',
  home: { title: 'Estadia | Software de gestão hoteleira, channel manager e motor de reservas', description: 'Gerencie seu hotel, pousada ou hostel em um só lugar: PMS, channel manager com mais de 300 portais e motor de reservas sem comissão.' },
  caracteristicas: { title: 'Características', description: 'Gestão de propriedades, channel manager e motor de reservas diretas: conheça as características do Estadia.' },
  ferramentas: { title: 'Ferramentas', description: 'Dezessete ferramentas para automatizar a sua hospedagem: calendário, tarifas, mensagens, limpeza, relatórios e mais.' },
  integracoes: { title: 'Integrações', description: 'Conecte o Estadia a mais de 300 portais de reserva, meios de pagamento e ferramentas que você já usa.' },
  funcionalidades: { title: 'Funcionalidades', description: 'PMS e channel manager em um painel: ocupação, reservas, receitas e origens das reservas em tempo real.' },
  recursos: { title: 'Recursos', description: 'Todos os recursos do Estadia: PMS, channel manager, automações e relatórios em um só painel.' },
  processamentoDePagamentos: { title: 'Processamento de pagamentos', description: 'Receba por cartão, Pix, boleto e mais, sem taxa de processamento do Estadia. Pagamentos seguros com SCA, PSD2 e 3DSecure.' },
  motorDeReservas: { title: 'Motor de reservas', description: 'Receba reservas diretas sem comissão com um motor de reservas personalizável, como widget ou link próprio.' },
  exemploDePaginaDePagamento: { title: 'Exemplo de página de pagamento', description: 'Veja como o hóspede paga a reserva direta na página de pagamento do Estadia.' },
  contato: { title: 'Contato', description: 'Fale com a equipe do Estadia por formulário, e-mail ou WhatsApp.' },
  faq: { title: 'Perguntas frequentes', description: 'Respostas sobre o Estadia: channel manager, motor de reservas, suporte e preços.' },
  properties: { title: 'Encontre sua estadia perfeita', description: 'Busque, filtre e compare acomodações de demonstração: vilas, apartamentos, chalés e mais.' },
  property: { title: 'Detalhes da acomodação', description: 'Fotos, comodidades, regras, avaliações e preço da estadia desta acomodação de demonstração.' },
  sobreNos: { title: 'Sobre nós', description: 'Conheça o Estadia, a plataforma completa para hotéis, pousadas e hostels.' },
  centralDeAjuda: { title: 'Central de ajuda', description: 'Tutoriais em vídeo, documentação e suporte para aproveitar o Estadia ao máximo.' },
  confiancaESeguranca: { title: 'Confiança e segurança', description: 'Como o Estadia protege seus dados: proteção de dados, monitoramento contínuo, auditorias e conformidade com a LGPD.' },
  termosDeServico: { title: 'Termos de serviço', description: 'Os termos que regem o uso da plataforma Estadia.' },
  politicaDePrivacidade: { title: 'Política de privacidade', description: 'Como o Estadia coleta, usa e compartilha dados pessoais, e quais são os seus direitos.' },
  politicaDeCookies: { title: 'Política de cookies', description: 'Quais cookies o site do Estadia usa e como você pode controlá-los.' },
  precos: { title: 'Preços', description: 'Calcule o preço do Estadia para o seu número de quartos e canais. Teste grátis de 14 dias, sem cartão de crédito.' },
  embaixadores: { title: 'Programa de embaixadores', description: 'Indique o Estadia e ganhe um mês grátis por cada anfitrião indicado que virar cliente.' },
  login: { title: 'Entrar', description: 'Acesse sua conta Estadia.' },
  register: { title: 'Criar conta', description: 'Crie sua conta Estadia e comece a gerenciar sua hospedagem.' },
  forgotPassword: { title: 'Recuperar senha', description: 'Receba por e-mail um link para redefinir a senha da sua conta Estadia.' },
  resetPassword: { title: 'Definir nova senha', description: 'Escolha uma nova senha para a sua conta Estadia.' },
  blog: { title: 'Blog', description: 'Dicas e estratégias para aumentar reservas e gerir melhor a sua hospedagem.' },
  blogGatilhosParaReservas: { title: '5 gatilhos psicológicos para aumentar suas reservas', description: 'Cinco gatilhos mentais que fazem o hóspede reservar agora, e como usá-los com ética.' },
  blogDicasAirbnb: { title: '10 dicas para se destacar no Airbnb', description: 'Dez dicas práticas para mais visibilidade, avaliações e reservas no Airbnb.' },
  blogDicasBooking: { title: '8 dicas para ganhar visibilidade no Booking.com', description: 'Oito dicas para subir no ranking do Booking.com e receber mais reservas.' },
  blogEstrategiasGestao: { title: '10 estratégias de gestão hoteleira', description: 'Dez estratégias de gestão para aumentar a receita e a satisfação dos hóspedes.' },
  blogMotorDeReservas: { title: 'Por que ter um motor de reservas próprio', description: 'Mais lucro por reserva, relacionamento e dados do hóspede: os benefícios de um motor de reservas próprio.' },
  demo: { title: 'Demonstração', description: 'Veja o Estadia em ação em um vídeo de um minuto e fale com um especialista.' },
  dashboard: { title: 'Painel', description: 'Sua área de cliente Estadia.' },
  dashboardChannels: { title: 'Canais', description: 'Sincronização de calendários com Airbnb, Booking.com e VRBO.' },
  notFound: { title: 'Página não encontrada', description: 'A página que você procura não existe ou foi movida.' },
} satisfies BaseTranslation;

export default pt_meta;
