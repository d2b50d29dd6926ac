import type { NamespaceMotorTranslation } from '../../i18n-types';

const it_motor = {} satisfies NamespaceMotorTranslation;

export default it_motor;
