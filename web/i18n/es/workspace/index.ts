import type { NamespaceWorkspaceTranslation } from '../../i18n-types';

const es_workspace = {
  nav: {
    label: 'Secciones del panel',
    overview: 'Resumen',
    calendar: 'Calendario',
    reservations: 'Reservas',
    rates: 'Tarifas',
    guests: 'Huéspedes',
    properties: 'Propiedades',
    channels: 'Canales',
    account: 'Cuenta',
    frontDesk: 'Recepción',
    housekeeping: 'Limpieza',
    reports: 'Informes',
  },
  property: {
    label: 'Propiedad',
    show: 'Ver',
    none: 'Todavía no hay propiedades',
  },
  status: {
    pending: 'Pendiente',
    confirmed: 'Confirmada',
    checked_in: 'Alojado',
    checked_out: 'Salida hecha',
    cancelled: 'Cancelada',
    no_show: 'No se presentó',
  },
  source: {
    direct: 'Sitio web (directa)',
    manual: 'Manual',
    airbnb: 'Airbnb',
    booking: 'Booking.com',
    vrbo: 'VRBO',
    ical: 'iCal',
  },
  common: {
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Cambios guardados.',
    cancel: 'Cancelar',
    close: 'Cerrar',
    edit: 'Editar',
    remove: 'Quitar',
    search: 'Buscar',
    previous: 'Anterior',
    next: 'Siguiente',
    loading: 'Cargando…',
    loadError: 'No pudimos cargar estos datos. Recarga la página.',
    saveError: 'No pudimos guardar. Revisa los campos e inténtalo de nuevo.',
    fixErrors: 'Corrige los campos señalados.',
  },
} satisfies NamespaceWorkspaceTranslation;

export default es_workspace;
