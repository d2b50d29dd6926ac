import type { BaseTranslation } from '../../i18n-types';

const pt_funcionalidades = {} satisfies BaseTranslation;

export default pt_funcionalidades;
