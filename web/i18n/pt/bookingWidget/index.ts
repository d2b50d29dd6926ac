import type { BaseTranslation } from '../../i18n-types';

/** The embeddable booking widget (a host's own website) and its snippet in the workspace. */
const pt_bookingWidget = {
  form: {
    heading: 'Reserve direto',
    checkIn: 'Entrada',
    checkOut: 'Saída',
    guests: 'Hóspedes',
    submit: 'Ver disponibilidade',
    newTab: '(abre em uma nova aba)',
    frameTitle: 'Reserva direta',
    notFound: 'Esta propriedade não recebe reservas no momento.',
  },
  snippet: {
    title: 'Widget de reservas para o seu site',
    help: 'Cole este código no seu site onde o formulário deve aparecer: ele mostra datas e hóspedes na cor da sua marca e abre a página de reservas desta propriedade com as datas escolhidas, no idioma do hóspede.',
    scriptLabel: 'Código do widget',
    iframeLabel: 'Alternativa em iframe (funciona sem JavaScript)',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    copyFailed: 'Não foi possível copiar: selecione o texto e copie.',
  },
} satisfies BaseTranslation;

export default pt_bookingWidget;
