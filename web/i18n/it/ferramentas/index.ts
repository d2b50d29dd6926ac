import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const it_ferramentas = {} satisfies NamespaceFerramentasTranslation;

export default it_ferramentas;
