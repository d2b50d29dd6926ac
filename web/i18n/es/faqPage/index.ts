import type { NamespaceFaqPageTranslation } from '../../i18n-types';

const es_faqPage = {
  title: 'Preguntas frecuentes',
  lead: 'Todo lo que los anfitriones más preguntan antes de empezar con Estadia. Abre todas las preguntas que quieras: cada una se abre y se cierra de forma independiente.',
  categoriesLabel: 'Categorías',
  categories: {
    general: 'General',
    channelManager: 'Channel Manager',
    bookingEngine: 'Motor de Reservas',
    support: 'Soporte',
    pricing: 'Precios',
    payments: 'Pagos y Seguridad',
  },
  general: {
    whatIs: {
      q: '¿Qué es Estadia?',
      a: 'Estadia es un software de gestión hotelera completo: reúne en una sola plataforma el sistema de gestión de la propiedad (PMS), el channel manager y el motor de reservas directas. Controlas calendario, tarifas, huéspedes, equipo, pagos y reseñas sin saltar entre herramientas distintas.',
    },
    setup: {
      q: '¿Cuánto tiempo lleva la implementación?',
      a: 'La configuración inicial lleva minutos: registras la propiedad, las habitaciones y las tarifas y conectas los canales que ya utilizas. Nuestro equipo de onboarding acompaña los primeros pasos e importa las reservas futuras para que nada se pierda en el cambio de sistema.',
    },
    propertyTypes: {
      q: '¿Para qué tipos de alojamiento sirve Estadia?',
      a: 'Para todos: hoteles, posadas, hostales, B&B, casas y apartamentos vacacionales, campings y resorts. Funciona igual de bien para una sola unidad que para grupos con varias propiedades.',
    },
    languages: {
      q: '¿En qué idiomas está disponible el sistema?',
      a: 'El panel y el sitio web están disponibles en portugués, inglés, español e italiano. Cada persona del equipo puede usar el idioma que prefiera, y el motor de reservas muestra a cada huésped el idioma adecuado.',
    },
  },
  channelManager: {
    portals: {
      q: '¿Con cuántos portales de reserva se conecta Estadia?',
      a: 'Con más de {portals} portales de reserva, entre ellos Booking.com, Airbnb, Expedia y Decolar. Eliges qué canales activar y puedes añadir otros en cualquier momento.',
    },
    overbooking: {
      q: '¿Cómo evita el channel manager el overbooking?',
      a: 'La disponibilidad, los precios y las reservas se sincronizan en tiempo real. Cuando entra una reserva por cualquier canal, la habitación se bloquea de inmediato en todos los demás, así nunca se vende dos veces la misma noche.',
    },
    channelPrices: {
      q: '¿Puedo tener precios distintos en cada canal?',
      a: 'Sí. A partir de tu tarifa base, defines para cada canal un recargo o un descuento, en porcentaje o en importe fijo. Así compensas la comisión de un portal u ofreces el mejor precio en tu propio sitio, sin introducir tarifas canal por canal.',
    },
  },
  bookingEngine: {
    install: {
      q: '¿Cómo añado el motor de reservas a mi sitio web?',
      a: 'Puedes integrarlo en tu sitio como widget o usar un enlace propio con tu marca. El enlace también funciona sin sitio web: compártelo en redes sociales o por WhatsApp y recibe reservas directas sin comisión.',
    },
    customise: {
      q: '¿Puedo personalizar la página de reservas?',
      a: 'Sí. Colores, tipografías, logotipo, fotos y textos siguen la identidad de tu alojamiento, para que el huésped reserve en una página que parece tuya y no de un portal.',
    },
    gateways: {
      q: '¿Qué formas de pago acepta el motor de reservas?',
      a: 'El motor se integra con pasarelas de pago para aceptar tarjeta de crédito, Pix, boleto y otras opciones. La reserva se confirma en cuanto se aprueba el pago.',
    },
  },
  support: {
    channels: {
      q: '¿Cómo funciona el soporte?',
      a: 'Nuestro soporte atiende las 24 horas del día, los 7 días de la semana, por chat, correo electrónico y teléfono. Hablas con personas que conocen el día a día de un alojamiento, en portugués, inglés, español o italiano.',
    },
    training: {
      q: '¿Ofrecen formación?',
      a: 'Sí. Cada cliente recibe un onboarding guiado, sesiones de formación en directo para el equipo, tutoriales en vídeo y documentación detallada para consultar cuando lo necesites.',
    },
  },
  pricing: {
    model: {
      q: '¿Cómo funciona la facturación?',
      a: 'La suscripción es mensual o anual y el precio depende del número de habitaciones o propiedades y de las funciones que elijas. En la página de precios puedes calcular el importe exacto para tu alojamiento.',
    },
    quote: {
      q: '¿Puedo pedir un presupuesto personalizado?',
      a: 'Sí. Para cadenas, grupos con muchas propiedades o necesidades específicas de integración preparamos un presupuesto a medida. Habla con nuestro equipo a través de la página de contacto.',
    },
    trial: {
      q: '¿Hay un periodo de prueba gratuito?',
      a: 'Sí: {trialDays} días gratis, con acceso a todas las funciones y sin tarjeta de crédito. Al final de la prueba decides si quieres continuar.',
    },
    setupFee: {
      q: '¿Hay cuota de alta o comisión sobre las reservas?',
      a: 'No. No cobramos cuota de alta ni comisión sobre las reservas que recibes. Solo pagas la suscripción del plan elegido.',
    },
  },
  payments: {
    fees: {
      q: '¿Estadia cobra una comisión sobre los pagos que recibo?',
      a: 'No. Estadia no cobra comisión de procesamiento. Solo pagas las tarifas del proveedor de pagos que elijas, con el que necesitas tener una cuenta propia.',
    },
    dataSecurity: {
      q: '¿Están seguros los datos de mis huéspedes?',
      a: 'Sí. Las conexiones están cifradas, el acceso al panel está protegido por autenticación y los datos de tarjeta los tratan proveedores con certificación PCI-DSS. Cumplimos la Ley General de Protección de Datos de Brasil (LGPD) en todo tratamiento de datos personales.',
    },
    ownership: {
      q: '¿De quién son los datos de mi alojamiento?',
      a: 'Tuyos. Puedes exportar tus reservas y fichas de huéspedes en cualquier momento. Si cierras la cuenta, los datos se eliminan en los plazos que fijan nuestros términos de servicio.',
    },
    backup: {
      q: '¿Con qué frecuencia se hacen copias de seguridad?',
      a: 'Hacemos una copia de seguridad diaria de todos los datos, guardada cifrada, para poder recuperar la información incluso si algo falla.',
    },
  },
  moreTitle: '¿No encontraste tu respuesta?',
  moreText: 'Nuestro equipo responde rápido y te ayuda a encontrar la mejor configuración para tu alojamiento.',
  contactButton: 'Contáctanos',
  homeButton: 'Volver al Inicio',
} satisfies NamespaceFaqPageTranslation;

export default es_faqPage;
