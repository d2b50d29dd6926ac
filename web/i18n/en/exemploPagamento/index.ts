import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const en_exemploPagamento = {} satisfies NamespaceExemploPagamentoTranslation;

export default en_exemploPagamento;
