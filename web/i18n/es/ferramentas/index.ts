import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const es_ferramentas = {} satisfies NamespaceFerramentasTranslation;

export default es_ferramentas;
