import type { NamespaceMotorTranslation } from '../../i18n-types';

const es_motor = {} satisfies NamespaceMotorTranslation;

export default es_motor;
