import type { NamespaceArticleMotorTranslation } from '../../i18n-types';

const es_articleMotor = {
  intro: 'Los portales de reserva son estupendos para que te encuentren, pero cada reserva que traen tiene un coste: comisiones que pueden superar el 15% del importe de la estancia y un huésped cuyos datos de contacto pertenecen al portal, no a ti. Un motor de reservas propio cambia esa ecuación.\n\nEl motor de reservas es el sistema que permite al huésped elegir fechas, ver la disponibilidad y los precios y reservar directamente con tu alojamiento, pagando en el momento. Te contamos por qué se ha vuelto imprescindible para hoteles, posadas y anfitriones de alquiler vacacional.',
  listTitle: 'Las ventajas de tener un motor de reservas propio',
  items: {
    b1: {
      title: 'Más beneficio en cada reserva',
      body: 'Sin intermediarios, la reserva directa no paga comisión. Por cada 100 que cobras por una noche, una comisión del 15% se lleva 15; a lo largo de un año, la diferencia entre vender por los portales y vender directo puede pagar una reforma, un nuevo empleado o simplemente aumentar tu beneficio.\n\nEse margen extra también te da libertad para ofrecer el mejor precio o una ventaja exclusiva a quien reserva directo, lo que refuerza el ciclo: más huéspedes aprenden que merece la pena reservar en tu web.',
    },
    b2: {
      title: 'Relación directa con el huésped',
      body: 'Cuando el huésped reserva contigo, la conversación empieza desde el primer contacto. Envías la confirmación con tu marca, haces ofertas antes de la llegada, personalizas la atención y mantienes el contacto después de la estancia.\n\nEsa relación es la base de la fidelización. Un huésped que tuvo una buena experiencia y recibe de ti una oferta para su próximo viaje tiene muchas más posibilidades de volver, y de volver directo, sin pasar por el portal.',
    },
    b3: {
      title: 'Datos del huésped que son tuyos',
      body: 'En las reservas directas, los datos del huésped, con el debido consentimiento, se quedan en tu alojamiento: nombre, correo electrónico, preferencias, fechas de viaje e historial de estancias. Con esta información entiendes quién es tu público y de dónde viene.\n\nEstos datos alimentan campañas de correo, programas de fidelización y decisiones de precios y marketing mucho más precisas. Todo tratado conforme a la normativa de protección de datos, con transparencia ante el huésped sobre el uso de su información.',
    },
    b4: {
      title: 'Flexibilidad para vender a tu manera',
      body: 'En tu motor de reservas, las reglas las pones tú. Creas paquetes con desayuno o excursiones, ofreces códigos de descuento, defines tus propias políticas de cancelación y vendes extras como traslados y salida tardía en el momento de la reserva.\n\nLa página de reservas también sigue tu identidad visual, con los colores, tipografías, logotipo y fotos que elijas. El huésped reserva en un entorno que parece tuyo y no de un portal, lo que transmite confianza y refuerza tu marca.',
    },
  },
  sections: {
    sync: {
      title: 'Sincronización en tiempo real, sin overbooking',
      body: 'Un temor habitual es vender la misma noche en tu web y en un portal a la vez. Cuando el motor de reservas está integrado con el channel manager, eso no ocurre: cada reserva hecha en tu web actualiza al instante la disponibilidad en todos los canales, y cada reserva de los portales bloquea la fecha en tu web.\n\nPrecios, restricciones y disponibilidad se gestionan en un solo lugar, y la confirmación llega al huésped en cuanto se aprueba el pago, con tarjeta, Pix o boleto.',
    },
    noWebsite: {
      title: 'No necesitas tener web',
      body: '¿No tienes web? No pasa nada. El motor de reservas de Estadia crea una página de reservas propia, con un enlace con tu marca que puedes compartir en Instagram, Facebook, WhatsApp o Google.\n\nSi ya tienes web, el motor puede integrarse como widget, con un botón de reservar en todas las páginas. En ambos casos, la configuración lleva minutos y no requiere conocimientos técnicos, y el huésped ve la disponibilidad y los precios en tiempo real y paga de forma segura en la misma página.',
    },
  },
  conclusionTitle: 'Usa los portales para que te encuentren y tu motor para crecer',
  conclusion: 'Los portales siguen siendo importantes para atraer nuevos huéspedes. Tu propio motor de reservas es lo que convierte a esos huéspedes en clientes tuyos, con más beneficio por reserva, relación directa y datos para crecer.\n\nEstadia incluye una página de reservas gratuita y personalizable, integrada con el channel manager y los principales medios de pago, sin comisión sobre las reservas.',
} satisfies NamespaceArticleMotorTranslation;

export default es_articleMotor;
