import type { NamespaceLiveDemoTranslation } from '../../i18n-types';

const es_liveDemo = {
  start: 'Pruébalo ahora',
  note: 'Abre un espacio de trabajo de demostración solo tuyo, con nueve propiedades, tarifas y 96 reservas, sin registro. Se elimina a las 24 horas.',
  title: 'Prueba Estadia en vivo',
  lead: 'Sin vídeo: el producto real. Un clic abre una copia privada del espacio de trabajo de demostración, donde puedes reservar, mover estancias, cambiar precios y ver los correos que se enviarían.',
  errors: {
    limit: 'Se crearon demasiadas demostraciones desde tu dirección en la última hora. Inténtalo de nuevo más tarde.',
    unavailable: 'La demostración en vivo no está disponible ahora. Habla con un especialista por WhatsApp.',
  },
  highlightsTitle: 'Lo que encontrarás en la demostración',
  screens: {
    title: 'Cómo es el espacio de trabajo',
    calendar: 'El calendario: una fila por unidad, una columna por noche, cada reserva una barra con el nombre del huésped.',
    overview: 'La vista general: llegadas y salidas de hoy, ocupación del mes e ingresos por mes de llegada.',
  },
} satisfies NamespaceLiveDemoTranslation;

export default es_liveDemo;
