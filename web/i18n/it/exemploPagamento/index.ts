import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const it_exemploPagamento = {} satisfies NamespaceExemploPagamentoTranslation;

export default it_exemploPagamento;
