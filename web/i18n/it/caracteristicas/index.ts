import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const it_caracteristicas = {} satisfies NamespaceCaracteristicasTranslation;

export default it_caracteristicas;
