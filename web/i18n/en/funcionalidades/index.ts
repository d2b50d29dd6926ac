import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const en_funcionalidades = {} satisfies NamespaceFuncionalidadesTranslation;

export default en_funcionalidades;
