import type { BaseTranslation } from '../../i18n-types';

/** /dashboard/hospedes: the host's guests, search, one guest with their stays and an edit form. */
const pt_guests = {
  search: 'Buscar por nome, e-mail ou telefone',
  searchButton: 'Buscar',
  clear: 'Limpar',
  caption: 'Hóspedes',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  stays: 'Estadias',
  lastStay: 'Última chegada',
  count: '{total:number} hóspede{{s}}',
  empty: 'Nenhum hóspede encontrado.',
  page: 'Página {page:number} de {pages:number}',
  pagination: 'Páginas de hóspedes',
  previous: 'Página anterior',
  next: 'Próxima página',
  back: 'Todos os hóspedes',
  detailStays: 'Estadias',
  noStays: 'Nenhuma estadia.',
  editTitle: 'Dados do hóspede',
  country: 'País (código de duas letras)',
  locale: 'Idioma',
  notes: 'Observações',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Dados salvos.',
  notFound: 'Hóspede não encontrado.',
  staysOnly: 'Você vê este hóspede pelas estadias nas propriedades compartilhadas com você: as alterações valem para os dados de contato dessas estadias.',
  locales: {
    pt: 'Português',
    en: 'Inglês',
    es: 'Espanhol',
    it: 'Italiano',
  },
} satisfies BaseTranslation;

export default pt_guests;
