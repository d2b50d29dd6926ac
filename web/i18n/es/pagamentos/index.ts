import type { NamespacePagamentosTranslation } from '../../i18n-types';

const es_pagamentos = {} satisfies NamespacePagamentosTranslation;

export default es_pagamentos;
