import type { NamespaceAmbassadorsTranslation } from '../../i18n-types';

const es_ambassadors = {
  title: 'Programa de Embajadores Estadia',
  lead: 'Recomienda Estadia a otros anfitriones y gana un mes gratis de suscripción por cada recomendado que se haga cliente. Sin límite de recomendaciones.',
  howTitle: 'Cómo funciona',
  steps: {
    join: { title: 'Inscríbete', text: 'Completa el formulario de inscripción con los datos de tu cuenta. Después recibirás por correo electrónico tu enlace de recomendación.' },
    refer: { title: 'Recomienda', text: 'Comparte el enlace con anfitriones que conozcas: dueños de posadas, hoteles, hostales o alquileres vacacionales.' },
    earn: { title: 'Gana', text: 'Cuando un recomendado contrata un plan y paga la primera cuota mensual, se abona un mes gratis en tu suscripción.' },
  },
  rewardsTitle: 'Cuanto más recomiendas, más ganas',
  rewardsText: 'Cada anfitrión recomendado que se hace cliente vale un mes gratis de suscripción, y no hay límite: los meses se acumulan.',
  rewards: {
    one: { value: '1 recomendación', result: '1 mes gratis' },
    twelve: { value: '12 recomendaciones', result: '1 año gratis' },
    twentyFour: { value: '24 recomendaciones', result: '2 años gratis' },
  },
  referredTitle: 'Una ventaja para quien recomiendas',
  referredText: 'El anfitrión que llega por tu recomendación obtiene un 15% de descuento en la primera cuota mensual, además de la prueba gratuita de {trialDays} días. Es un buen motivo para que empiece y una forma sencilla de ayudar a un colega.',
  referredHighlight: '15% de descuento en la primera cuota',
  whoTitle: 'Quién puede participar',
  whoText: 'El programa es exclusivo para suscriptores de Estadia con la cuenta al día y está dirigido a anfitriones en Brasil. Si ya usas Estadia y te gustan los resultados, eres justo a quien buscamos.',
  rulesTitle: 'Reglas del programa',
  rules: '- El mes gratis se abona después de que el recomendado pague su primera cuota mensual.\n- El recomendado debe ser un cliente nuevo que nunca haya tenido cuenta en Estadia.\n- No hay límite de recomendaciones: 12 recomendaciones equivalen a un año gratis y 24, a dos años.\n- Los meses gratis se descuentan de tus próximas cuotas y no pueden canjearse por dinero.\n- El descuento del 15% se aplica a la primera cuota del recomendado y no se acumula con otras promociones.',
  ctaTitle: '¿Listo para recomendar?',
  ctaButton: 'QUIERO SER EMBAJADOR',
  ctaNote: 'Al hacer clic, serás redirigido a nuestro formulario de inscripción seguro.',
} satisfies NamespaceAmbassadorsTranslation;

export default es_ambassadors;
