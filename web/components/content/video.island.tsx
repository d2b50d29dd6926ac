import { island } from '../../islands/Island';
import { VideoFacade } from './VideoFacade';

/** A video's facade: the player loads when it is pressed. */
export default island(VideoFacade, { reusable: true });
