import type { NamespacePagamentosTranslation } from '../../i18n-types';

const en_pagamentos = {} satisfies NamespacePagamentosTranslation;

export default en_pagamentos;
