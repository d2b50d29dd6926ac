/**
 * The sample listings' ids, on their own so the route table (which every page may import)
 * can list /property/:id in the sitemap without pulling in the listings themselves.
 * shared/properties/data.ts is typed against this list and a unit test checks they agree.
 */
export const SAMPLE_PROPERTY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type SamplePropertyId = (typeof SAMPLE_PROPERTY_IDS)[number];
