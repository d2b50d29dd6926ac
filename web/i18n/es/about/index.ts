import type { NamespaceAboutTranslation } from '../../i18n-types';

const es_about = {
  title: 'Sobre Estadia',
  lead: 'Creamos tecnología para que los anfitriones pasen menos tiempo con hojas de cálculo y portales y más tiempo atendiendo a sus huéspedes.',
  storyTitle: 'Nuestra historia',
  story: 'Estadia nació del día a día de quienes gestionan alojamientos. Veíamos posadas, hoteles y anfitriones de alquiler vacacional actualizando calendarios a mano en varios portales, con miedo al overbooking, pagando comisiones altas por cada reserva y sin tiempo para lo que de verdad importa: recibir bien.\n\nPor eso construimos una única plataforma que reúne el sistema de gestión de la propiedad, el channel manager y el motor de reservas directas. Todo está conectado: una reserva que entra por un portal actualiza la disponibilidad en todos los demás, envía el correo de bienvenida, programa la limpieza y aparece en el informe financiero, sin que nadie tenga que escribir nada dos veces.\n\nHoy atendemos desde al anfitrión con un solo apartamento hasta a grupos con decenas de propiedades, y seguimos mejorando el producto a partir de lo que nuestros clientes nos cuentan cada día.',
  figuresTitle: 'Estadia en cifras',
  figures: {
    properties: 'propiedades usan Estadia',
    countries: 'países con alojamientos activos',
    portals: 'portales de reserva conectados',
    revenue: 'de aumento medio de ingresos',
  },
  missionTitle: 'Misión, visión y valores',
  missionLabel: 'Misión',
  mission: 'Dar a cada alojamiento, sea cual sea su tamaño, las herramientas de las grandes cadenas, de forma sencilla y asequible.',
  visionLabel: 'Visión',
  vision: 'Ser la plataforma en la que los anfitriones confían para vender, operar y crecer, en cualquier país.',
  valuesLabel: 'Valores',
  values: {
    simplicity: { title: 'Sencillez', text: 'Si una tarea puede ser automática, debe serlo. Si te necesita, debe llevar pocos clics.' },
    transparency: { title: 'Transparencia', text: 'Precios claros, sin comisión sobre las reservas y sin letra pequeña en nuestros contratos.' },
    closeness: { title: 'Cercanía', text: 'Soporte humano las 24 horas, en tu idioma, con personas que entienden cómo funciona un alojamiento.' },
    security: { title: 'Seguridad', text: 'Los datos de tus huéspedes se tratan con el mismo cuidado que exigimos para los nuestros.' },
  },
  careersTitle: 'Empleo',
  careersLead: '¿Quieres ayudar a miles de anfitriones a trabajar mejor? Siempre buscamos personas curiosas, cuidadosas y a las que les guste resolver problemas reales.',
  careersWhy: 'Trabajamos en remoto, en equipos pequeños y autónomos, con ciclos de entrega cortos y contacto directo con los clientes. Valoramos a quien escribe con claridad, pide ayuda pronto y deja el código y los procesos mejor de lo que los encontró.',
  areasTitle: 'Áreas en las que solemos contratar',
  areas: {
    engineering: { title: 'Producto e ingeniería', text: 'Desarrollo web, integraciones con portales y pagos, diseño de producto y datos.' },
    success: { title: 'Éxito del cliente', text: 'Onboarding, formación y soporte las 24 horas para alojamientos de todos los tamaños.' },
    sales: { title: 'Ventas y alianzas', text: 'Relación con anfitriones, cadenas hoteleras y socios tecnológicos.' },
  },
  applyText: '¿No encuentras una vacante para tu perfil? Envíanos tu currículum y cuéntanos por qué encajas con Estadia.',
  applyButton: 'Enviar currículum',
  applySubject: 'Candidatura – Empleo en Estadia',
} satisfies NamespaceAboutTranslation;

export default es_about;
