import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const es_funcionalidades = {} satisfies NamespaceFuncionalidadesTranslation;

export default es_funcionalidades;
