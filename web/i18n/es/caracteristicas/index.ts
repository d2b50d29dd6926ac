import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const es_caracteristicas = {} satisfies NamespaceCaracteristicasTranslation;

export default es_caracteristicas;
