import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const es_integracoes = {} satisfies NamespaceIntegracoesTranslation;

export default es_integracoes;
