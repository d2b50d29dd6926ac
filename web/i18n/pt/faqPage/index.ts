import type { BaseTranslation } from '../../i18n-types';

/** The FAQ page: six categories of questions and answers (answers are plain text, also used in FAQPage data). */
const pt_faqPage = {
  title: 'Perguntas frequentes',
  lead: 'Tudo o que os anfitriões mais perguntam antes de começar com o Estadia. Abra quantas perguntas quiser: cada uma abre e fecha de forma independente.',
  categoriesLabel: 'Categorias',
  categories: {
    general: 'Geral',
    channelManager: 'Channel Manager',
    bookingEngine: 'Motor de Reservas',
    support: 'Suporte',
    pricing: 'Preços',
    payments: 'Pagamentos e Segurança',
  },
  general: {
    whatIs: {
      q: 'O que é o Estadia?',
      a: 'O Estadia é um software de gestão hoteleira completo: reúne em uma só plataforma o sistema de gestão da propriedade (PMS), o channel manager e o motor de reservas diretas. Você controla calendário, tarifas, hóspedes, equipe, pagamentos e avaliações sem alternar entre ferramentas diferentes.',
    },
    setup: {
      q: 'Quanto tempo leva para implementar?',
      a: 'A configuração inicial leva minutos: você cadastra a propriedade, os quartos e as tarifas e conecta os canais que já usa. Nossa equipe de onboarding acompanha os primeiros passos e importa as reservas futuras para que nada se perca na troca de sistema.',
    },
    propertyTypes: {
      q: 'Para quais tipos de hospedagem o Estadia serve?',
      a: 'Para todos: hotéis, pousadas, hostels, B&Bs, casas e apartamentos de temporada, campings e resorts. O sistema funciona tanto para quem tem uma única unidade quanto para redes com várias propriedades.',
    },
    languages: {
      q: 'Em quais idiomas o sistema está disponível?',
      a: 'O painel e o site estão disponíveis em português, inglês, espanhol e italiano. Cada pessoa da equipe pode usar o idioma que preferir, e o motor de reservas mostra o idioma adequado para cada hóspede.',
    },
  },
  channelManager: {
    portals: {
      q: 'Com quantos portais de reserva o Estadia se conecta?',
      a: 'Com mais de {portals} portais de reserva, entre eles Booking.com, Airbnb, Expedia e Decolar. Você escolhe quais canais ativar e pode incluir novos a qualquer momento.',
    },
    overbooking: {
      q: 'Como o channel manager evita overbooking?',
      a: 'Disponibilidade, preços e reservas são sincronizados em tempo real. Quando uma reserva entra por qualquer canal, o quarto é bloqueado imediatamente em todos os outros, eliminando o risco de vender a mesma noite duas vezes.',
    },
    channelPrices: {
      q: 'Posso ter preços diferentes em cada canal?',
      a: 'Sim. A partir da sua tarifa base, você define para cada canal um acréscimo ou desconto, em porcentagem ou em valor fixo. Assim compensa a comissão de um portal ou oferece o melhor preço no seu site, sem digitar tarifas canal por canal.',
    },
  },
  bookingEngine: {
    install: {
      q: 'Como coloco o motor de reservas no meu site?',
      a: 'Você pode incorporá-lo como widget no seu site ou usar um link próprio com a sua marca. O link também funciona sem site: basta compartilhá-lo nas redes sociais ou no WhatsApp para receber reservas diretas sem comissão.',
    },
    customise: {
      q: 'Posso personalizar a página de reservas?',
      a: 'Sim. Cores, fontes, logotipo, fotos e textos seguem a identidade da sua hospedagem, para que o hóspede reserve em uma página que parece sua, e não de um portal.',
    },
    gateways: {
      q: 'Quais formas de pagamento o motor de reservas aceita?',
      a: 'O motor se integra a gateways de pagamento para aceitar cartão de crédito, Pix, boleto e outras opções. A reserva é confirmada assim que o pagamento é aprovado.',
    },
  },
  support: {
    channels: {
      q: 'Como funciona o suporte?',
      a: 'Nosso suporte atende 24 horas por dia, 7 dias por semana, por chat, e-mail e telefone. Você fala com pessoas que conhecem a rotina de uma hospedagem, em português, inglês, espanhol ou italiano.',
    },
    training: {
      q: 'Vocês oferecem treinamento?',
      a: 'Sim. Todo cliente recebe onboarding guiado, sessões de treinamento ao vivo para a equipe, tutoriais em vídeo e documentação detalhada para consultar quando quiser.',
    },
  },
  pricing: {
    model: {
      q: 'Como funciona a cobrança?',
      a: 'A assinatura é mensal ou anual e o valor depende do número de quartos ou propriedades e dos recursos que você escolher. Na página de preços você calcula o valor exato para a sua hospedagem.',
    },
    quote: {
      q: 'Posso pedir um orçamento personalizado?',
      a: 'Sim. Para redes, grupos com muitas propriedades ou necessidades específicas de integração, preparamos um orçamento sob medida. Fale com a nossa equipe pela página de contato.',
    },
    trial: {
      q: 'Existe um período de teste gratuito?',
      a: 'Sim: {trialDays} dias grátis, com acesso a todos os recursos e sem precisar de cartão de crédito. Ao fim do teste você decide se quer continuar.',
    },
    setupFee: {
      q: 'Há taxa de instalação ou comissão sobre as reservas?',
      a: 'Não. Não cobramos taxa de instalação nem comissão sobre as reservas recebidas. Você paga apenas a assinatura do plano escolhido.',
    },
  },
  payments: {
    fees: {
      q: 'O Estadia cobra taxa sobre os pagamentos que eu recebo?',
      a: 'Não. O Estadia não cobra taxa de processamento. Você paga apenas as tarifas do provedor de pagamento que escolher, com o qual precisa ter uma conta própria.',
    },
    dataSecurity: {
      q: 'Os dados dos meus hóspedes estão seguros?',
      a: 'Sim. As conexões são criptografadas, o acesso ao painel é protegido por autenticação e os dados de cartão são tratados por provedores certificados PCI-DSS. Seguimos a Lei Geral de Proteção de Dados (LGPD) em todo o tratamento de dados pessoais.',
    },
    ownership: {
      q: 'A quem pertencem os dados da minha hospedagem?',
      a: 'A você. Você pode exportar suas reservas e cadastros de hóspedes a qualquer momento. Se encerrar a conta, os dados são excluídos conforme os prazos dos nossos termos de serviço.',
    },
    backup: {
      q: 'Com que frequência são feitos backups?',
      a: 'Fazemos backup diário de todos os dados, guardados de forma criptografada, para que você possa recuperar informações mesmo em caso de falha.',
    },
  },
  moreTitle: 'Não encontrou sua resposta?',
  moreText: 'Nossa equipe responde rapidamente e ajuda você a encontrar a melhor configuração para a sua hospedagem.',
  contactButton: 'Fale Conosco',
  homeButton: 'Voltar para Home',
} satisfies BaseTranslation;

export default pt_faqPage;
