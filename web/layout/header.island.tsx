import { island } from '../islands/Island';
import { Header } from './Header';

/** The header (menu, language switcher): hydrates when first used. */
export default island(Header, { reusable: true });
