import type { NamespaceGuestMessagesTranslation } from '../../i18n-types';

const es_guestMessages = {
  lead: 'Mensajes enviados a los huéspedes a las 10:00 (hora del alojamiento), en el idioma de la reserva. Edita el texto de cada evento e idioma o desactiva el envío.',
  noProperty: 'Añade un alojamiento para configurar los mensajes.',
  addProperty: 'Añadir alojamiento',
  events: {
    confirmed: 'Reserva confirmada',
    pre_arrival: 'Antes de la llegada',
    arrival_day: 'Día de llegada',
    post_checkout: 'Después del check-out',
  },
  eventHint: {
    confirmed: 'Se envía justo después de confirmar la reserva.',
    pre_arrival: 'Se envía unos días antes del check-in, con el enlace del check-in online.',
    arrival_day: 'Se envía el día del check-in.',
    post_checkout: 'Se envía unos días después del check-out, con el enlace de la reseña.',
  },
  locales: { pt: 'Portugués', en: 'Inglés', es: 'Español', it: 'Italiano' },
  subject: 'Asunto',
  body: 'Texto',
  enabled: 'Enviar este mensaje',
  daysBefore: 'Días antes del check-in',
  daysAfter: 'Días después del check-out',
  variables: 'Variables disponibles',
  variablesHint: 'Escríbelas entre llaves; se sustituyen por los datos de la reserva.',
  isDefault: 'Texto predeterminado',
  edited: 'Texto editado',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Mensaje guardado.',
  saveError: 'No se pudo guardar. Revisa los campos.',
  required: 'Rellena este campo.',
  tooLong: 'Texto demasiado largo (máximo {max} caracteres).',
  daysRange: 'Usa un número de 0 a {max}.',
  preview: 'Vista previa',
  previewTitle: 'Vista previa',
  previewSubject: 'Asunto: {subject}',
  previewWith: 'Vista previa con',
  previewSampleStay: 'Una estancia de ejemplo',
  previewStay: '{guest} · {checkIn} a {checkOut} · {code}',
} satisfies NamespaceGuestMessagesTranslation;

export default es_guestMessages;
