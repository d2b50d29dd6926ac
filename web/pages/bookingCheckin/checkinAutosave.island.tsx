import { island } from '../../islands/Island';
import { CheckinAutosave } from './Autosave';

/** Keeps a guest's check-in draft as they type. */
export default island(CheckinAutosave, { namespaces: ['journey'] });
