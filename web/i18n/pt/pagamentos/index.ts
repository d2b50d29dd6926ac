import type { BaseTranslation } from '../../i18n-types';

const pt_pagamentos = {} satisfies BaseTranslation;

export default pt_pagamentos;
