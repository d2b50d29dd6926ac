import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const it_integracoes = {} satisfies NamespaceIntegracoesTranslation;

export default it_integracoes;
