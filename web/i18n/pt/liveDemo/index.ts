import type { BaseTranslation } from '../../i18n-types';

/** "Experimente agora" (issue 30): the live demo's entry on /demo, the home and the pricing page. */
const pt_liveDemo = {
  start: 'Experimente agora',
  note: 'Abre um espaço de trabalho de demonstração só seu, com nove propriedades, tarifas e 96 reservas, sem cadastro. Ele é apagado após 24 horas.',
  title: 'Experimente o Estadia ao vivo',
  lead: 'Nada de vídeo: o produto de verdade. Um clique abre uma cópia privada do espaço de trabalho de demonstração, onde você pode reservar, mover estadias, mudar preços e ver os e-mails que seriam enviados.',
  errors: {
    limit: 'Muitas demonstrações foram criadas a partir do seu endereço na última hora. Tente novamente mais tarde.',
    unavailable: 'A demonstração ao vivo não está disponível agora. Fale com um especialista pelo WhatsApp.',
  },
  highlightsTitle: 'O que você encontra na demonstração',
  screens: {
    title: 'Como é o espaço de trabalho',
    calendar: 'O calendário: uma linha por unidade, uma coluna por noite, cada reserva uma barra com o nome do hóspede.',
    overview: 'A visão geral: chegadas e saídas de hoje, ocupação do mês e receita por mês de chegada.',
  },
} satisfies BaseTranslation;

export default pt_liveDemo;
