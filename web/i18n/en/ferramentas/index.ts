import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const en_ferramentas = {} satisfies NamespaceFerramentasTranslation;

export default en_ferramentas;
