import { island } from '../../islands/Island';
import { DetailTabsIsland } from './DetailTabs';

/** The listing's details in tabs. */
export default island(DetailTabsIsland, { namespaces: ['properties'] });
