import type { NamespaceHelpTranslation } from '../../i18n-types';

const es_help = {
  title: 'Centro de ayuda',
  lead: 'Aprende a tu ritmo, consulta la documentación o habla con nuestro equipo. Estamos aquí para que saques el máximo partido a Estadia.',
  cardsTitle: '¿Cómo podemos ayudarte?',
  videos: {
    title: 'Tutoriales en vídeo',
    text: 'Vídeos cortos, paso a paso, sobre la configuración de la propiedad, la conexión de canales, las tarifas, el motor de reservas y los informes.',
    link: 'Ver los tutoriales',
  },
  docs: {
    title: 'Documentación',
    text: 'Respuestas ordenadas por tema a las dudas más frecuentes sobre el channel manager, el motor de reservas, los pagos y los planes.',
    link: 'Consultar la documentación',
  },
  support: {
    title: 'Habla con soporte',
    text: 'Nuestro equipo atiende las 24 horas del día, los 7 días de la semana, por chat, correo electrónico y teléfono, en portugués, inglés, español e italiano.',
    link: 'Hablar con soporte',
  },
  topicsTitle: 'Temas más consultados',
  topics: {
    channels: 'Conectar Booking.com, Airbnb y otros portales',
    engine: 'Configurar el motor de reservas directas',
    payments: 'Cobrar con tarjeta, Pix y boleto',
    pricing: 'Entender los planes y calcular el precio',
    security: 'Cómo protegemos tus datos',
  },
  emailTitle: '¿Prefieres el correo electrónico?',
  emailText: 'Escribe a {email} indicando el nombre de tu alojamiento y lo que ha ocurrido. Respondemos en pocas horas, también los fines de semana.',
} satisfies NamespaceHelpTranslation;

export default es_help;
