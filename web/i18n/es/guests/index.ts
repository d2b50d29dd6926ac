import type { NamespaceGuestsTranslation } from '../../i18n-types';

const es_guests = {
  search: 'Buscar por nombre, correo o teléfono',
  searchButton: 'Buscar',
  clear: 'Limpiar',
  caption: 'Huéspedes',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  stays: 'Estancias',
  lastStay: 'Última llegada',
  count: '{total} huésped{{es}}',
  empty: 'No se encontraron huéspedes.',
  page: 'Página {page} de {pages}',
  pagination: 'Páginas de huéspedes',
  previous: 'Página anterior',
  next: 'Página siguiente',
  back: 'Todos los huéspedes',
  detailStays: 'Estancias',
  noStays: 'Ninguna estancia.',
  editTitle: 'Datos del huésped',
  country: 'País (código de dos letras)',
  locale: 'Idioma',
  notes: 'Notas',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Datos guardados.',
  notFound: 'Huésped no encontrado.',
  staysOnly: 'Ves a este huésped por sus estancias en las propiedades compartidas contigo: los cambios se aplican a los datos de contacto de esas estancias.',
  locales: {
    pt: 'Portugués',
    en: 'Inglés',
    es: 'Español',
    it: 'Italiano',
  },
} satisfies NamespaceGuestsTranslation;

export default es_guests;
