import type { NamespaceMotorTranslation } from '../../i18n-types';

const en_motor = {} satisfies NamespaceMotorTranslation;

export default en_motor;
