import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const en_caracteristicas = {} satisfies NamespaceCaracteristicasTranslation;

export default en_caracteristicas;
