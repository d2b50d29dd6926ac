import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const es_ferramentas = {
  hero: {
    eyebrow: 'Herramientas',
    title: 'Herramientas que trabajan por ti',
    lead: 'Todo lo que un alojamiento usa a diario, reunido en un solo lugar y conectado al mismo calendario. Menos hojas de cálculo, menos trabajo repetido y más tiempo para los huéspedes.',
  },
  grid: {
    title: '{count} herramientas con un solo acceso',
    lead: 'Todas incluidas en la plataforma, sin módulos ocultos.',
  },
  tools: {
    calendar: { title: 'Calendario inteligente', text: 'Todas las habitaciones y canales en una pantalla, con reservas que se arrastran y colores por canal.' },
    rates: { title: 'Tarifas y disponibilidad', text: 'Precios, estancia mínima y restricciones por fecha, habitación y canal, actualizados en bloque.' },
    inbox: { title: 'Bandeja de entrada unificada', text: 'Mensajes de los portales, de la web y de WhatsApp reunidos por huésped.' },
    messages: { title: 'Mensajes automáticos', text: 'Confirmación, recordatorios, bienvenida y correo tras el check-out enviados en el momento justo.' },
    checkin: { title: 'Check-in y check-out en línea', text: 'El huésped envía sus documentos y datos antes de llegar y agilizas la recepción.' },
    housekeeping: { title: 'App de limpieza', text: 'Tareas de limpieza repartidas automáticamente y estado de la habitación en tiempo real.' },
    invoices: { title: 'Facturación', text: 'Facturas, recibos y extractos generados a partir de cada reserva.' },
    reports: { title: 'Informes y análisis', text: 'Ocupación, tarifa media, RevPAR y origen de las reservas con filtros por periodo.' },
    dynamicPricing: { title: 'Precios dinámicos', text: 'Reglas que ajustan las tarifas según la ocupación y la antelación.' },
    reviews: { title: 'Gestión de reseñas', text: 'Solicitudes de reseña automáticas y todas las notas de los portales en un panel.' },
    team: { title: 'Equipo y permisos', text: 'Cada persona ve y cambia solo lo que su función le permite.' },
    guests: { title: 'Registro de huéspedes', text: 'Historial, preferencias y contactos para atender mejor a quien vuelve.' },
    api: { title: 'API de integración', text: 'Conecta sistemas propios y socios con una API documentada.' },
    backup: { title: 'Copia de seguridad diaria', text: 'Copia automática y cifrada de todos los datos, todos los días.' },
    whiteLabel: { title: 'Marca propia', text: 'Página de reservas y correos con tu logotipo, tus colores y tu dominio.' },
    mobileApp: { title: 'App móvil', text: 'Sigue reservas, calendario y tareas desde el móvil.' },
    chatbot: { title: 'Chatbot para tu web', text: 'Responde las dudas frecuentes de los huéspedes a cualquier hora y los lleva a reservar.' },
  },
  cta: {
    title: '¿Quieres ver estas herramientas en acción?',
    text: 'Habla con un especialista por WhatsApp y descubre qué herramientas resuelven la rutina de tu alojamiento.',
  },
} satisfies NamespaceFerramentasTranslation;

export default es_ferramentas;
