import { island } from '../../../islands/Island';
import { BookingSection } from './BookingSection';

/** Dates, availability, price and the booking form of a listing. */
export default island(BookingSection, { namespaces: ['properties', 'guestBooking', 'stayPrice', 'onlinePay'] });
