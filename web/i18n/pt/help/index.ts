import type { BaseTranslation } from '../../i18n-types';

/** /central-de-ajuda: three ways to get help, popular topics and support hours. */
const pt_help = {
  title: 'Central de ajuda',
  lead: 'Aprenda no seu ritmo, consulte a documentação ou fale com a nossa equipe. Estamos aqui para que você aproveite o Estadia ao máximo.',
  cardsTitle: 'Como podemos ajudar?',
  videos: {
    title: 'Tutoriais em vídeo',
    text: 'Vídeos curtos, passo a passo, sobre configuração da propriedade, conexão de canais, tarifas, motor de reservas e relatórios.',
    link: 'Assistir aos tutoriais',
  },
  docs: {
    title: 'Documentação',
    text: 'Respostas organizadas por tema para as dúvidas mais comuns sobre channel manager, motor de reservas, pagamentos e planos.',
    link: 'Consultar a documentação',
  },
  support: {
    title: 'Fale com o suporte',
    text: 'Nossa equipe atende 24 horas por dia, 7 dias por semana, por chat, e-mail e telefone, em português, inglês, espanhol e italiano.',
    link: 'Falar com o suporte',
  },
  topicsTitle: 'Temas mais procurados',
  topics: {
    channels: 'Conectar Booking.com, Airbnb e outros portais',
    engine: 'Configurar o motor de reservas diretas',
    payments: 'Receber pagamentos por cartão, Pix e boleto',
    pricing: 'Entender planos e calcular o preço',
    security: 'Como protegemos os seus dados',
  },
  emailTitle: 'Prefere e-mail?',
  emailText: 'Escreva para {email} contando o nome da sua hospedagem e o que aconteceu. Respondemos em poucas horas, inclusive nos fins de semana.',
} satisfies BaseTranslation;

export default pt_help;
