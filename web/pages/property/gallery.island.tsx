import { island } from '../../islands/Island';
import { GalleryIsland } from './Gallery';

/** The listing's photos. */
export default island(GalleryIsland, { namespaces: ['properties'] });
