import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const it_funcionalidades = {} satisfies NamespaceFuncionalidadesTranslation;

export default it_funcionalidades;
