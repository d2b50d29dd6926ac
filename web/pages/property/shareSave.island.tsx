import { island } from '../../islands/Island';
import { ShareSave } from './ShareSave';

/** Share and save a listing (the saved list is the visitor's). */
export default island(ShareSave, { namespaces: ['properties'] });
