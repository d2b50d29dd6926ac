import { island } from '../islands/Island';
import { ChatCard } from './ChatCard';

/** The chat button and its card (shown after 3 s by CSS). */
export default island(ChatCard, { reusable: true });
