import type { BaseTranslation } from '../../i18n-types';

const pt_ferramentas = {} satisfies BaseTranslation;

export default pt_ferramentas;
