import type { BaseTranslation } from '../../i18n-types';

/** /processamento-de-pagamentos: processing, cards, requests, options, currencies, badges, FAQ, call to action. */
const pt_pagamentos = {
  hero: {
    eyebrow: 'Processamento de pagamentos',
    title: 'Receba online, sem taxa de processamento do Estadia',
    lead: 'Cobre reservas por cartão, Pix, boleto e outros meios diretamente no Estadia. Você escolhe o provedor de pagamento e o dinheiro vai para a sua conta.',
  },
  noFee: {
    title: 'Sem taxa do Estadia',
    text: 'O Estadia não cobra nenhuma taxa sobre os pagamentos. Você paga apenas as tarifas do provedor de pagamento que escolher, e precisa ter uma conta com ele.',
  },
  processing: {
    title: 'Pagamento no momento da reserva',
    text: 'No motor de reservas, o hóspede paga ao reservar e a confirmação sai na hora. Nos portais, o Estadia guarda os dados do cartão com segurança para a cobrança na data combinada.',
    points: {
      instant: 'Confirmação imediata da reserva paga',
      deposit: 'Sinal, pagamento integral ou cobrança na chegada, conforme a sua política',
      policies: 'Regras de cancelamento aplicadas automaticamente',
    },
  },
  cards: {
    title: 'Cobrança de cartões e cartões virtuais',
    text: 'Cobre cartões de crédito guardados e os cartões virtuais enviados pelos portais sem digitar nenhum número.',
    points: {
      stored: 'Cartões guardados em ambiente seguro e cobrados com um clique',
      virtual: 'Cartões virtuais dos portais cobrados automaticamente na data em que ficam disponíveis',
      preauth: 'Pré-autorização para caução e cobrança de danos',
      refunds: 'Estornos totais ou parciais direto da reserva',
    },
  },
  requests: {
    title: 'Solicitações e acompanhamento de pagamentos',
    text: 'Envie um link de pagamento por e-mail ou WhatsApp e acompanhe cada cobrança até o dinheiro cair na conta.',
    points: {
      links: 'Links de pagamento com valor e prazo definidos',
      status: 'Situação de cada pagamento: pendente, pago, recusado ou estornado',
      reminders: 'Lembretes automáticos para pagamentos em aberto',
      reconciliation: 'Relatório de recebimentos para conciliar com o banco',
    },
  },
  options: {
    title: 'Opções de pagamento',
    lead: 'Ofereça aos hóspedes a forma de pagamento que eles preferem.',
    items: {
      cardProvider: { title: 'Cartão de crédito e débito', text: 'Pelo provedor de cartões que você escolher, com parcelamento quando disponível.' },
      wallet: { title: 'Carteira digital', text: 'Pagamento com a conta de um provedor de carteira digital, sem digitar o cartão.' },
      pix: { title: 'Pix', text: 'Pagamento instantâneo por QR Code ou código copia e cola, confirmado em segundos.' },
      bankTransfer: { title: 'Transferência bancária', text: 'Dados da sua conta enviados ao hóspede, com baixa manual ou por conciliação.' },
      cheque: { title: 'Cheque', text: 'Registro do cheque recebido na própria reserva.' },
      offline: { title: 'Pagamento offline', text: 'Dinheiro ou maquininha na recepção, registrados para o seu controle.' },
      boleto: { title: 'Boleto', text: 'Boleto bancário gerado com vencimento e enviado ao hóspede.' },
      bitcoin: { title: 'Bitcoin', text: 'Receba em Bitcoin, com conversão opcional para a moeda local.' },
    },
  },
  currencies: {
    title: 'Várias moedas',
    text: 'Receba hóspedes do mundo todo: com um dos provedores, são mais de {count:string} moedas aceitas, e a conversão é feita pelo próprio provedor.',
  },
  security: {
    title: 'Segurança e conformidade',
    lead: 'Os pagamentos seguem os padrões exigidos no Brasil e na Europa.',
    badgesLabel: 'Selos de segurança',
    badges: {
      sca: { name: 'SCA', text: 'Autenticação forte do cliente nos pagamentos europeus.' },
      psd2: { name: 'PSD2', text: 'Conformidade com a diretiva europeia de serviços de pagamento.' },
      threeDSecure: { name: '3DSecure', text: 'Confirmação do titular do cartão junto ao banco emissor.' },
      lgpd: { name: 'LGPD', text: 'Dados pessoais tratados conforme a lei brasileira de proteção de dados.' },
      pciDss: { name: 'PCI-DSS', text: 'Dados de cartão guardados e processados no padrão da indústria de cartões.' },
    },
  },
  questions: {
    title: 'Perguntas frequentes sobre pagamentos',
    items: {
      fee: { q: 'O Estadia cobra alguma taxa sobre os pagamentos?', a: 'Não. O Estadia não cobra taxa de processamento. Você paga apenas as tarifas do provedor de pagamento escolhido, conforme o contrato que tiver com ele.' },
      account: { q: 'Preciso ter conta em um provedor de pagamento?', a: 'Sim. Para receber online, você precisa de uma conta com o provedor escolhido. Nós ajudamos a conectar a conta ao Estadia durante a configuração.' },
      payout: { q: 'Quando o dinheiro cai na minha conta?', a: 'O prazo é definido pelo provedor de pagamento: no Pix, o valor chega na hora; no cartão, segue o prazo de repasse do seu contrato.' },
      virtualCards: { q: 'Como funcionam os cartões virtuais dos portais?', a: 'Os portais enviam um cartão virtual com a reserva. O Estadia guarda os dados com segurança e faz a cobrança automaticamente na data em que o cartão fica disponível.' },
      currencies: { q: 'Posso receber em outras moedas?', a: 'Sim. Com um dos provedores, mais de {count:string} moedas são aceitas e a conversão para a moeda da sua conta é feita pelo provedor.' },
      security: { q: 'Os dados de cartão ficam seguros?', a: 'Sim. Os dados de cartão são guardados em ambiente PCI-DSS, os pagamentos usam 3DSecure e autenticação forte quando exigida, e os dados pessoais seguem a LGPD.' },
    },
  },
  cta: {
    title: 'Comece a receber online hoje',
    text: 'Fale com a nossa equipe e conecte o seu provedor de pagamento ao Estadia.',
  },
} satisfies BaseTranslation;

export default pt_pagamentos;
