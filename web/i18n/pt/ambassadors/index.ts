import type { BaseTranslation } from '../../i18n-types';

/** /embaixadores: the referral programme of spec section 9. */
const pt_ambassadors = {
  title: 'Programa de Embaixadores Estadia',
  lead: 'Indique o Estadia para outros anfitriões e ganhe um mês grátis de assinatura para cada indicado que se tornar cliente. Sem limite de indicações.',
  howTitle: 'Como funciona',
  steps: {
    join: { title: 'Inscreva-se', text: 'Preencha o formulário de inscrição com os dados da sua conta. Em seguida você recebe por e-mail o seu link de indicação.' },
    refer: { title: 'Indique', text: 'Compartilhe o link com anfitriões que você conhece: donos de pousadas, hotéis, hostels ou imóveis de temporada.' },
    earn: { title: 'Ganhe', text: 'Quando um indicado contrata um plano e paga a primeira mensalidade, um mês grátis é creditado na sua assinatura.' },
  },
  rewardsTitle: 'Quanto mais você indica, mais você ganha',
  rewardsText: 'Cada anfitrião indicado que vira cliente vale um mês grátis de assinatura, e não há limite: os meses se acumulam.',
  rewards: {
    one: { value: '1 indicação', result: '1 mês grátis' },
    twelve: { value: '12 indicações', result: '1 ano grátis' },
    twentyFour: { value: '24 indicações', result: '2 anos grátis' },
  },
  referredTitle: 'Vantagem para quem é indicado',
  referredText: 'O anfitrião que chega pela sua indicação ganha 15% de desconto na primeira mensalidade, além do teste gratuito de {trialDays} dias. É um bom motivo para ele começar e um jeito simples de você ajudar um colega.',
  referredHighlight: '15% de desconto na primeira mensalidade',
  whoTitle: 'Quem pode participar',
  whoText: 'O programa é exclusivo para assinantes do Estadia com a conta em dia e é voltado a anfitriões no Brasil. Se você já usa o Estadia e gosta do resultado, você é exatamente quem procuramos.',
  rulesTitle: 'Regras do programa',
  rules: '- O mês grátis é creditado depois que o indicado paga a primeira mensalidade.\n- O indicado precisa ser um novo cliente, que nunca teve conta no Estadia.\n- Não há limite de indicações: 12 indicações equivalem a um ano grátis e 24, a dois anos.\n- Os meses grátis são abatidos das próximas mensalidades e não podem ser convertidos em dinheiro.\n- O desconto de 15% vale para a primeira mensalidade do indicado e não se soma a outras promoções.',
  ctaTitle: 'Pronto para indicar?',
  ctaButton: 'QUERO SER EMBAIXADOR',
  ctaNote: 'Ao clicar, você será redirecionado para nosso formulário de inscrição seguro.',
} satisfies BaseTranslation;

export default pt_ambassadors;
