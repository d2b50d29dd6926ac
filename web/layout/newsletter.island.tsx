import { island } from '../islands/Island';
import { NewsletterForm } from './NewsletterForm';

/** The footer's newsletter form. */
export default island(NewsletterForm, { reusable: true });
