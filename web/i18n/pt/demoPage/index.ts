import type { BaseTranslation } from '../../i18n-types';

/** /demo: headline, one-minute video behind a click-to-load facade, WhatsApp call to action. */
const pt_demoPage = {
  title: 'Veja o Estadia em ação em 1 minuto',
  subtitle: 'Descubra como centralizar reservas, canais e pagamentos em um só painel, e como os anfitriões ganham horas por semana com as automações.',
  videoTitle: 'Vídeo de demonstração do Estadia',
  play: 'Assistir ao vídeo de demonstração, 1 min',
  duration: '1 min',
  consent: 'O vídeo é carregado do YouTube somente depois que você clicar.',
  watchOnYoutube: 'Assistir no YouTube',
  highlightsTitle: 'O que você vai ver no vídeo',
  highlights: {
    calendar: 'O calendário inteligente com todas as reservas, de todos os canais, em um só lugar.',
    channels: 'O channel manager sincronizando disponibilidade e preços em tempo real para evitar overbooking.',
    engine: 'O motor de reservas diretas, sem comissão, com pagamento por cartão, Pix ou boleto.',
    automation: 'As automações: e-mails de boas-vindas, pedidos de avaliação e agenda de limpeza.',
  },
  ctaTitle: 'Quer ver com os dados da sua hospedagem?',
  ctaText: 'Um especialista mostra o Estadia configurado para o seu tipo de hospedagem e responde às suas dúvidas na hora.',
  whatsapp: 'Falar com um Especialista via WhatsApp',
} satisfies BaseTranslation;

export default pt_demoPage;
