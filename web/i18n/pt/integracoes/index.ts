import type { BaseTranslation } from '../../i18n-types';

const pt_integracoes = {} satisfies BaseTranslation;

export default pt_integracoes;
