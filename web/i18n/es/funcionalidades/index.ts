import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const es_funcionalidades = {
  hero: {
    eyebrow: 'Funcionalidades',
    title: 'PMS y channel manager en un solo panel',
    lead: 'Sigue la ocupación, las reservas, los ingresos y el origen de cada huésped en tiempo real, y gestiona todos los canales de venta desde el mismo lugar.',
  },
  dashboard: {
    title: 'Todo lo importante, en una pantalla',
    lead: 'El panel de Estadia muestra cómo va tu alojamiento nada más entrar.',
    badge: 'Ejemplo visual',
    note: 'Ilustración con valores de ejemplo, solo para mostrar cómo el panel presenta los datos.',
    kpisLabel: 'Indicadores del día',
    occupancy: 'Tasa de ocupación',
    bookingsToday: 'Reservas hoy',
    averageStay: 'Estancia media',
    nights: '{value} noches',
    revenue: {
      title: 'Ingresos mensuales',
      description: 'Gráfico de barras de los ingresos de enero a junio, que crecen de {first} a {last}.',
      month: 'Mes',
      amount: 'Ingresos',
    },
    sources: {
      title: 'Origen de las reservas',
      description: 'Gráfico de anillo: {list}.',
      direct: 'Directo',
      booking: 'Booking.com',
      airbnb: 'Airbnb',
      others: 'Otros',
    },
  },
  explain: {
    title: 'Dos sistemas que funcionan como uno',
    pms: {
      title: '¿Qué es un PMS?',
      text: 'El sistema de gestión del alojamiento (Property Management System) es el centro de operaciones: calendario, habitaciones, tarifas, huéspedes, pagos y tareas del equipo. Sustituye hojas de cálculo y cuadernos y guarda el historial de cada estancia.',
    },
    channel: {
      title: '¿Qué es un channel manager?',
      text: 'El channel manager conecta tu alojamiento con los portales de reservas y mantiene la disponibilidad y los precios sincronizados en todos ellos. Cuando una habitación se vende en un canal, deja de estar a la venta en todos los demás en ese mismo instante.',
    },
    together: {
      title: '¿Por qué juntos?',
      text: 'Con los dos en la misma plataforma, cada reserva entra directamente en el calendario, activa las automatizaciones y aparece en los informes. Sin importaciones, sin retrasos y sin overbooking.',
    },
  },
  advanced: {
    title: 'Funciones avanzadas',
    lead: 'Para quien quiere ir más allá de lo básico y crecer.',
    items: {
      multiProperty: { title: 'Varios alojamientos', text: 'Gestiona una cadena de alojamientos con una sola cuenta e informes consolidados.' },
      channelRates: { title: 'Tarifas por canal', text: 'Recargos o descuentos en porcentaje o importe fijo para cada portal.' },
      restrictions: { title: 'Restricciones de estancia', text: 'Estancia mínima y máxima, fechas cerradas a la llegada o a la salida y antelación.' },
      automations: { title: 'Automatizaciones personalizadas', text: 'Reglas propias para mensajes, tareas y cobros en cada etapa de la reserva.' },
      reports: { title: 'Informes avanzados', text: 'RevPAR, tarifa media y rendimiento por canal, exportables a hoja de cálculo.' },
      permissions: { title: 'Permisos por función', text: 'Recepción, limpieza, dirección y finanzas, cada uno con el acceso adecuado.' },
    },
  },
  extras: {
    title: 'Recursos extra',
    lead: 'Incluidos para que tu operación sea más completa.',
    items: {
      api: 'API abierta para integraciones propias',
      backup: 'Copia de seguridad diaria cifrada',
      whiteLabel: 'Marca propia en la página de reservas y en los correos',
      languages: 'Interfaz en portugués, inglés, español e italiano',
      support: 'Soporte 24/7 por chat, correo y teléfono',
      loyalty: 'Programa de fidelización para los huéspedes que vuelven',
      chatbot: 'Chatbot para la web del alojamiento',
      mobileApp: 'App móvil para la dirección y el equipo',
    },
  },
  trial: {
    title: 'Pruébalo gratis durante {days} días',
    text: 'Crea tu cuenta, conecta tus canales y mira el panel con tus propios datos. Sin tarjeta de crédito y sin coste de configuración.',
  },
} satisfies NamespaceFuncionalidadesTranslation;

export default es_funcionalidades;
