import { island } from '../islands/Island';
import { LocaleHint } from './LocaleHint';

/** The hint to read the site in the browser's language. */
export default island(LocaleHint, { reusable: true });
