import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const es_caracteristicas = {
  hero: {
    eyebrow: 'Características',
    title: 'Una plataforma completa para gestionar, vender y cobrar',
    lead: 'Estadia reúne la gestión del alojamiento, el channel manager y el motor de reservas directas. Los tres comparten el mismo calendario, los mismos huéspedes y las mismas cifras, así que nada se escribe dos veces.',
  },
  blocks: {
    pms: {
      title: 'Gestión del alojamiento',
      text: 'Organiza habitaciones, tarifas, huéspedes y equipo en un panel pensado para el día a día de la recepción. Del check-in al check-out, cada paso queda registrado y es fácil de encontrar.',
      points: {
        rooms: 'Habitaciones, categorías y tarifas configuradas en minutos',
        guests: 'La ficha completa de cada huésped, con su historial de estancias',
        team: 'Acceso del equipo con permisos por función',
        reviews: 'Las reseñas de los huéspedes reunidas en un solo lugar',
      },
      visualLabel: 'Ilustración del panel de gestión con indicadores, un gráfico de ingresos y una lista de tareas',
    },
    channel: {
      title: 'Channel manager',
      text: 'Conecta tu alojamiento a más de {portals} portales de reservas y mantén disponibilidad, precios y reservas iguales en todos, en tiempo real. Una venta en cualquier canal cierra la fecha en todos los demás.',
      points: {
        realTime: 'Sincronización en tiempo real contra el overbooking',
        markup: 'Precio por canal con recargo o descuento en porcentaje o importe fijo',
        restrictions: 'Estancia mínima y restricciones de llegada por canal',
        mapping: 'Mapeo de habitaciones y tarifas hecho con nuestro equipo',
      },
      visualLabel: 'Ilustración de Estadia conectado a seis portales de reservas',
    },
    engine: {
      title: 'Motor de reservas',
      text: 'Vende directamente, sin comisión, en una página de reservas con la identidad de tu marca. El huésped elige las fechas, ve el precio de cada noche, paga y recibe la confirmación al instante.',
      points: {
        free: 'Página de reservas gratuita y personalizable',
        widget: 'Widget para tu web o enlace propio para las redes sociales',
        payments: 'Pago integrado con confirmación inmediata',
        noWebsite: 'Funciona incluso sin web, directamente por WhatsApp',
      },
      visualLabel: 'Ilustración de una página de reservas abierta en el móvil',
    },
  },
  cards: {
    title: 'Y mucho más en el mismo panel',
    lead: 'Funciones que completan la rutina de tu alojamiento, todas incluidas en la plataforma.',
    items: {
      inbox: { title: 'Bandeja de entrada unificada', text: 'Mensajes de todos los portales y de tu web en una sola conversación por huésped.' },
      billing: { title: 'Facturación', text: 'Facturas, recibos y control de cobros generados a partir de las reservas.' },
      housekeeping: { title: 'Limpieza y check-in/out', text: 'El estado de cada habitación actualizado por el equipo de limpieza desde el móvil.' },
      reports: { title: 'Informes y análisis', text: 'Ocupación, tarifa media, ingresos por habitación y origen de las reservas.' },
      pricing: { title: 'Precios dinámicos', text: 'Tarifas que siguen la demanda, la temporada y la ocupación.' },
      mobileApp: { title: 'App móvil', text: 'Reservas, calendario y tareas en la palma de la mano, estés donde estés.' },
    },
  },
  cta: {
    title: '¿Quieres ver todo esto en tu alojamiento?',
    text: 'Agenda una demostración y resuelve tus dudas con un especialista.',
  },
} satisfies NamespaceCaracteristicasTranslation;

export default es_caracteristicas;
