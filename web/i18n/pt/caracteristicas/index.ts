import type { BaseTranslation } from '../../i18n-types';

const pt_caracteristicas = {} satisfies BaseTranslation;

export default pt_caracteristicas;
