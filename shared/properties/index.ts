import { PROPERTIES, type SampleProperty } from './data';

export * from './types';
export { PROPERTIES, averageRating, type SampleProperty, type PropertyKey, type ReviewId } from './data';

const BY_ID = new Map(PROPERTIES.map((property) => [property.id, property]));

/**
 * The sample for a URL's `:id`, or null. Only the canonical spelling of a listed id counts:
 * `abc`, `1.5`, `01`, `-1` and unknown numbers are not found.
 * @example propertyByParam('3')?.key // 'cottageGramado'
 * @example propertyByParam('1.5')    // null
 */
export function propertyByParam(param: string | undefined): SampleProperty | null {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) return null;
  return BY_ID.get(Number(param)) ?? null;
}

/** Every listed id, in catalogue order. */
export const PROPERTY_IDS: readonly number[] = PROPERTIES.map((property) => property.id);
export { SAMPLE_PROPERTY_IDS } from './ids';
