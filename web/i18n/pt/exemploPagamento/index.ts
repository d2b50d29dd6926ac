import type { BaseTranslation } from '../../i18n-types';

const pt_exemploPagamento = {} satisfies BaseTranslation;

export default pt_exemploPagamento;
