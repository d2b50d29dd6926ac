import type { BaseTranslation } from '../../i18n-types';

const pt_motor = {} satisfies BaseTranslation;

export default pt_motor;
