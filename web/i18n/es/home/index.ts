import type { NamespaceHomeTranslation } from '../../i18n-types';

const es_home = {
  hero: {
    eyebrow: 'Software de gestión hotelera todo en uno',
    title: 'Gestiona tu alojamiento desde un solo lugar y recibe más reservas',
    lead: 'PMS, channel manager y motor de reservas sin comisión para hoteles, posadas, hostales, casas vacacionales, campings y resorts. Sincroniza más de {portals} portales en tiempo real y olvídate del overbooking.',
    visualLabel: 'Ilustración del panel de Estadia con indicadores, un gráfico de ingresos y una lista de tareas',
  },
  features: {
    title: 'Todo lo que tu alojamiento necesita',
    lead: 'Las funciones principales de Estadia trabajan juntas, con los mismos datos, desde el primer contacto del huésped hasta la reseña tras el check-out.',
    items: {
      pms: { title: 'Gestión del alojamiento (PMS)', text: 'Habitaciones, tarifas, huéspedes, equipo y reseñas organizados en un panel sencillo.' },
      channel: { title: 'Channel manager', text: 'Disponibilidad, precios y reservas sincronizados con más de {portals} portales en tiempo real.' },
      engine: { title: 'Motor de reservas', text: 'Reservas directas sin comisión en tu web, en redes sociales o con un enlace con tu marca.' },
      payments: { title: 'Pagos en línea', text: 'Tarjeta, Pix, boleto y otros medios, sin comisión de procesamiento de Estadia.' },
      automation: { title: 'Automatizaciones', text: 'Correos, recordatorios, limpieza y ajustes de precio ocurren solos, en el momento justo.' },
      reports: { title: 'Informes y análisis', text: 'Ocupación, ingresos y origen de las reservas para decidir con datos.' },
    },
    link: 'Conoce todas las características',
  },
  calendar: {
    title: 'Calendario inteligente',
    text: 'Ve todas las habitaciones y canales en una sola pantalla. Cada reserva aparece al instante con el color de su canal, y cualquier cambio se aplica a todos los portales a la vez.',
    points: {
      dragDrop: 'Arrastra una reserva para cambiarla de habitación o de fecha',
      colors: 'Colores por canal para saber de dónde viene cada huésped',
      block: 'Bloquea fechas por mantenimiento con un clic',
      rates: 'Las tarifas y restricciones del día en el propio calendario',
    },
    visualLabel: 'Ilustración de un calendario de reservas con habitaciones y reservas coloreadas por canal',
  },
  engine: {
    title: 'Motor de reservas sin comisión',
    text: 'Una página de reservas gratuita y personalizable con los colores, las fuentes y el logotipo de tu marca. Insértala como widget en tu web o comparte el enlace en redes sociales y WhatsApp, incluso sin tener web.',
    points: {
      noCommission: 'Cero comisión en las reservas directas',
      instant: 'Confirmación inmediata con pago integrado',
      mobile: 'Pensado para el móvil, donde reserva la mayoría de los huéspedes',
    },
    link: 'Conocer el motor de reservas',
  },
  automation: {
    title: 'Automatización de principio a fin de la estancia',
    lead: 'Cada reserva pone en marcha un flujo que funciona solo. Puedes seguir cada paso, pero no tienes que hacer nada a mano.',
    stepLabel: 'Paso {n}',
    steps: {
      newBooking: { title: 'Nueva reserva', text: 'La reserva llega desde un portal o desde tu motor de reservas.' },
      syncCalendar: { title: 'Calendario sincronizado', text: 'La disponibilidad se actualiza en todos los canales y se evita el overbooking.' },
      saveCards: { title: 'Tarjetas guardadas y procesadas', text: 'Los datos de la tarjeta se guardan de forma segura y el cobro se hace en la fecha correcta.' },
      adjustPrices: { title: 'Precios ajustados automáticamente', text: 'Las tarifas de los próximos días se adaptan a la nueva ocupación.' },
      welcomeEmail: { title: 'Correo de bienvenida', text: 'El huésped recibe las instrucciones de llegada antes del check-in.' },
      cleaningApp: { title: 'App de limpieza', text: 'El equipo de limpieza recibe la tarea en el móvil en cuanto la habitación queda libre.' },
      postCheckoutEmail: { title: 'Correo tras el check-out', text: 'Un agradecimiento personalizado sale justo después de la salida.' },
      requestReviews: { title: 'Solicitud de reseña', text: 'Se invita al huésped a valorar la estancia en un sitio de reseñas de viajes.' },
    },
  },
  integrations: {
    title: 'Conectado a los portales que usan tus huéspedes',
    lead: 'Más de {portals} portales de reservas, medios de pago y herramientas conectados con tu calendario.',
    link: 'Ver todas las integraciones',
  },
  testimonials: {
    title: 'Quien lo usa, lo recomienda',
    items: {
      marina: {
        quote: 'Se acabó el miedo al overbooking. Antes actualizaba tres extranets a mano; hoy el calendario se resuelve solo y yo me dedico a los huéspedes.',
        name: 'Marina Albuquerque',
        role: 'Propietaria de una posada en Paraty',
      },
      ricardo: {
        quote: 'Las reservas directas crecen mes a mes, y la comisión que pagábamos a los portales ahora se queda en nuestra caja.',
        name: 'Ricardo Menezes',
        role: 'Gerente de hotel en Belo Horizonte',
      },
      ana: {
        quote: 'Gestiono doce apartamentos turísticos yo sola. Los correos automáticos y la app de limpieza me devolvieron horas cada semana.',
        name: 'Ana Paula Ferreira',
        role: 'Anfitriona en Florianópolis',
      },
    },
  },
  questions: {
    title: 'Preguntas frecuentes',
    items: {
      setup: { q: '¿Cuánto se tarda en empezar?', a: 'Unos minutos: registra el alojamiento, las habitaciones y las tarifas y conecta los canales que ya usas. Nuestro equipo te ayuda a importar las reservas futuras.' },
      channels: { q: '¿Cuántos portales puedo conectar?', a: 'Más de {portals} portales de reservas, con disponibilidad, precios y reservas sincronizados en tiempo real.' },
      trial: { q: '¿Puedo probarlo antes de contratar?', a: 'Sí. La prueba gratuita dura {days} días, no pide tarjeta de crédito y no hay coste de configuración.' },
    },
    link: 'Ver todas las preguntas',
  },
  cta: {
    title: 'Mira Estadia funcionando en tu alojamiento',
    text: 'En una demostración breve te mostramos cómo Estadia encaja en el día a día de tu alojamiento.',
  },
  advantages: {
    title: 'Ventajas de elegir Estadia',
    items: {
      allInOne: { title: 'Todo en una plataforma', text: 'PMS, channel manager, motor de reservas y pagos sin integraciones improvisadas.' },
      realTime: { title: 'Sincronización en tiempo real', text: 'Cada venta actualiza todos los canales al instante.' },
      noCommission: { title: 'Sin comisión', text: 'Las reservas directas son tuyas, hasta el último céntimo.' },
      support: { title: 'Soporte 24/7', text: 'Chat, correo y teléfono, a cualquier hora.' },
      mobile: { title: 'App móvil', text: 'Sigue reservas y tareas desde cualquier lugar.' },
      languages: { title: 'Cuatro idiomas', text: 'Portugués, inglés, español e italiano para tu equipo y tus huéspedes.' },
      setup: { title: 'Listo en minutos', text: 'Sin coste de configuración y con ayuda de nuestro equipo en la migración.' },
      backup: { title: 'Copia de seguridad diaria', text: 'Tus datos copiados cada día y protegidos con cifrado.' },
    },
  },
  problems: {
    title: 'Problemas comunes, soluciones sencillas',
    problemLabel: 'Problema',
    solutionLabel: 'Solución',
    button: 'Ver cómo funciona',
    items: {
      overbooking: {
        title: 'Overbooking',
        problem: 'La misma habitación vendida en dos portales, un huésped sin alojamiento y una mala reseña.',
        solution: 'El channel manager cierra la fecha en todos los canales en el segundo en que llega la reserva.',
      },
      manualWork: {
        title: 'Trabajo manual',
        problem: 'Hojas de cálculo, mensajes copiados y pegados y tareas olvidadas ocupan el día del equipo.',
        solution: 'Las automatizaciones se encargan de los correos, la limpieza y los precios, y todo queda registrado en un solo lugar.',
      },
      commissions: {
        title: 'Dependencia de los portales',
        problem: 'Cada reserva a través de los portales cuesta una comisión, y el contacto con el huésped se queda con ellos.',
        solution: 'El motor de reservas sin comisión trae al huésped directamente a ti, con pago y confirmación inmediatos.',
      },
    },
  },
  security: {
    title: 'Tus datos y los de tus huéspedes, protegidos',
    text: 'Nos tomamos la seguridad en serio en cada capa de la plataforma, desde el almacenamiento de las tarjetas hasta los accesos de tu equipo.',
    items: {
      lgpd: 'Conforme a la LGPD brasileña',
      pci: 'Pagos en un entorno PCI-DSS',
      encryption: 'Conexiones cifradas de extremo a extremo',
      backup: 'Copia diaria y un objetivo de disponibilidad del {uptime}%',
    },
    link: 'Confianza y seguridad',
  },
  badges: {
    title: 'Alianzas y certificaciones',
    lead: 'Conectividad homologada con los principales portales y pagos que siguen los estándares de seguridad del sector.',
    items: {
      connectivity: { title: 'Conectividad certificada', text: 'Booking.com, Airbnb y Expedia' },
      googleHotels: { title: 'Socio de integración', text: 'Google Hotel Ads' },
      pci: { title: 'Seguridad en los pagos', text: 'PCI-DSS y 3DSecure' },
      lgpd: { title: 'Privacidad', text: 'LGPD' },
    },
  },
  partners: {
    title: 'Socios que forman parte de Estadia',
    lead: 'Medios de pago, comunicación y tecnología integrados en la plataforma.',
  },
} satisfies NamespaceHomeTranslation;

export default es_home;
