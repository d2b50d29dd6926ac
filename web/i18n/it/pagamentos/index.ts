import type { NamespacePagamentosTranslation } from '../../i18n-types';

const it_pagamentos = {} satisfies NamespacePagamentosTranslation;

export default it_pagamentos;
