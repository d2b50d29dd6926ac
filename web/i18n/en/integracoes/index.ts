import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const en_integracoes = {} satisfies NamespaceIntegracoesTranslation;

export default en_integracoes;
