import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const es_exemploPagamento = {} satisfies NamespaceExemploPagamentoTranslation;

export default es_exemploPagamento;
